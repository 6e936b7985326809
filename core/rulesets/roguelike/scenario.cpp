#include "scenario.h"

#include "kernel/json_read.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ts::roguelike {

namespace {

using nlohmann::json;

// Ranges that keep a game's work bounded (docs/robustness.md): the work of one event grows
// with the number of units (the brain looks at every opponent), the number of events is
// bounded by the run's event budget.
constexpr int kMaxMapSide = 1000;
constexpr std::size_t kMaxUnits = 10000;
constexpr std::int64_t kMaxStat = 1000000000;
constexpr std::int64_t kMaxTurns = 1000000;
constexpr std::int64_t kMaxAttacksPerTurn = 1000;
constexpr std::size_t kMaxScriptLength = 100000;

// The "do" names, index = ActionKind.
constexpr const char* kActionNames[] = {"none",  "move",       "attack", "wait",    "drink-speed-grass",
                                        "wave-staff", "equip", "throw-item", "control", "brain"};
constexpr std::size_t kActionCount = sizeof(kActionNames) / sizeof(kActionNames[0]);
constexpr const char* kStaffNames[] = {"haste", "slow"};
constexpr const char* kItemNames[] = {"weapon", "arrows"};
constexpr const char* kFactionNames[] = {"player", "friend", "enemy"};

[[noreturn]] void fail(const std::string& file, const std::string& path, const std::string& message)
{
    throw ScenarioError(file, path, message);
}

std::int64_t getInt(const json& j, std::int64_t lo, std::int64_t hi, const std::string& what, const std::string& file,
                    const std::string& path)
{
    if (!j.is_number_integer())
        failJsonType(j, "an integer", file, path);
    bool inRange = false;
    std::int64_t v = 0;
    if (j.is_number_unsigned()) {
        const std::uint64_t u = j.get<std::uint64_t>();
        if (u <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
            v = static_cast<std::int64_t>(u);
            inRange = v >= lo && v <= hi;
        }
    } else {
        v = j.get<std::int64_t>();
        inRange = v >= lo && v <= hi;
    }
    if (!inRange) {
        // Bounds that only keep the value in an int are not the interesting part.
        const std::string range = hi >= std::numeric_limits<int>::max()
                                      ? "at least " + std::to_string(lo) + " (and at most " + std::to_string(hi) + ")"
                                      : "between " + std::to_string(lo) + " and " + std::to_string(hi);
        fail(file, path, what + " must be " + range + ", found " + jsonShown(j));
    }
    return v;
}

// The index of `s` in `names`, or -1.
template <std::size_t N>
int indexOf(const char* const (&names)[N], const std::string& s)
{
    for (std::size_t i = 0; i < N; ++i)
        if (s == names[i])
            return static_cast<int>(i);
    return -1;
}

template <std::size_t N>
std::string choices(const char* const (&names)[N], std::size_t first = 0)
{
    std::string out;
    for (std::size_t i = first; i < N; ++i) {
        if (i > first)
            out += i + 1 == N ? " or " : ", ";
        out += names[i];
    }
    return out;
}

// One of `names`, as a string value at `path`.
template <std::size_t N>
int getEnum(const json& j, const char* const (&names)[N], const char* what, const std::string& file,
            const std::string& path)
{
    const std::string s = jsonString(j, file, path);
    const int i = indexOf(names, s);
    if (i < 0)
        fail(file, path, std::string("unknown ") + what + " " + jsonQuoted(s) + " (expected " + choices(names) + ")");
    return i;
}

// Resolves unit names to entity ids: by a hash index while parsing a whole scenario (scripts
// may name units of any position), by a scan for a single actionFromJson call.
struct Names {
    const RoguelikeScenario& scenario;
    const std::unordered_map<std::string, std::size_t>* index = nullptr;

