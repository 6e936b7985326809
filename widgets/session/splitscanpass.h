#pragma once
// A pass too slow for one core (a text filter renders every line of the trace) split over
// the file's parts, each part on a TraceScan of its own and so on a thread of its own. The
// parts are consecutive ranges of events, whole steps of a scan each, so no block is decoded
// by two of them. A part's result is the owner's to keep apart: `partsDone` says which parts
// are complete, so results can be joined in the order of the events as they come.
#include "session/scanpass.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ts::gui {

class SplitScanPass {
public:
    // On part `part`'s scan thread: extends that part's result over events [from, to).
    using Step = std::function<void(std::size_t part, const Trace& trace, Seq from, Seq to)>;
    // On the context's thread: parts [0, partsDone) are complete (the part after them is
    // where results in order stop); `scanned` events of `total` are in the results.
    using Progress = std::function<void(std::size_t partsDone, Seq scanned, Seq total)>;
    // On the context's thread, once, when every part has ended. `error` is the first part's
    // (in the order of events) that could not be read to its end; the results of the other
    // parts are whole. `events` is the file's events scanned (as ScanPass::Outcome).
    using Finished = std::function<void(const ScanPass::Outcome& outcome)>;

    explicit SplitScanPass(QObject* context) : context_(context) {}
    SplitScanPass(const SplitScanPass&) = delete;
    SplitScanPass& operator=(const SplitScanPass&) = delete;
    ~SplitScanPass() { cancel(); }

    // How many parts a pass over `events` events gets: one per core, none under a minimum
    // size (a thread and an open of the file cost more than they save on a small trace).
    static std::size_t partsFor(Seq events);

    // Cancels a pass running, then scans events [0, events) of the file at `path` in `parts`
    // parts (at least one) of about the same length.
    void start(const std::string& path, Seq events, std::size_t parts, Step step, Progress progress, Finished finished);
    // Nothing of the pass is called afterwards.
    void cancel();
    bool isRunning() const { return !parts_.empty(); }
    std::size_t parts() const { return parts_.size(); }

private:
    struct Part {
        std::unique_ptr<ScanPass> pass;
        Seq first = 0, end = 0, done = 0;
        bool finished = false;
        QString error;
        int exitCode = 0;
    };
    void partProgressed();
    void partFinished();

    QObject* context_;
    std::vector<Part> parts_;
    Progress progress_;
    Finished finished_;
};

}  // namespace ts::gui
