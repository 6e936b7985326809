#pragma once
// Shared by the timeline and breakpoint tests: scenario paths, a controller with a
// scenario opened and run to the end, generated scenarios, and state JSON look-ups.
#include "gui_support.h"
#include "session/sessioncontroller.h"

#include "kernel/game.h"
#include "kernel/session/session.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

#include <fstream>
#include <optional>
#include <string>

namespace ts::test {

// nine-units.json made longer: every unit sturdier, `turns` turns, optionally waiting
// for the caller at each Player decision. Written under `dir`.
inline QString longNineUnits(const QString& dir, int turns, bool manual = false)
{
    std::ifstream in(sampleFile("roguelike", "nine-units.json"));
    nlohmann::json doc = nlohmann::json::parse(in);
    doc["turns"] = turns;
    if (manual)
        doc["playerPolicy"] = "manual";
    for (auto& u : doc["units"])
        u["hp"] = 400;
    const QString path =
        QDir(dir).filePath(manual ? QStringLiteral("nine-manual.json") : QStringLiteral("nine-long.json"));
    std::ofstream(path.toStdString()) << doc.dump(2);
    return path;
}

// The unit called `name` in a state JSON.
inline std::optional<nlohmann::json> unitOf(const nlohmann::json& state, const std::string& name)
{
    for (const auto& u : state["units"])
        if (u["name"] == name)
            return u;
    return std::nullopt;
}

}  // namespace ts::test
