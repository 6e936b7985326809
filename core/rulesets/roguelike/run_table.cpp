#include "run_table.h"

#include <algorithm>

namespace ts::roguelike {

std::int32_t runCount(const std::vector<Unit>& units)
{
    std::int32_t n = 0;
    for (const auto& u : units)
        if (u.alive)
            n = std::max(n, u.slow ? 1 : u.speed);
    return n;
}

RunTable buildTable(const std::vector<Unit>& units, std::int32_t turn)
{
    RunTable t;
    t.turn = turn;
    t.runs = runCount(units);
    for (Faction f : {Faction::Player, Faction::Friend, Faction::Enemy}) {
        for (const auto& u : units) {
            if (!u.alive || u.faction != f)
                continue;
            Row row;
            row.unit = u.id;
            row.faction = f;
            row.speedLabel = speedCode(u.speed, u.slow);
            // "最低行動回数は 1": the table ignores slowness; tokens take care of it.
            const std::int32_t k = u.slow ? 1 : u.speed;
            if (f != Faction::Player && k == 1) {
                row.cells[static_cast<std::size_t>(t.runs - 1)].scheduled = 1;
            } else {
                for (std::int32_t r = 0; r < k; ++r)
                    row.cells[static_cast<std::size_t>(r)].scheduled = 1;
            }
            t.rows.push_back(row);
        }
    }
    return t;
}

std::vector<MergeStep> mergeAiRuns(RunTable& table)
{
    std::vector<MergeStep> steps;
    // The first Player unit (table order) scheduled in each Run; kNoEntity: none.
    std::array<EntityId, kMaxRuns> playerActs{};
    for (const auto& row : table.rows)
        if (row.faction == Faction::Player)
            for (std::size_t r = 0; r < kMaxRuns; ++r)
                if (playerActs[r] == kNoEntity && row.cells[r].scheduled > 0)
                    playerActs[r] = row.unit;

    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        Row& row = table.rows[i];
        if (row.faction == Faction::Player)
            continue;
        for (std::int32_t r = table.runs - 1; r >= 1; --r) {
            Cell& from = row.cells[static_cast<std::size_t>(r)];
            Cell& to = row.cells[static_cast<std::size_t>(r - 1)];
            if (from.scheduled == 0 || to.scheduled == 0)
                continue;
            if (const EntityId player = playerActs[static_cast<std::size_t>(r)]; player != kNoEntity) {
                steps.push_back({i, r, r - 1, from.scheduled, false, player});
                continue;
            }
            to.scheduled += from.scheduled;
            to.mergedIn += from.scheduled;
            from.scheduled = 0;
            from.mergedAway = true;
            steps.push_back({i, r, r - 1, to.scheduled});
        }
    }
    return steps;
}

std::size_t insertionIndex(const RunTable& table, std::int32_t run, std::int32_t speedLabel, std::size_t actingRow)
{
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        if (i == actingRow)
            continue;
        const Row& row = table.rows[i];
        if (row.speedLabel == speedLabel && row.cells[static_cast<std::size_t>(run)].remaining() > 0)
            last = i;
    }
    return (last ? *last : actingRow) + 1;
}

}  // namespace ts::roguelike
