// The random-draw ledger and draw overrides (issue 13), on every bundled sample of every
// ruleset (found on disk, so no ruleset is named): the ledger equals a brute-force scan,
// "used by" and "rule step" follow their definition, filters and counts; an override forks
// the game at that draw, is recorded, replays identically and verifies after save / open;
// values outside the draw's range are refused; files without overrides stay format 1.
#include "kernel/draw/draw_ledger.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include "robustness_support.h"
#include "test_main.h"
#include "test_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <memory>

using namespace ts;

namespace {

std::unique_ptr<Session> runSample(const std::string& path)
{
    const LoadedScenario l = loadScenarioFile(path);
    SessionOptions options;
    options.checkpointInterval = 64;
    options.checkpointBytesPerEvent = 0;
    options.maxEvents = 2'000'000;
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, options);
    s->run();
    return s;
}

// A call of a generator's own draw (moc 6.4 loses a class after a raw string in its body).
const char* const kDirectDraw = R"(\b\w*rng\w*\s*(\.|->)\s*(below|next)\s*\()";

std::string clauseName(const Trace& t, ClauseId c) { return c < t.clauseNames.size() ? t.clauseNames[c] : ""; }

// The draw to override in a sample: the middle one of those with a choice (bound >= 2).
std::optional<DrawEntry> drawToOverride(const DrawLedger& ledger)
{
    std::vector<DrawEntry> choices;
    for (const DrawEntry& d : ledger.draws)
        if (d.bound >= 2)
            choices.push_back(d);
    if (choices.empty())
        return std::nullopt;
    return choices[choices.size() / 2];
}

}  // namespace

