// Issue 8, class 2: event data is untrusted. (1) Every registered kind of every registered
// ruleset (walked through the registries, so rulesets merged later are covered) renders
// events with extreme arguments and subjects without throwing and in a bounded line; the
// JSONL and Chrome exports and the diff take them too. (2) The issue's own situations: a
// roguelike merge count of 2^31 - 1 or -1 in a trace with valid checksums is a typed error
// (impossible-event) naming the file, the block, the seq, the kind, the argument and its
// range, wherever the trace is read; the nation target array's arg[2] - arg[3] with extreme
// values renders without overflow (UBSan in the asan preset).
#include "test_main.h"

#include "edited_trace.h"
#include "event_ranges.h"
#include "test_paths.h"

#include "kernel/event_check.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"
#include "kernel/trace/trace_export.h"

#include <QTemporaryDir>

#include <limits>
#include <sstream>

using namespace ts;
using namespace ts::test;

namespace {

constexpr std::size_t kMaxLine = 4096;
constexpr std::int32_t kExtremes[] = {std::numeric_limits<std::int32_t>::min(), -1, 0, 1,
                                      std::numeric_limits<std::int32_t>::max()};
constexpr EntityId kSubjects[] = {kNoEntity, 1, 3, 4, std::numeric_limits<EntityId>::max()};

bool kindOf(const KindInfo& k, std::string_view ruleset)
{
    const auto dot = k.name.find('.');
    return dot == std::string_view::npos || k.name.substr(0, dot) == ruleset;
}

// Events of `kind` with each extreme value at each argument position, all four at once, and
// each subject variant.
std::vector<Event> extremeEvents(KindId kind)
{
    std::vector<Event> out;
    for (EntityId s : kSubjects)
        for (std::int32_t v : kExtremes)
            for (int p = 0; p <= 4; ++p) {
                Event e;
                e.kind = kind;
                e.subject[0] = s;
                e.subject[1] = s == kNoEntity ? 2 : s;
                for (int i = 0; i < 4; ++i)
                    e.arg[i] = (p == 4 || p == i) ? v : 0;
                out.push_back(e);
            }
    return out;
}

std::unique_ptr<Session> runSample(const char* ruleset, const char* file, std::uint64_t events = 100000)
{
    const LoadedScenario loaded = loadScenarioFile(sampleFile(ruleset, file));
    auto s = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
    s->run(events);
    return s;
}

}  // namespace

class TstUntrustedEvents : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::string path(const char* name) const { return dir_.filePath(QLatin1String(name)).toStdString(); }

    // The roguelike merge sample, its first merge event's count set to `count`, saved.
    std::string mergeTrace(const char* name, std::int32_t count, Seq* mergeSeq = nullptr)
    {
        const auto sp = runSample("roguelike", "merge-player-x1.json");
        const Session& s = *sp;
        const Seq seq = firstEventOf(s.trace(), "roguelike.merge");
        if (seq >= s.trace().size())
            throw std::runtime_error("the sample has no merge event");
        if (mergeSeq)
            *mergeSeq = seq;
        saveEditedTrace(s, path(name), [&](Seq at, Event& e) {
            if (at == seq)
                e.arg[2] = count;
        });
        return path(name);
    }

