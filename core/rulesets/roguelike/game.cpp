#include "game.h"

#include "run_table.h"

#include "kernel/io/canonical.h"
#include "kernel/write_event.h"

#include <nlohmann/json.hpp>

namespace ts::roguelike {

namespace {
constexpr std::uint8_t kTurnDepth = 0, kRunDepth = 1, kPhaseDepth = 2, kActionDepth = 3;
}

RoguelikeGame::RoguelikeGame(std::shared_ptr<const RoguelikeScenario> scenario, std::uint64_t seed)
    : scenario_(std::move(scenario))
{
    s_.rng.reseed(seed, 0x5eed000);
    s_.occupancy.assign(static_cast<std::size_t>(scenario_->width * scenario_->height), kNoEntity);
    for (std::size_t i = 0; i < scenario_->units.size(); ++i) {
        const UnitSpec& spec = scenario_->units[i];
        Unit u;
        u.id = static_cast<EntityId>(i + 1);
        u.faction = spec.faction;
        u.x = spec.x;
        u.y = spec.y;
        u.hp = spec.hp;
        u.attack = spec.attack;
        u.speed = spec.speed;
        u.slow = spec.slow;
        u.attacksPerAction = spec.attacksPerAction;
        u.attacksPerTurn = spec.attacksPerTurn;
        u.attacksLeft = spec.attacksPerTurn;
        s_.units.push_back(u);
        occupant(u.x, u.y) = u.id;
        (spec.faction == Faction::Enemy ? hadEnemySide_ : hadPlayerSide_) = true;
    }
}

void RoguelikeGame::event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0, EntityId s1,
                          std::int32_t a0, std::int32_t a1, std::int32_t a2, std::int32_t a3) const
{
    Event e;
    e.kind = kind(k);
    e.clause = id(c);
    e.depth = depth;
    e.subject[0] = s0;
    e.subject[1] = s1;
    e.arg[0] = a0;
    e.arg[1] = a1;
    e.arg[2] = a2;
    e.arg[3] = a3;
    sink.add(e);
}

void RoguelikeGame::set(EventSink& sink, Unit& u, Field f, std::int32_t& ref, std::int32_t value, Clause c,
                        std::uint8_t depth)
{
    writeField(sink, u.id, field(f), ref, value, id(c), depth);
}

void RoguelikeGame::set(EventSink& sink, Unit& u, Field f, bool& ref, bool value, Clause c, std::uint8_t depth)
{
    std::int32_t v = ref;
    set(sink, u, f, v, value, c, depth);
    ref = v != 0;
}

Clause RoguelikeGame::phaseClause() const
{
    switch (s_.cursor.phase) {
    case Phase::Manual: return Clause::RlRunManual;
    case Phase::Minor: return Clause::RlRunMinor;
    case Phase::Major: return Clause::RlRunMajor;
    }
    return Clause::RlRunMajor;
}

StepStatus RoguelikeGame::step(EventSink& sink)
{
    // Advancing between phases moves the cursor without a rule step of its own; loop
    // until this call has traced something, so that every step is visible.
    const Seq before = sink.position();
    for (;;) {
        switch (s_.cursor.pc) {
        case Pc::TurnStart: stepTurnStart(sink); break;
        case Pc::Deal: stepDeal(sink); break;
        case Pc::RunStart: stepRunStart(sink); break;
        case Pc::PhaseStart: stepPhaseStart(sink); break;
        case Pc::Slot: {
            const StepStatus st = stepSlot(sink);
            if (st == StepStatus::NeedDecision)
                return st;
            break;
        }
        case Pc::TurnEnd: stepTurnEnd(sink); break;
        case Pc::Over: return StepStatus::Finished;
        }
        if (sink.position() != before)
            return s_.cursor.pc == Pc::Over ? StepStatus::Finished : StepStatus::Progress;
    }
}

