// Checkpoint states in trace files (issue 41): a session saved with its checkpoints' states
// and reopened seeks from them, with exactly the states and hashes of re-executing the game
// from its start, on every sample of every ruleset; every game of a ruleset with a codec
// stores them; a file without them (older ones) seeks as before; a damaged state is a
// TraceError naming the file and the event, on every sample; re-saving an opened session
// keeps the file's states.
#include "sample_rows.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "kernel/session/state_codec.h"
#include "kernel/sink.h"

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

using namespace ts;

namespace {

// Checkpoints every 64 events, so that a sample's short game has several.
SessionOptions denseCheckpoints()
{
    SessionOptions o;
    o.checkpointInterval = 64;
    o.checkpointBytesPerEvent = 0;
    o.maxEvents = 400'000;
    return o;
}

std::unique_ptr<Session> playAndSave(const QString& sample, const std::string& path)
{
    const LoadedScenario l = loadScenarioFile(sample.toStdString());
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, denseCheckpoints());
    s->run();
    saveSession(path, *s);
    return s;
}

// The rulesets whose games have no state codec (their files hold no states): none since
// events' codec; a ruleset added without one goes here, and a test fails when the list
// disagrees with the registry.
const QStringList& rulesetsWithoutCodec()
{
    static const QStringList ids;
    return ids;
}

void sql(const std::string& path, const std::string& statement)
{
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    const int rc = sqlite3_exec(db, statement.c_str(), nullptr, nullptr, &err);
    const QString message = err ? QString::fromUtf8(err) : QString();
    sqlite3_free(err);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, qPrintable(message));
}

// The states of `a` and `b` at `count` events (random, then the last and the first), compared
// by hash and document.
void compareStates(Session& a, Session& b, int count, std::uint64_t seed)
{
    QCOMPARE(a.size(), b.size());
    if (a.size() == 0)
        return;
    Pcg32 rng(seed, 7);
    for (int k = 0; k < count + 2; ++k) {
        const Seq q = k == count ? a.size() - 1 : k == count + 1 ? 0 : rng.below(static_cast<std::uint32_t>(a.size()));
        const auto sa = a.stateAt(q), sb = b.stateAt(q);
        QVERIFY2(sa->stateHash() == sb->stateHash(), qPrintable(QStringLiteral("event %1: hashes differ").arg(q)));
        QVERIFY2(sa->toJson() == sb->toJson(), qPrintable(QStringLiteral("event %1: states differ").arg(q)));
    }
}

// The first stored state past event 0, the one a seek to the end reads first.
// A sample's scenario and its ruleset's state codec (null: the ruleset has none).
std::pair<LoadedScenario, const StateCodec*> sampleAndCodec(const QString& path)
{
    LoadedScenario l = loadScenarioFile(path.toStdString());
    const StateCodec* codec = findStateCodec(l.ruleset->id());
    return {std::move(l), codec};
}

Seq firstStoredSeq(const std::string& path)
{
    const RecordedGame g = openRecordedGame(path);
    return g.file.states && g.file.states->entries().size() > 1 ? g.file.states->entries()[1].seq : 0;
}

}  // namespace

