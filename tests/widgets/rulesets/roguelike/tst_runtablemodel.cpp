// RunTableModel: the seed's tables (rows, counts per Run, inserted rows, merges, skips)
// read through the model's roles at chosen events, where the scheduler is, tooltips and
// display text, and the model's behaviour over stepping, seeking, forking and new sessions
// under QAbstractItemModelTester; the same tables from snapshots of a plain session's states,
// and a hand-made one, without a controller.
#include "gui_test_main.h"
#include "runtable_test_support.h"

#include "rulesets/roguelike/runtabledock.h"
#include "run_through.h"

#include "rulesets/roguelike/game.h"
#include "rulesets/roguelike/kinds.h"

#include <algorithm>
#include <memory>

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ts;
using gui::RunTableModel;

namespace {

// Where to put the cursor: the nth event of a kind (optionally of one unit), plus an offset.
struct At {
    const char* kind;
    int nth = 0;
    const char* unit = nullptr;
    int offset = 0;
};

std::optional<Seq> locate(const Session& s, const At& at)
{
    EntityId unit = kNoEntity;
    if (at.unit)
        for (EntityId e = 1; e < s.trace().entityNames.size(); ++e)
            if (s.trace().entityNames[e] == at.unit)
                unit = e;
    const auto seq =
        test::findEvent(s, at.kind, at.nth, [&](const Event& e) { return !at.unit || e.subject[0] == unit; });
    if (!seq)
        return std::nullopt;
    return *seq + static_cast<Seq>(at.offset);
}

std::optional<Seq> locate(const gui::SessionController& c, const At& at) { return locate(*c.session(), at); }

// A sample run without the window: a plain Session, whose states the tests turn into the
// model's snapshots themselves (no SessionController at all).
std::unique_ptr<Session> runSample(const QString& file)
{
    const LoadedScenario loaded = loadScenarioFile(test::sampleFile("roguelike", qPrintable(file)));
    auto s = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
    test::runThrough(*s, 1'000'000);
    return s;
}

}  // namespace

Q_DECLARE_METATYPE(At)

namespace {
// Every cell's text, tooltip, acting mark and counts, row by row: what a view would show.
QStringList cellTexts(const RunTableModel& model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex i = model.index(r, c);
            out << QStringList{i.data().toString(),
                               i.data(Qt::ToolTipRole).toString(),
                               i.data(RunTableModel::IsActingCell).toString(),
                               i.data(RunTableModel::Done).toString(),
                               i.data(RunTableModel::Skipped).toString(),
                               i.data(RunTableModel::TokenCount).toString(),
                               i.data(RunTableModel::IsCurrentRun).toString()}
                       .join(QLatin1Char('|'));
        }
    return out;
}
}  // namespace

class TestRunTableModel : public QObject {
    Q_OBJECT
private slots:
    void seedTables_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<At>("at");
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<int>("actingRow");  // -1: the scheduler is not on a slot
        QTest::addColumn<int>("actingRun");  // 0-based

