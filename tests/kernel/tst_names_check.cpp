// Names and free text are checked by one kernel function (kernel/names_check.h) in every
// ruleset (issue 36, class 3: stack, events and the energy loop accepted a NUL, which cut
// `run`'s report short with exit 0, and an ESC, which drove the terminal). The function on
// its own, then each ruleset's reader: a bundled sample with one name replaced.
#include "test_main.h"
#include "test_paths.h"

#include "kernel/names_check.h"
#include "kernel/ruleset_registry.h"

#include <QFile>

#include <nlohmann/json.hpp>

#include <optional>

using namespace ts;

namespace {

std::optional<ScenarioError> nameFailure(std::string_view s, bool text)
{
    try {
        text ? checkText(s, "f.json", "$.x") : checkName(s, "f.json", "$.x");
    } catch (const ScenarioError& e) {
        return e;
    }
    return std::nullopt;
}

// The sample with the string at `pointer` replaced by `value`, parsed as "names.json".
std::optional<ScenarioError> sampleFailure(const QString& sample, const std::string& pointer, const std::string& value)
{
    QFile f(test::sourceDir() + QStringLiteral("/resources/scenarios/") + sample);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(sample));
    nlohmann::json doc = nlohmann::json::parse(f.readAll().toStdString());
    doc.at(nlohmann::json::json_pointer(pointer)) = value;
    try {
        (void)parseScenarioText(doc.dump(), "names.json");
    } catch (const ScenarioError& e) {
        return e;
    }
    return std::nullopt;
}

}  // namespace

