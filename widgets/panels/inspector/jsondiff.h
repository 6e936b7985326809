#pragma once
// Comparing two JSON documents of a game state (the inspector's "changed by this event"):
// which value of the earlier state stands where a value of the later one does, and how
// many leaves differ. Objects are maps ordered by key, so they are walked side by side.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <unordered_map>

namespace ts::gui::jsondiff {

using Json = nlohmann::json;

// The counterpart of `now`'s child `it` (index `i`) in `before`, the earlier version of
// `container`; null when it has none.
const Json* beforeChild(const Json* before, const Json& container, Json::const_iterator it, std::size_t i);

// The counterparts in `before` of a container's children, visited in order.
class Counterparts {
public:
    Counterparts(const Json* before, const Json& now);
    const Json* at(Json::const_iterator it, std::size_t i);

private:
    const Json* before_;
    const Json& now_;
    bool merge_ = false;
    Json::const_iterator b_;
};

// Leaves of `now` that differ from `before` (a leaf without a counterpart counts).
int countChanged(const Json& now, const Json* before);

// countChanged of every object and array of `now` whose count is not 0 (any other counts 0),
// by address: made where the documents are built (StateJsonJob), so that showing them only
// looks counts up. Valid while `now` is not modified.
using ChangeCounts = std::unordered_map<const Json*, int>;
ChangeCounts countAllChanged(const Json& now, const Json* before);

}  // namespace ts::gui::jsondiff
