// turnscope-gui-bench's child processes: recording the trace of one size, and measuring the
// window over it (bench_gui_measure.h). One process per size and per job, so that neither
// the recording's memory nor a bigger trace's pages count in the window's resident memory.
#include "bench_gui_measure.h"

#include "stress_scenario.h"

#include "panels/draws/drawledgerdock.h"
#include "panels/draws/drawledgermodel.h"
#include "panels/inspector/inspectordock.h"
#include "panels/inspector/inspectormodel.h"
#include "panels/timeline/timelinemarks.h"
#include "panels/timeline/timelinewidget.h"
#include "session/sessioncontroller.h"
#include "window/debugactions.h"
#include "window/mainwindow.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace bench::gui {

Stats stats(std::vector<double> v)
{
    if (v.empty())
        return {};  // a run too short to land on that kind of event
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
        return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
    };
    double sum = 0;
    for (double x : v)
        sum += x;
    return {at(0.5), at(0.99), v.back(), sum / static_cast<double>(v.size()), v.size()};
}

nlohmann::json toJson(const Stats& s)
{
    return {{"p50", s.p50}, {"p99", s.p99}, {"max", s.max}, {"mean", s.mean}, {"n", s.n}};
}

long rssKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

double guiThreadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double msSince(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

void phase(const char* name)
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    std::fprintf(stderr, "phase %s at %ld.%06ld\n", name, static_cast<long>(t.tv_sec), t.tv_nsec / 1000);
}

namespace {

// The same CPU work every time (a PRNG walk over 8 MiB): what the machine alone adds to the
// slowest of `count` repetitions. Sized to take about `medianMs`.
Stats fixedWork(double medianMs, int count)
{
    std::vector<std::uint64_t> memory(std::size_t(1) << 20);
    std::uint64_t x = 1;
    auto work = [&](long n) {
        for (long k = 0; k < n; ++k) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            memory[(x >> 40) & (memory.size() - 1)] += x;
        }
    };
    QElapsedTimer t;
    work(1'000'000);  // the memory touched once: its page faults are not the work
    t.start();
    work(1'000'000);
    const double perMillion = std::max(1e-3, msSince(t));
    const long n = static_cast<long>(std::max(0.1, medianMs) / perMillion * 1e6);
    std::vector<double> v;
    for (int i = 0; i < count; ++i) {
        QApplication::processEvents();  // as between two F10s
        t.restart();
        work(n);
        v.push_back(msSince(t));
    }
    if (memory[x & (memory.size() - 1)] == 42)
        std::fprintf(stderr, " ");  // keeps the work
    return stats(v);
}

void printJson(const nlohmann::json& j)
{
    std::printf("%s\n", j.dump().c_str());
    std::fflush(stdout);
}

}  // namespace

int makeTrace(const QString& path, std::uint64_t events)
{
    bench::StressOptions o;
    const auto loaded = ts::parseScenarioJson(bench::makeStressScenario(o), "<stress>");
    ts::Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    QElapsedTimer t;
    t.start();
    s.run(events);
    const double recordMs = msSince(t);
    t.restart();
    ts::saveSession(path.toStdString(), s);
    const double saveMs = msSince(t);
    printJson({{"events", s.size()}, {"traceBytes", QFile(path).size()}, {"recordMs", recordMs}, {"saveMs", saveMs}});
    return 0;
}

WindowBench::WindowBench(ts::gui::MainWindow& window, int steps)
    : window_(window),
      inspector_(window.findChild<ts::gui::InspectorDock*>()->model()),
      steps_(steps),
      size_(window.controller()->session()->size())
{}

ts::Seq WindowBench::randomEvent(ts::Seq margin)
{
    return rng_.below(static_cast<std::uint32_t>(std::max<ts::Seq>(1, size_ - margin)));
}

void WindowBench::settle()
{
    QApplication::processEvents();
    while (inspector_->isBuilding())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QApplication::processEvents();
}

void WindowBench::idle()
{
    settle();
    while (inspector_->isPreparing())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
}

void WindowBench::timed(const std::function<void()>& action, Timings& into)
{
    QElapsedTimer t;
    t.start();
    const double cpu0 = guiThreadCpuMs();
    action();
    settle();
    into.wall.push_back(msSince(t));
    into.cpu.push_back(guiThreadCpuMs() - cpu0);
}

// F10 from random events until every panel has handled cursorMoved. A user reads the window
// between two F10s: meanwhile the inspector prepares the states the next F10 needs. Measured
// both ways: F10 the moment the panels are updated, and after the window has gone idle.
nlohmann::json WindowBench::stepForward()
{
    auto* c = window_.controller();
    QAction* f10 = window_.actions()->stepOver;
    // The steps the inspector compares two states for: landing on an engine step's first event.
    auto landsOnStart = [c] { return (c->session()->trace().at(c->cursor()).flags & ts::EventFlag::StepStart) != 0; };
    Timings pause, pauseToStart, once, onceToStart;
    for (int i = 0; i < steps_; ++i) {
        c->seekNow(randomEvent(10));
        idle();
        timed([f10] { f10->trigger(); }, pause);
        if (landsOnStart())
            pauseToStart.wall.push_back(pause.wall.back());
    }
    for (int i = 0; i < steps_; ++i) {
        c->seekNow(randomEvent(10));
        settle();
        timed([f10] { f10->trigger(); }, once);
        if (landsOnStart())
            onceToStart.wall.push_back(once.wall.back());
    }
    return {{"pause", pause.json()},
            {"pauseToStart", toJson(stats(pauseToStart.wall))},
            {"once", once.json()},
            {"onceToStart", toJson(stats(onceToStart.wall))}};
}

