#include "panels/inspector/jsondiff.h"

namespace ts::gui::jsondiff {

const Json* beforeChild(const Json* before, const Json& container, Json::const_iterator it, std::size_t i)
{
    if (!before)
        return nullptr;
    if (before == &container)
        return &*it;  // the state one event earlier is this one
    if (container.is_object()) {
        if (!before->is_object())
            return nullptr;
        const auto f = before->find(it.key());
        return f == before->end() ? nullptr : &*f;
    }
    return before->is_array() && i < before->size() ? &(*before)[i] : nullptr;
}

Counterparts::Counterparts(const Json* before, const Json& now) : before_(before), now_(now)
{
    merge_ = before_ && before_ != &now_ && now_.is_object() && before_->is_object();
    if (merge_)
        b_ = before_->begin();
}

const Json* Counterparts::at(Json::const_iterator it, std::size_t i)
{
    if (!merge_)
        return beforeChild(before_, now_, it, i);
    while (b_ != before_->end() && b_.key() < it.key())
        ++b_;
    return b_ != before_->end() && b_.key() == it.key() ? &*b_ : nullptr;
}

namespace {

int count(const Json& now, const Json* before, ChangeCounts* record)
{
    if (!now.is_structured())
        return !before || *before != now ? 1 : 0;
    // Most of a large state is untouched by one event: one linear comparison settles a
    // whole unit before any per-key look-up.
    if (before == &now || (before && *before == now))
        return 0;
    int n = 0;
    Counterparts counterparts(before, now);
    std::size_t i = 0;
    for (auto it = now.begin(); it != now.end(); ++it, ++i)
        n += count(*it, counterparts.at(it, i), record);
    if (record && n > 0)
        record->emplace(&now, n);
    return n;
}

}  // namespace

int countChanged(const Json& now, const Json* before) { return count(now, before, nullptr); }

ChangeCounts countAllChanged(const Json& now, const Json* before)
{
    ChangeCounts counts;
    count(now, before, &counts);
    return counts;
}

}  // namespace ts::gui::jsondiff
