// InspectorModel's "changed by this event" against an independent full comparison: on the
// samples of every ruleset, at many cursors (every event of the shorter traces, rule
// steps' first events, writes, rows inserted into the Run table, list writes), the leaves
// marked changed are exactly those whose value differs from the state one event earlier
// (or that it did not have), for the synchronous model (compared on the GUI thread) and
// for the window's asynchronous one (compared by its job, also from cached documents), whose
// every value shown equals a document made afresh.
#include "gui_support.h"
#include "gui_test_main.h"
#include "test_paths.h"

#include "panels/inspector/inspectormodel.h"

#include "kernel/kinds.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemModelTester>
#include <QDeadlineTimer>

#include <map>
#include <set>

using namespace ts;
using gui::InspectorModel;

namespace {

using Json = nlohmann::json;
using Paths = std::set<std::string>;

// The leaves of `now` that differ from `before` by JSON pointer, from flatten(): a plain
// map of pointers, with no code shared with the model's comparison. Empty objects and
// arrays flatten to null entries; they are nodes, not leaves, in the model.
Paths fullDiff(const Json& now, const Json& before)
{
    const Json flatNow = now.flatten(), flatBefore = before.flatten();
    Paths out;
    for (auto it = flatNow.begin(); it != flatNow.end(); ++it) {
        if (now.at(Json::json_pointer(it.key())).is_structured())
            continue;
        const auto b = flatBefore.find(it.key());
        if (b == flatBefore.end() || *b != *it || before.at(Json::json_pointer(it.key())).is_structured())
            out.insert(it.key());
    }
    return out;
}

void collectChanged(const InspectorModel& m, const QModelIndex& parent, Paths& out)
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (i.data(gui::ChangedRole).toBool())
            out.insert(i.data(InspectorModel::PathRole).toString().toStdString());
        collectChanged(m, i, out);
    }
}

Paths changedOf(const InspectorModel& m)
{
    Paths out;
    collectChanged(m, {}, out);
    return out;
}

// Every object and array whose count of changed leaves below ("· N changed") differs from
// the full diff's, as "path: shown / wanted" (the first few).
QStringList wrongContainerCounts(const InspectorModel& m, const QModelIndex& parent, const Paths& want,
                                 QStringList out = {})
{
    for (int r = 0; r < m.rowCount(parent) && out.size() < 8; ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (i.data(InspectorModel::IsLeafRole).toBool())
            continue;
        const std::string path = i.data(InspectorModel::PathRole).toString().toStdString();
        int wanted = 0;
        for (const std::string& w : want)
            wanted += w.size() > path.size() && w.compare(0, path.size(), path) == 0 && w[path.size()] == '/' ? 1 : 0;
        const QString text = m.index(r, InspectorModel::ValueColumn, parent).data().toString();
        const bool contains = i.data(InspectorModel::ContainsChangeRole).toBool();
        const bool right = wanted > 0 ? contains && text.endsWith(QStringLiteral(" · %1 changed").arg(wanted))
                                      : !contains && !text.contains(QStringLiteral("changed"));
        if (!right)
            out << QStringLiteral("%1: %2 / %3").arg(QString::fromStdString(path), text).arg(wanted);
        out = wrongContainerCounts(m, i, want, out);
    }
    return out;
}

// Every leaf the model shows, by path, with its text; and what a document made afresh holds
// (the asynchronous model writes each state over a document it let go).
void collectValues(const InspectorModel& m, const QModelIndex& parent, std::map<std::string, QString>& out)
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (i.data(InspectorModel::IsLeafRole).toBool())
            out[i.data(InspectorModel::PathRole).toString().toStdString()] =
                m.index(r, InspectorModel::ValueColumn, parent).data().toString();
        collectValues(m, i, out);
    }
}

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

// What one side has and the other lacks (the first few: QTest cuts long messages).
QString describe(const Paths& a, const Paths& b)
{
    QStringList l;
    for (const auto& s : a)
        if (!b.count(s) && l.size() < 8)
            l << QString::fromStdString(s);
    return l.join(QLatin1Char(' '));
}

// Woken by the job's queued result, not polled: qWaitFor sleeps 10 ms a turn, which was
// most of this test's time. False on timeout.
template <typename Busy>
bool waitWhile(Busy busy)
{
    QDeadlineTimer deadline(20000);
    while (busy() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return !busy();
}

}  // namespace

