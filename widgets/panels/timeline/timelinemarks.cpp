#include "panels/timeline/timelinemarks.h"

#include "session/rulesetui.h"
#include "session/sessioncontroller.h"

#include "kernel/clauses.h"
#include "kernel/session/session.h"
#include "kernel/trace/trace_range.h"
#include "kernel/trace/trace_scan.h"

#include <QElapsedTimer>

#include <algorithm>

namespace ts::gui {

namespace {
// ~10 M events scan in 100 ms (Release): scan at once up to this many, else in slices.
constexpr std::size_t kSyncEvents = std::size_t(1) << 20;
constexpr std::size_t kSliceEvents = std::size_t(1) << 20;
}  // namespace

TimelineMarks::TimelineMarks(SessionController* controller, QObject* parent) : QObject(parent), controller_(controller)
{
    timer_.setInterval(0);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (indexSlice(kSliceEvents)) {
            timer_.stop();
            emit indexingFinished();
        }
        emit changed();
    });
    connect(controller_, &SessionController::sessionChanged, this, &TimelineMarks::reset);
    connect(controller_, &SessionController::traceChanged, this, &TimelineMarks::onTraceChanged);
    connect(controller_, &SessionController::breakpointsChanged, this, &TimelineMarks::onBreakpointsChanged);
    reset();
}

TimelineMarks::~TimelineMarks() = default;

std::size_t TimelineMarks::traceSize() const { return controller_->session() ? controller_->session()->size() : 0; }

void TimelineMarks::reset()
{
    timer_.stop();
    pass_.cancel();
    hitsJob_.reset();
    hitsJobTried_ = false;
    turns_.clear();
    turnNumbers_.clear();
    runs_.clear();
    decisions_.clear();
    hits_.clear();
    marksIndexed_ = hitsIndexed_ = 0;
    turnKind_ = runKind_ = decisionKind_ = -1;
    periods_ = periodsOf({});
    filters_.clear();
    const Session* s = controller_->session();
    session_ = s;
    if (s) {
        // Kinds by name: a trace from a file has that file's kind table.
        const auto& names = s->trace().kindNames;
        periods_ = periodsOf(*s);
        for (std::size_t k = 0; k < names.size(); ++k) {
            if (!periods_.kinds.majorKind.empty() && names[k] == periods_.kinds.majorKind)
                turnKind_ = static_cast<int>(k);
            else if (!periods_.kinds.minorKind.empty() && names[k] == periods_.kinds.minorKind)
                runKind_ = static_cast<int>(k);
            else if (names[k] == "decision")
                decisionKind_ = static_cast<int>(k);
        }
        filters_ = compileFilters();
    }
    emit changed();
    schedule();
}

void TimelineMarks::onTraceChanged()
{
    if (controller_->session() != session_) {
        reset();
        return;
    }
    // A fork cuts the trace and says so before appending the new future: drop the marks
    // of the events that are gone.
    const std::size_t size = traceSize();
    auto cut = [size](std::vector<Seq>& v) {
        const auto it = std::lower_bound(v.begin(), v.end(), Seq(size));
        const auto kept = static_cast<std::size_t>(it - v.begin());
        v.erase(it, v.end());
        return kept;
    };
    if (marksIndexed_ > size) {
        turnNumbers_.resize(cut(turns_));
        cut(runs_);
        cut(decisions_);
        marksIndexed_ = size;
    }
    if (hitsOnWorker()) {
        hitsJob_.reset();  // its session is the file's: the slices go on from where it got
        hitsIndexed_ = std::min(hitsIndexed_, size);
    }
    if (hitsIndexed_ > size) {
        cut(hits_);
        hitsIndexed_ = size;
    }
    passValid_ = std::min<Seq>(passValid_, size);
    schedule();
}

void TimelineMarks::catchUp()
{
    if (controller_->session() == session_)
        schedule();
}

std::vector<TimelineMarks::Filter> TimelineMarks::compileFilters() const
{
    std::vector<Filter> out;
    const Session* s = controller_->session();
    if (!s)
        return out;
    const Trace& t = s->trace();
    for (const Breakpoint& bp : s->breakpoints()) {
        if (!bp.enabled)
            continue;
        Filter f;
        if (bp.condition)
            f.condition = bp.conditionText.empty() ? std::string("?") : bp.conditionText;
        if (bp.kind)
            f.kind = *bp.kind;
        if (bp.clause) {
            f.clauseOk.resize(t.clauseNames.size(), 0);
            for (std::size_t id = 0; id < t.clauseNames.size(); ++id)
                f.clauseOk[id] = clauseCovers(*bp.clause, t.clauseNames[id]);
        }
        if (bp.entity)
            f.entity = *bp.entity;
        out.push_back(std::move(f));
    }
    return out;
}