private slots:
    void everyKindRendersExtremeArguments()
    {
        int kinds = 0, lines = 0;
        for (const Ruleset* ruleset : allRulesets()) {
            Trace trace;  // this build's kind table, three entities
            trace.entityNames = {"", "A", "B", "C"};
            const RenderContext ctx(trace, ruleset);
            for (const KindInfo& k : KindRegistry::instance().all()) {
                if (!kindOf(k, ruleset->id()))
                    continue;
                ++kinds;
                for (const Event& e : extremeEvents(k.id)) {
                    std::string line;
                    try {
                        line = ctx.line(e);
                        (void)describeEvent(trace, ctx, e);
                    } catch (const std::exception& x) {
                        QFAIL(qPrintable(QStringLiteral("%1 throws: %2")
                                             .arg(QString::fromUtf8(k.name.data(), qsizetype(k.name.size())),
                                                  QString::fromUtf8(x.what()))));
                    }
                    QVERIFY2(line.size() <= kMaxLine, k.name.data());
                    trace.append(e);
                    ++lines;
                }
            }
            // The exports and the diff over the same events.
            std::ostringstream jsonl, chrome;
            exportJsonl(trace, ctx, jsonl);
            exportChrome(trace, ctx, chrome);
            QVERIFY(jsonl.str().size() < trace.size() * 2 * kMaxLine);
            QVERIFY(chrome.str().size() < trace.size() * 2 * kMaxLine);
            Trace other;
            other.entityNames = trace.entityNames;
            for (Seq seq = 0; seq < trace.size(); ++seq) {
                Event e = trace.at(seq);
                e.arg[3] ^= seq == trace.size() - 1 ? 1 : 0;
                other.append(e);
            }
            const auto d = firstDivergence(trace, ctx, other, ctx);
            QVERIFY(d);
            QCOMPARE(d->seq, trace.size() - 1);
        }
        QVERIFY(kinds >= 5 * static_cast<int>(allRulesets().size()));
        qInfo("%d kinds, %d extreme events rendered, exported and diffed", kinds, lines);
    }

    // Each impossible feature of an event is named by the checker.
    void theCheckerNamesWhatIsImpossible()
    {
        const auto sp = runSample("roguelike", "merge-player-x1.json");
        const Session& s = *sp;
        const EventChecker checker(s.trace(), "roguelike");
        const Event merge = s.trace().at(firstEventOf(s.trace(), "roguelike.merge"));
        QCOMPARE(checker.problem(merge), std::string());
        Event e = merge;
        e.subject[0] = static_cast<EntityId>(s.trace().entityNames.size());
        QVERIFY(checker.problem(e).find("subject 0") != std::string::npos);
        e = merge;
        e.depth = 200;
        QVERIFY(checker.problem(e).find("depth 200") != std::string::npos);
        e = merge;
        e.flags = 0x80;
        QVERIFY(checker.problem(e).find("flag") != std::string::npos);
        e = merge;
        e.clause = 0xffff;
        QVERIFY(checker.problem(e).find("clause") != std::string::npos);
        e = merge;
        e.kind = 0xfff0;
        QVERIFY(checker.problem(e).find("kind id") != std::string::npos);
        // A kind of another ruleset is impossible in a roguelike trace.
        const EventChecker asNation(s.trace(), "nation");
        QVERIFY(asNation.problem(merge).find("not a kind of ruleset") != std::string::npos);
    }

    void mergeCountOutOfRangeIsAnImpossibleEvent_data()
    {
        QTest::addColumn<int>("count");
        QTest::addRow("2^31-1") << std::numeric_limits<std::int32_t>::max();
        QTest::addRow("-1") << -1;
        QTest::addRow("INT32_MIN") << std::numeric_limits<std::int32_t>::min();
    }
    void mergeCountOutOfRangeIsAnImpossibleEvent()
    {
        QFETCH(int, count);
        Seq seq = 0;
        const std::string file = mergeTrace("merge.tstrace", count, &seq);
        RecordedGame game = openRecordedGame(file);  // lazy: the header is fine
        try {
            loadAllBlocks(game.file.trace);
            QFAIL("an impossible merge count was accepted");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::ImpossibleEvent);
            QCOMPARE(std::string(traceErrorCodeName(e.code())), std::string("impossible-event"));
            const std::string what = e.what();
            for (const std::string& part : {file + ": ", std::string("event block 0"), "event #" + std::to_string(seq),
                                            std::string("roguelike.merge"), std::string("argument 2 (count)"),
                                            std::to_string(count), std::string("0..255")})
                QVERIFY2(what.find(part) != std::string::npos,
                         qPrintable(QString::fromStdString(what + " lacks " + part)));
        }
        // A session over it: the first access to the block is the same error, never a line.
        auto session = openSession(file);
        QVERIFY_THROWS_EXCEPTION(TraceError, (void)session->trace().at(seq));
        // An in-range count is fine.
        RecordedGame honest = openRecordedGame(mergeTrace("honest.tstrace", 1));
        loadAllBlocks(honest.file.trace);
    }

    // Rendered anyway (a Session built in memory is not checked): bounded, no throw.
    void mergeCountRendersBounded()
    {
        const auto sp = runSample("roguelike", "merge-player-x1.json");
        const Session& s = *sp;
        const RenderContext ctx(s.trace(), &s.ruleset());
        Event e = s.trace().at(firstEventOf(s.trace(), "roguelike.merge"));
        for (std::int32_t count : kExtremes) {
            e.arg[2] = count;
            const std::string line = ctx.line(e);
            QVERIFY2(line.size() < 200, line.c_str());
            QVERIFY(line.find(std::to_string(count)) != std::string::npos || count == 0 || count == 1);
        }
    }

    // nation.target-array: "arg[2] - arg[3] null" computed in 64 bits.
    void targetArrayDifferenceDoesNotOverflow()
    {
        const auto sp = runSample("nation", "four-nations.json", 1);
        const Session& s = *sp;
        const RenderContext ctx(s.trace(), &s.ruleset());
        const KindInfo* k = KindRegistry::instance().findByName("nation.target-array");
        QVERIFY(k);
        Event e;
        e.kind = k->id;
        e.arg[2] = std::numeric_limits<std::int32_t>::min();
        e.arg[3] = std::numeric_limits<std::int32_t>::max();
        const std::string line = ctx.line(e);
        QVERIFY2(line.find("-4294967295 null") != std::string::npos, line.c_str());
        e.arg[2] = std::numeric_limits<std::int32_t>::max();
        e.arg[3] = std::numeric_limits<std::int32_t>::min();
        QVERIFY(ctx.line(e).find("4294967295 null") != std::string::npos);
    }
};

TURNSCOPE_TEST_MAIN(TstUntrustedEvents)
#include "tst_untrusted_events.moc"