void RoguelikeGame::stepTurnStart(EventSink& sink)
{
    Cursor& c = s_.cursor;
    ++c.turn;
    event(sink, Kind::TurnBegin, Clause::RlTableOrder, kTurnDepth, kNoEntity, kNoEntity, c.turn);
    s_.table = buildTable(s_.units, c.turn);
    event(sink, Kind::TableBuilt, Clause::RlTableRuns, kRunDepth, kNoEntity, kNoEntity, s_.table.runs,
          static_cast<std::int32_t>(s_.table.rows.size()));
    for (const Row& row : s_.table.rows) {
        std::int32_t packed = 0;
        for (std::size_t r = 0; r < kMaxRuns; ++r)
            packed |= row.cells[r].scheduled << (8 * r);
        event(sink, Kind::TableRow, Clause::RlTable, kPhaseDepth, row.unit, kNoEntity, row.speedLabel, packed);
    }
    // A merge held back (the Player acts in that Run) is a NotApplied event at the same
    // depth as the merges made: both are the table build's considerations.
    for (const MergeStep& m : mergeAiRuns(s_.table)) {
        const EntityId unitId = s_.table.rows[m.row].unit;
        if (m.made)
            event(sink, Kind::Merge, Clause::RlMerge, kPhaseDepth, unitId, kNoEntity, m.fromRun + 1, m.toRun + 1,
                  m.newCount);
        else
            event(sink, Kind::MergeHeld, Clause::RlMerge, kPhaseDepth, unitId, m.player,
                  static_cast<std::int32_t>(MergeHeldReason::PlayerActs), m.fromRun + 1, m.toRun + 1, m.newCount);
    }
    c.pc = Pc::Deal;
    c.row = 0;
}

void RoguelikeGame::stepDeal(EventSink& sink)
{
    Cursor& c = s_.cursor;
    while (c.row < static_cast<std::int32_t>(s_.units.size()) && !s_.units[static_cast<std::size_t>(c.row)].alive)
        ++c.row;
    if (c.row >= static_cast<std::int32_t>(s_.units.size())) {
        c.pc = Pc::RunStart;
        c.run = 0;
        return;
    }
    Unit& u = s_.units[static_cast<std::size_t>(c.row++)];
    if (u.attacksPerTurn > 0) {
        event(sink, Kind::AttacksReset, Clause::RlAttacksLimited, kRunDepth, u.id, kNoEntity, u.attacksPerTurn);
        set(sink, u, Field::AttacksLeft, u.attacksLeft, u.attacksPerTurn, Clause::RlAttacksLimited, kRunDepth + 1);
    }
    const std::int32_t debt = std::min(u.tokens, 0);
    std::int32_t dealt = u.speed;
    Clause clause = Clause::RlTokensDeal;
    if (u.slow) {
        set(sink, u, Field::SlowTurns, u.slowTurns, u.slowTurns + 1, Clause::RlTokensSlow, kRunDepth + 1);
        dealt = u.slowTurns % 2 == 0 ? 1 : 0;
        clause = Clause::RlTokensSlow;
    }
    if (debt < 0)
        clause = Clause::RlDebt;
    event(sink, Kind::TokensDealt, clause, kRunDepth, u.id, kNoEntity, dealt, debt, dealt + debt);
    set(sink, u, Field::Tokens, u.tokens, dealt + debt, clause, kRunDepth + 1);
}

void RoguelikeGame::stepRunStart(EventSink& sink)
{
    Cursor& c = s_.cursor;
    event(sink, Kind::RunBegin, Clause::RlTableOrder, kRunDepth, kNoEntity, kNoEntity, c.run + 1);
    c.pc = Pc::PhaseStart;
    c.phase = Phase::Manual;
}

void RoguelikeGame::stepPhaseStart(EventSink& sink)
{
    Cursor& c = s_.cursor;
    event(sink, Kind::PhaseBegin, phaseClause(), kPhaseDepth, kNoEntity, kNoEntity, static_cast<std::int32_t>(c.phase),
          c.run + 1);
    c.pc = Pc::Slot;
    c.row = 0;
}

