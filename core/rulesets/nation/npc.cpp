// NPC decisions (seed 3.3.2 NPC, 3.3.3) by preview on deep copies, and the player's
// decision point (its legal answers, the script, and the policy answer, which is the NPC
// procedure applied to the player's nation).
#include "game.h"

namespace ts::nation {

std::int64_t NationGame::frontSum(std::int32_t n) const
{
    std::int64_t sum = 0;
    for (const UnitState& u : nation(n).units)
        if (u.row == Row::Front && !u.dead())
            sum += std::int64_t(u.hp) + u.attack;
    return sum;
}

Rational NationGame::commandScore(std::int32_t n) const
{
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    return Rational(nation(n).power) * spec.targetMilitaryRatio + Rational(frontSum(n));
}

Rational NationGame::militaryPower(std::int32_t n) const
{
    // "その国家のステートによる補正値": the nation's own passive states.
    return Rational(frontSum(n)) * passiveFactor({{n, -1}}, &Modifiers::military);
}

bool NationGame::domesticSelectable(std::int32_t n, std::int32_t command) const
{
    return nation(n).remainingDomestic > 0 && nation(n).power >= sc_->commands[static_cast<std::size_t>(command)].cost;
}

bool NationGame::actionSelectable(std::int32_t n, std::int32_t command) const
{
    return nation(n).power >= sc_->commands[static_cast<std::size_t>(command)].cost;
}

std::vector<std::int32_t> NationGame::battleTargets(std::int32_t n) const
{
    std::vector<std::int32_t> out;
    for (std::int32_t h : sc_->nations[static_cast<std::size_t>(n)].hostiles)
        if (!nation(h).fallen())
            out.push_back(h);
    return out;
}

std::vector<NationGame::Scored> NationGame::previewCommands(EventSink& sink, std::int32_t n, NpcDecisionKind kind,
                                                            bool trace, std::uint8_t depth) const
{
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    const bool domestic = kind == NpcDecisionKind::Domestic;
    const auto& list = domestic ? spec.domestic : spec.actions;
    const Clause clause = domestic ? Clause::N3_3_2__npc_1 : Clause::N3_3_3__3;
    EventSink quiet(nullptr);
    EventSink& out = trace ? sink : quiet;
    std::vector<Scored> scored;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::int32_t c = list[i];
        if (domestic ? !domesticSelectable(n, c) : !actionSelectable(n, c))
            continue;
        event(out, Kind::PreviewBegin, clause, depth, nationEntity(n), kNoEntity, commandRef(c),
              static_cast<std::int32_t>(kind));
        // The deep copy of 3.3.2 NPC-1.1: its events are traced one level deeper, as
        // preview events; nothing of it reaches the real state.
        NationGame copy(*this);
        for (const NationState& copied : s_.nations)
            copy.work_ += 1 + copied.units.size();
        copy.preview_ = true;
        copy.depthBase_ = static_cast<std::uint8_t>(std::min(200, depthBase_ + depth + 1));
        copy.runCommand(out, n, c, domestic, clause, 0);
        if (domestic)
            copy.processAll(out, Timing::AfterDomesticCommand, 0);
        const Rational score = copy.commandScore(n);
        event(out, Kind::PreviewScore, Clause::N3_3_2__score, depth, nationEntity(n), kNoEntity, commandRef(c),
              toQuantity(score), copy.nation(n).power, clampQuantity(copy.frontSum(n)));
        scored.push_back({c, static_cast<std::int32_t>(i), score});
        work_ = copy.work_;  // the preview's work is this game's
    }
    return scored;
}

std::int32_t NationGame::bestOf(const std::vector<Scored>& scored)
{
    std::int32_t best = -1;
    for (std::size_t i = 0; i < scored.size(); ++i)
        if (best < 0 || scored[i].score > scored[static_cast<std::size_t>(best)].score)  // ties: the first
            best = static_cast<std::int32_t>(i);
    return best;
}

