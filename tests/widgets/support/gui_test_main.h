#pragma once
// The main() of a window test: headless unless the caller chose a platform, one style
// everywhere (pictures and sizes do not depend on the desktop), every ruleset and its panels
// registered as the application does.
#include "rulesets/rulesetuis.h"

#include <QApplication>
#include <QTest>

#define TURNSCOPE_GUI_TEST_MAIN(TestClass)                                                                             \
    int main(int argc, char** argv)                                                                                    \
    {                                                                                                                  \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                                                            \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                                                   \
        QApplication app(argc, argv);                                                                                  \
        QApplication::setStyle(QStringLiteral("Fusion"));                                                              \
        ts::gui::registerAllRulesetUis();                                                                              \
        TestClass tc;                                                                                                  \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&tc, argc, argv);                                                                          \
    }
