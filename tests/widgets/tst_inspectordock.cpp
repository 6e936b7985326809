// The inspector dock: its widgets and summary, the filters and the kept expansion (under
// QAbstractItemModelTester on both proxies), and a picture for people to look at:
// <temp>/turnscope-inspector.png.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/inspector/inspectordock.h"
#include "panels/inspector/inspectormodel.h"
#include "session/elidedlabel.h"

#include "rulesets/roguelike/kinds.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDir>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTreeView>

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

class TestInspectorDock : public QObject {
    Q_OBJECT
private slots:
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
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
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
        QCOMPARE(summary->text(),
                 QStringLiteral("Event #%1 changed 3 values (highlighted) — Player.tokens: 2 -> 1").arg(write));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestInspectorDock)
#include "tst_inspectordock.moc"
