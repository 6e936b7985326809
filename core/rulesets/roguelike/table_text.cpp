#include "table_text.h"

#include "kinds.h"

#include "kernel/io/json_in_place.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ts::roguelike {

namespace {
std::string rowLabel(const Row& row, const RoguelikeScenario& scenario)
{
    return scenario.units[row.unit - 1].name + " " + speedName(row.speedLabel);
}

std::string cellText(const Cell& c, bool after)
{
    if (!after) {
        if (c.mergedAway)
            return "<";
        std::string s(static_cast<std::size_t>(c.scheduled), 'x');
        return c.mergedIn > 0 ? s + "*" : s;
    }
    std::string s;
    s += std::string(static_cast<std::size_t>(c.done), 'x');
    s += std::string(static_cast<std::size_t>(c.skipped), '-');
    s += std::string(static_cast<std::size_t>(std::max(0, c.remaining())), '.');
    if (c.mergedAway)
        s = "<";
    else if (c.mergedIn > 0)
        s += "*";
    return s;
}
}  // namespace

std::string tableToText(const RunTable& table, const State& state, const RoguelikeScenario& scenario, bool after)
{
    std::vector<std::vector<std::string>> grid;
    std::vector<std::string> head{"Unit"};
    for (std::int32_t r = 1; r <= table.runs; ++r)
        head.push_back(std::to_string(r));
    head.push_back("Tokens");
    head.push_back("Note");
    grid.push_back(head);
    for (const Row& row : table.rows) {
        std::vector<std::string> line{rowLabel(row, scenario)};
        for (std::int32_t r = 0; r < table.runs; ++r)
            line.push_back(cellText(row.cells[static_cast<std::size_t>(r)], after));
        line.push_back(std::to_string(state.units[row.unit - 1].tokens));
        line.push_back(row.inserted ? "inserted in Run " + std::to_string(row.insertedRun + 1) + " by event " +
                               std::to_string(row.insertedBy)
                                    : "");
        grid.push_back(line);
    }
    std::vector<std::size_t> width(head.size(), 0);
    for (const auto& line : grid)
        for (std::size_t i = 0; i < line.size(); ++i)
            width[i] = std::max(width[i], line[i].size());
    std::string out;
    auto emitLine = [&](const std::vector<std::string>& line) {
        out += "|";
        for (std::size_t i = 0; i < line.size(); ++i)
            out += " " + line[i] + std::string(width[i] - line[i].size(), ' ') + " |";
        out += "\n";
    };
    emitLine(grid[0]);
    out += "|";
    for (std::size_t w : width)
        out += std::string(w + 2, '-') + "|";
    out += "\n";
    for (std::size_t i = 1; i < grid.size(); ++i)
        emitLine(grid[i]);
    return out;
}

std::optional<Seq> tableEvent(const Trace& trace, std::int32_t turn, bool after)
{
    bool inTurn = false;
    for (Seq i = 0; i < trace.size(); ++i) {
        const Event e = trace.at(i);
        if (e.kind == kind(Kind::TurnBegin))
            inTurn = e.arg[0] == turn;
        if (!inTurn)
            continue;
        if (!after && e.kind == kind(Kind::RunBegin))
            return i - 1;
        if (after &&
            (e.kind == kind(Kind::TurnEnd) || i + 1 == trace.size() || trace.at(i + 1).kind == kind(Kind::TurnBegin)))
            return i;
    }
    return std::nullopt;
}

nlohmann::json tableToJson(const RunTable& table, const State& state, const RoguelikeScenario& scenario)
{
    nlohmann::json out;
    writeTableJson(out, table, state, scenario);
    return out;
}

// The members in key order: see json_in_place::ObjectWriter.
void writeTableJson(nlohmann::json& doc, const RunTable& table, const State& state, const RoguelikeScenario& scenario)
{
    using json_in_place::ObjectWriter;
    ObjectWriter out(doc);
    auto& rows = json_in_place::resizeArray(out["rows"], table.rows.size());
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        const Row& row = table.rows[i];
        ObjectWriter j(rows[i]);
        auto& cells = json_in_place::resizeArray(j["cells"], static_cast<std::size_t>(std::max(table.runs, 0)));
        for (std::size_t r = 0; r < cells.size(); ++r) {
            const Cell& c = row.cells[r];
            ObjectWriter cell(cells[r]);
            cell.put("done", c.done);
            cell.put("mergedAway", c.mergedAway);
            cell.put("mergedIn", c.mergedIn);
            cell.put("run", static_cast<std::int32_t>(r) + 1);
            cell.put("scheduled", c.scheduled);
            cell.put("skipped", c.skipped);
        }
        j.put("faction", factionName(row.faction));
        j.put("inserted", row.inserted);
        if (row.inserted) {
            j.put("insertedByEvent", row.insertedBy);
            j.put("insertedRun", row.insertedRun + 1);
        }
        j.put("speed", speedName(row.speedLabel));
        j.put("tokens", state.units[row.unit - 1].tokens);
        j.put("unit", scenario.units[row.unit - 1].name);
    }
    out.put("runs", table.runs);
    out.put("turn", table.turn);
}

}  // namespace ts::roguelike
