// The whole-trace work of a trace opened from a large file runs on the session's scan thread
// (kernel/trace/trace_scan.h, session/scanpass.h; issue 41). On every sample of every
// ruleset, saved and opened twice — once read on the scan thread, once in the window's own
// slices — the write index, the timeline's marks and hits, the draw ledger and a kind filter
// of the event log are the same, and so is a field watch's track, added before or after the
// write index is complete; a fork made while the passes run leaves no event of the cut
// future in them.
#include "gui_support.h"
#include "gui_test_main.h"
#include "panels/breakpoints/breakpointmodel.h"
#include "panels/draws/drawledgermodel.h"
#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogmodel.h"
#include "panels/timeline/timelinemarks.h"
#include "panels/watches/fieldtrackpass.h"
#include "panels/watches/watchlist.h"
#include "session/headless/conditionengine.h"
#include "session/headless/watchbuilder.h"
#include "session/sessioncontroller.h"
#include "session/writeindexer.h"

#include "kernel/kinds.h"
#include "kernel/session/session_files.h"
#include "kernel/session/state_fields.h"
#include "kernel/session/write_index.h"
#include "kernel/watch/watch.h"
#include "sample_picks.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <nlohmann/json.hpp>

#include <functional>

using namespace ts;
using namespace ts::gui;

