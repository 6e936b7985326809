// TimelineWidget and TimelineDock: mark indexes against a brute-force scan (also while
// the trace grows and after a fork), mouse seeking with coalescing, zoom and pan, and a
// picture of the panel (/tmp/turnscope-timeline.png).
#include "gui_test_main.h"
#include "timeline_test_support.h"

#include "panels/timeline/timelinedock.h"
#include "panels/timeline/timelinewidget.h"

#include "kernel/clauses.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "rulesets/roguelike/kinds.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolTip>
#include <QWheelEvent>
#include <QtTest>

#include <cmath>

using namespace ts;
using namespace ts::gui;

namespace {

struct Marks {
    std::vector<Seq> turns, runs, decisions, hits;
    std::vector<std::int32_t> turnNumbers;
};

// What the timeline should show, by looking at every event; hits as the session's
// breakpoints say (filters, and conditions where a rule step ends).
Marks bruteForce(Session& s)
{
    Marks m;
    const Trace& t = s.trace();
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        const std::string kind = t.kindName(e.kind);
        if (kind == "roguelike.turn-begin") {
            m.turns.push_back(i);
            m.turnNumbers.push_back(e.arg[0]);
        } else if (kind == "roguelike.run-begin") {
            m.runs.push_back(i);
        } else if (kind == "decision") {
            m.decisions.push_back(i);
        }
        if (s.breakpointHit(i))
            m.hits.push_back(i);
    }
    return m;
}

bool sameMarks(const TimelineWidget& w, Session& s)
{
    const Marks m = bruteForce(s);
    return w.turnMarks() == m.turns && w.turnNumbers() == m.turnNumbers && w.runMarks() == m.runs &&
        w.decisionMarks() == m.decisions && w.hitMarks() == m.hits;
}

Breakpoint filterBreakpoint(const Session& s, const std::string& kind, const std::string& entity)
{
    const Trace& t = s.trace();
    Breakpoint bp;
    if (!kind.empty())
        bp.kind = static_cast<KindId>(std::find(t.kindNames.begin(), t.kindNames.end(), kind) - t.kindNames.begin());
    if (!entity.empty())
        bp.entity = static_cast<EntityId>(std::find(t.entityNames.begin(), t.entityNames.end(), entity) -
                                          t.entityNames.begin());
    return bp;
}

// The seq that a fit-all timeline shows at column x.
Seq expectedSeqAt(const TimelineWidget& w, int x, std::size_t size)
{
    const QRect plot = w.plotRect();
    const double s = double(x - plot.left()) * double(size - 1) / double(plot.width() - 1);
    return static_cast<Seq>(std::clamp(std::llround(s), 0LL, static_cast<long long>(size - 1)));
}

int laneY(const TimelineWidget& w, TimelineWidget::Lane lane)
{
    for (int y = 0; y < w.height(); ++y)
        if (w.laneAt(y) == lane)
            return y + 2;
    return -1;
}

}  // namespace

class TestTimelineWidget : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void dock();
    void marksMatchBruteForce();
    void hitsFollowBreakpoints();
    void growingTraceAndFork();
    void pressAndDragSeek();
    void rapidDragsCoalesce();
    void zoomAndPan();
    void bigTraceIndexesInSlices();
    void drawnLanesFollowEveryChange();
    void screenshot();

private:
    QTemporaryDir dir_;
    QString longScenario_;
    QString manualScenario_;
};

void TestTimelineWidget::initTestCase()
{
    QVERIFY(dir_.isValid());
    longScenario_ = test::longNineUnits(dir_.path(), 40);
    manualScenario_ = test::longNineUnits(dir_.path(), 12, true);
}

void TestTimelineWidget::dock()
{
    SessionController controller;
    TimelineDock dock(&controller);
    QCOMPARE(dock.objectName(), QStringLiteral("timelineDock"));
    QCOMPARE(dock.windowTitle(), QStringLiteral("Timeline"));
    QVERIFY(dock.timeline());
    QCOMPARE(dock.timeline()->sizeHint(), QSize(600, 64));
    dock.resize(600, 90);
    dock.show();
    QVERIFY(!dock.grab().isNull());  // paints with no session
}

