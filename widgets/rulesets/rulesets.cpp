#include "rulesets.h"

#include "eventsui.h"
#include "nationui.h"
#include "roguelikeui.h"
#include "stackui.h"

#include "rulesets/rulesets.h"

#include <mutex>

namespace ts::gui {

void registerAllRulesetUis()
{
    ts::registerAllRulesets();
    static std::once_flag once;
    std::call_once(once, [] {
        registerRulesetUi(std::make_unique<RoguelikeUi>());
        registerRulesetUi(std::make_unique<NationUi>());
        registerRulesetUi(std::make_unique<EventsUi>());
        registerRulesetUi(std::make_unique<StackUi>());
    });
}

}  // namespace ts::gui
