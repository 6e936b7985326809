#pragma once
// The events of a trace read from a file are untrusted input: its content hash is a checksum
// against damage, not a signature, so anyone can edit an event and store the file again. An
// EventChecker holds what this build allows for a trace of one ruleset and checks each event
// when its block is decoded (openTrace's loader), before any renderer, model or panel sees it.
//
// An event is possible when
//   * its kind is one this build registers (after the file -> build id mapping of
//     trace_names.h) and is a common kind (a name without '.') or one of the trace's ruleset
//     (a name "<ruleset>.<kind>", kinds.h);
//     (a trace of a ruleset this build does not have, read at the format level only, may also
//     hold kinds this build does not know: they have no ranges and are shown raw);
//   * its clause is one of this build's clause tables;
//   * each argument lies inside its kind's KindInfo::argRanges;
//   * each subject is 0 (none) or an entity of the trace's entity table (a kind whose subject
//     name is empty may still name an entity: the kernel does not require 0 there, so a
//     ruleset that uses the slot unnamed keeps working; formatters never read it);
//   * its depth is at most kMaxEventDepth, its flags are only the defined ones and its
//     reserved field is 0 (the writer stores what the engine made: always 0).
// Events have no stored sequence number (a block's first_seq and count are checked with the
// block index), so the order of events is their position.
#include "kernel/event.h"
#include "kernel/trace/trace.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

struct KindInfo;

// No engine nests deeper than a handful of levels (turn, run, phase, action, effect, write);
// 64 leaves room for every ruleset while bounding what a panel indents by.
inline constexpr std::uint8_t kMaxEventDepth = 64;

class EventChecker {
public:
    // `trace`: its name tables, already mapped to this build's ids; `ruleset`: the trace's ruleset id.
    EventChecker(const Trace& trace, std::string_view ruleset);

    // "" when the event is possible, else a sentence saying what is impossible, naming the
    // kind, the argument, its value and its range.
    std::string problem(const Event& e) const;

    // Throws TraceError(ImpossibleEvent) naming `file`, `blockLabel`, the event's seq and the problem.
    void checkBlock(const std::string& file, const std::string& blockLabel, Seq firstSeq,
                    std::span<const Event> events) const;

private:
    std::vector<const KindInfo*> kinds_;  // by trace kind id; nullptr = not possible in this trace
    std::vector<std::string> kindNames_;  // the trace's, for the messages
    std::size_t buildClauses_ = 0;  // clause ids [0, buildClauses_) are this build's
    std::size_t entityCount_ = 0;
    std::string ruleset_;
};

}  // namespace ts