StepStatus RoguelikeGame::stepSlot(EventSink& sink)
{
    Cursor& c = s_.cursor;
    const auto run = static_cast<std::size_t>(c.run);
    auto& rows = s_.table.rows;
    // Manual rows act in whichever phase reaches them (a Player row inserted after the
    // manual phase still gets its action); AI rows act in the minor and major phases.
    while (c.row < static_cast<std::int32_t>(rows.size())) {
        const Row& row = rows[static_cast<std::size_t>(c.row)];
        const bool eligible = row.faction == Faction::Player || c.phase != Phase::Manual;
        if (eligible && row.cells[run].remaining() > 0)
            break;
        ++c.row;
    }
    if (c.row >= static_cast<std::int32_t>(rows.size())) {
        if (c.phase != Phase::Major) {
            c.phase = static_cast<Phase>(static_cast<std::int32_t>(c.phase) + 1);
            c.pc = Pc::PhaseStart;
        } else if (c.run + 1 < s_.table.runs) {
            ++c.run;
            c.pc = Pc::RunStart;
        } else {
            c.pc = Pc::TurnEnd;
        }
        return StepStatus::Progress;
    }

    Row& row = rows[static_cast<std::size_t>(c.row)];
    Unit& u = unit(row.unit);
    Cell& cell = row.cells[run];
    if (!u.alive) {
        ++cell.skipped;
        event(sink, Kind::SlotSkipped, Clause::RlTableOrder, kActionDepth, u.id, kNoEntity, c.run + 1,
              static_cast<std::int32_t>(SkipReason::Dead), u.tokens);
        return StepStatus::Progress;
    }
    if (u.tokens <= 0) {
        ++cell.skipped;
        event(sink, Kind::SlotSkipped, Clause::RlTokensSkip, kActionDepth, u.id, kNoEntity, c.run + 1,
              static_cast<std::int32_t>(SkipReason::NoToken), u.tokens);
        return StepStatus::Progress;
    }
    if (row.faction == Faction::Player) {
        if (!s_.answer) {
            s_.awaitingDecision = true;
            return StepStatus::NeedDecision;
        }
        slotManual(sink, u);
    } else {
        slotAi(sink, u);
    }
    // The game can only end by a death; scanning every unit after every action would
    // cost more than the whole rest of the step on a large map.
    if (unitDied_) {
        unitDied_ = false;
        checkGameEnd(sink);
    }
    return StepStatus::Progress;
}

void RoguelikeGame::slotManual(EventSink& sink, Unit& u)
{
    const PendingAnswer pa = *s_.answer;
    s_.answer.reset();
    s_.awaitingDecision = false;
    const Answer a = toAnswer(pa.action);
    Event d;
    d.kind = ts::kind(CommonKind::Decision);
    d.clause = id(Clause::RlRunManual);
    d.depth = kActionDepth;
    d.subject[0] = u.id;
    d.subject[1] = a.target;
    d.arg[0] = static_cast<std::int32_t>(pa.index);
    d.arg[1] = static_cast<std::int32_t>((static_cast<std::uint32_t>(pa.source) << 16) | a.kind);
    d.arg[2] = a.a;
    d.arg[3] = a.b;
    sink.add(d);
    const bool consumes = execute(sink, u, pa.action, false, Clause::RlRunManual, kActionDepth);
    // An action that does not consume (arrows from the menu, a blocked move) leaves the
    // slot open: the player is asked again.
    endSlotAction(sink, u, consumes, kActionDepth);
}