void TimelineMarks::onBreakpointsChanged()
{
    if (controller_->session() != session_)
        return;  // sessionChanged comes first and rebuilds everything
    std::vector<Filter> filters = compileFilters();
    if (filters == filters_)
        return;  // only hit counts changed
    filters_ = std::move(filters);
    hitsJob_.reset();
    hitsJobTried_ = false;
    hits_.clear();
    hitsIndexed_ = 0;
    emit changed();
    schedule();
}

bool TimelineMarks::conditional() const
{
    return std::any_of(filters_.begin(), filters_.end(), [](const Filter& f) { return !f.condition.empty(); });
}

bool TimelineMarks::matches(const std::vector<Filter>& filters, const Event& e)
{
    for (const Filter& f : filters) {
        if (f.kind >= 0 && e.kind != f.kind)
            continue;
        if (!f.clauseOk.empty() && (e.clause >= f.clauseOk.size() || !f.clauseOk[e.clause]))
            continue;
        if (f.entity != kNoEntity && !e.concerns(f.entity))
            continue;
        return true;
    }
    return false;
}

TimelineMarks::Scanner TimelineMarks::scanner(bool marks, bool hits) const
{
    return {turnKind_, runKind_, decisionKind_, hits ? filters_ : std::vector<Filter>(), marks, hits};
}

void TimelineMarks::Scanner::scan(const Trace& trace, Seq from, Seq to, Lanes& out) const
{
    forEachEvent(trace, from, to, [&](Seq seq, const Event& e) {
        if (marks) {
            if (e.kind == turnKind) {
                out.turns.push_back(seq);
                out.turnNumbers.push_back(e.arg[0]);
            } else if (e.kind == runKind) {
                out.runs.push_back(seq);
            } else if (e.kind == decisionKind) {
                out.decisions.push_back(seq);
            }
        }
        if (hits && matches(filters, e))
            out.hits.push_back(seq);
    });
}

void TimelineMarks::append(Lanes&& lanes)
{
    turns_.insert(turns_.end(), lanes.turns.begin(), lanes.turns.end());
    turnNumbers_.insert(turnNumbers_.end(), lanes.turnNumbers.begin(), lanes.turnNumbers.end());
    runs_.insert(runs_.end(), lanes.runs.begin(), lanes.runs.end());
    decisions_.insert(decisions_.end(), lanes.decisions.begin(), lanes.decisions.end());
    hits_.insert(hits_.end(), lanes.hits.begin(), lanes.hits.end());
}

// The whole file's marks and the hits of breakpoints without conditions, whichever lane has
// nothing yet, on the scan thread; what the session has beyond the file follows in slices.
bool TimelineMarks::startPass()
{
    const Session* s = controller_->session();
    const bool marks = marksIndexed_ == 0;
    const bool hits = hitsIndexed_ == 0 && !filters_.empty() && !conditional();
    if (!s || (!marks && !hits))
        return false;
    auto lanes = std::make_shared<Lanes>();
    const Scanner scan = scanner(marks, hits);
    passValid_ = s->size();
    return pass_.start(
        controller_->traceScan(), [lanes, scan](const Trace& t, Seq from, Seq to) { scan.scan(t, from, to, *lanes); },
        [this](Seq, Seq) { emit changed(); },
        [this, lanes, scan](const ScanPass::Outcome& o) {
            passFinished(std::move(*lanes), scan, o.error.isEmpty() ? o.events : 0);
        });
}

void TimelineMarks::passFinished(Lanes&& lanes, const Scanner& scan, Seq end)
{
    auto cut = [](std::vector<Seq>& v, Seq n) {
        const auto it = std::lower_bound(v.begin(), v.end(), n);
        const auto kept = static_cast<std::size_t>(it - v.begin());
        v.erase(it, v.end());
        return kept;
    };
    // What a fork cut meanwhile is the new future's, still to be read; the hits of
    // breakpoints that changed meanwhile are not wanted any more.
    end = std::min(end, passValid_);
    lanes.turnNumbers.resize(cut(lanes.turns, end));
    cut(lanes.runs, end);
    cut(lanes.decisions, end);
    cut(lanes.hits, end);
    const bool hits = scan.hits && scan.filters == filters_ && hitsIndexed_ == 0;
    if (!hits)
        lanes.hits.clear();
    append(std::move(lanes));
    if (scan.marks)
        marksIndexed_ = end == 0 ? traceSize() : end;  // 0: an unreadable block, the marks stop there
    if (hits)
        hitsIndexed_ = end == 0 ? traceSize() : end;
    emit changed();
    schedule();
    if (!isIndexing())
        emit indexingFinished();
}

