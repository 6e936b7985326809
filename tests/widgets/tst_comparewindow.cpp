// The comparison window: the game in the debugger and a fork of it (another draw result)
// side by side on samples of three rulesets: the aligned rows against the kernel's
// alignment, the first divergent place where firstDivergence says, Previous / Next
// Difference, the two states' differences against the states' JSON, double-click to the
// debugger, a fork in the debugger re-aligns, another game closes the window; identical
// traces and a file that cannot be opened; a picture.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/compare/alignedeventsmodel.h"
#include "panels/compare/comparewindow.h"
#include "panels/compare/statediffmodel.h"

#include "kernel/draw/draw_ledger.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/trace_diff.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QPointer>
#include <QTableView>
#include <QTemporaryDir>

using namespace ts;
using ts::gui::AlignedEventsModel;
using ts::gui::CompareWindow;
using ts::gui::SessionController;
using ts::gui::StateDiffModel;

namespace {

// A draw about a third into the game with a choice (a fork there changes the game).
std::optional<DrawEntry> drawToFork(const Trace& t) { return test::choiceDraw(t, 3); }

// The debugger's game forked at `d` with another result, saved to `path`.
void saveFork(const Session& s, const DrawEntry& d, const std::string& path)
{
    Session fork(s.ruleset(), s.scenarioPtr(), s.seed());
    fork.run();
    fork.forkAtDraw(d.seq, static_cast<std::uint32_t>((d.value + 1) % d.bound));
    fork.run();
    saveSession(path, fork);
}

std::optional<nlohmann::json> valueAt(const nlohmann::json& doc, const QString& pointer)
{
    const nlohmann::json::json_pointer p(pointer.toStdString());
    return doc.contains(p) ? std::optional<nlohmann::json>(doc.at(p)) : std::nullopt;
}

// Every leaf row of the state tree against the two documents: marked as differing exactly
// when the values at its pointer differ. Returns the number of differing leaves.
int checkLeaves(const StateDiffModel& m, const QModelIndex& parent, const nlohmann::json& a, const nlohmann::json& b)
{
    int differing = 0;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (m.rowCount(i) > 0) {
            differing += checkLeaves(m, i, a, b);
            continue;
        }
        const QString pointer = i.data(StateDiffModel::PathRole).toString();
        const auto x = valueAt(a, pointer), y = valueAt(b, pointer);
        const bool differs = i.data(StateDiffModel::DiffersRole).toBool();
        if (differs != (x != y))
            qWarning("%s: marked %d", qPrintable(pointer), differs);
        differing += differs;
        if (differs != (x != y))
            return -1000000;
    }
    return differing;
}

}  // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir;

