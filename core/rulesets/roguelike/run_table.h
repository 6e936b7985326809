#pragma once
// The Run table rules of seed 000 as pure functions over the table, so the seed's tables
// can be checked cell by cell without running a game.
#include "state.h"

#include <functional>

namespace ts::roguelike {

// 000:table/runs — the highest speed among the living units (slow counts as 1).
std::int32_t runCount(const std::vector<Unit>& units);

// 000:table — rows in faction order (Player, Friend, Enemy), then scenario order.
RunTable buildTable(const std::vector<Unit>& units, std::int32_t turn);

struct MergeStep {
    std::size_t row;
    std::int32_t fromRun, toRun;  // 0-based
    std::int32_t newCount;  // made: the count now in `toRun`; held: the count left in `fromRun`
    // Held: the row has actions in both Runs, but a Player unit (`player`, the first in
    // table order) acts in `fromRun`, so the merge is not made ("Why not?").
    bool made = true;
    EntityId player = kNoEntity;
};
// 000:merge — applies the AI run merge and reports each move, and each merge held back
// because the Player acts in that Run, in the order the rule considered them.
std::vector<MergeStep> mergeAiRuns(RunTable& table);

// 000:speed/up — where a new row for a unit now at `speedLabel` goes in Run `run`: after
// the last not-yet-acted row of that speed, else right after `actingRow`.
std::size_t insertionIndex(const RunTable& table, std::int32_t run, std::int32_t speedLabel, std::size_t actingRow);

}  // namespace ts::roguelike