// Step Back Over (Alt+F10), the mirror of F10, from random events: after a pause (the window
// idle, the inspector has prepared the step back as it prepares F10) and at once.
nlohmann::json WindowBench::stepBack()
{
    auto* c = window_.controller();
    QAction* back = window_.actions()->stepBackOver;
    Timings pause, once;
    for (int i = 0; i < steps_; ++i) {
        c->seekNow(10 + randomEvent(10));
        idle();
        timed([back] { back->trigger(); }, pause);
    }
    phase("back-once");
    for (int i = 0; i < steps_; ++i) {
        c->seekNow(10 + randomEvent(10));
        settle();
        timed([back] { back->trigger(); }, once);
    }
    return {{"pause", pause.json()}, {"once", once.json()}};
}

// Random seeks (SessionController::seekNow: go to event, a double-click in a list) and
// dragging the timeline (each mouse move a coalesced requestSeek to a random event).
nlohmann::json WindowBench::seeks()
{
    auto* c = window_.controller();
    Timings now, drag;
    for (int i = 0; i < steps_; ++i) {
        const ts::Seq to = randomEvent(0);
        timed([c, to] { c->seekNow(to); }, now);
    }
    for (int i = 0; i < steps_; ++i) {
        const ts::Seq to = randomEvent(0);
        timed([c, to] { c->requestSeek(to); }, drag);
    }
    return {{"seekNow", now.json()}, {"drag", drag.json()}};
}

// The inspector's document of a state, on this thread alone: built afresh (and freed)
// against written over the document of the state before (Game::writeJson), as the
// inspector's job does on every step.
nlohmann::json WindowBench::documents()
{
    std::vector<double> fresh, over;
    nlohmann::json doc;
    QElapsedTimer t;
    for (int i = 0; i < 200; ++i) {
        const auto game = window_.controller()->session()->stateAt(randomEvent(0));
        t.restart();
        {
            const nlohmann::json built = game->toJson();
        }
        fresh.push_back(msSince(t));
        t.restart();
        game->writeJson(doc);
        over.push_back(msSince(t));
    }
    return {{"fresh", toJson(stats(fresh))}, {"over", toJson(stats(over))}};
}

namespace {

// Opening: from the window's construction to the first paint with every panel updated, then
// the work over the whole trace that the opening starts, in slices, until it covers the
// trace: the timeline's marks, and the draw ledger unless its hidden tab holds it back. Then
// the first steps, which load what later ones reuse (the CJK font of the rule panel, the
// first pages of the trace file): reported apart, not in the percentiles.
nlohmann::json openAndWarmUp(ts::gui::MainWindow& window, const QString& path, WindowBench** bench, int steps)
{
    nlohmann::json out;
    QElapsedTimer t;
    t.start();
    phase("open");
    window.resize(1400, 900);
    window.show();
    if (!window.openFile(path))
        return nullptr;
    (void)QTest::qWaitForWindowExposed(&window);
    *bench = new WindowBench(window, steps);
    (*bench)->settle();
    out["firstPaintMs"] = msSince(t);
    phase("marks");
    const ts::gui::TimelineMarks& marks = window.findChild<ts::gui::TimelineWidget*>()->marks();
    ts::gui::DrawLedgerModel* ledger = window.findChild<ts::gui::DrawLedgerDock*>()->model();
    const bool ledgerRuns = !ledger->gate()->suspended();
    out["marksReadyMs"] = out["drawLedgerAtOpenMs"] = -1;
    while (marks.isIndexing() || (ledgerRuns && ledger->isScanning())) {
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (!marks.isIndexing() && out["marksReadyMs"] < 0)
            out["marksReadyMs"] = msSince(t);
        if (ledgerRuns && !ledger->isScanning() && out["drawLedgerAtOpenMs"] < 0)
            out["drawLedgerAtOpenMs"] = msSince(t);
    }
    if (out["marksReadyMs"] < 0)
        out["marksReadyMs"] = msSince(t);  // complete at the first paint
    if (ledgerRuns && out["drawLedgerAtOpenMs"] < 0)
        out["drawLedgerAtOpenMs"] = msSince(t);
    phase("warm-up");
    t.restart();
    for (int i = 0; i < 5; ++i) {
        window.actions()->stepOver->trigger();
        (*bench)->settle();
    }
    out["warmUpMs"] = msSince(t);
    out["events"] = (*bench)->size();
    return out;
}

}  // namespace

int measureWindow(const QString& path, int steps)
{
    const long rssBase = rssKiB();
    ts::gui::MainWindow window;
    window.showError = [](const QString& title, const QString& text) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(text));
    };
    WindowBench* raw = nullptr;
    nlohmann::json out = openAndWarmUp(window, path, &raw, steps);
    const std::unique_ptr<WindowBench> bench(raw);
    if (out.is_null())
        return 1;
    phase("forward");
    out["forward"] = bench->stepForward();
    phase("back");
    out["back"] = bench->stepBack();
    phase("seek");
    out["seek"] = bench->seeks();
    out["rssBaseKiB"] = rssBase;
    out["rssOpenKiB"] = rssKiB();
    phase("background");
    out["background"] = measureBackground(*bench);
    out["rssIndexedKiB"] = rssKiB();
    phase("text-filter");
    out["textFilter"] = measureTextFilter(*bench, QStringLiteral("waits"));  // about 1 event in 130
    phase("documents");
    out["documents"] = bench->documents();
    phase("jitter");
    out["jitter"] = toJson(fixedWork(out["forward"]["pause"]["wall"]["p50"].get<double>(), steps));
    phase("end");
    printJson(out);
    window.askUnsaved = [] { return QMessageBox::Discard; };
    window.close();
    return 0;
}

}  // namespace bench::gui
