// Reads an events scenario: the document, the rules, the definitions and the two players
// (effects and reactions are in scenario_effects.cpp, answers in answers.cpp).
#include "scenario_parser.h"

#include <algorithm>
#include <array>

namespace ts::events {

namespace {

using nlohmann::json;

constexpr std::array<const char*, 5> kCardKinds = {"event", "support", "weapon", "artifact", "talent"};
constexpr std::array<const char*, 10> kElementNames = {"pyro", "hydro", "anemo", "electro", "dendro",
                                                       "cryo", "geo",   "omni",  "pierce",  "died"};
const json kEmpty = json::array();

const json& listOr(const json& obj, const char* key) { return Reader::optional(obj, key) ? obj[key] : kEmpty; }

}  // namespace

std::int32_t elementFromName(std::string_view name)
{
    if (name == "physical" || name == "empty")
        return element::Physical;
    if (name == "cryodendro")
        return element::CryoDendro;
    for (std::size_t i = 0; i < kElementNames.size(); ++i)
        if (name == kElementNames[i])
            return static_cast<std::int32_t>(i);
    return -1;
}

std::string_view cardKindName(CardKind k)
{
    const auto i = static_cast<std::size_t>(k);
    return i < kCardKinds.size() ? kCardKinds[i] : "?";
}

void Parser::readIds(const json* list, const std::string& path, Index& ids, const char* what)
{
    if (!list)
        return;
    r_.array(*list, path, kMaxDefs);
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string p = at(path, i);
        r_.object((*list)[i], p);
        const std::string idPath = child(p, "id");
        const std::string id = r_.name(r_.required((*list)[i], "id", p), idPath);
        if (id.empty() || id.size() > 64)
            r_.fail(idPath, std::string("a ") + what + " id has 1 to 64 characters");
        const auto [it, inserted] = ids.emplace(id, std::make_pair(static_cast<std::int32_t>(i), idPath));
        if (!inserted)
            r_.fail(idPath,
                    std::string("duplicate ") + what + " id " + jsonQuoted(id) + ": already defined at " +
                        it->second.second);
    }
}

std::int32_t Parser::ref(const json& j, const Index& index, const char* what, const std::string& path) const
{
    const std::string id = r_.string(j, path);
    const auto it = index.find(id);
    if (it == index.end())
        r_.fail(path, std::string("unknown ") + what + " " + jsonQuoted(id));
    return it->second.first;
}

std::vector<std::int32_t> Parser::refs(const json* j, const Index& index, const char* what, std::size_t max,
                                       const std::string& path) const
{
    std::vector<std::int32_t> out;
    if (!j)
        return out;
    r_.array(*j, path, max);
    for (std::size_t i = 0; i < j->size(); ++i)
        out.push_back(ref((*j)[i], index, what, at(path, i)));
    return out;
}

void Parser::rules(const json& j, const std::string& path)
{
    r_.object(j, path);
    r_.keys(j,
            {"initialHand", "drawPerRound", "dicePerRoll", "rerolls", "handSwitches", "switchCost", "firstPlayer",
             "roundLimit", "eventLimit"},
            path);
    Rules& rl = s_.rules;
    auto opt = [&](const char* key, std::int32_t& v, std::int32_t lo, std::int32_t hi) {
        if (const json* x = Reader::optional(j, key))
            v = r_.integer(*x, lo, hi, child(path, key));
    };
    opt("initialHand", rl.initialHand, 0, kHandLimit);
    opt("drawPerRound", rl.drawPerRound, 0, kHandLimit);
    opt("dicePerRoll", rl.dicePerRoll, 0, 16);
    opt("rerolls", rl.rerolls, 0, 3);
    opt("handSwitches", rl.handSwitches, 0, 3);
    opt("switchCost", rl.switchCost, 0, 8);
    opt("roundLimit", rl.roundLimit, 1, kMaxRoundLimit);
    opt("eventLimit", rl.eventLimit, 10, 100000);
    if (const json* f = Reader::optional(j, "firstPlayer")) {
        if (f->is_string()) {
            if (f->get<std::string>() != "random")
                r_.fail(child(path, "firstPlayer"), "expected 0, 1 or \"random\", found " + jsonShown(*f));
            rl.firstPlayer = -1;
        } else {
            rl.firstPlayer = r_.integer(*f, 0, 1, child(path, "firstPlayer"));
        }
    }
}

