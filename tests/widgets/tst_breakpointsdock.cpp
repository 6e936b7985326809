// BreakpointsDock: the add form (errors inline, never a dialog), Remove, Enable/Disable
// all, and a picture of the panel (/tmp/turnscope-breakpoints.png).
#include "gui_test_main.h"
#include "timeline_test_support.h"

#include "panels/breakpoints/breakpointmodel.h"
#include "panels/breakpoints/breakpointsdock.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QStringListModel>
#include <QTableView>
#include <QtTest>

using namespace ts;
using namespace ts::gui;

class TestBreakpointsDock : public QObject {
    Q_OBJECT

private slots:
    void identity();
    void formChoicesComeFromTheTrace();
    void formErrorsAreInline();
    void addRemoveEnable();
    void screenshot();
};

void TestBreakpointsDock::identity()
{
    SessionController controller;
    BreakpointsDock dock(&controller);
    QCOMPARE(dock.objectName(), QStringLiteral("breakpointsDock"));
    QCOMPARE(dock.windowTitle(), QStringLiteral("Breakpoints"));
    QVERIFY(!dock.actions().add->isEnabled());  // nothing to break on yet
    QVERIFY(!dock.addFromForm());
    QVERIFY(!dock.errorLabel()->text().isEmpty());
}

void TestBreakpointsDock::formChoicesComeFromTheTrace()
{
    SessionController controller;
    BreakpointsDock dock(&controller);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    QVERIFY(dock.kindCombo()->findText(QStringLiteral("roguelike.turn-begin")) > 0);
    QVERIFY(dock.kindCombo()->findText(QStringLiteral("decision")) > 0);
    QCOMPARE(dock.kindCombo()->itemData(0).toString(), QString());  // "any kind"
    QVERIFY(dock.entityCombo()->findText(QStringLiteral("Player")) > 0);
    QVERIFY(dock.entityCombo()->findText(QStringLiteral("Gazer")) > 0);
    auto* clauseModel = qobject_cast<QStringListModel*>(dock.clauseEdit()->completer()->model());
    QVERIFY(clauseModel);
    const QStringList clauses = clauseModel->stringList();
    QVERIFY(clauses.contains(QStringLiteral("000:debt")));
    QVERIFY(clauses.contains(QStringLiteral("000:merge")));
    QVERIFY(dock.actions().add->isEnabled());
}

void TestBreakpointsDock::formErrorsAreInline()
{
    SessionController controller;
    BreakpointsDock dock(&controller);
    dock.resize(560, 320);
    dock.show();
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    dock.actions().add->trigger();
    QVERIFY(dock.addForm()->isVisible());

    dock.clauseEdit()->setText(QStringLiteral("000:nonsense"));
    QVERIFY(!dock.addFromForm());
    QVERIFY(dock.errorLabel()->text().contains(QStringLiteral("000:nonsense")));
    QVERIFY(dock.errorLabel()->isVisible());
    QVERIFY(!QApplication::activeModalWidget());
    QCOMPARE(dock.model()->rowCount(), 0);

    // Typing clears the message; a syntax error in the condition shows the engine's message.
    QTest::keyClick(dock.clauseEdit(), Qt::Key_Backspace);
    QVERIFY(dock.errorLabel()->text().isEmpty());
    dock.clauseEdit()->clear();
    dock.conditionEdit()->setText(QStringLiteral("unit(\"Player\").tokens <"));
    QTest::keyClick(dock.conditionEdit(), Qt::Key_Return);
    QVERIFY(dock.errorLabel()->text().contains(QStringLiteral("SyntaxError")));
    QCOMPARE(dock.model()->rowCount(), 0);

    // The condition is also checked while typing (after a pause).
    dock.conditionEdit()->clear();
    QTest::keyClicks(dock.conditionEdit(), QStringLiteral("turn() =="));
    QTRY_VERIFY(!dock.errorLabel()->text().isEmpty());
    QTest::keyClicks(dock.conditionEdit(), QStringLiteral(" 2"));
    QVERIFY(dock.errorLabel()->text().isEmpty());
    QTest::keyClick(dock.conditionEdit(), Qt::Key_Return);
    QCOMPARE(dock.model()->rowCount(), 1);
    QVERIFY(dock.conditionEdit()->text().isEmpty());
    QVERIFY(dock.errorLabel()->text().isEmpty());
}

