#include "panels/timeline/conditionalhitsjob.h"

#include "kernel/session/session_files.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <memory>

namespace ts::gui {

namespace {

// The breakpoints again in `session`, each condition compiled by an engine of its own; the
// engines by the window's breakpoint ids (the session gives the copies ids of its own).
std::vector<std::pair<int, std::shared_ptr<ConditionEngine>>>
remake(Session& session, const std::vector<Breakpoint>& breakpoints, const QString& helpers, QString& error)
{
    std::vector<std::pair<int, std::shared_ptr<ConditionEngine>>> engines;
    for (const Breakpoint& bp : breakpoints) {
        if (!bp.enabled)
            continue;
        Breakpoint copy;
        copy.kind = bp.kind;
        copy.clause = bp.clause;
        copy.entity = bp.entity;
        if (bp.condition) {
            auto engine = std::make_shared<ConditionEngine>(helpers);
            if (!engine->compile(QString::fromStdString(bp.conditionText), &error))
                return {};
            copy.condition = ConditionEngine::makeCondition(engine);
            copy.conditionText = bp.conditionText;
            engines.emplace_back(bp.id, std::move(engine));
        }
        session.addBreakpoint(std::move(copy));
    }
    return engines;
}

}  // namespace

bool ConditionalHitsJob::canRun(const std::vector<Breakpoint>& breakpoints)
{
    return std::none_of(breakpoints.begin(), breakpoints.end(),
                        [](const Breakpoint& bp) { return bp.enabled && bp.condition && bp.conditionText.empty(); });
}

namespace {

// What a job asks, as the worker gets it.
struct Request {
    std::string path;
    Seq events = 0, reachable = 0;
    std::vector<Breakpoint> breakpoints;  // their conditions' functions are placeholders
    QString helpers;
};

// On the worker: the hits, posted as they are found, and the conditions' counts at the end.
void findHits(const Request& r, const ConditionalHitsJob::Progress& progress, const ConditionalHitsJob::Done& done,
              const WorkerJob::Worker& worker)
{
    ConditionalHitsJob::Counts counts;
    QString error;
    try {
        const std::unique_ptr<Session> session = openSession(r.path);
        const auto engines = remake(*session, r.breakpoints, r.helpers, error);
        if (session->size() != r.events)  // not shown: the slices find the hits then
            error = QStringLiteral("%1 has changed").arg(QString::fromStdString(r.path));
        std::vector<Seq> hits;
        auto last = std::chrono::steady_clock::now();
        for (Seq seq = 0; error.isEmpty() && seq < r.reachable; ++seq) {
            if (worker.cancelled())
                return;
            if (session->breakpointHit(seq))
                hits.push_back(seq);
            if (const auto now = std::chrono::steady_clock::now();
                now - last > std::chrono::milliseconds(100) || seq + 1 == r.reachable) {
                last = now;
                worker.post([progress, hits = std::exchange(hits, {}), upTo = seq + 1] { progress(hits, upTo); });
            }
        }
        for (const auto& [id, engine] : engines)
            counts.emplace_back(id, engine->counts());
    } catch (const std::exception& e) {  // the file cannot be opened, or a block read
        error = QString::fromUtf8(e.what());
    }
    if (!error.isEmpty())
        counts.clear();
    worker.finish([done, counts = std::move(counts), error] { done(counts, error); });
}

}  // namespace

void ConditionalHitsJob::start(const std::string& path, Seq events, Seq reachable,
                               const std::vector<Breakpoint>& breakpoints, const QString& helpers, Progress progress,
                               Done done)
{
    Request r{path, events, reachable, {}, helpers};
    for (const Breakpoint& bp : breakpoints) {
        Breakpoint c = bp;  // not the window's conditions: their engines belong to its thread
        c.condition = bp.condition ? [](const Game&, Seq) { return false; } : std::function<bool(const Game&, Seq)>();
        c.hitEvents.clear();
        r.breakpoints.push_back(std::move(c));
    }
    static QThreadPool* const pool = WorkerJob::singleThreadPool();
    job_.start(pool,
               [r = std::move(r), progress = std::move(progress),
                done = std::move(done)](const WorkerJob::Worker& worker) { findHits(r, progress, done, worker); });
}

}  // namespace ts::gui
