// Reads a nation stage (the format is documented in docs/rulesets/nation.md).
#include "scenario.h"

#include "json_read.h"
#include "scenario_layout.h"

#include <algorithm>
#include <map>

namespace ts::nation {

namespace {

using nlohmann::json;

constexpr const char* kRowNames[] = {"front", "middle", "back", "bench"};
constexpr const char* kTimingNames[] = {"RoundStart",  "RoundEnd",    "TurnStart",   "AfterDomesticCommand",
                                        "AfterAction", "BattleStart", "AttackStart", "BeforeAttack",
                                        "AfterAttack", "AttackEnd",   "BattleEnd",   "TurnEnd"};
constexpr const char* kEffectNames[] = {"change-power",  "consume-power", "change-hp",    "change-max-hp",
                                        "change-attack", "grant-state",   "remove-state", "change-domestic-count",
                                        "move-unit",     "nothing"};
constexpr const char* kTargetNames[] = {"self",           "own-nation", "own-units", "opposing-nation",
                                        "opposing-units", "attacker",   "target",    "hostile-nations"};
// Ranges that keep a game's work bounded (docs/robustness.md): an NPC previews each of its
// commands on a copy of the whole game, so the work of one event grows with the number of
// nations, units and states; the number of events is bounded by the run's event budget.
constexpr std::int32_t kMaxNations = 64;
constexpr std::int32_t kMaxUnitsPerNation = 1000;
constexpr std::int32_t kMaxDefinitions = 1000;  // states, skills, commands
constexpr std::int32_t kMaxListLength =
    100;  // effects, replacements, a holder's states, a unit's skills, a nation's commands
constexpr std::int32_t kMaxScriptLines = 100000;
constexpr std::int32_t kMaxDomesticCount = 100;
constexpr std::int32_t kMaxRoundLimit = 100000;

template <std::size_t N>
int lookup(const char* const (&names)[N], const std::string& s)
{
    for (std::size_t i = 0; i < N; ++i)
        if (s == names[i])
            return static_cast<int>(i);
    return -1;
}

template <std::size_t N>
std::string choices(const char* const (&names)[N])
{
    std::string out;
    for (std::size_t i = 0; i < N; ++i)
        out += (i ? ", " : "") + std::string(names[i]);
    return out;
}

template <std::size_t N>
int enumValue(const JsonReader& r, const json& j, const char* const (&names)[N], const char* what,
              const std::string& path)
{
    const std::string s = r.string(j, path);
    const int i = lookup(names, s);
    if (i < 0)
        r.fail(path,
               std::string("unknown ") + what + " " + JsonReader::quoted(s) + " (expected one of " + choices(names) +
                   ")");
    return i;
}

class Parser {
public:
    Parser(const std::string& file) : r_(file) {}
    NationScenario parse(const json& doc);

private:
    // Ids to indices, and the first path that defined each (duplicate messages).
    using Index = std::map<std::string, std::pair<std::int32_t, std::string>>;

    void readIds(const json& list, const std::string& path, Index& ids, const char* what, bool reserveStates);
    std::int32_t ref(const json& j, const Index& index, const char* what, const std::string& path) const;
    std::vector<std::int32_t> refs(const json* j, const Index& index, const char* what, const std::string& path) const;
    Effect effect(const json& j, const std::string& path) const;
    std::vector<Effect> effects(const json* j, const std::string& path) const;
    void state(const json& j, const std::string& path, StateDef& d) const;
    void skill(const json& j, const std::string& path, SkillDef& d) const;
    void command(const json& j, const std::string& path, CommandDef& d) const;
    void nation(const json& j, const std::string& path, NationSpec& n);
    void script(const json& j, const std::string& path, NationSpec& n) const;
    // parse()'s sections, in the order of the document's checks
    void header(const json& doc);
    void stage(const json& doc);
    void definitions(const json& doc);