void TestTimelineWidget::marksMatchBruteForce()
{
    SessionController controller;
    TimelineWidget w(&controller);
    QVERIFY(test::openAndRun(controller, longScenario_));
    QTRY_VERIFY(!w.isIndexing());
    Session& s = *controller.session();
    QVERIFY(s.size() > 4000);
    QCOMPARE(w.turnMarks().size(), 40u);
    QCOMPARE(w.turnNumbers().front(), 1);
    QCOMPARE(w.turnNumbers().back(), 40);
    QVERIFY(!w.runMarks().empty());
    QVERIFY(!w.decisionMarks().empty());
    QVERIFY(w.hitMarks().empty());
    QVERIFY(sameMarks(w, s));
    QVERIFY(std::is_sorted(w.runMarks().begin(), w.runMarks().end()));
}

void TestTimelineWidget::hitsFollowBreakpoints()
{
    SessionController controller;
    TimelineWidget w(&controller);
    QVERIFY(test::openAndRun(controller, longScenario_));
    Session& s = *controller.session();
    const int attacks = controller.addBreakpoint(filterBreakpoint(s, "roguelike.attack", "Enemy1"));
    QTRY_VERIFY(!w.isIndexing());
    QVERIFY(!w.hitMarks().empty());
    QVERIFY(sameMarks(w, s));
    const std::size_t attackHits = w.hitMarks().size();

    Breakpoint clause;
    clause.clause = "000:tokens/deal";
    controller.addBreakpoint(clause);
    QTRY_VERIFY(!w.isIndexing());
    QVERIFY(w.hitMarks().size() > attackHits);
    QVERIFY(sameMarks(w, s));

    // A condition-only breakpoint marks where its condition holds as a rule step ends
    // (issue 35: every hit is in the Hits lane, conditions included).
    Breakpoint conditional;
    conditional.condition = [](const Game&, Seq seq) { return seq % 7 == 0; };
    conditional.conditionText = "event % 7 == 0";
    const int byCondition = controller.addBreakpoint(std::move(conditional));
    QTRY_VERIFY(!w.isIndexing());
    QVERIFY(sameMarks(w, s));
    QVERIFY(std::any_of(w.hitMarks().begin(), w.hitMarks().end(), [](Seq q) { return q % 7 == 0 && q > 0; }));

    controller.setBreakpointEnabled(attacks, false);
    QTRY_VERIFY(!w.isIndexing());
    QVERIFY(sameMarks(w, s));
    controller.removeBreakpoint(attacks + 1);
    controller.removeBreakpoint(byCondition);
    QTRY_VERIFY(!w.isIndexing());
    QVERIFY(w.hitMarks().empty());
}

void TestTimelineWidget::growingTraceAndFork()
{
    SessionController controller;
    TimelineWidget w(&controller);
    QVERIFY(test::openAndRun(controller, manualScenario_));
    QVERIFY(controller.waitingForDecision());
    Breakpoint bp;
    bp.kind = filterBreakpoint(*controller.session(), "roguelike.speed-change", "").kind;
    controller.addBreakpoint(bp);
    QVERIFY(sameMarks(w, *controller.session()));
    auto answerOfKind = [&](std::uint16_t kind) {
        for (const Answer& a : controller.session()->legalAnswers())
            if (a.kind == kind)
                return a;
        return Answer{};
    };
    constexpr std::uint16_t kWait = 3, kDrinkSpeedGrass = 4;
    std::size_t before = controller.session()->size();
    for (int i = 0; i < 8 && controller.waitingForDecision(); ++i) {
        controller.answer(answerOfKind(i % 2 == 0 ? kDrinkSpeedGrass : kWait));
        QTRY_VERIFY(!controller.isBusy());
        QVERIFY(controller.session()->size() > before);
        before = controller.session()->size();
        QTRY_VERIFY(!w.isIndexing());
        QVERIFY2(sameMarks(w, *controller.session()), qPrintable(QStringLiteral("after answer %1").arg(i)));
    }
    QVERIFY(!w.hitMarks().empty());  // speed changes from the grass
    const std::size_t decisionsBefore = w.decisionMarks().size();

    // A fork cuts the future at decision 0 and answers "wait": the marks follow.
    Answer wait;
    wait.kind = kWait;
    controller.forkAt(0, wait);
    QTRY_VERIFY(!controller.isBusy());
    QTRY_VERIFY(!w.isIndexing());
    QVERIFY(sameMarks(w, *controller.session()));
    QVERIFY(w.decisionMarks().size() < decisionsBefore);
}

