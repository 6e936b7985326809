// Hostile and unlucky input files (issue 8, classes 1, 5 and 6), at the kernel's door: the
// one JSON parser (depth, repeated keys, numbers out of range, syntax), the one file reader
// (missing, unreadable, a directory, a FIFO, a device, too large), names with control
// characters, scenario ranges, and the scenario stored in a trace file.
#include "robustness_support.h"
#include "test_main.h"

#include "kernel/exit_codes.h"
#include "kernel/io/file_io.h"
#include "kernel/io/json_parse.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <fcntl.h>

#include <optional>

using namespace ts;

namespace {

std::optional<ScenarioError> parseFailure(const std::string& text)
{
    try {
        (void)parseScenarioText(text, "hostile.json");
    } catch (const ScenarioError& e) {
        return e;
    }
    return std::nullopt;
}

std::string nested(int levels, char open, char close)
{
    std::string inner = open == '{' ? "{}" : "[]";
    std::string s;
    for (int i = 1; i < levels; ++i)
        s += open == '{' ? std::string("{\"a\":") : std::string(1, open);
    s += inner;
    for (int i = 1; i < levels; ++i)
        s += close;
    return s;
}

}  // namespace

class TestHostileInput : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::string path(const char* name) const { return dir_.filePath(QLatin1String(name)).toStdString(); }

