// Watches (issue 39), the kernel's part: a field's track read off the write index equals the
// writes of that field, old -> new, seq for seq, and the value the state shows at each
// change; a logpoint's hits are the events citing its clause; a track costs 16 bytes a
// change. On every bundled sample of every registered ruleset; a planted wrong value fails.
#include "field_writes.h"
#include "run_through.h"
#include "sample_rows.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/ids.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/session/state_fields.h"
#include "kernel/watch/watch.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QtTest>

#include <map>

using namespace ts;

namespace {

// Empty when `track` is the change track of `ref` in `t`; else the first difference.
QString differsFromWrites(const Trace& t, FieldRef ref, const Track& track)
{
    const std::vector<TrackPoint> expected = test::changesOfWrites(t, ref);
    const std::string name = t.entityName(ref.entity) + " field " + std::to_string(ref.field);
    for (std::size_t i = 0; i < std::max(expected.size(), track.points.size()); ++i) {
        if (i >= expected.size() || i >= track.points.size())
            return QStringLiteral("%1: %2 points, the writes make %3")
                .arg(QString::fromStdString(name))
                .arg(track.points.size())
                .arg(expected.size());
        if (!(expected[i] == track.points[i]))
            return QStringLiteral("%1: point %2 is (#%3, %4), the writes make (#%5, %6)")
                .arg(QString::fromStdString(name))
                .arg(i)
                .arg(track.points[i].seq)
                .arg(track.points[i].value)
                .arg(expected[i].seq)
                .arg(expected[i].value);
    }
    // And the value at every event, by walking the writes.
    std::int64_t value = expected.empty() ? 0 : expected.front().value;
    std::size_t next = 0;
    for (Seq s = 0; s < t.size(); ++s) {
        while (next < expected.size() && expected[next].seq <= s)
            value = expected[next++].value;
        if (track.valueAt(s) != value)
            return QStringLiteral("%1: the track says %2 at #%3, the writes %4")
                .arg(QString::fromStdString(name))
                .arg(track.valueAt(s).value_or(-999))
                .arg(s)
                .arg(value);
    }
    return {};
}

}  // namespace

class TstWatch : public QObject {
    Q_OBJECT

private slots:
    void samples_data() { test::addSamplePathRows(); }
    void fieldTracksEqualWrites_data() { samples_data(); }
    void fieldTracksEqualWrites();
    void fieldTracksEqualStates_data() { samples_data(); }
    void fieldTracksEqualStates();
    void logpointHitsAreTheClauseEvents_data() { samples_data(); }
    void logpointHitsAreTheClauseEvents();
    void neverWrittenKeepsItsStartValue();
    void writerKeepsGapsAndStrings();
    void cutDropsTheFuture();
};

// Every written field of the game: its track equals its writes; 16 bytes a change; and
// a planted wrong value is caught by the same comparison.
void TstWatch::fieldTracksEqualWrites()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
    const auto session = test::playThrough(path);
    const Trace& t = session->trace();
    WriteIndex index;
    QVERIFY(index.extend(t));
    const auto fields = index.fields();
    QVERIFY(!fields.empty());
    std::size_t points = 0;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const FieldRef ref = fields[i];
        const Track track = fieldTrack(t, index, ref, 12345);
        QVERIFY(track.valid && track.complete);
        QCOMPARE(track.points.front().seq, Seq(0));
        // Three fields checked at every event, the rest point for point.
        const QString diff = i < 3 ? differsFromWrites(t, ref, track) : QString();
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        if (i >= 3)
            QVERIFY(test::changesOfWrites(t, ref) == track.points);
        QCOMPARE(track.memoryBytes(), track.points.size() * sizeof(TrackPoint));
        QVERIFY(track.memoryBytes() <= 16 * track.points.size());
        QCOMPARE(track.min, std::min_element(track.points.begin(), track.points.end(), [](auto& a, auto& b) {
                                return a.value < b.value;
                            })->value);
        points += track.points.size();
        if (i == 0) {
            Track planted = track;  // one value off by one: the comparison must see it
            planted.points.back().value += 1;
            QVERIFY(!differsFromWrites(t, ref, planted).isEmpty());
            Track late = track;  // one change a step late
            if (late.points.size() > 1 && late.points.back().seq + 1 < t.size()) {
                late.points.back().seq += 1;
                QVERIFY(!differsFromWrites(t, ref, late).isEmpty());
            }
        }
    }
    qInfo("%zu fields, %zu points over %zu events", fields.size(), points, std::size_t(t.size()));
}

// At each change (up to 30 a field, 40 fields), the state after that event shows the
// track's value wherever the ruleset's mapping finds the field in the state.
void TstWatch::fieldTracksEqualStates()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
    const auto session = test::playThrough(path);
    const Trace& t = session->trace();
    WriteIndex index;
    index.extend(t);
    const StateFieldLookup lookup(t, index, session->ruleset());
    const auto fields = index.fields();
    std::size_t checked = 0;
    const std::size_t stride = std::max<std::size_t>(1, fields.size() / 40);
    for (std::size_t f = 0; f < fields.size(); f += stride) {
        const Track track = fieldTrack(t, index, fields[f], 0);
        const std::size_t step = std::max<std::size_t>(1, track.points.size() / 30);
        for (std::size_t i = 0; i < track.points.size(); i += step) {
            const TrackPoint& p = track.points[i];
            const nlohmann::json state = session->stateAt(p.seq)->toJson();
            const auto shown = fieldValueInState(session->ruleset(), state, fields[f], lookup);
            if (!shown)
                continue;  // the state does not show it here (an entity gone)
            // At event 0 the track holds the value before the first write: equal unless the
            // field was written at event 0 itself.
            QVERIFY2(*shown == p.value,
                     qPrintable(QStringLiteral("%1 at #%2: the state shows %3, the track %4")
                                    .arg(QString::fromStdString(t.entityName(fields[f].entity)))
                                    .arg(p.seq)
                                    .arg(*shown)
                                    .arg(p.value)));
            ++checked;
        }
    }
    qInfo("%zu changes checked against the state", checked);
    QVERIFY2(checked > 0, "no written field shows in the state");
}