class TestInspectorChanges : public QObject {
    Q_OBJECT
private slots:
    void changedLeavesEqualTheFullDiff_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = test::allSamplePaths();
        QVERIFY(files.size() > 20);
        for (const QString& f : files)
            QTest::newRow(qPrintable(f.section(QLatin1Char('/'), -2))) << f;
    }

    void changedLeavesEqualTheFullDiff()
    {
        QFETCH(QString, path);
        gui::SessionController controller;
        InspectorModel sync(&controller);
        InspectorModel async(&controller);
        async.setAsynchronous(true);
        QAbstractItemModelTester tester(&async, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openAndRun(controller, path));
        Session& session = *controller.session();
        const Seq size = session.size();
        QVERIFY(size > 2);
        // Every event of a short trace; of a long one, runs of consecutive events (the
        // documents of the step before come from the cache) spread over it.
        constexpr Seq kChecked = 96;
        std::vector<Seq> cursors;
        const Seq stride = std::max<Seq>(1, size / (kChecked / 8));
        for (Seq start = 1; start < size; start += stride)
            for (Seq c = start; c < std::min(size, start + std::min<Seq>(stride, 8)); ++c)
                cursors.push_back(c);
        int compared = 0, withChanges = 0, stepStarts = 0, writes = 0;
        for (const Seq c : cursors) {
            controller.seekNow(c);
            QVERIFY(waitWhile([&] { return async.isBuilding(); }));
            const Event e = session.trace().at(c);
            stepStarts += (e.flags & EventFlag::StepStart) ? 1 : 0;
            writes += e.kind == kind(CommonKind::Write) ? 1 : 0;
            const Paths want = fullDiff(session.stateAt(c)->toJson(), session.stateAt(c - 1)->toJson());
            const Paths gotSync = changedOf(sync), gotAsync = changedOf(async);
            QVERIFY2(gotSync == want,
                     qPrintable(QStringLiteral("event %1: only the model marks %2; only the full diff %3")
                                    .arg(c)
                                    .arg(describe(gotSync, want), describe(want, gotSync))));
            QVERIFY2(
                gotAsync == want,
                qPrintable(QStringLiteral("event %1 (asynchronous): only the model marks %2; only the full diff %3")
                               .arg(c)
                               .arg(describe(gotAsync, want), describe(want, gotAsync))));
            QCOMPARE(async.changedCount(), static_cast<int>(want.size()));
            const QStringList wrongSync = wrongContainerCounts(sync, {}, want);
            const QStringList wrongAsync = wrongContainerCounts(async, {}, want);
            QVERIFY2(wrongSync.isEmpty(),
                     qPrintable(QStringLiteral("event %1: %2").arg(c).arg(wrongSync.join(QStringLiteral("; ")))));
            QVERIFY2(
                wrongAsync.isEmpty(),
                qPrintable(
                    QStringLiteral("event %1 (asynchronous): %2").arg(c).arg(wrongAsync.join(QStringLiteral("; ")))));
            std::map<std::string, QString> shown;
            collectValues(async, {}, shown);
            QVERIFY2(shown == valuesOf(session.stateAt(c)->toJson()),
                     qPrintable(QStringLiteral("event %1: the asynchronous model shows other values").arg(c)));
            ++compared;
            withChanges += want.empty() ? 0 : 1;
        }
        QVERIFY(compared > 0);
        QVERIFY2(withChanges > 0, "a sample whose events change nothing tests nothing");
        qInfo("%d cursors, %d with changes, %d rule steps' first events, %d writes", compared, withChanges, stepStarts,
              writes);
    }

    // F10 after a pause: the documents of the event F10 goes to were prepared while the
    // cursor rested, so the step is shown at once (no job), and marked as a full diff says.
    void preparedStepsEqualTheFullDiff_data() { changedLeavesEqualTheFullDiff_data(); }
    void preparedStepsEqualTheFullDiff()
    {
        QFETCH(QString, path);
        gui::SessionController controller;
        InspectorModel async(&controller);
        async.setAsynchronous(true);
        async.setPreparationDelay(0);  // the pause a reader makes, without the wait
        QVERIFY(test::openAndRun(controller, path));
        Session& session = *controller.session();
        controller.seekNow(0);
        int prepared = 0, steps = 0;
        for (; steps < 24 && controller.canStepForward(); ++steps) {
            QVERIFY(waitWhile([&] { return async.isBuilding() || async.isPreparing(); }));
            const Seq from = controller.cursor();
            controller.stepOver();
            const Seq c = controller.cursor();
            if (c == from)
                break;
            prepared += async.isBuilding() ? 0 : 1;
            QVERIFY(waitWhile([&] { return async.isBuilding(); }));
            const Paths want = fullDiff(session.stateAt(c)->toJson(), session.stateAt(c - 1)->toJson());
            const Paths got = changedOf(async);
            QVERIFY2(got == want,
                     qPrintable(QStringLiteral("F10 to event %1: only the model marks %2; only the full diff %3")
                                    .arg(c)
                                    .arg(describe(got, want), describe(want, got))));
            const QStringList wrong = wrongContainerCounts(async, {}, want);
            QVERIFY2(wrong.isEmpty(),
                     qPrintable(QStringLiteral("F10 to event %1: %2").arg(c).arg(wrong.join(QStringLiteral("; ")))));
            QCOMPARE(async.changedCount(), static_cast<int>(want.size()));
        }
        // Every step but one whose target lay beyond the look-ahead was served prepared.
        QVERIFY2(prepared >= steps - 1, qPrintable(QStringLiteral("%1 of %2 steps prepared").arg(prepared).arg(steps)));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestInspectorChanges)
#include "tst_inspectorchanges.moc"