void NationGame::recordNpcTable(EventSink& sink, std::int32_t n, NpcDecisionKind kind,
                                const std::vector<Scored>& scored, std::int32_t chosen, std::uint8_t depth,
                                const Judgement* judgement)
{
    NpcDecision d;
    d.valid = true;
    d.nation = n;
    d.round = s_.currentRound;
    d.kind = kind;
    d.chosen = chosen;
    for (const Scored& s : scored)
        d.candidates.push_back({s.command, s.score.text(), toQuantity(s.score)});
    if (judgement) {
        d.candidateNation = judgement->candidate;
        d.ownMilitary = judgement->own.text();
        d.candidateMilitary = judgement->theirs.text();
        d.belligerence = sc_->nations[static_cast<std::size_t>(n)].belligerence.decimalText();
    }
    const Clause clause = kind == NpcDecisionKind::Domestic ? Clause::N3_3_2__npc_2
        : kind == NpcDecisionKind::Battle                   ? Clause::N3_3_3__2
                                                            : Clause::N3_3_3__4;
    event(sink, Kind::NpcChoice, clause, depth, nationEntity(n), kNoEntity, static_cast<std::int32_t>(kind),
          chosen < 0 ? 0 : commandRef(scored[static_cast<std::size_t>(chosen)].command),
          static_cast<std::int32_t>(scored.size()),
          chosen < 0 ? 0 : toQuantity(scored[static_cast<std::size_t>(chosen)].score));
    s_.lastNpcDecision = std::move(d);  // the NPC table changes with its own event, not before
    // Why not the others: the previewed ones with a lower score, then the unselectable ones.
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    traceNotChosen(sink, n, scored, chosen, clause, d1);
    if (kind != NpcDecisionKind::Battle)
        traceUnselectables(sink, n, kind == NpcDecisionKind::Domestic,
                           kind == NpcDecisionKind::Domestic ? Clause::N3_3_2__npc_1 : Clause::N3_3_3__3, d1);
}

void NationGame::traceUnselectable(EventSink& sink, std::int32_t n, std::int32_t command, bool domestic, Clause clause,
                                   std::uint8_t depth) const
{
    // 3.3.2: a domestic command needs a remaining count > 0 and its cost; an action its cost.
    const NationState& ns = nation(n);
    const std::int32_t cost = sc_->commands[static_cast<std::size_t>(command)].cost;
    const CommandRejectReason why = domestic && ns.remainingDomestic <= 0 ? CommandRejectReason::NoDomesticLeft
                                                                          : CommandRejectReason::CostOverPower;
    event(sink, Kind::CommandUnselectable, clause, depth, static_cast<EntityId>(commandRef(command)), ns.id,
          static_cast<std::int32_t>(why), cost, ns.power, ns.remainingDomestic);
}

void NationGame::traceUnselectables(EventSink& sink, std::int32_t n, bool domestic, Clause clause,
                                    std::uint8_t depth) const
{
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    for (const std::int32_t c : domestic ? spec.domestic : spec.actions)
        if (domestic ? !domesticSelectable(n, c) : !actionSelectable(n, c))
            traceUnselectable(sink, n, c, domestic, clause, depth);
}

void NationGame::traceNotChosen(EventSink& sink, std::int32_t n, const std::vector<Scored>& scored, std::int32_t chosen,
                                Clause clause, std::uint8_t depth) const
{
    if (chosen < 0)
        return;
    const Scored& best = scored[static_cast<std::size_t>(chosen)];
    for (std::size_t i = 0; i < scored.size(); ++i) {
        if (static_cast<std::int32_t>(i) == chosen)
            continue;
        // bestOf keeps the first of the highest: an equal exact score lost on list order.
        const NpcRejectReason why =
            scored[i].score == best.score ? NpcRejectReason::TieLaterInList : NpcRejectReason::LowerScore;
        event(sink, Kind::NpcNotChosen, clause, depth, static_cast<EntityId>(commandRef(scored[i].command)),
              nationEntity(n), static_cast<std::int32_t>(why), toQuantity(scored[i].score), toQuantity(best.score),
              commandRef(best.command));
    }
}

