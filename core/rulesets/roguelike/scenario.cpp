#include "scenario.h"

#include "kernel/io/json_read.h"

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
constexpr const char* kActionNames[] = {"none",       "move",  "attack",     "wait",    "drink-speed-grass",
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

// Reads a Run-table scenario section by section, as the other rulesets' parsers do: the
// document's header, the map, the units (everything but their scripts), then the scripts,
// which may name units defined later.
class ScenarioParser {
public:
    explicit ScenarioParser(const std::string& file) : file_(file) {}
    RoguelikeScenario parse(const json& doc);

private:
    void header(const json& doc);
    void map(const json& doc);
    void mapRow(const std::string& row, std::size_t y, const std::string& rowPath) const;
    void units(const json& list);
    UnitSpec unit(const json& uj, std::size_t i);
    void stats(const json& uj, const std::string& up, UnitSpec& u) const;
    void place(const json& uj, const std::string& up, std::size_t i, UnitSpec& u);
    void scripts(const json& list);

    const std::string& file_;
    RoguelikeScenario s_;
    std::string unitsPath_;
    std::unordered_map<std::string, std::size_t> nameIndex_;
    std::vector<std::uint32_t> occupant_;  // EntityId standing on each cell
};

RoguelikeScenario ScenarioParser::parse(const json& doc)
{
    const std::string root = "$";
    expectJsonObject(doc, file_, root);
    checkJsonKeys(doc, {"ruleset", "name", "description", "seed", "scheduler", "turns", "playerPolicy", "map", "units"},
                  file_, root);
    s_.source = doc;
    header(doc);
    map(doc);
    unitsPath_ = jsonPathChild(root, "units");
    const json& unitList = requiredKey(doc, "units", file_, root);
    units(unitList);
    scripts(unitList);
    return std::move(s_);
}

// ruleset, name, description, seed, scheduler, turns, playerPolicy
void ScenarioParser::header(const json& doc)
{
    const std::string root = "$";
    const std::string rulesetPath = jsonPathChild(root, "ruleset");
    s_.ruleset = jsonString(requiredKey(doc, "ruleset", file_, root), file_, rulesetPath);
    if (s_.ruleset != "roguelike")
        fail(file_, rulesetPath, "this is a " + jsonQuoted(s_.ruleset) + " scenario; expected \"roguelike\"");
    s_.name = jsonName(requiredKey(doc, "name", file_, root), file_, jsonPathChild(root, "name"));
    if (const json* d = optionalKey(doc, "description"))
        s_.description = jsonText(*d, file_, jsonPathChild(root, "description"));

    // seed: any non-negative 64-bit integer
    s_.seed = 1;
    if (const json* seed = optionalKey(doc, "seed")) {
        const std::string path = jsonPathChild(root, "seed");
        if (!seed->is_number_integer())
            failJsonType(*seed, "an integer", file_, path);
        if (seed->is_number_unsigned())
            s_.seed = seed->get<std::uint64_t>();
        else if (const auto v = seed->get<std::int64_t>(); v >= 0)
            s_.seed = static_cast<std::uint64_t>(v);
        else
            fail(file_, path, "seed must be a non-negative integer, found " + jsonShown(*seed));
    }

    if (const json* sched = optionalKey(doc, "scheduler")) {
        const std::string path = jsonPathChild(root, "scheduler");
        const std::string name = jsonString(*sched, file_, path);
        if (name == "energy")
            fail(file_, path,
                 "an energy scenario (seed 003) is read by parseEnergyScenario, not by the Run table's reader");
        if (name != "runtable")
            fail(file_, path, "unknown scheduler " + jsonQuoted(name) + " (expected \"runtable\")");
    }

    if (const json* turns = optionalKey(doc, "turns"))
        s_.turns = static_cast<int>(getInt(*turns, 1, kMaxTurns, "turns", file_, jsonPathChild(root, "turns")));

    if (const json* policy = optionalKey(doc, "playerPolicy")) {
        const std::string path = jsonPathChild(root, "playerPolicy");
        const std::string p = jsonString(*policy, file_, path);
        if (p == "manual")
            s_.playerManual = true;
        else if (p != "ai")
            fail(file_, path, "unknown player policy " + jsonQuoted(p) + " (expected \"ai\" or \"manual\")");
    }
}

void ScenarioParser::map(const json& doc)
{
    const std::string mapPath = jsonPathChild("$", "map");
    const json& rows = requiredKey(doc, "map", file_, "$");
    if (!rows.is_array())
        failJsonType(rows, "an array of strings", file_, mapPath);
    if (rows.empty())
        fail(file_, mapPath, "the map must have at least one row");
    if (rows.size() > static_cast<std::size_t>(kMaxMapSide))
        fail(file_, mapPath,
             "the map has " + std::to_string(rows.size()) + " rows; at most " + std::to_string(kMaxMapSide) +
                 " are allowed");
    s_.height = static_cast<int>(rows.size());
    for (std::size_t y = 0; y < rows.size(); ++y) {
        const std::string rowPath = jsonPathIndex(mapPath, y);
        const std::string row = jsonString(rows[y], file_, rowPath);
        mapRow(row, y, rowPath);
        if (y == 0) {
            if (row.empty())
                fail(file_, rowPath, "a map row must not be empty");
            if (row.size() > static_cast<std::size_t>(kMaxMapSide))
                fail(file_, rowPath,
                     "the row has " + std::to_string(row.size()) + " columns; at most " + std::to_string(kMaxMapSide) +
                         " are allowed");
            s_.width = static_cast<int>(row.size());
            s_.walls.reserve(static_cast<std::size_t>(s_.width) * rows.size());
        } else if (row.size() != static_cast<std::size_t>(s_.width)) {
            fail(file_, rowPath,
                 "row " + std::to_string(y) + " has " + std::to_string(row.size()) + " columns, row 0 has " +
                     std::to_string(s_.width) + "; all rows must have the same length");
        }
        for (const char c : row)
            s_.walls.push_back(c == '#' ? 1 : 0);
    }
}

// Characters first: a non-ASCII character would otherwise show up as a length mismatch.
void ScenarioParser::mapRow(const std::string& row, std::size_t y, const std::string& rowPath) const
{
    for (std::size_t x = 0; x < row.size(); ++x) {
        const char c = row[x];
        if (c == '#' || c == '.')
            continue;
        const auto byte = static_cast<unsigned char>(c);
        const std::string what = byte >= 0x80 ? "non-ASCII character"
            : byte < 0x20 || byte == 0x7f     ? "control character (byte " + std::to_string(byte) + ")"
                                              : "character '" + std::string(1, c) + "'";
        fail(file_, rowPath,
             "row " + std::to_string(y) + ", column " + std::to_string(x) + ": unexpected " + what +
                 " (the map uses '#' for a wall and '.' for floor)");
    }
}

// units, first pass: everything but the scripts (which may name units defined later)
void ScenarioParser::units(const json& list)
{
    if (!list.is_array())
        failJsonType(list, "an array of units", file_, unitsPath_);
    if (list.empty())
        fail(file_, unitsPath_, "a scenario needs at least one unit");
    if (list.size() > kMaxUnits)
        fail(file_, unitsPath_,
             "the scenario has " + std::to_string(list.size()) + " units; at most " + std::to_string(kMaxUnits) +
                 " are allowed");
    nameIndex_.reserve(list.size());
    occupant_.assign(s_.walls.size(), 0);
    s_.units.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i)
        s_.units.push_back(unit(list[i], i));
}

