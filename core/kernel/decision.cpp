#include "kernel/decision.h"

namespace ts {

std::string_view answerSourceName(AnswerSource s)
{
    switch (s) {
    case AnswerSource::Script: return "script";
    case AnswerSource::Policy: return "policy";
    case AnswerSource::Caller: return "caller";
    }
    return "unknown";
}

std::optional<AnswerSource> answerSourceFromName(std::string_view name)
{
    for (auto s : {AnswerSource::Script, AnswerSource::Policy, AnswerSource::Caller})
        if (answerSourceName(s) == name)
            return s;
    return std::nullopt;
}

}  // namespace ts