NationGame::Judgement NationGame::judge(std::int32_t n) const
{
    Judgement j;
    j.own = militaryPower(n);
    Rational bestGap;
    for (std::int32_t h : battleTargets(n)) {
        const Rational theirs = militaryPower(h);
        const Rational gap = absDiff(theirs, j.own);
        // Ties: the earlier in turn order (nations are indexed in turn order).
        if (j.candidate < 0 || gap < bestGap || (gap == bestGap && h < j.candidate)) {
            j.candidate = h;
            j.theirs = theirs;
            bestGap = gap;
        }
    }
    j.ownTimesBelligerence = j.own * sc_->nations[static_cast<std::size_t>(n)].belligerence;
    j.battle = j.candidate >= 0 && j.ownTimesBelligerence > j.theirs;
    return j;
}

// ---------------------------------------------------------------- the player's decision

DecisionRequest NationGame::pendingDecision() const
{
    DecisionRequest r;
    if (!s_.awaitingDecision)
        return r;
    const std::int32_t n = currentNation();
    r.actor = nationEntity(n);
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    const NationState& ns = nation(n);
    if (ns.scriptPos < spec.script.size()) {
        const ScriptLine& l = spec.script[ns.scriptPos];
        Answer a;
        a.kind = l.kind;
        a.a = l.index;
        if (l.kind == static_cast<std::uint16_t>(AnswerKind::Battle)) {
            a.a = 0;
            a.target = nationEntity(l.targetNation);
        }
        if (l.kind == static_cast<std::uint16_t>(AnswerKind::EndTurn))
            a.a = 0;
        r.scripted = a;
    }
    return r;
}

std::vector<Answer> NationGame::legalAnswers() const
{
    return s_.awaitingDecision ? answersNow() : std::vector<Answer>{};
}

std::vector<Answer> NationGame::answersNow() const
{
    std::vector<Answer> out;
    const std::int32_t n = currentNation();
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    for (std::size_t i = 0; i < spec.domestic.size(); ++i)
        if (domesticSelectable(n, spec.domestic[i]))
            out.push_back(
                {static_cast<std::uint16_t>(AnswerKind::Domestic), kNoEntity, static_cast<std::int32_t>(i), 0});
    const auto targets = battleTargets(n);
    for (std::int32_t h : targets)
        out.push_back({static_cast<std::uint16_t>(AnswerKind::Battle), nationEntity(h), 0, 0});
    for (std::size_t i = 0; i < spec.actions.size(); ++i)
        if (actionSelectable(n, spec.actions[i]))
            out.push_back({static_cast<std::uint16_t>(AnswerKind::Action), kNoEntity, static_cast<std::int32_t>(i), 0});
    out.push_back({static_cast<std::uint16_t>(AnswerKind::EndTurn), kNoEntity, 0, 0});
    return out;
}

std::optional<Answer> NationGame::policyAnswer() const
{
    if (!s_.awaitingDecision)
        return std::nullopt;
    // The NPC procedure for the player's nation, previews untraced (a policy only answers).
    const std::int32_t n = currentNation();
    EventSink quiet(nullptr);
    const auto domestic = previewCommands(quiet, n, NpcDecisionKind::Domestic, false, 0);
    if (const std::int32_t best = bestOf(domestic); best >= 0)
        return Answer{static_cast<std::uint16_t>(AnswerKind::Domestic), kNoEntity,
                      domestic[static_cast<std::size_t>(best)].listIndex, 0};
    const Judgement j = judge(n);
    if (j.battle)
        return Answer{static_cast<std::uint16_t>(AnswerKind::Battle), nationEntity(j.candidate), 0, 0};
    const auto actions = previewCommands(quiet, n, NpcDecisionKind::Action, false, 0);
    if (const std::int32_t best = bestOf(actions); best >= 0)
        return Answer{static_cast<std::uint16_t>(AnswerKind::Action), kNoEntity,
                      actions[static_cast<std::size_t>(best)].listIndex, 0};
    return Answer{static_cast<std::uint16_t>(AnswerKind::EndTurn), kNoEntity, 0, 0};
}

void NationGame::answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex)
{
    if (!s_.awaitingDecision)
        return;
    NationState& ns = nation(currentNation());
    // The script line is used up whether it was followed or answered differently (a fork).
    if (ns.scriptPos < sc_->nations[static_cast<std::size_t>(currentNation())].script.size())
        ++ns.scriptPos;
    s_.answer = PendingAnswer{a, source, decisionIndex};
}

}  // namespace ts::nation