class TestDrawLedger : public QObject {
    Q_OBJECT
private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("path");
        const QDir root(test::sourceDir() + QStringLiteral("/resources/scenarios"));
        for (const QString& ruleset : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            for (const QString& file :
                 QDir(root.filePath(ruleset)).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
                QTest::addRow("%s/%s", qPrintable(ruleset), qPrintable(file))
                    << root.filePath(ruleset + QLatin1Char('/') + file);
    }

    // The ledger against a brute-force scan, and the definitions of "used by" and "rule step".
    void samples()
    {
        QFETCH(QString, path);
        const auto s = runSample(path.toStdString());
        const Trace& t = s->trace();
        const DrawLedger ledger = buildDrawLedger(t, s->drawOverrides());
        QVERIFY(ledger.complete);
        const KindId rng = kind(CommonKind::RngDraw), write = kind(CommonKind::Write);
        std::size_t n = 0;
        std::map<std::string, std::size_t> perClause;
        for (Seq seq = 0; seq < t.size(); ++seq) {
            const Event e = t.at(seq);
            if (e.kind != rng)
                continue;
            QVERIFY(n < ledger.draws.size());
            const DrawEntry& d = ledger.draws[n];
            QCOMPARE(d.ordinal, n);
            QCOMPARE(d.seq, seq);
            QCOMPARE(d.bound, e.arg[1]);
            QCOMPARE(d.value, e.arg[2]);
            QVERIFY(d.value >= 0 && d.value < d.bound);
            QCOMPARE(d.stream, e.arg[0]);
            QCOMPARE(d.clause, e.clause);
            QCOMPARE(d.entity, e.subject[0]);
            QVERIFY(!d.overridden);
            // Rule step: the draw itself at a step's start, else an earlier, shallower event
            // of the same step, with nothing shallower in between.
            QVERIFY(d.ruleStep <= seq);
            if (d.ruleStep != seq) {
                QVERIFY(t.at(d.ruleStep).depth < e.depth);
                for (Seq k = d.ruleStep + 1; k <= seq; ++k) {
                    QVERIFY(t.at(k).depth >= e.depth);
                    QVERIFY(!(t.at(k).flags & EventFlag::StepStart));
                }
            }
            // Used by: a later event of the same clause and depth, neither write nor draw,
            // or the rule step.
            if (d.usedBy != d.ruleStep) {
                QVERIFY(d.usedBy > seq);
                const Event u = t.at(d.usedBy);
                QCOMPARE(u.clause, e.clause);
                QCOMPARE(u.depth, e.depth);
                QVERIFY(u.kind != rng && u.kind != write);
            }
            ++perClause[clauseName(t, e.clause)];
            ++n;
        }
        QCOMPARE(ledger.draws.size(), n);
        QCOMPARE(ledger.perClause, perClause);
        // Filters: a clause and its "#steps", an entity, no match.
        if (!ledger.draws.empty()) {
            const DrawEntry& first = ledger.draws.front();
            const std::string full = clauseName(t, first.clause);
            const std::string base = full.substr(0, full.find('#'));
            DrawFilter byClause{base, std::nullopt};
            for (const DrawEntry& d : filterDraws(ledger, byClause, t))
                QVERIFY(clauseName(t, d.clause) == base || clauseName(t, d.clause).starts_with(base + "#"));
            QCOMPARE(filterDraws(ledger, DrawFilter{full, std::nullopt}, t).size(), perClause[full]);
            const auto byEntity = filterDraws(ledger, DrawFilter{"", first.entity}, t);
            QVERIFY(!byEntity.empty());
            for (const DrawEntry& d : byEntity)
                QCOMPARE(d.entity, first.entity);
            QVERIFY(filterDraws(ledger, DrawFilter{"no-such-clause", std::nullopt}, t).empty());
        }
    }

    // Read in slices of any size (the window reads a long trace so), the ledger is the one
    // of a single pass: "used by" looks past a slice's end, occurrences carry over.
    void slices_data() { samples_data(); }
    void slices()
    {
        QFETCH(QString, path);
        const auto s = runSample(path.toStdString());
        const Trace& t = s->trace();
        const DrawLedger whole = buildDrawLedger(t, s->drawOverrides());
        for (const Seq slice : {Seq(1), Seq(7), Seq(333), Seq(4096)}) {
            DrawLedger parts;
            for (Seq from = 0; from < t.size(); from += slice)
                extendDrawLedger(parts, t, from, s->drawOverrides(), nullptr, from + slice);
            QCOMPARE(parts.draws.size(), whole.draws.size());
            for (std::size_t i = 0; i < whole.draws.size(); ++i) {
                const DrawEntry &a = parts.draws[i], &b = whole.draws[i];
                QVERIFY2(a.ordinal == b.ordinal && a.seq == b.seq && a.value == b.value && a.bound == b.bound &&
                             a.usedBy == b.usedBy && a.ruleStep == b.ruleStep && a.occurrence == b.occurrence &&
                             a.overridden == b.overridden && a.entity == b.entity && a.clause == b.clause,
                         qPrintable(QStringLiteral("slice %1, draw %2").arg(slice).arg(i)));
            }
            QCOMPARE(parts.perClause, whole.perClause);
        }
    }

    void override_data() { samples_data(); }

    // "Try another value": fork at a draw, record it, replay, save, open, verify.
    void override()
    {
        QFETCH(QString, path);
        const std::string file = path.toStdString();
        auto s = runSample(file);
        const DrawLedger before = buildDrawLedger(s->trace());
        const auto pick = drawToOverride(before);
        if (!pick)
            QSKIP("this sample makes no random draw with a choice");
        const auto value = static_cast<std::uint32_t>((pick->value + 1) % pick->bound);
        std::vector<Event> original;
        for (Seq k = 0; k < s->size(); ++k)
            original.push_back(s->trace().at(k));

        // Out of range and not a draw: refused with a sentence, the session unchanged.
        const Seq size = s->size();
        try {
            s->forkAtDraw(pick->seq, static_cast<std::uint32_t>(pick->bound));
            QFAIL("a value outside the draw's range was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("outside") != std::string::npos, e.what());
        }
        const Seq notADraw = pick->usedBy != pick->seq ? pick->usedBy : 0;
        if (s->trace().at(notADraw).kind != kind(CommonKind::RngDraw))
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, s->forkAtDraw(notADraw, 0));
        QCOMPARE(s->size(), size);
        QVERIFY(s->drawOverrides().empty());

        s->forkAtDraw(pick->seq, value);
        s->run();
        const Trace& t = s->trace();
        QVERIFY(t.size() > pick->seq);
        Seq stepStart = pick->seq;
        while (stepStart > 0 && !(original[stepStart].flags & EventFlag::StepStart))
            --stepStart;
        for (Seq k = 0; k < pick->seq; ++k)
            QCOMPARE(t.at(k), original[k]);  // the past and the step's events before the draw
        Event drawn = original[pick->seq];
        drawn.arg[2] = static_cast<std::int32_t>(value);
        QCOMPARE(t.at(pick->seq), drawn);
        QCOMPARE(s->drawOverrides(), (DrawOverrides{{pick->seq, value}}));
        const DrawLedger after = buildDrawLedger(t, s->drawOverrides());
        QVERIFY(after.draws.at(pick->ordinal).overridden);
        QCOMPARE(std::count_if(after.draws.begin(), after.draws.end(), [](const DrawEntry& d) { return d.overridden; }),
                 1);

        // Same scenario + seed + answers + overrides => identical events and hashes.
        Session again(s->ruleset(), s->scenarioPtr(), s->seed(), {.policyAnswersPlayer = false, .maxEvents = 2'000'000},
                      s->decisions(), s->drawOverrides());
        again.run();
        QCOMPARE(again.size(), t.size());
        for (Seq k = 0; k < t.size(); ++k)
            QCOMPARE(again.trace().at(k), t.at(k));
        QCOMPARE(again.head().stateHash(), s->head().stateHash());

        // Saved, opened, verified; a session over the file sees the same states.
        QTemporaryDir dir;
        const std::string saved = dir.filePath(QStringLiteral("override.tstrace")).toStdString();
        saveSession(saved, *s);
        RecordedGame g = openRecordedGame(saved);
        QCOMPARE(g.file.header.formatVersion, kTraceFormatVersionWithoutEdits);
        QCOMPARE(g.file.header.drawOverrides, s->drawOverrides());
        loadAllBlocks(g.file.trace);
        const VerifyReport r = verifyRecordedGame(g);
        QVERIFY(r.ok());
        auto opened = openSession(saved);
        QCOMPARE(opened->drawOverrides(), s->drawOverrides());
        const Seq last = t.size() - 1;
        QCOMPARE(opened->hashAt(last), s->hashAt(last));
        QCOMPARE(opened->hashAt(pick->seq), s->hashAt(pick->seq));

        // Without the override the file no longer verifies: the override is what replays it.
        robust::sqlExec(saved, "DELETE FROM draw_overrides");
        try {
            (void)openRecordedGame(saved);
            QFAIL("an edited trace was accepted");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::Corrupt);  // the content hash covers the table
        }
    }

