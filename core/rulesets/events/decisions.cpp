// Decision points: the instructions legal in a stable state, the scenario's script, the
// built-in policy, and answers (an illegal one is traced as rejected and asked again).
#include "game.h"

#include <algorithm>

namespace ts::events {

namespace {
Answer answerOf(AnswerKind k, std::int32_t a = 0, std::int32_t b = 0)
{
    Answer x;
    x.kind = static_cast<std::uint16_t>(k);
    x.a = a;
    x.b = b;
    return x;
}
}  // namespace

bool EventsGame::affordable(std::int32_t p, const Cost& c, std::int32_t alignedElement) const
{
    const std::int32_t* dice = player(p).dice;
    std::int32_t total = 0;
    for (int e = 0; e < kDiceSlots; ++e)
        total += dice[e];
    const std::int32_t own = alignedElement >= 0 && alignedElement < element::Omni ? dice[alignedElement] : 0;
    const std::int32_t fromOmni = std::max(0, c.aligned - own);
    return fromOmni <= dice[element::Omni] && total - c.aligned >= c.any;
}

std::vector<Answer> EventsGame::answersNow() const
{
    std::vector<Answer> out;
    if (s_.awaitingPlayer < 0)
        return out;
    const std::int32_t p = s_.awaitingPlayer;
    const PlayerState& ps = player(p);
    const PlayerSpec& spec = sc_->players[p];
    auto aliveDefs = [&](bool exceptActive) {
        for (std::size_t c = 0; c < ps.characters.size(); ++c)
            if (ps.characters[c].alive && !(exceptActive && static_cast<std::int32_t>(c) == ps.active))
                out.push_back(answerOf(exceptActive ? AnswerKind::Switch : AnswerKind::Choose, spec.characters[c].def));
    };
    if (!s_.saved.empty() || s_.phase == PhaseId::GameStart) {
        aliveDefs(false);
        return out;
    }
    if (s_.phase == PhaseId::RollPhase) {
        // Every set of the elements rolled (omni dice are kept).
        std::vector<std::int32_t> present;
        for (std::int32_t e = 0; e < element::Omni; ++e)
            if (ps.dice[e] > 0)
                present.push_back(e);
        for (std::uint32_t m = 0; m < (1u << present.size()); ++m) {
            std::int32_t mask = 0;
            for (std::size_t k = 0; k < present.size(); ++k)
                if (m & (1u << k))
                    mask |= 1 << present[k];
            out.push_back(answerOf(AnswerKind::Reroll, mask));
        }
        return out;
    }
    if (s_.phase == PhaseId::HandSwitch) {
        for (std::uint32_t m = 0; m < (1u << ps.hand.size()); ++m)
            out.push_back(answerOf(AnswerKind::SwitchHand, static_cast<std::int32_t>(m)));
        return out;
    }
    // Combat: skills of the active character, cards (the first of each kind in hand),
    // switches, the end of the round.
    const std::int32_t element = activeElement(p);
    if (ps.active >= 0 && ps.characters[static_cast<std::size_t>(ps.active)].alive)
        for (std::int32_t sk :
             sc_->characters[static_cast<std::size_t>(spec.characters[static_cast<std::size_t>(ps.active)].def)].skills)
            if (affordable(p, sc_->skills[static_cast<std::size_t>(sk)].cost, element))
                out.push_back(answerOf(AnswerKind::Skill, sk));
    std::vector<std::int32_t> seen;
    for (const Listener& l : ps.hand) {
        if (std::find(seen.begin(), seen.end(), l.def) != seen.end())
            continue;
        seen.push_back(l.def);
        const CardDef& card = sc_->cards[static_cast<std::size_t>(l.def)];
        if (!affordable(p, card.cost, element))
            continue;
        if (card.targetsCharacter) {
            for (std::size_t c = 0; c < ps.characters.size(); ++c)
                if (ps.characters[c].alive)
                    out.push_back(answerOf(AnswerKind::Card, l.def, spec.characters[c].def));
        } else if (card.kind == CardKind::Support && static_cast<std::int32_t>(ps.supports.size()) >= kSupportLimit) {
            for (std::int32_t slot = 0; slot < kSupportLimit; ++slot)
                out.push_back(answerOf(AnswerKind::Card, l.def, kReplaceBase + slot));
        } else {
            out.push_back(answerOf(AnswerKind::Card, l.def, -1));
        }
    }
    if (affordable(p, Cost{0, sc_->rules.switchCost}, element))
        aliveDefs(true);
    out.push_back(answerOf(AnswerKind::End));
    return out;
}

bool EventsGame::legal(const Answer& a) const
{
    const std::vector<Answer> all = answersNow();
    return a.target == kNoEntity && std::find(all.begin(), all.end(), a) != all.end();
}

DecisionRequest EventsGame::pendingDecision() const
{
    DecisionRequest r;
    if (!s_.awaiting)
        return r;
    r.actor = playerEntity(s_.awaitingPlayer);
    const PlayerSpec& spec = sc_->players[s_.awaitingPlayer];
    const PlayerState& ps = player(s_.awaitingPlayer);
    if (ps.scriptPos < spec.script.size())
        r.scripted = spec.script[ps.scriptPos].answer;
    return r;
}

std::vector<Answer> EventsGame::legalAnswers() const { return s_.awaiting ? answersNow() : std::vector<Answer>{}; }

// The built-in policy: the first living character; reroll what does not match the active
// character; keep the hand; the first affordable skill, else end the round (and end it
// anyway once the round has had kPolicyRoundActions instructions: free skills must not
// keep a game going for ever).
constexpr std::int32_t kPolicyRoundActions = 24;
std::optional<Answer> EventsGame::policyAnswer() const
{
    if (!s_.awaiting)
        return std::nullopt;
    const std::vector<Answer> all = answersNow();
    if (all.empty())
        return std::nullopt;
    const PlayerState& ps = player(s_.awaitingPlayer);
    switch (static_cast<AnswerKind>(all.front().kind)) {
    case AnswerKind::Reroll: {
        std::int32_t mask = 0;
        for (std::int32_t e = 0; e < element::Omni; ++e)
            if (ps.dice[e] > 0 && e != activeElement(s_.awaitingPlayer))
                mask |= 1 << e;
        return answerOf(AnswerKind::Reroll, mask);
    }
    case AnswerKind::SwitchHand: return answerOf(AnswerKind::SwitchHand, 0);
    default: break;
    }
    for (const Answer& a : all)
        if (static_cast<AnswerKind>(a.kind) == AnswerKind::Choose ||
            (static_cast<AnswerKind>(a.kind) == AnswerKind::Skill && s_.instructionIndex < kPolicyRoundActions))
            return a;
    return all.back();  // the end of the round
}

void EventsGame::answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex)
{
    if (!s_.awaiting)
        return;
    PlayerState& ps = player(s_.awaitingPlayer);
    // The script line is used up whether it was followed or answered differently (a fork).
    if (ps.scriptPos < sc_->players[s_.awaitingPlayer].script.size())
        ++ps.scriptPos;
    s_.answer = GameState::PendingAnswer{a, source, decisionIndex};
}

}  // namespace ts::events