    EntityId find(const std::string& name) const
    {
        if (index) {
            auto it = index->find(name);
            return it == index->end() ? kNoEntity : static_cast<EntityId>(it->second + 1);
        }
        for (std::size_t i = 0; i < scenario.units.size(); ++i)
            if (scenario.units[i].name == name)
                return static_cast<EntityId>(i + 1);
        return kNoEntity;
    }
};

EntityId getTarget(const json& obj, const Names& names, const std::string& file, const std::string& path)
{
    const std::string tpath = jsonPathChild(path, "target");
    const std::string name = jsonString(requiredKey(obj, "target", file, path), file, tpath);
    const EntityId id = names.find(name);
    if (id == kNoEntity)
        fail(file, tpath, "unknown unit " + jsonQuoted(name));
    return id;
}

Action parseAction(const json& j, const Names& names, bool nested, const std::string& file, const std::string& path)
{
    expectJsonObject(j, file, path);
    const std::string doPath = jsonPathChild(path, "do");
    const std::string doName = jsonString(requiredKey(j, "do", file, path), file, doPath);
    const int kindIndex = indexOf(kActionNames, doName);
    if (kindIndex <= 0)
        fail(file, doPath, "unknown action " + jsonQuoted(doName) + " (expected " + choices(kActionNames, 1) + ")");
    Action a;
    a.kind = static_cast<ActionKind>(kindIndex);
    if (nested && (a.kind == ActionKind::Control || a.kind == ActionKind::ThrowItem || a.kind == ActionKind::Brain))
        fail(file, doPath,
             "a control action cannot make its target " + jsonQuoted(doName) +
                 " (allowed: move, attack, wait, drink-speed-grass, wave-staff, equip)");

    switch (a.kind) {
    case ActionKind::None: break;
    case ActionKind::Move: {
        checkJsonKeys(j, {"do", "dir"}, file, path);
        const std::string dirPath = jsonPathChild(path, "dir");
        a.arg = getEnum(requiredKey(j, "dir", file, path), kDirNames, "direction", file, dirPath);
        break;
    }
    case ActionKind::Attack:
        checkJsonKeys(j, {"do", "target"}, file, path);
        a.target = getTarget(j, names, file, path);
        break;
    case ActionKind::Wait:
    case ActionKind::DrinkSpeedGrass:
    case ActionKind::Brain: checkJsonKeys(j, {"do"}, file, path); break;
    case ActionKind::WaveStaff:
        checkJsonKeys(j, {"do", "staff", "target"}, file, path);
        a.arg = getEnum(requiredKey(j, "staff", file, path), kStaffNames, "staff", file, jsonPathChild(path, "staff"));
        a.target = getTarget(j, names, file, path);
        break;
    case ActionKind::Equip:
        checkJsonKeys(j, {"do", "item"}, file, path);
        a.arg = getEnum(requiredKey(j, "item", file, path), kItemNames, "item", file, jsonPathChild(path, "item"));
        break;
    case ActionKind::ThrowItem:
        checkJsonKeys(j, {"do", "target", "item"}, file, path);
        a.target = getTarget(j, names, file, path);
        a.arg = getEnum(requiredKey(j, "item", file, path), kItemNames, "item", file, jsonPathChild(path, "item"));
        break;
    case ActionKind::Control: {
        checkJsonKeys(j, {"do", "target", "action"}, file, path);
        a.target = getTarget(j, names, file, path);
        const Action inner =
            parseAction(requiredKey(j, "action", file, path), names, true, file, jsonPathChild(path, "action"));
        a.innerKind = inner.kind;
        a.innerTarget = inner.target;
        a.innerArg = inner.arg;
        break;
    }
    }
    return a;
}

const std::string& unitName(EntityId id, const RoguelikeScenario& scenario)
{
    if (id == kNoEntity || id > scenario.units.size())
        throw std::invalid_argument("actionToJson: no unit with id " + std::to_string(id));
    return scenario.units[id - 1].name;
}

template <std::size_t N>
const char* argName(const char* const (&names)[N], std::int32_t arg, ActionKind kind)
{
    if (arg < 0 || static_cast<std::size_t>(arg) >= N)
        throw std::invalid_argument("actionToJson: bad argument " + std::to_string(arg) + " for " +
                                    kActionNames[static_cast<std::size_t>(kind)]);
    return names[arg];
}

// The inverse of parseAction for a non-Control action (the fields kind/target/arg).
json simpleActionToJson(ActionKind kind, EntityId target, std::int32_t arg, const RoguelikeScenario& scenario)
{
    const auto idx = static_cast<std::size_t>(kind);
    if (idx >= kActionCount)
        throw std::invalid_argument("actionToJson: bad action kind " + std::to_string(idx));
    json j = json::object();
    j["do"] = kActionNames[idx];
    switch (kind) {
    case ActionKind::None:
    case ActionKind::Wait:
    case ActionKind::DrinkSpeedGrass:
    case ActionKind::Brain: break;
    case ActionKind::Move: j["dir"] = argName(kDirNames, arg, kind); break;
    case ActionKind::Attack: j["target"] = unitName(target, scenario); break;
    case ActionKind::WaveStaff:
        j["staff"] = argName(kStaffNames, arg, kind);
        j["target"] = unitName(target, scenario);
        break;
    case ActionKind::Equip: j["item"] = argName(kItemNames, arg, kind); break;
    case ActionKind::ThrowItem:
        j["target"] = unitName(target, scenario);
        j["item"] = argName(kItemNames, arg, kind);
        break;
    case ActionKind::Control: throw std::invalid_argument("actionToJson: a control action nested in a control");
    }
    return j;
}

}  // namespace

