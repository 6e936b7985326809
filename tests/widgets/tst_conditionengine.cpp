// ConditionEngine: conditional breakpoint expressions, with the roguelike ruleset's helpers
// (unit(), turn(), run()), over the state JSON of token-debt.json (turn 1: the Player is
// controlled into a token debt of -1).
#include "gui_test_main.h"
#include "timeline_test_support.h"

#include "session/headless/conditionengine.h"
#include "session/rulesetui.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace ts;
using namespace ts::gui;

namespace {
QString roguelikeHelpers() { return findRulesetUi("roguelike")->conditionHelpers(); }
}  // namespace

class TestConditionEngine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void truthValues_data();
    void truthValues();
    void syntaxErrors_data();
    void syntaxErrors();
    void syntaxErrorPlaces_data();
    void syntaxErrorPlaces();
    void runtimeErrors_data();
    void runtimeErrors();
    void rejectedLoops_data();
    void rejectedLoops();
    void stateIsReadOnly();
    void runawayExpressionIsStopped();
    void breakpointCondition();

private:
    std::unique_ptr<Game> stateAt(const QString& where);

    SessionController controller_;
    Seq debtSeq_ = 0;  // the first event after which the Player's tokens are negative
};

void TestConditionEngine::initTestCase()
{
    QVERIFY(test::openAndRun(controller_, test::samplePath("roguelike", "token-debt.json")));
    Session* s = controller_.session();
    QVERIFY(s->finished());
    bool found = false;
    for (Seq i = 0; i < s->size() && !found; ++i)
        if ((*test::unitOf(s->stateAt(i)->toJson(), "Player"))["tokens"].get<int>() < 0) {
            debtSeq_ = i;
            found = true;
        }
    QVERIFY(found);
}

std::unique_ptr<Game> TestConditionEngine::stateAt(const QString& where)
{
    Session* s = controller_.session();
    if (where == QLatin1String("start"))
        return s->stateAt(0);
    if (where == QLatin1String("debt"))
        return s->stateAt(debtSeq_);
    return s->stateAt(s->size() - 1);
}

void TestConditionEngine::truthValues_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("where");  // "start", "debt" or "end"
    QTest::addColumn<bool>("expected");

    QTest::addRow("tokens < 0 at the end")
        << QStringLiteral("unit(\"Player\").tokens < 0") << QStringLiteral("end") << false;
    QTest::addRow("tokens < 0 in debt") << QStringLiteral("unit(\"Player\").tokens < 0") << QStringLiteral("debt")
                                        << true;
    QTest::addRow("tokens == -1 in debt")
        << QStringLiteral("unit(\"Player\").tokens === -1") << QStringLiteral("debt") << true;
    QTest::addRow("tokens == 0 at the end")
        << QStringLiteral("unit(\"Player\").tokens == 0") << QStringLiteral("end") << true;
    QTest::addRow("Gazer tokens at the end")
        << QStringLiteral("unit(\"Gazer\").tokens") << QStringLiteral("end") << false;
    QTest::addRow("hp <= 10 && turn >= 2")
        << QStringLiteral("unit(\"Player\").hp <= 10 && turn() >= 2") << QStringLiteral("end") << false;
    QTest::addRow("hp <= 30 && turn >= 2")
        << QStringLiteral("unit(\"Player\").hp <= 30 && turn() >= 2") << QStringLiteral("end") << true;
    QTest::addRow("hp <= 30 && turn >= 2 in turn 1")
        << QStringLiteral("unit(\"Player\").hp <= 30 && turn() >= 2") << QStringLiteral("debt") << false;
    QTest::addRow("nobody dead") << QStringLiteral("state.units.filter(u => !u.alive).length > 0")
                                 << QStringLiteral("end") << false;
    QTest::addRow("both alive") << QStringLiteral("state.units.filter(u => u.alive).length == 2")
                                << QStringLiteral("end") << true;
    QTest::addRow("turn 3 at the end") << QStringLiteral("turn() == 3") << QStringLiteral("end") << true;
    QTest::addRow("turn 1 at the start") << QStringLiteral("turn() === 1") << QStringLiteral("start") << true;
    QTest::addRow("run 1") << QStringLiteral("run() == 1") << QStringLiteral("debt") << true;
    QTest::addRow("arrows equipped at the end")
        << QStringLiteral("unit(\"Player\").arrows") << QStringLiteral("end") << true;
    QTest::addRow("no arrows at the start")
        << QStringLiteral("unit(\"Player\").arrows") << QStringLiteral("start") << false;
    QTest::addRow("unit by number") << QStringLiteral("unit(2).name == \"Gazer\"") << QStringLiteral("end") << true;
    QTest::addRow("finished") << QStringLiteral("state.finished && state.outcome == \"turn-limit\"")
                              << QStringLiteral("end") << true;
    QTest::addRow("keywords inside strings")
        << QStringLiteral("unit(\"Player\").name != \"for while do\"") << QStringLiteral("end") << true;
    QTest::addRow("property named like a keyword")
        << QStringLiteral("({do: 1}).do == 1") << QStringLiteral("end") << true;
    QTest::addRow("trailing comment") << QStringLiteral("turn() == 3 // the last turn") << QStringLiteral("end")
                                      << true;
    QTest::addRow("template literal") << QStringLiteral("`${unit(\"Player\").speed}` == \"x1\"")
                                      << QStringLiteral("end") << true;
    QTest::addRow("multi-line") << QStringLiteral("turn() == 3 &&\n  unit(\"Gazer\").hp == 30") << QStringLiteral("end")
                                << true;
}

