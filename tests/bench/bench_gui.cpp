// turnscope-gui-bench: the debugger window over the roguelike stress trace (1,001 units) at
// several sizes, printed side by side as one Markdown scaling table (issue 41's goals): open
// and first paint, seeks, F10 and Step Back (wall and GUI-thread CPU time), resident memory
// per event, and the background work over the whole trace (write index, draw ledger, an
// event-log filter, a field watch, the timeline's marks) with F10 while it runs.
// Never asserts on time.
//   turnscope-gui-bench [--events N[,N...]] [--steps N]
// Each size is recorded by one child process of this executable and measured by another
// (--make-trace PATH / --measure PATH, each printing one JSON line), so that neither the
// recording nor a bigger size counts in a measured window's memory.
#include "bench_gui_measure.h"

#include "rulesets/rulesetuis.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace {

using nlohmann::json;

// Runs this executable with `args`; its last line of output, parsed, or null.
json runChild(const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QCoreApplication::applicationFilePath(), args);
    if (!p.waitForStarted() || !p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        std::fprintf(stderr, "turnscope-gui-bench %s failed (exit code %d)\n", qPrintable(args.join(u' ')),
                     p.exitCode());
        return nullptr;
    }
    const QList<QByteArray> lines = p.readAllStandardOutput().trimmed().split('\n');
    return json::parse(lines.back().toStdString(), nullptr, false);
}

std::string sizeLabel(std::uint64_t n)
{
    if (n >= 1'000'000 && n % 1'000'000 == 0)
        return std::to_string(n / 1'000'000) + " M";
    return QLocale(QLocale::English).toString(static_cast<qulonglong>(n)).toStdString();
}

std::string format(const char* fmt, double a, double b = 0, double c = 0)
{
    char buf[128];
    std::snprintf(buf, sizeof buf, fmt, a, b, c);
    return buf;
}

// A figure of a child's output by JSON pointer; nothing when absent, null or negative (-1:
// not ready when the benchmark gave up).
std::optional<double> figure(const json& run, const char* pointer)
{
    const json::json_pointer p(pointer);
    if (!run.contains(p) || !run.at(p).is_number() || run.at(p).get<double>() < 0)
        return std::nullopt;
    return run.at(p).get<double>();
}

double bytesPerEvent(const json& run, const char* rssKey)
{
    const double added = run[rssKey].get<double>() - run["rssBaseKiB"].get<double>();
    return added * 1024.0 / run["events"].get<double>();
}

using Cell = std::function<std::string(const json&)>;

struct Row {
    Row(std::string l, Cell c, const char* judgedBy = nullptr, double max = 0, std::string g = {},
        bool growthToo = false)
        : label(std::move(l)),
          cell(std::move(c)),
          compared(judgedBy),
          limit(max),
          goal(std::move(g)),
          growthGoal(growthToo)
    {}
    std::string label;
    Cell cell;  // one size's result
    const char* compared;  // the figure the growth and the goal are judged by
    double limit;  // the goal on `compared`
    std::string goal;
    bool growthGoal;  // issue 41: at most 2× from the smallest size to the largest
};

// "a / b / c ms" of a Stats object at `pointer`.
Cell percentiles(std::string pointer, int decimals = 1)
{
    return [pointer, decimals](const json& run) {
        const json& s = run.at(json::json_pointer(pointer));
        if (s["n"].get<std::size_t>() == 0)
            return std::string("none");
        const std::string f = decimals == 1 ? "%.1f / %.1f / %.1f ms" : "%.2f / %.2f / %.2f ms";
        return format(f.c_str(), s["p50"].get<double>(), s["p99"].get<double>(), s["max"].get<double>());
    };
}

Cell millis(const char* pointer)
{
    return [pointer](const json& run) {
        const auto v = figure(run, pointer);
        if (v)
            return QLocale(QLocale::English).toString(*v, 'f', 0).toStdString() + " ms";
        return format("not ready after %.0f s", run["background"].value("giveUpMs", 0.0) / 1000.0);
    };
}

