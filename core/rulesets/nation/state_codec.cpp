// A nation game's whole state as bytes and back (kernel/session/state_codec.h, issue 41): a
// trace file keeps its checkpoints' states so that a reopened session seeks from them.
//
// Layout (CanonicalWriter, little-endian): "nation-state/1", then what stateHash writes
// (writeState, game_state.cpp: the game's counters and step machine, the nations with their
// units and held states, the state-processing queue, the battle context, the last NPC
// decision, the power history), the work done. The rules draw nothing: there is no PRNG. The
// ids of nations and units follow from the scenario and are not saved. Every index a step
// or a panel looks up is checked on restore, and so are the step machine's places that need
// a part of the state (a battle step its attacker, the action phase its command ...).
#include "game.h"
#include "register.h"

#include "kernel/io/canonical.h"
#include "kernel/session/state_codec.h"

namespace ts::nation {

namespace {

constexpr std::string_view kTag = "nation-state/1";

bool in(std::int32_t v, std::int32_t lo, std::int32_t hi) { return v >= lo && v <= hi; }
// A quantity as the rules leave one (clampQuantity, 001:4.1.2): the rules then compute with
// it in 64 bits.
bool quantity(std::int32_t v) { return in(v, 0, static_cast<std::int32_t>(kQuantityMax)); }
std::int32_t size(std::size_t n) { return static_cast<std::int32_t>(n); }

class Reader {
public:
    Reader(StateReader& r, const NationScenario& sc) : r_(r), sc_(sc) {}

    bool nation(std::int32_t n) const { return in(n, 0, size(sc_.nations.size()) - 1); }
    bool unitOf(std::int32_t n, std::int32_t u) const
    {
        return nation(n) && in(u, 0, size(sc_.nations[static_cast<std::size_t>(n)].units.size()) - 1);
    }
    bool holder(const Holder& h) const { return h.unit == -1 ? nation(h.nation) : unitOf(h.nation, h.unit); }
    bool stateDef(std::int32_t d) const { return in(d, 0, size(sc_.states.size()) - 1); }

    bool held(std::vector<HeldState>& out)
    {
        out.resize(r_.count(20));
        for (HeldState& s : out) {
            for (std::int32_t* v : {&s.def, &s.stacks, &s.duration, &s.remainings})
                *v = r_.i32();
            s.serial = r_.u32();
            const auto count = [](std::int32_t v) { return v == kNull || quantity(v); };
            if (!stateDef(s.def) || !count(s.stacks) || !count(s.duration) || !count(s.remainings))
                return false;
        }
        return !r_.failed();
    }
    Holder readHolder()
    {
        Holder h;
        h.nation = r_.i32();
        h.unit = r_.i32();
        return h;
    }
    bool str(std::string& out)
    {
        out.resize(r_.count(1));
        for (char& c : out)
            c = static_cast<char>(r_.u8());
        return !r_.failed();
    }