void Parser::skill(const json& j, const std::string& path, SkillDef& d) const
{
    r_.keys(j, {"id", "normal", "cost", "effects"}, path);
    d.id = j["id"].get<std::string>();
    if (const json* n = Reader::optional(j, "normal"))
        d.normal = r_.boolean(*n, child(path, "normal"));
    d.cost = cost(Reader::optional(j, "cost"), child(path, "cost"));
    d.effects = effects(&r_.required(j, "effects", path), EffectContext{}, child(path, "effects"));
}

void Parser::character(const json& j, const std::string& path, CharacterDef& d) const
{
    r_.keys(j, {"id", "element", "hp", "skills", "reactions"}, path);
    d.id = j["id"].get<std::string>();
    d.element = r_.oneOf(r_.required(j, "element", path), std::span(kElementNames.data(), 7), "character element",
                         child(path, "element"));
    d.hp = r_.integer(r_.required(j, "hp", path), 1, kMaxAmount, child(path, "hp"));
    d.skills = refs(&r_.required(j, "skills", path), skills_, "skill", kMaxList, child(path, "skills"));
    d.reactions = reactions(Reader::optional(j, "reactions"), child(path, "reactions"));
}

void Parser::card(const json& j, const std::string& path, CardDef& d) const
{
    r_.keys(j, {"id", "kind", "cost", "target", "effects", "usage", "reactions", "handReactions"}, path);
    d.id = j["id"].get<std::string>();
    d.kind =
        static_cast<CardKind>(r_.oneOf(r_.required(j, "kind", path), kCardKinds, "card kind", child(path, "kind")));
    d.cost = cost(Reader::optional(j, "cost"), child(path, "cost"));
    const bool equipment = d.kind == CardKind::Weapon || d.kind == CardKind::Artifact || d.kind == CardKind::Talent;
    d.targetsCharacter = equipment;
    if (const json* t = Reader::optional(j, "target")) {
        const std::string tp = child(path, "target");
        if (r_.string(*t, tp) != "character")
            r_.fail(tp,
                    "expected \"character\" (the card is played on an own living character), found " + jsonShown(*t));
        if (d.kind == CardKind::Support)
            r_.fail(tp, "a support card is not played on a character");
        d.targetsCharacter = true;
    }
    d.effects = effects(Reader::optional(j, "effects"), EffectContext{}, child(path, "effects"));
    const bool staysInPlay = d.kind != CardKind::Event;
    if (const json* u = Reader::optional(j, "usage")) {
        if (!staysInPlay)
            r_.fail(child(path, "usage"),
                    "an event card does not stay in play: \"usage\" applies to supports and equipment");
        d.usage = r_.integer(*u, 1, kMaxAmount, child(path, "usage"));
    }
    if (const json* rs = Reader::optional(j, "reactions")) {
        if (!staysInPlay)
            r_.fail(child(path, "reactions"),
                    "an event card does not stay in play: \"reactions\" apply to supports and equipment");
        d.reactions = reactions(rs, child(path, "reactions"));
    }
    // Any card listens while in hand, an event card too: it is in hand before it is played.
    d.handReactions = reactions(Reader::optional(j, "handReactions"), child(path, "handReactions"));
}