void TestTimelineWidget::pressAndDragSeek()
{
    SessionController controller;
    TimelineWidget w(&controller);
    w.resize(801, 80);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(test::openAndRun(controller, longScenario_));
    const std::size_t size = controller.session()->size();
    QVERIFY(w.isFitAll());
    const QRect plot = w.plotRect();
    const int y = plot.center().y();
    for (const double f : {0.0, 0.25, 0.5, 0.8, 1.0}) {
        const int x = plot.left() + int(std::lround(f * (plot.width() - 1)));
        const Seq expected = expectedSeqAt(w, x, size);
        QCOMPARE(w.seqAt(x), expected);
        QVERIFY(std::abs(w.xForSeq(expected) - x) <= 1);
        QTest::mousePress(&w, Qt::LeftButton, {}, QPoint(x, y));
        QTRY_COMPARE(controller.cursor(), expected);
        QTest::mouseRelease(&w, Qt::LeftButton, {}, QPoint(x, y));
    }
    // Drag: the cursor follows, and stays in the trace when the pointer leaves the widget.
    const int x0 = plot.left() + plot.width() / 3;
    QTest::mousePress(&w, Qt::LeftButton, {}, QPoint(x0, y));
    QTRY_COMPARE(controller.cursor(), expectedSeqAt(w, x0, size));
    QTest::mouseMove(&w, QPoint(x0 + 40, y));
    QTRY_COMPARE(controller.cursor(), expectedSeqAt(w, x0 + 40, size));
    QTest::mouseMove(&w, QPoint(w.width() + 50, y));
    QTRY_COMPARE(controller.cursor(), Seq(size - 1));
    QTest::mouseMove(&w, QPoint(-30, y));
    QTRY_COMPARE(controller.cursor(), Seq(0));
    QTest::mouseRelease(&w, Qt::LeftButton, {}, QPoint(-30, y));

    // The tooltip names the event under the pointer; on a turn mark, that turn's event.
    const Seq turn5 = w.turnMarks().at(4);
    const QPoint onTurn(w.xForSeq(turn5), laneY(w, TimelineWidget::Lane::Turns));
    QHelpEvent help(QEvent::ToolTip, onTurn, w.mapToGlobal(onTurn));
    QApplication::sendEvent(&w, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("#%1").arg(turn5)), qPrintable(QToolTip::text()));
    QVERIFY2(QToolTip::text().contains(QStringLiteral("turn 5 begins")), qPrintable(QToolTip::text()));
    QToolTip::hideText();

    // A press in the gutter (lane names) does not seek.
    controller.seekNow(100);
    QTest::mouseClick(&w, Qt::LeftButton, {}, QPoint(plot.left() / 2, y));
    QTest::qWait(20);
    QCOMPARE(controller.cursor(), Seq(100));
}

void TestTimelineWidget::rapidDragsCoalesce()
{
    SessionController controller;
    TimelineWidget w(&controller);
    w.resize(801, 80);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(test::openAndRun(controller, longScenario_));
    const std::size_t size = controller.session()->size();
    const QRect plot = w.plotRect();
    const int y = plot.center().y();
    QSignalSpy moved(&controller, &SessionController::cursorMoved);
    // Many moves before the event loop runs: only the last position is carried out.
    QTest::mousePress(&w, Qt::LeftButton, {}, QPoint(plot.left() + 10, y));
    int x = plot.left() + 10;
    for (int i = 0; i < 40; ++i) {
        x += 13;
        QTest::mouseMove(&w, QPoint(x, y));
    }
    QCOMPARE(moved.count(), 0);
    const Seq last = expectedSeqAt(w, x, size);
    QTRY_COMPARE(controller.cursor(), last);
    QTest::qWait(30);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(moved.at(0).at(0).value<Seq>(), last);
    QTest::mouseRelease(&w, Qt::LeftButton, {}, QPoint(x, y));
}

