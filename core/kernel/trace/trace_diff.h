#pragma once
// The first event at which two traces differ (`turnscope-cli diff`, `verify`). Events are
// compared by name (kind, clause and subject entity names), depth, flags and args, so traces
// written by different builds, whose id tables differ, compare correctly.
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <optional>
#include <string>

namespace ts {

struct Divergence {
    Seq seq = 0;
    // Each side rendered as "kind clause depth=D flags=F subjects=[...] args=[...] | text",
    // or "(end of trace)" when that trace has no event at seq.
    std::string left, right;
};

// nullopt when both traces hold the same events. A trace that is a strict prefix of the
// other diverges at its length.
std::optional<Divergence> firstDivergence(const Trace& a, const RenderContext& ra, const Trace& b,
                                          const RenderContext& rb);

// The rendering used in Divergence::left/right, for one event of `trace`.
std::string describeEvent(const Trace& trace, const RenderContext& ctx, const Event& e);

}  // namespace ts