void RoguelikeGame::slotAi(EventSink& sink, Unit& u)
{
    const Clause clause = phaseClause();
    const auto& script = scenario_->units[u.id - 1].script;
    const bool scripted = u.scriptPos < script.size() && script[u.scriptPos].kind != ActionKind::Brain;
    const BrainPlan plan = scripted ? BrainPlan{} : brainPlan(u, s_.cursor.phase);
    Action want = scripted ? script[u.scriptPos] : plan.action;
    if (s_.cursor.phase == Phase::Minor && want.kind != ActionKind::Move) {
        // Minor actions are moves; anything else waits for the major phase.
        const MinorPassReason why =
            want.kind == ActionKind::None ? MinorPassReason::NoMove : MinorPassReason::WantsMajor;
        event(sink, Kind::MinorPass, clause, kActionDepth, u.id, kNoEntity, static_cast<std::int32_t>(why));
        ++s_.cursor.row;
        return;
    }
    if (!scripted) {
        want = decide(u, plan, sink, clause, kActionDepth);
        if (want.kind == ActionKind::None)
            want.kind = ActionKind::Wait;
    }
    if (u.scriptPos < script.size())
        ++u.scriptPos;
    // A failed scripted action leaves the slot open like a manual one; the script has moved
    // on and the brain only chooses actions that consume, so this always ends.
    const bool consumes = execute(sink, u, want, false, clause, kActionDepth);
    // The brain's major action was not an attack: why, below the action it took instead.
    if (!scripted && s_.cursor.phase == Phase::Major && plan.action.kind != ActionKind::Attack)
        traceNoAttack(sink, u, plan, clause, kActionDepth + 1);
    endSlotAction(sink, u, consumes, kActionDepth);
}

void RoguelikeGame::endSlotAction(EventSink& sink, Unit& u, bool consumes, std::uint8_t depth)
{
    if (!consumes)
        return;
    // The action may have inserted rows (000:speed/up): the acting row is found again
    // through the cursor, which insertion keeps pointing at it.
    Row& row = s_.table.rows[static_cast<std::size_t>(s_.cursor.row)];
    ++row.cells[static_cast<std::size_t>(s_.cursor.run)].done;
    if (!u.alive)
        return;
    event(sink, Kind::TokenSpent, Clause::RlTokensSpend, depth, u.id, kNoEntity, u.tokens - 1, 0);
    set(sink, u, Field::Tokens, u.tokens, u.tokens - 1, Clause::RlTokensSpend, depth + 1);
}

bool RoguelikeGame::checkGameEnd(EventSink& sink)
{
    bool players = false, enemies = false;
    for (const Unit& u : s_.units) {
        if (!u.alive)
            continue;
        (u.faction == Faction::Enemy ? enemies : players) = true;
    }
    Outcome o = Outcome::None;
    if (hadEnemySide_ && !enemies)
        o = Outcome::EnemiesDefeated;
    else if (hadPlayerSide_ && !players)
        o = Outcome::PlayersDefeated;
    if (o == Outcome::None)
        return false;
    s_.outcome = static_cast<std::int32_t>(o);
    Event e;
    e.kind = ts::kind(CommonKind::GameEnd);
    e.clause = id(Clause::RlGameEnd);
    e.depth = kTurnDepth;
    e.arg[0] = s_.outcome;
    sink.add(e);
    s_.cursor.pc = Pc::Over;
    return true;
}

void RoguelikeGame::stepTurnEnd(EventSink& sink)
{
    Cursor& c = s_.cursor;
    const std::uint64_t h = stateHash();
    Event e;
    e.kind = ts::kind(CommonKind::StateHash);
    e.clause = id(Clause::RlTableOrder);
    e.depth = kRunDepth;
    e.arg[0] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h));
    e.arg[1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h >> 32));
    sink.add(e);
    event(sink, Kind::TurnEnd, Clause::RlTableOrder, kTurnDepth, kNoEntity, kNoEntity, c.turn);
    if (c.turn >= scenario_->turns) {
        s_.outcome = static_cast<std::int32_t>(Outcome::TurnLimit);
        Event g;
        g.kind = ts::kind(CommonKind::GameEnd);
        g.clause = id(Clause::RlGameEnd);
        g.depth = kTurnDepth;
        g.arg[0] = s_.outcome;
        sink.add(g);
        c.pc = Pc::Over;
        return;
    }
    c.pc = Pc::TurnStart;
}