std::vector<Row> rows()
{
    std::vector<Row> r;
    r.push_back({"Trace file", [](const json& run) {
                     return format("%.2f bytes/event (%.0f MB)",
                                   run["traceBytes"].get<double>() / run["events"].get<double>(),
                                   run["traceBytes"].get<double>() / 1e6);
                 }});
    r.push_back({"Open the trace and show the window (first paint)", millis("/firstPaintMs"), "/firstPaintMs", 1000,
                 "≤ 1 s", true});
    r.push_back({"The first 5 F10 after opening (fonts, first pages), together", millis("/warmUpMs")});
    r.push_back({"F10 at once (the moment the panels are updated; from random events), p50 / p99 / max",
                 percentiles("/forward/once/wall"), "/forward/once/wall/p50", 8, "p50 ≤ 8 ms", true});
    r.push_back(
        {"… of which landing on an engine step's first event, p50 / p99 / max", percentiles("/forward/onceToStart")});
    r.push_back({"F10 after a pause (the window idle, the next step prepared), p50 / p99 / max",
                 percentiles("/forward/pause/wall"), "/forward/pause/wall/p50", 8, "p50 ≤ 8 ms", true});
    r.push_back(
        {"… of which landing on an engine step's first event, p50 / p99 / max", percentiles("/forward/pauseToStart")});
    r.push_back({"GUI-thread CPU time per F10 (at once), p50 / p99 / max", percentiles("/forward/once/cpu"),
                 "/forward/once/cpu/p99", 8, "p99 ≤ 8 ms", true});
    r.push_back({"Step Back Over (Alt+F10) after a pause (the step back prepared), p50 / p99 / max",
                 percentiles("/back/pause/wall"), "/back/pause/wall/p99", 5, "p99 ≤ 5 ms", true});
    r.push_back(
        {"GUI-thread CPU time per Step Back Over after a pause, p50 / p99 / max", percentiles("/back/pause/cpu")});
    r.push_back({"Step Back Over (Alt+F10, at once), p50 / p99 / max", percentiles("/back/once/wall"),
                 "/back/once/wall/p99", 5, "p99 ≤ 5 ms", true});
    r.push_back({"GUI-thread CPU time per Step Back Over (at once), p50 / p99 / max", percentiles("/back/once/cpu")});
    r.push_back({"Seek to a random event (go to event), p50 / p99 / max", percentiles("/seek/seekNow/wall"),
                 "/seek/seekNow/wall/p99", 50, "p99 ≤ 50 ms", true});
    r.push_back({"Seek by dragging the timeline, p50 / p99 / max", percentiles("/seek/drag/wall"),
                 "/seek/drag/wall/p99", 50, "p99 ≤ 50 ms", true});
    r.push_back({"GUI-thread CPU time per drag seek, p50 / p99 / max", percentiles("/seek/drag/cpu")});
    r.push_back(
        {"The machine's jitter: the same CPU work as long as F10's p50, p50 / p99 / max", percentiles("/jitter")});
    r.push_back(
        {"The state's document (inspector), built afresh, p50 / p99 / max", percentiles("/documents/fresh", 2)});
    r.push_back({"… written over another state's, p50 / p99 / max", percentiles("/documents/over", 2)});
    r.push_back({"Resident memory added by the window with the trace open (after the steps and seeks)",
                 [](const json& run) {
                     return format("%.0f MiB = %.1f bytes/event",
                                   (run["rssOpenKiB"].get<double>() - run["rssBaseKiB"].get<double>()) / 1024.0,
                                   bytesPerEvent(run, "rssOpenKiB"));
                 },
                 "/memOpen", 16, "≤ 16 B/event"});
    return r;
}

