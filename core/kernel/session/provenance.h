#pragma once
// "Who changed this value?" answered from the trace: one write and the rule step it
// belongs to, and what that step depended on as far as the trace records it.
//
// What the trace records, and so what an answer can say:
// * every write (entity, field, old, new) with its clause and depth: exact. The write of
//   the same field just before is exactly where the old value came from.
// * the rule step that made a write: the nearest earlier event of the same engine step
//   with a smaller depth (the event the write is nested under), and the engine step's
//   first event (EventFlag::StepStart).
// * the decision answers (CommonKind::Decision, traced at the start of the step that acts
//   on them) and the random draws (CommonKind::RngDraw, with the rule that drew them) of
//   that engine step before the write: the inputs the step had.
// * the other writes of the step before the write: values the rule may have read. Reads
//   are not traced, so these are candidates, not proven dependencies; nor is a value read
//   from the state as it stood before the step (its own last write is found by asking
//   for that field).
#include "kernel/session/write_index.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

class Ruleset;
class Trace;

struct WriteRecord {
    Seq seq = 0;
    FieldRef ref;
    std::int32_t oldValue = 0, newValue = 0;
    ClauseId clause = 0;
    std::uint8_t depth = 0;
    Seq ruleStep = 0;  // the event the write is nested under (itself when it is a step's first)
    Seq stepStart = 0;  // the first event of the engine step
    bool byUser = false;  // an edit (CommonKind::Edit, "What if?"): the user's, not a rule's
};

struct WriteOrigin {
    static constexpr std::size_t kMaxStepWrites = 64;  // the most recent ones are kept

    WriteRecord write;
    std::optional<Seq> previousWrite;  // the same field's write before: the old value's origin
    std::vector<Seq> decisions;  // Decision events of the step before the write
    std::optional<Seq> decisionBefore;  // when the step has none: the last decision before it
    std::vector<Seq> draws;  // RngDraw events of the step before the write
    std::vector<Seq> stepWrites;  // other writes of the step before the write, in order
    std::size_t stepWritesOmitted = 0;  // earlier ones beyond kMaxStepWrites
};

// How far back the scans for a step's start and the last decision look (events).
inline constexpr std::size_t kProvenanceScanLimit = std::size_t(1) << 20;

// The write event at `seq`, a rule's write or the user's edit (std::invalid_argument when it
// is neither).
WriteRecord readWrite(const Trace& trace, Seq seq);
// `write` and what its step depended on (see above); the index gives previousWrite. A user's
// edit depends on no decision or draw: only previousWrite (and other edits of its step).
WriteOrigin traceBack(const Trace& trace, const WriteIndex& index, Seq write);

// Names as the user types them: an entity of the trace, a field among those written.
std::optional<EntityId> findEntity(const Trace& trace, std::string_view name);
std::optional<FieldId> findField(const Ruleset& ruleset, const WriteIndex& index, std::string_view name);
// The names of the fields written in the trace (of `entity`, or of any entity), sorted.
std::vector<std::string> writtenFieldNames(const Ruleset& ruleset, const WriteIndex& index,
                                           std::optional<EntityId> entity = std::nullopt);
// Up to `max` of `candidates` closest to `name` (case-insensitive edit distance, names
// containing it first); for "unknown name" messages.
std::vector<std::string> closeNames(const std::vector<std::string>& candidates, std::string_view name,
                                    std::size_t max = 5);

}  // namespace ts
