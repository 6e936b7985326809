#pragma once
// The main() of a test without windows: registers this build's rulesets (as the
// executables do) before the test class runs.
#include "rulesets/rulesets.h"

#include <QCoreApplication>
#include <QTest>

#define TURNSCOPE_TEST_MAIN(TestClass)                                                                                 \
    int main(int argc, char** argv)                                                                                    \
    {                                                                                                                  \
        QCoreApplication app(argc, argv);                                                                              \
        ts::registerAllRulesets();                                                                                     \
        TestClass tc;                                                                                                  \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&tc, argc, argv);                                                                          \
    }