// A logpoint on the clause cited most often: a hit at every event citing it (or one of its
// "#" refinements), each with the field's value there.
void TstWatch::logpointHitsAreTheClauseEvents()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
    const auto session = test::playThrough(path);
    const Trace& t = session->trace();
    std::map<std::string, std::size_t> cited;
    for (Seq s = 0; s < t.size(); ++s)
        if (const Event e = t.at(s); e.clause != 0 && !t.clauseName(e.clause).empty())
            ++cited[std::string(baseClause(t.clauseName(e.clause)))];
    QVERIFY(!cited.empty());
    const auto most =
        std::max_element(cited.begin(), cited.end(), [](auto& a, auto& b) { return a.second < b.second; });
    WriteIndex index;
    index.extend(t);
    const FieldRef ref = index.fields().front();
    const Track field = fieldTrack(t, index, ref, 0);
    WatchSpec spec;
    spec.field = ref;
    spec.atClause = most->first;
    QVERIFY(WatchMatcher(spec, t).clauseKnown());
    const Track hits = fieldLogpoint(t, field, spec);
    std::vector<TrackPoint> expected;
    for (Seq s = 0; s < t.size(); ++s)
        if (clauseCovers(most->first, t.clauseName(t.at(s).clause)))
            expected.push_back({s, *field.valueAt(s)});
    QCOMPARE(hits.points.size(), most->second);
    QVERIFY(hits.points == expected);
    QVERIFY(hits.gaps.empty());
    WatchSpec nowhere = spec;
    nowhere.atClause = "999:no-such-clause";
    QVERIFY(!WatchMatcher(nowhere, t).clauseKnown());
    QVERIFY(fieldLogpoint(t, field, nowhere).points.empty());
}

void TstWatch::neverWrittenKeepsItsStartValue()
{
    const auto samples = test::registeredSamples();
    QVERIFY(!samples.empty());
    const auto session = test::playThrough(samples.front().path);
    WriteIndex index;
    index.extend(session->trace());
    const Track track = fieldTrack(session->trace(), index, FieldRef{1, 60000}, 7);
    QCOMPARE(track.points.size(), std::size_t(1));
    QCOMPARE(track.valueAt(session->trace().size() - 1), std::optional<std::int64_t>(7));
    QCOMPARE(track.min, 7);
    QCOMPARE(track.max, 7);
}

// The writer an expression watch uses: strings interned, gaps with their messages, a
// value after a gap kept even when it equals the one before.
void TstWatch::writerKeepsGapsAndStrings()
{
    Track track;
    track.type = TrackType::String;
    TrackWriter w(track);
    w.text(0, "a");
    w.text(3, "a");
    w.text(5, "b");
    w.noValue(7, "TypeError");
    w.noValue(9, "TypeError");
    w.text(11, "b");
    w.noValue(12, "RangeError");
    w.finish(20);
    QCOMPARE(track.strings, (std::vector<std::string>{"a", "b"}));
    QVERIFY(track.points == (std::vector<TrackPoint>{{0, 0}, {5, 1}, {11, 1}}));
    QVERIFY(track.gaps == (std::vector<TrackGap>{{7, 11, 0}, {12, 20, 1}}));
    QCOMPARE(track.textOf(*track.valueAt(6)), std::string("b"));
    QVERIFY(!track.valueAt(8));
    QCOMPARE(track.errors[track.gapAt(10)->message], std::string("TypeError"));
    QCOMPARE(track.valueAt(11), std::optional<std::int64_t>(1));
    QVERIFY(!track.valueAt(15));
    QVERIFY(track.complete);

    Track hits;
    TrackWriter h(hits, true);
    h.value(2, 4);
    h.value(6, 4);
    h.noValue(8, "x");
    h.finish(10);
    QVERIFY(hits.points == (std::vector<TrackPoint>{{2, 4}, {6, 4}}));
    QVERIFY(hits.gaps == (std::vector<TrackGap>{{8, 9, 0}}));
}

void TstWatch::cutDropsTheFuture()
{
    Track track;
    TrackWriter w(track);
    for (Seq s = 0; s < 100; s += 10)
        w.value(s, std::int64_t(s));
    w.noValue(100, "x");
    w.finish(120);
    track.cut(45);
    QCOMPARE(track.points.size(), std::size_t(5));
    QVERIFY(track.gaps.empty());
    QCOMPARE(track.valueAt(44), std::optional<std::int64_t>(40));
    QVERIFY(!track.complete);
}

TURNSCOPE_TEST_MAIN(TstWatch)
#include "tst_watch.moc"