const char* factionName(Faction f)
{
    const auto i = static_cast<std::size_t>(f);
    return i < std::size(kFactionNames) ? kFactionNames[i] : "?";
}

const char* actionKindName(ActionKind k)
{
    const auto i = static_cast<std::size_t>(k);
    return i < kActionCount ? kActionNames[i] : "?";
}

Action actionFromJson(const nlohmann::json& j, const RoguelikeScenario& scenario, const std::string& file,
                      const std::string& path)
{
    return parseAction(j, Names{scenario, nullptr}, false, file, path);
}

nlohmann::json actionToJson(const Action& a, const RoguelikeScenario& scenario)
{
    if (a.kind != ActionKind::Control)
        return simpleActionToJson(a.kind, a.target, a.arg, scenario);
    if (a.innerKind == ActionKind::None || a.innerKind == ActionKind::Control ||
        a.innerKind == ActionKind::ThrowItem || a.innerKind == ActionKind::Brain)
        throw std::invalid_argument(std::string("actionToJson: a control action cannot carry ") +
                                    actionKindName(a.innerKind));
    json j = json::object();
    j["do"] = actionKindName(ActionKind::Control);
    j["target"] = unitName(a.target, scenario);
    j["action"] = simpleActionToJson(a.innerKind, a.innerTarget, a.innerArg, scenario);
    return j;
}

