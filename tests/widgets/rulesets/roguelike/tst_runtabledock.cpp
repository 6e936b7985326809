// The Run table dock: its widgets and headline, PNG/SVG export (valid files, written
// atomically, clear errors), and pictures of the dock for people to look at:
// <temp>/turnscope-runtable-caseA.png, -merge.png, -skip.png, -export.png/.svg.
#include "gui_support.h"
#include "gui_test_main.h"

#include "rulesets/roguelike/runtabledock.h"
#include "rulesets/roguelike/runtablemodel.h"
#include "session/elidedlabel.h"

#include "rulesets/roguelike/kinds.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <QXmlStreamReader>

using namespace ts;

namespace {

QString picture(const char* name) { return QDir::temp().filePath(QString::fromLatin1(name)); }

}  // namespace

class TestRunTableDock : public QObject {
    Q_OBJECT
private slots:
    void runTableDock()
    {
        gui::SessionController controller;
        gui::RunTableDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("runTableDock"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("Run Table"));
        QVERIFY(!dock.tableView()->verticalHeader()->isHidden());
        QCOMPARE(dock.tableView()->model(), dock.model());
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted", 1));
        auto* headline = dock.findChild<gui::ElidedLabel*>(QStringLiteral("runTableHeadline"));
        QVERIFY(headline);
        QCOMPARE(headline->text(), QStringLiteral("Turn 1 — Run 1, AI major actions · Enemy2 x1 acting"));
        QCOMPARE(dock.tableView()->model()->headerData(4, Qt::Vertical).toString(), QStringLiteral("Enemy1 x2"));
    }

    // The row header is as wide as its widest label in bold (the acting row's), whatever the
    // cursor; a plain QHeaderView, measuring every label as Qt does, needs no more room.
    void rowHeaderFitsEveryLabel()
    {
        gui::SessionController controller;
        gui::RunTableDock dock(&controller);
        dock.resize(760, 420);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QHeaderView* rows = dock.tableView()->verticalHeader();
        QHeaderView plain(Qt::Vertical);
        plain.setModel(dock.model());
        const Seq size = controller.session()->size();
        int checked = 0;
        for (Seq s = 0; s < size; ++s) {
            controller.seekNow(s);
            QCoreApplication::processEvents();
            if (rows->count() == 0)
                continue;
            QFont bold = rows->font();
            bold.setBold(true);
            int widest = 0;
            for (int r = 0; r < rows->count(); ++r)
                widest = std::max(
                    widest, QFontMetrics(bold).horizontalAdvance(dock.model()->headerData(r, Qt::Vertical).toString()));
            QVERIFY2(rows->width() > widest + 16, qPrintable(QStringLiteral("event %1").arg(s)));
            QCOMPARE(rows->width(), rows->sizeHint().width());
            QVERIFY(plain.sizeHint().width() <= rows->width());
            ++checked;
        }
        QVERIFY(checked > 10);
    }

    void exportFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        gui::SessionController controller;
        gui::RunTableDock dock(&controller);
        QString error;
        QVERIFY(!dock.exportPng(dir.filePath(QStringLiteral("none.png")), &error));
        QVERIFY(error.contains(QStringLiteral("no Run table")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.png"))));

        QVERIFY(test::openSample(controller, "roguelike", "case-b.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted", 1));
        const QString png = dir.filePath(QStringLiteral("table.png"));
        QVERIFY2(dock.exportPng(png, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(png));
        // The whole table (five rows, two Runs, tokens, note) at twice the resolution.
        QVERIFY2(image.width() > 2 * 500 && image.height() > 2 * 200,
                 qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
        QVERIFY(dock.exportPng(picture("turnscope-runtable-export.png")));

        const QString svg = dir.filePath(QStringLiteral("table.svg"));
        QVERIFY2(dock.exportSvg(svg, &error), qPrintable(error));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int elements = 0;
        bool hasRowLabel = false;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement)
                ++elements;
            if (xml.isCharacters() && xml.text().contains(QStringLiteral("Player x3")))
                hasRowLabel = true;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(elements > 20);
        QVERIFY(hasRowLabel);
        QVERIFY(dock.exportSvg(picture("turnscope-runtable-export.svg")));

        // A folder that does not exist: a clear error, nothing written.
        QVERIFY(!dock.exportPng(dir.filePath(QStringLiteral("missing/table.png")), &error));
        QVERIFY2(error.contains(QStringLiteral("missing/table.png")), qPrintable(error));
        QVERIFY(!dock.exportSvg(dir.filePath(QStringLiteral("missing/table.svg")), &error));
    }

    void pictureCaseA()
    {
        gui::SessionController controller;
        gui::RunTableDock dock(&controller);
        dock.resize(760, 400);
        dock.show();
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted", 1));
        QVERIFY(dock.grab().save(picture("turnscope-runtable-caseA.png")));
    }

    void pictureMerge()
    {
        gui::SessionController controller;
        gui::RunTableDock dock(&controller);
        dock.resize(760, 330);
        dock.show();
        QVERIFY(test::openSample(controller, "roguelike", "merge-player-x1.json"));
        const Seq spent = *test::findEvent(*controller.session(), "roguelike.token-spent", 0,
                                           [](const Event& e) { return e.subject[0] == 4; });  // Enemy3
        controller.seekNow(spent + 1);
        QVERIFY(dock.grab().save(picture("turnscope-runtable-merge.png")));
    }

    void pictureSkip()
    {
        gui::SessionController controller;
        gui::RunTableDock dock(&controller);
        dock.resize(760, 300);
        dock.show();
        QVERIFY(test::openSample(controller, "roguelike", "slow-haste.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted"));
        QVERIFY(dock.grab().save(picture("turnscope-runtable-skip.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestRunTableDock)
#include "tst_runtabledock.moc"
