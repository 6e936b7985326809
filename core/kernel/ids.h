#pragma once
// The rule clauses known to this build. Each ruleset registers its own table once, when it
// is registered (see ruleset_registry.h); a clause id is its index in the joined table, so
// an engine's hot path adds its table's base to a local constant. Traces store the names,
// so a trace written by another build (other rulesets, other order) still reads right.
#include "kernel/event.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

struct ClauseInfo {
    std::string_view id;  // as in CLAUSES.md, e.g. "000:merge" or "000:run/major#attack"
    std::string_view statement;  // the English reading
};

class ClauseRegistry {
public:
    static ClauseRegistry& instance();
    // Appends one ruleset's clauses and returns the id of the first; the table's entry k
    // then has id base + k. A clause id registered twice is a programming error.
    ClauseId add(std::span<const ClauseInfo> clauses);
    const std::vector<ClauseInfo>& all() const { return table_; }

private:
    ClauseRegistry();
    std::vector<ClauseInfo> table_;
};

// All registered clauses, index = ClauseId. Index 0 is the "no clause" placeholder.
const std::vector<ClauseInfo>& clauseTable();
std::optional<ClauseId> findClause(std::string_view id);
// "000:run/major#attack" -> "000:run/major": the clause that a suffixed id counts for.
std::string_view baseClause(std::string_view id);
// Whether a breakpoint or filter on `clause` covers an event whose clause id is `id`: the
// same id, or a "#" refinement of it.
inline bool clauseCovers(std::string_view clause, std::string_view id)
{
    return !id.empty() && (id == clause || baseClause(id) == clause);
}

}  // namespace ts
