#pragma once
// turnscope-gui-bench's measuring side: what one child process of the benchmark does with
// one trace size (bench_gui.cpp starts the children and prints the table). Each child mode
// prints one JSON object as the last line of its standard output.
#include "kernel/draw/rng.h"
#include "kernel/event.h"

#include <QElapsedTimer>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <vector>

namespace ts::gui {
class InspectorModel;
class MainWindow;
}  // namespace ts::gui

namespace bench::gui {

struct Stats {
    double p50 = 0, p99 = 0, max = 0, mean = 0;
    std::size_t n = 0;
};
Stats stats(std::vector<double> v);
nlohmann::json toJson(const Stats& s);

long rssKiB();
double guiThreadCpuMs();  // CLOCK_THREAD_CPUTIME_ID of the calling (GUI) thread
double msSince(const QElapsedTimer& t);
// "phase NAME at SECONDS" on standard error, CLOCK_MONOTONIC: the time windows of
// `perf record -k CLOCK_MONOTONIC` + `perf report --time` (release builds have no frame
// pointers to split a profile by caller).
void phase(const char* name);

// Records the roguelike stress scenario for `events` events and saves it to `path`.
int makeTrace(const QString& path, std::uint64_t events);
// Opens `path` in the debugger window and measures it (`steps` samples per percentile).
int measureWindow(const QString& path, int steps);

// Wall and GUI-thread CPU times of a series of actions, each until every panel is updated.
struct Timings {
    std::vector<double> wall, cpu;
    nlohmann::json json() const { return {{"wall", toJson(stats(wall))}, {"cpu", toJson(stats(cpu))}}; }
};

// The window with a trace open, and the ways the benchmark waits on it.
class WindowBench {
public:
    WindowBench(ts::gui::MainWindow& window, int steps);

    ts::gui::MainWindow& window() { return window_; }
    int steps() const { return steps_; }
    ts::Seq size() const { return size_; }
    ts::Seq randomEvent(ts::Seq margin);

    // Every panel updated: the events are handled and the inspector has shown the state (it
    // builds the JSON on another thread while the other panels update).
    void settle();
    // settle(), and the inspector's preparation of the next F10 done (the window idle).
    void idle();
    // Runs `action`, settles, and adds its wall and GUI-thread CPU time to `into`.
    void timed(const std::function<void()>& action, Timings& into);

    nlohmann::json stepForward();  // F10: at once, after a pause
    nlohmann::json stepBack();  // Step Back Over (Alt+F10)
    nlohmann::json seeks();  // seekNow, and timeline drags (requestSeek)
    nlohmann::json documents();  // the inspector's document of a state, on this thread

private:
    ts::gui::MainWindow& window_;
    ts::gui::InspectorModel* inspector_;
    int steps_;
    ts::Seq size_;
    ts::Pcg32 rng_{7};
};

// The background work the issue names, started as a user would once the window is open;
// F10 ten times a second while it runs (bench_gui_background.cpp).
nlohmann::json measureBackground(WindowBench& bench);
// Then a text typed in the event log's filter box (every line rendered and searched), F10 ten
// times a second until it is done.
nlohmann::json measureTextFilter(WindowBench& bench, const QString& text);

}  // namespace bench::gui
