#include "rulesets/roguelike/runtablesnapshot.h"

#include "kernel/trace/trace.h"
#include "rulesets/roguelike/game.h"
#include "rulesets/roguelike/kinds.h"

namespace ts::gui {

namespace {

std::vector<RunTableSnapshot::Row> readRows(const roguelike::RoguelikeGame& rl, const RunTableSnapshot* previous)
{
    const roguelike::State& s = rl.state();
    const roguelike::RoguelikeScenario& sc = rl.scenario();
    static const std::vector<RunTableSnapshot::Row> kNone;
    const std::vector<RunTableSnapshot::Row>& shown = previous ? previous->rows : kNone;
    std::vector<RunTableSnapshot::Row> rows;
    rows.reserve(s.table.rows.size());
    for (std::size_t i = 0; i < s.table.rows.size(); ++i) {
        const roguelike::Row& row = s.table.rows[i];
        const roguelike::Unit& u = s.units[row.unit - 1];
        RunTableSnapshot::Row rv;
        rv.row = row;
        if (i < shown.size() && shown[i].row.unit == row.unit && shown[i].row.speedLabel == row.speedLabel) {
            rv.unitName = shown[i].unitName;
            rv.label = shown[i].label;
        } else {
            rv.unitName = QString::fromStdString(sc.units[row.unit - 1].name);
            rv.label = rv.unitName + QLatin1Char(' ') + QString::fromLatin1(roguelike::speedName(row.speedLabel));
        }
        rv.tokens = u.tokens;
        rv.alive = u.alive;
        rows.push_back(std::move(rv));
    }
    return rows;
}

}  // namespace

RunTableSnapshot RunTableSnapshot::empty(const QString& why)
{
    RunTableSnapshot t;
    t.reason = why;
    return t;
}

RunTableSnapshot RunTableSnapshot::build(const roguelike::RoguelikeGame& game, const Trace& trace, Seq cursor,
                                         const RunTableSnapshot* previous)
{
    const roguelike::State& s = game.state();
    RunTableSnapshot t;
    t.valid = true;
    t.runs = s.table.runs;
    t.turn = s.table.turn;
    t.cursor = s.cursor;
    // By name: a trace opened from a file has that file's kind ids.
    t.onSlot = t.cursor.pc == roguelike::Pc::Slot &&
        !(cursor < trace.size() && trace.tryAt(cursor) &&
          trace.kindName(trace.tryAt(cursor)->kind) == "roguelike.phase-begin");
    t.scenarioName = QString::fromStdString(game.scenario().name);
    t.rows = readRows(game, previous);
    return t;
}

}  // namespace ts::gui
