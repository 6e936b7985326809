#pragma once
// What the window's tests share: a controller that has opened a scenario and run it as far
// as it goes, and pictures of widgets saved for a human to look at
// (<temp>/turnscope-screenshots/).
#include "session/sessioncontroller.h"

#include "sample_picks.h"
#include "test_paths.h"
#include "trace_lookup.h"

#include <QDir>
#include <QString>
#include <QTest>
#include <QWidget>

namespace ts::test {

inline bool waitIdle(gui::SessionController& controller, int timeoutMs = 60000)
{
    return QTest::qWaitFor([&] { return !controller.isBusy(); }, timeoutMs);
}

// Opens a scenario file and waits until the engine has run as far as it can.
[[nodiscard]] inline bool openAndRun(gui::SessionController& controller, const QString& path)
{
    QString error;
    if (!controller.openScenario(path, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return waitIdle(controller);
}

// The same for a bundled sample: resources/scenarios/<ruleset>/<file>.
[[nodiscard]] inline bool openSample(gui::SessionController& controller, const char* ruleset, const char* file)
{
    return openAndRun(controller, samplePath(ruleset, file));
}

inline QString screenshotPath(const QString& name)
{
    const QString dir = QDir::temp().filePath(QStringLiteral("turnscope-screenshots"));
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name;
}

// Lays the widget out offscreen and writes it to <temp>/turnscope-screenshots/<name>.
[[nodiscard]] inline bool saveGrab(QWidget& w, const QString& name)
{
    w.show();
    QTest::qWait(50);
    return w.grab().save(screenshotPath(name));
}

// Lays the widget out offscreen and writes it to `path`.
inline bool grabTo(QWidget& w, const QString& path)
{
    w.show();
    QTest::qWait(50);
    return w.grab().save(path);
}

}  // namespace ts::test
