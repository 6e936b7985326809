// The random-draw ledger panel: its model under QAbstractItemModelTester against the
// kernel's ledger on samples that draw, the filters and counts per clause, "Try another
// value" forking the game (and refusing a value outside the draw's range), double-click to
// the draw, the saved and reopened fork, and a picture of the panel.
#include "gui_test_main.h"
#include "gui_support.h"

#include "drawledgerdock.h"
#include "drawledgermodel.h"
#include "modelroles.h"

#include "kernel/kinds.h"
#include "kernel/session.h"
#include "kernel/session_files.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QListWidget>
#include <QTableView>
#include <QTemporaryDir>

using ts::gui::DrawLedgerDock;
using ts::gui::DrawLedgerModel;
using ts::gui::SessionController;
using namespace ts;

class TestDrawLedger : public QObject {
    Q_OBJECT
private slots:
    void modelFollowsTheLedger_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("file");
        QTest::addRow("roguelike case A") << "roguelike" << "case-a.json";
        QTest::addRow("roguelike energy dungeon") << "roguelike" << "energy-dungeon.json";
        QTest::addRow("stack shuffled") << "stack" << "blackpoker-shuffled.json";
        QTest::addRow("events duel") << "events" << "duel.json";
    }

    void modelFollowsTheLedger()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, file);
        SessionController controller;
        DrawLedgerModel model(&controller);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openAndRun(controller, test::samplePath(qPrintable(ruleset), qPrintable(file))));
        const DrawLedger ledger = buildDrawLedger(controller.session()->trace());
        QVERIFY(!ledger.draws.empty());
        QCOMPARE(model.rowCount(), int(ledger.draws.size()));
        for (int r = 0; r < model.rowCount(); ++r) {
            const DrawEntry& d = ledger.draws[std::size_t(r)];
            QCOMPARE(model.index(r, DrawLedgerModel::Event).data(gui::SeqRole).toULongLong(), d.seq);
            QCOMPARE(model.index(r, DrawLedgerModel::Result).data().toString(), QString::number(d.value));
            QCOMPARE(model.index(r, DrawLedgerModel::Range).data().toString(), QStringLiteral("0–%1").arg(d.bound - 1));
            QVERIFY(model.index(r, DrawLedgerModel::UsedBy).data().toString().startsWith(QStringLiteral("#%1 ").arg(d.usedBy)));
        }
        // Counts per clause, then a clause filter: exactly that clause's draws.
        QCOMPARE(model.countsPerClause(), ledger.perClause);
        const auto& [clause, count] = *ledger.perClause.begin();
        model.setClauseFilter(QString::fromStdString(clause));
        QCOMPARE(model.rowCount(), int(count));
        model.setClauseFilter(QString());
        // An entity filter: only its draws; an unknown name: none.
        const EntityId who = ledger.draws.front().entity;
        if (who != kNoEntity) {
            model.setEntityFilter(QString::fromStdString(controller.session()->trace().entityNames[who]));
            const auto expected = std::count_if(ledger.draws.begin(), ledger.draws.end(), [&](const DrawEntry& d) { return d.entity == who; });
            QCOMPARE(model.rowCount(), int(expected));
        }
        model.setEntityFilter(QStringLiteral("nobody at all"));
        QCOMPARE(model.rowCount(), 0);
    }

    void tryAnotherValue()
    {
        SessionController controller;
        DrawLedgerDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "events", "duel.json"));
        QTableView* view = dock.view();
        const int row = 10;
        const DrawEntry before = *dock.model()->entryAt(row);
        QVERIFY(before.bound >= 2);
        view->selectRow(row);
        QString error;
        QVERIFY(!dock.tryValue(static_cast<std::uint32_t>(before.bound), &error));  // outside [0, bound)
        QVERIFY2(error.contains(QStringLiteral("outside")), qPrintable(error));
        QVERIFY(controller.session()->drawOverrides().empty());

        const auto value = static_cast<std::uint32_t>((before.value + 1) % before.bound);
        QVERIFY2(dock.tryValue(value, &error), qPrintable(error));
        QVERIFY(test::waitIdle(controller));
        QCOMPARE(controller.cursor(), before.seq);
        QCOMPARE(controller.session()->trace().at(before.seq).arg[2], std::int32_t(value));
        const DrawEntry* after = dock.model()->entryAt(row);
        QVERIFY(after && after->overridden && after->value == std::int32_t(value));
        QVERIFY(dock.model()->index(row, DrawLedgerModel::Result).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(int(dock.model()->totalDraws()), int(buildDrawLedger(controller.session()->trace()).draws.size()));

        // Saved and opened again: the override is there and the game verifies.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fork.tstrace"));
        QVERIFY2(controller.saveTrace(path, &error), qPrintable(error));
        RecordedGame g = openRecordedGame(path.toStdString());
        loadAllBlocks(g.file.trace);
        QVERIFY(verifyRecordedGame(g).ok());
        SessionController reopened;
        DrawLedgerDock dock2(&reopened);
        QVERIFY2(reopened.openTrace(path, &error), qPrintable(error));
        QVERIFY(test::waitIdle(reopened));
        QVERIFY(dock2.model()->entryAt(row)->overridden);

        // Double-click goes to the draw.
        const DrawEntry other = *dock.model()->entryAt(3);
        view->selectRow(3);
        emit view->doubleClicked(dock.model()->index(3, 0));
        QCOMPARE(controller.cursor(), other.seq);
    }

    void picture()
    {
        SessionController controller;
        DrawLedgerDock dock(&controller);
        QVERIFY(test::openSample(controller, "stack", "blackpoker-shuffled.json"));
        dock.resize(1000, 420);
        dock.view()->selectRow(1);
        dock.view()->resizeColumnsToContents();
        QVERIFY(dock.countsList()->count() >= 2);
        QVERIFY(test::saveGrab(dock, QStringLiteral("draw-ledger.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestDrawLedger)
#include "tst_drawledger.moc"
