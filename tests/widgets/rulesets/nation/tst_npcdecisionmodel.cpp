// NpcDecisionModel: at every NPC decision of the four-nation game the table equals the
// engine's GameState::lastNpcDecision (commands, exact and rounded scores), the chosen row
// is the first of the highest exact score, the decision phase's numbers agree with the
// choice (own military × belligerence against the closest hostile nation's); a stage with
// two equal commands shows the tie going to the first; other rulesets; the dock's picture;
// the model fed snapshots of a plain session's states, and a hand-made one, without a controller.
#include "gui_nation_support.h"
#include "gui_test_main.h"

#include "rulesets/nation/npcdecisiondock.h"
#include "rulesets/nation/npcdecisionmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <set>

using namespace ts;
using gui::NpcDecisionModel;
using nation::NpcDecisionKind;

namespace {

// Two domestic commands with the same effect: their previews score alike.
const char* const kTieStage = R"({
  "ruleset": "nation", "name": "tie", "seed": 1,
  "stage": {"id": "tie", "domesticCount": 1, "roundLimit": 1},
  "skills": [{"id": "Hit", "priority": 1, "target": {"row": "front", "slots": [0]}}],
  "commands": [{"id": "Idle", "cost": 0, "effects": []},
               {"id": "FarmA", "cost": 0, "effects": [{"do": "change-power", "target": "own-nation", "amount": 10}]},
               {"id": "FarmB", "cost": 0, "effects": [{"do": "change-power", "target": "own-nation", "amount": 10}]}],
  "nations": [
    {"name": "Ayla", "turnOrder": 1, "power": 50, "hostiles": ["Bix"], "domestic": ["Idle", "FarmA", "FarmB"],
     "units": [{"name": "A1", "maxHp": 10, "attack": 1, "row": "front", "slot": 0, "skills": ["Hit"]}]},
    {"name": "Bix", "turnOrder": 2, "power": 50, "hostiles": ["Ayla"],
     "units": [{"name": "B1", "maxHp": 10, "attack": 1, "row": "front", "slot": 0, "skills": ["Hit"]}]}]
})";

void compareWithEngine(const NpcDecisionModel& m, const nation::NationGame& g)
{
    const nation::NpcDecision& d = g.state().lastNpcDecision;
    QVERIFY(d.valid);
    QVERIFY(m.hasDecision());
    QCOMPARE(m.nationName(), QString::fromStdString(g.scenario().nations[static_cast<std::size_t>(d.nation)].name));
    QCOMPARE(m.round(), d.round);
    QCOMPARE(m.kind(), static_cast<int>(d.kind));
    QCOMPARE(m.rowCount(), static_cast<int>(d.candidates.size()));
    // The best exact score; the first command that has it is the chosen one.
    int best = -1;
    for (std::size_t i = 0; i < d.candidates.size(); ++i) {
        const auto score = test::exactValue(d.candidates[i].score);
        QVERIFY(score);
        if (best < 0 || *score > *test::exactValue(d.candidates[static_cast<std::size_t>(best)].score))
            best = static_cast<int>(i);
    }
    QCOMPARE(d.chosen, best);
    QCOMPARE(m.chosenRow(), best);
    for (int r = 0; r < m.rowCount(); ++r) {
        const nation::NpcCandidate& c = d.candidates[static_cast<std::size_t>(r)];
        const QModelIndex i = m.index(r, NpcDecisionModel::CommandColumn);
        QCOMPARE(i.data().toString(),
                 QString::fromStdString(g.scenario().commands[static_cast<std::size_t>(c.command)].id));
        QCOMPARE(m.index(r, NpcDecisionModel::ExactColumn).data().toString(), QString::fromStdString(c.score));
        QCOMPARE(i.data(NpcDecisionModel::ExactScoreRole).toString(), QString::fromStdString(c.score));
        QCOMPARE(i.data(NpcDecisionModel::ScoreCeilRole).toInt(), c.scoreCeil);
        QCOMPARE(m.index(r, NpcDecisionModel::ScoreColumn).data().toString(), QString::number(c.scoreCeil));
        QCOMPARE(i.data(NpcDecisionModel::ChosenRole).toBool(), r == best);
        QCOMPARE(i.data(Qt::BackgroundRole).isValid(), r == best);
        QCOMPARE(i.data(NpcDecisionModel::TiedRole).toBool(),
                 r != best && best >= 0 && c.score == d.candidates[static_cast<std::size_t>(best)].score);
    }
    // The decision phase.
    const NpcDecisionModel::Judgement& j = m.judgement();
    QCOMPARE(j.present, d.kind != NpcDecisionKind::Domestic);
    if (!j.present)
        return;
    QCOMPARE(j.ownMilitary, QString::fromStdString(d.ownMilitary));
    QCOMPARE(j.belligerence, QString::fromStdString(d.belligerence));
    QCOMPARE(j.battle, d.kind == NpcDecisionKind::Battle);
    if (d.candidateNation < 0) {
        QVERIFY(j.candidateNation.isEmpty());
        return;
    }
    QCOMPARE(j.candidateNation,
             QString::fromStdString(g.scenario().nations[static_cast<std::size_t>(d.candidateNation)].name));
    QCOMPARE(j.candidateMilitary, QString::fromStdString(d.candidateMilitary));
    const auto product = test::exactValue(j.ownTimesBelligerence.toStdString());
    const auto theirs = test::exactValue(d.candidateMilitary);
    QVERIFY(product && theirs);
    QCOMPARE(*product > *theirs, j.battle);  // 001:3.3.3/2: strictly greater means battle
}

}  // namespace