DecisionRequest RoguelikeGame::pendingDecision() const
{
    DecisionRequest r;
    if (!s_.awaitingDecision)
        return r;
    const Row& row = s_.table.rows[static_cast<std::size_t>(s_.cursor.row)];
    r.actor = row.unit;
    const Unit& u = unit(row.unit);
    const auto& script = scenario_->units[u.id - 1].script;
    if (u.scriptPos < script.size())
        r.scripted = toAnswer(script[u.scriptPos]);
    return r;
}

void RoguelikeGame::answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex)
{
    if (!s_.awaitingDecision)
        return;
    Unit& u = unit(s_.table.rows[static_cast<std::size_t>(s_.cursor.row)].unit);
    // The script line is used up whether it was followed or answered differently (a fork).
    if (u.scriptPos < scenario_->units[u.id - 1].script.size())
        ++u.scriptPos;
    s_.answer = PendingAnswer{toAction(a), source, decisionIndex};
}

std::optional<Answer> RoguelikeGame::policyAnswer() const
{
    if (!s_.awaitingDecision)
        return std::nullopt;
    const Unit& u = unit(s_.table.rows[static_cast<std::size_t>(s_.cursor.row)].unit);
    // The policy takes the first of equally good steps: drawing would change the game's
    // own random sequence.
    Action choice = brainPlan(u, Phase::Major).action;
    if (choice.kind == ActionKind::None)
        choice.kind = ActionKind::Wait;
    return toAnswer(choice);
}

std::vector<Answer> RoguelikeGame::legalAnswers() const
{
    std::vector<Answer> out;
    if (!s_.awaitingDecision)
        return out;
    const Unit& u = unit(s_.table.rows[static_cast<std::size_t>(s_.cursor.row)].unit);
    for (int d = 0; d < kDirCount; ++d)
        if (canStep(u, d))
            out.push_back(toAnswer({ActionKind::Move, kNoEntity, d}));
    for (const Unit& o : s_.units)
        if (o.alive && o.id != u.id && adjacent(u, o))
            out.push_back(toAnswer({ActionKind::Attack, o.id}));
    out.push_back(toAnswer({ActionKind::Wait}));
    out.push_back(toAnswer({ActionKind::DrinkSpeedGrass}));
    for (const Unit& o : s_.units) {
        if (!o.alive)
            continue;
        out.push_back(toAnswer({ActionKind::WaveStaff, o.id, static_cast<std::int32_t>(Staff::Haste)}));
        out.push_back(toAnswer({ActionKind::WaveStaff, o.id, static_cast<std::int32_t>(Staff::Slow)}));
    }
    out.push_back(toAnswer({ActionKind::Equip, kNoEntity, static_cast<std::int32_t>(Item::Weapon)}));
    out.push_back(toAnswer({ActionKind::Equip, kNoEntity, static_cast<std::int32_t>(Item::Arrows)}));
    return out;
}

Answer RoguelikeGame::toAnswer(const Action& a)
{
    Answer r;
    r.kind =
        static_cast<std::uint16_t>(static_cast<std::uint16_t>(a.kind) | (static_cast<std::uint16_t>(a.innerKind) << 8));
    r.target = a.target;
    if (a.kind == ActionKind::Control) {
        r.a = a.innerArg;
        r.b = static_cast<std::int32_t>(a.innerTarget);
    } else {
        r.a = a.arg;
    }
    return r;
}

Action RoguelikeGame::toAction(const Answer& r)
{
    Action a;
    a.kind = static_cast<ActionKind>(r.kind & 0xffu);
    a.innerKind = static_cast<ActionKind>(r.kind >> 8);
    a.target = r.target;
    if (a.kind == ActionKind::Control) {
        a.innerArg = r.a;
        a.innerTarget = static_cast<EntityId>(r.b);
    } else {
        a.arg = r.a;
    }
    return a;
}