void Parser::status(const json& j, const std::string& path, StatusDef& d) const
{
    r_.keys(j, {"id", "usage", "reactions"}, path);
    d.id = j["id"].get<std::string>();
    if (const json* u = Reader::optional(j, "usage"))
        d.usage = r_.integer(*u, 1, kMaxAmount, child(path, "usage"));
    d.reactions = reactions(Reader::optional(j, "reactions"), child(path, "reactions"));
}

CharacterSpec Parser::characterSpec(const json& j, const std::string& path) const
{
    CharacterSpec c;
    if (j.is_string()) {
        c.def = ref(j, characters_, "character", path);
        c.hp = s_.characters[static_cast<std::size_t>(c.def)].hp;
        return c;
    }
    r_.object(j, path);
    r_.keys(j, {"id", "hp", "weapon", "artifact", "talent", "buffs"}, path);
    c.def = ref(r_.required(j, "id", path), characters_, "character", child(path, "id"));
    const std::int32_t maxHp = s_.characters[static_cast<std::size_t>(c.def)].hp;
    c.hp = maxHp;
    if (const json* hp = Reader::optional(j, "hp"))
        c.hp = r_.integer(*hp, 1, maxHp, child(path, "hp"));
    const char* slots[] = {"weapon", "artifact", "talent"};
    const CardKind kinds[] = {CardKind::Weapon, CardKind::Artifact, CardKind::Talent};
    for (int k = 0; k < kEquipmentSlots; ++k) {
        const json* e = Reader::optional(j, slots[k]);
        if (!e)
            continue;
        c.equipment[k] = ref(*e, cards_, "card", child(path, slots[k]));
        if (s_.cards[static_cast<std::size_t>(c.equipment[k])].kind != kinds[k])
            r_.fail(child(path, slots[k]), jsonQuoted(e->get<std::string>()) + " is not a " + slots[k] + " card");
    }
    c.buffs = refs(Reader::optional(j, "buffs"), buffs_, "buff", kMaxList, child(path, "buffs"));
    return c;
}

void Parser::player(const json& j, const std::string& path, PlayerSpec& p) const
{
    r_.object(j, path);
    r_.keys(j, {"name", "characters", "pile", "hand", "supports", "summons", "teamBuffs", "dice", "script"}, path);
    p.name = r_.name(r_.required(j, "name", path), child(path, "name"));
    if (p.name.empty() || p.name.size() > 64 || p.name == "game")
        r_.fail(child(path, "name"), "a player name has 1 to 64 characters and is not \"game\"");
    const json& chars = r_.required(j, "characters", path);
    r_.array(chars, child(path, "characters"), kMaxCharacters);
    if (chars.empty())
        r_.fail(child(path, "characters"), "a player needs at least one character");
    for (std::size_t i = 0; i < chars.size(); ++i) {
        p.characters.push_back(characterSpec(chars[i], at(child(path, "characters"), i)));
        for (std::size_t k = 0; k + 1 < p.characters.size(); ++k)
            if (p.characters[k].def == p.characters.back().def)
                r_.fail(at(child(path, "characters"), i),
                        "this player already has that character (instructions name characters by id)");
    }
    p.pile = refs(Reader::optional(j, "pile"), cards_, "card", kMaxPile, child(path, "pile"));
    p.hand = refs(Reader::optional(j, "hand"), cards_, "card", kHandLimit, child(path, "hand"));
    p.supports = refs(Reader::optional(j, "supports"), cards_, "card", kSupportLimit, child(path, "supports"));
    for (std::size_t i = 0; i < p.supports.size(); ++i)
        if (s_.cards[static_cast<std::size_t>(p.supports[i])].kind != CardKind::Support)
            r_.fail(at(child(path, "supports"), i), "not a support card");
    p.summons = refs(Reader::optional(j, "summons"), summons_, "summon", kSummonLimit, child(path, "summons"));
    p.teamBuffs = refs(Reader::optional(j, "teamBuffs"), buffs_, "buff", kMaxList, child(path, "teamBuffs"));
    if (const json* dice = Reader::optional(j, "dice")) {
        const std::string dp = child(path, "dice");
        r_.object(*dice, dp);
        for (const auto& [key, value] : dice->items()) {
            const std::int32_t e = elementFromName(key);
            if (e < 0 || e >= kDiceSlots || key == "physical" || key == "empty")
                r_.fail(child(dp, key),
                        "unknown die " + jsonQuoted(key) +
                            " (expected pyro, hydro, anemo, electro, dendro, cryo, geo or omni)");
            p.dice[e] = r_.integer(value, 0, 99, child(dp, key));
        }
    }
}

