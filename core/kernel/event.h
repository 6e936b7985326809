#pragma once
// One traced rule step. Fixed 32 bytes, no pointers: the trace of ten million events is
// one contiguous run of these, and a block of them compresses well on disk.
#include <cstdint>

namespace ts {

using Seq = std::uint64_t;  // dense index of an event in its trace
using EntityId = std::uint32_t;  // 0 = no entity; otherwise an index into the trace's entity names
using KindId = std::uint16_t;  // see kinds.h
using ClauseId = std::uint16_t;  // see clauses.h
using FieldId = std::uint16_t;  // per ruleset (the inspector's field names)

inline constexpr EntityId kNoEntity = 0;

namespace EventFlag {
// The first event of an engine step. Checkpoints and re-execution work in whole steps;
// this flag is how a position inside the trace finds the step it belongs to.
inline constexpr std::uint8_t StepStart = 1u << 0;
}  // namespace EventFlag

struct Event {
    KindId kind = 0;
    ClauseId clause = 0;
    std::uint8_t depth = 0;  // nesting: turn 0, run 1, phase 2, action 3, effect 4, write 5 ...
    std::uint8_t flags = 0;
    std::uint16_t reserved = 0;
    EntityId subject[2] = {kNoEntity, kNoEntity};
    std::int32_t arg[4] = {0, 0, 0, 0};  // meaning per kind (see the kind's documentation)

    bool operator==(const Event&) const = default;
    bool concerns(EntityId e) const { return e != kNoEntity && (subject[0] == e || subject[1] == e); }
};
static_assert(sizeof(Event) == 32, "events must stay compact");

}  // namespace ts
