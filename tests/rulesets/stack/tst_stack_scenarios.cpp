// The bundled scenarios of seed 002, step by step: for each, the stage after every change
// (bottom first, read from the state at that event), the pass list after every ⑫ and ④,
// the order actions resolve in, and how the game ends.
#include "stack_test_support.h"
#include "test_main.h"

#include "kernel/clauses.h"

#include <QDir>

#include <set>

using namespace ts;
using namespace ts::test;

namespace {

struct Story {
    QStringList stages;  // the stage after each staged / taken-off / cancelled event
    QStringList passLists;  // the pass list after each ⑫ and each ④
    QStringList resolved;  // "Name#serial" in the order they resolve
    QString end;  // "win Alice" / "draw" / "turn-limit" ...
};

Story storyOf(Session& s)
{
    Story out;
    const Trace& t = s.trace();
    const KindId staged = kindId(t, "stack.staged"), off = kindId(t, "stack.taken-off"),
                 cancelled = kindId(t, "stack.cancelled"), pass = kindId(t, "stack.pass"),
                 reset = kindId(t, "stack.pass-list-reset"), resolve = kindId(t, "stack.resolve");
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == staged || e.kind == off || e.kind == cancelled || e.kind == pass || e.kind == reset) {
            // The state at the step's last write of that change: the next flow event's state minus nothing.
            Seq end = i + 1;
            while (end < t.size() && t.at(end).kind == kind(CommonKind::Write))
                ++end;
            const auto state = s.stateAt(end - 1);
            const auto& g = asStack(*state);
            if (e.kind == pass || e.kind == reset)
                out.passLists << passListText(g);
            else
                out.stages << entriesText(g, g.state().stage);
        } else if (e.kind == resolve) {
            out.resolved << QString::fromStdString(t.entityName(e.subject[1])) + QStringLiteral("#%1").arg(e.arg[0]);
        }
    }
    const auto& head = asStack(s.head());
    out.end = QString::fromLatin1(stack::outcomeName(head.state().outcome));
    if (head.state().winner >= 0)
        out.end += QLatin1Char(' ') +
            QString::fromStdString(head.scenario().players[static_cast<std::size_t>(head.state().winner)].name);
    return out;
}

QStringList split(const char* s) { return QString::fromUtf8(s).split(QLatin1Char('|')); }

}  // namespace

