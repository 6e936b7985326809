// Reads a scenario's "queue" section: explicit events the game's first queue holds, so that
// a worked case of the seed's loop ("queue [e1, e2]; listeners answer e1 with …") can start
// from that queue instead of being disguised as a skill. Only events that need no
// instruction or phase around them can be seeded; every target is checked against the
// starting zones, where the queue runs.
#include "scenario_parser.h"

#include <array>

namespace ts::events {

namespace {

using nlohmann::json;

constexpr std::array<EvKind, 7> kSeedable = {EvKind::Damage, EvKind::Heal,     EvKind::AddBuff, EvKind::Summon,
                                             EvKind::Draw,   EvKind::GainDice, EvKind::Discard};

std::string seedableList()
{
    std::string out;
    for (std::size_t i = 0; i < kSeedable.size(); ++i)
        out += (i ? ", " : "") + std::string(evKindName(kSeedable[i]));
    return out;
}

// The keys each kind takes (the lists are literals here: an initializer list must not
// outlive the call it is written in).
void checkKeys(const Reader& r, EvKind k, const json& j, const std::string& path)
{
    switch (k) {
    case EvKind::Damage: r.keys(j, {"kind", "player", "target", "amount", "element"}, path); break;
    case EvKind::Heal: r.keys(j, {"kind", "player", "target", "amount"}, path); break;
    case EvKind::AddBuff: r.keys(j, {"kind", "player", "target", "buff"}, path); break;
    case EvKind::Summon: r.keys(j, {"kind", "player", "summon"}, path); break;
    case EvKind::Draw: r.keys(j, {"kind", "player", "count"}, path); break;
    case EvKind::GainDice: r.keys(j, {"kind", "player", "count", "element"}, path); break;
    default: r.keys(j, {"kind", "player", "target"}, path); break;  // discard
    }
}

}  // namespace

void Parser::queue(const json& j, const std::string& path)
{
    r_.array(j, path, kMaxSeeded);
    for (std::size_t i = 0; i < j.size(); ++i)
        s_.queue.push_back(seeded(j[i], at(path, i)));
}

// A listener (or character) must be at the address when the game starts: the queue runs
// before anything else, so the starting zones are exactly what the scenario lists.
void Parser::checkStartingAddress(const Address& a, bool character, const std::string& path) const
{
    const PlayerSpec& ps = s_.players[a.player];
    const bool isCharacter = a.zone == ZoneId::Characters && a.subzone == Subzone::None;
    if (character && !isCharacter)
        r_.fail(path, "this event targets a character: address one ({\"zone\": \"characters\", \"index\": n})");
    if (!character && isCharacter)
        r_.fail(path, "a character cannot be discarded; address a listener of a zone or of a character's sub-zone");
    std::size_t size = 0;
    switch (a.zone) {
    case ZoneId::Characters: size = ps.characters.size(); break;
    case ZoneId::TeamBuffs: size = ps.teamBuffs.size(); break;
    case ZoneId::Summons: size = ps.summons.size(); break;
    case ZoneId::Supports: size = ps.supports.size(); break;
    case ZoneId::Hand: size = ps.hand.size(); break;
    default: break;
    }
    if (static_cast<std::size_t>(a.index) >= size)
        r_.fail(child(path, "index"),
                "nothing at index " + std::to_string(a.index) + ": player " + std::to_string(a.player) + " has " +
                    std::to_string(size) + " in " + std::string(zoneName(a.zone)) +
                    " at the start (the queue runs first)");
    if (a.zone != ZoneId::Characters || isCharacter)
        return;
    const CharacterSpec& c = ps.characters[static_cast<std::size_t>(a.index)];
    if (a.subzone == Subzone::Buffs && static_cast<std::size_t>(a.offset) >= c.buffs.size())
        r_.fail(child(path, "offset"),
                "no buff at offset " + std::to_string(a.offset) + ": the character holds " +
                    std::to_string(c.buffs.size()) + " at the start");
    if (a.subzone != Subzone::Buffs && c.equipment[static_cast<int>(a.subzone)] < 0)
        r_.fail(child(path, "subzone"),
                "the character has no " + std::string(subzoneName(a.subzone)) + " at the start");
}

SeededEvent Parser::seeded(const json& j, const std::string& path) const
{
    r_.object(j, path);
    SeededEvent e;
    const std::string kp = child(path, "kind");
    const std::string name = r_.string(r_.required(j, "kind", path), kp);
    bool found = false;
    for (EvKind k : kSeedable)
        if (evKindName(k) == name) {
            e.kind = k;
            found = true;
        }
    if (!found) {
        bool known = false;
        for (int k = 0; k < kEvKindCount; ++k)
            known = known || evKindName(static_cast<EvKind>(k)) == name;
        r_.fail(kp,
                known
                    ? "a " + jsonQuoted(name) +
                        " event comes from an instruction, a phase or another event; a scenario's queue holds " +
                        seedableList()
                    : "unknown event kind " + jsonQuoted(name) + " (a scenario's queue holds " + seedableList() + ")");
    }
    checkKeys(r_, e.kind, j, path);
    e.player = r_.integer(r_.required(j, "player", path), 0, 1, child(path, "player"));
    const bool targeted =
        e.kind == EvKind::Damage || e.kind == EvKind::Heal || e.kind == EvKind::AddBuff || e.kind == EvKind::Discard;
    if (targeted) {
        const std::string tp = child(path, "target");
        e.target = address(r_.required(j, "target", path), tp);
        e.target.player = e.target.player == 0 ? e.player : 1 - e.player;  // own / opponent of the event's player
        e.hasTarget = true;
        checkStartingAddress(e.target, e.kind != EvKind::Discard, tp);
    }
    if (e.kind == EvKind::Damage || e.kind == EvKind::Heal)
        e.a = r_.integer(r_.required(j, "amount", path), 0, kMaxAmount, child(path, "amount"));
    if (e.kind == EvKind::Draw || e.kind == EvKind::GainDice) {
        e.a = 1;
        if (const json* c = Reader::optional(j, "count"))
            e.a = r_.integer(*c, 1, e.kind == EvKind::Draw ? kHandLimit : 16, child(path, "count"));
    }
    if (e.kind == EvKind::Damage) {
        e.b = element::Physical;
        if (const json* el = Reader::optional(j, "element")) {
            const std::string ep = child(path, "element");
            const std::string n = r_.string(*el, ep);
            e.b = elementFromName(n);
            if (e.b < 0 || e.b > element::Pierce || n == "omni" || n == "cryodendro")
                r_.fail(ep,
                        "unknown damage element " + jsonQuoted(n) +
                            " (pyro, hydro, anemo, electro, dendro, cryo, geo, physical or pierce)");
        }
    }
    if (e.kind == EvKind::GainDice) {
        const std::string ep = child(path, "element");
        const std::string n = r_.string(r_.required(j, "element", path), ep);
        e.b = elementFromName(n);
        if (e.b < 0 || e.b >= kDiceSlots || n == "physical" || n == "empty")
            r_.fail(ep, "unknown die " + jsonQuoted(n) + " (pyro, hydro, anemo, electro, dendro, cryo, geo or omni)");
    }
    if (e.kind == EvKind::AddBuff)
        e.def = ref(r_.required(j, "buff", path), buffs_, "buff", child(path, "buff"));
    if (e.kind == EvKind::Summon)
        e.def = ref(r_.required(j, "summon", path), summons_, "summon", child(path, "summon"));
    return e;
}

}  // namespace ts::events
