// Reads the rules part of a scenario: actions (timing, instant or normal effect, costs, a
// target, effects), abilities (static: grants; triggered: starts, when, in which zones) and
// answers (script lines, the GUI's and `--decisions` answers).
#include "scenario_parser.h"

#include "names.h"

namespace ts::stack {

using nlohmann::json;

namespace {
constexpr std::initializer_list<const char*> kWhose = {"any", "self", "opponent"};
constexpr std::initializer_list<const char*> kPlayerSel = {"controller", "next",        "opponents",
                                                           "target",     "turn-player", "all"};
constexpr std::initializer_list<const char*> kComponentSel = {"source", "target", "cause"};
}  // namespace

TargetSpec Parser::target(const json& j, const std::string& path) const
{
    object(j, path);
    keys(j, {"kind", "zone", "whose"}, path);
    TargetSpec t;
    t.kind = static_cast<TargetKind>(1 +
                                     choice(required(j, "kind", path), {"component", "player", "stage"}, "target kind",
                                            jsonPathChild(path, "kind")));
    if (const json* z = optionalKey(j, "zone")) {
        if (t.kind != TargetKind::Component)
            fail(jsonPathChild(path, "zone"), "only a component target is in a zone");
        t.zone = zone(*z, jsonPathChild(path, "zone"));
    }
    if (const json* w = optionalKey(j, "whose"))
        t.whose = static_cast<Whose>(choice(*w, kWhose, "owner relation", jsonPathChild(path, "whose")));
    return t;
}

Cost Parser::cost(const json& j, const std::string& path) const
{
    object(j, path);
    keys(j, {"pay", "from", "to", "count", "counter", "of", "amount"}, path);
    Cost c;
    c.kind = static_cast<CostKind>(
        choice(required(j, "pay", path), {"move", "counter", "damage", "source"}, "cost", jsonPathChild(path, "pay")));
    auto forbid = [&](std::initializer_list<const char*> keysHere) {
        for (const char* k : keysHere)
            if (optionalKey(j, k))
                fail(jsonPathChild(path, k),
                     std::string("a ") + costKindName(static_cast<std::int32_t>(c.kind)) + " cost has no " +
                         jsonQuoted(k));
    };
    switch (c.kind) {
    case CostKind::Move:
        forbid({"counter", "of", "amount"});
        c.from = zone(required(j, "from", path), jsonPathChild(path, "from"));
        c.to = zone(required(j, "to", path), jsonPathChild(path, "to"));
        if (const json* n = optionalKey(j, "count"))
            c.count = integer(*n, 1, kMaxCostCount, jsonPathChild(path, "count"));
        break;
    case CostKind::Counter:
        forbid({"from", "to", "count"});
        c.counter = counter(required(j, "counter", path), jsonPathChild(path, "counter"));
        c.amount = integer(required(j, "amount", path), 1, kMaxAmount, jsonPathChild(path, "amount"));
        if (const json* of = optionalKey(j, "of"))
            c.ofSource = choice(*of, {"controller", "source"}, "counter holder", jsonPathChild(path, "of")) == 1;
        break;
    case CostKind::Damage:
        forbid({"from", "to", "count", "counter", "of"});
        if (s_.damageFrom < 0 && s_.damageCounter < 0)
            fail(path, "a damage cost needs the game's damage rule ($.damage)");
        c.amount = integer(required(j, "amount", path), 1, kMaxAmount, jsonPathChild(path, "amount"));
        break;
    case CostKind::Source:
        forbid({"from", "count", "counter", "of", "amount"});
        c.to = zone(required(j, "to", path), jsonPathChild(path, "to"));
        break;
    }
    return c;
}

Amount Parser::amount(const json& j, std::int32_t lo, const std::string& path, const ActionDef& a) const
{
    Amount out;
    if (j.is_object()) {
        keys(j, {"counter", "of"}, path);
        out.counter = counter(required(j, "counter", path), jsonPathChild(path, "counter"));
        out.of = static_cast<AmountOf>(1 +
                                       choice(required(j, "of", path), {"source", "target", "controller"},
                                              "counter holder", jsonPathChild(path, "of")));
        if (out.of == AmountOf::Target && a.target.kind != TargetKind::Component)
            fail(jsonPathChild(path, "of"), "the action has no component target");
        return out;
    }
    out.value = integer(j, lo, kMaxAmount, path);
    return out;
}

void Parser::effectWho(const json& j, const std::string& path, const ActionDef& a, PlayerSel fallback, Effect& e) const
{
    e.who = fallback;
    if (const json* w = optionalKey(j, "who"))
        e.who = static_cast<PlayerSel>(choice(*w, kPlayerSel, "player", jsonPathChild(path, "who")));
    if (e.who == PlayerSel::Target && a.target.kind != TargetKind::Player)
        fail(jsonPathChild(path, "who"), "\"target\": the action has no player target");
}

void Parser::effectWhat(const json& j, const std::string& path, const ActionDef& a, ComponentSel fallback,
                        Effect& e) const
{
    e.what = fallback;
    if (const json* w = optionalKey(j, "what"))
        e.what = static_cast<ComponentSel>(choice(*w, kComponentSel, "component", jsonPathChild(path, "what")));
    if (e.what == ComponentSel::Target && a.target.kind != TargetKind::Component)
        fail(jsonPathChild(path, "what"), "\"target\": the action has no component target");
}

// The counter effect: of players ("who") or of a component ("what"); "add" or "set".
void Parser::counterEffect(const json& j, const std::string& path, const ActionDef& a, Effect& e) const
{
    keys(j, {"do", "counter", "who", "what", "add", "set"}, path);
    e.counter = counter(required(j, "counter", path), jsonPathChild(path, "counter"));
    if (optionalKey(j, "who") && optionalKey(j, "what"))
        fail(path, "a counter effect concerns players (\"who\") or a component (\"what\"), not both");
    e.ofComponent = optionalKey(j, "what") != nullptr;
    if (e.ofComponent)
        effectWhat(j, path, a, ComponentSel::Source, e);
    else
        effectWho(j, path, a, PlayerSel::Controller, e);
    const json* add = optionalKey(j, "add");
    const json* set = optionalKey(j, "set");
    if ((add != nullptr) == (set != nullptr))
        fail(path, "a counter effect has one of \"add\" and \"set\"");
    e.set = set != nullptr;
    e.amount = amount(set ? *set : *add, -kMaxAmount, jsonPathChild(path, set ? "set" : "add"), a);
}

Effect Parser::effect(const json& j, const std::string& path, const ActionDef& a) const
{
    object(j, path);
    Effect e;
    e.kind = static_cast<EffectKind>(choice(
        required(j, "do", path), {"move", "draw", "damage", "counter", "control", "win", "lose", "end-turn", "cancel"},
        "effect", jsonPathChild(path, "do")));
    const auto who = [&](PlayerSel fallback) { effectWho(j, path, a, fallback, e); };
    const auto what = [&](ComponentSel fallback) { effectWhat(j, path, a, fallback, e); };
    switch (e.kind) {
    case EffectKind::Move:
        keys(j, {"do", "what", "to", "place"}, path);
        what(ComponentSel::Source);
        e.zone = zone(required(j, "to", path), jsonPathChild(path, "to"));
        if (const json* p = optionalKey(j, "place"))
            e.bottom = choice(*p, {"top", "bottom"}, "place", jsonPathChild(path, "place")) == 1;
        break;
    case EffectKind::Draw:
        keys(j, {"do", "who", "count", "from", "to"}, path);
        who(PlayerSel::Controller);
        e.amount.value = 1;
        if (const json* n = optionalKey(j, "count"))
            e.amount = amount(*n, 0, jsonPathChild(path, "count"), a);
        e.from = optionalKey(j, "from") ? zone(j["from"], jsonPathChild(path, "from")) : drawZone(true, path);
        e.to = optionalKey(j, "to") ? zone(j["to"], jsonPathChild(path, "to")) : drawZone(false, path);
        break;
    case EffectKind::Damage:
        keys(j, {"do", "who", "amount"}, path);
        if (s_.damageFrom < 0 && s_.damageCounter < 0)
            fail(path, "damage needs the game's damage rule ($.damage)");
        who(PlayerSel::Controller);
        if (!optionalKey(j, "who"))
            fail(path, "missing \"who\" (the player who takes the damage)");
        e.amount.value = 1;
        if (const json* n = optionalKey(j, "amount"))
            e.amount = amount(*n, 0, jsonPathChild(path, "amount"), a);
        break;
    case EffectKind::Counter: counterEffect(j, path, a, e); break;
    case EffectKind::Control:
        keys(j, {"do", "what"}, path);
        what(ComponentSel::Target);
        break;
    case EffectKind::Win:
    case EffectKind::Lose:
        keys(j, {"do", "who"}, path);
        who(PlayerSel::Controller);
        break;
    case EffectKind::EndTurn: keys(j, {"do"}, path); break;
    case EffectKind::Cancel:
        keys(j, {"do"}, path);
        if (a.target.kind != TargetKind::Stage)
            fail(path, "cancel needs a stage target (the action to cancel): \"target\": {\"kind\": \"stage\"}");
        break;
    }
    return e;
}

void Parser::actionDef(const json& j, const std::string& path, ActionDef& a) const
{
    keys(j, {"name", "timing", "effect", "cost", "target", "effects"}, path);
    if (const json* t = optionalKey(j, "timing"))
        a.timing = static_cast<Timing>(choice(*t, {"main", "quick"}, "timing", jsonPathChild(path, "timing")));
    a.hasTiming = optionalKey(j, "timing") != nullptr;
    a.speed = static_cast<Speed>(
        choice(required(j, "effect", path), {"normal", "instant"}, "effect kind", jsonPathChild(path, "effect")));
    if (const json* t = optionalKey(j, "target"))
        a.target = target(*t, jsonPathChild(path, "target"));
    a.triggerable = a.target.kind == TargetKind::None;
    if (const json* costs = optionalKey(j, "cost")) {
        const std::string p = jsonPathChild(path, "cost");
        array(*costs, p, kMaxCosts);
        for (std::size_t i = 0; i < costs->size(); ++i)
            a.costs.push_back(cost((*costs)[i], jsonPathIndex(p, i)));
    }
    const json& effects = required(j, "effects", path);
    const std::string p = jsonPathChild(path, "effects");
    array(effects, p, kMaxEffects);
    if (effects.empty())
        fail(p, "an action has at least one effect");
    for (std::size_t i = 0; i < effects.size(); ++i) {
        a.effects.push_back(effect(effects[i], jsonPathIndex(p, i), a));
        a.endAction = a.endAction || a.effects.back().kind == EffectKind::EndTurn;
    }
}

TriggerCondition Parser::condition(const json& j, const std::string& path) const
{
    object(j, path);
    TriggerCondition c;
    c.on = static_cast<Occurrence>(choice(required(j, "on", path),
                                          {"taken", "resolved", "moved", "counter", "control", "turn"}, "occurrence",
                                          jsonPathChild(path, "on")));
    switch (c.on) {
    case Occurrence::Taken:
    case Occurrence::Resolved: keys(j, {"on", "action", "by"}, path); break;
    case Occurrence::Moved: keys(j, {"on", "by", "component", "from", "to"}, path); break;
    case Occurrence::Counter: keys(j, {"on", "by", "component", "counter", "atMost", "atLeast"}, path); break;
    case Occurrence::Control: keys(j, {"on", "by", "component"}, path); break;
    case Occurrence::Turn: keys(j, {"on", "by"}, path); break;
    }
    if (const json* a = optionalKey(j, "action"))
        c.action = action(*a, jsonPathChild(path, "action"));
    if (const json* b = optionalKey(j, "by"))
        c.by = static_cast<Whose>(choice(*b, kWhose, "player relation", jsonPathChild(path, "by")));
    if (const json* comp = optionalKey(j, "component"))
        c.selfComponent = choice(*comp, {"any", "self"}, "component", jsonPathChild(path, "component")) == 1;
    if (const json* f = optionalKey(j, "from"))
        c.from = zone(*f, jsonPathChild(path, "from"));
    if (const json* t = optionalKey(j, "to"))
        c.to = zone(*t, jsonPathChild(path, "to"));
    if (c.on == Occurrence::Counter) {
        c.counter = counter(required(j, "counter", path), jsonPathChild(path, "counter"));
        if (const json* m = optionalKey(j, "atMost"))
            c.atMost = integer(*m, kCounterMin, kCounterMax, jsonPathChild(path, "atMost"));
        if (const json* m = optionalKey(j, "atLeast"))
            c.atLeast = integer(*m, kCounterMin, kCounterMax, jsonPathChild(path, "atLeast"));
    }
    return c;
}

Ability Parser::ability(const json& j, const std::string& path, bool ofComponent) const
{
    object(j, path);
    keys(j, {"grants", "triggers", "when", "in"}, path);
    Ability a;
    const json* grants = optionalKey(j, "grants");
    const json* triggers = optionalKey(j, "triggers");
    if ((grants != nullptr) == (triggers != nullptr))
        fail(path, "an ability either \"grants\" an action (static) or \"triggers\" one (triggered)");
    a.triggered = triggers != nullptr;
    a.action = action(a.triggered ? *triggers : *grants, jsonPathChild(path, a.triggered ? "triggers" : "grants"));
    if (a.triggered) {
        if (!s_.actions[static_cast<std::size_t>(a.action)].triggerable)
            fail(jsonPathChild(path, "triggers"),
                 "a triggered action cannot have a target chosen by a player; use the effects' \"source\", \"cause\" "
                 "and player selectors");
        a.condition = condition(required(j, "when", path), jsonPathChild(path, "when"));
    } else {
        if (optionalKey(j, "when"))
            fail(jsonPathChild(path, "when"), "only a triggered ability has a condition");
        if (!s_.actions[static_cast<std::size_t>(a.action)].hasTiming)
            fail(jsonPathChild(path, "grants"),
                 "an action a player takes needs a \"timing\" (main or quick); " +
                     jsonQuoted(s_.actions[static_cast<std::size_t>(a.action)].name) + " has none");
    }
    if (const json* in = optionalKey(j, "in")) {
        if (!ofComponent)
            fail(jsonPathChild(path, "in"), "a player's ability is always active; \"in\" is for components");
        array(*in, jsonPathChild(path, "in"), kMaxZones);
        for (std::size_t i = 0; i < in->size(); ++i)
            a.zones |= 1u << zone((*in)[i], jsonPathIndex(jsonPathChild(path, "in"), i));
    }
    return a;
}

std::vector<Ability> Parser::abilities(const json& j, const std::string& path, bool ofComponent) const
{
    array(j, path, kMaxAbilities);
    std::vector<Ability> out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string p = jsonPathIndex(path, i);
        if (!j[i].is_string()) {
            out.push_back(ability(j[i], p, ofComponent));
            continue;
        }
        // The name of a set in $.abilitySets.
        const std::string name = j[i].get<std::string>();
        const json* set = abilitySets_ ? optionalKey(*abilitySets_, name.c_str()) : nullptr;
        if (!set)
            fail(p, "unknown ability set " + jsonQuoted(name) + " (not in $.abilitySets)");
        const std::string setPath = jsonPathChild("$.abilitySets", name);
        array(*set, setPath, kMaxAbilities);
        for (std::size_t k = 0; k < set->size(); ++k)
            out.push_back(ability((*set)[k], jsonPathIndex(setPath, k), ofComponent));
    }
    if (out.size() > static_cast<std::size_t>(kMaxAbilities))
        fail(path, "at most " + std::to_string(kMaxAbilities) + " abilities per player or component");
    return out;
}

