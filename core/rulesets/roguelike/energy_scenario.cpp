// Reading an energy scenario (seed 003). Every mistake names the file and the JSON path of
// the bad value; every number has a range that keeps the game's work bounded.
#include "energy_scenario.h"

#include "kernel/io/json_read.h"

#include <limits>
#include <unordered_map>

namespace ts::roguelike {

namespace {

using nlohmann::json;

constexpr int kMaxMapSide = 1000;
constexpr std::int64_t kMaxStat = 1000000000;

constexpr const char* kEnActionNames[kEnActionKinds] = {"none", "walk", "rest", "change-speed", "attack", "open-door"};
constexpr const char* kBrainNames[kBrainKinds] = {"player", "chase", "wander", "keep-distance", "script"};
constexpr const char* kScriptEndNames[] = {"rest", "repeat", "nothing"};
constexpr const char* kFactionNames[] = {"player", "friend", "enemy"};

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
    if (!inRange)
        failJson(file, path,
                 what + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", found " +
                     jsonShown(j));
    return v;
}

template <std::size_t N>
int getEnum(const json& j, const char* const (&names)[N], std::size_t first, const char* what, const std::string& file,
            const std::string& path)
{
    const std::string s = jsonString(j, file, path);
    std::string expected;
    for (std::size_t i = first; i < N; ++i) {
        if (s == names[i])
            return static_cast<int>(i);
        expected += (i > first ? (i + 1 == N ? " or " : ", ") : "") + jsonQuoted(names[i]);
    }
    failJson(file, path, std::string("unknown ") + what + " " + jsonQuoted(s) + " (expected " + expected + ")");
}

std::int32_t getDir(const json& obj, const std::string& file, const std::string& path)
{
    return getEnum(requiredKey(obj, "dir", file, path), kDirNames, 0, "direction", file, jsonPathChild(path, "dir"));
}

void parseSeed(const json& doc, EnergyScenario& s, const std::string& file)
{
    s.seed = 1;
    const json* seed = optionalKey(doc, "seed");
    if (!seed)
        return;
    const std::string path = jsonPathChild("$", "seed");
    if (!seed->is_number_integer())
        failJsonType(*seed, "an integer", file, path);
    if (seed->is_number_unsigned())
        s.seed = seed->get<std::uint64_t>();
    else if (const auto v = seed->get<std::int64_t>(); v >= 0)
        s.seed = static_cast<std::uint64_t>(v);
    else
        failJson(file, path, "seed must be a non-negative integer, found " + jsonShown(*seed));
}

// '#' wall, '.' floor, '+' closed door, '\'' open door (the seed's own map drawing).
void parseMap(const json& doc, EnergyScenario& s, const std::string& file)
{
    const std::string mapPath = jsonPathChild("$", "map");
    const json& map = requiredKey(doc, "map", file, "$");
    if (!map.is_array())
        failJsonType(map, "an array of strings", file, mapPath);
    if (map.empty() || map.size() > static_cast<std::size_t>(kMaxMapSide))
        failJson(file, mapPath,
                 "the map must have between 1 and " + std::to_string(kMaxMapSide) + " rows, found " +
                     std::to_string(map.size()));
    Grid& g = s.grid;
    g.height = static_cast<std::int32_t>(map.size());
    for (std::size_t y = 0; y < map.size(); ++y) {
        const std::string rowPath = jsonPathIndex(mapPath, y);
        const std::string row = jsonString(map[y], file, rowPath);
        if (y == 0) {
            if (row.empty() || row.size() > static_cast<std::size_t>(kMaxMapSide))
                failJson(file, rowPath,
                         "a map row must have between 1 and " + std::to_string(kMaxMapSide) + " columns, found " +
                             std::to_string(row.size()));
            g.width = static_cast<std::int32_t>(row.size());
        } else if (row.size() != static_cast<std::size_t>(g.width)) {
            failJson(file, rowPath,
                     "row " + std::to_string(y) + " has " + std::to_string(row.size()) + " columns, row 0 has " +
                         std::to_string(g.width) + "; all rows must have the same length");
        }
        for (std::size_t x = 0; x < row.size(); ++x) {
            const char c = row[x];
            if (c == '+' || c == '\'') {
                if (s.doors.size() == kMaxDoors)
                    failJson(file, rowPath, "the map has more than " + std::to_string(kMaxDoors) + " doors");
                g.doorAt.push_back(static_cast<std::int32_t>(s.doors.size()));
                s.doors.push_back({static_cast<std::int32_t>(x), static_cast<std::int32_t>(y), c == '\''});
                g.tiles.push_back(Tile::Door);
                continue;
            }
            if (c != '#' && c != '.') {
                const auto byte = static_cast<unsigned char>(c);
                const std::string what = byte >= 0x80 || byte < 0x20 || byte == 0x7f
                    ? "byte " + std::to_string(byte)
                    : "character '" + std::string(1, c) + "'";
                failJson(file, rowPath,
                         "row " + std::to_string(y) + ", column " + std::to_string(x) + ": unexpected " + what +
                             " (the map uses '#' wall, '.' floor, '+' closed door, '\\'' open door)");
            }
            g.doorAt.push_back(-1);
            g.tiles.push_back(c == '#' ? Tile::Wall : Tile::Floor);
        }
    }
}

std::vector<EnergyAction> parseActionList(const json& list, std::size_t maxLines, const std::string& what,
                                          const std::string& file, const std::string& path)
{
    if (!list.is_array())
        failJsonType(list, "an array of actions", file, path);
    if (list.size() > maxLines)
        failJson(file, path,
                 what + " has " + std::to_string(list.size()) + " actions; at most " + std::to_string(maxLines) +
                     " are allowed");
    std::vector<EnergyAction> out;
    out.reserve(list.size());
    for (std::size_t k = 0; k < list.size(); ++k)
        out.push_back(energyActionFromJson(list[k], file, jsonPathIndex(path, k)));
    return out;
}

BrainSpec parseBrain(const json& j, const std::string& file, const std::string& path)
{
    BrainSpec b;
    if (j.is_string()) {
        b.kind = static_cast<BrainKind>(getEnum(j, kBrainNames, 0, "brain", file, path));
        if (b.kind == BrainKind::KeepDistance || b.kind == BrainKind::Script)
            failJson(file, path,
                     "the brain " + jsonQuoted(kBrainNames[static_cast<int>(b.kind)]) +
                         " needs its settings: write it as an object with \"kind\"");
        return b;
    }
    if (!j.is_object())
        failJsonType(j, "a brain name or an object", file, path);
    b.kind = static_cast<BrainKind>(
        getEnum(requiredKey(j, "kind", file, path), kBrainNames, 0, "brain", file, jsonPathChild(path, "kind")));
    switch (b.kind) {
    case BrainKind::KeepDistance:
        checkJsonKeys(j, {"kind", "distance"}, file, path);
        b.distance = static_cast<std::int32_t>(getInt(requiredKey(j, "distance", file, path), 1, kMaxKeepDistance,
                                                      "distance", file, jsonPathChild(path, "distance")));
        break;
    case BrainKind::Script: {
        checkJsonKeys(j, {"kind", "plans", "then"}, file, path);
        const std::string plansPath = jsonPathChild(path, "plans");
        const json& plans = requiredKey(j, "plans", file, path);
        if (!plans.is_array())
            failJsonType(plans, "an array of plans (arrays of actions)", file, plansPath);
        if (plans.empty() || plans.size() > kMaxPlans)
            failJson(file, plansPath,
                     "a script brain needs between 1 and " + std::to_string(kMaxPlans) + " plans, found " +
                         std::to_string(plans.size()));
        for (std::size_t k = 0; k < plans.size(); ++k) {
            const std::string pp = jsonPathIndex(plansPath, k);
            b.plans.push_back(parseActionList(plans[k], kActionQueueCapacity, "a plan", file, pp));
            if (b.plans.back().empty())
                failJson(file, pp, "a plan must queue at least one action");
        }
        if (const json* then = optionalKey(j, "then"))
            b.then = static_cast<ScriptEnd>(
                getEnum(*then, kScriptEndNames, 0, "end of script", file, jsonPathChild(path, "then")));
        break;
    }
    default: checkJsonKeys(j, {"kind"}, file, path); break;
    }
    return b;
}

void parsePosition(const json& uj, EnergyActorSpec& a, const EnergyScenario& s, const std::string& file,
                   const std::string& up)
{
    const std::string atPath = jsonPathChild(up, "at");
    const json& at = requiredKey(uj, "at", file, up);
    if (!at.is_array() || at.size() != 2)
        failJson(file, atPath, "expected [x, y], an array of 2 integers; found " + jsonShown(at));
    a.x = static_cast<std::int32_t>(getInt(at[0], 0, s.grid.width - 1, "x", file, jsonPathIndex(atPath, 0)));
    a.y = static_cast<std::int32_t>(getInt(at[1], 0, s.grid.height - 1, "y", file, jsonPathIndex(atPath, 1)));
    if (s.grid.tile(a.x, a.y) == Tile::Wall)
        failJson(file, atPath, "(" + std::to_string(a.x) + ", " + std::to_string(a.y) + ") is a wall");
    if (s.grid.tile(a.x, a.y) == Tile::Door && !s.doors[static_cast<std::size_t>(s.grid.door(a.x, a.y))].open)
        failJson(file, atPath, "(" + std::to_string(a.x) + ", " + std::to_string(a.y) + ") is a closed door");
}

EnergyActorSpec parseActor(const json& uj, const EnergyScenario& s, const std::string& file, const std::string& up)
{
    expectJsonObject(uj, file, up);
    checkJsonKeys(uj, {"name", "faction", "brain", "speed", "energy", "hp", "attack", "at", "script"}, file, up);
    EnergyActorSpec a;
    const std::string namePath = jsonPathChild(up, "name");
    a.name = jsonName(requiredKey(uj, "name", file, up), file, namePath);
    if (a.name.empty())
        failJson(file, namePath, "a unit name must not be empty");
    if (a.name == "World")
        failJson(file, namePath, "\"World\" is the name of the loop itself (its visits and queue) in the trace");
    a.faction = static_cast<Faction>(
        getEnum(requiredKey(uj, "faction", file, up), kFactionNames, 0, "faction", file, jsonPathChild(up, "faction")));
    a.brain.kind = a.faction == Faction::Player ? BrainKind::Player : BrainKind::Chase;
    if (const json* brain = optionalKey(uj, "brain"))
        a.brain = parseBrain(*brain, file, jsonPathChild(up, "brain"));
    const SpeedRange range = speedRange(s.table);
    a.speed = range.normal;
    if (const json* speed = optionalKey(uj, "speed"))
        a.speed = static_cast<std::int32_t>(getInt(*speed, range.min, range.max,
                                                   std::string("speed (") + energyTableName(s.table) + " table)", file,
                                                   jsonPathChild(up, "speed")));
    if (const json* energy = optionalKey(uj, "energy"))
        a.energy =
            static_cast<std::int32_t>(getInt(*energy, 0, kMaxStartEnergy, "energy", file, jsonPathChild(up, "energy")));
    if (const json* hp = optionalKey(uj, "hp"))
        a.hp = static_cast<std::int32_t>(getInt(*hp, 1, kMaxStat, "hp", file, jsonPathChild(up, "hp")));
    if (const json* attack = optionalKey(uj, "attack"))
        a.attack = static_cast<std::int32_t>(getInt(*attack, 0, kMaxStat, "attack", file, jsonPathChild(up, "attack")));
    parsePosition(uj, a, s, file, up);
    if (const json* script = optionalKey(uj, "script")) {
        const std::string sp = jsonPathChild(up, "script");
        if (a.brain.kind != BrainKind::Player)
            failJson(file, sp,
                     "a script lists a player's inputs; " + jsonQuoted(a.name) + " has the " +
                         jsonQuoted(kBrainNames[static_cast<int>(a.brain.kind)]) +
                         " brain (a script brain's plans go in \"brain\": {\"kind\": \"script\", \"plans\": [...]})");
        a.script = parseActionList(*script, kMaxScriptLines, "the script", file, sp);
    }
    return a;
}

void parseActors(const json& doc, EnergyScenario& s, const std::string& file)
{
    const std::string unitsPath = jsonPathChild("$", "units");
    const json& units = requiredKey(doc, "units", file, "$");
    if (!units.is_array())
        failJsonType(units, "an array of units", file, unitsPath);
    if (units.empty() || units.size() > kMaxEnergyActors)
        failJson(file, unitsPath,
                 "an energy game needs between 1 and " + std::to_string(kMaxEnergyActors) + " units, found " +
                     std::to_string(units.size()));
    std::unordered_map<std::string, std::size_t> names;
    std::vector<std::uint32_t> occupant(s.grid.tiles.size(), 0);
    for (std::size_t i = 0; i < units.size(); ++i) {
        const std::string up = jsonPathIndex(unitsPath, i);
        EnergyActorSpec a = parseActor(units[i], s, file, up);
        if (auto [it, fresh] = names.emplace(a.name, i); !fresh)
            failJson(file, jsonPathChild(up, "name"),
                     "duplicate unit name " + jsonQuoted(a.name) + ": already used by " +
                         jsonPathIndex(unitsPath, it->second));
        std::uint32_t& cell = occupant[s.grid.cell(a.x, a.y)];
        if (cell != 0)
            failJson(file, jsonPathChild(up, "at"),
                     "(" + std::to_string(a.x) + ", " + std::to_string(a.y) + ") is already taken by unit " +
                         jsonQuoted(s.actors[cell - 1].name));
        cell = static_cast<std::uint32_t>(i + 1);
        s.actors.push_back(std::move(a));
    }
}

}  // namespace

