// Trace files: round trips, lazy paging, and every way a file can be wrong (truncated at
// every byte, random byte flips, newer versions, foreign files, edited values), plus
// atomic saving under SIGKILL and failing saves.
#include "kernel/io/canonical.h"
#include "kernel/trace/trace_block_codec.h"
#include "kernel/trace/trace_file.h"
#include "synthetic.h"
#include "test_main.h"

#include <QtTest>

#include <sqlite3.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>

using namespace ts;
namespace fs = std::filesystem;

Q_DECLARE_METATYPE(TraceError::Code)

namespace {

std::vector<char> readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void writeAll(const std::string& path, const std::vector<char>& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

struct Fixture {
    TraceHeader header;
    Trace trace;
};

Fixture makeFixture(std::size_t events, std::uint64_t seed)
{
    Fixture f;
    f.header = synthetic::makeHeader(seed);
    synthetic::fillGameTrace(f.trace, events, seed, &f.header.decisions, &f.header.checkpointHashes);
    return f;
}

// Empty string when equal, else what differs.
std::string differences(const TraceHeader& ha, const Trace& a, const TraceHeader& hb, const Trace& b)
{
    // A file is written in the lowest format version that holds its contents.
    const int expected = !ha.edits.empty() ? kTraceFormatVersion
        : !ha.drawOverrides.empty()        ? kTraceFormatVersionWithoutEdits
                                           : kTraceFormatVersionWithoutOverrides;
    if (expected != hb.formatVersion)
        return "formatVersion";
    if (ha.drawOverrides != hb.drawOverrides)
        return "drawOverrides";
    if (ha.edits != hb.edits)
        return "edits";
    if (ha.ruleset != hb.ruleset)
        return "ruleset";
    if (ha.seed != hb.seed)
        return "seed";
    if (ha.scenario != hb.scenario)
        return "scenario";
    if (ha.decisions != hb.decisions)
        return "decisions";
    if (ha.checkpointHashes != hb.checkpointHashes)
        return "checkpoints";
    if (ha.finished != hb.finished)
        return "finished";
    if (a.entityNames != b.entityNames)
        return "entityNames";
    if (a.kindNames != b.kindNames)
        return "kindNames";
    if (a.clauseNames != b.clauseNames)
        return "clauseNames";
    if (a.size() != b.size())
        return "size " + std::to_string(a.size()) + " vs " + std::to_string(b.size());
    for (Seq s = 0; s < a.size(); ++s)
        if (!(a.at(s) == b.at(s)))
            return "event " + std::to_string(s);
    return {};
}

std::string codeName(TraceError::Code c) { return traceErrorCodeName(c); }

void sqlExec(const std::string& path, const std::string& sql)
{
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err);
    const std::string msg = err ? err : "";
    sqlite3_free(err);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, msg.c_str());
}

// content_hash computed from the documentation in trace_file.h, independently of the reader.
std::uint64_t documentedContentHash(const std::string& path)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        throw std::runtime_error("cannot open " + path);
    CanonicalWriter w;
    for (const char* sql :
         {"SELECT key, value FROM meta WHERE key != 'content_hash' ORDER BY key", "SELECT json FROM scenario",
          "SELECT table_name, id, name FROM names ORDER BY table_name, id",
          "SELECT idx, requested_at, actor, source, kind, target, a, b FROM decisions ORDER BY idx",
          "SELECT seq, hash FROM checkpoints ORDER BY seq",
          "SELECT block, first_seq, count, raw_size, hash FROM event_blocks ORDER BY block"}) {
        sqlite3_stmt* s = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) != SQLITE_OK)
            throw std::runtime_error(sqlite3_errmsg(db));
        while (sqlite3_step(s) == SQLITE_ROW) {
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                if (sqlite3_column_type(s, c) == SQLITE_INTEGER)
                    w.i64(sqlite3_column_int64(s, c));
                else
                    w.str(std::string_view(reinterpret_cast<const char*>(sqlite3_column_text(s, c)),
                                           static_cast<std::size_t>(sqlite3_column_bytes(s, c))));
            }
        }
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    return w.hash();
}

std::string hex16(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

// After a hostile edit: make content_hash match again, so that the checks behind it run.
void rehash(const std::string& path)
{
    sqlExec(path, "UPDATE meta SET value='" + hex16(documentedContentHash(path)) + "' WHERE key='content_hash'");
}

std::size_t countEntries(const std::string& dir)
{
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir))
        ++n;
    return n;
}

}  // namespace

class TstTraceFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::string path(const char* name) const { return (dir_.path() + "/" + name).toStdString(); }

    // Opens + decodes everything; returns the error code name, or "ok" after checking the
    // data equals the fixture's, or "DIFFERENT: ..." if it silently differs.
    std::string openOutcome(const std::string& file, const Fixture& f)
    {
        try {
            OpenedTrace o = openTrace(file);
            loadAllBlocks(o.trace);
            const std::string d = differences(f.header, f.trace, o.header, o.trace);
            return d.empty() ? "ok" : "DIFFERENT: " + d;
        } catch (const TraceError& e) {
            if (std::string(e.what()).find(file) == std::string::npos)
                return "ERROR WITHOUT FILE NAME: " + std::string(e.what());
            return codeName(e.code());
        }
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void roundTrip_data()
    {
        QTest::addColumn<int>("events");
        QTest::newRow("empty") << 0;
        QTest::newRow("one") << 1;
        QTest::newRow("tiny") << 50;
        QTest::newRow("block-1") << int(Trace::kBlockEvents - 1);
        QTest::newRow("block") << int(Trace::kBlockEvents);
        QTest::newRow("block+1") << int(Trace::kBlockEvents + 1);
        QTest::newRow("10000") << 10000;
        QTest::newRow("3 blocks") << int(3 * Trace::kBlockEvents);
        // Blocks are saved in batches of 64, compressed on two threads (trace_file_write.cpp).
        QTest::newRow("2 batches + 1 block + 17") << int((2 * 64 + 1) * Trace::kBlockEvents + 17);
    }
    void roundTrip()
    {
        QFETCH(int, events);
        const Fixture f = makeFixture(static_cast<std::size_t>(events), 7);
        QCOMPARE(f.trace.size(), static_cast<std::size_t>(events));
        const std::string file = path("roundtrip.tstrace");
        std::vector<std::pair<std::size_t, std::size_t>> calls;
        saveTrace(file, f.header, f.trace,
                  [&](std::size_t done, std::size_t total) { calls.emplace_back(done, total); });
        const std::size_t blocks = (f.trace.size() + Trace::kBlockEvents - 1) / Trace::kBlockEvents;
        QCOMPARE(calls.size(), blocks);
        if (blocks)
            QCOMPARE(calls.back(), std::make_pair(blocks, blocks));

        OpenedTrace o = openTrace(file);
        QCOMPARE(o.header.turnscopeVersion, std::string(TURNSCOPE_VERSION));
        // Without draw overrides a file keeps format version 1, which older builds read.
        QCOMPARE(o.header.formatVersion,
                 f.header.drawOverrides.empty() ? kTraceFormatVersionWithoutOverrides
                                                : kTraceFormatVersionWithoutEdits);
        QVERIFY(!o.header.decisions.empty() || events < 100);
        const std::string d = differences(f.header, f.trace, o.header, o.trace);
        QVERIFY2(d.empty(), d.c_str());
        // Only the temporary file's rename is left behind: no -journal, -wal, .tmp-...
        QCOMPARE(countEntries(dir_.path().toStdString()), std::size_t{1});
        fs::remove(file);
    }

    void blocksAsEncodedAlone()
    {
        // The blocks saved two threads at a time are byte for byte what one encoder makes of
        // each block alone, in order (the format's bytes never depend on the threads).
        const Fixture f = makeFixture((64 + 3) * Trace::kBlockEvents + 5, 11);
        const std::string file = path("batches.tstrace");
        saveTrace(file, f.header, f.trace);
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
        sqlite3_stmt* s = nullptr;
        QCOMPARE(sqlite3_prepare_v2(db, "SELECT block, hash, data FROM event_blocks ORDER BY block", -1, &s, nullptr),
                 SQLITE_OK);
        tracefile::BlockEncoder alone(file);
        std::size_t b = 0;
        for (; sqlite3_step(s) == SQLITE_ROW; ++b) {
            QCOMPARE(sqlite3_column_int64(s, 0), static_cast<sqlite3_int64>(b));
            const std::size_t first = b * Trace::kBlockEvents;
            const auto e = alone.encode(f.trace, first, std::min(Trace::kBlockEvents, f.trace.size() - first));
            QCOMPARE(std::string(reinterpret_cast<const char*>(sqlite3_column_text(s, 1))), tracefile::hex16(e.hash));
            const auto* data = static_cast<const std::uint8_t*>(sqlite3_column_blob(s, 2));
            QVERIFY2(static_cast<std::size_t>(sqlite3_column_bytes(s, 2)) == e.size &&
                         std::equal(e.data, e.data + e.size, data),
                     qPrintable(QStringLiteral("block %1").arg(b)));
        }
        sqlite3_finalize(s);
        sqlite3_close(db);
        QCOMPARE(b, std::size_t{68});  // 67 full blocks and 5 events
        fs::remove(file);
    }

    void oddFileNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("space") << "with space.tstrace";
        QTest::newRow("uri characters") << "q?uestion#hash%41&x=1.tstrace";
        QTest::newRow("unicode") << "ünï €.tstrace";
        QTest::newRow("no extension") << "trace";
        QTest::newRow("leading dash") << "-x";
        QTest::newRow("looks like a URI") << "file:x.tstrace";
    }
    void oddFileNames()
    {
        QFETCH(QString, name);
        const Fixture f = makeFixture(100, 2);
        const std::string file = (dir_.path() + "/" + name).toStdString();
        saveTrace(file, f.header, f.trace);
        QCOMPARE(openOutcome(file, f), std::string("ok"));
        // Relative to the working directory, too.
        const QString cwd = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir_.path()));
        const std::string relative = name.toStdString();
        saveTrace(relative, f.header, f.trace);
        const std::string outcome = openOutcome(relative, f);
        QVERIFY(QDir::setCurrent(cwd));
        QCOMPARE(outcome, std::string("ok"));
        QCOMPARE(countEntries(dir_.path().toStdString()), std::size_t{1});
        // Saving over a file keeps its permissions.
        fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
        saveTrace(file, f.header, f.trace);
        QVERIFY(fs::status(file).permissions() == (fs::perms::owner_read | fs::perms::owner_write));
        fs::remove(file);
    }

    void sizeOnDisk()
    {
        const Fixture f = makeFixture(100000, 11);
        const std::string file = path("size.tstrace");
        saveTrace(file, f.header, f.trace);
        const auto bytes = fs::file_size(file);
        const double perEvent = double(bytes) / double(f.trace.size());
        qDebug("100000 synthetic events: %llu bytes, %.2f bytes/event", static_cast<unsigned long long>(bytes),
               perEvent);
        QVERIFY(perEvent <= 8.0);
        fs::remove(file);
    }

    void lazyPaging()
    {
        const Fixture f = makeFixture(10 * Trace::kBlockEvents + 123, 3);
        const std::string file = path("lazy.tstrace");
        saveTrace(file, f.header, f.trace);
        OpenedTrace o = openTrace(file, 2);
        QCOMPARE(o.trace.size(), f.trace.size());
        QCOMPARE(o.trace.residentBytes(), std::size_t{0});  // nothing decoded at open
        synthetic::SplitMix64 r{99};
        for (int i = 0; i < 3000; ++i) {
            const Seq s = r.below(static_cast<std::uint32_t>(f.trace.size()));
            QVERIFY(o.trace.at(s) == f.trace.at(s));
        }
        // Backwards, across every block boundary.
        for (Seq s = f.trace.size(); s-- > 0;)
            QVERIFY(o.trace.at(s) == f.trace.at(s));
        // Appending to an opened trace continues after its partial tail block.
        Event e;
        e.kind = synthetic::kMove;
        e.arg[0] = 42;
        o.trace.append(e);
        QCOMPARE(o.trace.size(), f.trace.size() + 1);
        QVERIFY(o.trace.at(f.trace.size()) == e);
        QVERIFY(o.trace.at(f.trace.size() - 1) == f.trace.at(f.trace.size() - 1));
        fs::remove(file);
    }

    void openReadsNoBlock()
    {
        // Opening reads the block index (through event_blocks_index), never a block's data:
        // with every BLOB unreadable the file still opens, and only reading an event fails.
        const Fixture f = makeFixture(5 * Trace::kBlockEvents + 7, 21);
        const std::string file = path("index.tstrace");
        saveTrace(file, f.header, f.trace);
        {
            sqlite3* db = nullptr;
            QCOMPARE(sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
            sqlite3_stmt* s = nullptr;
            QCOMPARE(sqlite3_prepare_v2(db,
                                        "SELECT sql FROM sqlite_master WHERE type='index' AND "
                                        "name='event_blocks_index'",
                                        -1, &s, nullptr),
                     SQLITE_OK);
            QCOMPARE(sqlite3_step(s), SQLITE_ROW);
            QCOMPARE(std::string(reinterpret_cast<const char*>(sqlite3_column_text(s, 0))),
                     std::string(
                         "CREATE INDEX event_blocks_index ON event_blocks(block, first_seq, count, raw_size, hash)"));
            sqlite3_finalize(s);
            sqlite3_close(db);
        }
        const std::string broken = path("index-broken.tstrace");
        fs::copy_file(file, broken, fs::copy_options::overwrite_existing);
        sqlExec(broken, "UPDATE event_blocks SET data='not events'");
        {
            OpenedTrace o = openTrace(broken);
            QCOMPARE(o.trace.size(), f.trace.size());
            QCOMPARE(o.trace.residentBytes(), std::size_t{0});
            for (Seq s : {Seq{0}, static_cast<Seq>(f.trace.size() - 1)}) {
                try {
                    (void)o.trace.at(s);
                    QFAIL("no error");
                } catch (const TraceError& e) {
                    QCOMPARE(e.code(), TraceError::Code::CorruptBlock);
                }
            }
        }
        // A file without the index (written before it) opens and reads the same.
        sqlExec(file, "DROP INDEX event_blocks_index");
        OpenedTrace o = openTrace(file);
        QCOMPARE(differences(f.header, f.trace, o.header, o.trace), std::string());
        fs::remove(file);
        fs::remove(broken);
    }

    void lazyPagingReleasesMemory()
    {
        // At most maxResidentBlocks decoded blocks stay in memory, however many were visited.
        const Fixture f = makeFixture(10 * Trace::kBlockEvents, 3);
        const std::string file = path("lazy.tstrace");
        saveTrace(file, f.header, f.trace);
        OpenedTrace o = openTrace(file, 2);
        fs::remove(file);
        for (Seq s = 0; s < o.trace.size(); s += Trace::kBlockEvents)
            QVERIFY(o.trace.at(s) == f.trace.at(s));
        const std::size_t bound = 2 * Trace::kBlockEvents * sizeof(Event);
        QVERIFY2(o.trace.residentBytes() <= bound,
                 ("Trace::residentBytes() is " + std::to_string(o.trace.residentBytes()) +
                  " after visiting 10 blocks, bound " + std::to_string(bound) +
                  " (trace.cpp: evicting with `old.events = {}` keeps the buffer)")
                     .c_str());
    }

    void saveOpenedTrace()
    {
        // A lazily opened trace saves again (re-encoding from the loader) to the same data.
        const Fixture f = makeFixture(3 * Trace::kBlockEvents + 5, 21);
        const std::string a = path("a.tstrace"), b = path("b.tstrace");
        saveTrace(a, f.header, f.trace);
        {
            OpenedTrace o = openTrace(a, 1);
            saveTrace(b, o.header, o.trace);
        }
        // Overwrite the source while a trace opened from it is alive: it keeps reading the old file.
        OpenedTrace old = openTrace(a, 1);
        const Fixture other = makeFixture(2 * Trace::kBlockEvents, 22);
        saveTrace(a, other.header, other.trace);
        QVERIFY(old.trace.at(3 * Trace::kBlockEvents) == f.trace.at(3 * Trace::kBlockEvents));
        OpenedTrace ob = openTrace(b);
        const std::string d = differences(f.header, f.trace, ob.header, ob.trace);
        QVERIFY2(d.empty(), d.c_str());
        fs::remove(a);
        fs::remove(b);
    }

    void truncatedAtEveryByte_data()
    {
        QTest::addColumn<bool>("headerSize");
        QTest::addColumn<int>("step");
        // As saved: the header's database size catches every cut before SQLite reads the file.
        QTest::newRow("every byte") << true << 1;
        // With the header's size marked stale (as an old SQLite would leave it), SQLite itself
        // meets the missing pages.
        QTest::newRow("stale header size, every 7th byte") << false << 7;
    }
    void truncatedAtEveryByte()
    {
        QFETCH(bool, headerSize);
        QFETCH(int, step);
        const Fixture f = makeFixture(50, 5);
        const std::string good = path("tiny.tstrace");
        saveTrace(good, f.header, f.trace);
        if (!headerSize) {
            // "version-valid-for" (offset 92) != "change counter" (offset 24): size not trusted.
            std::vector<char> bytes = readAll(good);
            bytes[95] = static_cast<char>(bytes[27] ^ 0x5a);
            writeAll(good, bytes);
            QCOMPARE(openOutcome(good, f), std::string("ok"));
        }
        const auto size = fs::file_size(good);
        qDebug("tiny trace: %llu bytes", static_cast<unsigned long long>(size));
        const std::string cut = path("cut.tstrace");
        fs::copy_file(good, cut, fs::copy_options::overwrite_existing);
        std::map<std::string, int> outcomes;
        for (auto n = size; n-- > 0;) {
            if (n % static_cast<unsigned>(step) != 0)
                continue;
            QCOMPARE(::truncate(cut.c_str(), static_cast<off_t>(n)), 0);
            const std::string outcome = openOutcome(cut, f);
            QVERIFY2(outcome != "ok" && outcome != "io" && outcome.find(' ') == std::string::npos,
                     ("cut at " + std::to_string(n) + ": " + outcome).c_str());
            ++outcomes[outcome];
        }
        for (const auto& [code, count] : outcomes)
            qDebug("truncated: %s x %d", code.c_str(), count);
        QCOMPARE(openOutcome(good, f), std::string("ok"));
        fs::remove(good);
        fs::remove(cut);
    }

    void randomByteFlips()
    {
        // Three blocks, so that a good part of the file is compressed event data.
        const Fixture f = makeFixture(2 * Trace::kBlockEvents + 700, 9);
        const std::string good = path("flips.tstrace");
        saveTrace(good, f.header, f.trace);
        const std::vector<char> bytes = readAll(good);
        const std::string bad = path("flipped.tstrace");
        synthetic::SplitMix64 r{2024};
        std::map<std::string, int> outcomes;
        const int trials = 2000;
        for (int t = 0; t < trials; ++t) {
            std::vector<char> copy = bytes;
            const int flips = 1 + static_cast<int>(r.below(3));
            for (int i = 0; i < flips; ++i) {
                const auto at = r.below(static_cast<std::uint32_t>(copy.size()));
                copy[at] = static_cast<char>(copy[at] ^ static_cast<char>(1 + r.below(255)));
            }
            writeAll(bad, copy);
            const std::string outcome = openOutcome(bad, f);
            QVERIFY2(outcome.find(' ') == std::string::npos && outcome != "io",
                     ("trial " + std::to_string(t) + ": " + outcome).c_str());
            ++outcomes[outcome];
        }
        for (const auto& [code, count] : outcomes)
            qDebug("byte flips: %s x %d", code.c_str(), count);
        fs::remove(good);
        fs::remove(bad);
    }

    void editedFile_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<TraceError::Code>("code");
        QTest::addColumn<QString>("message");
        using C = TraceError::Code;
        QTest::newRow("newer version") << "UPDATE meta SET value='4' WHERE key='format_version'" << C::NewerVersion
                                       << "trace format version 4 is newer than this build's 3; update Turnscope";
        QTest::newRow("much newer version") << "UPDATE meta SET value='17' WHERE key='format_version'"
                                            << C::NewerVersion << "version 17 is newer than this build's 3";
        QTest::newRow("garbage version") << "UPDATE meta SET value='1.x' WHERE key='format_version'" << C::Corrupt
                                         << "format_version";
        QTest::newRow("not ours") << "UPDATE meta SET value='sqlite-thing' WHERE key='format'" << C::NotATrace
                                  << "not a trace file";
        QTest::newRow("no meta") << "DROP TABLE meta" << C::NotATrace << "not a trace file";
        QTest::newRow("no blocks") << "DROP TABLE event_blocks" << C::Corrupt << "event_blocks is missing";
        QTest::newRow("meta view") << "ALTER TABLE meta RENAME TO m2; CREATE VIEW meta AS SELECT * FROM m2"
                                   << C::NotATrace << "";
        QTest::newRow("missing seed") << "DELETE FROM meta WHERE key='seed'" << C::Corrupt << "meta.seed is missing";
        QTest::newRow("seed edited") << "UPDATE meta SET value='8' WHERE key='seed'" << C::Corrupt << "content_hash";
        QTest::newRow("ruleset edited") << "UPDATE meta SET value='x' WHERE key='ruleset'" << C::Corrupt
                                        << "content_hash";
        QTest::newRow("decision edited") << "UPDATE decisions SET a=a+1 WHERE idx=3" << C::Corrupt << "content_hash";
        QTest::newRow("decision deleted") << "DELETE FROM decisions WHERE idx=3" << C::Corrupt << "decision";
        QTest::newRow("bad source") << "UPDATE decisions SET source=9 WHERE idx=0" << C::Corrupt << "out of range";
        QTest::newRow("decision target no entity, rehashed")
            << "UPDATE decisions SET target=100000 WHERE idx=0 --rehash" << C::Corrupt
            << "decision 0: its target is entity 100000; the trace has";
        QTest::newRow("decision actor no entity, rehashed")
            << "UPDATE decisions SET actor=4294967295 WHERE idx=1 --rehash" << C::Corrupt
            << "decision 1: its actor is entity 4294967295";
        QTest::newRow("decision as text") << "UPDATE decisions SET a='x' WHERE idx=0" << C::Corrupt << "not an integer";
        QTest::newRow("name edited") << "UPDATE names SET name='Zed' WHERE table_name='entity' AND id=1" << C::Corrupt
                                     << "content_hash";
        QTest::newRow("huge entity id") << "UPDATE names SET id=1099511627776 WHERE table_name='entity' AND id=3"
                                        << C::Corrupt << "entity ids";
        QTest::newRow("huge kind id") << "UPDATE names SET id=1099511627776 WHERE table_name='kind' AND id=600"
                                      << C::Corrupt << "not a valid kind";
        QTest::newRow("checkpoint edited")
            << "UPDATE checkpoints SET hash='0000000000000000' WHERE seq=(SELECT min(seq) FROM checkpoints)"
            << C::Corrupt << "content_hash";
        QTest::newRow("block hash edited")
            << "UPDATE event_blocks SET hash='0123456789abcdef' WHERE block=1" << C::Corrupt << "content_hash";
        QTest::newRow("absurd raw size") << "UPDATE event_blocks SET raw_size=1099511627776 WHERE block=0" << C::Corrupt
                                         << "raw size";
        QTest::newRow("negative count") << "UPDATE event_blocks SET count=-5 WHERE block=0" << C::Corrupt
                                        << "-5 events";
        QTest::newRow("block missing") << "DELETE FROM event_blocks WHERE block=1" << C::Corrupt
                                       << "not numbered 0, 1, 2";
        QTest::newRow("last block missing")
            << "DELETE FROM event_blocks WHERE block=2" << C::Corrupt << "the event blocks hold";
        QTest::newRow("huge event count")
            << "UPDATE meta SET value='99999999999999999999' WHERE key='event_count'" << C::Corrupt << "event_count";
        QTest::newRow("count mismatch") << "UPDATE meta SET value='9000' WHERE key='event_count'" << C::Corrupt
                                        << "meta.event_count says";
        QTest::newRow("bad scenario") << "UPDATE scenario SET json='{oops'" << C::Corrupt << "content_hash";
        QTest::newRow("scenario missing") << "DROP TABLE scenario; CREATE TABLE scenario(id INTEGER PRIMARY KEY "
                                             "CHECK(id=1), json TEXT NOT NULL)"
                                          << C::Corrupt << "scenario is missing";
        QTest::newRow("bad scenario, rehashed") << "UPDATE scenario SET json='{oops' --rehash" << C::ScenarioInvalid
                                                << "its scenario is invalid: 1:2: JSON syntax error";
        QTest::newRow("huge kind id, rehashed")
            << "UPDATE names SET id=1099511627776 WHERE table_name='kind' AND id=600 --rehash" << C::Corrupt
            << "not a valid kind";
        QTest::newRow("empty kind name, rehashed")
            << "UPDATE names SET name='' WHERE table_name='kind' AND id=600 --rehash" << C::Corrupt
            << "not a valid kind";
        QTest::newRow("unknown names, rehashed")
            << "INSERT INTO names VALUES('zzz', 0, 'x') --rehash" << C::Corrupt << "unknown name table";
        QTest::newRow("huge entity id, rehashed")
            << "UPDATE names SET id=4294967296 WHERE table_name='entity' AND id=12 --rehash" << C::Corrupt
            << "entity ids";
        QTest::newRow("negative checkpoint, rehashed")
            << "UPDATE checkpoints SET seq=-1 WHERE seq=(SELECT min(seq) FROM checkpoints) --rehash" << C::Corrupt
            << "checkpoint at event -1";
        QTest::newRow("bad checkpoint hash, rehashed")
            << "UPDATE checkpoints SET hash='xyz' WHERE seq=(SELECT min(seq) FROM checkpoints) --rehash" << C::Corrupt
            << "not a valid entry";
        QTest::newRow("finished=2, rehashed")
            << "UPDATE meta SET value='2' WHERE key='finished' --rehash" << C::Corrupt << "meta.finished";
        QTest::newRow("other block size, rehashed")
            << "UPDATE meta SET value='1024' WHERE key='block_events' --rehash" << C::Corrupt << "block_events";
        QTest::newRow("altered table") << "ALTER TABLE checkpoints ADD COLUMN extra INTEGER" << C::Corrupt
                                       << "unexpected layout";
        QTest::newRow("wal mode") << "PRAGMA journal_mode=WAL" << C::Corrupt << "";
    }
    void editedFile()
    {
        QFETCH(QString, sql);
        QFETCH(TraceError::Code, code);
        QFETCH(QString, message);
        const Fixture f = makeFixture(2 * Trace::kBlockEvents + 100, 13);
        const std::string file = path("edited.tstrace");
        saveTrace(file, f.header, f.trace);
        sqlExec(file, sql.toStdString());
        if (sql.contains("--rehash"))
            rehash(file);
        const bool walMode = sql.contains("WAL");
        try {
            OpenedTrace o = openTrace(file);
            loadAllBlocks(o.trace);
            if (walMode) {
                // A WAL-mode database is still readable (immutable, no -wal/-shm files made);
                // the data is ours and intact.
                const std::string d = differences(f.header, f.trace, o.header, o.trace);
                QVERIFY2(d.empty(), d.c_str());
            } else {
                QFAIL("no error");
            }
        } catch (const TraceError& e) {
            qDebug("%s: %s", traceErrorCodeName(e.code()), e.what());
            QCOMPARE(codeName(e.code()), codeName(code));
            QVERIFY2(std::string(e.what()).starts_with(file + ": "), e.what());
            QVERIFY2(std::string(e.what()).find(message.toStdString()) != std::string::npos, e.what());
            QCOMPARE(e.file(), file);
        }
        // Opening never makes files next to the trace.
        for (const auto& entry : fs::directory_iterator(dir_.path().toStdString()))
            QVERIFY2(entry.path().string() == file || walMode || !entry.path().string().starts_with(file),
                     entry.path().string().c_str());
        fs::remove_all(dir_.path().toStdString() + "/edited.tstrace");
        for (const char* suffix : {"-wal", "-shm", "-journal"})
            fs::remove(file + suffix);
    }

    void contentHashAsDocumented()
    {
        const Fixture f = makeFixture(Trace::kBlockEvents + 10, 19);
        const std::string file = path("documented.tstrace");
        saveTrace(file, f.header, f.trace);
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
        sqlite3_stmt* s = nullptr;
        QCOMPARE(sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE key='content_hash'", -1, &s, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_step(s), SQLITE_ROW);
        const std::string stored = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
        sqlite3_finalize(s);
        sqlite3_close(db);
        QCOMPARE(QString::fromStdString(stored), QString::fromStdString(hex16(documentedContentHash(file))));
        fs::remove(file);
    }

    void corruptBlocks_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<int>("block");
        QTest::addColumn<QString>("message");
        QTest::newRow("random data") << "UPDATE event_blocks SET data=randomblob(length(data)) WHERE block=1" << 1
                                     << "event block 1 (events 4096..8191) is corrupt";
        QTest::newRow("swapped blocks")
            << "UPDATE event_blocks SET data=(SELECT data FROM event_blocks WHERE block=0) WHERE block=1" << 1
            << "hash to";
        QTest::newRow("flipped last byte")
            << "UPDATE event_blocks SET data=CAST(substr(data,1,length(data)-1) || "
               "CASE WHEN substr(data,-1)=x'00' THEN x'01' ELSE x'00' END AS BLOB) WHERE block=2"
            << 2 << "event block 2 (events 8192..8291) is corrupt: zstd:";
        QTest::newRow("cut short") << "UPDATE event_blocks SET data=substr(data,1,length(data)-1) WHERE block=0" << 0
                                   << "zstd frame";
        // The data's type and size are checked when the block is read: asking for them at open
        // would read every row of the table, not just the block index (issue 41).
        QTest::newRow("data not a blob") << "UPDATE event_blocks SET data='abc' WHERE block=0" << 0
                                         << "event block 0 (events 0..4095) is corrupt: its data is not a blob";
        QTest::newRow("huge blob")
            << "UPDATE event_blocks SET data=zeroblob(1000000) WHERE block=2" << 2
            << "event block 2 (events 8192..8291) is corrupt: its data size 1000000 is impossible";
        QTest::newRow("empty blob") << "UPDATE event_blocks SET data=zeroblob(0) WHERE block=1" << 1
                                    << "its data size 0 is impossible";
    }
    void corruptBlocks()
    {
        // The block BLOBs are not covered by content_hash (that would mean reading them all at
        // open): the file opens, and the block throws when it is decoded.
        QFETCH(QString, sql);
        QFETCH(int, block);
        QFETCH(QString, message);
        const Fixture f = makeFixture(2 * Trace::kBlockEvents + 100, 17);
        const std::string file = path("blocks.tstrace");
        saveTrace(file, f.header, f.trace);
        sqlExec(file, sql.toStdString());
        std::optional<OpenedTrace> opened;
        try {
            opened.emplace(openTrace(file));
        } catch (const TraceError& e) {
            QFAIL(e.what());
        }
        OpenedTrace& o = *opened;
        for (int b = 0; b < 3; ++b) {
            const Seq seq = static_cast<Seq>(b) * Trace::kBlockEvents;
            if (b == block) {
                try {
                    (void)o.trace.at(seq + 1);
                    QFAIL("no error");
                } catch (const TraceError& e) {
                    qDebug("%s", e.what());
                    QCOMPARE(e.code(), TraceError::Code::CorruptBlock);
                    QVERIFY2(std::string(e.what()).find(message.toStdString()) != std::string::npos, e.what());
                }
            } else {
                QVERIFY(o.trace.at(seq + 1) == f.trace.at(seq + 1));
            }
        }
        QVERIFY_THROWS_EXCEPTION(TraceError, loadAllBlocks(o.trace));
        fs::remove(file);
    }

    void foreignFiles()
    {
        const Fixture f = makeFixture(10, 1);
        auto expect = [&](const std::string& file, TraceError::Code code, const std::string& message) {
            try {
                OpenedTrace o = openTrace(file);
                loadAllBlocks(o.trace);
                QFAIL(("no error for " + file).c_str());
            } catch (const TraceError& e) {
                qDebug("%s: %s", traceErrorCodeName(e.code()), e.what());
                QCOMPARE(codeName(e.code()), codeName(code));
                QVERIFY2(std::string(e.what()).find(message) != std::string::npos, e.what());
                QCOMPARE(e.file(), file);
            }
        };
        using C = TraceError::Code;
        expect(path("missing.tstrace"), C::Io, "No such file");
        expect(dir_.path().toStdString(), C::Io, "directory");

        const std::string text = path("text.tstrace");
        writeAll(text, {'h', 'e', 'l', 'l', 'o', '\n'});
        expect(text, C::NotATrace, "not an SQLite database");
        std::vector<char> longText(5000, 'x');
        writeAll(text, longText);
        expect(text, C::NotATrace, "not an SQLite database");
        writeAll(text, {});
        expect(text, C::NotATrace, "empty");
        writeAll(text, {'S', 'Q', 'L'});
        expect(text, C::Truncated, "3 bytes");

        const std::string plain = path("plain.sqlite");
        sqlExec(plain, "CREATE TABLE t(x); INSERT INTO t VALUES(1)");
        expect(plain, C::NotATrace, "without Turnscope's tables");
        const std::string other = path("other.sqlite");
        sqlExec(other, "CREATE TABLE meta(k, v); INSERT INTO meta VALUES('format', 'x')");
        expect(other, C::NotATrace, "not a trace file");

        if (::access("/dev/null", R_OK) == 0)
            expect("/dev/null", C::NotATrace, "not a regular file");

        for (const auto& p : {text, plain, other})
            fs::remove(p);
        (void)f;
    }

    void killedSave()
    {
        const std::string file = path("precious.tstrace");
        const Fixture old = makeFixture(3000, 31);
        saveTrace(file, old.header, old.trace);
        const Fixture big = makeFixture(2'000'000, 32);
        int killedBeforeRename = 0;
        for (int delayMs : {1, 5, 20, 50, 100}) {
            const pid_t pid = ::fork();
            QVERIFY(pid >= 0);
            if (pid == 0) {
                try {
                    saveTrace(file, big.header, big.trace);
                } catch (...) {
                    ::_exit(2);
                }
                ::_exit(0);
            }
            ::usleep(static_cast<useconds_t>(delayMs) * 1000);
            ::kill(pid, SIGKILL);
            int status = 0;
            QCOMPARE(::waitpid(pid, &status, 0), pid);
            const bool killed = WIFSIGNALED(status);
            const std::string outcome = openOutcome(file, killed ? old : big);
            qDebug("killed after %d ms: %s, file %s", delayMs, killed ? "killed" : "finished", outcome.c_str());
            if (killed && outcome != "ok") {
                // The kill may land after the rename: then the file is whole and new.
                QCOMPARE(openOutcome(file, big), std::string("ok"));
            } else {
                QCOMPARE(outcome, std::string("ok"));
                if (killed)
                    ++killedBeforeRename;
            }
            if (!killed || openOutcome(file, old) != "ok")
                saveTrace(file, old.header, old.trace);
        }
        QVERIFY(killedBeforeRename > 0);
        // Leftover temporaries of killed saves are the only other files.
        for (const auto& entry : fs::directory_iterator(dir_.path().toStdString())) {
            const std::string name = entry.path().filename().string();
            QVERIFY2(name == "precious.tstrace" || name.starts_with(".precious.tstrace.tstmp-"), name.c_str());
            if (name != "precious.tstrace")
                fs::remove(entry.path());
        }
        fs::remove(file);
    }

    void failedSave()
    {
        const Fixture old = makeFixture(500, 41);
        const Fixture next = makeFixture(700, 42);

        // The target is a directory: rename fails, nothing is left behind.
        const std::string asDir = path("adir.tstrace");
        fs::create_directory(asDir);
        QVERIFY_THROWS_EXCEPTION(TraceError, saveTrace(asDir, next.header, next.trace));
        try {
            saveTrace(asDir, next.header, next.trace);
        } catch (const TraceError& e) {
            qDebug("%s", e.what());
            QCOMPARE(e.code(), TraceError::Code::Io);
            QCOMPARE(e.file(), asDir);
        }
        QVERIFY(fs::is_directory(asDir));
        QCOMPARE(countEntries(dir_.path().toStdString()), std::size_t{1});
        fs::remove(asDir);

        // A directory we cannot write to.
        const std::string ro = path("readonly");
        fs::create_directory(ro);
        const std::string file = ro + "/old.tstrace";
        saveTrace(file, old.header, old.trace);
        ::chmod(ro.c_str(), 0555);
        if (::access(ro.c_str(), W_OK) == 0) {
            qDebug("running with privileges that ignore directory permissions; skipping that case");
        } else {
            try {
                saveTrace(file, next.header, next.trace);
                QFAIL("no error");
            } catch (const TraceError& e) {
                qDebug("%s", e.what());
                QCOMPARE(e.code(), TraceError::Code::Io);
                QCOMPARE(e.file(), file);
            }
            QCOMPARE(openOutcome(file, old), std::string("ok"));
            QCOMPARE(countEntries(ro), std::size_t{1});
        }
        ::chmod(ro.c_str(), 0755);

        // A missing directory.
        QVERIFY_THROWS_EXCEPTION(TraceError, saveTrace(path("nope/x.tstrace"), next.header, next.trace));

        // A trace whose loader fails while saving: the error comes through, the old file stays.
        const std::string broken = path("broken.tstrace");
        saveTrace(broken, next.header, next.trace);
        sqlExec(broken, "UPDATE event_blocks SET data=randomblob(length(data)) WHERE block=0");
        OpenedTrace o = openTrace(broken);
        try {
            saveTrace(file, o.header, o.trace);
            QFAIL("no error");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::CorruptBlock);
        }
        QCOMPARE(openOutcome(file, old), std::string("ok"));
        QCOMPARE(countEntries(ro), std::size_t{1});
        fs::remove_all(ro);
        fs::remove(broken);
    }

    void errorCodeNames()
    {
        using C = TraceError::Code;
        QCOMPARE(std::string(traceErrorCodeName(C::NotATrace)), std::string("not-a-trace"));
        QCOMPARE(std::string(traceErrorCodeName(C::Truncated)), std::string("truncated"));
        QCOMPARE(std::string(traceErrorCodeName(C::CorruptBlock)), std::string("corrupt-block"));
        QCOMPARE(std::string(traceErrorCodeName(C::Corrupt)), std::string("corrupt"));
        QCOMPARE(std::string(traceErrorCodeName(C::NewerVersion)), std::string("newer-version"));
        QCOMPARE(std::string(traceErrorCodeName(C::ScenarioInvalid)), std::string("scenario-invalid"));
        QCOMPARE(std::string(traceErrorCodeName(C::Io)), std::string("io"));
        const TraceError e(C::Corrupt, "x.tstrace", "something is wrong");
        QCOMPARE(std::string(e.what()), std::string("x.tstrace: something is wrong"));
    }
};

TURNSCOPE_TEST_MAIN(TstTraceFile)
#include "tst_trace_file.moc"
