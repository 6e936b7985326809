// "What if?" in the window (issue 40) on a sample of every ruleset: F2 on an editable value
// of the inspector opens the Set Value dialog; a value the ruleset refuses is explained in
// place and cannot be accepted; an accepted one forks the game at the end of the cursor's
// rule step with the user's Edit event, plays on, and asks for the comparison with the game
// as it was (saved aside, and equal to the original up to the edit). A value that is no
// editable field says why beside it.
#include "field_writes.h"
#include "gui_support.h"
#include "gui_test_main.h"
#include "panels/compare/comparewindow.h"
#include "panels/inspector/inspectordock.h"
#include "panels/inspector/inspectormodel.h"
#include "panels/inspector/setvaluedialog.h"
#include "sample_rows.h"
#include "window/mainwindow.h"

#include "kernel/kinds.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include "panels/compare/alignedeventsmodel.h"
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace ts;
using namespace ts::gui;

namespace {

// The first value of the state at the cursor that the user may set, and a value it allows
// other than its own.
std::optional<std::pair<QString, EditTarget>> editableValue(SessionController& c)
{
    for (const std::string& p : test::leafPaths(c.stateAtCursor()->toJson())) {
        QString why;
        if (auto target = SetValueDialog::targetAt(c, QString::fromStdString(p), &why))
            return std::pair{QString::fromStdString(p), *target};
    }
    return std::nullopt;
}

QString otherAllowedValue(const EditTarget& t)
{
    if (!t.field.valueNames.empty()) {
        for (const std::string& n : t.field.valueNames)
            if (QString::fromStdString(n) != t.current)
                return QString::fromStdString(n);
    }
    // One less where allowed: a ruleset may bound a value per entity below the field's
    // maximum (an events character's hp by its own maxHp).
    const int now = t.current.toInt();
    return QString::number(now > t.field.min ? now - 1 : now + 1);
}

QPushButton* okButton(SetValueDialog& d) { return d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok); }

}  // namespace

class TestSetValue : public QObject {
    Q_OBJECT

private slots:
    void forksWithTheEdit_data();
    void forksWithTheEdit();
    void notAFieldSaysWhy();
    void f2OnTheTreeAsksForTheDialog();
    void opensTheComparisonInTheWindow();
};

void TestSetValue::forksWithTheEdit_data() { test::addFirstSamplePathRows(); }

void TestSetValue::forksWithTheEdit()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
    SessionController c;
    InspectorDock inspector(&c);
    QVERIFY(test::openAndRun(c, path));
    c.seekNow(c.session()->size() / 3);
    QTRY_VERIFY(!inspector.model()->isBuilding());
    const auto value = editableValue(c);
    QVERIFY2(value, "no value of the state at the cursor is editable");
    const auto& [statePath, target] = *value;
    const Seq cursor = c.cursor();
    const std::size_t before = c.session()->size();

    // Refused: out of range (or no such name), explained, OK disabled; nothing changes.
    inspector.runDialog = [&](SetValueDialog& d) {
        d.valueEdit()->setText(target.field.valueNames.empty() ? QString::number(target.field.max + 1000)
                                                               : QStringLiteral("no-such-name"));
        QVERIFY(!d.problemLabel()->text().isEmpty());
        QVERIFY(!okButton(d)->isEnabled());
        QVERIFY(test::saveGrab(d, QStringLiteral("setvalue-refused-%1.png").arg(QFileInfo(path).baseName())));
        d.reject();
    };
    inspector.treeView()->setFocus();
    inspector.setValue(inspector.viewIndexForPath(statePath));
    QCOMPARE(c.session()->size(), before);
    QCOMPARE(c.cursor(), cursor);
    QString failure;
    inspector.showError = [&failure](const QString& why) { failure = why; };

    // Accepted: the fork, the user's edit, the comparison asked for.
    QSignalSpy compare(&c, &SessionController::compareRequested);
    const QString wanted = otherAllowedValue(target);
    inspector.runDialog = [&](SetValueDialog& d) {
        d.valueEdit()->setText(wanted);
        QVERIFY2(okButton(d)->isEnabled(), qPrintable(d.problemLabel()->text()));
        d.accept();
    };
    inspector.setValue(inspector.viewIndexForPath(statePath));
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QTRY_VERIFY(!c.isBusy());
    QCOMPARE(compare.count(), 1);
    const QString aside = compare.first().first().toString();
    QVERIFY(QFileInfo::exists(aside));
    const Seq edit = c.cursor();
    QVERIFY(edit > cursor);
    const Event e = c.session()->trace().at(edit);
    QCOMPARE(e.kind, kind(CommonKind::Edit));
    QCOMPARE(e.subject[0], target.edit.entity);
    QCOMPARE(e.arg[0], static_cast<std::int32_t>(target.edit.field));
    QCOMPARE(c.session()->edits().size(), std::size_t(1));
    // The game as it was, saved aside: the same events up to the edit.
    const RecordedGame original = openRecordedGame(aside.toStdString());
    for (Seq s = 0; s < edit; ++s)
        QCOMPARE(original.file.trace.at(s), c.session()->trace().at(s));
}