std::vector<Answer> Parser::answers(const json& j, const std::string& path, bool compound) const
{
    object(j, path);
    const std::int32_t what =
        choice(required(j, "do", path), {"act", "pass", "pay", "target", "order"}, "answer", jsonPathChild(path, "do"));
    Answer a;
    a.kind = static_cast<std::uint16_t>(what + 1);
    std::vector<Answer> out;
    auto targetAnswer = [&](const json& t, const std::string& p) {
        object(t, p);
        keys(t, {"do", "component", "player", "stage"}, p);
        Answer ta{static_cast<std::uint16_t>(AnswerKind::Target), kNoEntity, 0, 0};
        if (const json* c = optionalKey(t, "component"))
            ta.target = s_.componentEntity(component(*c, jsonPathChild(p, "component")));
        else if (const json* pl = optionalKey(t, "player"))
            ta.target = s_.playerEntity(player(*pl, jsonPathChild(p, "player")));
        else if (const json* st = optionalKey(t, "stage"))
            ta.a = integer(*st, 1, kMaxStage, jsonPathChild(p, "stage"));
        else
            fail(p, "a target answer names a \"component\", a \"player\" or a \"stage\" position (1 = bottom)");
        return ta;
    };
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Act: {
        keys(j,
             compound ? std::initializer_list<std::string_view>{"do", "action", "source", "target", "pay"}
                      : std::initializer_list<std::string_view>{"do", "action", "source"},
             path);
        a.a = static_cast<std::int32_t>(
            s_.actionEntity(action(required(j, "action", path), jsonPathChild(path, "action"))));
        if (const json* src = optionalKey(j, "source"))
            a.target = entity(*src, jsonPathChild(path, "source"));
        out.push_back(a);
        if (const json* t = optionalKey(j, "target"))
            out.push_back(targetAnswer(*t, jsonPathChild(path, "target")));
        if (const json* pay = optionalKey(j, "pay")) {
            array(*pay, jsonPathChild(path, "pay"), kMaxCosts * kMaxCostCount);
            for (std::size_t i = 0; i < pay->size(); ++i)
                out.push_back({static_cast<std::uint16_t>(AnswerKind::Pay),
                               s_.componentEntity(component((*pay)[i], jsonPathIndex(jsonPathChild(path, "pay"), i))),
                               0, 0});
        }
        return out;
    }
    case AnswerKind::Pass: keys(j, {"do"}, path); break;
    case AnswerKind::Pay:
        keys(j, {"do", "component"}, path);
        a.target = s_.componentEntity(component(required(j, "component", path), jsonPathChild(path, "component")));
        break;
    case AnswerKind::Target: return {targetAnswer(j, path)};
    case AnswerKind::Order:
        keys(j, {"do", "index"}, path);
        a.a = integer(required(j, "index", path), 0, kMaxPending - 1, jsonPathChild(path, "index"));
        break;
    }
    return {a};
}

}  // namespace ts::stack
