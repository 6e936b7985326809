// Step Back prepared while the cursor rests (issue 41): the inspector builds the documents of
// the event Alt+F10 goes to, and of the event before it, in the pause after a step. What the
// prepared inspector shows after a step back must be exactly what an inspector that prepares
// nothing shows (every row's name, value, "changed" mark and count), and the state after that
// event (Session::stateAt), on the samples of every ruleset. And a prepared document belongs
// to one trace: a fork at a random draw or a "What if?" edit drops it.
#include "gui_support.h"
#include "gui_test_main.h"
#include "test_paths.h"

#include "panels/inspector/inspectormodel.h"
#include "panels/inspector/inspectorsteps.h"

#include "kernel/kinds.h"
#include "kernel/ruleset.h"

#include <nlohmann/json.hpp>

#include <QDeadlineTimer>

#include <map>
#include <set>

using namespace ts;
using gui::InspectorModel;

namespace {

using Json = nlohmann::json;

// Every row of the model, built down to the leaves: path -> name, value text, marks.
using Rows = std::map<std::string, QString>;

void collectRows(const InspectorModel& m, const QModelIndex& parent, Rows& out)
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        out[i.data(InspectorModel::PathRole).toString().toStdString()] =
            QStringLiteral("%1 = %2 changed:%3 inside:%4 was:%5")
                .arg(i.data().toString(), m.index(r, InspectorModel::ValueColumn, parent).data().toString())
                .arg(i.data(gui::ChangedRole).toBool())
                .arg(i.data(InspectorModel::ContainsChangeRole).toBool())
                .arg(i.data(InspectorModel::PreviousValueRole).toString());
        collectRows(m, i, out);
    }
}

Rows rowsOf(const InspectorModel& m)
{
    Rows out;
    collectRows(m, {}, out);
    return out;
}

// The first few rows that differ, for the failure message.
QString describe(const Rows& a, const Rows& b)
{
    QStringList l;
    for (const auto& [path, text] : a)
        if (const auto it = b.find(path); (it == b.end() || it->second != text) && l.size() < 4)
            l << QStringLiteral("%1: %2 / %3")
                     .arg(QString::fromStdString(path), text, it == b.end() ? QStringLiteral("(none)") : it->second);
    if (l.isEmpty() && a.size() != b.size())
        l << QStringLiteral("%1 rows / %2 rows").arg(a.size()).arg(b.size());
    return l.join(QStringLiteral("; "));
}

// The leaves' values of a document, as the model's value column shows them.
std::map<std::string, QString> valuesOf(const Json& doc)
{
    std::map<std::string, QString> out;
    const Json flat = doc.flatten();
    for (auto it = flat.begin(); it != flat.end(); ++it) {
        const Json& leaf = doc.at(Json::json_pointer(it.key()));
        if (!leaf.is_structured())
            out[it.key()] = QString::fromStdString(leaf.is_string() ? leaf.get<std::string>() : leaf.dump());
    }
    return out;
}

std::map<std::string, QString> shownValues(const InspectorModel& m, const QModelIndex& parent = {})
{
    std::map<std::string, QString> out;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (i.data(InspectorModel::IsLeafRole).toBool())
            out[i.data(InspectorModel::PathRole).toString().toStdString()] =
                m.index(r, InspectorModel::ValueColumn, parent).data().toString();
        out.merge(shownValues(m, i));
    }
    return out;
}

