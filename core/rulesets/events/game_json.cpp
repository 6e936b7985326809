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

nlohmann::json EventsGame::toJson() const
{
    const EventsScenario& sc = *sc_;
    auto name = [&](std::int32_t p) { return p == 0 || p == 1 ? json(sc.players[p].name) : json(nullptr); };
    auto listenerJson = [&](const Loc& at, const Listener& l) {
        const bool status = at.zone == ZoneId::TeamBuffs || at.zone == ZoneId::Summons || at.sub == Subzone::Buffs;
        const std::string& id = status ? (at.zone == ZoneId::Summons ? sc.summons : sc.buffs)[static_cast<std::size_t>(l.def)].id
                                       : sc.cards[static_cast<std::size_t>(l.def)].id;
        return json{{"id", id}, {"uid", l.uid}, {"usage", l.usage < 0 ? json(nullptr) : json(l.usage)}, {"address", addressText(addressOf(at))}};
    };
    json players = json::array();
    for (std::int32_t p = 0; p < 2; ++p) {
        const PlayerState& ps = player(p);
        json dice = json::object();
        for (int e = 0; e < kDiceSlots; ++e)
            dice[std::string(elementName(e))] = ps.dice[e];
        json chars = json::array();
        for (std::size_t c = 0; c < ps.characters.size(); ++c) {
            const CharacterState& ch = ps.characters[c];
            const CharacterDef& def = sc.characters[static_cast<std::size_t>(sc.players[p].characters[c].def)];
            const auto ci = static_cast<std::int32_t>(c);
            json j{{"id", def.id}, {"index", ci}, {"address", addressText(addressOf(Loc{p, ZoneId::Characters, ci, Subzone::None, ci, characterUid(p, ci)}))}, {"hp", ch.hp}, {"maxHp", ch.maxHp},
                   {"alive", ch.alive}, {"element", std::string(elementName(def.element))}};
            const char* slots[] = {"weapon", "artifact", "talent"};
            for (int k = 0; k < kEquipmentSlots; ++k)
                j[slots[k]] = ch.equipment[k].empty() ? json(nullptr)
                                                      : listenerJson(Loc{p, ZoneId::Characters, ci, static_cast<Subzone>(k), 0, ch.equipment[k].uid}, ch.equipment[k]);
            json buffs = json::array();
            for (std::size_t b = 0; b < ch.buffs.size(); ++b)
                buffs.push_back(listenerJson(Loc{p, ZoneId::Characters, ci, Subzone::Buffs, static_cast<std::int32_t>(b), ch.buffs[b].uid}, ch.buffs[b]));
            j["buffs"] = buffs;
            chars.push_back(j);
        }
        auto zone = [&](ZoneId z, const std::vector<Listener>& v) {
            json a = json::array();
            for (std::size_t i = 0; i < v.size(); ++i)
                a.push_back(listenerJson(Loc{p, z, -1, Subzone::None, static_cast<std::int32_t>(i), v[i].uid}, v[i]));
            return a;
        };
        json pile = json::array();
        const std::int32_t firstCardUid = sc.characterCount[0] + sc.characterCount[1];
        for (std::int32_t uid : ps.pile)
            pile.push_back(sc.cards[static_cast<std::size_t>(sc.cardDefOfInstance[static_cast<std::size_t>(uid - firstCardUid)])].id);
        players.push_back({{"name", sc.players[p].name},
                           {"active", ps.active < 0 ? json(nullptr) : chars[static_cast<std::size_t>(ps.active)]["id"]},
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
                           {"pile", pile}});
    }
    auto nodeJson = [&](std::int32_t id) {
        const Node& n = s_.tree[static_cast<std::size_t>(id)];
        const bool mine = id == s_.current;
        const GameEvent& ev = mine ? s_.live : n.ev;
        const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
        json j{{"id", id},
               {"event", std::string(evKindName(ev.kind))},
               {"player", name(ev.player)},
               {"character", ev.character >= 0 && ev.character < static_cast<std::int32_t>(player(tp).characters.size())
                                 ? json(entityName(characterEntity(tp, ev.character)))
                                 : json(nullptr)},
               {"a", ev.a},
               {"b", ev.b},
               {"parent", n.parent < 0 ? json(nullptr) : json(n.parent)},
               {"answeredBy", n.listener < 0 ? json(nullptr) : json(entityName(n.listenerEntity))},
               {"address", n.listener < 0 ? json(nullptr) : json(addressText(n.listenerAddress))},
               {"overEvent", n.isOver},
               {"cancelled", ev.cancelled},
               {"status", nodeStatus(n)}};
        if (ev.kind == EvKind::Phase)
            j["phase"] = std::string(phaseName(static_cast<PhaseId>(ev.a)));
        if (ev.kind == EvKind::Damage || ev.kind == EvKind::DamageOver)
            j["element"] = std::string(damageElementName(ev.b));
        return j;
    };
    json queue = json::array();
    for (auto it = s_.queue.rbegin(); it != s_.queue.rend(); ++it)
        queue.push_back(nodeJson(*it));
    json answers = json::array();
    for (std::int32_t n : s_.elist)
        answers.push_back(nodeJson(n));
    json saved = json::array();
    for (const SavedQueue& q : s_.saved) {
        json events = json::array();
        for (auto it = q.queue.rbegin(); it != q.queue.rend(); ++it)
            events.push_back(nodeJson(*it));
        saved.push_back({{"player", name(q.player)}, {"phase", std::string(phaseName(q.phase))}, {"interruptedBy", q.node}, {"chosen", q.chosen}, {"events", events}});
    }
    json tree = json::array();
    for (std::size_t i = 0; i < s_.tree.size(); ++i)
        tree.push_back(nodeJson(static_cast<std::int32_t>(i)));
    return json{{"ruleset", "events"},
                {"round", s_.round},
                {"phase", std::string(phaseName(s_.phase))},
                {"currentPlayer", name(s_.currentPlayer)},
                {"firstPlayer", name(s_.firstPlayer)},
                {"winner", name(s_.winner)},
                {"outcome", outcomeName(s_.outcome)},
                {"finished", s_.pc == Pc::Finished},
                {"awaiting", s_.awaiting ? name(s_.awaitingPlayer) : json(nullptr)},
                {"players", players},
                {"current", s_.current < 0 ? json(nullptr) : nodeJson(s_.current)},
                {"answers", answers},
                {"queue", queue},
                {"saved", saved},
                {"recover", s_.recover},
                {"tree", tree}};
}

}  // namespace ts::events