private slots:
    void forkedGame_data()
    {
        // Per registered ruleset, its first sample (by name) with a draw to fork at.
        test::addFirstSampleRows(test::hasChoiceDraw(3), "no draw to fork at");
    }

    void forkedGame()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset,
                                     "no sample of this ruleset makes a draw with a choice a third into its game");
        SessionController controller;
        QVERIFY(test::openAndRun(controller, sample));
        Session& a = *controller.session();
        const auto draw = drawToFork(a.trace());
        QVERIFY(draw);
        const QString path = dir.filePath(ruleset + QStringLiteral("-fork.tstrace"));
        saveFork(a, *draw, path.toStdString());

        CompareWindow w(&controller);
        QAbstractItemModelTester events(w.eventsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester states(w.stateModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QString error;
        QVERIFY2(w.compareWith(path, &error), qPrintable(error));

        // The rows are the kernel's alignment, one per event pair or lone event.
        auto b = openSession(path.toStdString());
        const TraceAlignment expected = alignTraces(a.trace(), b->trace());
        QCOMPARE(w.eventsModel()->alignment().stretches, expected.stretches);
        qint64 rows = 0;
        for (const AlignedStretch& s : expected.stretches)
            rows += qint64(std::max(s.aEnd - s.aBegin, s.bEnd - s.bBegin));
        QCOMPARE(w.eventsModel()->rowCount(), int(rows));
        for (int r = 0; r < w.eventsModel()->rowCount(); r += std::max(1, w.eventsModel()->rowCount() / 200)) {
            const auto row = w.eventsModel()->rowAt(r);
            if (row.a)
                QCOMPARE(w.eventsModel()->rowOfA(*row.a), r);
            if (row.b)
                QCOMPARE(w.eventsModel()->rowOfB(*row.b), r);
        }

        // The first divergent place is the forked draw; the window starts there.
        const auto first =
            firstDivergence(a.trace(), *controller.render(), b->trace(), RenderContext(b->trace(), &b->ruleset()));
        QVERIFY(first);
        QCOMPARE(first->seq, draw->seq);
        const auto& places = w.eventsModel()->divergentRows();
        QVERIFY(!places.empty());
        QCOMPARE(w.eventsModel()->rowAt(places.front()).a, std::optional<Seq>(draw->seq));
        QCOMPARE(w.eventsView()->currentIndex().row(), places.front());
        QVERIFY2(w.summaryLabel()->text().contains(QStringLiteral("the first at A #%1 / B #%1").arg(draw->seq)),
                 qPrintable(w.summaryLabel()->text()));

        // Next Difference walks the places in order, then stops; Previous comes back.
        for (std::size_t i = 1; i < places.size(); ++i) {
            QVERIFY(w.nextDifference());
            QCOMPARE(w.eventsView()->currentIndex().row(), places[i]);
        }
        QVERIFY(!w.nextDifference());
        if (places.size() > 1) {
            QVERIFY(w.previousDifference());
            QCOMPARE(w.eventsView()->currentIndex().row(), places[places.size() - 2]);
        }

        // At each divergent place every marked leaf is a value that differs between the two
        // states' JSON; somewhere the states do differ. With "Only differences" off the
        // equal values are there too.
        int differentStates = 0;
        for (const int place : places) {
            w.selectRow(place);
            const auto row = w.eventsModel()->rowAt(place);
            const nlohmann::json ja = a.stateAt(row.a.value_or(row.aNext > 0 ? row.aNext - 1 : 0))->toJson();
            const nlohmann::json jb = b->stateAt(row.b.value_or(row.bNext > 0 ? row.bNext - 1 : 0))->toJson();
            QCOMPARE(checkLeaves(*w.stateModel(), {}, ja, jb), w.stateModel()->differences());
            QCOMPARE(w.stateModel()->differences() > 0, ja != jb);
            differentStates += ja != jb;
            if (ja != jb && differentStates == 1) {
                const int onlyRows = w.stateModel()->rowCount();
                w.onlyDifferencesBox()->setChecked(false);
                QCOMPARE(checkLeaves(*w.stateModel(), {}, ja, jb), w.stateModel()->differences());
                QVERIFY(w.stateModel()->rowCount() >= onlyRows);
                w.onlyDifferencesBox()->setChecked(true);
            }
        }
        QVERIFY(differentStates > 0);

        // Double-click shows A's event in the debugger.
        const QModelIndex at = w.eventsModel()->index(places.front(), AlignedEventsModel::EventA);
        emit w.eventsView()->doubleClicked(at);
        QCOMPARE(controller.cursor(), draw->seq);

        // The same fork made in the debugger: identical to B.
        QString forkError;
        QVERIFY2(
            controller.forkAtDraw(draw->seq, static_cast<std::uint32_t>((draw->value + 1) % draw->bound), &forkError),
            qPrintable(forkError));
        QVERIFY(test::waitIdle(controller));
        QVERIFY(w.eventsModel()->divergentRows().empty());
        QVERIFY2(w.summaryLabel()->text().endsWith(QStringLiteral("identical")), qPrintable(w.summaryLabel()->text()));

        if (ruleset == QLatin1String("stack")) {
            controller.forkAtDraw(draw->seq, static_cast<std::uint32_t>(draw->value), &forkError);  // apart again
            QVERIFY(test::waitIdle(controller));
            w.resize(1300, 820);
            w.selectRow(w.eventsModel()->divergentRows().front());
            QVERIFY(w.nextDifference());
            QVERIFY(test::saveGrab(w, QStringLiteral("compare-window.png")));
        }
    }

    void anotherGameClosesIt()
    {
        SessionController controller;
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        const QString path = dir.filePath(QStringLiteral("same.tstrace"));
        QString error;
        QVERIFY2(controller.saveTrace(path, &error), qPrintable(error));
        QPointer<CompareWindow> w = new CompareWindow(&controller);
        QVERIFY2(w->compareWith(path, &error), qPrintable(error));
        QVERIFY(w->eventsModel()->divergentRows().empty());
        QCOMPARE(w->eventsModel()->rowCount(), int(controller.session()->size()));
        w->show();
        QVERIFY(test::openSample(controller, "nation", "duel.json"));
        QTRY_VERIFY(w.isNull());  // closed and deleted
    }

    // Esc and Ctrl+W close the window (it deletes itself on close).
    void closesWithTheKeyboard_data()
    {
        QTest::addColumn<QKeySequence>("keys");
        QTest::newRow("Esc") << QKeySequence(Qt::Key_Escape);
        QTest::newRow("Ctrl+W") << QKeySequence(QKeySequence::Close);
    }
    void closesWithTheKeyboard()
    {
        QFETCH(QKeySequence, keys);
        SessionController controller;
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        const QString path = dir.filePath(QStringLiteral("keys.tstrace"));
        QString error;
        QVERIFY2(controller.saveTrace(path, &error), qPrintable(error));
        QPointer<CompareWindow> w = new CompareWindow(&controller);
        QVERIFY2(w->compareWith(path, &error), qPrintable(error));
        w->show();
        QVERIFY(QTest::qWaitForWindowActive(w));
        QTest::keySequence(w, keys);
        QTRY_VERIFY(w.isNull());
    }

    void badFiles()
    {
        SessionController empty;
        CompareWindow none(&empty);
        QString error;
        QVERIFY(!none.compareWith(dir.filePath(QStringLiteral("same.tstrace")), &error));
        QVERIFY2(error.contains(QStringLiteral("no game")), qPrintable(error));

        SessionController controller;
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        CompareWindow w(&controller);
        const QString missing = dir.filePath(QStringLiteral("missing.tstrace"));
        QVERIFY(!w.compareWith(missing, &error));
        QVERIFY2(error.contains(missing), qPrintable(error));
        QCOMPARE(w.eventsModel()->rowCount(), 0);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
