// Pins (issue 13, "Pin keeps a draw's value when a game is re-run with another seed"), on
// every bundled sample of every ruleset that draws (found on disk): a pin made from one
// seed's draw applies at the same clause and occurrence under another seed, is recorded as
// an ordinary override, and the recording replays, saves and verifies without the pins;
// equal pins give equal traces; a pin outside its draw's range, one never reached and one
// of an unknown clause are reported and change nothing; forks keep applying pins; the text
// form CLAUSE@N=VALUE parses and prints.
#include "kernel/draw/draw_ledger.h"
#include "kernel/draw/draw_pins.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include "robustness_support.h"
#include "sample_picks.h"
#include "test_main.h"
#include "test_paths.h"

#include <QDir>
#include <QSet>
#include <QTemporaryDir>

#include <map>
#include <memory>

using namespace ts;

namespace {

SessionOptions options()
{
    SessionOptions o;
    o.checkpointInterval = 64;
    o.checkpointBytesPerEvent = 0;
    o.maxEvents = 2'000'000;
    return o;
}

std::unique_ptr<Session> record(const LoadedScenario& l, std::uint64_t seed, DrawPins pins = {})
{
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, seed, options(), std::vector<DecisionRecord>{},
                                       DrawOverrides{}, std::move(pins));
    s->run();
    return s;
}

std::vector<Event> eventsOf(const Trace& t)
{
    std::vector<Event> out;
    for (Seq k = 0; k < t.size(); ++k)
        out.push_back(t.at(k));
    return out;
}

// Brute force: the draw traced as the `occurrence`-th draw with clause `clause`.
std::optional<Seq> drawAt(const Trace& t, const std::string& clause, std::uint32_t occurrence)
{
    std::uint32_t n = 0;
    for (Seq k = 0; k < t.size(); ++k) {
        const Event e = t.at(k);
        if (e.kind == kind(CommonKind::RngDraw) && t.clauseName(e.clause) == clause && ++n == occurrence)
            return k;
    }
    return std::nullopt;
}

// A draw with a choice (bound >= 2) of a recording: the middle one.
std::optional<DrawEntry> choiceDraw(const Trace& t)
{
    std::vector<DrawEntry> choices;
    for (const DrawEntry& d : buildDrawLedger(t).draws)
        if (d.bound >= 2)
            choices.push_back(d);
    if (choices.empty())
        return std::nullopt;
    return choices[choices.size() / 2];
}

// A sample's game under its own seed, and its draw with a choice (if any).
struct Recorded {
    LoadedScenario loaded;
    std::unique_ptr<Session> session;
    std::optional<DrawEntry> draw;
};
Recorded recordWithChoice(const QString& path)
{
    Recorded r{loadScenarioFile(path.toStdString()), nullptr, std::nullopt};
    r.session = record(r.loaded, r.loaded.scenario->seed);
    r.draw = choiceDraw(r.session->trace());
    return r;
}

using Status = DrawPinOutcome::Status;

}  // namespace

