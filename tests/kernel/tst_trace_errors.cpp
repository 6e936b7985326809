// A trace file whose scenario this build cannot accept: a typed error that names the
// file and the JSON path, before any event is read.
#include "test_main.h"
#include "test_paths.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include "kernel/session/session_files.h"

#include <QTemporaryDir>

using namespace ts;

class TestTraceErrors : public QObject {
    Q_OBJECT
private slots:
    void scenarioInvalid_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("badKey");
        QTest::addColumn<QString>("message");
        QTest::addRow("bad speed") << "roguelike"
                                   << "speed"
                                   << "$.units[0].speed";
        QTest::addRow("unknown ruleset") << "chess"
                                         << ""
                                         << "ruleset \"chess\"";
    }

    void scenarioInvalid()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, badKey);
        QFETCH(QString, message);
        const LoadedScenario loaded = loadScenarioFile(test::sampleFile("roguelike", "one-run.json"));
        auto session = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
        session->run();
        TraceHeader h = traceHeader(*session);
        h.ruleset = ruleset.toStdString();
        if (!badKey.isEmpty())
            h.scenario["units"][0][badKey.toStdString()] = 9;
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("bad.tstrace")).toStdString();
        saveTrace(path, h, session->trace());
        try {
            openRecordedGame(path);
            QFAIL("opened a trace with an invalid scenario");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::ScenarioInvalid);
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QString::fromStdString(path)), e.what());
        }
    }
};

TURNSCOPE_TEST_MAIN(TestTraceErrors)
#include "tst_trace_errors.moc"
