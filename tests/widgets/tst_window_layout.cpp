// A window that holds up at every size (issue 38, items 2 and 3): every registered ruleset's
// default layout, and one of its lessons with the lesson dock open, at 1024×700, 1366×768 and
// 1920×1080, in English and in Japanese. Checked: the window keeps the size it was given (a
// dock opening never pushes it larger: the docks' minimum sizes fit), no two visible docks
// overlap and each lies inside the window, no visible tab of the docks' tab bars shows
// its title elided, the signature view is taller than the event log and the timeline, and
// the cursor's event is on screen in the event log. Each picture is saved (TURNSCOPE_LAYOUT_SCREENSHOTS=FOLDER, else
// <temp>/turnscope-screenshots/layout/) for a human to look at.
#include "gui_test_main.h"
#include "test_paths.h"

#include "lessons/lessonactions.h"
#include "lessons/lessondock.h"
#include "panels/eventlog/eventlogview.h"
#include "session/apptranslations.h"
#include "session/rulesetui.h"
#include "session/sessioncontroller.h"
#include "window/mainwindow.h"
#include "window/panelhost.h"

#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QStyle>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

// The signature sample of each ruleset (the one the window opens for it), in the source tree.
QString defaultSampleOf(const QString& ruleset)
{
    const gui::RulesetUi* ui = gui::findRulesetUi(ruleset.toStdString());
    if (!ui)
        return {};
    QString path = ui->defaultSample();
    if (path.startsWith(QStringLiteral(":/")))
        path = test::sourceDir() + QStringLiteral("/resources/") + path.mid(2);
    return path;
}

QString firstLessonOf(const QString& ruleset)
{
    const QStringList files = test::lessonPaths(ruleset);
    return files.isEmpty() ? QString() : files.first();
}

// A dock's rectangle in the window's coordinates, when something of it is on screen.
QRect placeOf(const QDockWidget* dock, const QWidget* window)
{
    return QRect(dock->mapTo(window, QPoint(0, 0)), dock->size());
}

QList<QDockWidget*> visibleDocks(const QMainWindow& w)
{
    QList<QDockWidget*> docks;
    for (QDockWidget* d : w.findChildren<QDockWidget*>())
        if (d->isVisible() && !d->isFloating() && !d->visibleRegion().isEmpty())
            docks << d;
    return docks;
}

QString describe(const QMainWindow& w)
{
    QString out;
    for (QTabBar* bar : w.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible())
            out += QStringLiteral("\n  tab bar of %1 tabs: minimum %2x%3")
                       .arg(bar->count())
                       .arg(bar->minimumSizeHint().width())
                       .arg(bar->minimumSizeHint().height());
    for (QDockWidget* d : w.findChildren<QDockWidget*>()) {
        if (d->isFloating() || (!d->isVisible() && !w.tabifiedDockWidgets(d).size()))
            continue;
        const QRect r = placeOf(d, &w);
        const QSize min = d->minimumSizeHint().expandedTo(d->minimumSize());
        out += QStringLiteral("\n  %1: %2,%3 %4x%5 (minimum %6x%7)")
                   .arg(d->objectName())
                   .arg(r.x())
                   .arg(r.y())
                   .arg(r.width())
                   .arg(r.height())
                   .arg(min.width())
                   .arg(min.height());
    }
    return out;
}

// Pairs of visible docks whose rectangles overlap, and docks reaching out of the window.
QStringList overlaps(const QMainWindow& w)
{
    QStringList found;
    const QList<QDockWidget*> docks = visibleDocks(w);
    for (qsizetype i = 0; i < docks.size(); ++i) {
        const QRect a = placeOf(docks[i], &w);
        if (!w.rect().contains(a))
            found << docks[i]->objectName() + QStringLiteral(" reaches out of the window");
        for (qsizetype j = i + 1; j < docks.size(); ++j)
            if (a.intersects(placeOf(docks[j], &w)))
                found << docks[i]->objectName() + QStringLiteral(" overlaps ") + docks[j]->objectName();
    }
    return found;
}

// Tabs of the docks' tab bars (the window's own QTabBars) that are on screen with less room
// than their title needs: Qt would draw it elided ("Inspec…").
QStringList elidedTabs(const QMainWindow& w)
{
    QStringList found;
    for (QTabBar* bar : w.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        const int frame = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
        for (int i = 0; i < bar->count(); ++i) {
            const QRect tab = bar->tabRect(i);
            if (!bar->isTabVisible(i) || !tab.intersects(bar->rect()))
                continue;  // scrolled away: its arrows bring it back whole
            const QString title = bar->tabText(i);
            const int needed = bar->fontMetrics().horizontalAdvance(title) + frame;
            if (tab.width() < needed)
                found << QStringLiteral("\"%1\": %2 px of %3").arg(title).arg(tab.width()).arg(needed);
        }
    }
    return found;
}