UnitSpec ScenarioParser::unit(const json& uj, std::size_t i)
{
    const std::string up = jsonPathIndex(unitsPath_, i);
    expectJsonObject(uj, file_, up);
    checkJsonKeys(uj,
                  {"name", "faction", "speed", "hp", "attack", "at", "attacksPerAction", "attacksPerTurn", "script"},
                  file_, up);
    UnitSpec u;
    const std::string namePath = jsonPathChild(up, "name");
    u.name = jsonName(requiredKey(uj, "name", file_, up), file_, namePath);
    if (u.name.empty())
        fail(file_, namePath, "a unit name must not be empty");
    if (auto [it, inserted] = nameIndex_.emplace(u.name, i); !inserted)
        fail(file_, namePath,
             "duplicate unit name " + jsonQuoted(u.name) + ": already used by " +
                 jsonPathIndex(unitsPath_, it->second));
    u.faction = static_cast<Faction>(
        getEnum(requiredKey(uj, "faction", file_, up), kFactionNames, "faction", file_, jsonPathChild(up, "faction")));
    stats(uj, up, u);
    place(uj, up, i, u);
    return u;
}

// speed, hp, attack, attacksPerAction, attacksPerTurn
void ScenarioParser::stats(const json& uj, const std::string& up, UnitSpec& u) const
{
    const json& speed = requiredKey(uj, "speed", file_, up);
    if (speed.is_string() && speed.get_ref<const std::string&>() == "slow") {
        u.speed = 1;
        u.slow = true;
    } else if (speed.is_number_integer() && speed >= 1 && speed <= 3) {
        u.speed = speed.get<int>();
    } else {
        fail(file_, jsonPathChild(up, "speed"), "speed must be 1, 2, 3 or \"slow\", found " + jsonShown(speed));
    }
    if (const json* hp = optionalKey(uj, "hp"))
        u.hp = static_cast<int>(getInt(*hp, 1, kMaxStat, "hp", file_, jsonPathChild(up, "hp")));
    if (const json* attack = optionalKey(uj, "attack"))
        u.attack = static_cast<int>(getInt(*attack, 0, kMaxStat, "attack", file_, jsonPathChild(up, "attack")));
    if (const json* apa = optionalKey(uj, "attacksPerAction")) {
        const std::string path = jsonPathChild(up, "attacksPerAction");
        if (!apa->is_number_integer())
            failJsonType(*apa, "an integer", file_, path);
        if (*apa != 1 && *apa != 2)
            fail(file_, path, "attacksPerAction must be 1 or 2, found " + jsonShown(*apa));
        u.attacksPerAction = apa->get<int>();
    }
    if (const json* apt = optionalKey(uj, "attacksPerTurn"))
        u.attacksPerTurn = static_cast<int>(
            getInt(*apt, 1, kMaxAttacksPerTurn, "attacksPerTurn", file_, jsonPathChild(up, "attacksPerTurn")));
}

