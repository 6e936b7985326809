#pragma once
// A generated roguelike scenario of a thousand units (every speed, all three factions) on an
// open map: a Run table and a state of ~1000 rows.
#include <nlohmann/json.hpp>

#include <QFile>
#include <QString>

#include <string>

namespace ts::test {

// A thousand units (every speed, all three factions) on an open map: a Run table of ~1000 rows.
inline QString writeLargeScenario(const QString& dir)
{
    nlohmann::json units = nlohmann::json::array();
    const char* factions[] = {"player", "friend", "enemy"};
    const int width = 90, height = 40;
    for (int i = 0; i < 1000; ++i) {
        const char* faction = i == 0 ? factions[0] : factions[1 + i % 2];
        nlohmann::json u{{"name", "U" + std::to_string(i)},
                         {"faction", faction},
                         {"hp", 1000000},
                         {"at", {1 + (i * 7) % (width - 2), 1 + (i / (width - 2)) * 3 % (height - 2)}}};
        const int speed = i % 4;
        if (speed == 0)
            u["speed"] = "slow";
        else
            u["speed"] = speed;
        units.push_back(u);
    }
    nlohmann::json map = nlohmann::json::array();
    for (int y = 0; y < height; ++y) {
        std::string row(static_cast<std::size_t>(width), '.');
        if (y == 0 || y == height - 1)
            row.assign(static_cast<std::size_t>(width), '#');
        row.front() = row.back() = '#';
        map.push_back(row);
    }
    const nlohmann::json doc{{"ruleset", "roguelike"}, {"name", "large"}, {"turns", 2}, {"map", map}, {"units", units}};
    const QString path = dir + QStringLiteral("/large.json");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QByteArray::fromStdString(doc.dump()));
    return path;
}

}  // namespace ts::test
