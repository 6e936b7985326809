// libFuzzer target: the breakpoint-condition checker (widgets/panels/conditionengine) on
// arbitrary text: compile() must refuse what is not a single expression (loops, statements,
// strict code, brackets that would close the wrapping function) with a message, and an
// accepted expression is evaluated, with each ruleset's helpers, over the state at the end
// of that ruleset's default sample, under the watchdog's time limit.
//
// Only our code is instrumented (QJSEngine is Qt's); a crash, a sanitizer report, an
// exception or a hang past -timeout is a finding.
#include "rulesets/rulesetuis.h"
#include "session/headless/conditionengine.h"
#include "session/rulesetui.h"

#include "kernel/io/json_parse.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace {

struct RulesetCase {
    std::unique_ptr<ts::gui::ConditionEngine> engine;
    QString stateJson;
};

// The final state of a ruleset's default sample: ":/scenarios/…" is a resource of the
// application, resources/scenarios/… in the source tree.
QString sampleState(const ts::gui::RulesetUi& ui)
{
    QFile file(QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources") + ui.defaultSample().mid(1));
    if (!file.open(QIODevice::ReadOnly))
        __builtin_trap();
    const std::string name = ui.defaultSample().toStdString();
    const ts::Ruleset* ruleset = ts::findRuleset(ui.id());
    if (!ruleset)
        __builtin_trap();
    const auto scenario = ruleset->parseScenario(ts::parseJsonText(file.readAll().toStdString(), name), name);
    ts::Session session(*ruleset, scenario, scenario->seed);
    session.run();
    return QString::fromStdString(session.head().toJson().dump());
}

std::vector<RulesetCase>& cases()
{
    static std::vector<RulesetCase> all = [] {
        static int argc = 1;
        static char name[] = "fuzz_condition";
        static char* argv[] = {name, nullptr};
        new QCoreApplication(argc, argv);
        ts::gui::registerAllRulesetUis();
        std::vector<RulesetCase> made;
        for (const ts::gui::RulesetUi* ui : ts::gui::allRulesetUis()) {
            RulesetCase c;
            c.engine = std::make_unique<ts::gui::ConditionEngine>(ui->conditionHelpers());
            c.engine->setTimeLimit(std::chrono::milliseconds(100));
            c.stateJson = sampleState(*ui);
            made.push_back(std::move(c));
        }
        return made;
    }();
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString expression = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    for (RulesetCase& c : cases()) {
        QString error;
        if (!c.engine->compile(expression, &error)) {
            if (error.isEmpty())
                __builtin_trap();  // a refusal always says why
            return 0;  // the checker does not depend on the helpers: refused everywhere
        }
        bool ok = false;
        (void)c.engine->evaluateJson(c.stateJson, &ok, &error);
        if (!ok && error.isEmpty())
            __builtin_trap();  // a failed evaluation always says why
    }
    return 0;
}
