// An events game's whole state as bytes and back (kernel/session/state_codec.h, issue 41): a
// trace file keeps its checkpoints' states so that a reopened session seeks from them.
//
// Layout (CanonicalWriter, little-endian): "events-state/1", then what stateHash writes
// (writeState, game_state.cpp), then the work done (u64):
// - the game: round, current player, phase, winner, first player, instruction index,
//   outcome, next uid, pc, pops, current node, listen position, heard, awaiting player (i32
//   each); a flag byte (tree open, recover, awaiting); the PRNG (state, increment);
// - each player: active, rerolls left, switches left; a flag byte (ended, plunging, fell);
//   8 dice; the characters (a count, then hp, maxHp, alive byte, weapon, artifact, talent
//   and the buffs each); the team buffs, summons, supports and hand; the pile (card uids);
//   the script position. A listener is uid, def, usage (12 bytes); a list is a u32 count
//   and its items;
// - the event tree: a count, then 90 bytes a node (its event: kind, player, target player,
//   character, a, b, def, source and a flag byte, 33; parent, depth, listener uid, packed
//   address, pop index, 20; listener entity 4; a flag byte; born, popped, finished, dropped
//   8 each);
// - the queue and the answers gathered (node indices), the live event, the response order
//   (a count, then player, zone, character, sub-zone, index, uid: 24 bytes a place), the
//   saved queues (their node indices, phase, player, node, chosen byte);
// - whether an answer waits: always 0 (such a state is not saved: it is no step boundary).
//
// Restore refuses what the rules could not make: every index is checked against the scenario
// (characters as many as it has, card instances, buff and summon definitions, skills,
// entities) or the state (tree nodes, status uids below the next uid), every enum and flag is
// in range, every event has the fields its execution looks up, and the step machine's places
// have what they take (the current node while an event is processed, a saved queue to recover
// or to wait in a DeathSwap, a player while awaiting).
#include "game.h"
#include "register.h"

#include "kernel/io/canonical.h"
#include "kernel/session/state_codec.h"

#include <algorithm>

namespace ts::events {

namespace {

constexpr std::string_view kTag = "events-state/1";

bool in(std::int64_t v, std::int64_t lo, std::int64_t hi) { return v >= lo && v <= hi; }
std::int32_t size(std::size_t n) { return static_cast<std::int32_t>(n); }
// Numbers the rules count up unchecked (rounds, instructions, pops, uids): far from overflowing.
constexpr std::int32_t kMaxTally = 1 << 30;
bool tally(std::int32_t v) { return in(v, 0, kMaxTally); }
bool usage(std::int32_t v) { return in(v, -1, kMaxAmount); }

// The bytes of one item as writeState writes it: StateReader::count's bound.
constexpr std::size_t kListenerBytes = 3 * 4;
constexpr std::size_t kEventBytes = 8 * 4 + 1;
constexpr std::size_t kNodeBytes = kEventBytes + 5 * 4 + 4 + 1 + 4 * 8;
constexpr std::size_t kLocBytes = 6 * 4;
constexpr std::size_t kCharacterBytes = 2 * 4 + 1 + kEquipmentSlots * kListenerBytes + 4;
constexpr std::size_t kSavedBytes = 4 + 3 * 4 + 1;
static_assert(kNodeBytes == 90 && kCharacterBytes == 49 && kSavedBytes == 17);

// The definitions a zone's listeners are of.
enum class Defs { Card, Buff, Summon };

class Reader {
public:
    Reader(StateReader& r, const EventsScenario& sc, std::int32_t nextUid) : r_(r), sc_(sc), nextUid_(nextUid) {}

    bool player(PlayerState& ps, std::int32_t p);
    bool event(GameEvent& e);
    bool tree(std::vector<Node>& tree, std::int32_t pops);
    bool nodes(std::vector<std::int32_t>& out, std::size_t treeSize);
    bool order(std::vector<Loc>& out);
    bool saved(std::vector<SavedQueue>& out, std::size_t treeSize);

private:
    std::int32_t characters(std::int32_t p) const { return sc_.characterCount[p]; }
    std::int32_t firstCardUid() const { return sc_.characterCount[0] + sc_.characterCount[1]; }
    bool listener(Listener& l, Defs defs);
    bool listeners(std::vector<Listener>& out, Defs defs, std::size_t most);
    bool character(CharacterState& c, std::int32_t p, std::int32_t index);
    bool eventValid(const GameEvent& e) const;

