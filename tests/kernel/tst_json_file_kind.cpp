// A lesson is told from a scenario by its content (issue 38, item 1): every bundled lesson is
// a lesson, every bundled sample a scenario, whatever their names; a JSON file that is
// neither is refused with a message naming the file and both formats.
#include "test_main.h"
#include "test_paths.h"

#include "kernel/io/file_io.h"
#include "kernel/io/json_file_kind.h"
#include "kernel/scenario.h"

#include <QTest>

using namespace ts;

namespace {

std::string readText(const QString& path) { return readInputFile(path.toStdString(), kMaxScenarioBytes).data; }

}  // namespace

class TestJsonFileKind : public QObject {
    Q_OBJECT
private slots:
    void bundledFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("lesson");
        const QStringList lessons = test::lessonPaths();
        QVERIFY(!lessons.isEmpty());
        for (const QString& p : lessons)
            QTest::addRow("lesson %s", qPrintable(p.section(QLatin1Char('/'), -2))) << p << true;
        for (const QString& p : test::allSamplePaths())
            QTest::addRow("scenario %s", qPrintable(p.section(QLatin1Char('/'), -2))) << p << false;
    }

    void bundledFiles()
    {
        QFETCH(QString, path);
        QFETCH(bool, lesson);
        const JsonFileKind kind = jsonFileKindOfText(readText(path), path.toStdString());
        QCOMPARE(kind, lesson ? JsonFileKind::Lesson : JsonFileKind::Scenario);
    }

    void documents_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");  // 0 scenario, 1 lesson, -1 neither
        QTest::newRow("scenario") << R"({"ruleset": "any", "seed": 1})" << 0;
        QTest::newRow("lesson") << R"({"ruleset": "any", "scenario": "s.json", "stops": []})" << 1;
        // A lesson missing one of its keys is still a lesson: its reader says what is missing.
        QTest::newRow("lesson without stops") << R"({"ruleset": "any", "scenario": "s.json"})" << 1;
        QTest::newRow("lesson without scenario") << R"({"title": "t", "stops": []})" << 1;
        QTest::newRow("empty object") << "{}" << -1;
        QTest::newRow("other keys") << R"({"name": "x", "units": []})" << -1;
        QTest::newRow("array") << R"([{"ruleset": "any"}])" << -1;
        QTest::newRow("string") << R"("ruleset")" << -1;
        // Keys nested deeper do not count: only the root's.
        QTest::newRow("nested stops") << R"({"ruleset": "any", "units": [{"stops": 1, "scenario": 2}]})" << 0;
        QTest::newRow("nested ruleset") << R"({"game": {"ruleset": "any"}})" << -1;
    }

    void documents()
    {
        QFETCH(QString, text);
        QFETCH(int, kind);
        const std::string file = "dropped.json";
        try {
            const JsonFileKind got = jsonFileKindOfText(text.toStdString(), file);
            QVERIFY2(kind >= 0, "a document that is neither was accepted");
            QCOMPARE(got, kind == 1 ? JsonFileKind::Lesson : JsonFileKind::Scenario);
        } catch (const ScenarioError& e) {
            QVERIFY2(kind < 0, e.what());
            QCOMPARE(QString::fromStdString(e.file()), QString::fromStdString(file));
            QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("$"));
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.startsWith(QStringLiteral("dropped.json: $: neither a scenario nor a lesson")),
                     qPrintable(what));
            QVERIFY2(what.contains(QStringLiteral("\"ruleset\"")) && what.contains(QStringLiteral("\"stops\"")),
                     qPrintable(what));
        }
    }

    void syntaxErrorNamesTheFile()
    {
        try {
            jsonFileKindOfText("{\"ruleset\": ", "broken.json");
            QFAIL("no error");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("broken.json"));
        }
    }
};

TURNSCOPE_TEST_MAIN(TestJsonFileKind)
#include "tst_json_file_kind.moc"
