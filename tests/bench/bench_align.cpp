// Aligning two traces by rule step (kernel trace_align.h; issue 14): two game-like
// synthetic traces of N events (default 1 M) that differ in 1 % of their engine steps
// (dropped, doubled or changed). Prints time and memory as Markdown; not run by ctest.
//   bench_align [events=1000000] [per-thousand steps edited=10]
#include "../kernel/synthetic.h"
#include "kernel/trace/trace_align.h"
#include "rulesets/rulesets.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace ts;

namespace {
long peakKiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}
}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();  // the synthetic trace cites this build's clauses
    const std::size_t events = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1'000'000;
    const auto perThousand = static_cast<std::uint32_t>(argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 10);
    Trace a, b;
    synthetic::fillGameTrace(a, events, 1);
    const std::size_t edits = synthetic::editSteps(a, b, 2, perThousand);
    const long before = peakKiB();
    const auto t0 = std::chrono::steady_clock::now();
    const TraceAlignment al = alignTraces(a, b);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const long after = peakKiB();
    std::printf("| Measurement | Result |\n|---|---|\n");
    std::printf("| Traces | %zu and %zu events, %zu engine steps edited |\n", a.size(), b.size(), edits);
    std::printf("| Alignment time | %.3f s (%.1f M events/s over both) |\n", s, double(a.size() + b.size()) / s / 1e6);
    std::printf("| Divergent stretches | %zu (complete: %s) |\n", al.divergentStretches(), al.complete ? "yes" : "no");
    std::printf("| Peak memory added by the alignment | %.1f MiB (%.1f bytes per event of both traces) |\n",
                double(after - before) / 1024.0, double(after - before) * 1024.0 / double(a.size() + b.size()));
    return al.complete ? 0 : 1;
}
