// Every event the engine writes lies within the argument ranges its kind declares (a trace
// file with an event outside them is refused as corrupt, so a range too narrow would make
// real games unreadable): the samples, 200 randomized games, and the event limit at its
// maximum (100000) reached by a long chain of answers and by the widest answer fan-out the
// scenario ranges allow (16 reactions of 16 effects against 8 characters).
#include "test_main.h"
#include "events_random.h"

#include "kernel/kinds.h"

#include <QDir>

#include <map>

using namespace ts;
using namespace ts::test;

namespace {

// The first event outside its kind's declared ranges, described; empty when there is none.
QString firstOutOfRange(const Trace& t)
{
    std::map<KindId, const KindInfo*> infos;  // the trace's kind ids are its own
    for (Seq q = 0; q < t.size(); ++q) {
        const Event& e = t.at(q);
        auto [it, added] = infos.try_emplace(e.kind, nullptr);
        if (added)
            it->second = KindRegistry::instance().findByName(t.kindName(e.kind));
        const KindInfo* info = it->second;
        if (!info)
            return QStringLiteral("event %1: unknown kind %2").arg(q).arg(QString::fromStdString(t.kindName(e.kind)));
        for (std::size_t i = 0; i < 4; ++i)
            if (!info->argRanges[i].contains(e.arg[i]))
                return QStringLiteral("event %1 (%2): arg%3 = %4 outside [%5, %6]")
                    .arg(q)
                    .arg(QString::fromStdString(t.kindName(e.kind)))
                    .arg(i)
                    .arg(e.arg[i])
                    .arg(info->argRanges[i].min)
                    .arg(info->argRanges[i].max);
    }
    return {};
}

json damageEffect(const char* target) { return json{{"do", "damage"}, {"amount", 0}, {"target", target}}; }

// Both players hold Echo, a team buff whose reactions answer damage to their own side.
json limitScenario(json echoReactions, int characters)
{
    json doc = baseScenario();
    doc["rules"]["eventLimit"] = 100000;
    json roster = json::array();
    for (int i = 0; i < characters; ++i) {
        const std::string id = "C" + std::to_string(i);
        doc["characters"].push_back(json{{"id", id}, {"element", "geo"}, {"hp", 999}, {"skills", {"Jab"}}});
        roster.push_back(id);
    }
    doc["buffs"] = json::array({json{{"id", "Echo"}, {"reactions", std::move(echoReactions)}}});
    for (int p = 0; p < 2; ++p) {
        doc["players"][p]["characters"] = roster;
        doc["players"][p]["teamBuffs"] = {"Echo"};
        doc["players"][p]["script"] = json::array({line("choose", "character", "C0")});
    }
    doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
    return doc;
}

}  // namespace

class TestEventsRanges : public QObject {
    Q_OBJECT
private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(sourceDir() + QStringLiteral("/resources/scenarios/events")).entryList({QStringLiteral("*.json")}, QDir::Files))
            QTest::addRow("%s", qPrintable(f)) << f;
    }
    void samples()
    {
        QFETCH(QString, file);
        auto s = sessionOfSample(qPrintable(file));
        QVERIFY(s->finished());
        const QString bad = firstOutOfRange(s->trace());
        QVERIFY2(bad.isEmpty(), qPrintable(bad));
    }

    void randomGames()
    {
        for (int i = 0; i < 200; ++i) {
            auto s = playRandom(randomScenario(i), static_cast<std::uint64_t>(i));
            QVERIFY(s->finished());
            const QString bad = firstOutOfRange(s->trace());
            QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("game %1: %2").arg(i).arg(bad)));
        }
    }

    // 004:queue/prepend#limit at the largest eventLimit: the game stops within one listener's
    // answers of the limit and every event (node numbers, queue lengths, depths) is in range.
    void limitAtItsMaximum_data()
    {
        QTest::addColumn<int>("reactions");
        QTest::addColumn<int>("effects");
        QTest::addColumn<int>("characters");
        QTest::addColumn<QString>("target");
        QTest::addRow("a chain one answer wide") << 1 << 1 << 1 << QStringLiteral("opponent-active");
        QTest::addRow("the widest fan-out") << 16 << 16 << 8 << QStringLiteral("opponent-all");
    }
    void limitAtItsMaximum()
    {
        QFETCH(int, reactions);
        QFETCH(int, effects);
        QFETCH(int, characters);
        QFETCH(QString, target);
        json echo = json::array();
        for (int r = 0; r < reactions; ++r) {
            json fx = json::array();
            for (int f = 0; f < effects; ++f)
                fx.push_back(damageEffect(qPrintable(target)));
            echo.push_back(json{{"on", "damage"}, {"character", "own"}, {"effects", std::move(fx)}});
        }
        auto s = sessionOf(limitScenario(std::move(echo), characters), SessionOptions{.checkpointInterval = 4096});
        QVERIFY(s->finished());
        QCOMPARE(jsonText(s->head().toJson()["outcome"]), jsonText(json("event-limit")));
        const auto tree = static_cast<int>(asEvents(s->head()).state().tree.size());
        QVERIFY(tree > 100000);
        QVERIFY2(tree <= 100000 + reactions * effects * characters + 1, qPrintable(QString::number(tree)));
        const QString bad = firstOutOfRange(s->trace());
        QVERIFY2(bad.isEmpty(), qPrintable(bad));
    }
};

TURNSCOPE_TEST_MAIN(TestEventsRanges)
#include "tst_events_ranges.moc"