std::int32_t encodeAction(const EnergyAction& a)
{
    const auto bits = (static_cast<std::uint32_t>(a.kind) & 0xfu) | ((static_cast<std::uint32_t>(a.dir) & 7u) << 4) |
        (static_cast<std::uint32_t>(a.param) << 8);
    return static_cast<std::int32_t>(bits);
}

EnergyAction decodeAction(std::int32_t code)
{
    EnergyAction a;
    const auto bits = static_cast<std::uint32_t>(code);
    a.kind = static_cast<EnAction>(bits & 0xfu);
    a.dir = static_cast<std::int32_t>((bits >> 4) & 7u);
    a.param = code >> 8;  // arithmetic: the parameter keeps its sign
    return a;
}

bool isQueueableAction(const EnergyAction& a)
{
    switch (a.kind) {
    case EnAction::Walk: return a.dir >= 0 && a.dir < kDirCount && a.param == 0;
    case EnAction::Rest: return a.dir == 0 && a.param >= 1 && a.param <= kMaxRestTurns;
    case EnAction::ChangeSpeed:
        return a.dir == 0 && a.param != 0 && a.param >= -kMaxSpeedChange && a.param <= kMaxSpeedChange;
    default: return false;
    }
}

bool isEnergyScenario(const nlohmann::json& doc)
{
    if (!doc.is_object())
        return false;
    const auto it = doc.find("scheduler");
    return it != doc.end() && it->is_string() && it->get_ref<const std::string&>() == "energy";
}