// Woken by the job's queued result. False on timeout.
template <typename Busy>
bool waitWhile(Busy busy)
{
    QDeadlineTimer deadline(30000);
    while (busy() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return !busy();
}

bool rests(const InspectorModel& m) { return !m.isBuilding() && !m.isPreparing(); }

// A write of a field the ruleset lets the user edit, about a third into the game, and another
// allowed value for it: the "What if?" of the inspector's Set Value.
std::optional<std::pair<Seq, Edit>> editableWrite(const Session& s)
{
    const auto fields = s.ruleset().editableFields(s.scenario());
    const Trace& t = s.trace();
    for (Seq seq = t.size() / 3; seq + 2 < t.size(); ++seq) {
        const Event e = t.at(seq);
        if (e.kind != kind(CommonKind::Write))
            continue;
        for (const EditableField& f : fields)
            if (f.field == static_cast<FieldId>(e.arg[0]) && f.max > f.min)
                return std::pair{seq, Edit{e.subject[0], f.field, e.arg[2] == f.min ? f.min + 1 : f.min}};
    }
    return std::nullopt;
}

// The documents the model keeps, by pointer: those of the old trace must all be gone.
std::set<const Json*> keptPointers(const InspectorModel& m)
{
    std::set<const Json*> out;
    for (const auto& [seq, doc] : m.keptDocuments())
        out.insert(doc.get());
    return out;
}

}  // namespace

class TestInspectorStepBack : public QObject {
    Q_OBJECT
private slots:
    void preparedStepBackShowsTheUnprepared_data();
    void preparedStepBackShowsTheUnprepared();
    void droppedByAForkAtADraw_data();
    void droppedByAForkAtADraw();
    void droppedByAnEdit_data();
    void droppedByAnEdit();

private:
    // Rests at the end of the game until Alt+F10's documents are prepared; then `change`
    // rewrites the trace after `from`. Checks that no document of the old trace is kept,
    // and that a step back right after shows the new trace's state.
    void checkDropped(gui::SessionController& controller, InspectorModel& model, Seq from,
                      const std::function<bool()>& change);
};

void TestInspectorStepBack::preparedStepBackShowsTheUnprepared_data()
{
    QTest::addColumn<QString>("path");
    const QStringList files = test::allSamplePaths();
    QVERIFY(files.size() > 20);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f.section(QLatin1Char('/'), -2))) << f;
}

// From the end and from the middle of each sample's game, steps back (over, and now and then
// into or out), each after a pause: the prepared model against a synchronous one, which
// builds every document at the step from the controller's states and prepares nothing.
void TestInspectorStepBack::preparedStepBackShowsTheUnprepared()
{
    QFETCH(QString, path);
    gui::SessionController controller;
    InspectorModel prepared(&controller);
    prepared.setAsynchronous(true);
    prepared.setPreparationDelay(0);  // the pause a reader makes, without the wait
    InspectorModel plain(&controller);
    QVERIFY(test::openAndRun(controller, path));
    Session& session = *controller.session();
    QVERIFY(session.size() > 2);
    int overs = 0, servedPrepared = 0, checked = 0;
    for (const Seq start : {session.size() - 1, session.size() / 2}) {
        controller.seekNow(start);
        for (int i = 0; i < 16 && controller.canStepBack(); ++i) {
            QVERIFY(waitWhile([&] { return !rests(prepared); }));
            const Seq from = controller.cursor();
            const bool over = i % 4 != 3;
            const auto expected = gui::inspectorsteps::stepBackOverTarget(session.trace(), from);
            if (over)
                controller.stepBackOver();
            else if (i % 8 == 3)
                controller.stepBackInto();
            else
                controller.stepBackOut();
            const Seq c = controller.cursor();
            if (c == from)
                continue;  // a step back out at depth 0
            if (over) {
                ++overs;
                QCOMPARE(c, expected.value_or(c));
                servedPrepared += prepared.isBuilding() ? 0 : 1;
            }
            QVERIFY(waitWhile([&] { return prepared.isBuilding(); }));
            const Rows want = rowsOf(plain), got = rowsOf(prepared);
            QVERIFY2(
                got == want,
                qPrintable(QStringLiteral("back to event %1: prepared / not: %2").arg(c).arg(describe(got, want))));
            QCOMPARE(prepared.changedCount(), plain.changedCount());
            QVERIFY2(shownValues(prepared) == valuesOf(session.stateAt(c)->toJson()),
                     qPrintable(QStringLiteral("back to event %1: not the state after the event").arg(c)));
            ++checked;
        }
    }
    QVERIFY(checked > 0 && overs > 0);
    // Every step back over found its documents prepared (the look-back covers these games).
    QVERIFY2(servedPrepared == overs,
             qPrintable(QStringLiteral("%1 of %2 steps back over prepared").arg(servedPrepared).arg(overs)));
}