class TestStackScenarios : public QObject {
    Q_OBJECT
private slots:
    void behaviours_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("stages");
        QTest::addColumn<QStringList>("passLists");
        QTest::addColumn<QStringList>("resolved");
        QTest::addColumn<QString>("end");
        // Three deep; LIFO: #3, #2, #1. Each action resets the pass list (⑪ yes → ④); after a
        // resolution nothing does, so Bob's single pass resolves the next entry each time.
        QTest::addRow("lifo-three") << "lifo-three.json"
                                    << split("Call#1|Call#1 Answer#2|Call#1 Answer#2 Answer#3|Call#1 Answer#2|Call#1|")
                                    << split("|Alice||Bob||Alice|Alice Bob|Alice Bob|Alice Bob|")
                                    << split("Answer#3|Answer#2|Call#1|Concede#4") << "win Alice";
        // Three players: 2 of 3 on the list, reset when Carol acts, 3 of 3 resolves; Bob's
        // pass after the resolution finds the list still full (registered once).
        QTest::addRow("pass-list") << "pass-list.json" << split("Call#1|Call#1 Answer#2|Call#1|")
                                   << split("|Alice|Alice Bob||Carol|Carol Alice|Carol Alice Bob|Carol Alice Bob|")
                                   << split("Answer#2|Call#1|Claim#3") << "win Bob";
        // Zap (instant) resolves at once while Call waits on the stage.
        QTest::addRow("instant-response")
            << "instant-response.json" << split("Call#1|") << split("|Alice||Bob|Bob Alice|")
            << split("Zap#2|Call#1|Concede#3") << "win Bob";
        QTest::addRow("main-refused") << "main-refused.json" << split("Call#1|") << split("|Alice|Alice Bob|")
                                      << split("Call#1|Concede#2") << "win Alice";
        // Triggered in order Alice's Spark #2 and Echo #3, Bob's Spark #4 and Echo #5; Bob has
        // the turn: his Spark resolves first, his Echo goes on the stage first (under Alice's).
        QTest::addRow("triggers-both") << "triggers-both.json" << split("Call#1||Echo#5|Echo#5 Echo#3|Echo#5|")
                                       << split("|Bob|Bob Alice|Bob Alice|Bob Alice|")
                                       << split("Call#1|Spark#4|Spark#2|Echo#3|Echo#5|Concede#6") << "win Bob";
        // Alice picks the second instant (Flash #3) and the second normal one (Chime #5) first.
        QTest::addRow("trigger-order") << "trigger-order.json" << split("Call#1||Chime#5|Chime#5 Echo#4|Chime#5|")
                                       << split("|Alice|Alice Bob|Alice Bob|Alice Bob|")
                                       << split("Call#1|Flash#3|Glow#2|Echo#4|Chime#5|Concede#6") << "win Alice";
        // Hum: Bob's while he controls the Golem (#2), Alice's once she does (#4, #6).
        QTest::addRow("control") << "control.json" << split("Seize#1||Answer#3|")
                                 << split("|Alice|Alice Bob||Bob||Alice|Alice Bob|")
                                 << split("Hum#2|Seize#1|Hum#4|Smash#5|Hum#6|Answer#3|Concede#7") << "win Alice";
        QTest::addRow("target-gone") << "target-gone.json" << split("Bless#1|") << split("|Alice||Bob|Bob Alice|")
                                     << split("Smite#2|Bless#1|Concede#3") << "win Bob";
        QTest::addRow("trigger-win") << "trigger-win.json" << split("Polish#1|") << split("|Alice|Alice Bob")
                                     << split("Polish#1|Ascend#2") << "win Alice";
        QTest::addRow("end-action") << "end-action.json" << QStringList{} << split("||")
                                    << split("End Turn#1|End Turn#2|End Turn#3") << "turn-limit";
        // The demonstration: the stage three deep (#3 #4 #5), the Counter cancelling #3, Down
        // resolving at once, Revenge and Spoils staged turn player first, Bob ordering his two
        // Ready (#27 before #26), the Joker ascending inside the trigger check.
        QTest::addRow("blackpoker")
            << "blackpoker.json"
            << split("Summon#1||Charge#2||Summon#3|Summon#3 Counter#4|Summon#3 Counter#4 Seal#5|Summon#3 "
                     "Counter#4|Summon#3||"
                     "Charge#6||Draw#7||Charge#8||Summon#10||Charge#11||Summon#12||Charge#13||Summon#14||Charge#15||"
                     "Summon#17||Revenge#19|Revenge#19 Spoils#20|Revenge#19||Twist#21||Charge#22||Seal#23||Charge#24||"
                     "Attack#28||Seal#29|")
            << split("|Alice|Alice Bob||Bob|Bob Alice||Alice||Bob||Alice|Alice Bob|Alice Bob||Bob|Bob Alice||Alice|"
                     "Alice Bob||Bob|Bob Alice|||Bob|Bob Alice||Alice|Alice Bob||Bob|Bob Alice||Alice|Alice Bob||Bob|"
                     "Bob Alice||Alice|Alice Bob|||Alice|Alice Bob||Bob|Bob Alice|Bob Alice||Alice|Alice Bob||Bob|"
                     "Bob Alice||Alice|Alice Bob||Bob|Bob Alice|||Bob|Bob Alice||Alice|Alice Bob")
            << split("Summon#1|Charge#2|Seal#5|Counter#4|Charge#6|Draw#7|Charge#8|End Turn#9|Summon#10|Charge#11|"
                     "Summon#12|Charge#13|Summon#14|Charge#15|End Turn#16|Summon#17|Down#18|Spoils#20|Revenge#19|"
                     "Twist#21|Charge#22|Seal#23|Charge#24|End Turn#25|Ready#27|Ready#26|Attack#28|Seal#29|Ascend#30")
            << "win Alice";
    }
    void behaviours()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, stages);
        QFETCH(QStringList, passLists);
        QFETCH(QStringList, resolved);
        QFETCH(QString, end);
        auto s = sessionOfFile(file.toUtf8().constData());
        QVERIFY(s->finished());
        const Story story = storyOf(*s);
        if (qEnvironmentVariableIsSet("STACK_SHOW"))
            qInfo("%s\n stages %s\n passes %s\n resolved %s\n end %s", qPrintable(file),
                  qPrintable(story.stages.join(QLatin1Char('|'))), qPrintable(story.passLists.join(QLatin1Char('|'))),
                  qPrintable(story.resolved.join(QLatin1Char('|'))), qPrintable(story.end));
        QCOMPARE(story.stages, stages);
        QCOMPARE(story.passLists, passLists);
        QCOMPARE(story.resolved, resolved);
        QCOMPARE(story.end, end);
        // Every answer came from the scenario's script, and none was refused unless the
        // scenario means it (main-refused).
        for (const DecisionRecord& d : s->decisions())
            QCOMPARE(d.source, AnswerSource::Script);
    }

    // Sorcery (main) is refused with the stage not empty, then off-turn at ⑪ and at ⑤ (each
    // citing 002:timing/main); an action no ability grants and a pass at ⑤ are refused too.
    // After each refusal the same player is asked again.
    void refusals()
    {
        auto s = sessionOfFile("main-refused.json");
        const auto refused = eventsOfKind(s->trace(), "stack.rejected");
        using R = stack::Refusal;
        const R expected[] = {R::StageNotEmpty, R::NotGranted, R::NotYourTurn, R::NotAllowedHere, R::NotYourTurn};
        const char* clauses[] = {"002:timing/main", "002:11#rejected", "002:timing/main", "002:5#rejected",
                                 "002:timing/main"};
        const char* who[] = {"Alice", "Alice", "Bob", "Bob", "Bob"};
        QCOMPARE(refused.size(), std::size(expected));
        for (std::size_t k = 0; k < refused.size(); ++k) {
            const Event e = s->trace().at(refused[k]);
            QCOMPARE(e.arg[2], static_cast<std::int32_t>(expected[k]));
            QCOMPARE(s->trace().clauseName(e.clause), std::string(clauses[k]));
            QCOMPARE(s->trace().entityName(e.subject[0]), std::string(who[k]));
            const auto again = eventsOfKind(s->trace(), "decision", {}, refused[k]);
            QVERIFY(!again.empty());
            QCOMPARE(s->trace().at(again.front()).subject[0], e.subject[0]);
        }
    }

    // Control: the Golem ends controlled by Alice, owned by Bob; Smash was granted to her by
    // it; Hum's controller followed the Golem's.
    void controlTaken()
    {
        auto s = sessionOfFile("control.json");
        const auto& g = asStack(s->head());
        const std::int32_t golem = g.scenario().findComponent("Golem");
        QCOMPARE(g.state().components[static_cast<std::size_t>(golem)].owner, g.scenario().findPlayer("Bob"));
        QCOMPARE(g.state().components[static_cast<std::size_t>(golem)].controller, g.scenario().findPlayer("Alice"));
        QCOMPARE(g.state().players[static_cast<std::size_t>(g.scenario().findPlayer("Bob"))].counters[0],
                 7);  // Smash: 3 damage
        const auto taken = findEvent(*s, "stack.control");
        QVERIFY(taken);
        QCOMPARE(s->trace().clauseName(s->trace().at(*taken).clause), std::string("002:controller"));
        const auto chosen = findEvent(*s, "stack.action-chosen", 0,
                                      [&](const Event& e) { return s->trace().entityName(e.subject[1]) == "Smash"; });
        QVERIFY(chosen);
        QCOMPARE(s->trace().entityName(static_cast<EntityId>(s->trace().at(*chosen).arg[0])), std::string("Golem"));
        QStringList humControllers;
        for (const Seq q : eventsOfKind(s->trace(), "stack.triggered"))
            humControllers << QString::fromStdString(s->trace().entityName(s->trace().at(q).subject[0]));
        QCOMPARE(humControllers,
                 (QStringList{QStringLiteral("Bob"), QStringLiteral("Alice"), QStringLiteral("Alice"),
                              QStringLiteral("Alice")}));
    }

    // The win is decided by the win check of ⑩-2, not by ⑧.
    void winInsideTheTriggerCheck()
    {
        auto s = sessionOfFile("trigger-win.json");
        const auto end = findEvent(*s, "game-end");
        QVERIFY(end);
        QCOMPARE(s->trace().clauseName(s->trace().at(*end).clause), std::string("002:10-2"));
        const auto checks = eventsOfKind(s->trace(), "stack.win-check");
        QCOMPARE(checks.size(), std::size_t(2));
        QCOMPARE(s->trace().clauseName(s->trace().at(checks[0]).clause), std::string("002:8"));
        QCOMPARE(s->trace().at(checks[0]).arg[0], 0);
        QCOMPARE(s->trace().at(checks[1]).arg[0], 1);
    }

    // Each end action: the turn and the chance go to the next player; the turn limit ends it.
    void endActionMovesTurnAndChance()
    {
        auto s = sessionOfFile("end-action.json");
        const auto turns = eventsOfKind(s->trace(), "stack.turn-begin");
        QCOMPARE(turns.size(), std::size_t(3));
        const char* players[] = {"Alice", "Bob", "Alice"};
        for (std::size_t k = 0; k < turns.size(); ++k) {
            const auto state = s->stateAt(turns[k] + 2);
            const auto& g = asStack(*state);
            QCOMPARE(g.state().turnNumber, static_cast<std::int32_t>(k + 1));
            QCOMPARE(g.scenario().players[static_cast<std::size_t>(g.state().turnPlayer)].name,
                     std::string(players[k]));
            if (k > 0)
                QCOMPARE(g.state().chanceHolder, g.state().turnPlayer);
        }
        const auto limit = findEvent(*s, "stack.limit");
        QVERIFY(limit);
        QCOMPARE(s->trace().clauseName(s->trace().at(*limit).clause), std::string("002:end-action#turn-limit"));
    }

    // Every clause of seed 002 in CLAUSES.md is cited by an event of the bundled scenarios,
    // and so is every refinement but the limits (their tests are in tst_stack_rules).
    void everyClauseIsCited()
    {
        std::set<std::string> cited;
        const QStringList files = QDir(samplePath("stack", "")).entryList({QStringLiteral("*.json")});
        QVERIFY(files.size() >= 11);
        for (const QString& f : files) {
            auto s = sessionOfFile(f.toUtf8().constData());
            for (Seq q = 0; q < s->size(); ++q)
                cited.insert(s->trace().clauseName(s->trace().at(q).clause));
        }
        QStringList missing;
        const std::set<std::string> limits = {"002:5#no-action", "002:5#action-limit", "002:9#stage-limit",
                                              "002:10#loop-limit", "002:end-action#turn-limit"};
        for (const ClauseInfo& c : clauseTable())
            if (c.id.substr(0, 4) == "002:" && !cited.count(std::string(c.id)) && !limits.count(std::string(c.id)))
                missing << QString::fromUtf8(c.id.data(), static_cast<qsizetype>(c.id.size()));
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        QVERIFY(cited.count("002:end-action#turn-limit"));
    }
};

TURNSCOPE_TEST_MAIN(TestStackScenarios)
#include "tst_stack_scenarios.moc"
