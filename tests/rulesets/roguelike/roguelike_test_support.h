#pragma once
// Shared by the roguelike tests: scenario files of resources/, sessions over them, and
// Run table rows as compact strings ("Enemy2 x2|xx*|<| |2").
#include "straight_replay.h"
#include "test_paths.h"

#include "kernel/ruleset_registry.h"
#include "rulesets/roguelike/game.h"
#include "rulesets/roguelike/table_text.h"

#include "kernel/session/session.h"
#include "kernel/sink.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>
#include <string>

namespace ts::test {

inline std::string scenarioPath(const char* file) { return sampleFile("roguelike", file); }

inline std::unique_ptr<Session> runScenarioFile(const char* file, SessionOptions options = {})
{
    const LoadedScenario s = loadScenarioFile(scenarioPath(file));
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options);
    session->run();
    return session;
}

// One row as "<unit> <speed>|<cell>|...|<tokens>" (+ "|inserted Rn" for inserted rows).
// Built view: 'x' per scheduled action, '<' for a cell merged away, '*' for a cell that
// received a merge. After view: 'x' done, '-' skipped, '.' not reached.
inline QStringList tableRows(const nlohmann::json& table, bool after)
{
    QStringList out;
    for (const auto& row : table["rows"]) {
        QString s = QString::fromStdString(row["unit"].get<std::string>() + " " + row["speed"].get<std::string>());
        for (const auto& c : row["cells"]) {
            QString cell;
            if (c["mergedAway"].get<bool>()) {
                cell = QStringLiteral("<");
            } else if (!after) {
                cell = QString(c["scheduled"].get<int>(), QLatin1Char('x'));
            } else {
                cell = QString(c["done"].get<int>(), QLatin1Char('x')) +
                    QString(c["skipped"].get<int>(), QLatin1Char('-')) +
                    QString(c["scheduled"].get<int>() - c["done"].get<int>() - c["skipped"].get<int>(),
                            QLatin1Char('.'));
            }
            if (c["mergedIn"].get<int>() > 0 && !c["mergedAway"].get<bool>())
                cell += QLatin1Char('*');
            s += QLatin1Char('|') + (cell.isEmpty() ? QStringLiteral(" ") : cell);
        }
        s += QLatin1Char('|') + QString::number(row["tokens"].get<int>());
        if (row["inserted"].get<bool>())
            s += QStringLiteral("|inserted R") + QString::number(row["insertedRun"].get<int>());
        out << s;
    }
    return out;
}

inline nlohmann::json tableAt(Session& session, int turn, bool after)
{
    const auto at = roguelike::tableEvent(session.trace(), turn, after);
    if (!at)
        return {};
    const auto state = session.stateAt(*at);
    const auto& g = dynamic_cast<const roguelike::RoguelikeGame&>(*state);
    return roguelike::tableToJson(g.state().table, g.state(), g.scenario());
}

}  // namespace ts::test
