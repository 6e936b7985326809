// The nation state as JSON: the inspector's tree and `--final-state-json` (documented in
// docs/rulesets/nation.md, "Final-state JSON").
#include "game.h"

#include <nlohmann/json.hpp>

namespace ts::nation {

namespace {
using nlohmann::json;

json nullable(std::int32_t v) { return v == kNull ? json(nullptr) : json(v); }
}  // namespace

const char* queueOutcomeName(QueueOutcome o)
{
    switch (o) {
    case QueueOutcome::Pending: return "pending";
    case QueueOutcome::Fired: return "fired";
    case QueueOutcome::SkippedRemoved: return "skipped-removed";
    case QueueOutcome::SkippedPassive: return "skipped-passive";
    case QueueOutcome::SkippedWrongTiming: return "skipped-wrong-timing";
    case QueueOutcome::SkippedNoRemainings: return "skipped-no-remainings";
    }
    return "?";
}

const char* rangeChoiceName(RangeChoice r)
{
    switch (r) {
    case RangeChoice::None: return "none";
    case RangeChoice::Normal: return "normal";
    case RangeChoice::OneBehind: return "one-behind";
    case RangeChoice::TwoBehind: return "two-behind";
    case RangeChoice::OneInFront: return "one-in-front";
    case RangeChoice::TwoInFront: return "two-in-front";
    case RangeChoice::EmptyFront: return "empty-front";
    case RangeChoice::NoneInRange: return "none-in-range";
    }
    return "?";
}

const char* pcName(Pc pc)
{
    static const char* names[] = {"game-start",   "round-start",     "turn-next",     "turn-start",   "domestic-begin",
                                  "domestic",     "decide",          "action",        "battle-start", "battle-order",
                                  "attack-start", "target-decision", "before-attack", "unit-damage",  "power-damage",
                                  "after-attack", "attack-end",      "battle-end",    "turn-end",     "durations",
                                  "round-end",    "round-check",     "game-end",      "process",      "over"};
    const auto i = static_cast<std::size_t>(pc);
    return i < std::size(names) ? names[i] : "?";
}

const char* outcomeName(std::int32_t outcome)
{
    switch (static_cast<Outcome>(outcome)) {
    case Outcome::None: return "running";
    case Outcome::RoundLimit: return "round-limit";
    case Outcome::LastNation: return "last-nation";
    case Outcome::DecisivePower: return "decisive-power";
    }
    return "?";
}

namespace {

// One builder per part of the document, each from what the game shows every panel.

json heldJson(const NationScenario& sc, const std::vector<HeldState>& v)
{
    // Between two slot writes of a rule step (stateAt) a slot may hold no state yet: id null.
    auto stateId = [&](std::int32_t def) {
        return def >= 0 && static_cast<std::size_t>(def) < sc.states.size()
            ? json(sc.states[static_cast<std::size_t>(def)].id)
            : json(nullptr);
    };
    json a = json::array();
    for (const HeldState& s : v)
        a.push_back({{"id", stateId(s.def)},
                     {"stacks", nullable(s.stacks)},
                     {"duration", nullable(s.duration)},
                     {"remainings", nullable(s.remainings)},
                     {"serial", s.serial}});
    return a;
}

json nationsJson(const NationGame& g)
{
    const NationScenario& sc = g.scenario();
    json nations = json::array();
    for (std::size_t n = 0; n < g.state().nations.size(); ++n) {
        const NationState& ns = g.state().nations[n];
        const NationSpec& spec = sc.nations[n];
        json units = json::array();
        for (const UnitState& u : ns.units)
            units.push_back({{"name", g.entityName(u.id)},
                             {"hp", u.hp},
                             {"maxHp", u.maxHp},
                             {"attack", u.attack},
                             {"row", rowName(u.row)},
                             {"slot", u.slot},
                             {"dead", u.dead()},
                             {"states", heldJson(sc, u.states)}});
        nations.push_back({{"name", spec.name},
                           {"turnOrder", spec.turnOrder},
                           {"npc", spec.npc},
                           {"power", ns.power},
                           {"remainingDomestic", ns.remainingDomestic},
                           {"fallen", ns.fallen()},
                           {"states", heldJson(sc, ns.states)},
                           {"units", units}});
    }
    return nations;
}

json queueJson(const NationGame& g)
{
    const NationScenario& sc = g.scenario();
    const ProcessQueue& q = g.state().queue;
    auto holderJson = [&](const Holder& h) { return json(g.entityName(g.holderEntity(h))); };
    json entries = json::array();
    for (const QueueEntry& e : q.entries)
        entries.push_back({{"holder", holderJson(e.holder)},
                           {"state", sc.states[static_cast<std::size_t>(e.def)].id},
                           {"outcome", queueOutcomeName(e.outcome)}});
    json granted = json::array();
    for (const NotQueuedGrant& gr : q.grantedDuring)
        granted.push_back({{"holder", holderJson(gr.holder)},
                           {"state", sc.states[static_cast<std::size_t>(gr.def)].id},
                           {"afterPop", gr.afterPop}});
    return {{"active", q.active},      {"timing", timingName(q.timing)},
            {"round", q.round},        {"turnIndex", q.turnIndex},
            {"popped", q.popped},      {"entries", entries},
            {"grantedDuring", granted}};
}

json nationName(const NationScenario& sc, std::int32_t n)
{
    return n < 0 ? json(nullptr) : json(sc.nations[static_cast<std::size_t>(n)].name);
}

json battleJson(const NationGame& g)
{
    const NationScenario& sc = g.scenario();
    const BattleContext& b = g.state().battle;
    auto unitName = [&](std::int32_t n, std::int32_t u) { return json(g.entityName(g.unitEntity(n, u))); };
    json order = json::array();
    for (const AttackEntry& e : b.attackOrder)
        order.push_back(
            {{"unit", unitName(e.nation, e.unit)}, {"skill", sc.skills[static_cast<std::size_t>(e.skill)].id}});
    json targets = json::array();
    for (const TargetSlot& t : b.targets)
        targets.push_back({{"unit", t.unit < 0 ? json(nullptr) : unitName(b.targetNation, t.unit)},
                           {"damage", t.damage},
                           {"powerDamage", t.powerDamage},
                           {"done", t.done}});
    json checks = json::array();
    for (const CandidateCheck& c : b.checks)
        checks.push_back({{"candidate", rangeChoiceName(c.candidate)},
                          {"row", c.row < 0 ? json(nullptr) : json(rowName(static_cast<Row>(c.row)))},
                          {"living", c.living}});
    return {
        {"active", b.active},
        {"attacker", nationName(sc, b.attackerNation)},
        {"defender", nationName(sc, b.defenderNation)},
        {"attackOrder", order},
        {"currentAttackIndex", b.currentAttackIndex},
        {"currentAttacker",
         b.currentAttacker ? unitName(b.currentAttacker->nation, b.currentAttacker->unit) : json(nullptr)},
        {"currentSkill",
         b.currentAttacker ? json(sc.skills[static_cast<std::size_t>(b.currentAttacker->skill)].id) : json(nullptr)},
        {"targetNation", nationName(sc, b.targetNation)},
        {"targets", targets},
        {"targetIndex", b.targetIndex},
        {"range", rangeChoiceName(b.chosen)},
        {"rangeRow", b.chosenRow < 0 ? json(nullptr) : json(rowName(static_cast<Row>(b.chosenRow)))},
        {"candidates", checks},
        {"attackPowerDamage", b.attackPowerDamage},
        {"pendingPowerDamage", b.pendingPowerDamage}};
}

json npcJson(const NationGame& g)
{
    const NationScenario& sc = g.scenario();
    const NpcDecision& d = g.state().lastNpcDecision;
    if (!d.valid)
        return nullptr;
    static const char* kinds[] = {"domestic", "action", "battle", "nothing"};
    json cands = json::array();
    for (std::size_t i = 0; i < d.candidates.size(); ++i)
        cands.push_back({{"command", sc.commands[static_cast<std::size_t>(d.candidates[i].command)].id},
                         {"score", d.candidates[i].score},
                         {"scoreCeil", d.candidates[i].scoreCeil},
                         {"chosen", static_cast<std::int32_t>(i) == d.chosen}});
    return {{"nation", nationName(sc, d.nation)},
            {"round", d.round},
            {"kind", kinds[static_cast<int>(d.kind)]},
            {"candidates", cands},
            {"candidateNation", nationName(sc, d.candidateNation)},
            {"ownMilitary", d.ownMilitary},
            {"candidateMilitary", d.candidateMilitary},
            {"belligerence", d.belligerence}};
}

}  // namespace

nlohmann::json NationGame::toJson() const
{
    const NationScenario& sc = *sc_;
    json j{{"ruleset", "nation"},
           {"stage", sc.stageId},
           {"round", s_.currentRound},
           {"roundLimit", sc.roundLimit},
           {"turnIndex", s_.currentTurnIndex},
           {"finished", s_.pc == Pc::Over},
           {"outcome", outcomeName(s_.outcome)},
           {"winner", nationName(sc, s_.winner)},
           {"step", pcName(s_.pc)},
           {"nations", nationsJson(*this)},
           {"queue", queueJson(*this)},
           {"battle", battleJson(*this)},
           {"lastNpcDecision", npcJson(*this)},
           {"powerHistory", s_.powerHistory}};
    if (s_.awaitingDecision)
        j["awaitingDecision"] = sc.nations[static_cast<std::size_t>(currentNation())].name;
    return j;
}

}  // namespace ts::nation