void TestBreakpointsDock::addRemoveEnable()
{
    SessionController controller;
    BreakpointsDock dock(&controller);
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    dock.kindCombo()->setCurrentIndex(dock.kindCombo()->findText(QStringLiteral("roguelike.token-spent")));
    dock.entityCombo()->setCurrentIndex(dock.entityCombo()->findText(QStringLiteral("Player")));
    QVERIFY(dock.addFromForm());
    const Breakpoint& bp = controller.session()->breakpoints().at(0);
    QVERIFY(bp.kind && bp.entity && !bp.clause && !bp.condition);
    QCOMPARE(controller.session()->trace().entityName(*bp.entity), std::string("Player"));
    dock.kindCombo()->setCurrentIndex(0);
    dock.entityCombo()->setCurrentIndex(0);
    dock.clauseEdit()->setText(QStringLiteral("000:debt"));
    QVERIFY(dock.addFromForm());
    QCOMPARE(dock.model()->rowCount(), 2);
    QCOMPARE(dock.view()->currentIndex().row(), 1);  // the new one is selected

    QVERIFY(dock.actions().disableAll->isEnabled());
    dock.actions().disableAll->trigger();
    for (const Breakpoint& b : controller.session()->breakpoints())
        QVERIFY(!b.enabled);
    dock.actions().enableAll->trigger();
    for (const Breakpoint& b : controller.session()->breakpoints())
        QVERIFY(b.enabled);

    dock.view()->selectRow(0);
    QVERIFY(dock.actions().remove->isEnabled());
    dock.actions().remove->trigger();
    QCOMPARE(dock.model()->rowCount(), 1);
    QCOMPARE(*controller.session()->breakpoints().at(0).clause, std::string("000:debt"));
    dock.view()->selectAll();
    dock.removeSelected();
    QCOMPARE(dock.model()->rowCount(), 0);
    QVERIFY(!dock.actions().enableAll->isEnabled());
}

void TestBreakpointsDock::screenshot()
{
    SessionController controller;
    QMainWindow window;
    auto* dock = new BreakpointsDock(&controller, &window);
    window.addDockWidget(Qt::RightDockWidgetArea, dock);
    window.setCentralWidget(new QWidget(&window));
    window.resize(760, 420);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "token-debt.json")));
    QVERIFY(dock->grab().toImage().save(QStringLiteral("/tmp/turnscope-breakpoints-empty.png")));
    BreakpointModel* model = dock->model();
    QString error;
    QVERIFY(model->add(QStringLiteral("roguelike.token-spent"), {}, QStringLiteral("Player"), {}, &error) > 0);
    QVERIFY(model->add({}, QStringLiteral("000:debt"), {}, {}, &error) > 0);
    QVERIFY(model->add({}, {}, {}, QStringLiteral("unit(\"Player\").tokens < 0"), &error) > 0);
    QVERIFY(model->add({}, {}, QStringLiteral("Gazer"), QStringLiteral("unit(\"Gazr\").hp < 10"), &error) > 0);
    QVERIFY(model->add(QStringLiteral("decision"), {}, {}, {}, &error) > 0);
    controller.setBreakpointEnabled(model->breakpointId(4), false);
    for (int i = 0; i < 3; ++i) {
        controller.continueForward();
        QTRY_VERIFY(!controller.isBusy());
    }
    dock->setFormVisible(true);
    dock->clauseEdit()->setText(QStringLiteral("000:tokens/spnd"));
    QVERIFY(!dock->addFromForm());
    dock->view()->selectRow(2);
    window.resizeDocks({dock}, {560}, Qt::Horizontal);
    QTest::qWait(50);
    const QImage image = dock->grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(QStringLiteral("/tmp/turnscope-breakpoints.png")));
}

TURNSCOPE_GUI_TEST_MAIN(TestBreakpointsDock)
#include "tst_breakpointsdock.moc"
