// The toolbar's icons follow the palette (paletteiconengine.h): drawn in the palette's
// WindowText on a light and on a dark palette, the disabled colour when disabled, and
// every toolbar action has one. Pictures of the toolbar in both palettes go to
// <temp>/turnscope-screenshots/toolbar-{light,dark}.png.
#include "gui_test_main.h"

#include "gui_support.h"
#include "session/paletteiconengine.h"
#include "window/debugactions.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QIcon>
#include <QImage>
#include <QPalette>
#include <QTest>
#include <QToolBar>

using namespace ts::gui;

namespace {

QPalette darkPalette()
{
    QPalette dark(QColor(0x35, 0x35, 0x35), QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    for (const auto role : {QPalette::WindowText, QPalette::ButtonText, QPalette::Text})
        dark.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7a, 0x7a));
    return dark;
}

// The colours of the icon's fully opaque pixels.
QSet<QRgb> opaqueColours(const QIcon& icon, QIcon::Mode mode = QIcon::Normal)
{
    const QImage image = icon.pixmap(QSize(32, 32), mode).toImage().convertToFormat(QImage::Format_ARGB32);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) == 255)
                colours.insert(image.pixel(x, y) | 0xff000000);
    return colours;
}

}  // namespace

class TestPaletteIconEngine : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { QApplication::setPalette(QPalette()); }

    void drawnInTheWindowTextColour_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addRow("light") << false;
        QTest::addRow("dark") << true;
    }
    void drawnInTheWindowTextColour()
    {
        QFETCH(bool, dark);
        if (dark)
            QApplication::setPalette(darkPalette());
        const QPalette palette = QApplication::palette();
        for (const char* name : {"open", "save", "continue", "reverse-continue", "step-over", "step-into", "step-out",
                                 "step-back", "play", "stop", "teach"}) {
            const QIcon icon = PaletteIconEngine::icon(QString::fromLatin1(name));
            QVERIFY2(!icon.isNull(), name);
            const QSet<QRgb> normal = opaqueColours(icon);
            QVERIFY2(!normal.isEmpty(), name);
            QCOMPARE(normal, QSet<QRgb>{palette.color(QPalette::Active, QPalette::WindowText).rgb()});
            const QSet<QRgb> disabled = opaqueColours(icon, QIcon::Disabled);
            for (QRgb c : disabled)
                QCOMPARE(c, palette.color(QPalette::Disabled, QPalette::WindowText).rgb() | 0xff000000);
        }
        QVERIFY(PaletteIconEngine::icon(QStringLiteral("no-such-icon")).isNull());
    }

    void everyToolbarActionHasAnIcon()
    {
        MainWindow w;
        QToolBar* bar = w.findChild<QToolBar*>(QStringLiteral("debugToolBar"));
        QVERIFY(bar);
        for (QAction* a : bar->actions())
            if (!a->isSeparator() && !a->text().isEmpty())
                QVERIFY2(!a->icon().isNull(), qPrintable(a->text()));
    }

    void screenshots()
    {
        for (const bool dark : {false, true}) {
            QApplication::setPalette(dark ? darkPalette() : QPalette());
            MainWindow w;
            w.resize(1100, 700);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            // A game at its first event: Save and the forward steps enabled, the back steps not.
            QVERIFY(w.openFile(ts::test::samplePath("roguelike", "case-a.json")));
            QVERIFY(ts::test::waitIdle(*w.controller()));
            w.controller()->seekNow(0);
            QVERIFY(ts::test::waitIdle(*w.controller()));
            QToolBar* bar = w.findChild<QToolBar*>(QStringLiteral("debugToolBar"));
            QVERIFY(bar->grab().save(ts::test::screenshotPath(dark ? QStringLiteral("toolbar-dark.png")
                                                                   : QStringLiteral("toolbar-light.png"))));
        }
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestPaletteIconEngine)
#include "tst_paletteiconengine.moc"
