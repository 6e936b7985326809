// The random-draw ledger panel: its model under QAbstractItemModelTester against the
// kernel's ledger on samples that draw, the filters and counts per clause, "Try another
// value" forking the game (and refusing a value outside the draw's range), double-click to
// the draw, the saved and reopened fork, pins and re-runs with other seeds (each pin's outcome
// against the new trace), and a picture of the panel.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/draws/drawledgerdock.h"
#include "panels/draws/drawledgermodel.h"
#include "panels/draws/drawpinlist.h"
#include "session/drawpinset.h"
#include "session/modelroles.h"

#include "kernel/draw/draw_pins.h"
#include "kernel/kinds.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>

using ts::gui::DrawLedgerDock;
using ts::gui::DrawLedgerModel;
using ts::gui::SessionController;
using namespace ts;

class TestDrawLedger : public QObject {
    Q_OBJECT
private slots:
    void modelFollowsTheLedger_data()
    {
        // Every sample of every registered ruleset whose game draws (a ruleset none of whose
        // samples draws is a skipped row that says so).
        test::addEverySampleRows([](const Session& s) { return !buildDrawLedger(s.trace()).draws.empty(); },
                                 "no sample draws");
    }

    void modelFollowsTheLedger()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample of this ruleset makes a random draw");
        SessionController controller;
        DrawLedgerModel model(&controller);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openAndRun(controller, sample));
        const DrawLedger ledger = buildDrawLedger(controller.session()->trace());
        QVERIFY(!ledger.draws.empty());
        QCOMPARE(model.rowCount(), int(ledger.draws.size()));
        for (int r = 0; r < model.rowCount(); ++r) {
            const DrawEntry& d = ledger.draws[std::size_t(r)];
            QCOMPARE(model.index(r, DrawLedgerModel::Event).data(gui::SeqRole).toULongLong(), d.seq);
            QCOMPARE(model.index(r, DrawLedgerModel::Result).data().toString(), QString::number(d.value));
            QCOMPARE(model.index(r, DrawLedgerModel::Range).data().toString(), QStringLiteral("0–%1").arg(d.bound - 1));
            QVERIFY(model.index(r, DrawLedgerModel::UsedBy)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("#%1 ").arg(d.usedBy)));
        }
        // Counts per clause, then a clause filter: exactly that clause's draws.
        QCOMPARE(model.countsPerClause(), ledger.perClause);
        const auto& [clause, count] = *ledger.perClause.begin();
        model.setClauseFilter(QString::fromStdString(clause));
        QCOMPARE(model.rowCount(), int(count));
        model.setClauseFilter(QString());
        // An entity filter: only its draws; an unknown name: none.
        const EntityId who = ledger.draws.front().entity;
        if (who != kNoEntity) {
            model.setEntityFilter(QString::fromStdString(controller.session()->trace().entityNames[who]));
            const auto expected = std::count_if(ledger.draws.begin(), ledger.draws.end(),
                                                [&](const DrawEntry& d) { return d.entity == who; });
            QCOMPARE(model.rowCount(), int(expected));
        }
        model.setEntityFilter(QStringLiteral("nobody at all"));
        QCOMPARE(model.rowCount(), 0);
    }

    // A trace read in slices: the rows grow slice by slice, the panel says how far it has
    // read, and the end is the one-pass ledger.
    void readsInSlices()
    {
        SessionController controller;
        DrawLedgerDock dock(&controller);
        DrawLedgerModel* model = dock.model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->setSliceEvents(211);
        QVERIFY(test::openAndRun(controller, test::samplePath("stack", "blackpoker-shuffled.json")));
        const DrawLedger ledger = buildDrawLedger(controller.session()->trace(), controller.session()->drawOverrides());
        QVERIFY(controller.session()->size() > 211 * 3);
        auto* summary = dock.findChild<QLabel*>(QStringLiteral("drawLedgerSummary"));
        QVERIFY(summary);
        int slices = 0, rows = 0;
        bool saidReading = false;
        while (model->isScanning()) {
            QVERIFY(model->rowCount() >= rows);
            rows = model->rowCount();
            saidReading = saidReading || summary->text().contains(QStringLiteral("reading the trace"));
            ++slices;
            QVERIFY(QTest::qWaitFor([&] { return model->scannedEvents() > Seq(slices) * 211 || !model->isScanning(); },
                                    5000));
        }
        QVERIFY(slices > 2);
        QVERIFY(saidReading);
        QVERIFY(!summary->text().contains(QStringLiteral("reading the trace")));
        QCOMPARE(model->rowCount(), int(ledger.draws.size()));
        for (int r = 0; r < model->rowCount(); ++r)
            QCOMPARE(model->index(r, DrawLedgerModel::Event).data(gui::SeqRole).toULongLong(),
                     ledger.draws[std::size_t(r)].seq);
        QCOMPARE(model->countsPerClause(), ledger.perClause);
    }

    void tryAnotherValue()
    {
        SessionController controller;
        DrawLedgerDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "events", "duel.json"));
        QTableView* view = dock.view();
        const int row = 10;
        const DrawEntry before = *dock.model()->entryAt(row);
        QVERIFY(before.bound >= 2);
        view->selectRow(row);
        QString error;
        QVERIFY(!dock.tryValue(static_cast<std::uint32_t>(before.bound), &error));  // outside [0, bound)
        QVERIFY2(error.contains(QStringLiteral("outside")), qPrintable(error));
        QVERIFY(controller.session()->drawOverrides().empty());

        const auto value = static_cast<std::uint32_t>((before.value + 1) % before.bound);
        QVERIFY2(dock.tryValue(value, &error), qPrintable(error));
        QVERIFY(test::waitIdle(controller));
        QCOMPARE(controller.cursor(), before.seq);
        QCOMPARE(controller.session()->trace().at(before.seq).arg[2], std::int32_t(value));
        const DrawEntry* after = dock.model()->entryAt(row);
        QVERIFY(after && after->overridden && after->value == std::int32_t(value));
        QVERIFY(dock.model()->index(row, DrawLedgerModel::Result).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(int(dock.model()->totalDraws()), int(buildDrawLedger(controller.session()->trace()).draws.size()));

        // Saved and opened again: the override is there and the game verifies.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fork.tstrace"));
        QVERIFY2(controller.saveTrace(path, &error), qPrintable(error));
        RecordedGame g = openRecordedGame(path.toStdString());
        loadAllBlocks(g.file.trace);
        QVERIFY(verifyRecordedGame(g).ok());
        SessionController reopened;
        DrawLedgerDock dock2(&reopened);
        QVERIFY2(reopened.openTrace(path, &error), qPrintable(error));
        QVERIFY(test::waitIdle(reopened));
        QVERIFY(dock2.model()->entryAt(row)->overridden);

        // Double-click goes to the draw.
        const DrawEntry other = *dock.model()->entryAt(3);
        view->selectRow(3);
        emit view->doubleClicked(dock.model()->index(3, 0));
        QCOMPARE(controller.cursor(), other.seq);
    }

    void pinAndRerun_data()
    {
        // Per registered ruleset, its first sample (by name) with three draws to pin.
        test::addFirstSampleRows(
            [](const Session& s) {
                const DrawLedger ledger = buildDrawLedger(s.trace());
                return std::count_if(ledger.draws.begin(), ledger.draws.end(),
                                     [](const DrawEntry& d) { return d.bound >= 2; }) >= 3;
            },
            "no three draws to pin");
    }

    // Pin draws in the ledger, re-run with other seeds: each pin's outcome is what the new
    // game's trace says, an applied pin is an override of that draw, and the re-run verifies.
    void pinAndRerun()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample of this ruleset makes three random draws with a choice");
        SessionController controller;
        DrawLedgerDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openAndRun(controller, sample));
        DrawLedgerModel* model = dock.model();

        // Pin the first three draws that have a choice; Pin toggles.
        std::vector<DrawEntry> pinned;
        for (int r = 0; r < model->rowCount() && pinned.size() < 3; ++r) {
            const DrawEntry d = *model->entryAt(r);
            dock.view()->selectRow(r);
            QCOMPARE(dock.pinButton()->isEnabled(), d.bound >= 2);
            if (d.bound < 2)
                continue;
            QCOMPARE(dock.pinButton()->text(), QStringLiteral("Pin"));
            dock.togglePin();
            QCOMPARE(dock.pinButton()->text(), QStringLiteral("Unpin"));
            QCOMPARE(model->index(r, DrawLedgerModel::Pin).data().toString(),
                     QStringLiteral("pinned = %1").arg(d.value));
            pinned.push_back(d);
        }
        QCOMPARE(pinned.size(), std::size_t(3));
        dock.view()->selectRow(int(pinned[0].ordinal));
        dock.togglePin();  // unpinned …
        QVERIFY(model->index(int(pinned[0].ordinal), DrawLedgerModel::Pin).data().toString().isEmpty());
        dock.togglePin();  // … and pinned again
        const Trace& first = controller.session()->trace();
        DrawPins expected;
        for (const DrawEntry& d : pinned)
            expected.push_back(pinsOfDraws(first, {d.seq}).at(0));
        normalizeDrawPins(expected);
        QCOMPARE(controller.pins()->pins(), expected);
        QCOMPARE(dock.pinList()->list()->count(), 3);
        QVERIFY(dock.pinList()->list()->item(0)->text().endsWith(QStringLiteral("kept for the next re-run")));

        int applied = 0;
        const std::uint64_t seed0 = controller.session()->seed();
        for (std::uint64_t seed = seed0 + 1; seed <= seed0 + 4; ++seed) {
            QString error;
            QVERIFY2(controller.rerunWithSeed(seed, &error), qPrintable(error));
            QVERIFY(test::waitIdle(controller));
            QCOMPARE(controller.session()->seed(), seed);
            QCOMPARE(controller.pins()->pins(), expected);  // kept across re-runs
            const Trace& t = controller.session()->trace();
            const DrawLedger ledger = buildDrawLedger(t, controller.session()->drawOverrides());
            const auto outcomes = controller.pinOutcomes();
            QCOMPARE(outcomes.size(), expected.size());
            for (std::size_t i = 0; i < outcomes.size(); ++i) {
                const DrawPinOutcome& o = outcomes[i];
                const auto draw = std::find_if(ledger.draws.begin(), ledger.draws.end(), [&](const DrawEntry& d) {
                    return t.clauseName(d.clause) == o.pin.clause && d.occurrence == o.pin.occurrence;
                });
                const QString line = dock.pinList()->list()->item(int(i))->text();
                QVERIFY2(line.startsWith(QString::fromStdString(formatDrawPin(o.pin))), qPrintable(line));
                QVERIFY2(line.endsWith(gui::DrawPinList::outcomeText(&o)), qPrintable(line));
                switch (o.status) {
                case DrawPinOutcome::Status::Applied:
                    QVERIFY(draw != ledger.draws.end() && draw->seq == o.seq && draw->overridden);
                    QCOMPARE(std::uint32_t(draw->value), o.pin.value);
                    QCOMPARE(model->index(int(draw->ordinal), DrawLedgerModel::Pin).data().toString(),
                             QStringLiteral("pinned = %1").arg(o.pin.value));
                    ++applied;
                    break;
                case DrawPinOutcome::Status::OutOfRange:
                    QVERIFY(draw != ledger.draws.end() && draw->seq == o.seq && !draw->overridden);
                    QVERIFY(std::uint32_t(draw->bound) <= o.pin.value);
                    break;
                case DrawPinOutcome::Status::NeverReached: QVERIFY(draw == ledger.draws.end()); break;
                default: QFAIL(qPrintable(QString::fromStdString(describePinOutcome(o))));
                }
            }
            // Saved and opened again, the re-run verifies without the pins.
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("rerun.tstrace"));
            QVERIFY2(controller.saveTrace(path, &error), qPrintable(error));
            RecordedGame g = openRecordedGame(path.toStdString());
            loadAllBlocks(g.file.trace);
            QVERIFY(verifyRecordedGame(g).ok());
        }
        QVERIFY2(applied > 0, "no pin was applied in four re-runs");

        // A double-click on an applied pin goes to its draw; Remove Pin; opening a file clears them.
        for (int i = 0; i < dock.pinList()->list()->count(); ++i) {
            const auto& o = controller.pinOutcomes()[std::size_t(i)];
            if (o.status != DrawPinOutcome::Status::Applied)
                continue;
            emit dock.pinList()->list()->itemDoubleClicked(dock.pinList()->list()->item(i));
            QCOMPARE(controller.cursor(), o.seq);
        }
        dock.pinList()->list()->setCurrentRow(0);
        dock.pinList()->removeSelected();
        QCOMPARE(controller.pins()->pins().size(), std::size_t(2));
        QCOMPARE(dock.pinList()->list()->count(), 2);
        QVERIFY(test::openAndRun(controller, sample));
        QVERIFY(controller.pins()->isEmpty());
        QCOMPARE(dock.pinList()->list()->count(), 0);
    }

    void picture()
    {
        SessionController controller;
        DrawLedgerDock dock(&controller);
        QVERIFY(test::openSample(controller, "stack", "blackpoker-shuffled.json"));
        dock.resize(1200, 440);
        dock.view()->selectRow(1);
        dock.togglePin();
        dock.view()->resizeColumnsToContents();
        QVERIFY(dock.countsList()->count() >= 2);
        QVERIFY(test::saveGrab(dock, QStringLiteral("draw-ledger.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestDrawLedger)
#include "tst_drawledger.moc"