// The background work's rows: each job's time until complete, and F10 while they ran.
void addBackgroundRows(std::vector<Row>& r)
{
    r.push_back({"Timeline marks complete, from the start of the opening", millis("/marksReadyMs"), "/marksReadyMs",
                 5000, "≤ 5 s"});
    r.push_back({"\"Who changed this?\" (write index) complete, from the request", millis("/background/writeIndexMs"),
                 "/background/writeIndexMs", 5000, "≤ 5 s"});
    r.push_back({"Draw ledger complete, from the start of the opening (its tab hidden: not held back here)",
                 millis("/drawLedgerAtOpenMs"), "/drawLedgerAtOpenMs", 5000, "≤ 5 s"});
    r.push_back({"Draw ledger complete, from the request (its panel floated out)", [](const json& run) {
                     const json& b = run["background"];
                     return b["drawLedgerScannedBefore"] == run["events"] ? std::string("complete before")
                                                                          : millis("/background/drawLedgerMs")(run);
                 }});  // judged by the row above: the ledger starts with the opening
    r.push_back({"Event log filtered by kind (decisions), from the request; the rows it shows",
                 [](const json& run) {
                     return millis("/background/filterMs")(run) + "; " +
                         QLocale(QLocale::English).toString(run["background"]["filterRows"].get<int>()).toStdString();
                 },
                 "/background/filterMs", 5000, "≤ 5 s"});
    r.push_back({"Field watch (\"Watch This\" on a unit's tokens) built, from the request",
                 [](const json& run) {
                     return millis("/background/watchMs")(run) +
                         (run["background"].value("fieldWatch", false) ? "" : " (not a field watch)");
                 },
                 "/background/watchMs", 5000, "≤ 5 s"});
    r.push_back({"The four requested (write index, draw ledger, filter, watch) complete, from the request",
                 millis("/background/allMs"), "/background/allMs", 5000, "≤ 5 s"});
    r.push_back({"F10 meanwhile (ten a second, until all complete): number of steps",
                 [](const json& run) { return std::to_string(run["background"]["f10"]["wall"]["n"].get<int>()); }});
    r.push_back({"… wall time, p50 / p99 / max", percentiles("/background/f10/wall"), "/background/f10/wall/p50", 8,
                 "p50 ≤ 8 ms"});
    r.push_back({"… GUI-thread CPU time, p50 / p99 / max", percentiles("/background/f10/cpu"),
                 "/background/f10/cpu/p99", 8, "p99 ≤ 8 ms"});
    r.push_back({"Longest the window did not answer meanwhile (event loop turns over 30 ms): wall / GUI-thread CPU; "
                 "how many",
                 [](const json& run) {
                     const json& s = run["background"]["stalls"];
                     return format("%.0f / %.0f ms; %.0f", s["longestWallMs"].get<double>(),
                                   s["longestCpuMs"].get<double>(), s["count"].get<double>());
                 }});
    r.push_back({"Event log filtered by text (every line rendered), from the request; the rows it shows",
                 [](const json& run) {
                     const json& f = run["textFilter"];
                     return millis("/textFilter/textMs")(run) + "; " +
                         QLocale(QLocale::English).toString(f["rows"].get<int>()).toStdString() +
                         (f["onScan"].get<bool>() ? "" : " (not on a scan thread)");
                 },
                 "/textFilter/textMs", 5000, "≤ 5 s"});
    r.push_back({"… F10 meanwhile: wall p50 / GUI-thread CPU p99; steps", [](const json& run) {
                     const json& f = run["textFilter"]["f10"];
                     return format("%.1f / %.1f ms; %.0f", f["wall"]["p50"].get<double>(),
                                   f["cpu"]["p99"].get<double>(), f["wall"]["n"].get<double>());
                 }});
    r.push_back({"… longest the window did not answer meanwhile: wall / GUI-thread CPU", [](const json& run) {
                     const json& s = run["textFilter"]["stalls"];
                     return format("%.0f / %.0f ms", s["longestWallMs"].get<double>(), s["longestCpuMs"].get<double>());
                 }});
    r.push_back({"Resident memory added, with the indexes above built", [](const json& run) {
                     return format("%.0f MiB = %.1f bytes/event",
                                   (run["rssIndexedKiB"].get<double>() - run["rssBaseKiB"].get<double>()) / 1024.0,
                                   bytesPerEvent(run, "rssIndexedKiB"));
                 }});
}