void TestInspectorStepBack::checkDropped(gui::SessionController& controller, InspectorModel& model, Seq from,
                                         const std::function<bool()>& change)
{
    Session& session = *controller.session();
    controller.seekNow(from);
    QVERIFY(waitWhile([&] { return !rests(model); }));
    const auto target = gui::inspectorsteps::stepBackOverTarget(session.trace(), from);
    QVERIFY(target);
    std::set<Seq> keptSeqs;
    for (const auto& [seq, doc] : model.keptDocuments())
        keptSeqs.insert(seq);
    QVERIFY2(keptSeqs.count(*target) && (*target == 0 || keptSeqs.count(*target - 1)),
             "Alt+F10's documents were not prepared");
    const std::set<const Json*> old = keptPointers(model);
    QVERIFY(change());
    for (const Json* doc : keptPointers(model))
        QVERIFY2(!old.count(doc), "a document of the trace before the change is still kept");
    QVERIFY(test::waitIdle(controller));
    QVERIFY(waitWhile([&] { return !rests(model); }));
    for (const auto& [seq, doc] : model.keptDocuments())
        QVERIFY2(*doc == session.stateAt(seq)->toJson(),
                 qPrintable(QStringLiteral("the document kept for event %1 is not its state").arg(seq)));
    // Back where the rest was (or the new game's end), and a step back at once.
    controller.seekNow(std::min(from, session.size() - 1));
    QVERIFY(waitWhile([&] { return !rests(model); }));
    controller.stepBackOver();
    QVERIFY(waitWhile([&] { return model.isBuilding(); }));
    QVERIFY2(shownValues(model) == valuesOf(session.stateAt(controller.cursor())->toJson()),
             qPrintable(QStringLiteral("back to event %1 after the change: not its state").arg(controller.cursor())));
}

void TestInspectorStepBack::droppedByAForkAtADraw_data()
{
    test::addFirstSampleRows(test::hasChoiceDraw(3), "no random draw with a choice");
}

void TestInspectorStepBack::droppedByAForkAtADraw()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, sample);
    if (sample.isEmpty())
        return test::noSampleFor(ruleset, "no sample draws a random number with a choice");
    gui::SessionController controller;
    InspectorModel model(&controller);
    model.setAsynchronous(true);
    model.setPreparationDelay(0);
    QVERIFY(test::openAndRun(controller, sample));
    const auto draw = test::choiceDraw(controller.session()->trace(), 3);
    QVERIFY(draw);
    checkDropped(controller, model, controller.session()->size() - 1, [&] {
        QString error;
        const bool ok =
            controller.forkAtDraw(draw->seq, static_cast<std::uint32_t>((draw->value + 1) % draw->bound), &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    });
}

void TestInspectorStepBack::droppedByAnEdit_data()
{
    test::addFirstSampleRows([](const Session& s) { return editableWrite(s).has_value(); },
                             "no write of an editable field");
}

void TestInspectorStepBack::droppedByAnEdit()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, sample);
    if (sample.isEmpty())
        return test::noSampleFor(ruleset, "no sample writes a field the user may edit");
    gui::SessionController controller;
    InspectorModel model(&controller);
    model.setAsynchronous(true);
    model.setPreparationDelay(0);
    QVERIFY(test::openAndRun(controller, sample));
    const auto edit = editableWrite(*controller.session());
    QVERIFY(edit);
    checkDropped(controller, model, controller.session()->size() - 1, [&] {
        QString error;
        const bool ok = controller.forkWithEdits(edit->first, {edit->second}, &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    });
}

TURNSCOPE_GUI_TEST_MAIN(TestInspectorStepBack)
#include "tst_inspectorstepback.moc"
