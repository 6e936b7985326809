// The power chart over the four-nation game: each nation's line equals
// GameState::powerHistory at the cursor, the rest of the game follows the session's head,
// the marker sits at the cursor's round, a click on a round seeks to its first event
// (nation.round-begin; round 0: the game's first event); other rulesets; pictures.
#include "gui_nation_support.h"
#include "gui_test_main.h"

#include "rulesets/nation/powerchartdock.h"
#include "rulesets/nation/powerchartview.h"

#include <QLabel>
#include <QLineSeries>

using namespace ts;
using gui::PowerChartDock;

namespace {

// The round-begin of round `round` + `offset` events.
Seq inRound(const Session& s, int round, int offset)
{
    return *test::findEvent(s, "nation.round-begin", 0, [&](const Event& e) { return e.arg[0] == round; }) +
        static_cast<Seq>(offset);
}

void compareWithEngine(const gui::PowerChartView& view, const nation::NationGame& g, const nation::NationGame& head)
{
    const auto& history = g.state().powerHistory;
    QCOMPARE(view.nationCount(), static_cast<int>(g.state().nations.size()));
    for (int n = 0; n < view.nationCount(); ++n) {
        const QLineSeries* line = view.historySeries(n);
        QVERIFY(line);
        QCOMPARE(line->name(), QString::fromStdString(g.scenario().nations[static_cast<std::size_t>(n)].name));
        QCOMPARE(line->count(), static_cast<int>(history.size()));
        for (int r = 0; r < line->count(); ++r)
            QCOMPARE(line->at(r), QPointF(r, history[static_cast<std::size_t>(r)][static_cast<std::size_t>(n)]));
        // The rest of the game: from the last completed round to the head's last one.
        const QLineSeries* rest = view.futureSeries(n);
        const auto& all = head.state().powerHistory;
        // At the game's first event no round's powers are recorded yet: the rest is all of it.
        QCOMPARE(rest->count(),
                 history.empty() ? static_cast<int>(all.size()) : static_cast<int>(all.size() - history.size()) + 1);
        QCOMPARE(rest->at(rest->count() - 1),
                 QPointF(static_cast<qreal>(all.size() - 1), all.back()[static_cast<std::size_t>(n)]));
    }
    QCOMPARE(view.cursorSeries()->at(0).x(), static_cast<qreal>(g.state().currentRound));
}

}  // namespace

class TestPowerChart : public QObject {
    Q_OBJECT
private slots:
    void seriesFollowTheCursor()
    {
        gui::SessionController controller;
        PowerChartDock dock(&controller);
        QVERIFY(test::openSample(controller, "nation", "four-nations.json"));
        const Session& s = *controller.session();
        const auto& head = dynamic_cast<const nation::NationGame&>(s.head());
        QCOMPARE(head.state().powerHistory.size(), std::size_t(13));
        for (Seq q : {Seq(0), inRound(s, 1, 0), inRound(s, 5, 40), inRound(s, 12, 3), s.size() - 1}) {
            controller.seekNow(q);
            compareWithEngine(*dock.chartView(), test::nationAt(controller), head);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event #%1").arg(q)));
        }
        controller.seekNow(inRound(s, 5, 40));
        QVERIFY2(dock.headline().contains(QStringLiteral("round 5 under way")), qPrintable(dock.headline()));
        QCOMPARE(dock.chartView()->lastRound(), 12);
    }

    void clickSeeksToTheRound()
    {
        gui::SessionController controller;
        PowerChartDock dock(&controller);
        QVERIFY(test::openSample(controller, "nation", "four-nations.json"));
        const Session& s = *controller.session();
        controller.seekNow(inRound(s, 8, 25));
        dock.resize(900, 480);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-power-chart.png")));
        auto* view = dock.chartView();
        for (int round : {3, 11, 0}) {
            const QPoint at = view->positionOf(round, 1);
            QVERIFY(!at.isNull());
            QCOMPARE(view->roundAt(at), round);
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
            const auto expected = PowerChartDock::firstEventOfRound(s, round);
            QVERIFY(expected);
            QCOMPARE(controller.cursor(), *expected);
            if (round == 0) {
                QCOMPARE(*expected, Seq(0));
            } else {
                const Event e = s.trace().at(*expected);
                QCOMPARE(s.trace().kindName(e.kind), std::string("nation.round-begin"));
                QCOMPARE(e.arg[0], round);
                QCOMPARE(*expected, inRound(s, round, 0));
            }
            QCOMPARE(view->cursorSeries()->at(0).x(),
                     static_cast<qreal>(test::nationAt(controller).state().currentRound));
        }
        // Outside the plot area nothing happens.
        const Seq before = controller.cursor();
        QCOMPARE(view->roundAt(QPoint(2, 2)), -1);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(2, 2));
        QCOMPARE(controller.cursor(), before);
        controller.seekNow(s.size() - 1);
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-power-chart-end.png")));
    }

    void otherRulesets()
    {
        gui::SessionController controller;
        PowerChartDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("powerChartDock"));
        QCOMPARE(dock.headline(), QStringLiteral("No session"));
        QVERIFY(test::openSample(controller, "nation", "fall.json"));
        QCOMPARE(dock.chartView()->nationCount(), 3);
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QCOMPARE(dock.headline(), QStringLiteral("The power chart belongs to the nation ruleset"));
        QVERIFY(dock.chartView()->isHidden());
        QCOMPARE(PowerChartDock::firstEventOfRound(*controller.session(), 1), std::nullopt);
        // Back to a nation game with other nations: new lines.
        QVERIFY(test::openSample(controller, "nation", "duel.json"));
        QCOMPARE(dock.chartView()->nationCount(), 2);
        QCOMPARE(dock.chartView()->historySeries(0)->name(), QStringLiteral("North"));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestPowerChart)
#include "tst_powerchart.moc"