    bool nations(std::vector<NationState>& list);
    bool queue(ProcessQueue& q);
    bool battle(BattleContext& b);
    bool npcDecision(NpcDecision& d);
    bool powerHistory(std::vector<std::vector<std::int32_t>>& history);

private:
    StateReader& r_;
    const NationScenario& sc_;
};

bool Reader::nations(std::vector<NationState>& list)
{
    if (r_.count(0) != list.size())
        return false;
    for (NationState& n : list) {
        n.power = r_.i32();
        n.remainingDomestic = r_.i32();
        n.scriptPos = r_.u32();
        if (!quantity(n.power) || !quantity(n.remainingDomestic) || !held(n.states) || r_.count(0) != n.units.size())
            return false;
        for (UnitState& u : n.units) {
            std::int32_t row = 0;
            for (std::int32_t* v : {&u.maxHp, &u.hp, &u.attack, &row, &u.slot})
                *v = r_.i32();
            u.row = static_cast<Row>(row);
            if (!in(row, 0, static_cast<std::int32_t>(Row::Bench)) || !quantity(u.maxHp) || !quantity(u.hp) ||
                !quantity(u.attack) || !held(u.states))
                return false;
        }
    }
    return true;
}

bool Reader::queue(ProcessQueue& q)
{
    const std::uint8_t active = r_.u8();
    q.active = active != 0;
    std::int32_t timing = 0;
    for (std::int32_t* v : {&timing, &q.round, &q.turnIndex, &q.popped, &q.depth})
        *v = r_.i32();
    q.timing = static_cast<Timing>(timing);
    q.entries.resize(r_.count(20));  // holder 8, def, serial, outcome
    for (QueueEntry& e : q.entries) {
        e.holder = readHolder();
        e.def = r_.i32();
        e.serial = r_.u32();
        const std::int32_t outcome = r_.i32();
        e.outcome = static_cast<QueueOutcome>(outcome);
        if (!holder(e.holder) || !stateDef(e.def) ||
            !in(outcome, 0, static_cast<std::int32_t>(QueueOutcome::SkippedNoRemainings)))
            return false;
    }
    q.grantedDuring.resize(r_.count(16));
    for (NotQueuedGrant& g : q.grantedDuring) {
        g.holder = readHolder();
        g.def = r_.i32();
        g.afterPop = r_.i32();
        if (!holder(g.holder) || !stateDef(g.def) || g.afterPop < -1)
            return false;
    }
    return active <= 1 && in(timing, 0, static_cast<std::int32_t>(Timing::Count_) - 1) &&
        in(q.popped, -1, size(q.entries.size()) - 1) && in(q.depth, 0, 255);
}

// The attack and target indices stay as the last battle left them (the steps compare them
// with the lists' sizes): they are only kept from wrapping.
constexpr std::int32_t kMaxIndex = 1 << 30;

bool Reader::battle(BattleContext& b)
{
    const std::uint8_t active = r_.u8();
    b.active = active != 0;
    std::int32_t chosen = 0;
    for (std::int32_t* v : {&b.attackerNation, &b.defenderNation, &b.currentAttackIndex, &b.targetNation,
                            &b.targetIndex, &chosen, &b.chosenRow, &b.attackPowerDamage, &b.pendingPowerDamage})
        *v = r_.i32();
    b.chosen = static_cast<RangeChoice>(chosen);
    const auto entry = [&](AttackEntry& e) {
        for (std::int32_t* v : {&e.nation, &e.unit, &e.skill})
            *v = r_.i32();
        return unitOf(e.nation, e.unit) && in(e.skill, 0, size(sc_.skills.size()) - 1);
    };
    b.attackOrder.resize(r_.count(12));
    for (AttackEntry& e : b.attackOrder)
        if (!entry(e))
            return false;
    const std::uint8_t hasAttacker = r_.u8();
    b.currentAttacker.reset();
    if (hasAttacker == 1 && !entry(b.currentAttacker.emplace()))
        return false;
    b.targets.resize(r_.count(13));
    for (TargetSlot& t : b.targets) {
        for (std::int32_t* v : {&t.unit, &t.damage, &t.powerDamage})
            *v = r_.i32();
        const std::uint8_t done = r_.u8();
        t.done = done != 0;
        if (done > 1 || (t.unit != -1 && !unitOf(b.targetNation, t.unit)) || !quantity(t.damage) ||
            !quantity(t.powerDamage))
            return false;
    }
    b.checks.resize(r_.count(12));
    for (CandidateCheck& c : b.checks) {
        const std::int32_t candidate = r_.i32();
        c.candidate = static_cast<RangeChoice>(candidate);
        c.row = r_.i32();
        c.living = r_.i32();
        if (!in(candidate, 0, static_cast<std::int32_t>(RangeChoice::TwoInFront)))
            return false;
    }
    const auto nationOrNone = [&](std::int32_t n) { return n == -1 || nation(n); };
    return active <= 1 && hasAttacker <= 1 && nationOrNone(b.attackerNation) && nationOrNone(b.defenderNation) &&
        nationOrNone(b.targetNation) && in(b.currentAttackIndex, 0, kMaxIndex) && quantity(b.attackPowerDamage) &&
        quantity(b.pendingPowerDamage) && in(b.targetIndex, 0, kMaxIndex) &&
        in(chosen, -1, static_cast<std::int32_t>(RangeChoice::NoneInRange));
}

bool Reader::npcDecision(NpcDecision& d)
{
    const std::uint8_t valid = r_.u8();
    d.valid = valid != 0;
    std::int32_t kind = 0;
    for (std::int32_t* v : {&d.nation, &d.round, &kind, &d.chosen, &d.candidateNation})
        *v = r_.i32();
    d.kind = static_cast<NpcDecisionKind>(kind);
    if (!str(d.ownMilitary) || !str(d.candidateMilitary) || !str(d.belligerence))
        return false;
    d.candidates.resize(r_.count(12));
    for (NpcCandidate& c : d.candidates) {
        c.command = r_.i32();
        if (!str(c.score))
            return false;
        c.scoreCeil = r_.i32();
        if (!in(c.command, 0, size(sc_.commands.size()) - 1))
            return false;
    }
    return valid <= 1 && (d.nation == -1 || nation(d.nation)) &&
        (d.candidateNation == -1 || nation(d.candidateNation)) &&
        in(kind, 0, static_cast<std::int32_t>(NpcDecisionKind::Nothing)) &&
        in(d.chosen, -1, size(d.candidates.size()) - 1);
}

// Every row holds each nation's power (the chart reads [round][nation]).
bool Reader::powerHistory(std::vector<std::vector<std::int32_t>>& history)
{
    history.resize(r_.count(4));
    for (auto& row : history) {
        if (r_.count(4) != sc_.nations.size())
            return false;
        row.resize(sc_.nations.size());
        for (std::int32_t& p : row)
            p = r_.i32();
    }
    return !r_.failed();
}

}  // namespace

bool NationGame::saveState(CanonicalWriter& w) const
{
    if (s_.awaitingDecision || s_.answer || preview_)
        return false;
    w.str(kTag);
    writeState(w);  // what stateHash writes, read back below
    w.u64(work_);
    return true;
}

std::unique_ptr<NationGame> NationGame::restoreState(std::shared_ptr<const NationScenario> scenario,
                                                     std::uint64_t /*seed: the rules draw nothing*/,
                                                     std::span<const char8_t> bytes)
{
    auto g = std::make_unique<NationGame>(scenario, 0);
    GameState& s = g->s_;
    StateReader r(bytes);
    Reader read(r, *scenario);
    if (!r.tag(kTag))
        return nullptr;
    std::int32_t pc = 0, after = 0;
    for (std::int32_t* v : {&s.currentRound, &s.currentTurnIndex, &pc, &after, &s.chosenBattleTarget, &s.chosenAction,
                            &s.outcome, &s.winner})
        *v = r.i32();
    s.pc = static_cast<Pc>(pc);
    s.afterProcess = static_cast<Pc>(after);
    s.nextSerial = r.u32();
    // Saved only between decisions: no decision pending, no answer waiting.
    if (r.u8() != 0 || r.u8() != 0 || !in(pc, 0, static_cast<std::int32_t>(Pc::Over)) ||
        !in(after, 0, static_cast<std::int32_t>(Pc::Over)))
        return nullptr;
    if (!read.nations(s.nations) || !read.queue(s.queue) || !read.battle(s.battle) ||
        !read.npcDecision(s.lastNpcDecision) || !read.powerHistory(s.powerHistory))
        return nullptr;
    g->work_ = r.u64();
    if (!r.ok() || !g->restoredStateValid())
        return nullptr;
    return g;
}

// What the step the game is at (or returns to from a processing) looks up.
bool NationGame::restoredStateValid() const
{
    const auto nations = size(s_.nations.size());
    const auto valid = [&](std::int32_t n) { return in(n, 0, nations - 1); };
    if (!in(s_.currentTurnIndex, 0, nations) || !in(s_.currentRound, 0, sc_->roundLimit + 1) ||
        !in(s_.outcome, 0, static_cast<std::int32_t>(Outcome::DecisivePower)) || !in(s_.winner, -1, nations - 1) ||
        !in(s_.chosenBattleTarget, -1, nations - 1) || !in(s_.chosenAction, -1, size(sc_->commands.size()) - 1))
        return false;
    // A processing at a step boundary has an entry left to pop (an empty one ends at once).
    if (s_.pc == Pc::Process &&
        (s_.afterProcess == Pc::Process || s_.queue.popped + 1 >= size(s_.queue.entries.size())))
        return false;
    const Pc p = s_.pc == Pc::Process ? s_.afterProcess : s_.pc;
    const auto between = [&](Pc lo, Pc hi) { return p >= lo && p <= hi; };
    const BattleContext& b = s_.battle;
    if (between(Pc::TurnStart, Pc::Durations) && s_.currentTurnIndex < 1)
        return false;
    if (p == Pc::Action && s_.chosenAction < 0)
        return false;
    if (p == Pc::BattleStart && !valid(s_.chosenBattleTarget))
        return false;
    if (between(Pc::BattleOrder, Pc::BattleEnd) && (!valid(b.attackerNation) || !valid(b.defenderNation)))
        return false;
    if (between(Pc::TargetDecision, Pc::AttackEnd) && (!b.currentAttacker || !valid(b.targetNation)))
        return false;
    return true;
}

void registerStateCodec() { ts::registerStateCodec("nation", stateCodecOf<NationGame, NationScenario>()); }

}  // namespace ts::nation
