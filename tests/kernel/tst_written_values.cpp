// Issue 8, class 2, on the state side: a state the session shows between two writes of a rule
// step (Session::stateAt, the inspector, "Who changed this?") holds the values the trace's
// write events carry, and a trace file anyone can edit makes those any 32-bit value. For every
// bundled sample of every registered ruleset (walked from resources/scenarios/, so rulesets
// merged later are covered): every (entity, field) the game writes, set through
// Game::applyWrite to each extreme value, alone and all at once, at three cursors; the state's
// JSON, hash, memory figure and the ruleset's field lookup must take it (no throw; the asan
// preset's UBSan and ASan see any out-of-range index). Writes naming no entity of the game are
// ignored.
#include "test_main.h"

#include "run_through.h"
#include "test_paths.h"

#include "kernel/kinds.h"
#include "kernel/ruleset.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/session/state_fields.h"
#include "kernel/session/write_index.h"

#include <QDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <limits>
#include <set>
#include <utility>

using namespace ts;

namespace {

constexpr std::int32_t kExtremes[] = {std::numeric_limits<std::int32_t>::min(), -1000000, -2, -1, 0, 1, 2, 1000000,
                                      std::numeric_limits<std::int32_t>::max()};
constexpr std::uint64_t kEventBudget = 20000;

using FieldKey = std::pair<EntityId, FieldId>;

std::set<FieldKey> writtenFields(const Trace& t)
{
    std::set<FieldKey> out;
    const KindId write = kind(CommonKind::Write);
    for (Seq seq = 0; seq < t.size(); ++seq) {
        const Event& e = t.at(seq);
        if (e.kind == write)
            out.insert({e.subject[0], static_cast<FieldId>(e.arg[0])});
    }
    return out;
}

// Everything that reads a shown state; each must take any written value.
void readState(const Game& g)
{
    (void)g.toJson();
    (void)g.stateHash();
    (void)g.memoryBytes();
}

// The inspector asks "who changed this?" of any value it shows: every leaf of the JSON.
void askEveryValue(const Ruleset& ruleset, const Game& g, const StateFieldLookup& lookup)
{
    const nlohmann::json j = g.toJson();
    const nlohmann::json leaves = j.flatten();
    for (const auto& leaf : leaves.items())
        (void)ruleset.fieldAtStatePath(j, leaf.key(), lookup);
}

}  // namespace

class TstWrittenValues : public QObject {
    Q_OBJECT
private slots:
    void everyWrittenFieldTakesAnyValue_data()
    {
        QTest::addColumn<QString>("file");
        const QDir root(ts::test::sourceDir() + QStringLiteral("/resources/scenarios"));
        int samples = 0;
        for (const QString& ruleset : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            for (const QString& f :
                 QDir(root.filePath(ruleset)).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
                QTest::addRow("%s/%s", qPrintable(ruleset), qPrintable(f))
                    << root.filePath(ruleset + QLatin1Char('/') + f);
                ++samples;
            }
        QVERIFY2(samples >= 30, "the bundled samples were not found");
    }

    void everyWrittenFieldTakesAnyValue()
    {
        QFETCH(QString, file);
        const LoadedScenario loaded = loadScenarioFile(file.toStdString());
        Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
        test::runThrough(s, kEventBudget);
        const Trace& t = s.trace();
        QVERIFY(t.size() > 0);
        const std::set<FieldKey> fields = writtenFields(t);
        QVERIFY2(!fields.empty(), "the sample writes no field");
        const auto entities = static_cast<EntityId>(t.entityNames.size());
        WriteIndex index;
        index.extend(t);
        const StateFieldLookup lookup(t, index, *loaded.ruleset);
        for (const Seq cursor : {t.size() / 4, t.size() / 2, t.size() - 1}) {
            const std::unique_ptr<Game> shown = s.stateAt(cursor);
            for (const FieldKey& f : fields)
                for (const std::int32_t v : kExtremes) {
                    const std::unique_ptr<Game> g = shown->clone();
                    g->applyWrite(f.first, f.second, v);
                    readState(*g);
                }
            for (const std::int32_t v : kExtremes) {
                const std::unique_ptr<Game> g = shown->clone();
                for (const FieldKey& f : fields)
                    g->applyWrite(f.first, f.second, v);
                readState(*g);
                askEveryValue(*loaded.ruleset, *g, lookup);
            }
            // A write naming no entity of the game, or a field no write names, changes nothing.
            const std::unique_ptr<Game> g = shown->clone();
            for (const EntityId e :
                 {kNoEntity, static_cast<EntityId>(entities + 1), std::numeric_limits<EntityId>::max()})
                for (const FieldKey& f : fields)
                    g->applyWrite(e, f.second, kExtremes[0]);
            QCOMPARE(g->stateHash(), shown->stateHash());
        }
    }
};

TURNSCOPE_TEST_MAIN(TstWrittenValues)
#include "tst_written_values.moc"
