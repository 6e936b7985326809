#pragma once
// The roguelike stress scenario of the benchmarks, generated in memory: a large open map
// with a border wall, one (or a few) player units answered by the "ai" policy and
// hundreds of friends and enemies of mixed speeds scattered over it. Every unit has
// 1,000,000,000 hp and attack 1, so nobody dies and the game runs for as many turns as
// asked; `turns` only bounds it, the benchmarks stop after a number of events.
#include <nlohmann/json.hpp>

#include <cstdint>

namespace bench {

struct StressOptions {
    int width = 200, height = 120;  // including the border wall
    int players = 1;
    int friends = 500;
    int enemies = 500;
    int turns = 1000000;
    // Friends and enemies whose scripts change their own speed (drink speed grass, then a
    // slow staff waved at themselves), with "brain" lines in between; 0 = no scripts.
    int speedChangers = 0;
    int scriptLength = 0;  // script lines per speed changer
    std::uint64_t layoutSeed = 2024;  // where the units stand
    std::uint64_t seed = 1;  // the game's seed
};

// Units are named "P1".., "F1".., "E1"..; speeds cycle x1, x1, x1, x1, x2, x2, x2, x3,
// x3, "slow" in scenario order.
nlohmann::json makeStressScenario(const StressOptions& o);

}  // namespace bench