class TestSessionFileStates : public QObject {
    Q_OBJECT
private slots:
    // Seeks from the file's states give exactly what re-executing from the start gives (the
    // same session with its states detached), and what the recording had; the reopened game
    // also runs on to its recorded end from them.
    void seeksFromFileStates_data() { test::addSamplePathRows(); }
    void seeksFromFileStates()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QFAIL("a registered ruleset has no sample");
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("t.tstrace")).toStdString();
        const auto recorded = playAndSave(path, file);
        const RecordedGame g = openRecordedGame(file);
        // A ruleset with a codec stores a state at every checkpoint of every game.
        const bool saves = findStateCodec(recorded->ruleset().id()) != nullptr;
        QCOMPARE(g.file.states != nullptr, saves);
        if (saves)
            QCOMPARE(g.file.states->entries().size(), recorded->checkpointCount());

        auto fromStates = openSession(file);
        auto reexecuted = openSession(file);
        reexecuted->attachStoredStates(nullptr, nullptr);
        QCOMPARE(fromStates->storedStates() != nullptr, g.file.states != nullptr);
        // The first seek is to the end: the far seek that re-executed the whole game.
        (void)fromStates->stateAt(fromStates->size() - 1);
        if (saves && recorded->size() > 200)
            QVERIFY(fromStates->checkpointCount() > 1);  // a state came from the file
        compareStates(*fromStates, *reexecuted, 150, recorded->size());
        compareStates(*fromStates, *recorded, 50, recorded->size() + 1);

        auto running = openSession(file);
        running->run();
        QCOMPARE(running->size(), recorded->size());
        QCOMPARE(running->head().stateHash(), recorded->head().stateHash());
        QCOMPARE(running->finished(), recorded->finished());
    }

    // Which rulesets have a codec is what rulesetsWithoutCodec() says (so that the rows above
    // cover through a codec every sample of the rest).
    void codecRegistry()
    {
        for (const QString& id : test::rulesetIds())
            QVERIFY2((findStateCodec(id.toStdString()) == nullptr) == rulesetsWithoutCodec().contains(id),
                     qPrintable(id));
    }

    // A file without the table (as every file before issue 41) opens and seeks as before.
    void fileWithoutStates()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("t.tstrace")).toStdString();
        const QString sample = QString::fromStdString(test::sampleFile("roguelike", "nine-units.json"));
        const auto recorded = playAndSave(sample, file);
        QVERIFY(firstStoredSeq(file) > 0);
        sql(file, "DROP TABLE checkpoint_states");
        const RecordedGame g = openRecordedGame(file);
        QVERIFY(!g.file.states);
        auto opened = openSession(file);
        QVERIFY(!opened->storedStates());
        compareStates(*opened, *recorded, 60, 3);
    }

    // A damaged state: another event's state, bytes that are no zstd frame, a state of the
    // right hash whose bytes the codec refuses; each a TraceError naming the file and event.
    void damagedState_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("expected");
        const struct {
            const char* name;
            const char* damage;
            const char* expected;
        } damages[] = {
            {"another event's state",
             "UPDATE checkpoint_states SET data = (SELECT data FROM checkpoint_states WHERE seq = 0), raw_size = "
             "(SELECT raw_size FROM checkpoint_states WHERE seq = 0) WHERE seq = %1",
             "does not match the state hash"},
            {"not zstd", "UPDATE checkpoint_states SET data = x'00112233' WHERE seq = %1", "cannot be read"},
            {"wrong raw size", "UPDATE checkpoint_states SET raw_size = raw_size + 1 WHERE seq = %1", "cannot be read"},
        };
        QStringList without;
        for (const auto& sample : test::registeredSamples(&without))
            for (const auto& d : damages)
                QTest::addRow("%s: %s", qPrintable(sample.ruleset + QLatin1Char('/') + sample.file), d.name)
                    << sample.path << QString::fromUtf8(d.damage) << QString::fromUtf8(d.expected);
        for (const QString& id : without)
            QTest::addRow("%s (no sample)", qPrintable(id)) << QString() << QString() << QString();
    }
    void damagedState()
    {
        QFETCH(QString, path);
        QFETCH(QString, damage);
        QFETCH(QString, expected);
        if (path.isEmpty())
            QFAIL("a registered ruleset has no sample");
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("t.tstrace")).toStdString();
        const auto recorded = playAndSave(path, file);
        if (!findStateCodec(recorded->ruleset().id()))
            QSKIP("the ruleset has no state codec: its files hold no states");
        const Seq seq = firstStoredSeq(file);
        // Checkpoints every 64 events: only a game of fewer has no state past its start.
        QVERIFY(seq > 0 || recorded->size() < 64);
        if (seq == 0)
            QSKIP("the game is too short to have a checkpoint past its start");
        sql(file, damage.arg(seq).toStdString());
        auto opened = openSession(file);  // opens: the states are read when a seek needs them
        try {
            (void)opened->stateAt(seq + 1);
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::Corrupt);
            QCOMPARE(e.file(), file);
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.contains(QStringLiteral("event #%1").arg(seq)), qPrintable(what));
            QVERIFY2(what.contains(expected), qPrintable(what));
        }
    }

    // A row of checkpoint_states whose event has no checkpoint hash cannot be checked: the
    // file is refused at open.
    void stateWithoutHash()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("t.tstrace")).toStdString();
        const QString sample = QString::fromStdString(test::sampleFile("roguelike", "nine-units.json"));
        (void)playAndSave(sample, file);
        const Seq seq = firstStoredSeq(file);
        sql(file,
            "UPDATE checkpoint_states SET seq = " + std::to_string(seq + 1) + " WHERE seq = " + std::to_string(seq));
        try {
            (void)openRecordedGame(file);
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::Corrupt);
            QVERIFY2(std::string(e.what()).find("event #" + std::to_string(seq + 1)) != std::string::npos, e.what());
        }
    }

    // Every state a game passes through at a step boundary restores to itself: a codec's
    // checks refuse no state the rules make (a field a step leaves stale included). Every
    // sample of every ruleset with a codec, a checkpoint at every step.
    void codecRestoresEveryState_data() { test::addSamplePathRows(); }
    void codecRestoresEveryState()
    {
        QFETCH(QString, path);
        QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
        const auto [l, codec] = sampleAndCodec(path);
        if (!codec)
            QSKIP("the ruleset has no state codec: its files hold no states");
        SessionOptions o = denseCheckpoints();
        o.checkpointInterval = 1;
        Session s(*l.ruleset, l.scenario, l.scenario->seed, o);
        s.run();
        int checked = 0;
        s.forEachCheckpoint([&](Seq seq, std::size_t, const Game& g) {
            CanonicalWriter w;
            if (!codec->save(g, w))
                return;
            const auto restored = codec->restore(*l.scenario, l.scenario->seed, w.bytes());
            QVERIFY2(restored, qPrintable(QStringLiteral("event %1: refused").arg(seq)));
            QVERIFY2(restored->stateHash() == g.stateHash() && restored->toJson() == g.toJson(),
                     qPrintable(QStringLiteral("event %1: restored another state").arg(seq)));
            ++checked;
        });
        QCOMPARE(static_cast<std::size_t>(checked), s.checkpointCount());
    }

    // A codec's restore takes bytes from a file: cut short anywhere it refuses them, and with
    // any byte changed it refuses them or makes a game that steps without harm (the sanitizer
    // builds check the memory and the arithmetic; 40,000 damaged states a sample passed there). Every sample of every ruleset with a codec (a ruleset's
    // samples cover its kinds of game: roguelike's Run table and energy loop), on its last
    // checkpoint's state.
    void codecRefusesDamagedBytes_data() { test::addSamplePathRows(); }
    void codecRefusesDamagedBytes()
    {
        QFETCH(QString, path);
        QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
        const auto [l, codec] = sampleAndCodec(path);
        if (!codec)
            QSKIP("the ruleset has no state codec: its files hold no states");
        Session s(*l.ruleset, l.scenario, l.scenario->seed, denseCheckpoints());
        s.run();
        std::vector<std::vector<char8_t>> states;
        s.forEachCheckpoint([&](Seq, std::size_t, const Game& g) {
            CanonicalWriter w;
            if (codec->save(g, w))
                states.emplace_back(w.bytes().begin(), w.bytes().end());
        });
        QVERIFY2(!states.empty(), "the codec saves no state of this sample's game");
        const std::vector<char8_t>& bytes = states.back();
        const auto whole = codec->restore(*l.scenario, l.scenario->seed, bytes);
        QVERIFY(whole);
        for (std::size_t n = 0; n < bytes.size(); ++n)
            QVERIFY2(!codec->restore(*l.scenario, l.scenario->seed, std::span(bytes.data(), n)),
                     qPrintable(QStringLiteral("cut at byte %1 of %2").arg(n).arg(bytes.size())));
        Pcg32 rng(bytes.size(), 3);
        // A bit flipped, and every other time a byte set to anything too (a sign, a count).
        for (int k = 0; k < 1000; ++k) {
            std::vector<char8_t> damaged = bytes;
            const auto at = [&] { return rng.below(static_cast<std::uint32_t>(damaged.size())); };
            damaged[at()] ^= static_cast<char8_t>(1u << rng.below(8));
            if (k % 2)
                damaged[at()] = static_cast<char8_t>(rng.below(256));
            if (const auto g = codec->restore(*l.scenario, l.scenario->seed, damaged)) {
                EventSink sink(nullptr, 0, nullptr);
                for (int step = 0; step < 200 && !g->finished(); ++step) {
                    sink.beginStep();
                    if (g->step(sink) == StepStatus::NeedDecision) {
                        const auto answers = g->legalAnswers();
                        if (answers.empty())
                            break;
                        g->answer(answers.front(), AnswerSource::Caller, 0);
                    }
                }
            }
        }
    }

    // "Save as" of an opened session, without a seek: the file's states are kept.
    void resaveKeepsStates()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("t.tstrace")).toStdString();
        const std::string again = dir.filePath(QStringLiteral("u.tstrace")).toStdString();
        const QString sample = QString::fromStdString(test::sampleFile("roguelike", "nine-units.json"));
        const auto recorded = playAndSave(sample, file);
        saveSession(again, *openSession(file));
        const RecordedGame a = openRecordedGame(file), b = openRecordedGame(again);
        QVERIFY(a.file.states && b.file.states);
        QCOMPARE(b.file.states->entries().size(), a.file.states->entries().size());
        for (std::size_t i = 0; i < a.file.states->entries().size(); ++i)
            QVERIFY(a.file.states->read(i) == b.file.states->read(i));
        auto opened = openSession(again);
        compareStates(*opened, *recorded, 40, 5);
    }
};

TURNSCOPE_TEST_MAIN(TestSessionFileStates)
#include "tst_session_file_states.moc"