EnergyAction energyActionFromJson(const nlohmann::json& j, const std::string& file, const std::string& path)
{
    expectJsonObject(j, file, path);
    const std::string doPath = jsonPathChild(path, "do");
    const json& doName = requiredKey(j, "do", file, path);
    EnergyAction a;
    // Attack and open-door are what a walk turns into; they are not queued on their own.
    a.kind = static_cast<EnAction>(getEnum(doName, kEnActionNames, 1, "action", file, doPath));
    if (a.kind == EnAction::Attack || a.kind == EnAction::OpenDoor)
        failJson(file, doPath,
                 jsonQuoted(kEnActionNames[static_cast<int>(a.kind)]) +
                     " is what a walk turns into (seed 003's WalkAction); queue {\"do\": \"walk\", \"dir\": ...}");
    switch (a.kind) {
    case EnAction::Walk:
        checkJsonKeys(j, {"do", "dir"}, file, path);
        a.dir = getDir(j, file, path);
        break;
    case EnAction::Rest:
        checkJsonKeys(j, {"do", "turns"}, file, path);
        a.param = 1;
        if (const json* turns = optionalKey(j, "turns"))
            a.param = static_cast<std::int32_t>(
                getInt(*turns, 1, kMaxRestTurns, "turns", file, jsonPathChild(path, "turns")));
        break;
    case EnAction::ChangeSpeed: {
        checkJsonKeys(j, {"do", "by"}, file, path);
        const std::string byPath = jsonPathChild(path, "by");
        a.param = static_cast<std::int32_t>(
            getInt(requiredKey(j, "by", file, path), -kMaxSpeedChange, kMaxSpeedChange, "by", file, byPath));
        if (a.param == 0)
            failJson(file, byPath, "a speed change of 0 changes nothing");
        break;
    }
    default: break;
    }
    return a;
}