void TestConditionEngine::truthValues()
{
    QFETCH(QString, expression);
    QFETCH(QString, where);
    QFETCH(bool, expected);
    ConditionEngine engine(roguelikeHelpers());
    QString error;
    QVERIFY2(engine.compile(expression, &error), qPrintable(error));
    QVERIFY(engine.isCompiled());
    bool ok = false;
    QCOMPARE(engine.evaluate(*stateAt(where), &ok, &error), expected);
    QVERIFY2(ok, qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(engine.errorCount(), 0u);
    QCOMPARE(engine.evaluationCount(), 1u);
}

void TestConditionEngine::syntaxErrors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("expectedPart");  // a part of the message

    QTest::addRow("dangling operator") << QStringLiteral("unit(\"Player\").tokens <") << QStringLiteral("SyntaxError");
    QTest::addRow("missing paren") << QStringLiteral("unit(\"Player\"") << QStringLiteral("Missing ')'");
    QTest::addRow("operator typo") << QStringLiteral("turn() ==== 3") << QStringLiteral("SyntaxError");
    QTest::addRow("two expressions") << QStringLiteral("turn() turn()") << QStringLiteral("SyntaxError");
    QTest::addRow("statement") << QStringLiteral("return 1") << QStringLiteral("SyntaxError");
    QTest::addRow("semicolon") << QStringLiteral("1; 2") << QStringLiteral("SyntaxError");
    QTest::addRow("lone close") << QStringLiteral(")") << QStringLiteral("Unbalanced ')'");
    QTest::addRow("escaping the wrapper")
        << QStringLiteral("0); }); (function () { return (1") << QStringLiteral("Unbalanced ')'");
    QTest::addRow("mismatched") << QStringLiteral("[1, 2)") << QStringLiteral("Unbalanced ')'");
    QTest::addRow("unterminated string") << QStringLiteral("unit(\"Player).hp") << QStringLiteral("Missing ')'");
    QTest::addRow("empty") << QStringLiteral("   ") << QStringLiteral("empty");
}

void TestConditionEngine::syntaxErrors()
{
    QFETCH(QString, expression);
    QFETCH(QString, expectedPart);
    ConditionEngine engine(roguelikeHelpers());
    QString error;
    QVERIFY(!engine.compile(expression, &error));
    QVERIFY(!engine.isCompiled());
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(expectedPart), qPrintable(error));
    // Not compiled: evaluating is an error, never a crash.
    bool ok = true;
    QVERIFY(!engine.evaluate(*stateAt(QStringLiteral("end")), &ok, &error));
    QVERIFY(!ok);
}