void TimelineMarks::schedule()
{
    const std::size_t size = traceSize();
    if (filters_.empty())
        hitsIndexed_ = size;  // nothing can hit: no need to read the events for it
    startHitsJob();
    const std::size_t hitsPending = hitsOnWorker() ? 0 : size - std::min(size, hitsIndexed_);
    const std::size_t pending = (size - std::min(size, marksIndexed_)) + hitsPending;
    if (pending == 0 || timer_.isActive())
        return;
    if (pass_.isRunning() || startPass())
        return;  // it calls again when it finishes
    if (pending <= kSyncEvents && !conditional()) {
        indexSlice(pending);
        emit indexingFinished();
        emit changed();
    } else {
        timer_.start();
    }
}

// One pass over the events not indexed yet, for every lane that still needs them.
bool TimelineMarks::indexSlice(std::size_t budget)
{
    const Session* s = controller_->session();
    if (!s)
        return true;
    const Trace& t = s->trace();
    const std::size_t size = t.size();
    if (filters_.empty())
        hitsIndexed_ = size;
    const bool withConditions = conditional();
    Seq seq = std::min(marksIndexed_, hitsIndexed_);
    const std::size_t end = std::min(size, seq + budget);
    Lanes lanes;
    try {
        // The lane that is further on has its events already: each lane from its own start.
        if (marksIndexed_ < end)
            scanner(true, false).scan(t, marksIndexed_, end, lanes);
        if (!withConditions && hitsIndexed_ < end)
            scanner(false, true).scan(t, hitsIndexed_, end, lanes);
        seq = end;
        if (withConditions && !hitsOnWorker())
            hitsIndexed_ = conditionalHits(end);
    } catch (const std::exception&) {
        seq = size;  // an unreadable block: the marks stop where the trace can be read
    }
    append(std::move(lanes));
    marksIndexed_ = std::max<std::size_t>(marksIndexed_, seq);
    if (!withConditions)
        hitsIndexed_ = std::max<std::size_t>(hitsIndexed_, seq);
    return marksIndexed_ >= size &&
        (hitsOnWorker() || hitsIndexed_ >= (withConditions ? hitsReachable_ : size));  // the job's end schedules
}

// The hits of breakpoints with conditions, from hitsIndexed_ up to `end`, for at most a few
// milliseconds: each rule step's end costs a state. Where the trace's last event ends a rule
// step is known only once the game goes on, so an unfinished game's last event waits.
std::size_t TimelineMarks::conditionalHits(std::size_t end)
{
    Session* s = controller_->session();
    if (!s || s->size() == 0) {
        hitsReachable_ = 0;
        return hitsIndexed_;
    }
    hitsReachable_ = s->finished() || s->waitingForCaller() ? s->size() : s->size() - 1;
    end = std::min(end, hitsReachable_);
    QElapsedTimer clock;
    clock.start();
    std::size_t seq = hitsIndexed_;
    for (; seq < end && clock.elapsed() < kConditionMillis; ++seq)
        if (s->breakpointHit(seq))
            hits_.push_back(seq);
    return seq;
}

// The hits of breakpoints with conditions over a session that is still its large file's events,
// as the scan passes read them: asked on a worker, by a session and script engines of its
// own. Their counts and errors go to the window's engines (the breakpoint list shows them).
// Once per set of breakpoints: where a job stopped (a fork, a file it could not read), the
// slices go on.
bool TimelineMarks::startHitsJob()
{
    const Session* s = controller_->session();
    const std::shared_ptr<TraceScan> scan = controller_->traceScan();
    if (hitsJobTried_ || hitsOnWorker() || !s || !scan || s->size() == 0 || hitsIndexed_ != 0 || !conditional() ||
        s->recordedUpTo() != s->size() || !ConditionalHitsJob::canRun(s->breakpoints()))
        return false;
    hitsJobTried_ = true;
    hitsReachable_ = s->finished() || s->waitingForCaller() ? s->size() : s->size() - 1;
    const RulesetUi* ui = rulesetUiOf(*controller_);
    hitsJob_ = std::make_unique<ConditionalHitsJob>(this);
    hitsJob_->start(
        scan->path(), s->size(), hitsReachable_, s->breakpoints(), ui ? ui->conditionHelpers() : QString(),
        [this](std::vector<Seq> hits, Seq upTo) {
            hits_.insert(hits_.end(), hits.begin(), hits.end());
            hitsIndexed_ = upTo;
            emit changed();
        },
        [this](const ConditionalHitsJob::Counts& counts, const QString&) {
            for (const auto& [id, c] : counts)
                controller_->reportConditionCounts(id, c);
            schedule();  // what is left, if the job stopped early: in slices
            if (!isIndexing())
                emit indexingFinished();
        });
    return true;
}

}  // namespace ts::gui