void TestSetValue::notAFieldSaysWhy()
{
    SessionController c;
    QVERIFY(test::openSample(c, "roguelike", "nine-units.json"));
    QString why;
    // A derived text, not a traced field.
    int refused = 0;
    for (const std::string& p : test::leafPaths(c.stateAtCursor()->toJson()))
        if (!SetValueDialog::targetAt(c, QString::fromStdString(p), &why)) {
            QVERIFY(!why.isEmpty());
            ++refused;
        }
    QVERIFY(refused > 0);
}

// F2 on the inspector's tree (its shortcut, not a call of setValue) asks for the dialog of
// the current value; cancelled, the game stays as it was.
void TestSetValue::f2OnTheTreeAsksForTheDialog()
{
    const QStringList samples = test::samplesOf(test::rulesetIds().front());
    QVERIFY(!samples.isEmpty());
    SessionController c;
    InspectorDock inspector(&c);
    QVERIFY(test::openAndRun(c, samples.front()));
    c.seekNow(c.session()->size() / 3);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    QTRY_VERIFY(!inspector.model()->isBuilding());
    const auto value = editableValue(c);
    QVERIFY2(value, "no value of the state at the cursor is editable");
    inspector.expandPaths({value->first.section(QLatin1Char('/'), 0, -2)});
    inspector.treeView()->setCurrentIndex(inspector.viewIndexForPath(value->first));
    QCOMPARE(inspector.treeView()->currentIndex().data(InspectorModel::PathRole).toString(), value->first);
    int asked = 0;
    QString shown;
    inspector.runDialog = [&](SetValueDialog& d) {
        ++asked;
        shown = d.valueEdit()->text();
        d.reject();
    };
    inspector.activateWindow();
    inspector.treeView()->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(&inspector));
    QTRY_VERIFY(inspector.treeView()->hasFocus());
    const std::size_t before = c.session()->size();
    QTest::keyClick(inspector.treeView(), Qt::Key_F2);
    QCOMPARE(asked, 1);
    QCOMPARE(shown, value->second.current);
    QCOMPARE(c.session()->size(), before);
}

// In the window: the fork is in the debugger and the compare window opens with the game as
// it was. The pictures are the user guide's (<temp>/turnscope-screenshots/whatif-*.png).
void TestSetValue::opensTheComparisonInTheWindow()
{
    MainWindow w;
    w.askUnsaved = [] { return QMessageBox::Discard; };
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/nation/four-nations.json")));
    QVERIFY(QTest::qWaitFor([&w] { return !w.controller()->isBusy(); }, 60000));
    SessionController& c = *w.controller();
    c.seekNow(c.session()->size() / 3);
    auto* inspector = w.findChild<InspectorDock*>();
    inspector->show();
    inspector->raise();
    QTRY_VERIFY(!inspector->model()->isBuilding());
    const auto value = editableValue(c);
    QVERIFY(value);
    inspector->expandPaths({value->first.section(QLatin1Char('/'), 0, -2)});
    inspector->treeView()->setCurrentIndex(inspector->viewIndexForPath(value->first));
    inspector->runDialog = [&](SetValueDialog& d) {
        d.valueEdit()->setText(otherAllowedValue(value->second));
        QVERIFY(test::saveGrab(d, QStringLiteral("whatif-dialog.png")));
        d.accept();
    };
    inspector->setValue(inspector->treeView()->currentIndex());
    QTRY_VERIFY(!c.isBusy());
    QTRY_VERIFY(w.findChild<CompareWindow*>() != nullptr);
    auto* compare = w.findChild<CompareWindow*>();
    QTRY_VERIFY(compare->isVisible());
    QVERIFY(compare->eventsModel()->rowCount() > 0);
    compare->resize(1200, 700);
    compare->nextDifference();
    QTest::qWait(50);
    QVERIFY(compare->grab().save(test::screenshotPath(QStringLiteral("whatif-compare.png"))));
    QVERIFY(w.grab().save(test::screenshotPath(QStringLiteral("whatif-window.png"))));
}

TURNSCOPE_GUI_TEST_MAIN(TestSetValue)
#include "tst_setvalue.moc"