    JsonReader r_;
    NationScenario s_;
    Index states_, skills_, commands_, nations_;
    std::map<std::string, std::string> unitNames_;
};

void Parser::readIds(const json& list, const std::string& path, Index& ids, const char* what, bool reserveStates)
{
    r_.expectArray(list, path);
    const std::int32_t max = std::string(what) == "nation" ? kMaxNations : kMaxDefinitions;
    if (list.size() > static_cast<std::size_t>(max))
        r_.fail(path,
                "at most " + std::to_string(max) + " " + what + "s are allowed, found " + std::to_string(list.size()));
    const std::int32_t base = reserveStates ? 2 : 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string p = index(path, i);
        r_.expectObject(list[i], p);
        const char* key = std::string(what) == "nation" ? "name" : "id";
        const std::string idPath = child(p, key);
        const std::string id = r_.name(r_.required(list[i], key, p), idPath);
        if (id.empty())
            r_.fail(idPath, std::string("a ") + what + " " + key + " must not be empty");
        if (reserveStates && (id == "Dead" || id == "Fallen"))
            r_.fail(idPath, JsonReader::quoted(id) + " is a reserved state id (the engine defines it)");
        const auto [it, inserted] = ids.emplace(id, std::make_pair(base + static_cast<std::int32_t>(i), idPath));
        if (!inserted)
            r_.fail(idPath,
                    std::string("duplicate ") + what + " " + key + " " + JsonReader::quoted(id) +
                        ": already defined at " + it->second.second);
    }
}

std::int32_t Parser::ref(const json& j, const Index& idx, const char* what, const std::string& path) const
{
    const std::string id = r_.string(j, path);
    const auto it = idx.find(id);
    if (it == idx.end())
        r_.fail(path, std::string("unknown ") + what + " " + JsonReader::quoted(id));
    return it->second.first;
}

std::vector<std::int32_t> Parser::refs(const json* j, const Index& idx, const char* what, const std::string& path) const
{
    std::vector<std::int32_t> out;
    if (!j)
        return out;
    r_.expectArray(*j, path);
    if (j->size() > static_cast<std::size_t>(kMaxListLength))
        r_.fail(path,
                "at most " + std::to_string(kMaxListLength) + " entries are allowed, found " +
                    std::to_string(j->size()));
    for (std::size_t i = 0; i < j->size(); ++i)
        out.push_back(ref((*j)[i], idx, what, index(path, i)));
    return out;
}

Effect Parser::effect(const json& j, const std::string& path) const
{
    r_.expectObject(j, path);
    r_.checkKeys(j, {"do", "target", "amount", "rate", "state", "row", "slot"}, path);
    Effect e;
    e.kind =
        static_cast<EffectKind>(enumValue(r_, r_.required(j, "do", path), kEffectNames, "effect", child(path, "do")));
    if (const json* t = JsonReader::optional(j, "target"))
        e.target = static_cast<TargetKind>(enumValue(r_, *t, kTargetNames, "target", child(path, "target")));
    const bool numeric = e.kind == EffectKind::ChangePower || e.kind == EffectKind::ConsumePower ||
        e.kind == EffectKind::ChangeHp || e.kind == EffectKind::ChangeMaxHp || e.kind == EffectKind::ChangeAttack ||
        e.kind == EffectKind::ChangeDomesticCount;
    auto forbid = [&](const char* key) {
        if (JsonReader::optional(j, key))
            r_.fail(child(path, key),
                    std::string("\"") + key + "\" does not apply to \"" + kEffectNames[static_cast<int>(e.kind)] +
                        "\"");
    };
    if (numeric) {
        if (const json* a = JsonReader::optional(j, "amount"))
            e.amount = r_.integer(*a, e.kind == EffectKind::ConsumePower ? 0 : -kQuantityMax, kQuantityMax,
                                  child(path, "amount"));
        if (const json* rt = JsonReader::optional(j, "rate")) {
            if (e.kind == EffectKind::ConsumePower)
                forbid("rate");
            e.rate = r_.decimal(*rt, false, child(path, "rate"));
        }
        forbid("state");
        forbid("row");
        forbid("slot");
    } else {
        forbid("amount");
        forbid("rate");
    }
    if (e.kind == EffectKind::GrantState || e.kind == EffectKind::RemoveState) {
        e.state = ref(r_.required(j, "state", path), states_, "state", child(path, "state"));
        forbid("row");
        forbid("slot");
    } else if (e.kind != EffectKind::MoveUnit) {
        forbid("state");
    }
    if (e.kind == EffectKind::MoveUnit) {
        forbid("state");
        e.row = static_cast<Row>(enumValue(r_, r_.required(j, "row", path), kRowNames, "row", child(path, "row")));
        e.slot = r_.integer(r_.required(j, "slot", path), 0, s_.slotsPerRow - 1, child(path, "slot"));
    } else {
        forbid("row");
        forbid("slot");
    }
    const bool nationOnly = e.kind == EffectKind::ChangePower || e.kind == EffectKind::ConsumePower ||
        e.kind == EffectKind::ChangeDomesticCount;
    if (nationOnly && !JsonReader::optional(j, "target"))
        e.target = TargetKind::OwnNation;  // the natural default of a nation effect
    const bool unitOnly = e.kind == EffectKind::ChangeHp || e.kind == EffectKind::ChangeMaxHp ||
        e.kind == EffectKind::ChangeAttack || e.kind == EffectKind::MoveUnit;
    const bool nationTarget = e.target == TargetKind::OwnNation || e.target == TargetKind::OpposingNation ||
        e.target == TargetKind::HostileNations;
    if (unitOnly && nationTarget)
        r_.fail(child(path, "target"),
                std::string("\"") + kEffectNames[static_cast<int>(e.kind)] + "\" acts on units; \"" +
                    kTargetNames[static_cast<int>(e.target)] + "\" is a nation target");
    if (nationOnly && !nationTarget)
        r_.fail(child(path, "target"),
                std::string("\"") + kEffectNames[static_cast<int>(e.kind)] + "\" acts on nations; \"" +
                    kTargetNames[static_cast<int>(e.target)] + "\" is a unit target");
    return e;
}

std::vector<Effect> Parser::effects(const json* j, const std::string& path) const
{
    std::vector<Effect> out;
    if (!j)
        return out;
    r_.expectArray(*j, path);
    if (j->size() > static_cast<std::size_t>(kMaxListLength))
        r_.fail(path,
                "at most " + std::to_string(kMaxListLength) + " effects are allowed, found " +
                    std::to_string(j->size()));
    for (std::size_t i = 0; i < j->size(); ++i)
        out.push_back(effect((*j)[i], index(path, i)));
    return out;
}

void Parser::state(const json& j, const std::string& path, StateDef& d) const
{
    r_.checkKeys(j,
                 {"id", "name", "stacks", "duration", "remainings", "passive", "timings", "effects", "excludes",
                  "modifiers", "replacements"},
                 path);
    d.id = j["id"].get<std::string>();
    d.name = d.id;
    if (const json* n = JsonReader::optional(j, "name"))
        d.name = r_.name(*n, child(path, "name"));
    if (const json* v = JsonReader::optional(j, "stacks"))
        d.stacks = r_.nullableInteger(*v, 1, kQuantityMax, child(path, "stacks"));
    if (const json* v = JsonReader::optional(j, "duration"))
        d.duration = r_.nullableInteger(*v, 1, kQuantityMax, child(path, "duration"));
    if (const json* v = JsonReader::optional(j, "remainings"))
        d.remainings = r_.nullableInteger(*v, 0, kQuantityMax, child(path, "remainings"));
    if (const json* v = JsonReader::optional(j, "passive"))
        d.passive = r_.boolean(*v, child(path, "passive"));
    if (const json* t = JsonReader::optional(j, "timings")) {
        const std::string tp = child(path, "timings");
        r_.expectArray(*t, tp);
        for (std::size_t i = 0; i < t->size(); ++i)
            d.timings |= 1u << enumValue(r_, (*t)[i], kTimingNames, "timing", index(tp, i));
    }
    d.effects = effects(JsonReader::optional(j, "effects"), child(path, "effects"));
    if (const json* x = JsonReader::optional(j, "excludes")) {
        const std::string xp = child(path, "excludes");
        r_.expectObject(*x, xp);
        r_.checkKeys(*x, {"upper", "same", "lower"}, xp);
        const char* rows[3] = {"upper", "same", "lower"};
        for (int k = 0; k < 3; ++k)
            d.excludes[k] = refs(JsonReader::optional(*x, rows[k]), states_, "state", child(xp, rows[k]));
    }
    if (const json* m = JsonReader::optional(j, "modifiers")) {
        const std::string mp = child(path, "modifiers");
        r_.expectObject(*m, mp);
        r_.checkKeys(*m, {"military", "damageDealt", "damageTaken"}, mp);
        if (const json* v = JsonReader::optional(*m, "military"))
            d.modifiers.military = r_.decimal(*v, false, child(mp, "military"));
        if (const json* v = JsonReader::optional(*m, "damageDealt"))
            d.modifiers.damageDealt = r_.decimal(*v, false, child(mp, "damageDealt"));
        if (const json* v = JsonReader::optional(*m, "damageTaken"))
            d.modifiers.damageTaken = r_.decimal(*v, false, child(mp, "damageTaken"));
    }
    if (const json* reps = JsonReader::optional(j, "replacements")) {
        const std::string rp = child(path, "replacements");
        r_.expectArray(*reps, rp);
        if (reps->size() > static_cast<std::size_t>(kMaxListLength))
            r_.fail(rp,
                    "at most " + std::to_string(kMaxListLength) + " replacements are allowed, found " +
                        std::to_string(reps->size()));
        for (std::size_t i = 0; i < reps->size(); ++i) {
            const std::string p = index(rp, i);
            const json& rj = (*reps)[i];
            r_.expectObject(rj, p);
            r_.checkKeys(rj, {"match", "target", "with"}, p);
            Replacement rep;
            rep.match = static_cast<EffectKind>(
                enumValue(r_, r_.required(rj, "match", p), kEffectNames, "effect", child(p, "match")));
            if (const json* t = JsonReader::optional(rj, "target"))
                rep.matchTarget =
                    static_cast<TargetKind>(enumValue(r_, *t, kTargetNames, "target", child(p, "target")));
            rep.with = effects(&r_.required(rj, "with", p), child(p, "with"));
            d.replacements.push_back(std::move(rep));
        }
    }
    if (d.passive && d.timings != 0)
        r_.fail(child(path, "timings"), "a passive state never triggers; it must not have timings");
}

void Parser::skill(const json& j, const std::string& path, SkillDef& d) const
{
    r_.checkKeys(j,
                 {"id", "name", "priority", "target", "damageRate", "powerStealRate", "preEffects", "unitEffects",
                  "nationEffects", "postEffects"},
                 path);
    d.id = j["id"].get<std::string>();
    d.name = d.id;
    if (const json* n = JsonReader::optional(j, "name"))
        d.name = r_.name(*n, child(path, "name"));
    if (const json* v = JsonReader::optional(j, "priority"))
        d.priority = r_.integer(*v, -kQuantityMax, kQuantityMax, child(path, "priority"));
    const std::string tp = child(path, "target");
    const json& t = r_.required(j, "target", path);
    r_.expectObject(t, tp);
    r_.checkKeys(t, {"row", "slots"}, tp);
    d.pattern.row = static_cast<Row>(enumValue(r_, r_.required(t, "row", tp), kRowNames, "row", child(tp, "row")));
    if (d.pattern.row == Row::Bench)
        r_.fail(child(tp, "row"), "a skill cannot target the Bench (it never fights)");
    const std::string sp = child(tp, "slots");
    const json& slots = r_.required(t, "slots", tp);
    r_.expectArray(slots, sp);
    if (slots.empty())
        r_.fail(sp, "a target pattern needs at least one slot");
    for (std::size_t i = 0; i < slots.size(); ++i) {
        const std::int32_t slot = r_.integer(slots[i], 0, s_.slotsPerRow - 1, index(sp, i));
        if (std::find(d.pattern.range.begin(), d.pattern.range.end(), slot) != d.pattern.range.end())
            r_.fail(index(sp, i), "slot " + std::to_string(slot) + " is listed twice");
        d.pattern.range.push_back(slot);
    }
    if (const json* v = JsonReader::optional(j, "damageRate"))
        d.damageRate = r_.decimal(*v, false, child(path, "damageRate"));
    if (const json* v = JsonReader::optional(j, "powerStealRate"))
        d.powerStealRate = r_.decimal(*v, false, child(path, "powerStealRate"));
    d.preEffects = effects(JsonReader::optional(j, "preEffects"), child(path, "preEffects"));
    d.unitEffects = effects(JsonReader::optional(j, "unitEffects"), child(path, "unitEffects"));
    d.nationEffects = effects(JsonReader::optional(j, "nationEffects"), child(path, "nationEffects"));
    d.postEffects = effects(JsonReader::optional(j, "postEffects"), child(path, "postEffects"));
}

void Parser::command(const json& j, const std::string& path, CommandDef& d) const
{
    r_.checkKeys(j, {"id", "name", "cost", "effects"}, path);
    d.id = j["id"].get<std::string>();
    d.name = d.id;
    if (const json* n = JsonReader::optional(j, "name"))
        d.name = r_.name(*n, child(path, "name"));
    if (const json* v = JsonReader::optional(j, "cost"))
        d.cost = r_.integer(*v, 0, kQuantityMax, child(path, "cost"));
    d.effects = effects(JsonReader::optional(j, "effects"), child(path, "effects"));
}

void Parser::nation(const json& j, const std::string& path, NationSpec& n)
{
    r_.checkKeys(j,
                 {"name", "turnOrder", "npc", "power", "targetMilitaryRatio", "belligerence", "hostiles", "domestic",
                  "actions", "states", "units", "script"},
                 path);
    n.name = j["name"].get<std::string>();
    n.turnOrder = r_.integer(r_.required(j, "turnOrder", path), -kQuantityMax, kQuantityMax, child(path, "turnOrder"));
    if (const json* v = JsonReader::optional(j, "npc"))
        n.npc = r_.boolean(*v, child(path, "npc"));
    n.power = r_.integer(r_.required(j, "power", path), 0, kQuantityMax, child(path, "power"));
    if (const json* v = JsonReader::optional(j, "targetMilitaryRatio"))
        n.targetMilitaryRatio = r_.decimal(*v, false, child(path, "targetMilitaryRatio"));
    if (const json* v = JsonReader::optional(j, "belligerence"))
        n.belligerence = r_.decimal(*v, false, child(path, "belligerence"));
    n.hostiles = refs(JsonReader::optional(j, "hostiles"), nations_, "nation", child(path, "hostiles"));
    for (std::size_t i = 0; i < n.hostiles.size(); ++i)
        if (s_.nations[static_cast<std::size_t>(n.hostiles[i])].name == n.name)
            r_.fail(index(child(path, "hostiles"), i), "a nation cannot be hostile to itself");
    n.domestic = refs(JsonReader::optional(j, "domestic"), commands_, "command", child(path, "domestic"));
    n.actions = refs(JsonReader::optional(j, "actions"), commands_, "command", child(path, "actions"));
    n.states = refs(JsonReader::optional(j, "states"), states_, "state", child(path, "states"));
    const std::string up = child(path, "units");
    const json& units = r_.required(j, "units", path);
    r_.expectArray(units, up);
    if (units.size() > static_cast<std::size_t>(kMaxUnitsPerNation))
        r_.fail(up,
                "at most " + std::to_string(kMaxUnitsPerNation) + " units are allowed, found " +
                    std::to_string(units.size()));
    std::map<std::pair<std::int32_t, std::int32_t>, std::string> taken;
    for (std::size_t i = 0; i < units.size(); ++i) {
        const std::string p = index(up, i);
        const json& uj = units[i];
        r_.expectObject(uj, p);
        r_.checkKeys(uj, {"name", "maxHp", "hp", "attack", "row", "slot", "skills", "states"}, p);
        UnitSpec u;
        const std::string np = child(p, "name");
        u.name = r_.name(r_.required(uj, "name", p), np);
        if (u.name.empty())
            r_.fail(np, "a unit name must not be empty");
        if (u.name == "game" || nations_.count(u.name))
            r_.fail(np, JsonReader::quoted(u.name) + " is already the name of a nation (or \"game\")");
        if (const auto [it, ok] = unitNames_.emplace(u.name, np); !ok)
            r_.fail(np, "duplicate unit name " + JsonReader::quoted(u.name) + ": already used at " + it->second);
        u.maxHp = r_.integer(r_.required(uj, "maxHp", p), 1, kQuantityMax, child(p, "maxHp"));
        u.hp = u.maxHp;
        if (const json* v = JsonReader::optional(uj, "hp"))
            u.hp = r_.integer(*v, 0, u.maxHp, child(p, "hp"));
        u.attack = r_.integer(r_.required(uj, "attack", p), 0, kQuantityMax, child(p, "attack"));
        u.row = static_cast<Row>(enumValue(r_, r_.required(uj, "row", p), kRowNames, "row", child(p, "row")));
        if (u.row != Row::Bench) {
            u.slot = r_.integer(r_.required(uj, "slot", p), 0, s_.slotsPerRow - 1, child(p, "slot"));
            const auto [it, ok] = taken.emplace(std::make_pair(static_cast<std::int32_t>(u.row), u.slot), p);
            if (!ok)
                r_.fail(child(p, "slot"),
                        std::string(kRowNames[static_cast<int>(u.row)]) + " slot " + std::to_string(u.slot) +
                            " is already taken by " + it->second);
        } else if (const json* v = JsonReader::optional(uj, "slot")) {
            u.slot = r_.integer(*v, 0, kQuantityMax, child(p, "slot"));
        }
        u.skills = refs(JsonReader::optional(uj, "skills"), skills_, "skill", child(p, "skills"));
        u.states = refs(JsonReader::optional(uj, "states"), states_, "state", child(p, "states"));
        n.units.push_back(std::move(u));
    }
}

void Parser::script(const json& j, const std::string& path, NationSpec& n) const
{
    r_.expectArray(j, path);
    if (j.size() > static_cast<std::size_t>(kMaxScriptLines))
        r_.fail(path,
                "at most " + std::to_string(kMaxScriptLines) + " script lines are allowed, found " +
                    std::to_string(j.size()));
    if (n.npc && !j.empty())
        r_.fail(path, "an NPC nation decides by itself; only player nations (\"npc\": false) have a script");
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string p = index(path, i);
        const json& line = j[i];
        r_.expectObject(line, p);
        const std::string what = r_.string(r_.required(line, "do", p), child(p, "do"));
        ScriptLine s;
        auto commandIn = [&](const std::vector<std::int32_t>& list, const char* listName) {
            r_.checkKeys(line, {"do", "command"}, p);
            const std::int32_t c = ref(r_.required(line, "command", p), commands_, "command", child(p, "command"));
            const auto it = std::find(list.begin(), list.end(), c);
            if (it == list.end())
                r_.fail(child(p, "command"),
                        "the nation has no " + std::string(listName) + " command " +
                            JsonReader::quoted(line["command"].get<std::string>()));
            return static_cast<std::int32_t>(it - list.begin());
        };
        if (what == "domestic") {
            s.kind = 1;
            s.index = commandIn(n.domestic, "domestic");
        } else if (what == "battle") {
            r_.checkKeys(line, {"do", "target"}, p);
            s.kind = 2;
            s.targetNation = ref(r_.required(line, "target", p), nations_, "nation", child(p, "target"));
        } else if (what == "action") {
            s.kind = 3;
            s.index = commandIn(n.actions, "action");
        } else if (what == "end-turn") {
            r_.checkKeys(line, {"do"}, p);
            s.kind = 4;
        } else {
            r_.fail(child(p, "do"),
                    "unknown answer " + JsonReader::quoted(what) + " (expected domestic, battle, action or end-turn)");
        }
        n.script.push_back(s);
    }
}