EventsScenario Parser::parse(const json& doc)
{
    const std::string root = "$";
    r_.object(doc, root);
    r_.keys(doc,
            {"ruleset", "name", "description", "seed", "playerPolicy", "rules", "skills", "characters", "cards",
             "buffs", "summons", "players", "queue"},
            root);
    s_.source = doc;
    s_.ruleset = r_.string(r_.required(doc, "ruleset", root), "$.ruleset");
    if (s_.ruleset != "events")
        r_.fail("$.ruleset", "this is a " + jsonQuoted(s_.ruleset) + " scenario; expected \"events\"");
    s_.name = r_.name(r_.required(doc, "name", root), "$.name");
    if (const json* d = Reader::optional(doc, "description"))
        s_.description = r_.text(*d, "$.description");
    s_.seed = 1;
    if (const json* seed = Reader::optional(doc, "seed")) {
        if (!seed->is_number_integer() || (!seed->is_number_unsigned() && seed->get<std::int64_t>() < 0))
            r_.fail("$.seed", "the seed is a non-negative integer, found " + jsonShown(*seed));
        s_.seed = seed->get<std::uint64_t>();
    }
    if (const json* policy = Reader::optional(doc, "playerPolicy")) {
        const std::string p = r_.string(*policy, "$.playerPolicy");
        if (p != "ai" && p != "manual")
            r_.fail("$.playerPolicy", "unknown player policy " + jsonQuoted(p) + " (expected \"ai\" or \"manual\")");
        s_.playerManual = p == "manual";
    }
    if (const json* rl = Reader::optional(doc, "rules"))
        rules(*rl, "$.rules");

    // Ids first: effects and players refer to definitions anywhere in the file.
    readIds(Reader::optional(doc, "skills"), "$.skills", skills_, "skill");
    readIds(&r_.required(doc, "characters", root), "$.characters", characters_, "character");
    readIds(Reader::optional(doc, "cards"), "$.cards", cards_, "card");
    readIds(Reader::optional(doc, "buffs"), "$.buffs", buffs_, "buff");
    readIds(Reader::optional(doc, "summons"), "$.summons", summons_, "summon");
    const json& skills = listOr(doc, "skills");
    s_.skills.resize(skills.size());
    for (std::size_t i = 0; i < skills.size(); ++i)
        skill(skills[i], at("$.skills", i), s_.skills[i]);
    const json& chars = doc["characters"];
    s_.characters.resize(chars.size());
    for (std::size_t i = 0; i < chars.size(); ++i)
        character(chars[i], at("$.characters", i), s_.characters[i]);
    const json& cards = listOr(doc, "cards");
    s_.cards.resize(cards.size());
    for (std::size_t i = 0; i < cards.size(); ++i)
        card(cards[i], at("$.cards", i), s_.cards[i]);
    const json& buffs = listOr(doc, "buffs");
    s_.buffs.resize(buffs.size());
    for (std::size_t i = 0; i < buffs.size(); ++i)
        status(buffs[i], at("$.buffs", i), s_.buffs[i]);
    const json& summons = listOr(doc, "summons");
    s_.summons.resize(summons.size());
    for (std::size_t i = 0; i < summons.size(); ++i)
        status(summons[i], at("$.summons", i), s_.summons[i]);

    const json& players = r_.required(doc, "players", root);
    r_.array(players, "$.players", 2);
    if (players.size() != 2)
        r_.fail("$.players", "a game has exactly two players, found " + std::to_string(players.size()));
    for (std::size_t i = 0; i < 2; ++i)
        player(players[i], at("$.players", i), s_.players[i]);
    if (s_.players[0].name == s_.players[1].name)
        r_.fail("$.players[1].name", "both players are named " + jsonQuoted(s_.players[1].name));
    // Scripts last: their lines name definitions.
    for (std::size_t i = 0; i < 2; ++i) {
        const std::string p = child(at("$.players", i), "script");
        const json* script = Reader::optional(players[i], "script");
        if (!script)
            continue;
        r_.array(*script, p, kMaxScript);
        for (std::size_t k = 0; k < script->size(); ++k)
            s_.players[i].script.push_back({parseAnswer(r_, s_, (*script)[k], at(p, k)), at(p, k)});
    }
    if (const json* q = Reader::optional(doc, "queue"))
        queue(*q, "$.queue");
    entities();
    return std::move(s_);
}

