#pragma once
// "Who changed this value?": an index from (entity, field) to the events that wrote it.
//
// Every change of a traced field is a CommonKind::Write event, or the user's CommonKind::Edit
// of the same layout (subject0 the entity, arg0 the field, arg1 / arg2 the old and new
// value), so the writes of one field are found by one pass over the trace. The index keeps, per (entity, field) that was ever written, the
// sorted event numbers of its writes as 32-bit integers: 4 bytes per write (plus the
// vectors' spare capacity and about 64 bytes per written field), nothing per other event.
// The old and new values stay in the trace: an answer reads the few events it shows.
//
// It is built incrementally (extend() indexes the next slice of events, so a front end can
// build it in slices with progress) and follows the trace: events appended later are added
// by the next extend(), a fork that cuts the trace is followed by cut().
#include "kernel/event.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace ts {

class Trace;

struct FieldRef {
    EntityId entity = kNoEntity;
    FieldId field = 0;
    bool operator==(const FieldRef&) const = default;
    auto operator<=>(const FieldRef&) const = default;
};

class WriteIndex {
public:
    // Event numbers are held as 32 bits: a trace longer than this cannot be indexed
    // (4.29 G events, 137 GB of trace in memory; the run budget stops games at 20 M).
    static constexpr std::size_t kMaxEvents = UINT32_MAX;

    // Indexes the events [indexed(), min(trace.size(), indexed() + maxEvents)); true when
    // the index then covers the whole trace. Throws std::length_error past kMaxEvents and
    // whatever reading the trace throws (a corrupt block of a file).
    bool extend(const Trace& trace, std::size_t maxEvents = SIZE_MAX);
    // Forgets the writes at events >= n (the trace was cut there by a fork).
    void cut(Seq n);
    void clear();
    // Events [0, indexed()) are indexed.
    Seq indexed() const { return indexed_; }

    // The writes of one field, sorted by event number; empty when it was never written.
    std::span<const std::uint32_t> writes(FieldRef ref) const;
    // The last write of the field at or before event `seq`.
    std::optional<Seq> lastWriteAtOrBefore(FieldRef ref, Seq seq) const;
    // The write of the same field just before `seq` (where a write's old value came from).
    std::optional<Seq> previousWrite(FieldRef ref, Seq seq) const;
    // Every (entity, field) written so far, sorted.
    std::vector<FieldRef> fields() const;
    // The fields `entity` had written, sorted.
    std::vector<FieldId> fieldsOf(EntityId entity) const;

    std::size_t writeCount() const { return writeCount_; }
    std::size_t fieldCount() const { return lists_.size(); }
    // Heap bytes held (the lists' capacities and the lookup table).
    std::size_t memoryBytes() const;

private:
    static std::uint64_t keyOf(FieldRef r) { return (std::uint64_t(r.entity) << 16) | r.field; }
    std::vector<std::uint32_t>& listFor(std::uint64_t key);

    std::unordered_map<std::uint64_t, std::uint32_t> slot_;  // key -> index into lists_
    std::vector<std::vector<std::uint32_t>> lists_;
    std::vector<std::uint64_t> keys_;  // parallel to lists_
    std::uint64_t lastKey_ = UINT64_MAX;  // the last looked-up key: writes come in runs
    std::uint32_t lastSlot_ = 0;
    std::size_t writeCount_ = 0;
    Seq indexed_ = 0;
};

}  // namespace ts
