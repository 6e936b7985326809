#pragma once
// The timeline's mark indexes: sorted vectors of the event numbers that the timeline
// draws — turn and Run beginnings, decisions, and breakpoint hits (events an enabled
// breakpoint stops at: its kind / clause / entity filters matched and, when it has a
// condition, the condition true where the rule step ends, as Session::breakpointHit says;
// conditions are evaluated on a worker or in slices of a few milliseconds, below).
// Built by one scan of the trace when the session changes, extended as events are
// appended, cut when a fork cuts the trace; the hit lane alone is rebuilt when the
// breakpoint filters change. A trace opened from a large file is scanned on the session's
// scan thread (session/scanpass.h), and its conditions asked on a worker with a session of
// its own (conditionalhitsjob.h); other big scans run in slices on the event loop.
#include "kernel/event.h"

#include "panels/timeline/conditionalhitsjob.h"
#include "session/periods.h"
#include "session/scanpass.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ts::gui {

class SessionController;

class TimelineMarks : public QObject {
    Q_OBJECT
public:
    explicit TimelineMarks(SessionController* controller, QObject* parent = nullptr);
    ~TimelineMarks() override;

    const std::vector<Seq>& turns() const { return turns_; }
    const std::vector<std::int32_t>& turnNumbers() const { return turnNumbers_; }  // parallel to turns()
    // What the ruleset's turns and Runs are (turns and Runs, rounds and turns).
    const Periods& periods() const { return periods_; }
    const std::vector<Seq>& runs() const { return runs_; }
    const std::vector<Seq>& decisions() const { return decisions_; }
    const std::vector<Seq>& hits() const { return hits_; }
    // True while a big scan goes on in slices; the vectors hold a prefix of the trace.
    bool isIndexing() const { return timer_.isActive() || pass_.isRunning() || hitsOnWorker(); }
    // The hits of breakpoints with conditions are being found on a worker (conditionalhitsjob.h).
    bool hitsOnWorker() const { return hitsJob_ && hitsJob_->isRunning(); }
    // Indexes events that came without a traceChanged() (seeking past the end runs ahead).
    void catchUp();

signals:
    void changed();  // marks were added or dropped
    void indexingFinished();  // the vectors cover the whole trace

private:
    // A breakpoint's filters compiled against the trace's id tables.
    struct Filter {
        int kind = -1;  // -1: any
        std::vector<std::uint8_t> clauseOk;  // by clause id; empty: any
        EntityId entity = kNoEntity;  // kNoEntity: any
        std::string condition;  // a condition's text: hits are the session's
        bool operator==(const Filter&) const = default;
    };

    // The marks of a stretch of events: a slice's, or a scan pass's.
    struct Lanes {
        std::vector<Seq> turns;
        std::vector<std::int32_t> turnNumbers;
        std::vector<Seq> runs;
        std::vector<Seq> decisions;
        std::vector<Seq> hits;
    };
    struct Scanner {
        int turnKind = -1, runKind = -1, decisionKind = -1;
        std::vector<Filter> filters;  // the hits of these, unless `hits` is off
        bool marks = true, hits = true;
        void scan(const Trace& trace, Seq from, Seq to, Lanes& out) const;
    };
    static bool matches(const std::vector<Filter>& filters, const Event& e);
    Scanner scanner(bool marks, bool hits) const;
    void append(Lanes&& lanes);
    bool startPass();
    void passFinished(Lanes&& lanes, const Scanner& scan, Seq end);

    void reset();
    void onTraceChanged();
    void onBreakpointsChanged();
    void schedule();
    bool indexSlice(std::size_t budget);  // true when everything is indexed
    // Some enabled breakpoint has a condition: hits are asked of the session.
    bool conditional() const;
    std::size_t conditionalHits(std::size_t end);  // the next seq not indexed
    bool startHitsJob();  // false: not a file's events; the slices find them
    static constexpr qint64 kConditionMillis = 8;
    std::vector<Filter> compileFilters() const;
    std::size_t traceSize() const;

    SessionController* controller_;
    const void* session_ = nullptr;  // the session the vectors describe
    std::vector<Seq> turns_;
    std::vector<std::int32_t> turnNumbers_;
    std::vector<Seq> runs_;
    std::vector<Seq> decisions_;
    std::vector<Seq> hits_;
    std::size_t marksIndexed_ = 0;  // events [0, marksIndexed_) are in turns_, runs_, decisions_
    std::size_t hitsIndexed_ = 0;  // events [0, hitsIndexed_) are in hits_
    std::size_t hitsReachable_ = 0;  // with conditions: how far hits can be known now
    int turnKind_ = -1, runKind_ = -1, decisionKind_ = -1;  // the trace's kind ids
    Periods periods_;
    std::vector<Filter> filters_;
    QTimer timer_;
    ScanPass pass_{this};
    std::unique_ptr<ConditionalHitsJob> hitsJob_;
    bool hitsJobTried_ = false;  // for these breakpoints: the slices go on from where it got
    Seq passValid_ = 0;  // the pass's events the session still has (a fork cuts them)
};

}  // namespace ts::gui
