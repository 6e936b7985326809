#pragma once
// How much energy an actor gains per visit from its speed (seed 003, 003:energy/gain), by a
// named table, and what an action costs. Integers only: the seed's floor(erf(speed/1000) *
// 1000) is tabulated once (gen_erf_table.py), so no game ever calls a floating-point erf.
#include <cstdint>
#include <optional>
#include <string_view>

namespace ts::roguelike {

enum class EnergyTable : std::uint8_t {
    Erf = 0,  // the seed's World.calc_energy: floor(erf(speed / 1000) * 1000), speed 0..5000
    Angband = 1,  // Angband's extract_energy[200]: speed 0..199, normal 110 gains 10
};

// World.ENERGY_COST: what a successful action spends; also the threshold to act (energy >= it).
inline constexpr std::int32_t kActionCost = 100;

struct SpeedRange {
    std::int32_t min = 0, max = 0, normal = 0;  // `normal`: the default speed of an actor
};

SpeedRange speedRange(EnergyTable table);
// The gain per visit; speed must be inside speedRange(table) (clamped otherwise).
std::int32_t energyGain(EnergyTable table, std::int32_t speed);
// The largest gain the table gives (999 for erf, 49 for Angband).
std::int32_t maxEnergyGain(EnergyTable table);

const char* energyTableName(EnergyTable table);  // "erf", "angband"
std::optional<EnergyTable> energyTableFromName(std::string_view name);

}  // namespace ts::roguelike