void TestTimelineWidget::zoomAndPan()
{
    SessionController controller;
    TimelineWidget w(&controller);
    w.resize(801, 80);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(test::openAndRun(controller, longScenario_));
    const double total = double(controller.session()->size() - 1);
    const QRect plot = w.plotRect();
    const int cx = plot.left() + plot.width() / 2;
    const int y = laneY(w, TimelineWidget::Lane::Hits);  // no breakpoints: an empty lane
    QVERIFY(y > 0);
    QCOMPARE(w.viewStart(), 0.0);
    QCOMPARE(w.viewEnd(), total);

    // Zooming keeps the event under the anchor in place.
    const Seq anchored = w.seqAt(cx);
    w.zoomBy(4, cx);
    QVERIFY(!w.isFitAll());
    QVERIFY(std::abs(w.viewEnd() - w.viewStart() - total / 4) < 1e-6);
    QVERIFY(std::llabs(static_cast<long long>(w.seqAt(cx)) - static_cast<long long>(anchored)) <= 1);

    // Ctrl+wheel zooms, the wheel pans.
    const double span = w.viewEnd() - w.viewStart();
    QWheelEvent zoomIn(QPointF(cx, y), w.mapToGlobal(QPointF(cx, y)), QPoint(), QPoint(0, 120), Qt::NoButton,
                       Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&w, &zoomIn);
    QVERIFY(std::abs((w.viewEnd() - w.viewStart()) - span / 1.25) < 1e-6);
    const double start = w.viewStart();
    QWheelEvent pan(QPointF(cx, y), w.mapToGlobal(QPointF(cx, y)), QPoint(), QPoint(0, -120), Qt::NoButton,
                    Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&w, &pan);
    QVERIFY(w.viewStart() > start);

    // Shift+drag pans without moving the cursor.
    controller.seekNow(0);
    const double before = w.viewStart();
    QTest::mousePress(&w, Qt::LeftButton, Qt::ShiftModifier, QPoint(cx, y));
    QTest::mouseMove(&w, QPoint(cx - 100, y));
    QTest::mouseRelease(&w, Qt::LeftButton, Qt::ShiftModifier, QPoint(cx - 100, y));
    QVERIFY(w.viewStart() > before);
    QTest::qWait(20);
    QCOMPARE(controller.cursor(), Seq(0));

    // The view follows the cursor when it moves out of sight.
    controller.seekNow(static_cast<Seq>(total));
    QVERIFY(w.viewEnd() >= total);
    QCOMPARE(w.viewEnd() - w.viewStart(), span / 1.25);

    // Fully zoomed in: at least 16 events stay visible; never past the ends.
    w.zoomBy(1e9, cx);
    QVERIFY(w.viewEnd() - w.viewStart() >= 16 - 1e-9);
    QVERIFY(w.viewStart() >= 0 && w.viewEnd() <= total);

    // A double-click on empty space shows everything again.
    QTest::mouseDClick(&w, Qt::LeftButton, {}, QPoint(cx, y));
    QVERIFY(w.isFitAll());
    QCOMPARE(w.viewStart(), 0.0);
    QCOMPARE(w.viewEnd(), total);
}

// A recorded trace of 3 M events (made up: the states are never asked for) is indexed in
// slices on the event loop, and painting it costs the same as painting a small one.
void TestTimelineWidget::bigTraceIndexesInSlices()
{
    const LoadedScenario loaded = loadScenarioFile(test::samplePath("roguelike", "token-debt.json").toStdString());
    Trace trace;  // this build's kind table, with the roguelike kinds registered by loading
    trace.entityNames = loaded.ruleset->entityNames(*loaded.scenario);
    constexpr std::size_t kEvents = 3'000'000;
    for (std::size_t i = 0; i < kEvents; ++i) {
        Event e;
        e.kind = kind(CommonKind::Write);
        if (i % 1000 == 0) {
            e.kind = roguelike::kind(roguelike::Kind::TurnBegin);
            e.arg[0] = static_cast<std::int32_t>(i / 1000 + 1);
        } else if (i % 250 == 0) {
            e.kind = roguelike::kind(roguelike::Kind::RunBegin);
        } else if (i % 777 == 0) {
            e.kind = kind(CommonKind::Decision);
        }
        e.subject[0] = static_cast<EntityId>(1 + i % 2);
        trace.append(e);
    }
    SessionController controller;
    TimelineWidget w(&controller);
    w.resize(1200, 80);
    controller.adopt(std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed,
                                               std::move(trace), std::vector<DecisionRecord>{}),
                     QStringLiteral("big"), false);
    QVERIFY(w.isIndexing());  // more than can be scanned at once
    QElapsedTimer timer;
    timer.start();
    QSignalSpy finished(&w, &TimelineWidget::indexingFinished);
    QVERIFY(finished.wait(60000));
    qInfo("indexed %zu events in %lld ms (this build type)", kEvents, static_cast<long long>(timer.elapsed()));
    QCOMPARE(w.turnMarks().size(), kEvents / 1000);
    QVERIFY(sameMarks(w, *controller.session()));

    // A breakpoint on the Player marks every other event; painting stays bounded by the width.
    Breakpoint player;
    player.entity = 1;
    controller.addBreakpoint(std::move(player));
    QVERIFY(QSignalSpy(&w, &TimelineWidget::indexingFinished).wait(60000));
    QCOMPARE(w.hitMarks().size(), kEvents / 2);
    timer.restart();
    const QPixmap picture = w.grab();
    qInfo("painted 3 M events (1.5 M hits) in %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY(!picture.isNull());
    QVERIFY(timer.elapsed() < 1000);
}