namespace {

// What the panels index, read off one controller's session.
struct Indexes {
    std::vector<std::pair<FieldRef, std::vector<std::uint32_t>>> writes;
    std::vector<Seq> turns, runs, decisions, hits;
    std::vector<Seq> ledger;  // the draws' events, usedBy, ruleStep in a row
    std::vector<Seq> filtered;
    std::vector<TrackPoint> track;  // a field watch's, on the most written field
};

std::optional<FieldRef> mostWritten(const WriteIndex& index)
{
    const auto fields = index.fields();
    const auto most = std::max_element(fields.begin(), fields.end(), [&](const FieldRef& a, const FieldRef& b) {
        return index.writes(a).size() < index.writes(b).size();
    });
    return most == fields.end() ? std::nullopt : std::optional<FieldRef>(*most);
}

QString fieldName(const SessionController& c, FieldRef ref)
{
    const Session& s = *c.session();
    return QString::fromStdString(s.trace().entityName(ref.entity) + "." + s.ruleset().fieldName(ref.field));
}

// The track of a watch on ENTITY.FIELD `name`, added now.
std::vector<TrackPoint> watchTrack(SessionController& c, const QString& name)
{
    WatchList watches(&c);
    QString error;
    if (!watches.add(name, QString(), WatchEvery::Step, &error))
        qWarning("%s: %s", qPrintable(name), qPrintable(error));
    else if (QTest::qWaitFor([&] { return !watches.isBuilding(); }, 60'000) && watches.at(0).track)
        return watches.at(0).track->points;
    return {};
}

// Opens `path` as a large trace, read on the scan thread; why not, or empty.
QString openOnScan(SessionController& c, const QString& path)
{
    c.setCheckAtOpenLimit(0);  // every trace is "large"
    QString error;
    c.openTrace(path, &error);
    return error;
}

// `path` opened twice: as a large file, on a scan of its own, and as a small one, in slices.
QString openBoth(SessionController& scanned, SessionController& sliced, const QString& path)
{
    QString error = openOnScan(scanned, path);
    if (error.isEmpty() && !scanned.traceScan())
        error = QStringLiteral("no scan");
    if (error.isEmpty() && sliced.openTrace(path, &error) && sliced.traceScan())
        error = QStringLiteral("a scan");
    return error;
}

// The first integer value of the state at the cursor whose written field the guess finds.
QString guessablePath(SessionController& c)
{
    const Session& s = *c.session();
    WriteIndex index;
    index.extend(s.trace());
    const StateFieldLookup lookup(s.trace(), index, s.ruleset());
    const StateFieldLookup guess = StateFieldLookup::guess(s.trace(), s.ruleset());
    const nlohmann::json state = c.stateAtCursor()->toJson();
    QString found;
    std::function<void(const nlohmann::json&, const std::string&)> walk = [&](const nlohmann::json& j,
                                                                              const std::string& at) {
        if (!found.isEmpty())
            return;
        if (j.is_object() || j.is_array()) {
            std::size_t i = 0;
            for (auto it = j.begin(); it != j.end(); ++it, ++i)
                walk(*it, at + "/" + (j.is_object() ? it.key() : std::to_string(i)));
        } else if (j.is_number_integer()) {
            const auto ref = s.ruleset().fieldAtStatePath(state, at, lookup);
            if (ref && !index.writes(*ref).empty() && s.ruleset().fieldAtStatePath(state, at, guess) == ref)
                found = QString::fromStdString(at);
        }
    };
    walk(state, "");
    return found;
}

// The track of "Watch This" on the value at `pointer`, added now.
std::vector<TrackPoint> watchThisTrack(SessionController& c, const QString& pointer)
{
    WatchList watches(&c);
    QString error;
    if (!watches.addStatePath(pointer, &error))
        qWarning("%s: %s", qPrintable(pointer), qPrintable(error));
    else if (QTest::qWaitFor([&] { return !watches.isBuilding(); }, 60'000) && watches.at(0).track &&
             watches.at(0).spec.field)
        return watches.at(0).track->points;
    return {};
}

// Builds every index the way the window does and waits for all of them.
Indexes buildAll(SessionController& c)
{
    Indexes out;
    TimelineMarks marks(&c);
    DrawLedgerModel ledger(&c);
    EventLogModel log(&c);
    EventFilterModel filter(&log);
    filter.setKindFilter({static_cast<int>(kind(CommonKind::Write))});
    WriteIndexer* indexer = c.writeIndexer();
    indexer->ensureBuilt();
    const bool done = QTest::qWaitFor(
        [&] { return indexer->isComplete() && !marks.isIndexing() && !ledger.isScanning() && !filter.isFiltering(); },
        60'000);
    if (!done)
        qWarning("the indexes were not done in 60 s");
    for (const FieldRef& f : indexer->index().fields()) {
        const auto w = indexer->index().writes(f);
        out.writes.emplace_back(f, std::vector<std::uint32_t>(w.begin(), w.end()));
    }
    out.turns = marks.turns();
    out.runs = marks.runs();
    out.decisions = marks.decisions();
    out.hits = marks.hits();
    for (std::size_t i = 0; i < ledger.totalDraws(); ++i)
        if (const DrawEntry* d = ledger.entryAt(static_cast<int>(i)))
            out.ledger.insert(out.ledger.end(), {d->seq, d->usedBy, d->ruleStep});
    for (int r = 0; r < filter.rowCount(); ++r)
        out.filtered.push_back(filter.seqAt(r));
    if (const auto most = mostWritten(indexer->index()))
        out.track = watchTrack(c, fieldName(c, *most));
    return out;
}

bool operator==(const Indexes& a, const Indexes& b)
{
    return a.writes == b.writes && a.turns == b.turns && a.runs == b.runs && a.decisions == b.decisions &&
        a.hits == b.hits && a.ledger == b.ledger && a.filtered == b.filtered;
}

}  // namespace

class TestTraceScan : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

    QString saved(const QString& sample)
    {
        const auto s = test::playSample(sample);
        const QString path = dir_.filePath(sample.section(QLatin1Char('/'), -1) + ".tstrace");
        saveSession(path.toStdString(), *s);
        return path;
    }

    // The current data row's sample, saved; empty (the row skipped, or failed when the
    // ruleset has no sample at all) when the row has none.
    QString savedRow(const char* why)
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty()) {
            test::noSampleFor(ruleset, why);
            return {};
        }
        return saved(sample);
    }

private slots:
    void sameAsSlices_data()
    {
        test::addEverySampleRows([](const Session& s) { return s.size() > 0; }, "no event");
    }
    void sameAsSlices()
    {
        const QString path = savedRow("no sample has events");
        if (path.isEmpty())
            return;
        SessionController scanned, sliced;
        QCOMPARE(openBoth(scanned, sliced, path), QString());
        const Indexes a = buildAll(scanned), b = buildAll(sliced);
        QVERIFY(!b.writes.empty() || !b.turns.empty() || !b.filtered.empty());  // something was compared
        QCOMPARE(a.turns, b.turns);
        QCOMPARE(a.decisions, b.decisions);
        QCOMPARE(a.ledger, b.ledger);
        QCOMPARE(a.filtered, b.filtered);
        QCOMPARE(a.track.size(), b.track.size());
        QVERIFY(b.track.empty() == b.writes.empty());  // a field watch was compared
        QVERIFY(a == b);
    }

    // A field watch added before the write index is complete reads its field's writes in a
    // pass of its own beside the index's (its field guessed by name, then checked): the same
    // track as one read off the complete index, and as the kernel's fieldTrack; a field
    // never written has its initial value throughout.
    void fieldGuessedBeforeTheIndex_data() { sameAsSlices_data(); }
    void fieldGuessedBeforeTheIndex()
    {
        const QString path = savedRow("no sample has events");
        if (path.isEmpty())
            return;
        QString error;
        SessionController sliced;
        QVERIFY2(sliced.openTrace(path, &error), qPrintable(error));
        WriteIndex index;
        index.extend(sliced.session()->trace());
        const auto most = mostWritten(index);
        if (!most)
            QSKIP("no write in this sample");
        const Track want = fieldTrack(sliced.session()->trace(), index, *most, 0);

        SessionController scanned;
        QCOMPARE(openOnScan(scanned, path), QString());
        QVERIFY(!scanned.writeIndexer()->isComplete());
        FieldTrackPass pass(&scanned), never(&scanned);
        QVERIFY(pass.start(&scanned, *most));
        const FieldRef unwritten{most->entity, FieldId(0xFFFF)};
        QVERIFY(index.writes(unwritten).empty());
        QVERIFY(never.start(&scanned, unwritten));
        std::shared_ptr<const Track> got, none;
        QString failed;
        pass.whenDone(0, [&](std::shared_ptr<const Track> t, const QString& e) { got = t, failed += e; });
        never.whenDone(42, [&](std::shared_ptr<const Track> t, const QString& e) { none = t, failed += e; });
        QVERIFY(QTest::qWaitFor([&] { return (got && none) || !failed.isEmpty(); }, 60'000));
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QCOMPARE(got->points, want.points);
        QCOMPARE(none->points.size(), std::size_t(1));
        QCOMPARE(none->points.front().value, std::int64_t(42));

        // Through the watch list, as a typed ENTITY.FIELD adds it.
        SessionController again;
        QCOMPARE(openOnScan(again, path), QString());
        QVERIFY(!again.writeIndexer()->isComplete());
        QCOMPARE(watchTrack(again, fieldName(again, *most)), want.points);
    }

    // "Watch This" on a value of the state at the cursor (the inspector's menu) whose field
    // can be guessed: the same track read beside the index as after it.
    void watchThisBeforeTheIndex_data() { sameAsSlices_data(); }
    void watchThisBeforeTheIndex()
    {
        const QString path = savedRow("no sample has events");
        if (path.isEmpty())
            return;
        SessionController sliced, scanned;
        QString error;
        QVERIFY2(sliced.openTrace(path, &error), qPrintable(error));
        QCOMPARE(openOnScan(scanned, path), QString());
        const QString pointer = guessablePath(sliced);
        if (pointer.isEmpty())
            QSKIP("no value of the last state has a field that can be guessed");
        QVERIFY(!scanned.writeIndexer()->isComplete());
        const auto a = watchThisTrack(scanned, pointer), b = watchThisTrack(sliced, pointer);
        QVERIFY(!b.empty());
        QCOMPARE(a, b);
    }

    // A text filter (every line rendered) on a trace opened from a large file is matched on
    // scans of its own: the same rows as matched in slices, for a needle taken from a line in
    // the middle of the game, on one scan or split over several.
    void textFilterOnItsOwnScan_data() { sameAsSlices_data(); }
    void textFilterOnItsOwnScan()
    {
        const QString path = savedRow("no sample has events");
        if (path.isEmpty())
            return;
        SessionController scanned, sliced;
        QString error;
        QCOMPARE(openBoth(scanned, sliced, path), QString());
        const Session& s = *sliced.session();
        const QString line = QString::fromStdString(sliced.render()->line(s.trace().at(s.size() / 2)));
        const QString needle = line.left(std::max<qsizetype>(1, line.size() / 3)).toUpper();
        const auto rowsOf = [&](SessionController& c, bool onScan, std::size_t parts = 0) {
            EventLogModel log(&c);
            EventFilterModel filter(&log);
            filter.setTextPassParts(parts);
            filter.setTextFilter(needle);
            std::vector<Seq> rows;
            if (!QTest::qWaitFor([&] { return !filter.isFiltering(); }, 60'000))
                qWarning("the text filter was not done in 60 s");
            else if (filter.matchedOnScan() == onScan)
                for (int r = 0; r < filter.rowCount(); ++r)
                    rows.push_back(filter.seqAt(r));
            return rows;
        };
        const std::vector<Seq> want = rowsOf(sliced, false);
        QVERIFY2(std::find(want.begin(), want.end(), s.size() / 2) != want.end(), qPrintable(needle));
        QCOMPARE(rowsOf(scanned, true), want);
        // Split over scans of the file's parts, the rows join in order.
        QCOMPARE(rowsOf(scanned, true, 3), want);
        QCOMPARE(rowsOf(scanned, true, 7), want);
        // The text changed while the parts' scans post what they found and their end, before
        // the window takes it: what they posted is dropped (nothing of a cancelled pass is
        // called; ASan found it read after its ScanPass was gone), the rows are the last text's.
        EventLogModel log(&scanned);
        EventFilterModel filter(&log);
        filter.setTextPassParts(3);
        for (const QString& text : {QStringLiteral("a"), QStringLiteral("e"), needle}) {
            filter.setTextFilter(text);
            QCoreApplication::processEvents();  // the pass starts
            QThread::msleep(50);
        }
        QVERIFY(QTest::qWaitFor([&] { return !filter.isFiltering(); }, 60'000));
        std::vector<Seq> rows;
        for (int r = 0; r < filter.rowCount(); ++r)
            rows.push_back(filter.seqAt(r));
        QCOMPARE(rows, want);
    }

    // An expression watch on a large file's session is built on a worker, by a session and a
    // script engine of its own: the same track as the slices build on the window's session.
    // A watch removed, or the list cleared, while its worker runs gets nothing afterwards.
    void expressionWatchOnAWorker_data()
    {
        test::addFirstSampleRows([](const Session& s) { return s.size() > 0; }, "no event");
    }
    void expressionWatchOnAWorker()
    {
        const QString path = savedRow("no sample has events");  // each ruleset's first: a script at every rule step
        if (path.isEmpty())
            return;
        const QString expression = QStringLiteral("JSON.stringify(state).length");
        QString error;
        SessionController scanned, sliced;
        QCOMPARE(openBoth(scanned, sliced, path), QString());
        WatchList onWorker(&scanned), inSlices(&sliced);
        for (WatchList* list : {&onWorker, &inSlices}) {
            QVERIFY2(list->add(expression, QString(), WatchEvery::Step, &error), qPrintable(error));
            QVERIFY(QTest::qWaitFor([&] { return !list->isBuilding(); }, 60'000));
            QCOMPARE(list->at(0).status, Watch::Status::Ready);
        }
        QVERIFY(onWorker.isOnWorker(0));
        QVERIFY(!inSlices.isOnWorker(0));
        const Track& got = *onWorker.at(0).track;
        const Track& want = *inSlices.at(0).track;
        QVERIFY(!want.points.empty());
        QCOMPARE(got.points, want.points);
        QCOMPARE(got.gaps, want.gaps);
        QCOMPARE(got.errors, want.errors);
        QVERIFY(got.complete);

        // Dropped while running: nothing lands in a watch that is gone.
        const auto second = onWorker.add(QStringLiteral("state ? 1 : 0"), QString(), WatchEvery::Event, &error);
        QVERIFY2(second, qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return onWorker.isOnWorker(1); }, 5'000));
        onWorker.remove(*second);
        QVERIFY2(onWorker.add(expression, QString(), WatchEvery::Event, &error), qPrintable(error));
        QTest::qWait(5);
        onWorker.clear();
        QTest::qWait(50);
        QCOMPARE(onWorker.count(), 0);
    }

    // Forked while the worker builds: its track (the file's game) is dropped, and the watch
    // is built again, in slices, on the forked game.
    void expressionWatchForkedMeanwhile_data()
    {
        test::addFirstSampleRows(test::hasChoiceDraw(3), "no sample draws a random number with a choice");
    }
    void expressionWatchForkedMeanwhile()
    {
        const QString path = savedRow("no sample draws a random number with a choice");
        if (path.isEmpty())
            return;
        SessionController c;
        QCOMPARE(openOnScan(c, path), QString());
        WatchList watches(&c);
        QString error;
        QVERIFY2(watches.add(QStringLiteral("JSON.stringify(state).length"), QString(), WatchEvery::Step, &error),
                 qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return watches.isOnWorker(0); }, 5'000));
        const auto draw = test::choiceDraw(c.session()->trace(), 3);
        QVERIFY(draw);
        QVERIFY2(c.forkAtDraw(draw->seq, static_cast<std::uint32_t>((draw->value + 1) % draw->bound), &error),
                 qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !watches.isBuilding() && !watches.isOnWorker(0); }, 60'000));
        QCOMPARE(watches.at(0).status, Watch::Status::Ready);
        WatchBuilder want(*c.session(), watches.at(0).spec,
                          ConditionEngine::bundledHelpers(c.session()->ruleset().id()));
        while (!want.extend(4096)) {
        }
        QCOMPARE(watches.at(0).track->points, want.track().points);
        QCOMPARE(watches.at(0).track->gaps, want.track().gaps);
    }

    // Forked while the worker looks: the hits it found before the fork stay, and the slices
    // go on over the forked game; every hit is one the session itself reports.
    void conditionalHitsForkedMeanwhile_data() { expressionWatchForkedMeanwhile_data(); }
    void conditionalHitsForkedMeanwhile()
    {
        const QString path = savedRow("no sample draws a random number with a choice");
        if (path.isEmpty())
            return;
        SessionController c;
        QCOMPARE(openOnScan(c, path), QString());
        TimelineMarks marks(&c);
        BreakpointModel breakpoints(&c);
        QString error;
        QVERIFY2(breakpoints.add({}, {}, {}, QStringLiteral("JSON.stringify(state).length % 3 == 0"), &error),
                 qPrintable(error));
        QVERIFY(marks.hitsOnWorker());
        const auto draw = test::choiceDraw(c.session()->trace(), 3);
        QVERIFY(draw);
        QVERIFY2(c.forkAtDraw(draw->seq, static_cast<std::uint32_t>((draw->value + 1) % draw->bound), &error),
                 qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !marks.isIndexing() && !c.isBusy(); }, 60'000));
        Session& s = *c.session();
        const Seq reachable = s.finished() || s.waitingForCaller() ? s.size() : s.size() - 1;
        std::vector<Seq> want;
        for (Seq seq = 0; seq < reachable; ++seq)
            if (s.breakpointHit(seq))
                want.push_back(seq);
        QCOMPARE(marks.hits(), want);
    }

    // The file replaced by another game after the window opened it: the worker's session is
    // not the window's, and the watch says so instead of showing the other game's track.
    void expressionWatchOnAReplacedFile_data()
    {
        test::addFirstSampleRows([](const Session& s) { return s.size() > 100; }, "no sample of 100 events");
    }
    void expressionWatchOnAReplacedFile()
    {
        const QString path = savedRow("no sample has 100 events");
        if (path.isEmpty())
            return;
        QFETCH(QString, sample);
        SessionController c;
        QCOMPARE(openOnScan(c, path), QString());
        QTemporaryDir other;
        const QString shorter = other.filePath(QStringLiteral("shorter.tstrace"));
        saveSession(shorter.toStdString(), *test::playSample(sample, c.session()->size() / 2));
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::rename(shorter, path));
        WatchList watches(&c);
        QString error;
        QVERIFY2(watches.add(QStringLiteral("JSON.stringify(state).length"), QString(), WatchEvery::Step, &error),
                 qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !watches.isBuilding(); }, 60'000));
        QVERIFY(watches.isOnWorker(0));
        QCOMPARE(watches.at(0).status, Watch::Status::Failed);
        QVERIFY(!watches.at(0).track);
        QVERIFY2(watches.at(0).error.contains(QStringLiteral("has changed since the window opened it")),
                 qPrintable(watches.at(0).error));
    }

    // Breakpoints with conditions on a large file's session: their hits are found on a worker,
    // by a session and script engines of its own. The same hits as the slices find on the
    // window's session, and the same evaluations and errors in the breakpoint list.
    void conditionalHitsOnAWorker_data()
    {
        test::addFirstSampleRows([](const Session& s) { return s.size() > 0; }, "no event");
    }
    void conditionalHitsOnAWorker()
    {
        const QString path = savedRow("no sample has events");
        if (path.isEmpty())
            return;
        QString error;
        SessionController scanned, sliced;
        QCOMPARE(openBoth(scanned, sliced, path), QString());
        struct Found {
            std::vector<Seq> hits;
            std::uint64_t evaluations = 0, errors = 0;
            QString lastError;
        };
        const auto find = [&](SessionController& c, bool onWorker) {
            TimelineMarks marks(&c);
            BreakpointModel breakpoints(&c);
            const int some =
                breakpoints.add({}, {}, {}, QStringLiteral("JSON.stringify(state).length % 3 == 0"), &error);
            const int failing = breakpoints.add({}, {}, {}, QStringLiteral("state.nothing.here > 0"), &error);
            if (some == 0 || failing == 0 || marks.hitsOnWorker() != onWorker ||
                !QTest::qWaitFor([&] { return !marks.isIndexing(); }, 60'000))
                return Found{};
            const ConditionEngine* e = breakpoints.conditionEngine(failing);
            return Found{marks.hits(), breakpoints.conditionEngine(some)->evaluationCount() + e->evaluationCount(),
                         e->errorCount(), e->lastError()};
        };
        const Found got = find(scanned, true), want = find(sliced, false);
        QVERIFY(want.evaluations > 0);
        QCOMPARE(got.hits, want.hits);
        QCOMPARE(got.evaluations, want.evaluations);
        QCOMPARE(got.errors, want.errors);
        QCOMPARE(got.lastError, want.lastError);
        QVERIFY(!got.lastError.isEmpty());
    }

    // The write index asked for and the trace cut at once (as a fork cuts it, before the new
    // future is appended): the pass's result holds nothing at or after the cut.
    void cutWhileScanningIsFollowed_data()
    {
        test::addFirstSampleRows([](const Session& s) { return s.size() > 1000; }, "no sample of 1,000 events");
    }
    void cutWhileScanningIsFollowed()
    {
        const QString path = savedRow("no sample has 1,000 events");
        if (path.isEmpty())
            return;
        SessionController c;
        QCOMPARE(openOnScan(c, path), QString());
        WriteIndexer* indexer = c.writeIndexer();
        indexer->ensureBuilt();
        QVERIFY(indexer->isBuilding());
        const Seq cut = c.session()->size() / 2;
        const_cast<Trace&>(c.session()->trace()).truncate(cut);
        emit c.traceChanged();
        QVERIFY(QTest::qWaitFor([&] { return indexer->isComplete(); }, 30'000));
        WriteIndex expected;
        expected.extend(c.session()->trace());
        QCOMPARE(indexer->index().writeCount(), expected.writeCount());
        for (const FieldRef& f : expected.fields()) {
            const auto got = indexer->index().writes(f);
            const auto want = expected.writes(f);
            QVERIFY(std::equal(got.begin(), got.end(), want.begin(), want.end()));
        }
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestTraceScan)
#include "tst_tracescan.moc"