nlohmann::json energyActionToJson(const EnergyAction& a)
{
    json j = json::object();
    j["do"] = enActionName(a.kind);
    switch (a.kind) {
    case EnAction::Walk:
    case EnAction::Attack:
    case EnAction::OpenDoor: j["dir"] = kDirNames[a.dir & 7]; break;
    case EnAction::Rest: j["turns"] = a.param; break;
    case EnAction::ChangeSpeed: j["by"] = a.param; break;
    case EnAction::None: break;
    }
    return j;
}

const char* enActionName(EnAction k)
{
    const auto i = static_cast<std::size_t>(k);
    return i < std::size(kEnActionNames) ? kEnActionNames[i] : "?";
}

const char* brainKindName(BrainKind k)
{
    const auto i = static_cast<std::size_t>(k);
    return i < std::size(kBrainNames) ? kBrainNames[i] : "?";
}

EnergyScenario parseEnergyScenario(const nlohmann::json& doc, const std::string& file)
{
    const std::string root = "$";
    expectJsonObject(doc, file, root);
    checkJsonKeys(doc,
                  {"ruleset", "name", "description", "seed", "scheduler", "playerPolicy", "energyTable", "actionQueue",
                   "visits", "map", "units"},
                  file, root);
    EnergyScenario s;
    s.source = doc;
    const std::string rulesetPath = jsonPathChild(root, "ruleset");
    s.ruleset = jsonString(requiredKey(doc, "ruleset", file, root), file, rulesetPath);
    if (s.ruleset != "roguelike")
        failJson(file, rulesetPath, "this is a " + jsonQuoted(s.ruleset) + " scenario; expected \"roguelike\"");
    s.name = jsonName(requiredKey(doc, "name", file, root), file, jsonPathChild(root, "name"));
    if (const json* d = optionalKey(doc, "description"))
        s.description = jsonText(*d, file, jsonPathChild(root, "description"));
    parseSeed(doc, s, file);
    const std::string schedPath = jsonPathChild(root, "scheduler");
    if (jsonString(requiredKey(doc, "scheduler", file, root), file, schedPath) != "energy")
        failJson(file, schedPath, "expected \"energy\" (this reader is the energy scheduler's)");
    if (const json* policy = optionalKey(doc, "playerPolicy")) {
        const std::string p = jsonString(*policy, file, jsonPathChild(root, "playerPolicy"));
        if (p != "ai" && p != "manual")
            failJson(file, jsonPathChild(root, "playerPolicy"),
                     "unknown player policy " + jsonQuoted(p) + " (expected \"ai\" or \"manual\")");
        s.playerManual = p == "manual";
    }
    if (const json* table = optionalKey(doc, "energyTable")) {
        const std::string path = jsonPathChild(root, "energyTable");
        const auto t = energyTableFromName(jsonString(*table, file, path));
        if (!t)
            failJson(file, path, "unknown energy table " + jsonShown(*table) + " (expected \"erf\" or \"angband\")");
        s.table = *t;
    }
    if (const json* mode = optionalKey(doc, "actionQueue")) {
        const std::string path = jsonPathChild(root, "actionQueue");
        const std::string m = jsonString(*mode, file, path);
        if (m != "leave" && m != "rotate")
            failJson(file, path, "unknown action queue " + jsonQuoted(m) + " (expected \"leave\" or \"rotate\")");
        s.actionQueue = m == "rotate" ? ActionQueueMode::Rotate : ActionQueueMode::Leave;
    }
    if (const json* visits = optionalKey(doc, "visits"))
        s.visits =
            static_cast<std::int32_t>(getInt(*visits, 1, kMaxVisits, "visits", file, jsonPathChild(root, "visits")));
    parseMap(doc, s, file);
    parseActors(doc, s, file);
    return s;
}

}  // namespace ts::roguelike