RoguelikeScenario parseRoguelikeScenario(const nlohmann::json& doc, const std::string& file)
{
    const std::string root = "$";
    expectJsonObject(doc, file, root);
    checkJsonKeys(doc,
              {"ruleset", "name", "description", "seed", "scheduler", "turns", "playerPolicy", "map", "units"},
              file, root);

    RoguelikeScenario s;
    s.source = doc;

    // ruleset, name, description
    const std::string rulesetPath = jsonPathChild(root, "ruleset");
    s.ruleset = jsonString(requiredKey(doc, "ruleset", file, root), file, rulesetPath);
    if (s.ruleset != "roguelike")
        fail(file, rulesetPath, "this is a " + jsonQuoted(s.ruleset) + " scenario; expected \"roguelike\"");
    s.name = jsonName(requiredKey(doc, "name", file, root), file, jsonPathChild(root, "name"));
    if (const json* d = optionalKey(doc, "description"))
        s.description = jsonText(*d, file, jsonPathChild(root, "description"));

    // seed: any non-negative 64-bit integer
    s.seed = 1;
    if (const json* seed = optionalKey(doc, "seed")) {
        const std::string path = jsonPathChild(root, "seed");
        if (!seed->is_number_integer())
            failJsonType(*seed, "an integer", file, path);
        if (seed->is_number_unsigned())
            s.seed = seed->get<std::uint64_t>();
        else if (const auto v = seed->get<std::int64_t>(); v >= 0)
            s.seed = static_cast<std::uint64_t>(v);
        else
            fail(file, path, "seed must be a non-negative integer, found " + jsonShown(*seed));
    }

    if (const json* sched = optionalKey(doc, "scheduler")) {
        const std::string path = jsonPathChild(root, "scheduler");
        const std::string name = jsonString(*sched, file, path);
        if (name == "energy")
            fail(file, path, "an energy scenario (seed 003) is read by parseEnergyScenario, not by the Run table's reader");
        if (name != "runtable")
            fail(file, path, "unknown scheduler " + jsonQuoted(name) + " (expected \"runtable\")");
    }

    if (const json* turns = optionalKey(doc, "turns"))
        s.turns = static_cast<int>(getInt(*turns, 1, kMaxTurns, "turns", file, jsonPathChild(root, "turns")));

    if (const json* policy = optionalKey(doc, "playerPolicy")) {
        const std::string path = jsonPathChild(root, "playerPolicy");
        const std::string p = jsonString(*policy, file, path);
        if (p == "manual")
            s.playerManual = true;
        else if (p != "ai")
            fail(file, path, "unknown player policy " + jsonQuoted(p) + " (expected \"ai\" or \"manual\")");
    }

    // map
    {
        const std::string mapPath = jsonPathChild(root, "map");
        const json& map = requiredKey(doc, "map", file, root);
        if (!map.is_array())
            failJsonType(map, "an array of strings", file, mapPath);
        if (map.empty())
            fail(file, mapPath, "the map must have at least one row");
        if (map.size() > static_cast<std::size_t>(kMaxMapSide))
            fail(file, mapPath,
                 "the map has " + std::to_string(map.size()) + " rows; at most " + std::to_string(kMaxMapSide) +
                     " are allowed");
        s.height = static_cast<int>(map.size());
        for (std::size_t y = 0; y < map.size(); ++y) {
            const std::string rowPath = jsonPathIndex(mapPath, y);
            const std::string row = jsonString(map[y], file, rowPath);
            // Characters first: a non-ASCII character would otherwise show up as a length mismatch.
            for (std::size_t x = 0; x < row.size(); ++x) {
                const char c = row[x];
                if (c == '#' || c == '.')
                    continue;
                const auto byte = static_cast<unsigned char>(c);
                const std::string what = byte >= 0x80   ? "non-ASCII character"
                                         : byte < 0x20 || byte == 0x7f
                                             ? "control character (byte " + std::to_string(byte) + ")"
                                             : "character '" + std::string(1, c) + "'";
                fail(file, rowPath,
                     "row " + std::to_string(y) + ", column " + std::to_string(x) + ": unexpected " + what +
                         " (the map uses '#' for a wall and '.' for floor)");
            }
            if (y == 0) {
                if (row.empty())
                    fail(file, rowPath, "a map row must not be empty");
                if (row.size() > static_cast<std::size_t>(kMaxMapSide))
                    fail(file, rowPath,
                         "the row has " + std::to_string(row.size()) + " columns; at most " +
                             std::to_string(kMaxMapSide) + " are allowed");
                s.width = static_cast<int>(row.size());
                s.walls.reserve(static_cast<std::size_t>(s.width) * map.size());
            } else if (row.size() != static_cast<std::size_t>(s.width)) {
                fail(file, rowPath,
                     "row " + std::to_string(y) + " has " + std::to_string(row.size()) + " columns, row 0 has " +
                         std::to_string(s.width) + "; all rows must have the same length");
            }
            for (const char c : row)
                s.walls.push_back(c == '#' ? 1 : 0);
        }
    }

    // units, first pass: everything but the scripts (which may name units defined later)
    const std::string unitsPath = jsonPathChild(root, "units");
    const json& units = requiredKey(doc, "units", file, root);
    if (!units.is_array())
        failJsonType(units, "an array of units", file, unitsPath);
    if (units.empty())
        fail(file, unitsPath, "a scenario needs at least one unit");
    if (units.size() > kMaxUnits)
        fail(file, unitsPath,
             "the scenario has " + std::to_string(units.size()) + " units; at most " + std::to_string(kMaxUnits) +
                 " are allowed");

    std::unordered_map<std::string, std::size_t> nameIndex;
    nameIndex.reserve(units.size());
    std::vector<std::uint32_t> occupant(s.walls.size(), 0);  // EntityId standing on each cell
    s.units.reserve(units.size());
    for (std::size_t i = 0; i < units.size(); ++i) {
        const json& uj = units[i];
        const std::string up = jsonPathIndex(unitsPath, i);
        expectJsonObject(uj, file, up);
        checkJsonKeys(uj,
                  {"name", "faction", "speed", "hp", "attack", "at", "attacksPerAction", "attacksPerTurn", "script"},
                  file, up);
        UnitSpec u;

        const std::string namePath = jsonPathChild(up, "name");
        u.name = jsonName(requiredKey(uj, "name", file, up), file, namePath);
        if (u.name.empty())
            fail(file, namePath, "a unit name must not be empty");
        if (auto [it, inserted] = nameIndex.emplace(u.name, i); !inserted)
            fail(file, namePath,
                 "duplicate unit name " + jsonQuoted(u.name) + ": already used by " + jsonPathIndex(unitsPath, it->second));

        u.faction = static_cast<Faction>(
            getEnum(requiredKey(uj, "faction", file, up), kFactionNames, "faction", file, jsonPathChild(up, "faction")));

        {
            const std::string path = jsonPathChild(up, "speed");
            const json& speed = requiredKey(uj, "speed", file, up);
            if (speed.is_string() && speed.get_ref<const std::string&>() == "slow") {
                u.speed = 1;
                u.slow = true;
            } else if (speed.is_number_integer() && speed >= 1 && speed <= 3) {
                u.speed = speed.get<int>();
            } else {
                fail(file, path, "speed must be 1, 2, 3 or \"slow\", found " + jsonShown(speed));
            }
        }

        if (const json* hp = optionalKey(uj, "hp"))
            u.hp = static_cast<int>(getInt(*hp, 1, kMaxStat, "hp", file, jsonPathChild(up, "hp")));
        if (const json* attack = optionalKey(uj, "attack"))
            u.attack = static_cast<int>(getInt(*attack, 0, kMaxStat, "attack", file, jsonPathChild(up, "attack")));
        if (const json* apa = optionalKey(uj, "attacksPerAction")) {
            const std::string path = jsonPathChild(up, "attacksPerAction");
            if (!apa->is_number_integer())
                failJsonType(*apa, "an integer", file, path);
            if (*apa != 1 && *apa != 2)
                fail(file, path, "attacksPerAction must be 1 or 2, found " + jsonShown(*apa));
            u.attacksPerAction = apa->get<int>();
        }
        if (const json* apt = optionalKey(uj, "attacksPerTurn"))
            u.attacksPerTurn = static_cast<int>(
                getInt(*apt, 1, kMaxAttacksPerTurn, "attacksPerTurn", file, jsonPathChild(up, "attacksPerTurn")));

        {
            const std::string atPath = jsonPathChild(up, "at");
            const json& at = requiredKey(uj, "at", file, up);
            if (!at.is_array())
                failJsonType(at, "an array [x, y]", file, atPath);
            if (at.size() != 2)
                fail(file, atPath, "expected [x, y], an array of 2 integers; found " + std::to_string(at.size()) +
                                       " elements");
            // Any integer is read; one that is off the map (however far) is reported as such.
            std::int64_t xy[2] = {0, 0};
            for (std::size_t k = 0; k < 2; ++k) {
                const json& c = at[k];
                if (!c.is_number_integer())
                    failJsonType(c, "an integer", file, jsonPathIndex(atPath, k));
                xy[k] = c.is_number_unsigned() ? static_cast<std::int64_t>(std::min<std::uint64_t>(
                                                     c.get<std::uint64_t>(), std::uint64_t{1} << 62))
                                               : c.get<std::int64_t>();
            }
            const std::int64_t x = xy[0], y = xy[1];
            const std::string where = "(" + jsonShown(at[0]) + ", " + jsonShown(at[1]) + ")";
            if (x < 0 || y < 0 || x >= s.width || y >= s.height)
                fail(file, atPath,
                     where + " is outside the map, which is " + std::to_string(s.width) + " wide and " +
                         std::to_string(s.height) + " high");
            u.x = static_cast<int>(x);
            u.y = static_cast<int>(y);
            if (s.wall(u.x, u.y))
                fail(file, atPath, where + " is a wall");
            const auto cell = static_cast<std::size_t>(u.y * s.width + u.x);
            if (occupant[cell] != 0) {
                const std::size_t other = occupant[cell] - 1;
                fail(file, atPath,
                     where + " is already taken by unit " + jsonQuoted(s.units[other].name) + " (" +
                         jsonPathIndex(unitsPath, other) + ")");
            }
            occupant[cell] = static_cast<std::uint32_t>(i + 1);
        }

        s.units.push_back(std::move(u));
    }

    // units, second pass: the scripts
    const Names names{s, &nameIndex};
    for (std::size_t i = 0; i < units.size(); ++i) {
        const json* script = optionalKey(units[i], "script");
        if (!script)
            continue;
        const std::string sp = jsonPathChild(jsonPathIndex(unitsPath, i), "script");
        if (!script->is_array())
            failJsonType(*script, "an array of actions", file, sp);
        if (script->size() > kMaxScriptLength)
            fail(file, sp,
                 "the script has " + std::to_string(script->size()) + " actions; at most " +
                     std::to_string(kMaxScriptLength) + " are allowed");
        UnitSpec& u = s.units[i];
        u.script.reserve(script->size());
        for (std::size_t k = 0; k < script->size(); ++k) {
            const std::string ap = jsonPathIndex(sp, k);
            Action a = parseAction((*script)[k], names, false, file, ap);
            if (a.kind == ActionKind::Brain && u.faction == Faction::Player)
                fail(file, jsonPathChild(ap, "do"),
                     "\"brain\" is only allowed in the scripts of friend and enemy units; " + jsonQuoted(u.name) +
                         " is the player");
            u.script.push_back(a);
        }
    }

    return s;
}

}  // namespace ts::roguelike