// The goal column: the goal, and where it is not met.
std::string verdict(const Row& row, const std::vector<json>& runs, const std::vector<std::uint64_t>& sizes)
{
    if (row.goal.empty())
        return {};
    std::string missed;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (row.cell(runs[i]) == "none")
            continue;  // no sample: the work was done before the first step
        const auto v = figure(runs[i], row.compared);
        if (!v || *v > row.limit)
            missed += (missed.empty() ? "" : ", ") + sizeLabel(sizes[i]);
    }
    std::string text = row.goal + (missed.empty() ? ": met" : ": not met at " + missed);
    if (row.growthGoal && runs.size() > 1) {
        const auto first = figure(runs.front(), row.compared), last = figure(runs.back(), row.compared);
        const bool grew = !first || !last || *last > 2 * *first;
        text += grew ? "; growth > 2×" : "; growth ≤ 2×: met";
    }
    return text;
}

std::string growth(const Row& row, const std::vector<json>& runs)
{
    if (!row.compared || runs.size() < 2)
        return {};
    const auto first = figure(runs.front(), row.compared), last = figure(runs.back(), row.compared);
    return first && last && *first > 0 ? format("%.1f×", *last / *first) : std::string();
}

void printTable(const std::vector<json>& runs, const std::vector<std::uint64_t>& sizes)
{
    std::vector<Row> all = rows();
    addBackgroundRows(all);
    std::printf("| Measurement (roguelike stress trace, 1,001 units) |");
    for (const json& run : runs)
        std::printf(" %s events |",
                    QLocale(QLocale::English).toString(run["events"].get<qulonglong>()).toUtf8().data());
    std::printf(" growth %s → %s | Goal (issue 41) |\n|---|", sizeLabel(sizes.front()).c_str(),
                sizeLabel(sizes.back()).c_str());
    for (std::size_t i = 0; i < runs.size() + 2; ++i)
        std::printf("---|");
    std::printf("\n");
    for (const Row& row : all) {
        std::printf("| %s |", row.label.c_str());
        for (const json& run : runs)
            std::printf(" %s |", row.cell(run).c_str());
        std::printf(" %s | %s |\n", growth(row, runs).c_str(), verdict(row, runs, sizes).c_str());
    }
}

int runParent(const std::vector<std::uint64_t>& sizes, int steps)
{
    QTemporaryDir dir;
    std::vector<json> runs;
    for (std::uint64_t events : sizes) {
        const QString path = dir.filePath(QStringLiteral("stress-%1.tstrace").arg(events));
        std::fprintf(stderr, "%s events: recording\n", sizeLabel(events).c_str());
        const json made =
            runChild({QStringLiteral("--make-trace"), path, QStringLiteral("--events"), QString::number(events)});
        if (made.is_discarded() || made.is_null())
            return 1;
        std::fprintf(stderr, "%s events: measuring the window\n", sizeLabel(events).c_str());
        json run = runChild({QStringLiteral("--measure"), path, QStringLiteral("--steps"), QString::number(steps)});
        QFile::remove(path);
        if (run.is_discarded() || run.is_null())
            return 1;
        run["traceBytes"] = made["traceBytes"];
        run["memOpen"] = bytesPerEvent(run, "rssOpenKiB");
        runs.push_back(std::move(run));
    }
    printTable(runs, sizes);
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
    std::vector<std::uint64_t> sizes = {1'000'000, 10'000'000, 100'000'000};
    int steps = 400;  // p99 of 100 samples would be their maximum
    QString makeTrace, measure;
    for (int i = 1; i + 1 < argc; ++i) {
        const QByteArray arg(argv[i]), value(argv[i + 1]);
        if (arg == "--events") {
            sizes.clear();
            for (const QByteArray& n : value.split(','))
                sizes.push_back(std::max<qulonglong>(100, n.trimmed().toULongLong()));
        } else if (arg == "--steps") {
            steps = std::max(1, value.toInt());
        } else if (arg == "--make-trace") {
            makeTrace = QString::fromLocal8Bit(value);
        } else if (arg == "--measure") {
            measure = QString::fromLocal8Bit(value);
        }
    }
    ts::gui::registerAllRulesetUis();
    if (!makeTrace.isEmpty())
        return bench::gui::makeTrace(makeTrace, sizes.front());
    if (!measure.isEmpty()) {
        QApplication app(argc, argv);
        QStandardPaths::setTestModeEnabled(true);  // do not touch the user's settings
        return bench::gui::measureWindow(measure, steps);
    }
    QCoreApplication app(argc, argv);
    return runParent(sizes, steps);
}
