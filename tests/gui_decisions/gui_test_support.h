#pragma once
// Shared by the panel tests: scenario paths, opening a scenario and waiting for the
// engine, finding events by kind, and saving a grab of a widget for a human to look at.
#include "sessioncontroller.h"

#include "kernel/session.h"

#include <QDir>
#include <QString>
#include <QTest>
#include <QWidget>

#include <optional>

namespace ts::test {

inline QString sourceDir()
{
    const QByteArray env = qgetenv("TURNSCOPE_SOURCE_DIR");
    return env.isEmpty() ? QStringLiteral(TURNSCOPE_SOURCE_DIR) : QString::fromLocal8Bit(env);
}

inline QString scenarioPath(const char* file)
{
    return sourceDir() + QStringLiteral("/resources/scenarios/roguelike/") + QString::fromLatin1(file);
}

// Opens a scenario and waits until the engine has run as far as it can.
inline bool openAndRun(gui::SessionController& controller, const QString& path)
{
    QString error;
    if (!controller.openScenario(path, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return QTest::qWaitFor([&] { return !controller.isBusy(); }, 20000);
}

inline std::optional<Seq> firstEventOfKind(const Session& s, const std::string& kind, Seq from = 0)
{
    for (Seq i = from; i < s.size(); ++i)
        if (s.trace().kindName(s.trace().at(i).kind) == kind)
            return i;
    return std::nullopt;
}

// Lays the widget out offscreen and writes it to `path` (a PNG for the reviewer).
inline bool grabTo(QWidget& w, const QString& path)
{
    w.show();
    QTest::qWait(50);
    return w.grab().save(path);
}

}  // namespace ts::test

// Panels run headless unless the caller chose a platform.
#define TS_GUI_TEST_MAIN(TestClass)                                  \
    int main(int argc, char** argv)                                  \
    {                                                                \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))          \
            qputenv("QT_QPA_PLATFORM", "offscreen");                 \
        QApplication app(argc, argv);                                \
        TestClass test;                                              \
        return QTest::qExec(&test, argc, argv);                      \
    }
