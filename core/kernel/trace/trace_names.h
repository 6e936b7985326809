#pragma once
// A trace read from a file names its kinds and clauses by the ids of the build that wrote
// it; this build may number them otherwise (rulesets register their tables at run time, in
// the order of registration). The file's ids are mapped to this build's by name, so that
// the rulesets' id constants and the events a session appends later (a fork, running on)
// mean the same as the file's events. A name this build does not know keeps the file's id
// where it is free here, else gets a new one after this build's.
#include "kernel/event.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ts {

struct NameIdMap {
    std::vector<std::string> names;  // the trace's table: this build's names, then the unknown ones
    std::vector<std::uint16_t> to;  // file id -> trace id
    bool identity = true;  // every id stays what it was (no event needs changing)

    std::uint16_t map(std::uint16_t fileId) const { return fileId < to.size() ? to[fileId] : fileId; }
};

// `fileNames[i]`: the file's name for id i ("" = unused); `buildNames` likewise.
NameIdMap mapNamesToBuild(const std::vector<std::string>& fileNames, const std::vector<std::string>& buildNames);

}  // namespace ts
