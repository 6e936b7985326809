#include "rulesets/rulesetuis.h"

#include "rulesets/events/eventsui.h"
#include "rulesets/nation/nationui.h"
#include "rulesets/roguelike/roguelikeui.h"
#include "rulesets/stack/stackui.h"

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
