// The Run table and inspector docks: their widgets and headline, PNG/SVG export (valid files,
// written atomically, clear errors), the inspector's filters and kept expansion (under
// QAbstractItemModelTester on both proxies), and pictures of the docks for people to look at:
// <temp>/turnscope-runtable-caseA.png, -merge.png, -skip.png, -export.png/.svg and
// <temp>/turnscope-inspector.png.
#include "gui_test_support.h"

#include "elidedlabel.h"
#include "inspectordock.h"
#include "inspectormodel.h"
#include "runtabledock.h"

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

int visibleLeaves(const QAbstractItemModel& m, const QModelIndex& parent = {})
{
    int n = 0;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        n += m.rowCount(i) == 0 ? 1 : visibleLeaves(m, i);
    }
    return n;
}

Seq firstPlayerTokenWrite(const Session& s)
{
    return *test::findEvent(s, "write", 0, [&](const Event& e) {
        return e.subject[0] == 1 && e.arg[0] == roguelike::field(roguelike::Field::Tokens) &&
               s.trace().clauseName(e.clause) == "000:tokens/spend";
    });
}

}  // namespace

class TestViewDocks : public QObject {
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
        QVERIFY(test::openAndRun(controller, "case-a.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted", 1));
        auto* headline = dock.findChild<gui::ElidedLabel*>(QStringLiteral("runTableHeadline"));
        QVERIFY(headline);
        QCOMPARE(headline->text(), QStringLiteral("Turn 1 — Run 1, AI major actions · Enemy2 x1 acting"));
        QCOMPARE(dock.tableView()->model()->headerData(4, Qt::Vertical).toString(), QStringLiteral("Enemy1 x2"));
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

        QVERIFY(test::openAndRun(controller, "case-b.json"));
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
        QVERIFY(test::openAndRun(controller, "case-a.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted", 1));
        QVERIFY(dock.grab().save(picture("turnscope-runtable-caseA.png")));
    }

    void pictureMerge()
    {
        gui::SessionController controller;
        gui::RunTableDock dock(&controller);
        dock.resize(760, 330);
        dock.show();
        QVERIFY(test::openAndRun(controller, "merge-player-x1.json"));
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
        QVERIFY(test::openAndRun(controller, "slow-haste.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted"));
        QVERIFY(dock.grab().save(picture("turnscope-runtable-skip.png")));
    }

    void inspectorDock()
    {
        gui::SessionController controller;
        gui::InspectorDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("inspectorDock"));
        QVERIFY(dock.model()->isAsynchronous());
        QCOMPARE(dock.windowTitle(), QStringLiteral("Inspector"));
        QAbstractItemModelTester modelTester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester viewTester(dock.viewModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto* textProxy = qobject_cast<QSortFilterProxyModel*>(dock.viewModel()->sourceModel());
        QVERIFY(textProxy);
        QAbstractItemModelTester textTester(textProxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock.resize(520, 640);
        dock.show();
        QVERIFY(test::openAndRun(controller, "case-a.json"));
        QTRY_VERIFY(!dock.model()->isBuilding());  // the window's inspector builds the JSON on a thread
        const Seq write = firstPlayerTokenWrite(*controller.session());
        controller.seekNow(write);
        QTRY_VERIFY(!dock.model()->isBuilding());
        // The top level opens by default: units and table rows are listed by name.
        QTreeView* view = dock.treeView();
        QVERIFY(view->isExpanded(dock.viewIndexForPath(QStringLiteral("/units"))));
        view->expand(dock.viewIndexForPath(QStringLiteral("/units/0")));
        view->expand(dock.viewIndexForPath(QStringLiteral("/scheduler")));
        view->setColumnWidth(0, 200);
        QVERIFY(dock.grab().save(picture("turnscope-inspector.png")));

        // Changed only: the three changed leaves and nothing else.
        dock.changedOnlyBox()->setChecked(true);
        QCOMPARE(visibleLeaves(*dock.viewModel()), 3);
        QVERIFY(dock.viewIndexForPath(QStringLiteral("/units/0/tokens")).isValid());
        QVERIFY(!dock.viewIndexForPath(QStringLiteral("/units/0/hp")).isValid());
        QVERIFY(view->isExpanded(dock.viewIndexForPath(QStringLiteral("/units/0"))));
        controller.stepBackInto();  // the token-spent event changes nothing
        QTRY_VERIFY(!dock.model()->isBuilding());
        QCOMPARE(visibleLeaves(*dock.viewModel()), 0);
        controller.stepInto();
        QTRY_VERIFY(!dock.model()->isBuilding());
        dock.changedOnlyBox()->setChecked(false);
        QVERIFY(view->isExpanded(dock.viewIndexForPath(QStringLiteral("/units/0"))));
        QVERIFY(!view->isExpanded(dock.viewIndexForPath(QStringLiteral("/units/1"))));

        // Text filter on names and values: a unit by name brings its whole subtree.
        dock.filterEdit()->setText(QStringLiteral("enemy3"));
        QVERIFY(dock.viewIndexForPath(QStringLiteral("/units/3/hp")).isValid());
        QVERIFY(!dock.viewIndexForPath(QStringLiteral("/units/1")).isValid());
        dock.filterEdit()->clear();
        QVERIFY(dock.viewIndexForPath(QStringLiteral("/units/1")).isValid());

        // Expanded nodes survive a change of the tree's shape (a table row fewer: a reset).
        view->expand(dock.viewIndexForPath(QStringLiteral("/units/2")));
        QSignalSpy resets(dock.model(), &QAbstractItemModel::modelReset);
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.phase-begin", 0));
        QTRY_VERIFY(!dock.model()->isBuilding());
        QCOMPARE(resets.count(), 1);
        QVERIFY(view->isExpanded(dock.viewIndexForPath(QStringLiteral("/units/0"))));
        QVERIFY(view->isExpanded(dock.viewIndexForPath(QStringLiteral("/units/2"))));
        QVERIFY(view->isExpanded(dock.viewIndexForPath(QStringLiteral("/scheduler"))));
        QVERIFY(!view->isExpanded(dock.viewIndexForPath(QStringLiteral("/units/1"))));
        auto* summary = dock.findChild<gui::ElidedLabel*>(QStringLiteral("inspectorSummary"));
        QVERIFY(summary);
        controller.seekNow(write);
        QTRY_VERIFY(!dock.model()->isBuilding());
        QCOMPARE(summary->text(), QStringLiteral("Event #%1 changed 3 values (highlighted) — Player.tokens: 2 -> 1").arg(write));
    }
};

TS_GUI_TEST_MAIN(TestViewDocks)
#include "tst_viewdocks.moc"
