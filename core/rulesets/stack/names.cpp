// Names of the ruleset's enumerations, as the events, the JSON and the panels show them.
#include "names.h"

#include <iterator>

namespace ts::stack {

const char* nodeLabel(Node n)
{
    switch (n) {
    case Node::None: return "-";
    case Node::GameStart: return "\u2460";
    case Node::ChanceToTurnPlayer: return "\u2461";
    case Node::StageEmpty: return "\u2462";
    case Node::ResetPassList: return "\u2463";
    case Node::TakeAction: return "\u2464";
    case Node::IsInstant: return "\u2465";
    case Node::Resolve: return "\u2466";
    case Node::WinCheck: return "\u2467";
    case Node::AddToStage: return "\u2468";
    case Node::TriggerCheck: return "\u2469";
    case Node::TakeActionQ: return "\u246a";
    case Node::RegisterPass: return "\u246b";
    case Node::AllPassed: return "\u246c";
    case Node::TakeFromStage: return "\u246d";
    case Node::MoveChance: return "\u246e";
    case Node::InstantTriggered: return "\u2469-1";
    case Node::ResolveTriggered: return "\u2469-2";
    case Node::NormalTriggered: return "\u2469-3";
    case Node::StageTriggered: return "\u2469-4";
    case Node::Over: return "end";
    }
    return "?";
}

const char* nodeQuestion(Node n)
{
    switch (n) {
    case Node::None: return "";
    case Node::GameStart: return "game start";
    case Node::ChanceToTurnPlayer: return "the chance moves to the turn player";
    case Node::StageEmpty: return "is the stage empty?";
    case Node::ResetPassList: return "the pass list is reset";
    case Node::TakeAction: return "the chance holder takes an action";
    case Node::IsInstant: return "instant effect?";
    case Node::Resolve: return "resolve";
    case Node::WinCheck: return "win check";
    case Node::AddToStage: return "add to the stage";
    case Node::TriggerCheck: return "trigger check: did anything trigger?";
    case Node::TakeActionQ: return "does the chance holder take an action?";
    case Node::RegisterPass: return "register the pass";
    case Node::AllPassed: return "pass list size = number of players?";
    case Node::TakeFromStage: return "take the last action off the stage";
    case Node::MoveChance: return "the chance moves on";
    case Node::InstantTriggered: return "did an instant action trigger?";
    case Node::ResolveTriggered: return "resolve a triggered instant action";
    case Node::NormalTriggered: return "did a normal action trigger?";
    case Node::StageTriggered: return "add a triggered action to the stage";
    case Node::Over: return "game over";
    }
    return "";
}

bool isNode(std::int32_t v) { return (v >= 0 && v <= 15) || (v >= 101 && v <= 104) || v == 200; }

const char* outcomeName(std::int32_t outcome)
{
    static const char* const names[] = {"running",      "win",     "draw",          "turn-limit",
                                        "action-limit", "stalled", "trigger-limit", "stage-limit"};
    return outcome >= 0 && outcome < static_cast<std::int32_t>(std::size(names)) ? names[outcome] : "?";
}

const char* refusalText(std::int32_t r)
{
    static const char* const texts[] = {
        "",
        "not the kind of answer asked for",
        "no ability of the player or of a component they control grants that action here",
        "a main action needs the turn",
        "a main action needs an empty stage",
        "its costs cannot be paid",
        "it has no legal target",
        "a pass is not possible here: with the stage empty the chance holder must act",
        "not a component that can pay this cost",
        "not a legal target",
        "no such triggered action of this player waits",
        "the stage is full",
    };
    return r >= 0 && r < static_cast<std::int32_t>(std::size(texts)) ? texts[r] : "?";
}

const char* chanceReasonText(std::int32_t r)
{
    switch (r) {
    case 0: return "to the turn player";
    case 1: return "to the next player in turn order";
    case 2: return "with the turn (end action)";
    }
    return "?";
}

const char* answerKindName(std::int32_t k)
{
    static const char* const names[] = {"?", "act", "pass", "pay", "target", "order"};
    return k >= 0 && k < static_cast<std::int32_t>(std::size(names)) ? names[k] : "?";
}

const char* costKindName(std::int32_t k)
{
    static const char* const names[] = {"move", "counter", "damage", "source"};
    return k >= 0 && k < static_cast<std::int32_t>(std::size(names)) ? names[k] : "?";
}

const char* timingName(Timing t) { return t == Timing::Main ? "main" : t == Timing::Quick ? "quick" : "?"; }
const char* speedName(Speed s) { return s == Speed::Instant ? "instant" : s == Speed::Normal ? "normal" : "?"; }

const char* effectKindName(EffectKind k)
{
    static const char* const names[] = {"move", "draw", "damage",   "counter", "control",
                                        "win",  "lose", "end-turn", "cancel"};
    const auto i = static_cast<std::int32_t>(k);
    return i >= 0 && i < static_cast<std::int32_t>(std::size(names)) ? names[i] : "?";
}

const char* occurrenceName(Occurrence o)
{
    static const char* const names[] = {"taken", "resolved", "moved", "counter", "control", "turn"};
    const auto i = static_cast<std::int32_t>(o);
    return i >= 0 && i < static_cast<std::int32_t>(std::size(names)) ? names[i] : "?";
}

const char* awaitName(Await a)
{
    static const char* const names[] = {"none", "act", "act-or-pass", "pay", "target", "order"};
    const auto i = static_cast<std::int32_t>(a);
    return i >= 0 && i < static_cast<std::int32_t>(std::size(names)) ? names[i] : "?";
}

}  // namespace ts::stack