// The lanes are drawn once and kept: after every kind of change, the widget paints what a
// widget made afresh paints.
void TestTimelineWidget::drawnLanesFollowEveryChange()
{
    SessionController controller;
    TimelineWidget w(&controller);
    w.resize(820, 96);
    QVERIFY(test::openAndRun(controller, longScenario_));
    QTRY_VERIFY(!w.isIndexing());
    Session& s = *controller.session();
    auto fresh = [&] {
        TimelineWidget other(&controller);
        other.setPalette(w.palette());
        other.resize(w.size());
        if (!QTest::qWaitFor([&] { return !other.isIndexing(); }, 5000))
            return QImage();
        other.setView(w.viewStart(), w.viewEnd());
        return other.grab().toImage();
    };
    auto same = [&](const char* after) {
        QTRY_VERIFY(!w.isIndexing());
        const QImage mine = w.grab().toImage();
        QVERIFY2(mine == fresh(), after);
    };
    (void)w.grab();  // the lanes drawn once
    controller.seekNow(s.size() / 3);
    same("a seek");
    controller.seekNow(s.size() / 3 + 7);
    same("a step");
    controller.addBreakpoint(filterBreakpoint(s, "roguelike.attack", "Enemy1"));
    same("a breakpoint's hits");
    w.zoomBy(6, w.xForSeq(controller.cursor()));
    same("a zoom");
    w.setView(w.viewStart() + 40, w.viewEnd() + 40);
    same("a pan");
    w.resize(640, 120);
    same("a resize");
    QPalette dark = w.palette();
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x28));
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x38));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    w.setPalette(dark);
    same("a palette change");
    QFont big = w.font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    w.setFont(big);
    QVERIFY(w.plotRect().left() > 0);
    const QImage bigger = w.grab().toImage();
    TimelineWidget other(&controller);
    other.setPalette(dark);
    other.setFont(big);
    other.resize(w.size());
    QTRY_VERIFY(!other.isIndexing());
    other.setView(w.viewStart(), w.viewEnd());
    QCOMPARE(other.plotRect(), w.plotRect());  // the lane names' column measured again
    QVERIFY2(other.grab().toImage() == bigger, "a font change");
}

void TestTimelineWidget::screenshot()
{
    SessionController controller;
    QMainWindow window;
    auto* dock = new TimelineDock(&controller, &window);
    window.setCentralWidget(new QWidget(&window));
    window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    window.resize(980, 230);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(test::openAndRun(controller, longScenario_));
    Session& s = *controller.session();
    controller.addBreakpoint(filterBreakpoint(s, "roguelike.unit-died", ""));
    controller.addBreakpoint(filterBreakpoint(s, "roguelike.attack", "Enemy1"));
    controller.seekNow(s.size() * 2 / 5);
    window.resizeDocks({dock}, {110}, Qt::Vertical);
    QTRY_VERIFY(!dock->timeline()->isIndexing());
    QTest::qWait(50);
    QVERIFY(dock->grab().toImage().save(QStringLiteral("/tmp/turnscope-timeline.png")));

    // Zoomed in around the cursor: Run marks and turn labels spread out.
    TimelineWidget* t = dock->timeline();
    t->zoomBy(8, t->xForSeq(controller.cursor()));
    QTest::qWait(20);
    QVERIFY(dock->grab().toImage().save(QStringLiteral("/tmp/turnscope-timeline-zoomed.png")));
}

TURNSCOPE_GUI_TEST_MAIN(TestTimelineWidget)
#include "tst_timelinewidget.moc"
