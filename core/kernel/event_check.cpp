#include "kernel/event_check.h"

#include "kernel/clauses.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/trace/trace_file.h"

namespace ts {

namespace {
// Any arguments: a kind this build does not know has no ranges to check.
const KindInfo kUnknownKind{};

bool kindBelongsTo(std::string_view name, std::string_view ruleset)
{
    const auto dot = name.find('.');
    if (dot == std::string_view::npos)
        return true;  // a common kind (kinds.h): every ruleset's traces have them
    return name.substr(0, dot) == ruleset;
}
}  // namespace

EventChecker::EventChecker(const Trace& trace, std::string_view ruleset)
    : kindNames_(trace.kindNames), entityCount_(trace.entityNames.size()), ruleset_(ruleset)
{
    const KindRegistry& registry = KindRegistry::instance();
    // A trace of a ruleset this build does not have cannot be opened as a game (openRecordedGame
    // refuses it); read at the format level only, its kinds unknown here are allowed and shown
    // raw (RenderContext::line), with the structural checks below.
    const bool rulesetKnown = findRuleset(ruleset) != nullptr;
    kinds_.assign(trace.kindNames.size(), nullptr);
    for (std::size_t id = 0; id < trace.kindNames.size(); ++id) {
        const KindInfo* info = registry.find(static_cast<KindId>(id));
        if (info && info->name == trace.kindNames[id] && kindBelongsTo(info->name, ruleset))
            kinds_[id] = info;
        else if (!rulesetKnown && !trace.kindNames[id].empty() && !registry.findByName(trace.kindNames[id]))
            kinds_[id] = &kUnknownKind;
    }
    // trace_names.h: the mapped table starts with this build's names, unknown ones come after.
    const auto& build = clauseTable();
    for (std::size_t id = 0; id < trace.clauseNames.size() && id < build.size(); ++id)
        if (trace.clauseNames[id] == build[id].id)
            buildClauses_ = id + 1;
}

std::string EventChecker::problem(const Event& e) const
{
    const KindInfo* info = e.kind < kinds_.size() ? kinds_[e.kind] : nullptr;
    if (!info) {
        if (e.kind < kindNames_.size() && !kindNames_[e.kind].empty())
            return "its kind \"" + kindNames_[e.kind] + "\" is not a kind of ruleset \"" + ruleset_ +
                "\" in this build";
        return "its kind id " + std::to_string(e.kind) + " has no name in the trace";
    }
    const std::string kind = "(" + (e.kind < kindNames_.size() ? kindNames_[e.kind] : std::string()) + ")";
    if (e.clause >= buildClauses_)
        return kind + " its clause id " + std::to_string(e.clause) + " is not a clause of this build";
    for (std::size_t i = 0; i < 4; ++i) {
        const ArgRange& r = info->argRanges[i];
        if (r.contains(e.arg[i]))
            continue;
        const std::string_view argName = info->argNames[i];
        return kind + " its argument " + std::to_string(i) +
            (argName.empty() ? std::string() : " (" + std::string(argName) + ")") + " is " + std::to_string(e.arg[i]) +
            ", outside its range " + std::to_string(r.min) + ".." + std::to_string(r.max);
    }
    for (std::size_t i = 0; i < 2; ++i)
        if (e.subject[i] >= entityCount_)
            return kind + " its subject " + std::to_string(i) + " is entity " + std::to_string(e.subject[i]) +
                "; the trace has " + std::to_string(entityCount_ ? entityCount_ - 1 : 0) + " entities";
    if (e.depth > kMaxEventDepth)
        return kind + " its depth " + std::to_string(e.depth) + " is over " + std::to_string(kMaxEventDepth);
    if ((e.flags & ~EventFlag::StepStart) != 0 || e.reserved != 0)
        return kind + " it has undefined flag bits set";
    return {};
}

void EventChecker::checkBlock(const std::string& file, const std::string& blockLabel, Seq firstSeq,
                              std::span<const Event> events) const
{
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        // The common case costs a few compares; the message is built only for a bad event.
        const KindInfo* info = e.kind < kinds_.size() ? kinds_[e.kind] : nullptr;
        if (info && e.clause < buildClauses_ && info->argRanges[0].contains(e.arg[0]) &&
            info->argRanges[1].contains(e.arg[1]) && info->argRanges[2].contains(e.arg[2]) &&
            info->argRanges[3].contains(e.arg[3]) && e.subject[0] < entityCount_ && e.subject[1] < entityCount_ &&
            e.depth <= kMaxEventDepth && (e.flags & ~EventFlag::StepStart) == 0 && e.reserved == 0)
            continue;
        throw TraceError(TraceError::Code::ImpossibleEvent, file,
                         blockLabel + ": event #" + std::to_string(firstSeq + i) + " is impossible: " + problem(e) +
                             " (the trace is corrupt or was edited)");
    }
}

}  // namespace ts
