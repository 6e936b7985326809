#include "kernel/clauses.h"

#include <limits>
#include <stdexcept>

namespace ts {

ClauseRegistry::ClauseRegistry() { table_.push_back({"", ""}); }

ClauseRegistry& ClauseRegistry::instance()
{
    static ClauseRegistry registry;
    return registry;
}

ClauseId ClauseRegistry::add(std::span<const ClauseInfo> clauses)
{
    if (table_.size() + clauses.size() > std::numeric_limits<ClauseId>::max())
        throw std::logic_error("too many rule clauses");
    for (const ClauseInfo& c : clauses)
        if (c.id.empty() || findClause(c.id))
            throw std::logic_error("rule clause registered twice or without an id: " + std::string(c.id));
    const auto base = static_cast<ClauseId>(table_.size());
    table_.insert(table_.end(), clauses.begin(), clauses.end());
    return base;
}

const std::vector<ClauseInfo>& clauseTable() { return ClauseRegistry::instance().all(); }

std::optional<ClauseId> findClause(std::string_view id)
{
    const auto& t = clauseTable();
    for (std::size_t i = 1; i < t.size(); ++i)
        if (t[i].id == id)
            return static_cast<ClauseId>(i);
    return std::nullopt;
}

std::string_view baseClause(std::string_view id)
{
    const auto hash = id.find('#');
    return hash == std::string_view::npos ? id : id.substr(0, hash);
}

}  // namespace ts