// What the state hash and a trace file's checkpoint state (state_codec.cpp) both hold, in
// the same order: the units, the Run table, the cursor, the outcome, the PRNG.
void RoguelikeGame::writeState(CanonicalWriter& w) const
{
    for (const Unit& u : s_.units) {
        w.u32(u.id);
        w.u8(static_cast<std::uint8_t>(u.faction));
        for (std::int32_t v : {u.x, u.y, u.hp, u.attack, u.speed, u.slowTurns, u.tokens, u.attacksPerAction,
                               u.attacksPerTurn, u.attacksLeft})
            w.i32(v);
        w.u8(static_cast<std::uint8_t>(u.slow | (u.alive << 1) | (u.weapon << 2) | (u.arrows << 3)));
        w.u32(u.scriptPos);
    }
    w.i32(s_.table.turn);
    w.i32(s_.table.runs);
    w.u32(static_cast<std::uint32_t>(s_.table.rows.size()));
    for (const Row& r : s_.table.rows) {
        w.u32(r.unit);
        w.u8(static_cast<std::uint8_t>(r.faction));
        w.i32(r.speedLabel);
        w.u8(r.inserted);
        w.i32(r.insertedRun);
        w.u64(r.insertedBy);
        for (const Cell& c : r.cells) {
            for (std::int32_t v : {c.scheduled, c.done, c.skipped, c.mergedIn})
                w.i32(v);
            w.u8(c.mergedAway);
        }
    }
    const Cursor& c = s_.cursor;
    w.u8(static_cast<std::uint8_t>(c.pc));
    for (std::int32_t v : {c.turn, c.run, static_cast<std::int32_t>(c.phase), c.row, s_.outcome})
        w.i32(v);
    w.u64(s_.rng.state());
    w.u64(s_.rng.increment());
}

std::uint64_t RoguelikeGame::stateHash() const
{
    CanonicalWriter w;
    w.reserve(64 + s_.units.size() * 56 + s_.table.rows.size() * (32 + kMaxRuns * 20));
    w.str("roguelike/1");
    writeState(w);
    w.u8(s_.awaitingDecision);
    return w.hash();
}

void RoguelikeGame::applyWrite(EntityId entity, FieldId f, std::int32_t v)
{
    if (entity == kNoEntity || entity > s_.units.size())
        return;
    Unit& u = unit(entity);
    // Writes are undone one field at a time, so a diagonal move passes through a cell
    // that may hold another unit: never take a cell from, or clear a cell of, another unit.
    // The value comes from a trace file anyone can edit: a coordinate off the map is kept
    // (the panels show it as it is) but never indexes the occupancy grid.
    auto onMap = [&] { return u.x >= 0 && u.y >= 0 && u.x < scenario_->width && u.y < scenario_->height; };
    auto leave = [&] {
        if (u.alive && onMap() && occupant(u.x, u.y) == u.id)
            occupant(u.x, u.y) = kNoEntity;
    };
    auto enter = [&] {
        if (u.alive && onMap() && occupant(u.x, u.y) == kNoEntity)
            occupant(u.x, u.y) = u.id;
    };
    switch (static_cast<Field>(f)) {
    case Field::X:
        leave();
        u.x = v;
        enter();
        break;
    case Field::Y:
        leave();
        u.y = v;
        enter();
        break;
    case Field::Hp: u.hp = v; break;
    case Field::Tokens: u.tokens = v; break;
    case Field::Speed: u.speed = v; break;
    case Field::Slow: u.slow = v != 0; break;
    case Field::AttacksLeft: u.attacksLeft = v; break;
    case Field::Alive:
        leave();
        u.alive = v != 0;
        enter();
        break;
    case Field::Weapon: u.weapon = v != 0; break;
    case Field::Arrows: u.arrows = v != 0; break;
    case Field::SlowTurns: u.slowTurns = v; break;
    }
}

std::size_t RoguelikeGame::memoryBytes() const
{
    return sizeof(*this) + s_.units.capacity() * sizeof(Unit) + s_.table.rows.capacity() * sizeof(Row) +
        s_.occupancy.capacity() * sizeof(EntityId);
}

}  // namespace ts::roguelike