        // Case A, at the second insertion: "Player x2" went right after the acting row (no x2
        // row was waiting); Enemy2's haste staff put "Enemy1 x2" right after Enemy2, which acts.
        // Enemy2 still holds its token: the spend is the next event of that rule step.
        QTest::addRow("case A, 2nd row inserted")
            << "case-a.json" << At{"roguelike.row-inserted", 1}
            << QStringList{"Player x1|x|0", "Player x2|x|0|inserted R1", "Enemy1 x1|x|1",
                           "Enemy2 x1|x|1", "Enemy1 x2|o|1|inserted R1", "Enemy3 x1|x|0"}
            << 3 << 0;
        QTest::addRow("case A, turn end") << "case-a.json" << At{"roguelike.turn-end"}
                                          << QStringList{"Player x1|x|0", "Player x2|x|0|inserted R1", "Enemy1 x1|x|0",
                                                         "Enemy2 x1|x|0", "Enemy1 x2|x|0|inserted R1", "Enemy3 x1|x|0"}
                                          << -1 << 0;
        // Case B: "Player x2" after the last not-yet-acted x2 row (Enemy2), then "Player x3"
        // right after the acting "Player x2" (no x3 row waiting). Enemies: xx merged into Run 1.
        QTest::addRow("case B, 2nd row inserted")
            << "case-b.json" << At{"roguelike.row-inserted", 1}
            << QStringList{"Player x1|x| |2", "Enemy1 x2|oo*|<|2", "Enemy2 x2|oo*|<|2", "Player x2|x| |2|inserted R1",
                           "Player x3|o| |2|inserted R1"}
            << 3 << 0;
        QTest::addRow("case B, turn end") << "case-b.json" << At{"roguelike.turn-end"}
                                          << QStringList{"Player x1|x| |0", "Enemy1 x2|xx*|<|0", "Enemy2 x2|xx*|<|0",
                                                         "Player x2|x| |0|inserted R1", "Player x3|x| |0|inserted R1"}
                                          << -1 << 0;
        // The merge table of the seed with an x1 Player: Enemy x2 "xx", Enemy x3 "xxx" in Run 1.
        QTest::addRow("merge, Player x1, as built")
            << "merge-player-x1.json" << At{"roguelike.run-begin", 0, nullptr, -1}
            << QStringList{"Player x1|o| | |1", "Enemy1 x1| | |o|1", "Enemy2 x2|oo*|<| |2", "Enemy3 x3|ooo*|<|<|3"}
            << -1 << 0;
        QTest::addRow("merge, Enemy3's first of three")
            << "merge-player-x1.json" << At{"roguelike.token-spent", 0, "Enemy3", 1}
            << QStringList{"Player x1|x| | |0", "Enemy1 x1| | |o|1", "Enemy2 x2|xx*|<| |0", "Enemy3 x3|xoo*|<|<|2"} << 3
            << 0;
        // "1ターン中に速度の上下": A slow staff takes Enemy1's token, B it skips, C haste adds a row.
        QTest::addRow("slow and haste, the skip")
            << "slow-haste.json" << At{"roguelike.slot-skipped"}
            << QStringList{"Player x1|x|0", "Enemy1 x1|-|0", "Enemy2 x1|o|1"} << 1 << 0;
        QTest::addRow("slow and haste, turn end")
            << "slow-haste.json" << At{"roguelike.turn-end"}
            << QStringList{"Player x1|x|0", "Enemy1 x1|-|0", "Enemy2 x1|x|0", "Enemy1 x2|x|0|inserted R1"} << -1 << 0;
    }

    void seedTables()
    {
        QFETCH(QString, file);
        QFETCH(At, at);
        QFETCH(QStringList, rows);
        QFETCH(int, actingRow);
        QFETCH(int, actingRun);
        gui::SessionController controller;
        gui::RunTableDock modelDock(&controller);
        RunTableModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", qPrintable(file)));
        const auto seq = locate(controller, at);
        QVERIFY(seq);
        controller.seekNow(*seq);
        QCOMPARE(controller.cursor(), *seq);
        QCOMPARE(test::modelRows(model), rows);

        const QModelIndex acting = model.actingIndex();
        QCOMPARE(acting.isValid() ? acting.row() : -1, actingRow);
        int actingCells = 0;
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < model.runCount(); ++c)
                if (model.index(r, c).data(RunTableModel::IsActingCell).toBool()) {
                    ++actingCells;
                    QCOMPARE(r, actingRow);
                    QCOMPARE(c, actingRun);
                }
        QCOMPARE(actingCells, actingRow >= 0 ? 1 : 0);

        // The scheduler's own cursor agrees.
        const auto& g = dynamic_cast<const roguelike::RoguelikeGame&>(*controller.stateAtCursor());
        if (actingRow >= 0) {
            QCOMPARE(g.state().cursor.pc, roguelike::Pc::Slot);
            QCOMPARE(g.state().cursor.row, actingRow);
            QCOMPARE(g.state().cursor.run, actingRun);
        }
        // Inserted rows say by which event; that event inserted this unit's row.
        for (int r = 0; r < model.rowCount(); ++r) {
            if (!model.index(r, 0).data(RunTableModel::Inserted).toBool())
                continue;
            const QString note = model.index(r, model.noteColumn()).data().toString();
            QVERIFY2(note.startsWith(QStringLiteral("inserted in Run 1 by event #")), qPrintable(note));
            const Seq by = note.section(QLatin1Char('#'), 1).section(QLatin1Char(';'), 0, 0).toULongLong();
            const Event e = controller.session()->trace().at(by);
            // The row is inserted by its own event, and shown from that event on (issue 35).
            QCOMPARE(controller.session()->trace().kindName(e.kind), std::string("roguelike.row-inserted"));
            QVERIFY(by <= controller.cursor());
            QVERIFY(model.headerData(r, Qt::Vertical, Qt::DecorationRole).isValid());
        }
    }

    // The same tables from plain data: snapshots built from a plain session's states, fed to
    // a model that knows no controller.
    void seedTablesFromSnapshots_data() { seedTables_data(); }
    void seedTablesFromSnapshots()
    {
        QFETCH(QString, file);
        QFETCH(At, at);
        QFETCH(QStringList, rows);
        QFETCH(int, actingRow);
        const auto session = runSample(file);
        const auto seq = locate(*session, at);
        QVERIFY(seq);
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy labels(&model, &RunTableModel::rowLabelsChanged);
        // Every event up to it, each snapshot sharing the names of the one before.
        for (Seq q = 0; q <= *seq; ++q) {
            const auto state = session->stateAt(q);
            model.setSnapshot(gui::RunTableSnapshot::build(dynamic_cast<const roguelike::RoguelikeGame&>(*state),
                                                           session->trace(), q, &model.snapshot()));
        }
        QCOMPARE(test::modelRows(model), rows);
        const QModelIndex acting = model.actingIndex();
        QCOMPARE(acting.isValid() ? acting.row() : -1, actingRow);
        QVERIFY(resets.count() >= 1);
        QVERIFY(labels.count() >= resets.count());
        // The same table again announces no reset; another game's does.
        const int before = resets.count();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before);
        model.requireReset();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before + 1);
        model.setSnapshot(gui::RunTableSnapshot::empty(QStringLiteral("nothing here")));
        QCOMPARE(model.headline(), QStringLiteral("nothing here"));
        QCOMPARE(model.columnCount(), 0);
    }

    // A hand-made table: one Player row, two Runs, the scheduler on its first cell.
    void handMadeSnapshot()
    {
        gui::RunTableSnapshot t;
        t.valid = true;
        t.runs = 2;
        t.turn = 1;
        t.onSlot = true;
        t.cursor.pc = roguelike::Pc::Slot;
        t.cursor.turn = 1;
        t.cursor.phase = roguelike::Phase::Manual;
        gui::RunTableSnapshot::Row r;
        r.unitName = QStringLiteral("Player");
        r.label = QStringLiteral("Player x2");
        r.tokens = 1;
        r.row.unit = 1;
        r.row.faction = roguelike::Faction::Player;
        r.row.cells[0].scheduled = 1;
        r.row.cells[1].scheduled = 1;
        r.row.cells[1].done = 1;
        t.rows.push_back(r);
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(t);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(test::modelRows(model), QStringList{QStringLiteral("Player x2|o|x|1")});
        QCOMPARE(model.actingIndex(), model.index(0, 0));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("x"));
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("x"));
        QCOMPARE(model.headline(), QStringLiteral("Turn 1 — Run 1, manual actions · Player x2 acting"));
    }

    void displayAndToolTips()
    {
        gui::SessionController controller;
        gui::RunTableDock modelDock(&controller);
        RunTableModel& model = *modelDock.model();
        QVERIFY(test::openSample(controller, "roguelike", "merge-player-x1.json"));
        controller.seekNow(*locate(controller, {"roguelike.run-begin", 0, nullptr, -1}));
        // CLI notation: what `turnscope-cli runtable` prints.
        QCOMPARE(model.index(3, 0).data().toString(), QStringLiteral("xxx*"));
        QCOMPARE(model.index(3, 1).data().toString(), QStringLiteral("<"));
        QCOMPARE(model.index(1, 0).data().toString(), QString());
        QVERIFY(model.index(3, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("3 actions: 2 moved here from Runs 2–3 (000:merge)")));
        QVERIFY(model.index(2, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("2 actions: 1 moved here from Run 2 (000:merge)")));
        QVERIFY(model.index(3, 2).data(Qt::ToolTipRole).toString().contains(QStringLiteral("moved to Run 1")));
        QCOMPARE(model.index(3, model.noteColumn()).data().toString(), QStringLiteral("Runs 2–3 merged into Run 1"));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Run 1"));
        QCOMPARE(model.headerData(model.tokensColumn(), Qt::Horizontal).toString(), QStringLiteral("Tokens"));
        QCOMPARE(model.headerData(model.noteColumn(), Qt::Horizontal).toString(), QStringLiteral("Note"));
        QCOMPARE(model.headline(), QStringLiteral("Turn 1 — table built, dealing action tokens"));

        controller.seekNow(*locate(controller, {"roguelike.token-spent", 0, "Enemy3", 1}));
        QCOMPARE(model.index(3, 0).data().toString(), QStringLiteral("x..*"));
        QCOMPARE(model.headline(), QStringLiteral("Turn 1 — Run 1, AI minor actions · Enemy3 x3 acting"));
        QVERIFY(model.index(3, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("the scheduler is on this cell")));
        QVERIFY(model.headerData(0, Qt::Horizontal, RunTableModel::IsCurrentRun).toBool());
        QVERIFY(!model.headerData(1, Qt::Horizontal, RunTableModel::IsCurrentRun).toBool());

        // At a phase's beginning the scheduler has not chosen a slot yet: the Player, who acted
        // in the manual phase, is not "acting" in the minor phase.
        controller.seekNow(*locate(controller, {"roguelike.phase-begin", 1}));
        QVERIFY(!model.actingIndex().isValid());
        QCOMPARE(model.headline(), QStringLiteral("Turn 1 — Run 1, AI minor actions"));
        QVERIFY(model.headerData(0, Qt::Horizontal, RunTableModel::IsCurrentRun).toBool());

        QVERIFY(test::openSample(controller, "roguelike", "slow-haste.json"));
        controller.seekNow(*locate(controller, {"roguelike.slot-skipped"}));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("-"));
        QVERIFY(model.index(1, 0).data(RunTableModel::IsActingCell).toBool());
        QVERIFY(model.index(1, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("skipped: no action token (000:tokens/skip)")));
    }

    void tokenDebt()
    {
        gui::SessionController controller;
        gui::RunTableDock modelDock(&controller);
        RunTableModel& model = *modelDock.model();
        QVERIFY(test::openSample(controller, "roguelike", "token-debt.json"));
        controller.seekNow(*locate(controller, {"roguelike.turn-end"}));
        QCOMPARE(model.index(0, model.tokensColumn()).data(RunTableModel::TokenCount).toInt(), -1);
        QCOMPARE(model.index(0, model.tokensColumn()).data(Qt::ForegroundRole).value<QColor>(),
                 QColor(0xc6, 0x28, 0x28));
        QVERIFY(
            model.index(0, model.tokensColumn()).data(Qt::ToolTipRole).toString().contains(QStringLiteral("000:debt")));
    }

    // ~1000 rows: a cursor move recomputes the table and announces one dataChanged, cheaply.
    void largeTable()
    {
        QTemporaryDir dir;
        const QString path = test::writeLargeScenario(dir.path());
        QVERIFY(!path.isEmpty());
        gui::SessionController controller;
        gui::RunTableDock modelDock(&controller);
        RunTableModel& model = *modelDock.model();
        QString error;
        QVERIFY2(controller.openScenario(path, &error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !controller.isBusy(); }, 60000));
        const Seq size = controller.session()->size();
        controller.seekNow(size / 3);
        QVERIFY(model.rowCount() >= 1000);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QElapsedTimer timer;
        timer.start();
        constexpr int kMoves = 50;
        for (int i = 1; i <= kMoves; ++i)
            controller.seekNow(size / 3 + static_cast<Seq>(i));
        const qint64 ms = timer.elapsed();
        qInfo("%d cursor moves over a %d-row table: %.2f ms each (state at the cursor included)", kMoves,
              model.rowCount(), double(ms) / kMoves);
        QCOMPARE(resets.count(), 0);
        QVERIFY2(ms / kMoves < 200, "a cursor move should take milliseconds");
    }

    // Right after opening, without moving the cursor: the table of the state at event 0.
    void openShowsTheFirstEvent()
    {
        gui::SessionController controller;
        gui::RunTableDock modelDock(&controller);
        RunTableModel& model = *modelDock.model();
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QCOMPARE(controller.cursor(), Seq(0));
        // The controller drops the state it took on the still empty trace when event 0 arrives.
        QCOMPARE(model.rowCount(), 4);
        controller.seekNow(1);
        controller.seekNow(0);
        QCOMPARE(model.rowCount(), 4);
    }

    void noSession()
    {
        gui::SessionController controller;
        gui::RunTableDock modelDock(&controller);
        RunTableModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 0);
        QVERIFY(!model.hasTable());
        QCOMPARE(model.headline(), QStringLiteral("No session"));
        QVERIFY(!model.actingIndex().isValid());
    }

    // The tester watches every signal while the cursor walks the whole game, steps, a fork
    // cuts the future, and another scenario replaces the session.
    void walkUnderTester()
    {
        gui::SessionController controller;
        gui::RunTableDock modelDock(&controller);
        RunTableModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(test::openSample(controller, "roguelike", "case-b.json"));
        const Seq size = controller.session()->size();
        QVERIFY(size > 50);
        for (Seq i = 0; i < size; ++i) {
            controller.seekNow(i);
            for (int r = 0; r < model.rowCount(); ++r)
                for (int c = 0; c < model.runCount(); ++c) {
                    const QModelIndex idx = model.index(r, c);
                    const int scheduled = idx.data(RunTableModel::Scheduled).toInt();
                    QVERIFY(idx.data(RunTableModel::Done).toInt() + idx.data(RunTableModel::Skipped).toInt() <=
                            scheduled);
                    if (idx.data(RunTableModel::MergedAway).toBool())
                        QCOMPARE(scheduled, 0);
                }
        }
        // Within one turn the table changes shape only where rows are inserted.
        QVERIFY(resets.count() < 10);
        QVERIFY(changes.count() > 40);

        // Only the rows that show something else are announced, and every one of them is.
        for (Seq from = 30; from < 60; ++from) {
            controller.seekNow(from);
            const QStringList before = cellTexts(model);
            resets.clear();
            changes.clear();
            controller.stepInto();
            QCOMPARE(resets.count(), 0);
            const QStringList after = cellTexts(model);
            QCOMPARE(after.size(), before.size());
            for (qsizetype i = 0; i < after.size(); ++i) {
                if (after[i] == before[i])
                    continue;
                const int row = static_cast<int>(i) / model.columnCount();
                const int column = static_cast<int>(i) % model.columnCount();
                const bool announced = std::any_of(changes.begin(), changes.end(), [&](const QList<QVariant>& c) {
                    const QModelIndex first = c.at(0).value<QModelIndex>(), last = c.at(1).value<QModelIndex>();
                    return first.row() <= row && row <= last.row() && first.column() <= column &&
                        column <= last.column();
                });
                QVERIFY2(announced,
                         qPrintable(QStringLiteral("event %1: cell %2,%3 changed unannounced: %4 -> %5")
                                        .arg(from + 1)
                                        .arg(row)
                                        .arg(column)
                                        .arg(before[i], after[i])));
            }
        }
        resets.clear();
        changes.clear();
        controller.seekNow(40);
        controller.stepInto();
        QCOMPARE(controller.cursor(), Seq(41));
        QCOMPARE(resets.count(), 0);
        controller.stepBackInto();
        controller.stepBackInto();
        QCOMPARE(controller.cursor(), Seq(39));
        controller.seekNow(16);  // the first Player action inserts a row: back before it
        controller.seekNow(14);
        QCOMPARE(model.rowCount(), 3);
        // The row shows from its own event on, not before (issue 35: exact at every event).
        const Seq inserted = *locate(controller, {"roguelike.row-inserted"});
        QVERIFY(inserted > 15);
        controller.seekNow(inserted - 1);
        QCOMPARE(model.rowCount(), 3);
        controller.stepInto();
        QCOMPARE(model.rowCount(), 4);

        // Fork: decision #1 (the second speed grass) becomes a wait: no "Player x3" row.
        controller.forkAt(1, roguelike::RoguelikeGame::toAnswer(roguelike::Action{roguelike::ActionKind::Wait}));
        QVERIFY(QTest::qWaitFor([&] { return !controller.isBusy(); }, 20000));
        controller.seekNow(*locate(controller, {"roguelike.turn-end"}));
        QCOMPARE(
            test::modelRows(model),
            (QStringList{"Player x1|x| |0", "Enemy1 x2|xx*|<|0", "Enemy2 x2|xx*|<|0", "Player x2|x| |0|inserted R1"}));

        // A new session resets even when the shape happens to match.
        resets.clear();
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QVERIFY(resets.count() >= 1);
        controller.seekNow(*locate(controller, {"roguelike.turn-end"}));
        QCOMPARE(model.rowCount(), 6);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestRunTableModel)
#include "tst_runtablemodel.moc"
