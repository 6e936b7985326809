// Issue 8, class 2, in the window: a trace file anyone can edit makes the old value of every
// write any 32-bit number, and the window shows exactly those values between two writes of a
// rule step (stateAt undoes the step's later writes with them). For samples of every
// registered ruleset (walked from resources/scenarios/, the two that write the most kinds of
// fields between them), every write's old value is replaced by an extreme one; the trace opens in the window with every panel on screen (floating, so none
// hides behind a tab), and the cursor visits the writes: the window must not crash, must not
// throw into the event loop, and must stay usable (it still steps afterwards).
#include "gui_test_main.h"
#include "window_fixture.h"

#include "edited_trace.h"
#include "test_paths.h"

#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "window/panelhost.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <set>

using namespace ts;

namespace {

constexpr std::int32_t kExtremes[] = {std::numeric_limits<std::int32_t>::min(), -1000000, -2, -1, 1000000,
                                      std::numeric_limits<std::int32_t>::max()};
constexpr int kVisits = 120;

// The fields a game writes (by name), and how many writes it makes.
struct Written {
    std::set<std::string> fields;
    std::size_t writes = 0;
};
Written writtenBy(const QString& path)
{
    const LoadedScenario loaded = loadScenarioFile(path.toStdString());
    Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
    s.run(50000);
    const KindId write = kind(CommonKind::Write);
    Written w;
    for (Seq seq = 0; seq < s.trace().size(); ++seq)
        if (const Event& e = s.trace().at(seq); e.kind == write) {
            w.fields.insert(loaded.ruleset->fieldName(static_cast<FieldId>(e.arg[0])));
            ++w.writes;
        }
    return w;
}

}  // namespace

class TestPanelsWrittenValues : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void everyPanelTakesAnyWrittenValue_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("file");
        // Per registered ruleset, among its samples with more than 20 writes, the one that
        // writes the most kinds of fields, then the one adding the most kinds not written yet
        // (a ruleset's variants write different fields: the Run table and the energy loop,
        // battles and held states). Every sample in the window would take about a minute, and
        // covering every field 16 samples (twice the time): two a ruleset is the sample
        // (issue 37). A ruleset without such a sample is a failing row.
        constexpr int kPerRuleset = 2;
        for (const QString& id : test::rulesetIds()) {
            std::vector<std::pair<QString, Written>> candidates;
            for (const QString& path : test::samplesOf(id))
                if (Written w = writtenBy(path); w.writes > 20)
                    candidates.emplace_back(path, std::move(w));
            std::set<std::string> covered;
            int picked = 0;
            while (picked < kPerRuleset) {
                std::size_t best = candidates.size(), bestNew = 0;
                for (std::size_t i = 0; i < candidates.size(); ++i) {
                    std::size_t added = 0;
                    for (const std::string& f : candidates[i].second.fields)
                        added += !covered.count(f);
                    if (added > bestNew) {
                        best = i;
                        bestNew = added;
                    }
                }
                if (best == candidates.size())
                    break;
                covered.insert(candidates[best].second.fields.begin(), candidates[best].second.fields.end());
                const QString file = candidates[best].first.section(QLatin1Char('/'), -1);
                QTest::addRow("%s %s", qPrintable(id), qPrintable(file)) << id << file;
                candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(best));
                ++picked;
            }
            if (picked == 0)
                QTest::addRow("%s: no sample writes more than 20 values", qPrintable(id)) << id << QString();
        }
    }

    void everyPanelTakesAnyWrittenValue()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, file);
        QVERIFY2(!file.isEmpty(),
                 qPrintable(QStringLiteral("ruleset %1 has no sample in resources/scenarios/%1/ that "
                                           "writes more than 20 values")
                                .arg(ruleset)));
        const LoadedScenario loaded = loadScenarioFile(test::sampleFile(qPrintable(ruleset), qPrintable(file)));
        Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
        s.run(50000);
        const KindId write = kind(CommonKind::Write);
        std::vector<Seq> writes;
        const std::string path =
            dir_.filePath(ruleset + QLatin1Char('-') + file + QStringLiteral(".tstrace")).toStdString();
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
