// The state as JSON: the inspector's tree, the breakpoint conditions' state() and
// `--final-state-json` (documented in docs/rulesets/events.md, "Final-state JSON").
#include "game.h"

#include <nlohmann/json.hpp>

namespace ts::events {

namespace {
using nlohmann::json;

const char* outcomeName(Outcome o)
{
    switch (o) {
    case Outcome::None: return "running";
    case Outcome::Defeated: return "defeated";
    case Outcome::RoundLimit: return "round-limit";
    case Outcome::EventLimit: return "event-limit";
    }
    return "?";
}

}  // namespace

const char* nodeStatus(const Node& n)
{
    if (n.dropped != kNever)
        return "dropped";
    if (n.popped == kNever)
        return n.saved ? "saved" : "queued";
    return n.finished == kNever ? "current" : "done";
}

namespace {

json playerName(const EventsScenario& sc, std::int32_t p)
{
    return p == 0 || p == 1 ? json(sc.players[p].name) : json(nullptr);
}

json listenerJson(const EventsGame& g, const Loc& at, const Listener& l)
{
    const EventsScenario& sc = g.scenario();
    const bool status = at.zone == ZoneId::TeamBuffs || at.zone == ZoneId::Summons || at.sub == Subzone::Buffs;
    // Inside a rule step a zone list is rewritten slot by slot (setList): a position between
    // two of its writes (stateAt) can show a slot not yet or no longer filled, whose
    // definition is none; it is shown as such rather than looked up.
    const auto defId = [&l](const auto& defs) -> json {
        return l.def >= 0 && static_cast<std::size_t>(l.def) < defs.size()
            ? json(defs[static_cast<std::size_t>(l.def)].id)
            : json(nullptr);
    };
    const json id = status ? defId(at.zone == ZoneId::Summons ? sc.summons : sc.buffs) : defId(sc.cards);
    return json{{"id", id},
                {"uid", l.uid},
                {"usage", l.usage < 0 ? json(nullptr) : json(l.usage)},
                {"address", addressText(g.addressOf(at))}};
}

json characterJson(const EventsGame& g, std::int32_t p, std::int32_t c)
{
    const CharacterState& ch = g.state().players[p].characters[static_cast<std::size_t>(c)];
    const CharacterDef& def =
        g.scenario()
            .characters[static_cast<std::size_t>(g.scenario().players[p].characters[static_cast<std::size_t>(c)].def)];
    json j{{"id", def.id},
           {"index", c},
           {"address", addressText(g.addressOf(Loc{p, ZoneId::Characters, c, Subzone::None, c, g.characterUid(p, c)}))},
           {"hp", ch.hp},
           {"maxHp", ch.maxHp},
           {"alive", ch.alive},
           {"element", std::string(elementName(def.element))}};
    const char* slotNames[] = {"weapon", "artifact", "talent"};
    for (int k = 0; k < kEquipmentSlots; ++k)
        j[slotNames[k]] = ch.equipment[k].empty()
            ? json(nullptr)
            : listenerJson(g, Loc{p, ZoneId::Characters, c, static_cast<Subzone>(k), 0, ch.equipment[k].uid},
                           ch.equipment[k]);
    json buffs = json::array();
    for (std::size_t b = 0; b < ch.buffs.size(); ++b)
        buffs.push_back(listenerJson(
            g, Loc{p, ZoneId::Characters, c, Subzone::Buffs, static_cast<std::int32_t>(b), ch.buffs[b].uid},
            ch.buffs[b]));
    j["buffs"] = buffs;
    return j;
}

json playerJson(const EventsGame& g, std::int32_t p)
{
    const EventsScenario& sc = g.scenario();
    const PlayerState& ps = g.state().players[p];
    json dice = json::object();
    for (int e = 0; e < kDiceSlots; ++e)
        dice[std::string(elementName(e))] = ps.dice[e];
    json chars = json::array();
    for (std::size_t c = 0; c < ps.characters.size(); ++c)
        chars.push_back(characterJson(g, p, static_cast<std::int32_t>(c)));
    auto zone = [&](ZoneId z, const std::vector<Listener>& v) {
        json a = json::array();
        for (std::size_t i = 0; i < v.size(); ++i)
            a.push_back(listenerJson(g, Loc{p, z, -1, Subzone::None, static_cast<std::int32_t>(i), v[i].uid}, v[i]));
        return a;
    };
    json pile = json::array();
    const std::int32_t firstCardUid = sc.characterCount[0] + sc.characterCount[1];
    // A state between two writes of a rule step (stateAt) may hold a pile slot not yet
    // filled (uid -1), and a trace's writes are data from a file: nothing here indexes with
    // a value it has not checked.
    for (std::int32_t uid : ps.pile) {
        const std::int64_t instance = std::int64_t{uid} - firstCardUid;
        const std::int32_t def = instance >= 0 && instance < static_cast<std::int64_t>(sc.cardDefOfInstance.size())
            ? sc.cardDefOfInstance[static_cast<std::size_t>(instance)]
            : -1;
        pile.push_back(def >= 0 && static_cast<std::size_t>(def) < sc.cards.size()
                           ? json(sc.cards[static_cast<std::size_t>(def)].id)
                           : json(nullptr));
    }
    const bool activeKnown = ps.active >= 0 && static_cast<std::size_t>(ps.active) < chars.size();
    return json{{"name", sc.players[p].name},
                {"active", activeKnown ? chars[static_cast<std::size_t>(ps.active)]["id"] : json(nullptr)},
                {"activeIndex", ps.active},
                {"endedRound", ps.ended},
                {"plungingNext", ps.plunging},
                {"characterFell", ps.fell},
                {"rerollsLeft", ps.rerollsLeft},
                {"switchesLeft", ps.switchesLeft},
                {"dice", dice},
                {"characters", chars},
                {"teamBuffs", zone(ZoneId::TeamBuffs, ps.teamBuffs)},
                {"summons", zone(ZoneId::Summons, ps.summons)},
                {"supports", zone(ZoneId::Supports, ps.supports)},
                {"hand", zone(ZoneId::Hand, ps.hand)},
                {"pile", pile}};
}

json nodeJson(const EventsGame& g, std::int32_t id)
{
    const GameState& s = g.state();
    const Node& n = s.tree[static_cast<std::size_t>(id)];
    const GameEvent& ev = id == s.current ? s.live : n.ev;
    const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    const bool character = tp >= 0 && tp < 2 && ev.character >= 0 &&
        ev.character < static_cast<std::int32_t>(s.players[tp].characters.size());
    json j{{"id", id},
           {"event", std::string(evKindName(ev.kind))},
           {"player", playerName(g.scenario(), ev.player)},
           {"character", character ? json(g.entityName(g.characterEntity(tp, ev.character))) : json(nullptr)},
           {"a", ev.a},
           {"b", ev.b},
           {"parent", n.parent < 0 ? json(nullptr) : json(n.parent)},
           {"answeredBy", n.listener < 0 ? json(nullptr) : json(g.entityName(n.listenerEntity))},
           {"address", n.listener < 0 ? json(nullptr) : json(addressText(n.listenerAddress))},
           {"overEvent", n.isOver},
           {"cancelled", ev.cancelled},
           {"status", nodeStatus(n)}};
    if (ev.kind == EvKind::Phase)
        j["phase"] = std::string(phaseName(static_cast<PhaseId>(ev.a)));
    if (ev.kind == EvKind::Damage || ev.kind == EvKind::DamageOver)
        j["element"] = std::string(damageElementName(ev.b));
    return j;
}

json nodesJson(const EventsGame& g, const std::vector<std::int32_t>& headLast)
{
    json out = json::array();
    for (auto it = headLast.rbegin(); it != headLast.rend(); ++it)
        out.push_back(nodeJson(g, *it));
    return out;
}

}  // namespace

nlohmann::json EventsGame::toJson() const
{
    const EventsScenario& sc = *sc_;
    json answers = json::array();
    for (std::int32_t n : s_.elist)
        answers.push_back(nodeJson(*this, n));
    json saved = json::array();
    for (const SavedQueue& q : s_.saved)
        saved.push_back({{"player", playerName(sc, q.player)},
                         {"phase", std::string(phaseName(q.phase))},
                         {"interruptedBy", q.node},
                         {"chosen", q.chosen},
                         {"events", nodesJson(*this, q.queue)}});
    json tree = json::array();
    for (std::size_t i = 0; i < s_.tree.size(); ++i)
        tree.push_back(nodeJson(*this, static_cast<std::int32_t>(i)));
    return json{{"ruleset", "events"},
                {"round", s_.round},
                {"phase", std::string(phaseName(s_.phase))},
                {"currentPlayer", playerName(sc, s_.currentPlayer)},
                {"firstPlayer", playerName(sc, s_.firstPlayer)},
                {"winner", playerName(sc, s_.winner)},
                {"outcome", outcomeName(s_.outcome)},
                {"finished", s_.pc == Pc::Finished},
                {"awaiting", s_.awaiting ? playerName(sc, s_.awaitingPlayer) : json(nullptr)},
                {"instructionIndex", s_.instructionIndex},
                {"listenPos", s_.listenPos},
                {"players", {playerJson(*this, 0), playerJson(*this, 1)}},
                {"current", s_.current < 0 ? json(nullptr) : nodeJson(*this, s_.current)},
                {"answers", answers},
                {"queue", nodesJson(*this, s_.queue)},
                {"saved", saved},
                {"recover", s_.recover},
                {"tree", tree}};
}

}  // namespace ts::events
