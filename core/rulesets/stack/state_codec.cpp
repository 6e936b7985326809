// A stack game's whole state as bytes and back (kernel/session/state_codec.h, issue 41): a
// trace file keeps its checkpoints' states so that a reopened session seeks from them.
//
// Layout (CanonicalWriter, little-endian): "stack-state/1", then what stateHash writes
// (writeState, game_state.cpp: the turn and chance, the flow's node and edge, the PRNG, the
// pass list, the stage, the waiting triggered actions, the action in hand, the declaration,
// the players' and components' states and counters), the work done. Every index a node or a
// panel looks up is checked on restore (players, actions, components, zones), entity ids are
// the scenario's, and a node that takes the action in hand or the stage's top needs one.
#include "game.h"
#include "register.h"

#include "kernel/io/canonical.h"
#include "kernel/session/state_codec.h"

#include <algorithm>

namespace ts::stack {

namespace {

constexpr std::string_view kTag = "stack-state/1";

bool in(std::int32_t v, std::int32_t lo, std::int32_t hi) { return v >= lo && v <= hi; }
std::int32_t size(std::size_t n) { return static_cast<std::int32_t>(n); }

struct Bounds {
    std::int32_t players, actions, components, zones, entities;
    bool player(std::int32_t p) const { return in(p, 0, players - 1); }
    bool entity(std::int32_t e) const { return in(e, 0, entities - 1); }
};

// An entry as the rules make one: an action of the scenario (or, for the one in hand, none),
// its controller a player, the entities it names the scenario's, flags 0 or 1.
bool readEntry(StateReader& r, Entry& e, const Bounds& b, bool mayBeEmpty)
{
    for (std::int32_t* v : {&e.action, &e.controller, &e.source, &e.target, &e.targetEntry, &e.serial, &e.addedAt,
                            &e.triggered, &e.cause, &e.batch})
        *v = r.i32();
    if (e.action == -1 && mayBeEmpty)
        return true;
    return in(e.action, 0, b.actions - 1) && b.player(e.controller) && b.entity(e.source) && b.entity(e.target) &&
        b.entity(e.cause) && in(e.triggered, 0, 1) && in(e.batch, 0, 1);
}

bool readEntries(StateReader& r, std::vector<Entry>& list, const Bounds& b)
{
    list.resize(r.count(40));
    return std::all_of(list.begin(), list.end(), [&](Entry& e) { return readEntry(r, e, b, false); });
}

bool node(std::int32_t v) { return isNode(v); }
// Numbers the rules add to unchecked: counters stay in the scenario's range (clampCounter),
// tallies and zone orders far from overflowing.
constexpr std::int32_t kMaxTally = 1 << 30;
bool tally(std::int32_t v, std::int32_t least = 0) { return in(v, least, kMaxTally); }
bool counterValue(std::int32_t v) { return in(v, kCounterMin, kCounterMax); }

}  // namespace

bool StackGame::saveState(CanonicalWriter& w) const
{
    if (s_.await != Await::None || s_.answer)
        return false;
    w.str(kTag);
    writeState(w);  // what stateHash writes, read back below
    w.u64(work_);
    return true;
}

std::unique_ptr<StackGame> StackGame::restoreState(std::shared_ptr<const StackScenario> scenario, std::uint64_t seed,
                                                   std::span<const char8_t> bytes)
{
    auto g = std::make_unique<StackGame>(scenario, seed);
    const StackScenario& sc = *scenario;
    GameState& s = g->s_;
    const Bounds b{size(sc.players.size()), size(sc.actions.size()), size(sc.components.size()), size(sc.zones.size()),
                   size(sc.entityNames.size())};
    StateReader r(bytes);
    if (!r.tag(kTag))
        return nullptr;
    std::int32_t pc = 0, last = 0, from = 0, await = 0;
    for (std::int32_t* v :
         {&s.turnPlayer, &s.chanceHolder, &s.turnNumber, &s.actionsTaken, &s.turnActions, &pc, &last, &from, &s.loops,
          &await, &s.orderPlayer, &s.topOrder, &s.bottomOrder, &s.outcome, &s.winner})
        *v = r.i32();
    s.pc = static_cast<Node>(pc);
    s.node = static_cast<Node>(last);
    s.from = static_cast<Node>(from);
    s.await = static_cast<Await>(await);
    const std::uint8_t overflow = r.u8();
    s.overflow = overflow != 0;
    s.nextSerial = r.u32();
    g->rng_ = r.pcg32();
    s.passList.resize(r.count(4));
    for (std::int32_t& p : s.passList)
        p = r.i32();
    if (!readEntries(r, s.stage, b) || !readEntries(r, s.pending, b) || !readEntry(r, s.current, b, true))
        return nullptr;
    for (std::int32_t* v : {&s.decl.action, &s.decl.source, &s.decl.target, &s.decl.targetEntry})
        *v = r.i32();
    const std::uint8_t targetChosen = r.u8();
    s.decl.targetChosen = targetChosen != 0;
    s.decl.paid.resize(r.count(4));
    for (std::int32_t& c : s.decl.paid)
        c = r.i32();
    // Saved only between decisions: no answer waiting.
    if (r.u8() != 0 || overflow > 1 || targetChosen > 1)
        return nullptr;
    for (PlayerState& p : s.players) {  // counters: as many as the scenario has
        p.lost = r.i32();
        p.won = r.i32();
        p.scriptPos = r.u32();
        if (!in(p.lost, 0, 1) || !in(p.won, 0, 1))
            return nullptr;
        for (std::int32_t& c : p.counters) {
            c = r.i32();
            if (!counterValue(c))
                return nullptr;
        }
    }
    for (ComponentState& c : s.components) {
        for (std::int32_t* v : {&c.owner, &c.controller, &c.zone, &c.zonePlayer, &c.order})
            *v = r.i32();
        if (!b.player(c.owner) || !b.player(c.controller) || !b.player(c.zonePlayer) || !in(c.zone, 0, b.zones - 1) ||
            !tally(c.order, -kMaxTally))
            return nullptr;
    }
    for (std::int32_t& k : s.componentCounters) {
        k = r.i32();
        if (!counterValue(k))
            return nullptr;
    }
    g->work_ = r.u64();
    if (!r.ok() || !node(pc) || pc == 0 || !node(last) || !node(from) || await != 0 ||
        std::any_of(s.passList.begin(), s.passList.end(), [&](std::int32_t p) { return !b.player(p); }) ||
        !in(s.decl.action, -1, b.actions - 1) || !b.entity(s.decl.source) || !b.entity(s.decl.target) ||
        std::any_of(s.decl.paid.begin(), s.decl.paid.end(),
                    [&](std::int32_t c) { return !in(c, 0, b.components - 1); }) ||
        !g->restoredStateValid())
        return nullptr;
    return g;
}

// What the node the game is at looks up: the turn player once the game has begun, the chance
// holder once it is given, the action in hand at ⑥, ⑦ and ⑨, an action on the stage at ⑪ to ⑭, a batch at ⑩-2 and ⑩-4.
bool StackGame::restoredStateValid() const
{
    const auto players = size(s_.players.size());
    // ① chooses the turn player, ② gives the chance.
    const std::int32_t turnPlayer = s_.pc == Node::GameStart ? -1 : 0;
    const std::int32_t chanceHolder = s_.pc == Node::GameStart || s_.pc == Node::ChanceToTurnPlayer ? -1 : 0;
    if (!in(s_.turnPlayer, turnPlayer, players - 1) || !in(s_.chanceHolder, chanceHolder, players - 1) ||
        !in(s_.orderPlayer, -1, players - 1) || !in(s_.winner, -1, players - 1) ||
        !in(s_.outcome, 0, static_cast<std::int32_t>(Outcome::StageLimit)) || s_.passList.size() > s_.players.size() ||
        !tally(s_.turnNumber) || !tally(s_.actionsTaken) || !tally(s_.turnActions) || !tally(s_.loops) ||
        !tally(s_.topOrder, -kMaxTally) || !tally(s_.bottomOrder, -kMaxTally))
        return false;
    if ((s_.pc == Node::IsInstant || s_.pc == Node::Resolve || s_.pc == Node::AddToStage) && s_.current.empty())
        return false;
    // ⑪ to ⑭ run only over a stage that holds an action (③ sends an empty one to ④).
    const bool overStage = s_.pc == Node::TakeActionQ || s_.pc == Node::RegisterPass || s_.pc == Node::AllPassed ||
        s_.pc == Node::TakeFromStage;
    // ⑩-2 and ⑩-4 take the next of the triggered actions ⑩-1 or ⑩-3 put in their batch.
    const bool batch = std::any_of(s_.pending.begin(), s_.pending.end(), [](const Entry& e) { return e.batch != 0; });
    if ((s_.pc == Node::ResolveTriggered || s_.pc == Node::StageTriggered) && !batch)
        return false;
    return !overStage || !s_.stage.empty();
}

void registerStateCodec() { ts::registerStateCodec("stack", stateCodecOf<StackGame, StackScenario>()); }

}  // namespace ts::stack
