#pragma once
// Shared by the timeline and breakpoint tests: scenario paths, a controller with a
// scenario opened and run to the end, generated scenarios, and state JSON look-ups.
#include "sessioncontroller.h"

#include "kernel/game.h"
#include "kernel/session.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

#include <fstream>
#include <optional>
#include <string>

namespace ts::test {

inline QString scenarioPath(const char* file)
{
    return QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/") + QLatin1String(file);
}

// Opens a scenario in the controller and waits until the sliced run has finished.
inline bool openAndWait(gui::SessionController& controller, const QString& path)
{
    QString error;
    if (!controller.openScenario(path, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return QTest::qWaitFor([&] { return !controller.isBusy(); }, 20000);
}

// nine-units.json made longer: every unit sturdier, `turns` turns, optionally waiting
// for the caller at each Player decision. Written under `dir`.
inline QString longNineUnits(const QString& dir, int turns, bool manual = false)
{
    std::ifstream in(scenarioPath("nine-units.json").toStdString());
    nlohmann::json doc = nlohmann::json::parse(in);
    doc["turns"] = turns;
    if (manual)
        doc["playerPolicy"] = "manual";
    for (auto& u : doc["units"])
        u["hp"] = 400;
    const QString path = QDir(dir).filePath(manual ? QStringLiteral("nine-manual.json") : QStringLiteral("nine-long.json"));
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
