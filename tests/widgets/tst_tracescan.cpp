// The whole-trace work of a trace opened from a large file runs on the session's scan thread
// (kernel/trace/trace_scan.h, session/scanpass.h; issue 41). On every sample of every
// ruleset, saved and opened twice — once read on the scan thread, once in the window's own
// slices — the write index, the timeline's marks and hits, the draw ledger and a kind filter
// of the event log are the same; a fork made while the passes run leaves no event of the
// cut future in them.
#include "gui_support.h"
#include "gui_test_main.h"
#include "panels/draws/drawledgermodel.h"
#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogmodel.h"
#include "panels/timeline/timelinemarks.h"
#include "panels/watches/watchlist.h"
#include "session/sessioncontroller.h"
#include "session/writeindexer.h"

#include "kernel/kinds.h"
#include "kernel/session/session_files.h"
#include "kernel/session/write_index.h"
#include "sample_picks.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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
    const WriteIndex& index = indexer->index();
    const auto fields = index.fields();
    const auto most = std::max_element(fields.begin(), fields.end(), [&](const FieldRef& a, const FieldRef& b) {
        return index.writes(a).size() < index.writes(b).size();
    });
    if (most != fields.end()) {
        WatchList watches(&c);
        const Session& s = *c.session();
        const QString name =
            QString::fromStdString(s.trace().entityName(most->entity) + "." + s.ruleset().fieldName(most->field));
        QString error;
        if (!watches.add(name, QString(), WatchEvery::Step, &error))
            qWarning("%s: %s", qPrintable(name), qPrintable(error));
        else if (QTest::qWaitFor([&] { return !watches.isBuilding(); }, 60'000) && watches.at(0).track)
            out.track = watches.at(0).track->points;
    }
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

private slots:
    void sameAsSlices_data()
    {
        test::addEverySampleRows([](const Session& s) { return s.size() > 0; }, "no event");
    }
    void sameAsSlices()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample has events");
        const QString path = saved(sample);
        QString error;
        SessionController scanned, sliced;
        scanned.setCheckAtOpenLimit(0);  // every trace is "large": the scan thread reads it
        QVERIFY2(scanned.openTrace(path, &error), qPrintable(error));
        QVERIFY(scanned.traceScan() != nullptr);
        QVERIFY2(sliced.openTrace(path, &error), qPrintable(error));
        QVERIFY(sliced.traceScan() == nullptr);
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

    // The write index asked for and the trace cut at once (as a fork cuts it, before the new
    // future is appended): the pass's result holds nothing at or after the cut.
    void cutWhileScanningIsFollowed_data()
    {
        test::addFirstSampleRows([](const Session& s) { return s.size() > 1000; }, "no sample of 1,000 events");
    }
    void cutWhileScanningIsFollowed()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample has 1,000 events");
        const QString path = saved(sample);
        QString error;
        SessionController c;
        c.setCheckAtOpenLimit(0);
        QVERIFY2(c.openTrace(path, &error), qPrintable(error));
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
