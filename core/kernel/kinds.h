#pragma once
// Event kinds. The kernel's common kinds (ids below kFirstRulesetKind) are shared by every
// ruleset; a ruleset numbers its own kinds from 0 and registers them as one block when it
// is registered, which gives the block its base id. Traces store the kind names, so ids
// may differ between builds.
#include "kernel/event.h"

#include <array>
#include <functional>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

class RenderContext;

enum class CommonKind : KindId {
    Decision =
        1,  // subject0 actor, subject1 answer target; arg0 decision index, arg1 source<<16|answer kind, arg2/3 answer args
    RngDraw = 2,  // arg0 stream, arg1 bound, arg2 drawn value; the draw's rule is the event's clause
    Write = 3,  // subject0 entity; arg0 field, arg1 old value, arg2 new value
    StateHash = 4,  // arg0 low 32 bits, arg1 high 32 bits of the state hash
    GameEnd = 5,  // arg0 ruleset-specific outcome
    // The user's edit (edit.h): a write's layout (subject0 entity; arg0 field, arg1 old value,
    // arg2 new value) with clause 0, "no clause": no rule made it. Provenance and the write
    // index read it as a write of that field, made by the user.
    Edit = 6,
};

constexpr KindId kind(CommonKind k) { return static_cast<KindId>(k); }
inline constexpr KindId kFirstRulesetKind = 64;

// Renders one event as a line. Event data comes from files anyone can edit: a formatter
// must not throw and must not trust a number to size anything (a count of 2^31 must not
// build a 2 GB string); the ranges below are checked before an event from a file is used.
// A line depends on nothing but the event's 32 bytes and the trace's tables (names, clauses)
// through the RenderContext: the event log's text filter reuses the match of an equal event.
using KindFormatter = std::string (*)(const Event&, const RenderContext&);

// The values an argument of a kind can take in a real game (inclusive).
struct ArgRange {
    std::int32_t min = std::numeric_limits<std::int32_t>::min();
    std::int32_t max = std::numeric_limits<std::int32_t>::max();
    constexpr bool contains(std::int32_t v) const { return v >= min && v <= max; }
};

// What an event of a kind says about its rule. Most kinds report a rule applied; a
// NotApplied kind reports a candidate a rule considered and did not apply, and its line
// says why ("Why not?", core/kernel/why_not.h). Such events sit one level below the rule
// that considered them, so the event log folds them away.
enum class RuleOutcome : std::uint8_t { Applied, NotApplied };

struct KindInfo {
    KindId id = 0;
    std::string_view name;  // stable, written into trace files, e.g. "<ruleset>.move"
    KindFormatter format = nullptr;
    // What arg[0..3] mean ("" = unused); the JSON export's "data" keys.
    std::array<std::string_view, 4> argNames{};
    // What subject[0..1] are ("" = unused).
    std::array<std::string_view, 2> subjectNames{};
    // What arg[0..3] can be; an event outside them is impossible (a corrupt trace).
    std::array<ArgRange, 4> argRanges{};
    RuleOutcome outcome = RuleOutcome::Applied;
};

// Registered kinds of this build. Rulesets register theirs once (see ruleset_registry.h).
class KindRegistry {
public:
    static KindRegistry& instance();
    // A ruleset's kinds, numbered locally from 0 (`id` is the local number); returns the
    // block's base: local kind k has id base + k. Names must be new.
    KindId addBlock(std::span<const KindInfo> localKinds);
    const KindInfo* find(KindId id) const;
    const KindInfo* findByName(std::string_view name) const;
    std::vector<KindInfo> all() const;

private:
    KindRegistry();
    void add(const KindInfo& info);
    std::vector<KindInfo> byId_;
};

}  // namespace ts
