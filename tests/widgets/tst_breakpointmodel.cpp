// BreakpointModel: the list over the session's breakpoints, validation of new ones, and
// conditional breakpoints driving continue / reverse continue (token-debt.json).
#include "gui_test_main.h"
#include "timeline_test_support.h"

#include "panels/breakpoints/breakpointmodel.h"
#include "session/headless/conditionengine.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace ts;
using namespace ts::gui;

class TestBreakpointModel : public QObject {
    Q_OBJECT

private slots:
    void modelTesterWhileFilling();
    void validation_data();
    void validation();
    void enableDisableRemove();
    void conditionalContinue();
    void conditionalReverseContinue();
    void runtimeErrorsShowInTheList();
    void newSessionClearsTheList();
};

void TestBreakpointModel::modelTesterWhileFilling()
{
    SessionController controller;
    BreakpointModel model(&controller);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(BreakpointModel::ColumnCount));
    QString error;
    QCOMPARE(model.add(QStringLiteral("decision"), {}, {}, {}, &error), 0);  // no session yet
    QVERIFY(!error.isEmpty());

    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const int a = model.add(QStringLiteral("decision"), {}, {}, {}, &error);
    QVERIFY2(a > 0, qPrintable(error));
    const int b = model.add({}, QStringLiteral("000:debt"), QStringLiteral("Player"), {}, &error);
    QVERIFY2(b > 0, qPrintable(error));
    const int c = model.add({}, {}, {}, QStringLiteral("unit(\"Player\").tokens < 0"), &error);
    QVERIFY2(c > 0, qPrintable(error));
    QCOMPARE(inserted.count(), 3);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.breakpointId(0), a);
    QCOMPARE(model.rowOf(c), 2);
    QCOMPARE(model.index(0, BreakpointModel::KindColumn).data().toString(), QStringLiteral("decision"));
    QCOMPARE(model.index(0, BreakpointModel::ClauseColumn).data().toString(), QStringLiteral("any"));
    QCOMPARE(model.index(1, BreakpointModel::ClauseColumn).data().toString(), QStringLiteral("000:debt"));
    QCOMPARE(model.index(1, BreakpointModel::EntityColumn).data().toString(), QStringLiteral("Player"));
    QCOMPARE(model.index(2, BreakpointModel::ConditionColumn).data().toString(),
             QStringLiteral("unit(\"Player\").tokens < 0"));
    QCOMPARE(model.index(2, BreakpointModel::HitsColumn).data().toULongLong(), 0u);
    QCOMPARE(model.index(2, 0).data(BreakpointModel::BreakpointIdRole).toInt(), c);
    QVERIFY(model.conditionEngine(c));
    QVERIFY(!model.conditionEngine(a));

    // Changes made elsewhere (F9 in the log) show up too.
    controller.toggleBreakpointAt(0);
    QCOMPARE(model.rowCount(), 4);
    controller.toggleBreakpointAt(0);
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(model.remove(1));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.breakpointId(1), c);
}