// The trace's entities (see EventsScenario) and the listener uids of the fixed listeners.
void Parser::entities()
{
    s_.entityNames = {"", "game", s_.players[0].name, s_.players[1].name};
    s_.firstCharacterEntity = static_cast<std::int32_t>(s_.entityNames.size());
    for (int p = 0; p < 2; ++p) {
        s_.characterCount[p] = static_cast<std::int32_t>(s_.players[p].characters.size());
        for (const CharacterSpec& c : s_.players[p].characters)
            s_.entityNames.push_back(s_.players[p].name + "." + s_.characters[static_cast<std::size_t>(c.def)].id);
    }
    s_.firstCardEntity = static_cast<std::int32_t>(s_.entityNames.size());
    const std::int32_t characters = s_.characterCount[0] + s_.characterCount[1];
    for (int p = 0; p < 2; ++p) {
        const PlayerSpec& ps = s_.players[p];
        std::vector<std::int32_t> defs = ps.pile;
        defs.insert(defs.end(), ps.hand.begin(), ps.hand.end());
        defs.insert(defs.end(), ps.supports.begin(), ps.supports.end());
        for (const CharacterSpec& c : ps.characters)
            for (std::int32_t e : c.equipment)
                if (e >= 0)
                    defs.push_back(e);
        std::map<std::int32_t, int> seen;
        for (std::int32_t def : defs) {
            const int n = ++seen[def];
            s_.instancesOf[p].push_back(static_cast<std::int32_t>(s_.cardDefOfInstance.size()));
            s_.cardDefOfInstance.push_back(def);
            s_.entityNames.push_back(ps.name + "." + s_.cards[static_cast<std::size_t>(def)].id + " #" +
                                     std::to_string(n));
        }
    }
    s_.firstBuffEntity = static_cast<std::int32_t>(s_.entityNames.size());
    for (const StatusDef& b : s_.buffs)
        s_.entityNames.push_back("buff:" + b.id);
    s_.firstSummonEntity = static_cast<std::int32_t>(s_.entityNames.size());
    for (const StatusDef& b : s_.summons)
        s_.entityNames.push_back("summon:" + b.id);
    // Definitions that answers name (their texts look them up by these prefixes).
    for (const CharacterDef& d : s_.characters)
        s_.entityNames.push_back("character:" + d.id);
    for (const SkillDef& d : s_.skills)
        s_.entityNames.push_back("skill:" + d.id);
    for (const CardDef& d : s_.cards)
        s_.entityNames.push_back("card:" + d.id);
    s_.firstDynamicUid = characters + static_cast<std::int32_t>(s_.cardDefOfInstance.size());
}

EventsScenario parseEventsScenario(const nlohmann::json& doc, const std::string& file)
{
    return Parser(file).parse(doc);
}

}  // namespace ts::events
