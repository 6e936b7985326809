#pragma once
// What `turnscope-cli diff` prints beyond the first divergence: with --aligned every
// divergent stretch of the two traces aligned by rule step (kernel trace_align.h), both
// sides shown; with --json the same as one JSON document.
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_diff.h"

#include <optional>
#include <string>

namespace ts::cli {

struct DiffSide {
    std::string path;
    const Trace* trace = nullptr;
    const RenderContext* render = nullptr;
};

struct DiffOutput {
    bool aligned = false;
    bool json = false;
    std::size_t eventsPerStretch = 5;  // events shown per side of a stretch; 0: all
};

// Prints the comparison of `a` and `b` to stdout; returns whether they are identical.
bool printDiff(const DiffSide& a, const DiffSide& b, const DiffOutput& how);

}  // namespace ts::cli