void TestBreakpointModel::validation_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("clause");
    QTest::addColumn<QString>("entity");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<QString>("expectedError");  // "" = accepted; otherwise a part of the message

    QTest::addRow("kind") << QStringLiteral("roguelike.token-spent") << QString() << QString() << QString()
                          << QString();
    QTest::addRow("clause") << QString() << QStringLiteral("000:tokens/spend") << QString() << QString() << QString();
    QTest::addRow("base clause of a suffixed id")
        << QString() << QStringLiteral("000:table/order") << QString() << QString() << QString();
    QTest::addRow("entity") << QString() << QString() << QStringLiteral("Gazer") << QString() << QString();
    QTest::addRow("all four") << QStringLiteral("roguelike.token-spent") << QStringLiteral("000:debt")
                              << QStringLiteral("Player") << QStringLiteral("turn() == 1") << QString();
    QTest::addRow("unknown kind") << QStringLiteral("roguelike.teleport") << QString() << QString() << QString()
                                  << QStringLiteral("Unknown event kind \"roguelike.teleport\"");
    QTest::addRow("unknown clause") << QString() << QStringLiteral("000:nonsense") << QString() << QString()
                                    << QStringLiteral("Unknown rule clause \"000:nonsense\"");
    QTest::addRow("unknown entity") << QString() << QString() << QStringLiteral("Nobody") << QString()
                                    << QStringLiteral("Unknown entity \"Nobody\"");
    QTest::addRow("syntax error") << QString() << QString() << QString() << QStringLiteral("unit(\"Player\").hp <")
                                  << QStringLiteral("SyntaxError");
    QTest::addRow("loop") << QString() << QString() << QString() << QStringLiteral("(function () { while (1) {} })()")
                          << QStringLiteral("'while' is not allowed");
    QTest::addRow("nothing") << QString() << QString() << QString() << QStringLiteral("  ")
                             << QStringLiteral("Give a kind");
}

void TestBreakpointModel::validation()
{
    QFETCH(QString, kind);
    QFETCH(QString, clause);
    QFETCH(QString, entity);
    QFETCH(QString, condition);
    QFETCH(QString, expectedError);
    SessionController controller;
    BreakpointModel model(&controller);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    QString error = QStringLiteral("stale");
    const int id = model.add(kind, clause, entity, condition, &error);
    if (expectedError.isEmpty()) {
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(error.isEmpty());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(controller.session()->breakpoints().size(), 1u);
        return;
    }
    QCOMPARE(id, 0);
    QVERIFY2(error.contains(expectedError), qPrintable(error));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(controller.session()->breakpoints().empty());
    if (!condition.trimmed().isEmpty()) {
        // The message is the expression engine's own.
        ConditionEngine engine;
        QString engineError;
        QVERIFY(!engine.compile(condition, &engineError));
        QCOMPARE(error, engineError);
    }
}

