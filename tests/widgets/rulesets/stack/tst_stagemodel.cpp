// StageModel and the stage view: at events of the sample scenarios the rows equal the
// engine's state (the action in hand, the stage top first with the top marked, the waiting
// triggers, what left the stage this turn); resolved entries leave as the cursor steps on
// and come back as it steps back; double-click seeks; pictures of the dock. The model fed a
// hand-made StageSnapshot, with no session at all.
#include "gui_stack_support.h"
#include "gui_test_main.h"

#include "rulesets/stack/chancedock.h"
#include "rulesets/stack/chancemodel.h"
#include "rulesets/stack/stackzonesdock.h"
#include "rulesets/stack/stackzonesmodel.h"
#include "rulesets/stack/stagedock.h"
#include "rulesets/stack/stagemodel.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemModelTester>
#include <QListView>
#include <QSignalSpy>

#include <limits>

using namespace ts;
using gui::StageModel;
using Kind = StageModel::RowKind;

namespace {

// "Kind:Action#serial" per row, e.g. "S:Seal#5 S:Counter#4".
QString rowsOf(const StageModel& m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex i = m.index(r);
        const char* k[] = {"H", "S", "W", "L"};
        out << QStringLiteral("%1:%2#%3")
                   .arg(QLatin1String(k[i.data(StageModel::RowKindRole).toInt()]),
                        i.data(StageModel::ActionRole).toString())
                   .arg(i.data(StageModel::SerialRole).toInt());
    }
    return out.join(QLatin1Char(' '));
}

}  // namespace