NationScenario Parser::parse(const json& doc)
{
    r_.expectObject(doc, "$");
    r_.checkKeys(
        doc,
        {"ruleset", "name", "description", "seed", "playerPolicy", "stage", "states", "skills", "commands", "nations"},
        "$");
    s_.source = doc;
    header(doc);
    stage(doc);
    definitions(doc);
    sortByTurnOrder(s_);
    nameEntities(s_);
    return std::move(s_);
}

void Parser::header(const json& doc)
{
    s_.ruleset = r_.string(r_.required(doc, "ruleset", "$"), "$.ruleset");
    if (s_.ruleset != "nation")
        r_.fail("$.ruleset", "this is a " + JsonReader::quoted(s_.ruleset) + " scenario; expected \"nation\"");
    s_.name = r_.name(r_.required(doc, "name", "$"), "$.name");
    if (const json* d = JsonReader::optional(doc, "description"))
        s_.description = r_.text(*d, "$.description");
    s_.seed = 1;
    if (const json* seed = JsonReader::optional(doc, "seed")) {
        if (!seed->is_number_integer() || (!seed->is_number_unsigned() && seed->get<std::int64_t>() < 0))
            r_.fail("$.seed", "seed must be a non-negative integer, found " + JsonReader::shown(*seed));
        s_.seed = seed->get<std::uint64_t>();
    }
    if (const json* policy = JsonReader::optional(doc, "playerPolicy")) {
        const std::string p = r_.string(*policy, "$.playerPolicy");
        if (p == "manual")
            s_.playerManual = true;
        else if (p != "ai")
            r_.fail("$.playerPolicy",
                    "unknown player policy " + JsonReader::quoted(p) + " (expected \"ai\" or \"manual\")");
    }
}