QString shotFolder()
{
    const QString chosen = qEnvironmentVariable("TURNSCOPE_LAYOUT_SCREENSHOTS");
    return chosen.isEmpty() ? QDir::temp().filePath(QStringLiteral("turnscope-screenshots/layout")) : chosen;
}

}  // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT
    QTemporaryDir settings_;

private slots:
    void initTestCase()
    {
        // No layout or geometry saved by an earlier run (or by the user) may change what is
        // measured: the default layouts only.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings_.path());
        QSettings::setDefaultFormat(QSettings::NativeFormat);
        QVERIFY(QDir().mkpath(shotFolder()));
    }

    void layout_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QString& id : test::rulesetIds())
            for (const QString& file : {defaultSampleOf(id), firstLessonOf(id)}) {
                if (file.isEmpty())
                    continue;
                const bool lesson = file.contains(QStringLiteral("/lessons/"));
                for (const QSize size : {QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080)})
                    for (const char* language : {"en", "ja"})
                        QTest::addRow("%s-%s-%dx%d-%s", qPrintable(id), lesson ? "lesson" : "default", size.width(),
                                      size.height(), language)
                            << file << size << QString::fromLatin1(language);
            }
    }

    void layout()
    {
        QFETCH(QString, file);
        QFETCH(QSize, size);
        QFETCH(QString, language);
        const auto translators = gui::AppTranslations::install(language);
        QStringList errors;
        {
            gui::MainWindow w;
            w.showError = [&errors](const QString& title, const QString& text) {
                errors << title + QStringLiteral(": ") + text;
            };
            w.askUnsaved = [] { return QMessageBox::Discard; };
            w.resize(size);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openFile(file));
            QVERIFY(QTest::qWaitFor([&w] { return !w.controller()->isBusy(); }, 60000));
            QTest::qWait(50);  // the layout settles
            QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
            if (file.contains(QStringLiteral("/lessons/")))
                QVERIFY(w.lessons()->dock() && w.lessons()->dock()->isVisible() &&
                        w.lessons()->dock()->questionIndex() == 0);

            const QString name = QString::fromLatin1(QTest::currentDataTag());
            QVERIFY(w.grab().save(QDir(shotFolder()).filePath(name + QStringLiteral(".png"))));
            QVERIFY2(w.size() == size,
                     qPrintable(QStringLiteral("the window is %1x%2, not %3x%4:%5")
                                    .arg(w.width())
                                    .arg(w.height())
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(describe(w))));
            const QStringList overlapping = overlaps(w);
            QVERIFY2(overlapping.isEmpty(), qPrintable(overlapping.join(QStringLiteral("; ")) + describe(w)));
            // Extra height goes to the signature view, not the event log or the timeline.
            const QDockWidget* signature = w.panels()->signatureDock();
            const auto* log = w.findChild<QDockWidget*>(QStringLiteral("eventLogDock"));
            const auto* timeline = w.findChild<QDockWidget*>(QStringLiteral("timelineDock"));
            QVERIFY(signature && log && timeline);
            QVERIFY2(signature->height() > log->height() && signature->height() > timeline->height(),
                     qPrintable(describe(w)));
            QVERIFY2(timeline->height() <= timeline->sizeHint().height() * 3 / 2, qPrintable(describe(w)));
            // The event at the cursor is on screen in the event log, however its dock was
            // resized after the seek (a lesson's dock opening beside it).
            const auto* events = w.findChild<gui::EventLogView*>();
            QVERIFY(events && events->currentIndex().isValid());
            QVERIFY2(
                events->viewport()->rect().contains(events->visualRect(events->currentIndex()).center()),
                qPrintable(
                    QStringLiteral("the cursor's event (row %1) is scrolled out of the event log (rows %2 to %3 shown)")
                        .arg(events->currentIndex().row())
                        .arg(events->rowAt(0))
                        .arg(events->rowAt(events->viewport()->height() - 1))));
            const QStringList elided = elidedTabs(w);
            QVERIFY2(elided.isEmpty(),
                     qPrintable(QStringLiteral("elided tab titles: ") + elided.join(QStringLiteral(", "))));
        }
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