    // A second override after the first keeps both; one before them drops the later one.
    void overridesCombine()
    {
        auto s = runSample(test::sampleFile("events", "duel.json"));
        const DrawLedger l = buildDrawLedger(s->trace());
        QVERIFY(l.draws.size() >= 20);
        const DrawEntry a = l.draws[5], b = l.draws[15];
        QVERIFY(a.bound >= 2 && b.bound >= 2);
        s->forkAtDraw(a.seq, static_cast<std::uint32_t>((a.value + 1) % a.bound));
        s->run();
        const DrawLedger l2 = buildDrawLedger(s->trace(), s->drawOverrides());
        const DrawEntry later = l2.draws[15];
        QVERIFY(later.seq > a.seq && later.bound >= 2);
        s->forkAtDraw(later.seq, static_cast<std::uint32_t>((later.value + 1) % later.bound));
        s->run();
        QCOMPARE(s->drawOverrides().size(), std::size_t(2));
        QCOMPARE(s->drawOverrides()[0].seq, a.seq);
        QCOMPARE(s->drawOverrides()[1].seq, later.seq);
        const DrawEntry earlier = buildDrawLedger(s->trace(), s->drawOverrides()).draws[2];
        s->forkAtDraw(earlier.seq, static_cast<std::uint32_t>((earlier.value + 1) % earlier.bound));
        QCOMPARE(s->drawOverrides(),
                 (DrawOverrides{{earlier.seq, static_cast<std::uint32_t>((earlier.value + 1) % earlier.bound)}}));
    }

    // Every ruleset draws through ts::tracedDraw (else its draws could not be overridden and
    // might not be traced): no ruleset source calls the generator's below()/next() itself.
    void rulesetsDrawThroughTheKernel()
    {
        const QString root = test::sourceDir() + QStringLiteral("/core/rulesets");
        QDirIterator it(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        int files = 0;
        const QRegularExpression direct(QString::fromUtf8(kDirectDraw));
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            ++files;
            const auto m = direct.match(text);
            QVERIFY2(!m.hasMatch(), qPrintable(it.filePath() + QStringLiteral(": draws directly: ") + m.captured(0)));
        }
        QVERIFY(files > 20);
    }

    // Old files: a trace without overrides is format 1 with no draw_overrides table and
    // verifies; a format-2 file without the table is refused naming it.
    void formatVersions()
    {
        auto s = runSample(test::sampleFile("events", "duel.json"));
        QTemporaryDir dir;
        const std::string saved = dir.filePath(QStringLiteral("plain.tstrace")).toStdString();
        saveSession(saved, *s);
        RecordedGame g = openRecordedGame(saved);
        QCOMPARE(g.file.header.formatVersion, 1);
        QVERIFY(g.file.header.drawOverrides.empty());
        loadAllBlocks(g.file.trace);
        QVERIFY(verifyRecordedGame(g).ok());
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, robust::sqlExec(saved, "SELECT * FROM draw_overrides"));
        robust::sqlExec(saved, "UPDATE meta SET value='2' WHERE key='format_version'");
        try {
            (void)openTrace(saved);
            QFAIL("a format-2 file without draw_overrides was accepted");
        } catch (const TraceError& e) {
            QVERIFY2(e.detail().find("draw_overrides is missing") != std::string::npos, e.what());
        }
    }
};

TURNSCOPE_TEST_MAIN(TestDrawLedger)
#include "tst_draw_ledger.moc"
