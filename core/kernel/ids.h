#pragma once
// Ids of the rule clauses and event kinds known to this build. Both tables are fixed at
// compile time so that an event's kind and clause are plain constants in the engine's hot
// path; traces store the names, so a trace written by another build still reads right.
#include "event.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

struct ClauseInfo {
    std::string_view id;         // as in CLAUSES.md, e.g. "000:merge" or "000:run/major#attack"
    std::string_view statement;  // the English reading
};

// All clauses of this build, index = ClauseId. Index 0 is the "no clause" placeholder.
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
