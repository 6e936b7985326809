// The bundled scenarios (resources/scenarios/events/): each plays to its end the same way
// twice; the duel's story step by step; every clause of seed 004 is cited by at least one
// event of them; the final-state JSON and the report say what happened.
#include "events_test_support.h"
#include "test_main.h"

#include "rulesets/events/clauses.h"

#include <QDir>

#include <set>

using namespace ts;
using namespace ts::test;

namespace {

QStringList sampleFiles()
{
    return QDir(sourceDir() + QStringLiteral("/resources/scenarios/events"))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

}  // namespace

class TestEventsScenarios : public QObject {
    Q_OBJECT
private slots:
    void samplesPlayToTheEnd_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("outcome");
        const QStringList files = sampleFiles();
        QCOMPARE(files.size(), 13);
        for (const QString& f : files)
            QTest::addRow("%s", qPrintable(f))
                << f
                << (f == QStringLiteral("duel.json") || f == QStringLiteral("support-replace.json") ? "defeated"
                        : f == QStringLiteral("echo-chamber.json")                                  ? "event-limit"
                                                                                                    : "round-limit");
    }
    void samplesPlayToTheEnd()
    {
        QFETCH(QString, file);
        QFETCH(QString, outcome);
        auto s = sessionOfSample(qPrintable(file));
        QVERIFY(s->finished());
        QCOMPARE(QString::fromStdString(s->head().toJson()["outcome"].get<std::string>()), outcome);
        // The scripts are legal where they are used, but for the one line that shows a rejection.
        QCOMPARE(static_cast<int>(seqsOf(s->trace(), "events.rejected").size()),
                 file == QStringLiteral("echo-chamber.json") ? 1 : 0);
        auto again = sessionOfSample(qPrintable(file));
        QCOMPARE(again->size(), s->size());
        QCOMPARE(again->head().stateHash(), s->head().stateHash());
    }

    // Every clause of seed 004 (CLAUSES.md, and the project's own refinements) is cited by
    // some event of the bundled scenarios.
    void everyClauseIsCited_data()
    {
        QTest::addColumn<QString>("clause");
        for (const ClauseInfo& c : clauseTable())
            if (c.id.starts_with("004:"))
                QTest::addRow("%s", std::string(c.id).c_str())
                    << QString::fromUtf8(c.id.data(), static_cast<qsizetype>(c.id.size()));
    }
    void everyClauseIsCited()
    {
        QFETCH(QString, clause);
        static std::set<std::string> cited = [] {
            std::set<std::string> out;
            for (const QString& f : sampleFiles()) {
                auto s = sessionOfSample(qPrintable(f));
                for (Seq q = 0; q < s->size(); ++q)
                    out.insert(s->trace().clauseName(s->trace().at(q).clause));
            }
            return out;
        }();
        QVERIFY2(cited.count(clause.toStdString()), qPrintable(clause));
    }

    void clauseTableMatchesTheList()
    {
        int count = 0;
        for (const ClauseInfo& c : clauseTable())
            count += c.id.starts_with("004:");
        QCOMPARE(count, static_cast<int>(events::Clause::Count_));
        QCOMPARE(std::string(clauseTable()[events::id(events::Clause::QueuePop)].id), std::string("004:queue/pop"));
    }

    // The duel at the interrupt: where each piece of the state is.
    void duelAtTheInterrupt()
    {
        auto s = sessionOfSample("duel.json");
        const Trace& t = s->trace();
        const Seq save = seqsOf(t, "events.save").at(0);
        const json at = s->stateAt(save)->toJson();
        QCOMPARE(jsonText(at["phase"]), jsonText(json("DeathSwap")));
        QCOMPARE(at["saved"].size(), std::size_t(1));
        QCOMPARE(jsonText(at["saved"][0]["player"]), jsonText(json("Bob")));
        QCOMPARE(jsonText(at["saved"][0]["phase"]), jsonText(json("Combat")));
        QCOMPARE(jsonText(at["saved"][0]["events"][0]["event"]), jsonText(json("skill-over")));
        QCOMPARE(jsonText(at["saved"][0]["events"][1]["event"]), jsonText(json("pass-turn")));
        QCOMPARE(jsonText(at["players"][1]["characters"][0]["alive"]), jsonText(json(false)));
        QCOMPARE(jsonText(at["players"][1]["characterFell"]), jsonText(json(true)));
        QCOMPARE(jsonText(at["players"][0]["characters"][0]["weapon"]["id"]), jsonText(json("Favonius Sword")));
        // The tree: the use-skill, Diluc's damage with the sword's +1, Resolve's dropped answer.
        const json& tree = at["tree"];
        QCOMPARE(jsonText(tree[2]["event"]), jsonText(json("damage")));
        QCOMPARE(jsonText(tree[2]["a"]), jsonText(json(4)));
        QCOMPARE(jsonText(tree[2]["answeredBy"]), jsonText(json("Alice.Diluc")));
        QCOMPARE(jsonText(tree[2]["address"]), jsonText(json("{0, characters, 0}")));
        QCOMPARE(jsonText(tree[4]["status"]), jsonText(json("dropped")));
        QCOMPARE(jsonText(tree[4]["answeredBy"]), jsonText(json("buff:Resolve")));
        // Later: Oz at round end, the Full Plate shield absorbing it.
        bool ozActed = false;
        for (Seq q : seqsOf(t, "events.hear"))
            ozActed = ozActed || t.entityName(t.at(q).subject[0]) == "summon:Oz";
        QVERIFY(ozActed);
        bool absorbed = false;
        for (Seq q : seqsOf(t, "events.modify"))
            absorbed = absorbed ||
                (t.at(q).arg[1] == static_cast<int>(events::ModifyKind::Absorb) &&
                 t.entityName(t.at(q).subject[0]) == "buff:Full Plate");
        QVERIFY(absorbed);
    }

