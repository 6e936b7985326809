// Reads a game for the core rules (the format: docs/rulesets/stack.md, "Scenario format"):
// the document, its names, players, components, and the game's damage, loss and set-up
// rules. Actions, abilities and answers are read in scenario_rules.cpp.
#include "scenario_parser.h"

#include "kernel/names_check.h"

#include <algorithm>

namespace ts::stack {

using nlohmann::json;

// ---------------------------------------------------------------- helpers

void Parser::array(const json& j, const std::string& path, std::size_t maxSize) const
{
    expectJsonArray(j, file_, path);
    if (j.size() > maxSize)
        fail(path, "at most " + std::to_string(maxSize) + " entries are allowed, found " + std::to_string(j.size()));
}

std::int32_t Parser::integer(const json& j, std::int64_t lo, std::int64_t hi, const std::string& path) const
{
    if (!j.is_number_integer())
        failJsonType(j, "an integer", file_, path);
    const bool negative = j.is_number_unsigned() ? false : j.get<std::int64_t>() < 0;
    if (!negative && j.is_number_unsigned() && j.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
        fail(path, jsonShown(j) + " is out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
    const std::int64_t v = j.get<std::int64_t>();
    if (v < lo || v > hi)
        fail(path, jsonShown(j) + " is out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
    return static_cast<std::int32_t>(v);
}

bool Parser::boolean(const json& j, const std::string& path) const
{
    if (!j.is_boolean())
        failJsonType(j, "a boolean", file_, path);
    return j.get<bool>();
}

std::int32_t Parser::choice(const json& j, std::initializer_list<const char*> names, const char* what,
                            const std::string& path) const
{
    const std::string s = string(j, path);
    std::int32_t i = 0;
    std::string list;
    for (const char* n : names) {
        if (s == n)
            return i;
        list += (i ? ", " : "") + jsonQuoted(n);
        ++i;
    }
    fail(path, std::string("unknown ") + what + " " + jsonQuoted(s) + " (expected one of " + list + ")");
}

std::int32_t Parser::zone(const json& j, const std::string& path) const
{
    const std::int32_t z = s_.findZone(string(j, path));
    if (z < 0)
        fail(path, "unknown zone " + jsonQuoted(j.get<std::string>()) + " (not in $.zones)");
    return z;
}

std::int32_t Parser::counter(const json& j, const std::string& path) const
{
    const std::string name = string(j, path);
    for (std::size_t c = 0; c < s_.counters.size(); ++c)
        if (s_.counters[c] == name)
            return static_cast<std::int32_t>(c);
    fail(path, "unknown counter " + jsonQuoted(name) + " (not in $.counters)");
}

std::int32_t Parser::player(const json& j, const std::string& path) const
{
    const std::int32_t p = s_.findPlayer(string(j, path));
    if (p < 0)
        fail(path, "unknown player " + jsonQuoted(j.get<std::string>()));
    return p;
}

std::int32_t Parser::component(const json& j, const std::string& path) const
{
    const std::int32_t c = s_.findComponent(string(j, path));
    if (c < 0)
        fail(path, "unknown component " + jsonQuoted(j.get<std::string>()));
    return c;
}

std::int32_t Parser::action(const json& j, const std::string& path) const
{
    const std::int32_t a = s_.findAction(string(j, path));
    if (a < 0)
        fail(path, "unknown action " + jsonQuoted(j.get<std::string>()));
    return a;
}

EntityId Parser::entity(const json& j, const std::string& path) const
{
    const std::string name = string(j, path);
    if (const std::int32_t p = s_.findPlayer(name); p >= 0)
        return s_.playerEntity(p);
    if (const std::int32_t c = s_.findComponent(name); c >= 0)
        return s_.componentEntity(c);
    fail(path, "unknown player or component " + jsonQuoted(name));
}

// ---------------------------------------------------------------- lookups

namespace {
template <class V, class F>
std::int32_t indexOf(const V& v, const std::string& name, F nameOf)
{
    for (std::size_t i = 0; i < v.size(); ++i)
        if (nameOf(v[i]) == name)
            return static_cast<std::int32_t>(i);
    return -1;
}
}  // namespace

std::int32_t StackScenario::findZone(const std::string& n) const
{
    return indexOf(zones, n, [](const std::string& z) { return z; });
}
std::int32_t StackScenario::findPlayer(const std::string& n) const
{
    return indexOf(players, n, [](const PlayerSpec& p) { return p.name; });
}
std::int32_t StackScenario::findComponent(const std::string& n) const
{
    return indexOf(components, n, [](const ComponentSpec& c) { return c.name; });
}
std::int32_t StackScenario::findAction(const std::string& n) const
{
    return indexOf(actions, n, [](const ActionDef& a) { return a.name; });
}

std::int32_t StackScenario::playerOf(EntityId e) const
{
    return e >= 2 && e < 2 + players.size() ? static_cast<std::int32_t>(e - 2) : -1;
}
std::int32_t StackScenario::componentOf(EntityId e) const
{
    return e >= componentBase && e < componentBase + components.size() ? static_cast<std::int32_t>(e - componentBase)
                                                                       : -1;
}
std::int32_t StackScenario::actionOf(EntityId e) const
{
    return e >= actionBase && e < actionBase + actions.size() ? static_cast<std::int32_t>(e - actionBase) : -1;
}

// ---------------------------------------------------------------- the document

// Reads every name first (players, actions, zones, counters, components), so that any part
// may refer to any other; every name is unique across all of them (events name them).
void Parser::names(const json& doc)
{
    auto take = [&](const std::string& name, const std::string& path) {
        checkName(name, file_, path);
        if (name == "game")
            fail(path, "\"game\" is reserved (the game's own entity)");
        const auto [it, inserted] = names_.emplace(name, path);
        if (!inserted)
            fail(path,
                 "the name " + jsonQuoted(name) + " is already used at " + it->second +
                     " (names are unique across players, components, actions, zones and counters)");
    };
    const json& zones = required(doc, "zones", "$");
    array(zones, "$.zones", kMaxZones);
    if (zones.empty())
        fail("$.zones", "at least one zone is needed");
    for (std::size_t i = 0; i < zones.size(); ++i) {
        const std::string p = jsonPathIndex("$.zones", i);
        take(string(zones[i], p), p);
        s_.zones.push_back(zones[i].get<std::string>());
    }
    if (const json* counters = optionalKey(doc, "counters")) {
        array(*counters, "$.counters", kMaxCounters);
        for (std::size_t i = 0; i < counters->size(); ++i) {
            const std::string p = jsonPathIndex("$.counters", i);
            take(string((*counters)[i], p), p);
            s_.counters.push_back((*counters)[i].get<std::string>());
        }
    }
    const json& players = required(doc, "players", "$");
    array(players, "$.players", kMaxPlayers);
    if (players.size() < 2)
        fail("$.players", "at least two players are needed");
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string p = jsonPathIndex("$.players", i);
        object(players[i], p);
        take(string(required(players[i], "name", p), jsonPathChild(p, "name")), jsonPathChild(p, "name"));
        s_.players.emplace_back().name = players[i]["name"].get<std::string>();
    }
    const json& actions = required(doc, "actions", "$");
    array(actions, "$.actions", kMaxActions);
    if (actions.empty())
        fail("$.actions", "at least one action is needed");
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string p = jsonPathIndex("$.actions", i);
        object(actions[i], p);
        take(string(required(actions[i], "name", p), jsonPathChild(p, "name")), jsonPathChild(p, "name"));
        s_.actions.emplace_back().name = actions[i]["name"].get<std::string>();
    }
    if (const json* components = optionalKey(doc, "components")) {
        array(*components, "$.components", kMaxComponents);
        for (std::size_t i = 0; i < components->size(); ++i) {
            const std::string p = jsonPathIndex("$.components", i);
            object((*components)[i], p);
            take(string(required((*components)[i], "name", p), jsonPathChild(p, "name")), jsonPathChild(p, "name"));
            s_.components.emplace_back().name = (*components)[i]["name"].get<std::string>();
        }
    }
}

std::vector<std::int32_t> Parser::counterValues(const json* j, const std::string& path) const
{
    std::vector<std::int32_t> values(s_.counters.size(), 0);
    if (!j)
        return values;
    object(*j, path);
    for (auto it = j->begin(); it != j->end(); ++it) {
        const std::string p = jsonPathChild(path, it.key());
        const std::int32_t c = counter(json(it.key()), p);
        values[static_cast<std::size_t>(c)] = integer(it.value(), kCounterMin, kCounterMax, p);
    }
    return values;
}

void Parser::player(const json& j, const std::string& path, PlayerSpec& p) const
{
    keys(j, {"name", "counters", "abilities", "script"}, path);
    p.counters = counterValues(optionalKey(j, "counters"), jsonPathChild(path, "counters"));
    if (const json* a = optionalKey(j, "abilities"))
        p.abilities = abilities(*a, jsonPathChild(path, "abilities"), false);
}

void Parser::componentSpec(const json& j, const std::string& path, ComponentSpec& c) const
{
    keys(j, {"name", "owner", "controller", "zone", "counters", "abilities"}, path);
    c.owner = player(required(j, "owner", path), jsonPathChild(path, "owner"));
    c.controller = c.owner;
    if (const json* ctl = optionalKey(j, "controller"))
        c.controller = player(*ctl, jsonPathChild(path, "controller"));
    c.zone = zone(required(j, "zone", path), jsonPathChild(path, "zone"));
    c.counters = counterValues(optionalKey(j, "counters"), jsonPathChild(path, "counters"));
    if (const json* a = optionalKey(j, "abilities"))
        c.abilities = abilities(*a, jsonPathChild(path, "abilities"), true);
}

std::int32_t Parser::drawZone(bool from, const std::string& path) const
{
    const std::int32_t z = from ? s_.drawFrom : s_.drawTo;
    if (z < 0)
        fail(path,
             std::string("no zone to draw ") + (from ? "from" : "to") + ": give $.draw." + (from ? "from" : "to") +
                 " (the default is a zone named " + (from ? "\"deck\"" : "\"hand\"") + ")");
    return z;
}

// The game's own rules where the core rules defer to it: how damage is taken, when a player
// has lost, the first player, the preparation, and the limits that keep a game bounded.
void Parser::rules(const json& doc)
{
    s_.drawFrom = s_.findZone("deck");
    s_.drawTo = s_.findZone("hand");
    if (const json* d = optionalKey(doc, "draw")) {
        object(*d, "$.draw");
        keys(*d, {"from", "to"}, "$.draw");
        if (const json* f = optionalKey(*d, "from"))
            s_.drawFrom = zone(*f, "$.draw.from");
        if (const json* t = optionalKey(*d, "to"))
            s_.drawTo = zone(*t, "$.draw.to");
    }
    s_.damageFrom = s_.findZone("deck");
    s_.damageTo = s_.findZone("graveyard");
    if (const json* d = optionalKey(doc, "damage")) {
        object(*d, "$.damage");
        keys(*d, {"from", "to", "counter"}, "$.damage");
        if (const json* c = optionalKey(*d, "counter")) {
            if (optionalKey(*d, "from") || optionalKey(*d, "to"))
                fail("$.damage", "damage is either a counter or a move from one zone to another, not both");
            s_.damageCounter = counter(*c, "$.damage.counter");
            s_.damageFrom = s_.damageTo = -1;
        } else {
            s_.damageFrom = zone(required(*d, "from", "$.damage"), "$.damage.from");
            s_.damageTo = zone(required(*d, "to", "$.damage"), "$.damage.to");
        }
    }
    if (const json* lose = optionalKey(doc, "lose")) {
        array(*lose, "$.lose", 16);
        for (std::size_t i = 0; i < lose->size(); ++i) {
            const std::string p = jsonPathIndex("$.lose", i);
            const json& l = (*lose)[i];
            object(l, p);
            keys(l, {"zone", "counter", "atMost"}, p);
            LoseCondition c;
            if (const json* z = optionalKey(l, "zone")) {
                c.index = zone(*z, jsonPathChild(p, "zone"));
            } else {
                c.zone = false;
                c.index = counter(required(l, "counter", p), jsonPathChild(p, "counter"));
            }
            if (optionalKey(l, "zone") && optionalKey(l, "counter"))
                fail(p, "a lose condition names a zone or a counter, not both");
            c.atMost = integer(required(l, "atMost", p), kCounterMin, kCounterMax, jsonPathChild(p, "atMost"));
            s_.lose.push_back(c);
        }
    }
    if (const json* first = optionalKey(doc, "first"))
        s_.first = string(*first, "$.first") == "random" ? -1 : player(*first, "$.first");
    if (const json* setup = optionalKey(doc, "setup")) {
        object(*setup, "$.setup");
        keys(*setup, {"shuffle", "draw"}, "$.setup");
        if (const json* sh = optionalKey(*setup, "shuffle")) {
            array(*sh, "$.setup.shuffle", kMaxZones);
            for (std::size_t i = 0; i < sh->size(); ++i)
                s_.shuffleZones |= 1u << zone((*sh)[i], jsonPathIndex("$.setup.shuffle", i));
        }
        if (const json* d = optionalKey(*setup, "draw")) {
            s_.setupDraw = integer(*d, 0, kMaxComponents, "$.setup.draw");
            if (s_.setupDraw > 0) {
                drawZone(true, "$.setup.draw");
                drawZone(false, "$.setup.draw");
            }
        }
    }
    if (const json* limits = optionalKey(doc, "limits")) {
        object(*limits, "$.limits");
        keys(*limits, {"turns", "actions", "stage", "triggerLoops"}, "$.limits");
        if (const json* v = optionalKey(*limits, "turns"))
            s_.limits.turns = integer(*v, 1, kMaxTurnLimit, "$.limits.turns");
        if (const json* v = optionalKey(*limits, "actions"))
            s_.limits.actions = integer(*v, 1, kMaxActionLimit, "$.limits.actions");
        if (const json* v = optionalKey(*limits, "stage"))
            s_.limits.stage = integer(*v, 1, kMaxStage, "$.limits.stage");
        if (const json* v = optionalKey(*limits, "triggerLoops"))
            s_.limits.triggerLoops = integer(*v, 1, kMaxTriggerLoops, "$.limits.triggerLoops");
    }
}

void Parser::scripts(const json& doc)
{
    const json& players = doc["players"];
    for (std::size_t i = 0; i < players.size(); ++i) {
        const json* script = optionalKey(players[i], "script");
        if (!script)
            continue;
        const std::string path = jsonPathChild(jsonPathIndex("$.players", i), "script");
        array(*script, path, kMaxScript);
        auto& out = s_.players[i].script;
        for (std::size_t k = 0; k < script->size(); ++k) {
            const auto lines = answers((*script)[k], jsonPathIndex(path, k), true);
            out.insert(out.end(), lines.begin(), lines.end());
            if (out.size() > static_cast<std::size_t>(kMaxScript))
                fail(path, "a script holds at most " + std::to_string(kMaxScript) + " answers");
        }
    }
}

void Parser::entities()
{
    auto& n = s_.entityNames;
    n = {"", "game"};
    for (const PlayerSpec& p : s_.players)
        n.push_back(p.name);
    s_.componentBase = static_cast<EntityId>(n.size());
    for (const ComponentSpec& c : s_.components)
        n.push_back(c.name);
    s_.actionBase = static_cast<EntityId>(n.size());
    for (const ActionDef& a : s_.actions)
        n.push_back(a.name);
    s_.zoneBase = static_cast<EntityId>(n.size());
    for (const std::string& z : s_.zones)
        n.push_back(z);
    s_.counterBase = static_cast<EntityId>(n.size());
    for (const std::string& c : s_.counters)
        n.push_back(c);
    for (std::size_t p = 0; p < s_.players.size(); ++p)
        for (std::size_t a = 0; a < s_.players[p].abilities.size(); ++a)
            if (s_.players[p].abilities[a].triggered)
                s_.triggers.push_back({true, static_cast<std::int32_t>(p), static_cast<std::int32_t>(a)});
    for (std::size_t c = 0; c < s_.components.size(); ++c)
        for (std::size_t a = 0; a < s_.components[c].abilities.size(); ++a)
            if (s_.components[c].abilities[a].triggered)
                s_.triggers.push_back({false, static_cast<std::int32_t>(c), static_cast<std::int32_t>(a)});
}

StackScenario Parser::parse(const json& doc)
{
    object(doc, "$");
    keys(doc,
         {"ruleset", "name", "description", "seed", "playerPolicy", "limits", "zones", "counters", "draw", "damage",
          "lose", "first", "setup", "actions", "abilitySets", "players", "components"},
         "$");
    s_.source = doc;
    s_.ruleset = string(required(doc, "ruleset", "$"), "$.ruleset");
    if (s_.ruleset != "stack")
        fail("$.ruleset", "this is a " + jsonQuoted(s_.ruleset) + " scenario; expected \"stack\"");
    s_.name = jsonName(required(doc, "name", "$"), file_, "$.name");
    if (const json* d = optionalKey(doc, "description"))
        s_.description = jsonText(*d, file_, "$.description");
    if (const json* seed = optionalKey(doc, "seed"))
        s_.seed = static_cast<std::uint64_t>(integer(*seed, 0, 0x7fffffff, "$.seed"));
    if (const json* policy = optionalKey(doc, "playerPolicy"))
        s_.playerManual = choice(*policy, {"ai", "manual"}, "player policy", "$.playerPolicy") == 1;
    names(doc);
    rules(doc);
    if (const json* sets = optionalKey(doc, "abilitySets")) {
        object(*sets, "$.abilitySets");
        abilitySets_ = sets;
    }
    const json& actions = doc["actions"];
    for (std::size_t i = 0; i < actions.size(); ++i)
        actionDef(actions[i], jsonPathIndex("$.actions", i), s_.actions[i]);
    if (std::none_of(s_.actions.begin(), s_.actions.end(), [](const ActionDef& a) { return a.endAction; }))
        fail("$.actions",
             "no end action: at least one action must pass the turn (an \"end-turn\" effect), or the game cannot go on "
             "(seed 002, エンドアクションの定義)");
    const json& players = doc["players"];
    for (std::size_t i = 0; i < players.size(); ++i)
        player(players[i], jsonPathIndex("$.players", i), s_.players[i]);
    if (const json* components = optionalKey(doc, "components"))
        for (std::size_t i = 0; i < components->size(); ++i)
            componentSpec((*components)[i], jsonPathIndex("$.components", i), s_.components[i]);
    entities();
    scripts(doc);
    return std::move(s_);
}

StackScenario parseStackScenario(const json& doc, const std::string& file) { return Parser(file).parse(doc); }

}  // namespace ts::stack