class TestDrawPins : public QObject {
    Q_OBJECT
    QSet<QString> drawingRulesets_;  // rulesets with a sample that makes a draw with a choice
    QSet<QString> pinnedRulesets_;  // rulesets whose samples applied a pin under another seed

private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("path");
        // The registered rulesets' samples (a ruleset without one is a failing row).
        QStringList withoutSamples;
        for (const test::RulesetSample& s : test::registeredSamples(&withoutSamples))
            QTest::addRow("%s/%s", qPrintable(s.ruleset), qPrintable(s.file)) << s.ruleset << s.path;
        for (const QString& id : withoutSamples)
            QTest::addRow("%s: no sample", qPrintable(id)) << id << QString();
    }

    // A pin from seed A's draw, applied under seed B at the same clause and occurrence.
    void samples()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, path);
        QVERIFY2(!path.isEmpty(),
                 qPrintable(QStringLiteral("ruleset %1 has no sample in resources/scenarios/%1/").arg(ruleset)));
        const Recorded recorded = recordWithChoice(path);
        const LoadedScenario& l = recorded.loaded;
        const auto& [a, picked] = std::tie(recorded.session, recorded.draw);
        if (!picked)
            QSKIP("this sample makes no random draw with a choice");
        drawingRulesets_.insert(ruleset);
        const DrawPins fromA = pinsOfDraws(a->trace(), {picked->seq});
        QCOMPARE(fromA.size(), std::size_t(1));
        // The ledger's occurrences (what the window pins) count each clause's draws as pins do.
        std::map<std::string, std::uint32_t> seen;
        for (const DrawEntry& d : buildDrawLedger(a->trace()).draws)
            QCOMPARE(d.occurrence, ++seen[a->trace().clauseName(d.clause)]);
        QCOMPARE(drawAt(a->trace(), fromA[0].clause, fromA[0].occurrence), std::optional<Seq>(picked->seq));
        QCOMPARE(fromA[0].value, static_cast<std::uint32_t>(picked->value));

        // Another seed whose game reaches that draw with a choice.
        std::unique_ptr<Session> b;
        Seq at = 0;
        for (std::uint64_t seed = l.scenario->seed + 1; seed <= l.scenario->seed + 20 && !b; ++seed) {
            auto s = record(l, seed);
            const auto d = drawAt(s->trace(), fromA[0].clause, fromA[0].occurrence);
            if (d && s->trace().at(*d).arg[1] >= 2) {
                b = std::move(s);
                at = *d;
            }
        }
        if (!b)
            QSKIP("no other seed of 20 reaches the pinned draw with a choice");
        const Event natural = b->trace().at(at);
        // A value the draw would not yield by itself, so the pin is what makes it.
        DrawPin pin = fromA[0];
        pin.value = static_cast<std::uint32_t>((natural.arg[2] + 1) % natural.arg[1]);

        const auto pinned = record(l, b->seed(), {pin});
        const Trace& t = pinned->trace();
        const std::vector<Event> before = eventsOf(b->trace());
        for (Seq k = 0; k < at; ++k)
            QCOMPARE(t.at(k), before[k]);
        Event expected = natural;
        expected.arg[2] = static_cast<std::int32_t>(pin.value);
        QCOMPARE(t.at(at), expected);
        QCOMPARE(pinned->drawOverrides(), (DrawOverrides{{at, pin.value}}));
        const auto outcomes = pinned->drawPinOutcomes();
        QCOMPARE(outcomes.size(), std::size_t(1));
        QCOMPARE(outcomes[0].status, Status::Applied);
        QCOMPARE(outcomes[0].seq, at);
        QCOMPARE(outcomes[0].bound, static_cast<std::uint32_t>(natural.arg[1]));
        // The recording's own pins ("--pins-from"): the same draw, the same value.
        QCOMPARE(pinsOfOverrides(t, pinned->drawOverrides()), (DrawPins{pin}));

        // Equal pins => equal traces and hashes.
        const auto again = record(l, b->seed(), {pin});
        QCOMPARE(eventsOf(again->trace()), eventsOf(t));
        QCOMPARE(again->head().stateHash(), pinned->head().stateHash());

        // Replayed WITHOUT the pins, from its decisions and overrides: identical.
        Session replay(*l.ruleset, l.scenario, b->seed(), {.policyAnswersPlayer = false, .maxEvents = 2'000'000},
                       pinned->decisions(), pinned->drawOverrides());
        replay.run();
        QCOMPARE(eventsOf(replay.trace()), eventsOf(t));
        QCOMPARE(replay.head().stateHash(), pinned->head().stateHash());

        // Saved, opened, verified; states over the file equal the recording's.
        QTemporaryDir dir;
        const std::string saved = dir.filePath(QStringLiteral("pinned.tstrace")).toStdString();
        saveSession(saved, *pinned);
        RecordedGame g = openRecordedGame(saved);
        QCOMPARE(g.file.header.drawOverrides, pinned->drawOverrides());
        loadAllBlocks(g.file.trace);
        QVERIFY(verifyRecordedGame(g).ok());
        auto opened = openSession(saved);
        QCOMPARE(opened->hashAt(at), pinned->hashAt(at));
        QCOMPARE(opened->hashAt(t.size() - 1), pinned->hashAt(t.size() - 1));
        pinnedRulesets_.insert(ruleset);
    }

    // Every ruleset with a sample that draws with a choice had a pin applied under another
    // seed in one of them, and some ruleset draws (runs after samples).
    void samplesCoverRulesets()
    {
        QVERIFY2(!drawingRulesets_.isEmpty(), "no sample of any ruleset makes a draw with a choice");
        for (const QString& id : std::as_const(drawingRulesets_))
            QVERIFY2(pinnedRulesets_.contains(id),
                     qPrintable(QStringLiteral("no sample of %1 applied a pin under another seed").arg(id)));
    }

    // Per registered ruleset, its first sample (by name) that makes a draw with a choice.
    void notApplied_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("status");
        for (const QString& id : test::rulesetIds()) {
            const QString file = test::firstSampleWhere(id, test::hasChoiceDraw());
            for (const auto& [name, status] :
                 {std::pair{"out of range", Status::OutOfRange}, std::pair{"never reached", Status::NeverReached},
                  std::pair{"unknown clause", Status::UnknownClause}})
                QTest::addRow("%s %s", qPrintable(id), name) << id << file << int(status);
        }
    }

    // A pin that cannot apply is reported with its reason and changes nothing.
    void notApplied()
    {
        QFETCH(QString, path);
        QFETCH(QString, ruleset);
        QFETCH(int, status);
        if (path.isEmpty())
            return test::noSampleFor(ruleset,
                                     "no sample of this ruleset makes a draw with a choice: there is nothing to pin");
        const Recorded recorded = recordWithChoice(path);
        const auto& [plain, d] = std::tie(recorded.session, recorded.draw);
        QVERIFY(d);
        DrawPin pin = pinsOfDraws(plain->trace(), {d->seq}).at(0);
        const std::size_t clauseDraws = buildDrawLedger(plain->trace()).perClause.at(pin.clause);
        if (status == int(Status::OutOfRange))
            pin.value = static_cast<std::uint32_t>(d->bound);
        else if (status == int(Status::NeverReached))
            pin.occurrence = static_cast<std::uint32_t>(clauseDraws + 1);
        else
            pin.clause += "#no-such-step";
        const auto s = record(recorded.loaded, recorded.loaded.scenario->seed, {pin});
        QCOMPARE(eventsOf(s->trace()), eventsOf(plain->trace()));
        QVERIFY(s->drawOverrides().empty());
        const auto outcomes = s->drawPinOutcomes();
        QCOMPARE(outcomes.size(), std::size_t(1));
        QCOMPARE(int(outcomes[0].status), status);
        QCOMPARE(outcomes[0].pin, pin);
        if (status == int(Status::OutOfRange)) {
            QCOMPARE(outcomes[0].seq, d->seq);
            QCOMPARE(outcomes[0].bound, static_cast<std::uint32_t>(d->bound));
            QVERIFY(describePinOutcome(outcomes[0]).find("outside") != std::string::npos);
        }
    }

    // Forks re-count the draws: the same answer again gives the same pinned game; an
    // override of the pinned draw wins over the pin; a decision fork drops the overrides of
    // the old future.
    void forks()
    {
        const LoadedScenario l = loadScenarioFile(test::sampleFile("roguelike", "case-a.json"));
        const auto plain = record(l, l.scenario->seed);
        QVERIFY(plain->decisions().size() >= 1);
        const Seq firstAsk = plain->decisions()[0].requestedAt;
        // The last draw with a choice after the first decision.
        std::optional<DrawEntry> late;
        for (const DrawEntry& d : buildDrawLedger(plain->trace()).draws)
            if (d.seq > firstAsk && d.bound >= 2)
                late = d;
        QVERIFY(late);
        DrawPin pin = pinsOfDraws(plain->trace(), {late->seq}).at(0);
        pin.value = static_cast<std::uint32_t>((late->value + 1) % late->bound);
        auto s = record(l, l.scenario->seed, {pin});
        const std::vector<Event> pinnedEvents = eventsOf(s->trace());
        QCOMPARE(s->drawPinOutcomes().at(0).status, Status::Applied);

        s->fork(0, plain->decisions()[0].answer);
        QVERIFY(s->drawOverrides().empty());  // the pinned draw was in the cut future
        QCOMPARE(s->drawPinOutcomes().at(0).status, Status::NeverReached);
        s->run();
        // The same game, but for the answer's source (the caller's now) in the decision event.
        const auto sameGame = [&](const std::vector<Event>& expected) {
            std::vector<Event> now = eventsOf(s->trace());
            QCOMPARE(now.size(), expected.size());
            QCOMPARE(now[firstAsk].kind, expected[firstAsk].kind);
            now[firstAsk] = expected[firstAsk];
            QCOMPARE(now, expected);
        };
        sameGame(pinnedEvents);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(s->drawPinOutcomes().at(0).status, Status::Applied);
        QCOMPARE(s->drawOverrides(), (DrawOverrides{{late->seq, pin.value}}));

        s->forkAtDraw(late->seq, static_cast<std::uint32_t>(late->value));
        s->run();
        QCOMPARE(s->drawPinOutcomes().at(0).status, Status::Overridden);
        QCOMPARE(s->trace().at(late->seq).arg[2], late->value);
        sameGame(eventsOf(plain->trace()));
    }

    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("clause");  // empty: an error
        QTest::addColumn<uint>("occurrence");
        QTest::addColumn<uint>("value");
        QTest::addColumn<QString>("errorAt");  // the place the error names
        QTest::addRow("plain") << "000:run/minor@2=1"
                               << "000:run/minor" << 2u << 1u << "";
        QTest::addRow("clause with #") << "002:1#setup@1=0"
                                       << "002:1#setup" << 1u << 0u << "";
        QTest::addRow("clause with @ and =") << "a@b=c@3=4"
                                             << "a@b=c" << 3u << 4u << "";
        QTest::addRow("largest") << "x@4294967295=4294967295"
                                 << "x" << 4294967295u << 4294967295u << "";
        QTest::addRow("empty") << ""
                               << "" << 0u << 0u << "at character 1";
        QTest::addRow("no =") << "x@1"
                              << "" << 0u << 0u << "at character 4";
        QTest::addRow("no @") << "x=1"
                              << "" << 0u << 0u << "at character 2";
        QTest::addRow("no clause") << "@1=2"
                                   << "" << 0u << 0u << "at character 1";
        QTest::addRow("occurrence 0") << "x@0=2"
                                      << "" << 0u << 0u << "at character 3";
        QTest::addRow("occurrence text") << "x@ 1=2"
                                         << "" << 0u << 0u << "at character 3";
        QTest::addRow("no value") << "x@1="
                                  << "" << 0u << 0u << "at character 5";
        QTest::addRow("negative value") << "x@1=-1"
                                        << "" << 0u << 0u << "at character 5";
        QTest::addRow("value too big") << "x@1=4294967296"
                                       << "" << 0u << 0u << "at character 5";
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(QString, clause);
        QFETCH(uint, occurrence);
        QFETCH(uint, value);
        QFETCH(QString, errorAt);
        std::string error;
        const auto pin = parseDrawPin(text.toStdString(), error);
        if (clause.isEmpty()) {
            QVERIFY(!pin);
            QVERIFY2(error.find(errorAt.toStdString()) != std::string::npos, error.c_str());
            return;
        }
        QVERIFY2(pin, error.c_str());
        QCOMPARE(*pin, (DrawPin{clause.toStdString(), occurrence, value}));
        QCOMPARE(QString::fromStdString(formatDrawPin(*pin)), text);
    }

    void normalize()
    {
        DrawPins pins{{"b", 1, 0}, {"a", 2, 1}, {"a", 1, 3}, {"a", 2, 1}};
        normalizeDrawPins(pins);
        QCOMPARE(pins, (DrawPins{{"a", 1, 3}, {"a", 2, 1}, {"b", 1, 0}}));
        DrawPins contradicting{{"a", 1, 0}, {"a", 1, 1}};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, normalizeDrawPins(contradicting));
        DrawPins zero{{"a", 0, 0}};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, normalizeDrawPins(zero));
        const LoadedScenario l = loadScenarioFile(test::sampleFile("events", "duel.json"));
        const auto s = record(l, l.scenario->seed);
        Seq notADraw = 0;
        while (s->trace().at(notADraw).kind == kind(CommonKind::RngDraw))
            ++notADraw;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pinsOfDraws(s->trace(), {notADraw}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pinsOfDraws(s->trace(), {s->size()}));
    }
};

TURNSCOPE_TEST_MAIN(TestDrawPins)
#include "tst_draw_pins.moc"
