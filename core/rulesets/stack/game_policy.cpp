// The built-in players: the policy that answers a decision no script line answers.
#include "game.h"

namespace ts::stack {

// A simple player, deterministic from the state (it never draws). At ⑤ the turn player
// takes its main actions in turn and ends its turn after three (or when nothing else is
// legal); any other chance holder takes a quick action in turn. At ⑪ it answers an
// opponent's action on a low stage with a quick action that has a target, every other
// time; else it passes. It targets the opponents' things first, pays and orders with the
// first choice.
std::optional<Answer> StackGame::policyAnswer() const
{
    const std::int32_t p = s_.chanceHolder;
    const auto defOf = [&](const Answer& a) -> const ActionDef& {
        return sc_->actions[static_cast<std::size_t>(sc_->actionOf(static_cast<EntityId>(a.a)))];
    };
    const auto pickFrom = [&](const std::vector<Answer>& v) {
        return v[static_cast<std::size_t>(s_.actionsTaken) % v.size()];
    };
    switch (s_.await) {
    case Await::None: return std::nullopt;
    case Await::Act: {
        const auto acts = actAnswers(p);
        if (acts.empty())
            return std::nullopt;
        std::vector<Answer> ends, mains, quicks;
        for (const Answer& a : acts)
            (defOf(a).endAction ? ends : defOf(a).timing == Timing::Main ? mains : quicks).push_back(a);
        if (!ends.empty() && (s_.turnActions >= 3 || mains.empty()))
            return ends.front();
        if (!mains.empty())
            return pickFrom(mains);
        return quicks.empty() ? acts.front() : pickFrom(quicks);
    }
    case Await::ActOrPass: {
        const Answer pass{static_cast<std::uint16_t>(AnswerKind::Pass), kNoEntity, 0, 0};
        if (s_.stage.empty() || s_.stage.back().controller == p || s_.stage.size() >= 3 ||
            (s_.actionsTaken + static_cast<std::int32_t>(s_.stage.size())) % 2 != 0)
            return pass;
        std::vector<Answer> answers;
        for (const Answer& a : actAnswers(p))
            if (!defOf(a).endAction && defOf(a).target.kind != TargetKind::None)
                answers.push_back(a);
        return answers.empty() ? pass : pickFrom(answers);
    }
    case Await::Target: {
        const auto targets = targetAnswers();
        for (const Answer& t : targets) {
            std::int32_t owner = -1;
            if (const std::int32_t c = sc_->componentOf(t.target); c >= 0)
                owner = s_.components[static_cast<std::size_t>(c)].controller;
            else if (const std::int32_t q = sc_->playerOf(t.target); q >= 0)
                owner = q;
            else if (t.a >= 1 && static_cast<std::size_t>(t.a) <= s_.stage.size())
                owner = s_.stage[static_cast<std::size_t>(t.a - 1)].controller;
            if (owner >= 0 && owner != p)
                return t;
        }
        return targets.empty() ? std::nullopt : std::optional<Answer>(targets.front());
    }
    case Await::Pay: {
        const auto pay = payAnswers();
        return pay.empty() ? std::nullopt : std::optional<Answer>(pay.front());
    }
    case Await::Order: return Answer{static_cast<std::uint16_t>(AnswerKind::Order), kNoEntity, 0, 0};
    }
    return std::nullopt;
}

}  // namespace ts::stack