class TestNamesCheck : public QObject {
    Q_OBJECT
private slots:
    void kernelFunction_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<bool>("text");
        QTest::addColumn<QString>("problem");  // empty: accepted
        QTest::addRow("plain") << QByteArray("Alice") << false << QString();
        QTest::addRow("UTF-8") << QByteArray("K\xc3\xa4the \xe2\x98\x85") << false << QString();
        QTest::addRow("NUL") << QByteArray("Al\0ice", 6) << false
                             << QStringLiteral("control character (U+0000) at byte 2");
        QTest::addRow("ESC") << QByteArray("\x1b[2J") << false
                             << QStringLiteral("control character (U+001B) at byte 0");
        QTest::addRow("DEL") << QByteArray("a\x7f") << false << QStringLiteral("control character (U+007F) at byte 1");
        QTest::addRow("C1 NEL") << QByteArray("a\xc2\x85") << false
                                << QStringLiteral("control character (U+0085) at byte 1");
        QTest::addRow("C1 CSI") << QByteArray("\xc2\x9b") << false
                                << QStringLiteral("control character (U+009B) at byte 0");
        QTest::addRow("U+00A0 is printable") << QByteArray("a\xc2\xa0") << false << QString();
        QTest::addRow("tab in a name") << QByteArray("a\tb") << false << QStringLiteral("control character (U+0009)");
        QTest::addRow("tab in a text") << QByteArray("a\tb\nc") << true << QString();
        QTest::addRow("CR in a text") << QByteArray("a\r") << true << QStringLiteral("control character (U+000D)");
        QTest::addRow("empty name") << QByteArray() << false << QStringLiteral("a name must not be empty");
        QTest::addRow("empty text") << QByteArray() << true << QString();
        QTest::addRow("longest name") << QByteArray(int(kMaxNameBytes), 'x') << false << QString();
        QTest::addRow("name too long") << QByteArray(int(kMaxNameBytes) + 1, 'x') << false
                                       << QStringLiteral("too long: 257 bytes, at most 256");
        QTest::addRow("text too long") << QByteArray(int(kMaxTextBytes) + 1, 'x') << true
                                       << QStringLiteral("too long: 65537 bytes, at most 65536");
        QTest::addRow("invalid UTF-8") << QByteArray("a\xc0\x80") << false << QStringLiteral("invalid UTF-8 at byte 1");
        QTest::addRow("truncated UTF-8") << QByteArray("a\xe2\x98") << false
                                         << QStringLiteral("invalid UTF-8 at byte 1");
    }
    void kernelFunction()
    {
        QFETCH(QByteArray, value);
        QFETCH(bool, text);
        QFETCH(QString, problem);
        const auto e = nameFailure(std::string_view(value.constData(), std::size_t(value.size())), text);
        if (problem.isEmpty()) {
            QVERIFY2(!e, e ? e->what() : "");
            return;
        }
        QVERIFY(e);
        QCOMPARE(e->file(), std::string("f.json"));
        QCOMPARE(e->path(), std::string("$.x"));
        QVERIFY2(QString::fromStdString(e->message()).contains(problem), e->what());
    }

    // A message about a bad name never carries the bad bytes themselves: it is escaped.
    void messageIsEscaped()
    {
        const auto e = nameFailure("\x1b]0;owned\x07", false);
        QVERIFY(e);
        QVERIFY2(std::string(e->what()).find('\x1b') == std::string::npos, e->what());
        QVERIFY2(QString::fromStdString(e->message()).contains(QStringLiteral("\\u001b]0;owned")), e->what());
    }

    void everyRuleset_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("pointer");  // JSON pointer of the string to replace
        QTest::addColumn<QString>("path");  // JSON path the error must name
        QTest::addColumn<bool>("text");  // a description: tab allowed
        const struct {
            const char *sample, *pointer, *path;
            bool text;
        } places[] = {
            {"stack/lifo-three.json", "/name", "$.name", false},
            {"stack/lifo-three.json", "/description", "$.description", true},
            {"stack/lifo-three.json", "/players/0/name", "$.players[0].name", false},
            {"stack/lifo-three.json", "/zones/0", "$.zones[0]", false},
            {"stack/lifo-three.json", "/counters/0", "$.counters[0]", false},
            {"stack/lifo-three.json", "/actions/0/name", "$.actions[0].name", false},
            {"events/duel.json", "/name", "$.name", false},
            {"events/duel.json", "/description", "$.description", true},
            {"events/duel.json", "/players/0/name", "$.players[0].name", false},
            {"events/duel.json", "/characters/0/id", "$.characters[0].id", false},
            {"events/duel.json", "/skills/0/id", "$.skills[0].id", false},
            {"events/duel.json", "/cards/0/id", "$.cards[0].id", false},
            {"roguelike/energy-attack.json", "/name", "$.name", false},
            {"roguelike/energy-attack.json", "/description", "$.description", true},
            {"roguelike/energy-attack.json", "/units/0/name", "$.units[0].name", false},
            {"roguelike/case-a.json", "/name", "$.name", false},
            {"roguelike/case-a.json", "/units/0/name", "$.units[0].name", false},
            {"nation/duel.json", "/name", "$.name", false},
            {"nation/duel.json", "/nations/0/name", "$.nations[0].name", false},
            {"nation/duel.json", "/skills/0/id", "$.skills[0].id", false},
        };
        for (const auto& p : places)
            QTest::addRow("%s %s", p.sample, p.pointer)
                << QString::fromUtf8(p.sample) << QString::fromUtf8(p.pointer) << QString::fromUtf8(p.path) << p.text;
    }
    void everyRuleset()
    {
        QFETCH(QString, sample);
        QFETCH(QString, pointer);
        QFETCH(QString, path);
        QFETCH(bool, text);
        const std::string ptr = pointer.toStdString();
        const struct {
            std::string value;
            const char* problem;
        } bad[] = {
            {std::string("Al\0ice", 6), "control character (U+0000) at byte 2"},
            {"\x1b[2JA", "control character (U+001B) at byte 0"},
            {"A\x7f", "control character (U+007F) at byte 1"},
            {"A\xc2\x9b", "control character (U+009B) at byte 1"},
            {std::string(kMaxTextBytes + 1, 'x'), "too long: 65537 bytes"},
        };
        for (const auto& b : bad) {
            const auto e = sampleFailure(sample, ptr, b.value);
            QVERIFY2(e, b.problem);
            QCOMPARE(e->file(), std::string("names.json"));
            QCOMPARE(QString::fromStdString(e->path()), path);
            QVERIFY2(QString::fromStdString(e->message()).contains(QString::fromUtf8(b.problem)), e->what());
        }
        // A name one byte too long is refused (a description of that length is fine).
        const auto tooLong = sampleFailure(sample, ptr, std::string(kMaxNameBytes + 1, 'x'));
        QCOMPARE(bool(tooLong), !text);
        // Tab and newline: text only.
        const auto tab = sampleFailure(sample, ptr, "a\tb\nc");
        QCOMPARE(bool(tab), !text);
        if (tab)
            QCOMPARE(QString::fromStdString(tab->path()), path);
    }
};

TURNSCOPE_TEST_MAIN(TestNamesCheck)
#include "tst_names_check.moc"
