#pragma once
// turnscope-bench --events N1,N2,...: the scaling table of issue 41 (bench_scaling.cpp).
#include <cstdint>
#include <filesystem>
#include <vector>

namespace bench {

// Measures each size in turn and prints one Markdown table with a row per size; returns
// the process's exit code.
int runScaling(const std::vector<std::uint64_t>& sizes, const std::filesystem::path& tmpDir, const char* buildType);

}  // namespace bench