    // The samples of issue 43, step by step: who hears the damages of hand-reaction.json
    // (Riposte in Alice's hand, then played), and the seeded queue of seeded-queue.json.
    void issue43Samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("Bob's first strike: Alice's support, then her hand")
            << "hand-reaction.json" << QStringList{"damage:Bob>Alice.Diluc", "Alice.Ledger #1", "Alice.Riposte #1"};
        QTest::addRow("Bob's second strike, Riposte played: the support only")
            << "hand-reaction.json" << QStringList{"damage:Bob>Alice.Diluc", "Alice.Ledger #1"};
        QTest::addRow("the seeded queue, answers in front")
            << "seeded-queue.json"
            << QStringList{"damage:Alice>Bob.Noelle", "gain-dice:Bob", "draw:Bob", "damage-over:Alice>Bob.Noelle",
                           "heal:Bob>Bob.Noelle"};
    }
    void issue43Samples()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        auto s = sessionOfSample(qPrintable(file));
        const Trace& t = s->trace();
        if (file == QStringLiteral("seeded-queue.json")) {
            QCOMPARE(pops(t, TreeSpan{0, seqsOf(t, "events.tree-done").front()}), expected);
            return;
        }
        const int n =
            QTest::currentDataTag() == QByteArray("Bob's first strike: Alice's support, then her hand") ? 0 : 1;
        const auto span = instructionTree(t, events::AnswerKind::Skill, n);
        QVERIFY(span);
        for (Seq q : seqsOf(t, "events.pop", span->begin, span->end))
            if (t.at(q).arg[1] == static_cast<std::int32_t>(events::EvKind::Damage)) {
                const QStringList popped = pops(t, TreeSpan{q, q + 1});
                QCOMPARE(popped + hearers(t, *span, t.at(q).arg[0]), expected);
                return;
            }
        QFAIL("no damage popped");
    }

    // --final-state-json: the documented keys.
    void finalStateJson()
    {
        auto s = sessionOfSample("duel.json");
        const json j = s->head().toJson();
        for (const char* key :
             {"ruleset", "round", "phase", "currentPlayer", "firstPlayer", "winner", "outcome", "finished", "awaiting",
              "players", "current", "answers", "queue", "saved", "recover", "tree"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(jsonText(j["winner"]), jsonText(json("Alice")));
        QCOMPARE(jsonText(j["finished"]), jsonText(json(true)));
        const json& p = j["players"][1];
        for (const char* key :
             {"name", "active", "activeIndex", "endedRound", "plungingNext", "characterFell", "rerollsLeft",
              "switchesLeft", "dice", "characters", "teamBuffs", "summons", "supports", "hand", "pile"})
            QVERIFY2(p.contains(key), key);
        QCOMPARE(p["dice"].size(), std::size_t(8));
        for (const json& c : p["characters"])
            QCOMPARE(jsonText(c["alive"]), jsonText(json(false)));
    }

    void report()
    {
        auto s = sessionOfSample("duel.json");
        const QString r = QString::fromStdString(s->ruleset().report(*s, 1));
        QVERIFY(r.contains(QStringLiteral("Round 1:")));
        QVERIFY(r.contains(QStringLiteral("Alice: use Searing Onslaught")));
        QVERIFY(r.contains(QStringLiteral("interrupt: Bob.Keqing")));
        QVERIFY(r.contains(QStringLiteral("(later rounds not shown)")));
        QVERIFY(r.contains(QStringLiteral("Alice wins")));
    }
};

TURNSCOPE_TEST_MAIN(TestEventsScenarios)
#include "tst_events_scenarios.moc"