private slots:
    // Class 1: tens of thousands of levels (120 KB) used to overflow the stack when the
    // parsed document was copied; the parser refuses it at the 65th level, naming the place.
    void deepScenarioFile()
    {
        const std::string file = path("deep.json");
        robust::writeText(file, robust::deepScenario(60000));
        QVERIFY(robust::readText(file).size() > 120000);
        try {
            loadScenarioFile(file);
            QFAIL("a 60000-level scenario was accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(e.file(), file);
            QCOMPARE(e.path(), std::string("1:112"));  // the 64th [ of the map: the 65th level after the root object
            QVERIFY2(e.message().find("nests deeper than 64 levels") != std::string::npos, e.what());
            QVERIFY2(e.message().find("$.map[0]") != std::string::npos, e.what());
            QCOMPARE(exitCodeFor(e), int(kExitBadScenario));
        }
    }

    void depthLimitIsExact_data()
    {
        QTest::addColumn<char>("open");
        QTest::addColumn<char>("close");
        QTest::addRow("arrays") << '[' << ']';
        QTest::addRow("objects") << '{' << '}';
    }
    void depthLimitIsExact()
    {
        QFETCH(char, open);
        QFETCH(char, close);
        QVERIFY(parseJsonText(nested(int(kMaxJsonDepth), open, close), "f").is_structured());
        QVERIFY_THROWS_EXCEPTION(ScenarioError, parseJsonText(nested(int(kMaxJsonDepth) + 1, open, close), "f"));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, parseJsonText(nested(100000, open, close), "f"));
    }

    // Class 6: a repeated key is an error that names both places.
    void duplicateKeys_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("places");
        QTest::addRow("root") << R"({"ruleset": "roguelike",
 "name": "a",
 "name": "b"})"
                              << "$.name"
                              << "at 3:2; it is already at 2:2";
        QTest::addRow("in a unit") << R"({"ruleset": "roguelike", "name": "a", "map": ["..."], "units": [
  {"name": "P", "faction": "player", "speed": 1, "hp": 3, "at": [0, 0], "hp": 30}]})"
                                   << "$.units[0].hp"
                                   << "at 2:73; it is already at 2:50";
        // (not a raw string: moc cannot read a backslash before a quote in one)
        QTest::addRow("escaped quotes") << "{\"a\\\"b\": 1, \"a\\\"b\": 2}"
                                        << "$.a\"b"
                                        << "at 1:13; it is already at 1:2";
        QTest::addRow("same key, other objects is fine, then twice") << R"({"x": {"k": 1}, "y": {"k": 1, "k": 2}})"
                                                                     << "$.y.k"
                                                                     << "at 1:31; it is already at 1:23";
    }
    void duplicateKeys()
    {
        QFETCH(QString, text);
        QFETCH(QString, path);
        QFETCH(QString, places);
        try {
            (void)parseJsonText(text.toStdString(), "dup.json");
            QFAIL("a repeated key was accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.path()), path);
            QVERIFY2(QString::fromStdString(e.message()).contains(places), e.what());
            QVERIFY2(QString::fromStdString(e.message()).startsWith(QStringLiteral("duplicate key")), e.what());
        }
    }

    // Class 6: 1e999 used to escape as nlohmann's untyped out_of_range (exit 70).
    void numbersOutOfRange_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("message");
        QTest::addRow("1e999") << R"({"ruleset": "roguelike", "turns": 1e999})"
                               << "1:35"
                               << "the number 1e999 is out of range";
        QTest::addRow("-1e999") << "{\"ruleset\": \"nation\",\n \"seed\": -1e999}"
                                << "2:10"
                                << "-1e999 is out of range";
        QTest::addRow("in an array") << "[1, 2,\n  3E+400]"
                                     << "2:3"
                                     << "3E+400 is out of range";
        // Where the lexer saw the mistake: the last character it read.
        QTest::addRow("syntax error keeps its place") << "{\"a\": tru}"
                                                      << "1:10"
                                                      << "JSON syntax error";
        QTest::addRow("trailing garbage") << "{} x"
                                          << "1:4"
                                          << "JSON syntax error";
        QTest::addRow("empty") << ""
                               << "1:1"
                               << "JSON syntax error";
        QTest::addRow("invalid UTF-8") << QString::fromLatin1("{\"name\": \"\xff\"}") << "1:11"
                                       << "JSON syntax error";
    }
    void numbersOutOfRange()
    {
        QFETCH(QString, text);
        QFETCH(QString, place);
        QFETCH(QString, message);
        std::string bytes = text.toStdString();
        if (QTest::currentDataTag() == QLatin1String("invalid UTF-8"))
            bytes = "{\"name\": \"\xff\"}";
        try {
            (void)parseJsonText(bytes, "n.json");
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.path()), place);
            QVERIFY2(QString::fromStdString(e.message()).contains(message), e.what());
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("n.json: ")), e.what());
        }
    }

    // A huge integer is read as a non-integer number, which the scenario refuses by type.
    void hugeIntegerIsATypeError()
    {
        const auto e = parseFailure(R"({"ruleset": "roguelike", "name": "x", "turns": 100000000000000000000000000000,
            "map": ["."], "units": []})");
        QVERIFY(e);
        QCOMPARE(e->path(), std::string("$.turns"));
        QVERIFY2(e->message().find("expected an integer, found a non-integer number") != std::string::npos, e->what());
    }

    // Class 6: a NUL in a name used to cut the CLI's Run table.
    void controlCharactersInNames_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        const QString unit = QStringLiteral(
            R"({"ruleset": "roguelike", "name": %1, "description": %2, "map": ["..."],
                "units": [{"name": %3, "faction": "player", "speed": 1, "at": [0, 0]}]})");
        // (plain strings: moc cannot read raw strings with backslashes)
        QTest::addRow("NUL in a unit name") << unit.arg("\"a\"", "\"d\"", "\"Pla\\u0000yer\"") << "$.units[0].name";
        QTest::addRow("newline in a unit name") << unit.arg("\"a\"", "\"d\"", "\"P\\nQ\"") << "$.units[0].name";
        QTest::addRow("escape in the scenario name") << unit.arg("\"a\\u001b[31m\"", "\"d\"", "\"P\"") << "$.name";
        QTest::addRow("NUL in a description") << unit.arg("\"a\"", "\"d\\u0000\"", "\"P\"") << "$.description";
        const QString stage = QStringLiteral(
            R"({"ruleset": "nation", "name": "n", "stage": {"id": %1, "domesticCount": 1, "roundLimit": 1},
                "states": [{"id": %2}], "nations": [{"name": "A", "turnOrder": 1, "power": 1,
                "units": [{"name": %3, "maxHp": 1, "attack": 1, "row": "bench"}]}]})");
        QTest::addRow("nation: NUL in a unit name")
            << stage.arg("\"s\"", "\"S\"", "\"u\\u0000\"") << "$.nations[0].units[0].name";
        QTest::addRow("nation: tab in a state id") << stage.arg("\"s\"", "\"S\\t1\"", "\"u\"") << "$.states[0].id";
        QTest::addRow("nation: DEL in the stage id") << stage.arg("\"s\\u007f\"", "\"S\"", "\"u\"") << "$.stage.id";
    }
    void controlCharactersInNames()
    {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const auto e = parseFailure(text.toStdString());
        QVERIFY(e);
        QCOMPARE(QString::fromStdString(e->path()), path);
        QVERIFY2(e->message().find("control character") != std::string::npos, e->what());
    }

    void descriptionMayHaveLines()
    {
        QVERIFY(!parseFailure(R"({"ruleset": "roguelike", "name": "a", "description": "line 1\nline 2\tend",
            "map": ["..."], "units": [{"name": "P", "faction": "player", "speed": 1, "at": [0, 0]}]})"));
    }

    // Class 6: a missing, unreadable or non-regular file is an I/O error (exit 5) with the
    // operating system's reason, never "JSON syntax error 1:1".
    void filesThatCannotBeRead()
    {
        auto ioError = [](const std::string& file, const char* reason) {
            try {
                loadScenarioFile(file);
            } catch (const FileError& e) {
                QVERIFY2(std::string(e.what()).starts_with(file + ": "), e.what());
                QVERIFY2(e.detail().find(reason) != std::string::npos, e.what());
                QCOMPARE(exitCodeFor(e), int(kExitIo));
                return;
            }
            QFAIL(("no I/O error for " + file).c_str());
        };
        ioError(path("missing.json"), "No such file or directory");
        ioError(dir_.path().toStdString(), "a directory");
        ioError("/dev/zero", "a character device");
        const std::string fifo = path("fifo.json");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        ioError(fifo, "a FIFO");  // no writer: opening must not block
        QVERIFY(clock.elapsed() < 5000);
        if (!robust::runningAsRoot()) {
            const std::string secret = path("secret.json");
            robust::writeText(secret, "{}");
            ::chmod(secret.c_str(), 0);
            ioError(secret, "Permission denied");
        }
    }

    // Issue 36: the window tells a trace from a scenario by its first bytes. Peeking must
    // neither block on a FIFO with no writer nor read a device: only regular files answer.
    void fileHeadOnlyOfRegularFiles()
    {
        robust::writeText(path("short.json"), "{}");
        robust::writeText(path("long.json"), std::string("SQLite format 3\0", 16) + "rest");
        QCOMPARE(readFileHead(path("short.json"), 16), std::optional<std::string>("{}"));
        QCOMPARE(readFileHead(path("long.json"), 16), std::optional<std::string>(std::string("SQLite format 3\0", 16)));
        const std::string fifo = path("head.fifo");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!readFileHead(fifo, 16));
        QVERIFY(clock.elapsed() < 5000);
        QVERIFY(!readFileHead("/dev/zero", 16));
        QVERIFY(!readFileHead(dir_.path().toStdString(), 16));
        QVERIFY(!readFileHead(path("missing.json"), 16));
    }

    void unreadableAsAnotherUser()
    {
        if (!robust::runningAsRoot())
            QSKIP("covered by filesThatCannotBeRead (not root)");
        const std::string secret = "/tmp/turnscope-secret-" + std::to_string(::getpid()) + ".json";
        robust::writeText(secret, "{}");
        ::chmod(secret.c_str(), 0600);
        const int code = robust::asNobody([&] {
            try {
                loadScenarioFile(secret);
            } catch (const FileError& e) {
                return e.detail().find("Permission denied") != std::string::npos ? 0 : 1;
            } catch (...) {
            }
            return 2;
        });
        ::unlink(secret.c_str());
        QCOMPARE(code, 0);
    }

    // Class 5: a file over the documented size is refused before it is read.
    void tooLarge()
    {
        const std::string big = path("big.json");
        const int fd = ::open(big.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        QVERIFY(fd >= 0);
        QCOMPARE(::ftruncate(fd, static_cast<off_t>(kMaxScenarioBytes) + 1), 0);  // sparse: no disk used
        ::close(fd);
        try {
            loadScenarioFile(big);
            QFAIL("a file over 16 MiB was read");
        } catch (const ScenarioError& e) {
            QVERIFY2(e.message().find("16777217 bytes") != std::string::npos, e.what());
            QVERIFY2(e.message().find("at most 16777216 bytes") != std::string::npos, e.what());
        }
        const InputFile exact = readInputFile(big, kMaxScenarioBytes + 1);
        QVERIFY(!exact.tooLarge);
        QCOMPARE(exact.data.size(), kMaxScenarioBytes + 1);
    }

    // Class 5: the ranges that keep a game's work bounded.
    void scenarioRanges_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const QString stage = QStringLiteral(
            R"({"ruleset": "nation", "name": "n", "stage": {"id": "s", "domesticCount": %1, "roundLimit": %2},
                "nations": [{"name": "A", "turnOrder": 1, "power": 1, "units": []}]})");
        QTest::addRow("absurd domestic count")
            << stage.arg(QStringLiteral("2147483647"), QStringLiteral("1")) << "$.stage.domesticCount"
            << "between 0 and 100";
        QTest::addRow("round limit") << stage.arg(QStringLiteral("1"), QStringLiteral("100001")) << "$.stage.roundLimit"
                                     << "between 1 and 100000";
        QString many = QStringLiteral(R"({"ruleset": "nation", "name": "n", "stage": {"id": "s", "domesticCount": 1,
            "roundLimit": 1}, "nations": [)");
        for (int i = 0; i < 65; ++i)
            many += QStringLiteral(R"(%1{"name": "N%2", "turnOrder": %2, "power": 1, "units": []})")
                        .arg(i ? QStringLiteral(",") : QString())
                        .arg(i);
        QTest::addRow("65 nations") << many + QStringLiteral("]}") << "$.nations"
                                    << "at most 64 nations";
        QTest::addRow("attacks per turn") << QStringLiteral(R"({"ruleset": "roguelike", "name": "a", "map": ["..."],
            "units": [{"name": "P", "faction": "player", "speed": 1, "at": [0, 0], "attacksPerTurn": 1001}]})")
                                          << "$.units[0].attacksPerTurn"
                                          << "between 1 and 1000";
    }
    void scenarioRanges()
    {
        QFETCH(QString, text);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const auto e = parseFailure(text.toStdString());
        QVERIFY(e);
        QCOMPARE(QString::fromStdString(e->path()), path);
        QVERIFY2(QString::fromStdString(e->message()).contains(message), e->what());
    }

    // Class 1 and 6 in a trace: the stored scenario goes through the same parser, so a
    // deep, repeated-key or oversized scenario is "scenario-invalid" (exit 4), not a crash.
    void scenarioStoredInATrace_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("message");
        QTest::addRow("60000 levels") << QString::fromStdString(robust::deepScenario(60000))
                                      << "nests deeper than 64 levels";
        QTest::addRow("repeated key") << R"({"ruleset": "roguelike", "name": "a", "name": "b"})"
                                      << "$.name: duplicate key \"name\" at 1:39; it is already at 1:26";
        QTest::addRow("1e999") << R"({"ruleset": "roguelike", "turns": 1e999})"
                               << "1:35: the number 1e999 is out of range";
        QTest::addRow("over 16 MiB") << QString(int(kMaxScenarioBytes) + 1, QLatin1Char(' '))
                                     << "a scenario may be at most";
    }
    void scenarioStoredInATrace()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, message);
        const LoadedScenario loaded =
            loadScenarioFile(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/one-run.json");
        Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
        session.run();
        const std::string file = path("edited.tstrace");
        saveSession(file, session);
        robust::replaceStoredScenario(file, scenario.toStdString());
        try {
            openRecordedGame(file);
            QFAIL("opened a trace with a hostile scenario");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::ScenarioInvalid);
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QString::fromStdString(file)), e.what());
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
            QCOMPARE(exitCodeFor(e), int(kExitBadTrace));
        }
    }

    void exitCodes()
    {
        QCOMPARE(exitCodeFor(ScenarioError("f", "$", "m")), int(kExitBadScenario));
        QCOMPARE(exitCodeFor(FileError("f", "m")), int(kExitIo));
        QCOMPARE(exitCodeFor(TraceError(TraceError::Code::Io, "f", "m")), int(kExitIo));
        QCOMPARE(exitCodeFor(TraceError(TraceError::Code::Corrupt, "f", "m")), int(kExitBadTrace));
        QCOMPARE(exitCodeFor(std::logic_error("a bug")), int(kExitInternal));
    }
};

TURNSCOPE_TEST_MAIN(TestHostileInput)
#include "tst_hostile_input.moc"
