#pragma once
// Shared by the view tests: scenario files of resources/, a controller that has finished
// running one, events found by kind, the Run table model as compact row strings, and a
// generated 1000-unit scenario.
#include "runtablemodel.h"
#include "sessioncontroller.h"

#include "kernel/session.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QFile>
#include <QStringList>
#include <QTest>

#include <functional>
#include <optional>
#include <string_view>

namespace ts::test {

inline QString scenarioPath(const char* file)
{
    return QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/") + QString::fromLatin1(file);
}

// Opens the scenario and waits until the controller has run it in slices.
[[nodiscard]] inline bool openAndRun(gui::SessionController& c, const char* file)
{
    QString error;
    if (!c.openScenario(scenarioPath(file), &error)) {
        qWarning("cannot open %s: %s", file, qPrintable(error));
        return false;
    }
    return QTest::qWaitFor([&] { return !c.isBusy(); }, 20000);
}

// The `nth` (0-based) event of kind `kindName` that satisfies `pred`.
inline std::optional<Seq> findEvent(const Session& s, std::string_view kindName, int nth = 0,
                                    const std::function<bool(const Event&)>& pred = {})
{
    const Trace& t = s.trace();
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (t.kindName(e.kind) != kindName || (pred && !pred(e)))
            continue;
        if (nth-- == 0)
            return i;
    }
    return std::nullopt;
}

// One row as "<label>|<cell>|...|<tokens>" (+ "|inserted Rn"), read only through the
// model's typed roles. Cell: 'x' acted, '-' skipped, 'o' not yet acted, '<' merged into the
// Run on the left, '*' received merged actions, ' ' nothing scheduled.
inline QStringList modelRows(const gui::RunTableModel& m)
{
    using M = gui::RunTableModel;
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        QString s = m.headerData(r, Qt::Vertical).toString();
        for (int c = 0; c < m.runCount(); ++c) {
            const QModelIndex i = m.index(r, c);
            QString cell;
            if (i.data(M::MergedAway).toBool()) {
                cell = QStringLiteral("<");
            } else {
                const int done = i.data(M::Done).toInt(), skipped = i.data(M::Skipped).toInt();
                cell = QString(done, QLatin1Char('x')) + QString(skipped, QLatin1Char('-')) +
                       QString(i.data(M::Scheduled).toInt() - done - skipped, QLatin1Char('o'));
            }
            if (i.data(M::MergedIn).toInt() > 0 && !i.data(M::MergedAway).toBool())
                cell += QLatin1Char('*');
            s += QLatin1Char('|') + (cell.isEmpty() ? QStringLiteral(" ") : cell);
        }
        s += QLatin1Char('|') + m.index(r, m.tokensColumn()).data().toString();
        if (m.headerData(r, Qt::Vertical, M::Inserted).toBool())
            s += QStringLiteral("|inserted R") +
                 m.index(r, m.noteColumn()).data().toString().section(QLatin1Char(' '), 3, 3);
        out << s;
    }
    return out;
}

// A thousand units (every speed, all three factions) on an open map: a Run table of ~1000 rows.
inline QString writeLargeScenario(const QString& dir)
{
    nlohmann::json units = nlohmann::json::array();
    const char* factions[] = {"player", "friend", "enemy"};
    const int width = 90, height = 40;
    for (int i = 0; i < 1000; ++i) {
        const char* faction = i == 0 ? factions[0] : factions[1 + i % 2];
        nlohmann::json u{{"name", "U" + std::to_string(i)}, {"faction", faction}, {"hp", 1000000},
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

// Headless by default, one style everywhere so pictures and sizes do not depend on the desktop.
#define TS_GUI_TEST_MAIN(TestClass)                                          \
    int main(int argc, char** argv)                                          \
    {                                                                        \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                  \
            qputenv("QT_QPA_PLATFORM", "offscreen");                         \
        QApplication app(argc, argv);                                        \
        QApplication::setStyle(QStringLiteral("Fusion"));                    \
        TestClass tc;                                                        \
        QTEST_SET_MAIN_SOURCE_PATH                                           \
        return QTest::qExec(&tc, argc, argv);                                \
    }
