#include "rulesets.h"

#include "events/register.h"
#include "nation/register.h"
#include "roguelike/register.h"
#include "stack/register.h"

#include <mutex>

namespace ts {

void registerAllRulesets()
{
    static std::once_flag once;
    std::call_once(once, [] {
        // The order fixes this build's kind and clause ids (traces store names, so it may
        // change between builds) and the order rulesets are listed in.
        roguelike::registerRuleset();
        nation::registerRuleset();
        events::registerRuleset();
        stack::registerRuleset();
    });
}

}  // namespace ts