class TestStageModel : public QObject {
    Q_OBJECT
private slots:
    // The model against the engine at every event that changes the stage in the demo.
    void matchesTheEngine()
    {
        gui::SessionController c;
        gui::StageDock dock(&c);
        StageModel& m = *dock.model();
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(c, "stack", "blackpoker.json"));
        const Session& s = *c.session();
        int checked = 0;
        for (const char* kind :
             {"stack.staged", "stack.taken-off", "stack.cancelled", "stack.triggered", "stack.action-taken"})
            for (const Seq q : test::eventsOfKind(s.trace(), kind)) {
                c.seekNow(q);
                const auto& g = test::stackAt(c);
                const auto& st = g.state();
                int row = 0;
                if (!st.current.empty()) {
                    QCOMPARE(m.index(row).data(StageModel::RowKindRole).toInt(), static_cast<int>(Kind::InHand));
                    QCOMPARE(m.index(row).data(StageModel::SerialRole).toInt(), st.current.serial);
                    ++row;
                }
                for (std::size_t k = st.stage.size(); k-- > 0; ++row) {
                    const QModelIndex i = m.index(row);
                    QCOMPARE(i.data(StageModel::RowKindRole).toInt(), static_cast<int>(Kind::Stage));
                    QCOMPARE(i.data(StageModel::SerialRole).toInt(), st.stage[k].serial);
                    QCOMPARE(i.data(StageModel::PositionRole).toInt(), static_cast<int>(k + 1));
                    QCOMPARE(i.data(StageModel::NextRole).toBool(), k + 1 == st.stage.size());
                    QCOMPARE(i.data(StageModel::ControllerRole).toString(),
                             QString::fromStdString(
                                 g.scenario().players[static_cast<std::size_t>(st.stage[k].controller)].name));
                    QCOMPARE(i.data(StageModel::AddedAtRole).toULongLong(),
                             static_cast<qulonglong>(st.stage[k].addedAt));
                    QCOMPARE(
                        i.data(StageModel::SpeedRole).toInt(),
                        static_cast<int>(g.scenario().actions[static_cast<std::size_t>(st.stage[k].action)].speed));
                }
                for (const auto& e : st.pending) {
                    QCOMPARE(m.index(row).data(StageModel::RowKindRole).toInt(), static_cast<int>(Kind::Waiting));
                    QCOMPARE(m.index(row++).data(StageModel::SerialRole).toInt(), e.serial);
                }
                QCOMPARE(m.stageSize(), static_cast<int>(st.stage.size()));
                ++checked;
            }
        QVERIFY(checked > 50);
    }

    // The stage three deep, LIFO: stepping on takes #5 off, then #4; stepping back brings them back.
    void entriesLeaveAndComeBack()
    {
        gui::SessionController c;
        gui::StageDock dock(&c);
        StageModel& m = *dock.model();
        QVERIFY(test::openSample(c, "stack", "lifo-three.json"));
        const Session& s = *c.session();
        const Seq deep = test::nthEvent(s, "stack.staged", 2);
        c.seekNow(test::nextFlow(s, deep));
        QCOMPARE(rowsOf(m), QStringLiteral("S:Answer#3 S:Answer#2 S:Call#1"));
        QVERIFY(m.index(0).data(StageModel::NextRole).toBool());
        QVERIFY(m.index(0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Answer")));
        const Seq off3 = test::nthEvent(s, "stack.taken-off", 0);
        c.seekNow(test::nthEvent(s, "stack.resolve", 0));
        QCOMPARE(rowsOf(m), QStringLiteral("H:Answer#3 S:Answer#2 S:Call#1"));
        QCOMPARE(m.index(0).data(StageModel::StatusRole).toString(), QStringLiteral("resolving"));
        QCOMPARE(m.index(0).data(StageModel::SerialRole).toInt(), 3);
        c.seekNow(test::nthEvent(s, "stack.resolve", 1) + 1);
        QCOMPARE(rowsOf(m), QStringLiteral("H:Answer#2 S:Call#1 L:Answer#3"));
        const QModelIndex left = m.firstOf(Kind::Left);
        QCOMPARE(left.data(StageModel::AddedAtRole).toULongLong(), static_cast<qulonglong>(off3));
        QCOMPARE(left.data(StageModel::StatusRole).toString(),
                 QStringLiteral("resolved (taken off at event %1)").arg(off3));
        c.seekNow(off3 - 1);  // back before the first take-off: all three again
        QCOMPARE(rowsOf(m), QStringLiteral("S:Answer#3 S:Answer#2 S:Call#1"));
    }

    // Waiting triggers: the demo's Revenge and Spoils before ⑩-4 staged them.
    void waitingTriggers()
    {
        gui::SessionController c;
        gui::StageDock dock(&c);
        StageModel& m = *dock.model();
        QVERIFY(test::openSample(c, "stack", "blackpoker.json"));
        const Session& s = *c.session();
        const Seq batch = test::nthEvent(
            s, "stack.batch", 0, [&](const Event& e) { return e.arg[1] == static_cast<int>(stack::Speed::Normal); });
        c.seekNow(batch + 3);
        QStringList waiting;
        for (int r = 0; r < m.rowCount(); ++r)
            if (m.index(r).data(StageModel::RowKindRole).toInt() == static_cast<int>(Kind::Waiting))
                waiting << m.index(r).data(StageModel::ActionRole).toString() + QLatin1Char(':') +
                        m.index(r).data(StageModel::StatusRole).toString();
        QCOMPARE(waiting,
                 (QStringList{QStringLiteral("Revenge:in the batch of ⑩-2 / ⑩-4"),
                              QStringLiteral("Spoils:in the batch of ⑩-2 / ⑩-4")}));
    }

    // The dock: the headline names the chance holder and the node; a double-click goes to
    // the event that put the action there.
    void dockSeeksAndPictures()
    {
        gui::SessionController c;
        gui::StageDock dock(&c);
        QVERIFY(test::openSample(c, "stack", "blackpoker.json"));
        const Session& s = *c.session();
        const Seq deep = test::nthEvent(s, "stack.staged", 0, [](const Event& e) { return e.arg[0] == 3; });
        c.seekNow(test::nextFlow(s, deep));
        QVERIFY(dock.headline().contains(QStringLiteral("3 on the stage")));
        const QModelIndex counter = dock.model()->index(1);
        QCOMPARE(counter.data(StageModel::ActionRole).toString(), QStringLiteral("Counter"));
        const auto addedAt = static_cast<Seq>(counter.data(StageModel::AddedAtRole).toULongLong());
        emit dock.view()->doubleClicked(counter);
        QCOMPARE(c.cursor(), addedAt);
        QCOMPARE(s.trace().kindName(s.trace().at(addedAt).kind), std::string("stack.staged"));
        c.seekNow(test::nextFlow(s, deep));
        QVERIFY(test::grabDock(dock, QSize(620, 420), QStringLiteral("stack-stage.png")));
        const QPalette light = QApplication::palette();
        QApplication::setPalette(test::darkPalette());
        c.seekNow(test::nthEvent(s, "stack.staged", 0, [](const Event& e) { return e.arg[2] == 1 && e.arg[0] == 2; }));
        QVERIFY(test::grabDock(dock, QSize(620, 420), QStringLiteral("stack-stage-dark.png")));
        QApplication::setPalette(light);
    }

    // A trace file anyone can edit: every write's old value replaced by an impossible one
    // (an action, player, zone or pass-list slot that does not exist). States are the game
    // re-executed from its scenario and answers (issue 35: exact at every event), never the
    // file's values: the panels show the recorded game's state, nothing impossible.
    void editedTraceShowsNothingImpossible()
    {
        gui::SessionController recorder;
        QVERIFY(test::openSample(recorder, "stack", "blackpoker.json"));
        const Session& recorded = *recorder.session();
        Trace edited;
        edited.entityNames = recorded.trace().entityNames;
        constexpr std::int32_t kHostile[] = {999, -7, std::numeric_limits<std::int32_t>::max(),
                                             std::numeric_limits<std::int32_t>::min()};
        std::vector<Seq> beforeWrites;  // events followed by a write of the same step
        std::size_t writes = 0;
        for (Seq i = 0; i < recorded.size(); ++i) {
            Event e = recorded.trace().at(i);
            if (e.kind == kind(CommonKind::Write)) {
                e.arg[1] = kHostile[writes++ % std::size(kHostile)];
                if (i > 0)
                    beforeWrites.push_back(i - 1);
            }
            edited.append(e);
        }
        QVERIFY(beforeWrites.size() > 100);
        gui::SessionController c;
        gui::StageDock stageDock(&c);
        StageModel& stage = *stageDock.model();
        gui::StackZonesDock zonesDock(&c);
        gui::ChanceDock chanceDock(&c);
        gui::StackZonesModel& zones = *zonesDock.model();
        gui::ChanceModel& chance = *chanceDock.model();
        QAbstractItemModelTester t1(&stage, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&zones, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&chance, QAbstractItemModelTester::FailureReportingMode::QtTest);
        c.adopt(std::make_unique<Session>(recorded.ruleset(), recorded.scenarioPtr(), recorded.seed(),
                                          std::move(edited), recorded.decisions()),
                QStringLiteral("edited"), false);
        int impossible = 0;
        Session& original = *recorder.session();
        for (std::size_t k = 0; k < beforeWrites.size(); k += 3) {
            c.seekNow(beforeWrites[k]);
            const auto& g = test::stackAt(c);
            const std::string json = g.toJson().dump();  // never throws, never reads past a table
            QVERIFY(!json.empty());
            for (int r = 0; r < stage.rowCount(); ++r)
                impossible += stage.index(r).data(StageModel::ActionRole).toString() == QStringLiteral("-") ? 1 : 0;
            QCOMPARE(g.stateHash(), original.hashAt(beforeWrites[k]));
        }
        QCOMPARE(impossible, 0);  // the edited values never reach the state
    }

    // The model shows what it is fed, no session needed: a stage made by hand, then nothing.
    void fedASnapshotWithoutASession()
    {
        StageModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy refreshed(&m, &StageModel::refreshed);
        gui::StageSnapshot snap;
        snap.headline = QStringLiteral("Turn 2 · 2 on the stage");
        snap.stageSize = 2;
        const auto row = [](Kind kind, int serial, const char* action, int position, const char* status) {
            gui::StageSnapshot::Row r;
            r.kind = kind;
            r.serial = serial;
            r.action = QString::fromLatin1(action);
            r.controller = QStringLiteral("Alice");
            r.controllerIndex = 0;
            r.source = QStringLiteral("♠A");
            r.position = position;
            r.addedAt = static_cast<qulonglong>(10 * serial);
            r.status = QString::fromLatin1(status);
            return r;
        };
        snap.rows = {row(Kind::InHand, 3, "Seal", 0, "declared"), row(Kind::Stage, 2, "Counter", 2, "resolves next"),
                     row(Kind::Stage, 1, "Call", 1, "on the stage"), row(Kind::Left, 0, "Draw", 0, "cancelled")};
        snap.rows[1].next = true;
        snap.rows[1].target = QStringLiteral("the action #1");
        m.setSnapshot(snap);
        QCOMPARE(refreshed.count(), 1);
        QCOMPARE(rowsOf(m), QStringLiteral("H:Seal#3 S:Counter#2 S:Call#1 L:Draw#0"));
        QCOMPARE(m.headline(), QStringLiteral("Turn 2 · 2 on the stage"));
        QCOMPARE(m.stageSize(), 2);
        QCOMPARE(m.firstOf(Kind::Stage).row(), 1);
        QCOMPARE(m.firstOf(Kind::Left).row(), 3);
        QVERIFY(!m.firstOf(Kind::Waiting).isValid());
        QVERIFY(m.index(1).data(StageModel::NextRole).toBool());
        QCOMPARE(m.index(1).data(gui::SeqRole).toULongLong(), 20ULL);
        QVERIFY(m.index(1).data().toString().endsWith(QStringLiteral(" → the action #1")));
        QVERIFY(m.index(3).data(Qt::ForegroundRole).isValid());  // dimmed: it left the stage
        QCOMPARE(m.snapshot().rows.size(), std::size_t(4));
        m.setSnapshot(gui::StageSnapshot::empty(QStringLiteral("nothing here")));
        QCOMPARE(refreshed.count(), 2);
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.headline(), QStringLiteral("nothing here"));
    }

    void otherRulesets()
    {
        gui::SessionController c;
        gui::StageDock dock(&c);
        StageModel& m = *dock.model();
        QVERIFY(test::openSample(c, "nation", "fall.json"));
        QCOMPARE(m.rowCount(), 0);
        QVERIFY(m.headline().contains(QStringLiteral("No game")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestStageModel)
#include "tst_stagemodel.moc"
