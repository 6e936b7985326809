// libFuzzer target: the breakpoint-condition checker (widgets/conditionengine) on arbitrary
// text: compile() must refuse what is not a single expression (loops, statements, strict
// code, brackets that would close the wrapping function) with a message, and an accepted
// expression is evaluated over a real game state under the watchdog's time limit.
//
// Only our code is instrumented (QJSEngine is Qt's); a crash, a sanitizer report, an
// exception or a hang past -timeout is a finding.
#include "conditionengine.h"

#include "kernel/session.h"
#include "rulesets/registry.h"

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace {

// The state conditions see: token-debt.json run to its end (the README's example conditions
// are about its units).
const char* const kScenarioFile = TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/token-debt.json";

struct Fixture {
    QCoreApplication* app = nullptr;
    std::unique_ptr<ts::gui::ConditionEngine> engine;
    QString stateJson;
};

Fixture& fixture()
{
    static Fixture f = [] {
        Fixture x;
        static int argc = 1;
        static char name[] = "fuzz_condition";
        static char* argv[] = {name, nullptr};
        x.app = new QCoreApplication(argc, argv);
        const ts::LoadedScenario loaded = ts::loadScenarioFile(kScenarioFile);
        ts::Session session(*loaded.ruleset, loaded.scenario, 1);
        session.run();
        x.stateJson = QString::fromStdString(session.head().toJson().dump());
        x.engine = std::make_unique<ts::gui::ConditionEngine>();
        x.engine->setTimeLimit(std::chrono::milliseconds(100));
        return x;
    }();
    return f;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Fixture& f = fixture();
    const QString expression = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    if (!f.engine->compile(expression, &error)) {
        if (error.isEmpty())
            __builtin_trap();  // a refusal always says why
        return 0;
    }
    bool ok = false;
    (void)f.engine->evaluateJson(f.stateJson, &ok, &error);
    if (!ok && error.isEmpty())
        __builtin_trap();  // a failed evaluation always says why
    return 0;
}