void Parser::stage(const json& doc)
{
    const json& st = r_.required(doc, "stage", "$");
    r_.expectObject(st, "$.stage");
    r_.checkKeys(st, {"id", "domesticCount", "roundLimit", "decisivePower", "slotsPerRow"}, "$.stage");
    s_.stageId = r_.name(r_.required(st, "id", "$.stage"), "$.stage.id");
    s_.commandNum =
        r_.integer(r_.required(st, "domesticCount", "$.stage"), 0, kMaxDomesticCount, "$.stage.domesticCount");
    s_.roundLimit = r_.integer(r_.required(st, "roundLimit", "$.stage"), 1, kMaxRoundLimit, "$.stage.roundLimit");
    if (const json* v = JsonReader::optional(st, "decisivePower"))
        s_.decisivePower = r_.nullableInteger(*v, 1, kQuantityMax, "$.stage.decisivePower");
    if (const json* v = JsonReader::optional(st, "slotsPerRow"))
        s_.slotsPerRow = r_.integer(*v, 1, 100, "$.stage.slotsPerRow");
}

// States, skills, commands and nations. Ids first: effects, exclusions and nations refer to
// definitions anywhere in the file.
void Parser::definitions(const json& doc)
{
    const json empty = json::array();
    const json& states = JsonReader::optional(doc, "states") ? doc["states"] : empty;
    const json& skills = JsonReader::optional(doc, "skills") ? doc["skills"] : empty;
    const json& commands = JsonReader::optional(doc, "commands") ? doc["commands"] : empty;
    readIds(states, "$.states", states_, "state", true);
    // The reserved states can be named (initial Dead units, exclusions, effects).
    states_.emplace("Dead", std::make_pair(kDeadState, std::string("(reserved)")));
    states_.emplace("Fallen", std::make_pair(kFallenState, std::string("(reserved)")));
    readIds(skills, "$.skills", skills_, "skill", false);
    readIds(commands, "$.commands", commands_, "command", false);
    const json& nations = r_.required(doc, "nations", "$");
    readIds(nations, "$.nations", nations_, "nation", false);
    if (nations.empty())
        r_.fail("$.nations", "a stage needs at least one nation");
    if (nations_.count("game"))
        r_.fail(nations_.at("game").second, "\"game\" is reserved (the entity of the game's own fields)");

    StateDef dead;
    dead.id = dead.name = "Dead";
    StateDef fallen;
    fallen.id = fallen.name = "Fallen";
    s_.states = {dead, fallen};
    s_.states.resize(2 + states.size());
    for (std::size_t i = 0; i < states.size(); ++i)
        state(states[i], index("$.states", i), s_.states[2 + i]);
    s_.skills.resize(skills.size());
    for (std::size_t i = 0; i < skills.size(); ++i)
        skill(skills[i], index("$.skills", i), s_.skills[i]);
    s_.commands.resize(commands.size());
    for (std::size_t i = 0; i < commands.size(); ++i)
        command(commands[i], index("$.commands", i), s_.commands[i]);

    s_.nations.resize(nations.size());
    for (std::size_t i = 0; i < nations.size(); ++i)
        s_.nations[i].name = nations[i]["name"].get<std::string>();
    std::map<std::int32_t, std::string> orders;
    for (std::size_t i = 0; i < nations.size(); ++i) {
        nation(nations[i], index("$.nations", i), s_.nations[i]);
        const auto [it, ok] = orders.emplace(s_.nations[i].turnOrder, index("$.nations", i));
        if (!ok)
            r_.fail(child(index("$.nations", i), "turnOrder"),
                    "turn order " + std::to_string(s_.nations[i].turnOrder) + " is already used by " + it->second);
    }
    for (std::size_t i = 0; i < nations.size(); ++i)
        if (const json* sj = JsonReader::optional(nations[i], "script"))
            script(*sj, child(index("$.nations", i), "script"), s_.nations[i]);
}

}  // namespace

NationScenario parseNationScenario(const nlohmann::json& doc, const std::string& file)
{
    return Parser(file).parse(doc);
}

const char* rowName(Row r)
{
    const auto i = static_cast<std::size_t>(r);
    return i < std::size(kRowNames) ? kRowNames[i] : "?";
}
const char* timingName(Timing t)
{
    const auto i = static_cast<std::size_t>(t);
    return i < std::size(kTimingNames) ? kTimingNames[i] : "?";
}
const char* effectKindName(EffectKind k)
{
    const auto i = static_cast<std::size_t>(k);
    return i < std::size(kEffectNames) ? kEffectNames[i] : "?";
}
const char* targetKindName(TargetKind t)
{
    const auto i = static_cast<std::size_t>(t);
    return i < std::size(kTargetNames) ? kTargetNames[i] : "?";
}

}  // namespace ts::nation