class TestNpcDecisionModel : public QObject {
    Q_OBJECT
private slots:
    void everyDecisionOfFourNations()
    {
        gui::SessionController controller;
        gui::NpcDecisionDock modelDock(&controller);
        NpcDecisionModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "nation", "four-nations.json"));
        const auto choices = test::eventsOfKind(*controller.session(), "nation.npc-choice");
        QVERIFY(choices.size() > 40);
        std::set<int> kinds;
        for (Seq q : choices) {
            controller.seekNow(q);
            compareWithEngine(model, test::nationAt(controller));
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event #%1").arg(q)));
            kinds.insert(model.kind());
            // The choice event names the chosen command and the number of candidates.
            const Event e = controller.session()->trace().at(q);
            QCOMPARE(model.rowCount(), e.arg[2]);
            if (model.chosenRow() >= 0)
                QCOMPARE(model.index(model.chosenRow(), NpcDecisionModel::ScoreColumn).data().toInt(), e.arg[3]);
        }
        QVERIFY(kinds.count(static_cast<int>(NpcDecisionKind::Domestic)));
        QVERIFY(kinds.count(static_cast<int>(NpcDecisionKind::Battle)));
        QVERIFY(kinds.count(static_cast<int>(NpcDecisionKind::Action)));
    }

    // The model from plain data: snapshots built from a session's states, no controller.
    void snapshotsWithoutController()
    {
        const auto session = test::runSample("four-nations.json");
        NpcDecisionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy refreshed(&model, &NpcDecisionModel::refreshed);
        model.setSnapshot(gui::NpcDecisionSnapshot::empty(QStringLiteral("nothing here")));
        QCOMPARE(model.headline(), QStringLiteral("nothing here"));
        QVERIFY(!model.hasDecision());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.kind(), -1);
        QCOMPARE(resets.count(), 1);  // the first snapshot resets
        const auto choices = test::eventsOfKind(*session, "nation.npc-choice");
        QVERIFY(choices.size() > 40);
        for (std::size_t k = 0; k < choices.size(); k += 7) {
            const auto state = session->stateAt(choices[k]);
            model.setSnapshot(gui::NpcDecisionSnapshot::build(test::nationOf(*state)));
            compareWithEngine(model, test::nationOf(*state));
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event #%1").arg(choices[k])));
        }
        QCOMPARE(model.snapshot().rows.size(), static_cast<std::size_t>(model.rowCount()));
        // The same rows again change in place; another game's snapshot resets.
        const int before = resets.count(), changedBefore = changes.count();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before);
        QCOMPARE(changes.count(), changedBefore + (model.rowCount() > 0 ? 1 : 0));
        model.requireReset();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before + 1);
        QCOMPARE(refreshed.count(), 3 + static_cast<int>((choices.size() + 6) / 7));

        // A hand-made one: two tied commands, the first chosen.
        gui::NpcDecisionSnapshot hand;
        hand.hasDecision = true;
        hand.headline = QStringLiteral("Ayla, round 1: runs FarmA");
        hand.kind = static_cast<int>(NpcDecisionKind::Domestic);
        hand.chosen = 0;
        hand.rows = {{QStringLiteral("FarmA"), QStringLiteral("121/2"), 61, false, QStringLiteral("chosen")},
                     {QStringLiteral("FarmB"), QStringLiteral("121/2"), 61, true, QStringLiteral("tied")}};
        model.setSnapshot(hand);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.chosenRow(), 0);
        QVERIFY(model.index(0, 0).data(NpcDecisionModel::ChosenRole).toBool());
        QVERIFY(model.index(1, 0).data(NpcDecisionModel::TiedRole).toBool());
        QCOMPARE(model.index(1, NpcDecisionModel::ExactColumn).data().toString(), QStringLiteral("121/2"));
        QCOMPARE(model.index(1, NpcDecisionModel::ScoreColumn).data().toString(), QStringLiteral("61"));
        QVERIFY(model.kindText().startsWith(QStringLiteral("Domestic phase")));
        QCOMPARE(model.headline(), hand.headline);
    }

    void tieGoesToTheFirst()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("tie.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kTieStage);
        file.close();
        gui::SessionController controller;
        gui::NpcDecisionDock modelDock(&controller);
        NpcDecisionModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QString error;
        QVERIFY2(controller.openScenario(path, &error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !controller.isBusy(); }, 20000));
        controller.seekNow(*test::findEvent(*controller.session(), "nation.npc-choice"));
        compareWithEngine(model, test::nationAt(controller));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.chosenRow(), 1);
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("FarmA"));
        QVERIFY(model.index(2, 0).data(NpcDecisionModel::TiedRole).toBool());
        QCOMPARE(model.index(1, NpcDecisionModel::ExactColumn).data().toString(),
                 model.index(2, NpcDecisionModel::ExactColumn).data().toString());
        QCOMPARE(model.index(1, NpcDecisionModel::NoteColumn).data().toString(),
                 QStringLiteral("chosen: the highest score, first of 2 tied"));
        QVERIFY(model.index(2, NpcDecisionModel::NoteColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("FarmA, which comes first")));
        QCOMPARE(model.headline(), QStringLiteral("Ayla, round 1: runs FarmA, the best of 3 domestic commands"));
        QVERIFY(!model.judgement().present);

        gui::NpcDecisionDock dock(&controller);
        dock.resize(560, 360);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(dock.judgementText().startsWith(QStringLiteral("A domestic choice")));
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-npc-tie.png")));
        // Its decision phase: 11 × 1 is not more than Bix's 11, and no action command.
        controller.seekNow(*test::findEvent(*controller.session(), "nation.npc-choice", 1));
        QCOMPARE(model.kind(), static_cast<int>(NpcDecisionKind::Nothing));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.judgement().candidateNation, QStringLiteral("Bix"));
        QVERIFY2(dock.judgementText().contains(QStringLiteral("11 ≤ 11: no battle")), qPrintable(dock.judgementText()));
    }

    void dockAndOtherRulesets()
    {
        gui::SessionController controller;
        gui::NpcDecisionDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dock.objectName(), QStringLiteral("npcDecisionDock"));
        QCOMPARE(dock.headline(), QStringLiteral("No session"));
        QVERIFY(test::openSample(controller, "nation", "four-nations.json"));
        controller.seekNow(0);
        QCOMPARE(dock.headline(), QStringLiteral("No NPC decision yet"));
        // Corvo decides to battle Dravin: the numbers that made it so.
        const Session& s = *controller.session();
        const auto battle = test::findEvent(s, "nation.npc-choice", 0, [](const Event& e) {
            return e.arg[0] == static_cast<int>(NpcDecisionKind::Battle);
        });
        QVERIFY(battle);
        controller.seekNow(*battle);
        QVERIFY2(dock.headline().contains(QStringLiteral("battle against")), qPrintable(dock.headline()));
        QVERIFY2(dock.judgementText().contains(QStringLiteral(": battle against")), qPrintable(dock.judgementText()));
        dock.resize(560, 360);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-npc-battle.png")));
        // An action decision: the table of previews with the chosen command.
        const auto action = test::findEvent(s, "nation.npc-choice", 0, [](const Event& e) {
            return e.arg[0] == static_cast<int>(NpcDecisionKind::Action) && e.arg[2] > 1;
        });
        QVERIFY(action);
        controller.seekNow(*action);
        QVERIFY(dock.model()->rowCount() > 1);
        QVERIFY2(dock.judgementText().contains(QStringLiteral("no battle")), qPrintable(dock.judgementText()));
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-npc-action.png")));
        const auto domestic = test::findEvent(s, "nation.npc-choice", 0, [](const Event& e) {
            return e.arg[0] == static_cast<int>(NpcDecisionKind::Domestic);
        });
        controller.seekNow(*domestic);
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-npc-domestic.png")));
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QCOMPARE(dock.headline(), QStringLiteral("The NPC decision panel belongs to the nation ruleset"));
        QCOMPARE(dock.model()->rowCount(), 0);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestNpcDecisionModel)
#include "tst_npcdecisionmodel.moc"