// Where a syntax error is: a line number only when the condition has more than one line;
// an expression that ends too early is "at the end", never on a line it does not have.
void TestConditionEngine::syntaxErrorPlaces_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("place");  // "" = no place in the message

    QTest::addRow("one line, ends too early")
        << QStringLiteral("turn() ==") << QStringLiteral("(at the end of the condition)");
    QTest::addRow("one line, inside") << QStringLiteral("turn() ==== 3") << QString();
    QTest::addRow("first of two lines") << QStringLiteral("turn() ==== 3 &&\n  run() == 1")
                                        << QStringLiteral("(line 1)");
    QTest::addRow("second of two lines") << QStringLiteral("turn() == 3 &&\n  run() ==== 1")
                                         << QStringLiteral("(line 2)");
    QTest::addRow("two lines, ends too early")
        << QStringLiteral("turn() == 3 &&\n  run() ==") << QStringLiteral("(at the end of the condition)");
}

void TestConditionEngine::syntaxErrorPlaces()
{
    QFETCH(QString, expression);
    QFETCH(QString, place);
    ConditionEngine engine(roguelikeHelpers());
    QString error;
    QVERIFY(!engine.compile(expression, &error));
    QVERIFY2(error.contains(QStringLiteral("SyntaxError")), qPrintable(error));
    if (place.isEmpty()) {
        QVERIFY2(!error.contains(QStringLiteral("(line")) && !error.contains(QStringLiteral("(at the end")),
                 qPrintable(error));
    } else {
        QVERIFY2(error.endsWith(place), qPrintable(error));
        QCOMPARE(error.count(QLatin1Char('(')), 1);  // one place only
    }
}

void TestConditionEngine::runtimeErrors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("expectedPart");

    QTest::addRow("unknown unit") << QStringLiteral("unit(\"Nobody\").tokens < 0")
                                  << QStringLiteral("unit(\"Nobody\"): no such unit");
    QTest::addRow("unknown unit compared")
        << QStringLiteral("unit(\"Nobody\") === undefined") << QStringLiteral("no such unit");
    QTest::addRow("unknown field is undefined")
        << QStringLiteral("unit(\"Player\").mana") << QStringLiteral("undefined");
    QTest::addRow("unknown function") << QStringLiteral("nation(2).power < 100") << QStringLiteral("ReferenceError");
    QTest::addRow("thrown value") << QStringLiteral("(() => { throw 42; })()")
                                  << QStringLiteral("Uncaught exception: 42");
    QTest::addRow("deep recursion") << QStringLiteral("(function f(n) { return f(n + 1); })(0)")
                                    << QStringLiteral("RangeError");
}

void TestConditionEngine::runtimeErrors()
{
    QFETCH(QString, expression);
    QFETCH(QString, expectedPart);
    ConditionEngine engine(roguelikeHelpers());
    QString error;
    QVERIFY2(engine.compile(expression, &error), qPrintable(error));
    bool ok = true;
    QCOMPARE(engine.evaluate(*stateAt(QStringLiteral("end")), &ok, &error), false);
    QVERIFY(!ok);
    QVERIFY2(error.contains(expectedPart), qPrintable(error));
    QCOMPARE(engine.errorCount(), 1u);
    QCOMPARE(engine.lastError(), error);
    // The engine stays usable.
    QVERIFY(engine.compile(QStringLiteral("turn() == 3"), &error));
    QVERIFY(engine.evaluate(*stateAt(QStringLiteral("end")), &ok, &error));
    QVERIFY(ok);
}