void TestBreakpointModel::enableDisableRemove()
{
    SessionController controller;
    BreakpointModel model(&controller);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    QString error;
    const int a = model.add(QStringLiteral("decision"), {}, {}, {}, &error);
    const int b = model.add(QStringLiteral("roguelike.turn-begin"), {}, {}, {}, &error);
    QVERIFY(a > 0 && b > 0);
    const QModelIndex check = model.index(0, BreakpointModel::EnabledColumn);
    QVERIFY(model.flags(check) & Qt::ItemIsUserCheckable);
    QCOMPARE(check.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(check, Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(check.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(!controller.session()->breakpoints()[0].enabled);

    // A disabled breakpoint does not stop: continue goes to the next turn.
    controller.seekNow(0);
    controller.continueForward();
    QTRY_VERIFY(!controller.isBusy());
    QCOMPARE(controller.session()->trace().kindName(controller.session()->trace().at(controller.cursor()).kind),
             std::string("roguelike.turn-begin"));
    QCOMPARE(model.index(1, BreakpointModel::HitsColumn).data().toULongLong(), 1u);

    model.setAllEnabled(false);
    for (const Breakpoint& bp : controller.session()->breakpoints())
        QVERIFY(!bp.enabled);
    model.setAllEnabled(true);
    for (const Breakpoint& bp : controller.session()->breakpoints())
        QVERIFY(bp.enabled);
    QVERIFY(model.remove(0));
    QVERIFY(!model.remove(5));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.breakpointId(0), b);
}

namespace {
// Every rule step's end after which `unit("Player").tokens < 0` holds, by brute force: a
// condition is evaluated only where a rule step ends (issue 35).
std::vector<Seq> debtEvents(Session& s)
{
    std::vector<Seq> out;
    for (Seq i = 0; i < s.size(); ++i)
        if (s.ruleStepEnd(i) && (*test::unitOf(s.stateAt(i)->toJson(), "Player"))["tokens"].get<int>() < 0)
            out.push_back(i);
    return out;
}
}  // namespace

void TestBreakpointModel::conditionalContinue()
{
    SessionController controller;
    BreakpointModel model(&controller);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    const std::vector<Seq> expected = debtEvents(*controller.session());
    QVERIFY(expected.size() >= 2);
    QVERIFY(expected.front() > 0);
    QString error;
    const int id = model.add({}, {}, {}, QStringLiteral("unit(\"Player\").tokens < 0"), &error);
    QVERIFY2(id > 0, qPrintable(error));
    QSignalSpy hits(&controller, &SessionController::breakpointHit);

    controller.seekNow(0);
    controller.continueForward();
    QTRY_VERIFY(!controller.isBusy());
    QCOMPARE(controller.cursor(), expected.front());
    QCOMPARE(hits.count(), 1);
    QCOMPARE(hits.at(0).at(0).toInt(), id);
    QCOMPARE(model.index(0, BreakpointModel::HitsColumn).data().toULongLong(), 1u);
    // Continuing again stops at the next event where it still holds.
    controller.continueForward();
    QTRY_VERIFY(!controller.isBusy());
    QCOMPARE(controller.cursor(), expected[1]);
    QCOMPARE(model.index(0, BreakpointModel::HitsColumn).data().toULongLong(), 2u);
    QVERIFY(model.index(0, 0).data(BreakpointModel::ConditionErrorRole).toString().isEmpty());
}

void TestBreakpointModel::conditionalReverseContinue()
{
    SessionController controller;
    BreakpointModel model(&controller);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    const Seq last = controller.session()->size() - 1;
    const std::vector<Seq> expected = debtEvents(*controller.session());
    QVERIFY(!expected.empty() && expected.back() < last);
    QString error;
    QVERIFY(model.add({}, {}, {}, QStringLiteral("unit(\"Player\").tokens < 0"), &error) > 0);

    controller.seekNow(last);
    controller.reverseContinue();
    QTRY_VERIFY(!controller.isBusy());
    QCOMPARE(controller.cursor(), expected.back());
    controller.reverseContinue();
    QTRY_VERIFY(!controller.isBusy());
    QCOMPARE(controller.cursor(), expected[expected.size() - 2]);
}

void TestBreakpointModel::runtimeErrorsShowInTheList()
{
    SessionController controller;
    BreakpointModel model(&controller);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    QString error;
    const int id = model.add({}, {}, QStringLiteral("Player"), QStringLiteral("unit(\"Nobody\").tokens < 0"), &error);
    QVERIFY2(id > 0, qPrintable(error));
    controller.seekNow(0);
    controller.continueForward();  // every evaluation fails: false, so it runs to the end
    QTRY_VERIFY(!controller.isBusy());
    QCOMPARE(controller.cursor(), controller.session()->size() - 1);
    const QModelIndex condition = model.index(0, BreakpointModel::ConditionColumn);
    QTRY_VERIFY(!condition.data(BreakpointModel::ConditionErrorRole).toString().isEmpty());
    QVERIFY(condition.data(BreakpointModel::ConditionErrorRole)
                .toString()
                .contains(QStringLiteral("unit(\"Nobody\"): no such unit")));
    QVERIFY(condition.data(Qt::ToolTipRole).toString().contains(QStringLiteral("no such unit")));
    QVERIFY(condition.data(Qt::DecorationRole).isValid());
    const ConditionEngine* engine = model.conditionEngine(id);
    QVERIFY(engine && engine->errorCount() > 0);
    QCOMPARE(engine->errorCount(), engine->evaluationCount());
}

void TestBreakpointModel::newSessionClearsTheList()
{
    SessionController controller;
    BreakpointModel model(&controller);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    QString error;
    QVERIFY(model.add({}, {}, {}, QStringLiteral("turn() == 2"), &error) > 0);
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "case-a.json")));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.conditionEngine(1));
}

TURNSCOPE_GUI_TEST_MAIN(TestBreakpointModel)
#include "tst_breakpointmodel.moc"
