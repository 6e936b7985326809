// Issue 8, class 2, in the window: a trace file anyone can edit makes the old value of every
// write any 32-bit number, and the window shows exactly those values between two writes of a
// rule step (stateAt undoes the step's later writes with them). For samples of every ruleset
// (walked from resources/scenarios/, one per variant), every write's old value is replaced by
// an extreme one; the trace opens in the window with every panel on screen (floating, so none
// hides behind a tab), and the cursor visits the writes: the window must not crash, must not
// throw into the event loop, and must stay usable (it still steps afterwards).
#include "gui_test_main.h"
#include "window_fixture.h"

#include "edited_trace.h"
#include "test_paths.h"

#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session.h"
#include "window/panelhost.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace ts;

namespace {

constexpr std::int32_t kExtremes[] = {std::numeric_limits<std::int32_t>::min(), -1000000, -2, -1, 1000000,
                                      std::numeric_limits<std::int32_t>::max()};
constexpr int kVisits = 120;

}  // namespace

class TestPanelsWrittenValues : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void everyPanelTakesAnyWrittenValue_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("file");
        // The samples with the most kinds of writes of each ruleset and variant.
        QTest::addRow("roguelike run table") << "roguelike" << "nine-units.json";
        QTest::addRow("roguelike energy") << "roguelike" << "energy-dungeon.json";
        QTest::addRow("nation battle") << "nation" << "four-nations.json";
        QTest::addRow("nation states") << "nation" << "states.json";
        QTest::addRow("stack") << "stack" << "blackpoker.json";
        QTest::addRow("stack triggers") << "stack" << "triggers-both.json";
        QTest::addRow("events zones") << "events" << "full-zones.json";
        QTest::addRow("events nested") << "events" << "nested-answers.json";
    }

    void everyPanelTakesAnyWrittenValue()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, file);
        const LoadedScenario loaded = loadScenarioFile(test::sampleFile(qPrintable(ruleset), qPrintable(file)));
        Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
        s.run(50000);
        const KindId write = kind(CommonKind::Write);
        std::vector<Seq> writes;
        const std::string path = dir_.filePath(ruleset + QLatin1Char('-') + file + QStringLiteral(".tstrace")).toStdString();
        test::saveEditedTrace(s, path, [&](Seq seq, Event& e) {
            if (e.kind != write)
                return;
            e.arg[1] = kExtremes[writes.size() % std::size(kExtremes)];
            writes.push_back(seq);
        });
        QVERIFY2(writes.size() > 20, "the sample writes too little to test");

        test::WindowFixture t;
        QVERIFY(t.open(QString::fromStdString(path)));
        for (QDockWidget* d : t.w.panels()->allDocks()) {
            d->setFloating(true);
            d->show();
        }
        QTest::qWait(50);
        const std::size_t stride = std::max<std::size_t>(1, writes.size() / kVisits);
        int visited = 0;
        for (std::size_t i = 0; i < writes.size(); i += stride, ++visited) {
            // Just before the write: its old value is what the state shows there.
            t.w.controller()->seekNow(writes[i] > 0 ? writes[i] - 1 : 0);
            QCoreApplication::processEvents();
            QVERIFY(QTest::qWaitFor([&] { return !t.w.controller()->isBusy(); }, 20000));
        }
        QVERIFY(visited > 10);
        QVERIFY2(t.errors.isEmpty(), qPrintable(t.errors.join(QLatin1Char('\n'))));
        // Still usable: it steps to the end as it would without the edits.
        t.w.controller()->seekNow(s.trace().size() - 1);
        QVERIFY(QTest::qWaitFor([&] { return !t.w.controller()->isBusy(); }, 20000));
        QCOMPARE(t.w.controller()->cursor(), s.trace().size() - 1);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestPanelsWrittenValues)
#include "tst_panels_written_values.moc"