void TestConditionEngine::rejectedLoops_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("keyword");

    QTest::addRow("while") << QStringLiteral("(function () { while (true) {} })()") << QStringLiteral("while");
    QTest::addRow("for") << QStringLiteral("(function () { for (;;) {} })()") << QStringLiteral("for");
    QTest::addRow("for in arrow") << QStringLiteral("state.units.map(u => { for (const k in u) {} return 1; }).length")
                                  << QStringLiteral("for");
    QTest::addRow("do") << QStringLiteral("(function () { do {} while (1); })()") << QStringLiteral("do");
    QTest::addRow("class (strict tail calls)")
        << QStringLiteral("(class { static f(n) { return this.f(n + 1); } }).f(0)") << QStringLiteral("class");
}

void TestConditionEngine::rejectedLoops()
{
    QFETCH(QString, expression);
    QFETCH(QString, keyword);
    ConditionEngine engine(roguelikeHelpers());
    QString error;
    QVERIFY(!engine.compile(expression, &error));
    QVERIFY2(error.contains(QLatin1Char('\'') + keyword + QLatin1Char('\'')), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("single expression")), qPrintable(error));
    // A strict function would make its self-calls tail calls that V4 does not interrupt.
    QVERIFY(!engine.compile(QStringLiteral("(function f(n) { 'use strict'; return f(n + 1); })(0)"), &error));
    QVERIFY2(error.contains(QStringLiteral("use strict")), qPrintable(error));
}

void TestConditionEngine::stateIsReadOnly()
{
    ConditionEngine engine(roguelikeHelpers());
    QString error;
    // Assignments to the helpers and to `state` do nothing (they are read-only globals).
    QVERIFY(engine.compile(
        QStringLiteral("(unit = null, turn = 5, state = 1, typeof unit == \"function\" && turn() == 3)"), &error));
    bool ok = false;
    QVERIFY(engine.evaluate(*stateAt(QStringLiteral("end")), &ok, &error));
    QVERIFY2(ok, qPrintable(error));
    QVERIFY(engine.compile(QStringLiteral("unit(\"Player\").tokens == 0"), &error));
    QVERIFY(engine.evaluate(*stateAt(QStringLiteral("end")), &ok, &error));
    QVERIFY(ok);
}

void TestConditionEngine::runawayExpressionIsStopped()
{
    ConditionEngine engine(roguelikeHelpers());
    engine.setTimeLimit(std::chrono::milliseconds(30));
    QString error;
    // No loop keyword, but 25 M callbacks: far longer than the limit.
    QVERIFY(engine.compile(QStringLiteral("Array.from({length: 5000}, () => Array.from({length: 5000}, () => 1)"
                                          ".reduce((a, b) => a + b, 0)).length > 0"),
                           &error));
    QElapsedTimer timer;
    timer.start();
    bool ok = true;
    QVERIFY(!engine.evaluate(*stateAt(QStringLiteral("end")), &ok, &error));
    QVERIFY(!ok);
    QVERIFY2(error.contains(QStringLiteral("stopped")), qPrintable(error));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    // Interruption is lifted for the next evaluation.
    QVERIFY(engine.compile(QStringLiteral("turn() == 3"), &error));
    QVERIFY(engine.evaluate(*stateAt(QStringLiteral("end")), &ok, &error));
    QVERIFY2(ok, qPrintable(error));
}

void TestConditionEngine::breakpointCondition()
{
    auto engine = std::make_shared<ConditionEngine>(roguelikeHelpers());
    QString error;
    QVERIFY(engine->compile(QStringLiteral("unit(\"Nobody\").hp > 0"), &error));
    Seq reportedSeq = 0;
    QString reported;
    const auto condition = ConditionEngine::makeCondition(engine, [&](Seq seq, const QString& message) {
        reportedSeq = seq;
        reported = message;
    });
    QVERIFY(!condition(*stateAt(QStringLiteral("debt")), debtSeq_));
    QCOMPARE(reportedSeq, debtSeq_);
    QCOMPARE(engine->lastErrorSeq(), debtSeq_);
    QVERIFY2(reported.contains(QStringLiteral("no such unit")), qPrintable(reported));
    QCOMPARE(engine.use_count(), 2);  // the condition shares the engine
}

TURNSCOPE_GUI_TEST_MAIN(TestConditionEngine)
#include "tst_conditionengine.moc"