    StateReader& r_;
    const EventsScenario& sc_;
    std::int32_t nextUid_;
};

// A card is one of the scenario's card instances with its own definition; a buff or a summon
// has a uid the game gave out (from firstDynamicUid on) and one of the scenario's definitions.
bool Reader::listener(Listener& l, Defs defs)
{
    l.uid = r_.i32();
    l.def = r_.i32();
    l.usage = r_.i32();
    if (!usage(l.usage))
        return false;
    if (defs == Defs::Card) {
        const std::int64_t instance = std::int64_t{l.uid} - firstCardUid();
        return in(instance, 0, size(sc_.cardDefOfInstance.size()) - 1) &&
            sc_.cardDefOfInstance[static_cast<std::size_t>(instance)] == l.def;
    }
    const std::size_t count = defs == Defs::Buff ? sc_.buffs.size() : sc_.summons.size();
    return in(l.uid, sc_.firstDynamicUid, nextUid_ - 1) && in(l.def, 0, size(count) - 1);
}

// `most`: the zone's limit (a hand of more than kHandLimit would also overflow the hand
// switch's answer masks).
bool Reader::listeners(std::vector<Listener>& out, Defs defs, std::size_t most)
{
    out.resize(r_.count(kListenerBytes));
    return out.size() <= most && std::all_of(out.begin(), out.end(), [&](Listener& l) { return listener(l, defs); });
}

bool Reader::character(CharacterState& c, std::int32_t p, std::int32_t index)
{
    c.hp = r_.i32();
    c.maxHp = r_.i32();
    const std::uint8_t alive = r_.u8();
    c.alive = alive != 0;
    const CharacterSpec& spec = sc_.players[p].characters[static_cast<std::size_t>(index)];
    // maxHp is the definition's: the rules never change it (an edit sets hp, within it).
    if (alive > 1 || c.maxHp != sc_.characters[static_cast<std::size_t>(spec.def)].hp || !in(c.hp, 0, c.maxHp))
        return false;
    for (Listener& e : c.equipment) {
        if (!listener(e, Defs::Card) && e != Listener{})
            return false;
    }
    // A character gains at most one buff of each definition (another refreshes it) besides its
    // starting ones: far fewer than a zone list's kMaxSlots.
    return listeners(c.buffs, Defs::Buff, kMaxSlots);
}

bool Reader::player(PlayerState& ps, std::int32_t p)
{
    ps.active = r_.i32();
    ps.rerollsLeft = r_.i32();
    ps.switchesLeft = r_.i32();
    const std::uint8_t flags = r_.u8();
    ps.ended = flags & 1;
    ps.plunging = flags & 2;
    ps.fell = flags & 4;
    for (std::int32_t& d : ps.dice) {
        d = r_.i32();
        if (!in(d, 0, kMaxAmount))
            return false;
    }
    if (flags > 7 || !in(ps.active, -1, characters(p) - 1) || !tally(ps.rerollsLeft) || !tally(ps.switchesLeft) ||
        r_.count(kCharacterBytes) != ps.characters.size())
        return false;
    for (std::size_t c = 0; c < ps.characters.size(); ++c)
        if (!character(ps.characters[c], p, static_cast<std::int32_t>(c)))
            return false;
    if (!listeners(ps.teamBuffs, Defs::Buff, kMaxSlots) || !listeners(ps.summons, Defs::Summon, kSummonLimit) ||
        !listeners(ps.supports, Defs::Card, kSupportLimit) || !listeners(ps.hand, Defs::Card, kHandLimit))
        return false;
    // A card drawn from the pile is looked up by its instance.
    ps.pile.resize(r_.count(4));
    for (std::int32_t& uid : ps.pile) {
        uid = r_.i32();
        if (!in(uid, firstCardUid(), sc_.firstDynamicUid - 1))
            return false;
    }
    ps.scriptPos = r_.u32();
    return ps.scriptPos <= sc_.players[p].script.size() && !r_.failed();
}

bool Reader::event(GameEvent& e)
{
    std::int32_t kind = 0;
    for (std::int32_t* v : {&kind, &e.player, &e.targetPlayer, &e.character, &e.a, &e.b, &e.def, &e.source})
        *v = r_.i32();
    e.kind = static_cast<EvKind>(kind);
    const std::uint8_t flags = r_.u8();
    e.over = flags & 1;
    e.cancelled = flags & 2;
    e.plunging = flags & 4;
    return flags <= 7 && in(kind, 0, kEvKindCount - 1) && eventValid(e);
}

// What executing and hearing the event look up: its players, the character it targets (of
// the player it targets), and per kind the phase, the skill, the buff or summon definition,
// and the counts it loops over.
bool Reader::eventValid(const GameEvent& e) const
{
    if (!in(e.player, 0, 1) || !in(e.targetPlayer, -1, 1) || !in(e.def, -1, kMaxDefs - 1))
        return false;
    const std::int32_t tp = e.targetPlayer >= 0 ? e.targetPlayer : e.player;
    if (!in(e.character, -1, characters(tp) - 1))
        return false;
    const bool targeted = e.targetPlayer >= 0 && e.character >= 0;
    switch (e.kind) {
    case EvKind::Phase:  // a signal: an interrupt enters a DeathSwap, nothing signals one
        return in(e.a, 0, static_cast<std::int32_t>(PhaseId::RoundEnd));
    case EvKind::UseSkill:  // the user's character, of the event's player
        return in(e.a, 0, size(sc_.skills.size()) - 1) && in(e.character, 0, characters(e.player) - 1);
    case EvKind::Damage: return targeted && in(e.a, 0, kMaxAmount);
    case EvKind::Heal: return e.character >= 0 && in(e.a, 0, kMaxAmount);
    case EvKind::AddBuff: return e.targetPlayer >= 0 && in(e.def, 0, size(sc_.buffs.size()) - 1);
    case EvKind::Summon: return e.targetPlayer >= 0 && in(e.def, 0, size(sc_.summons.size()) - 1);
    case EvKind::Draw:
    case EvKind::Roll:
    case EvKind::GainDice:
    case EvKind::Switch: return in(e.a, 0, kMaxAmount);
    default: return true;
    }
}

// A node's parent comes before it and its depth is one below its parent's (the tree's
// depths bound the trace's); its answering listener is an entity of the scenario, and its
// packed address unpacks to itself.
bool Reader::tree(std::vector<Node>& tree, std::int32_t pops)
{
    tree.resize(r_.count(kNodeBytes));
    for (std::size_t i = 0; i < tree.size(); ++i) {
        Node& n = tree[i];
        if (!event(n.ev))
            return false;
        std::int32_t packed = 0;
        for (std::int32_t* v : {&n.parent, &n.depth, &n.listener, &packed, &n.popIndex})
            *v = r_.i32();
        n.listenerEntity = r_.u32();
        const std::uint8_t flags = r_.u8();
        n.isOver = flags & 1;
        n.saved = flags & 2;
        n.phaseRoot = flags & 4;
        n.seeded = flags & 8;
        for (Seq* s : {&n.born, &n.popped, &n.finished, &n.dropped})
            *s = r_.u64();
        n.listenerAddress = unpackAddress(packed);
        if (!in(n.parent, -1, size(i) - 1))
            return false;
        const std::int32_t depth = n.parent < 0 ? 0 : tree[static_cast<std::size_t>(n.parent)].depth + 1;
        if (r_.failed() || flags > 15 || n.depth != depth || !in(n.listener, -1, kMaxTally) ||
            !in(n.popIndex, -1, pops - 1) || n.listenerEntity >= sc_.entityNames.size() ||
            packAddress(n.listenerAddress) != packed ||
            !in(static_cast<std::int32_t>(n.listenerAddress.zone), 0, kZoneCount - 1) ||
            !in(static_cast<std::int32_t>(n.listenerAddress.subzone), -1, static_cast<std::int32_t>(Subzone::Buffs)))
            return false;
    }
    return true;
}

bool Reader::nodes(std::vector<std::int32_t>& out, std::size_t treeSize)
{
    out.resize(r_.count(4));
    for (std::int32_t& n : out) {
        n = r_.i32();
        if (!in(n, 0, size(treeSize) - 1))
            return false;
    }
    return !r_.failed();
}

// A place of the response order: a character (with its equipment and buffs) or a listener of
// a player's zones that listeners are in, as responseOrder makes it.
bool Reader::order(std::vector<Loc>& out)
{
    out.resize(r_.count(kLocBytes));
    for (Loc& l : out) {
        std::int32_t zone = 0, sub = 0;
        for (std::int32_t* v : {&l.player, &zone, &l.character, &sub, &l.index, &l.uid})
            *v = r_.i32();
        l.zone = static_cast<ZoneId>(zone);
        l.sub = static_cast<Subzone>(sub);
        if (!in(l.player, 0, 1) || !in(zone, 0, static_cast<std::int32_t>(ZoneId::Hand)) ||
            !in(l.index, 0, kMaxSlots - 1))
            return false;
        const bool inCharacter = l.zone == ZoneId::Characters;
        if (inCharacter ? !in(l.character, 0, characters(l.player) - 1) ||
                    !in(sub, -1, static_cast<std::int32_t>(Subzone::Buffs))
                        : l.character != -1 || l.sub != Subzone::None)
            return false;
    }
    return !r_.failed();
}

bool Reader::saved(std::vector<SavedQueue>& out, std::size_t treeSize)
{
    out.resize(r_.count(kSavedBytes));
    for (SavedQueue& q : out) {
        if (!nodes(q.queue, treeSize))
            return false;
        std::int32_t phase = 0;
        for (std::int32_t* v : {&phase, &q.player, &q.node})
            *v = r_.i32();
        q.phase = static_cast<PhaseId>(phase);
        const std::uint8_t chosen = r_.u8();
        q.chosen = chosen != 0;
        if (chosen > 1 || !in(phase, 0, kPhaseCount - 1) || !in(q.player, 0, 1) || !in(q.node, -1, size(treeSize) - 1))
            return false;
    }
    return !r_.failed();
}

}  // namespace

bool EventsGame::saveState(CanonicalWriter& w) const
{
    if (s_.answer)
        return false;
    w.str(kTag);
    writeState(w);  // what stateHash writes, read back below
    w.u64(work_);
    return true;
}

std::unique_ptr<EventsGame> EventsGame::restoreState(std::shared_ptr<const EventsScenario> scenario, std::uint64_t seed,
                                                     std::span<const char8_t> bytes)
{
    auto g = std::make_unique<EventsGame>(scenario, seed);
    GameState& s = g->s_;
    StateReader r(bytes);
    if (!r.tag(kTag))
        return nullptr;
    std::int32_t phase = 0, outcome = 0, pc = 0;
    for (std::int32_t* v : {&s.round, &s.currentPlayer, &phase, &s.winner, &s.firstPlayer, &s.instructionIndex,
                            &outcome, &s.nextUid, &pc, &s.pops, &s.current, &s.listenPos, &s.heard, &s.awaitingPlayer})
        *v = r.i32();
    s.phase = static_cast<PhaseId>(phase);
    s.outcome = static_cast<Outcome>(outcome);
    s.pc = static_cast<Pc>(pc);
    const std::uint8_t flags = r.u8();
    s.treeOpen = flags & 1;
    s.recover = flags & 2;
    s.awaiting = flags & 4;
    s.rng = r.pcg32();
    if (flags > 7 || !in(phase, 0, kPhaseCount - 1) ||
        !in(outcome, 0, static_cast<std::int32_t>(Outcome::EventLimit)) ||
        !in(pc, 0, static_cast<std::int32_t>(Pc::Finished)) || !in(s.nextUid, scenario->firstDynamicUid, kMaxTally) ||
        !tally(s.pops))
        return nullptr;
    // The next uid and the pops bound what the players' listeners and the tree's nodes hold.
    Reader read(r, *scenario, s.nextUid);
    if (!read.player(s.players[0], 0) || !read.player(s.players[1], 1) || !read.tree(s.tree, s.pops) ||
        !read.nodes(s.queue, s.tree.size()) || !read.nodes(s.elist, s.tree.size()) || !read.event(s.live) ||
        !read.order(s.order) || !read.saved(s.saved, s.tree.size()))
        return nullptr;
    // Saved only between steps: no answer waiting to be taken.
    if (r.u8() != 0)
        return nullptr;
    g->work_ = r.u64();
    if (!r.ok() || !g->restoredStateValid())
        return nullptr;
    return g;
}

// What the step the game is at takes: the current node while an event is processed (and a
// listen position within its order), a saved queue to recover or, in a DeathSwap, to wait
// in (a Drive step there without one would trace nothing and loop for ever), a player while
// awaiting.
bool EventsGame::restoredStateValid() const
{
    const auto nodes = size(s_.tree.size());
    if (!in(s_.currentPlayer, 0, 1) || !in(s_.firstPlayer, 0, 1) || !in(s_.winner, -1, 1) || !tally(s_.round) ||
        !tally(s_.instructionIndex) || !tally(s_.heard) || !in(s_.listenPos, 0, size(s_.order.size())) ||
        !in(s_.current, -1, nodes - 1))
        return false;
    const bool processing = s_.pc == Pc::Listen || s_.pc == Pc::Execute || s_.pc == Pc::Over || s_.pc == Pc::Prepend;
    if (processing && s_.current < 0)
        return false;
    // A DeathSwap has a saved queue, and keeps one after a recovery: an interrupt raised in a
    // DeathSwap saves over an earlier one, so the first saved queue returns to another phase.
    if ((s_.recover || s_.phase == PhaseId::DeathSwap) && s_.saved.empty())
        return false;
    if (!s_.saved.empty() && s_.saved.front().phase == PhaseId::DeathSwap)
        return false;
    // Awaiting is the Await step's, and names the player asked.
    if (s_.awaiting != (s_.pc == Pc::Await) || !in(s_.awaitingPlayer, s_.awaiting ? 0 : -1, s_.awaiting ? 1 : -1))
        return false;
    return true;
}

void registerStateCodec() { ts::registerStateCodec("events", stateCodecOf<EventsGame, EventsScenario>()); }

}  // namespace ts::events