// "at": on the map, on floor, on a cell no earlier unit stands on.
void ScenarioParser::place(const json& uj, const std::string& up, std::size_t i, UnitSpec& u)
{
    const std::string atPath = jsonPathChild(up, "at");
    const json& at = requiredKey(uj, "at", file_, up);
    if (!at.is_array())
        failJsonType(at, "an array [x, y]", file_, atPath);
    if (at.size() != 2)
        fail(file_, atPath,
             "expected [x, y], an array of 2 integers; found " + std::to_string(at.size()) + " elements");
    // Any integer is read; one that is off the map (however far) is reported as such.
    std::int64_t xy[2] = {0, 0};
    for (std::size_t k = 0; k < 2; ++k) {
        const json& c = at[k];
        if (!c.is_number_integer())
            failJsonType(c, "an integer", file_, jsonPathIndex(atPath, k));
        xy[k] = c.is_number_unsigned()
            ? static_cast<std::int64_t>(std::min<std::uint64_t>(c.get<std::uint64_t>(), std::uint64_t{1} << 62))
            : c.get<std::int64_t>();
    }
    const std::int64_t x = xy[0], y = xy[1];
    const std::string where = "(" + jsonShown(at[0]) + ", " + jsonShown(at[1]) + ")";
    if (x < 0 || y < 0 || x >= s_.width || y >= s_.height)
        fail(file_, atPath,
             where + " is outside the map, which is " + std::to_string(s_.width) + " wide and " +
                 std::to_string(s_.height) + " high");
    u.x = static_cast<int>(x);
    u.y = static_cast<int>(y);
    if (s_.wall(u.x, u.y))
        fail(file_, atPath, where + " is a wall");
    const auto cell = static_cast<std::size_t>(u.y * s_.width + u.x);
    if (occupant_[cell] != 0) {
        const std::size_t other = occupant_[cell] - 1;
        fail(file_, atPath,
             where + " is already taken by unit " + jsonQuoted(s_.units[other].name) + " (" +
                 jsonPathIndex(unitsPath_, other) + ")");
    }
    occupant_[cell] = static_cast<std::uint32_t>(i + 1);
}

// units, second pass: the scripts
void ScenarioParser::scripts(const json& list)
{
    const Names names{s_, &nameIndex_};
    for (std::size_t i = 0; i < list.size(); ++i) {
        const json* script = optionalKey(list[i], "script");
        if (!script)
            continue;
        const std::string sp = jsonPathChild(jsonPathIndex(unitsPath_, i), "script");
        if (!script->is_array())
            failJsonType(*script, "an array of actions", file_, sp);
        if (script->size() > kMaxScriptLength)
            fail(file_, sp,
                 "the script has " + std::to_string(script->size()) + " actions; at most " +
                     std::to_string(kMaxScriptLength) + " are allowed");
        UnitSpec& u = s_.units[i];
        u.script.reserve(script->size());
        for (std::size_t k = 0; k < script->size(); ++k) {
            const std::string ap = jsonPathIndex(sp, k);
            Action a = parseAction((*script)[k], names, false, file_, ap);
            if (a.kind == ActionKind::Brain && u.faction == Faction::Player)
                fail(file_, jsonPathChild(ap, "do"),
                     "\"brain\" is only allowed in the scripts of friend and enemy units; " + jsonQuoted(u.name) +
                         " is the player");
            u.script.push_back(a);
        }
    }
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
    if (a.innerKind == ActionKind::None || a.innerKind == ActionKind::Control || a.innerKind == ActionKind::ThrowItem ||
        a.innerKind == ActionKind::Brain)
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
    return ScenarioParser(file).parse(doc);
}

}  // namespace ts::roguelike
