#include "session/splitscanpass.h"

#include <QThread>

#include <algorithm>

namespace ts::gui {

namespace {
// Under this many events a part costs more than it saves (its thread, its open of the file).
constexpr Seq kMinPartEvents = Seq(1) << 20;
constexpr std::size_t kMaxParts = 8;
}  // namespace

std::size_t SplitScanPass::partsFor(Seq events)
{
    const auto cores = static_cast<std::size_t>(std::max(1, QThread::idealThreadCount()));
    const auto bySize = static_cast<std::size_t>(std::max<Seq>(1, events / kMinPartEvents));
    return std::min({cores, bySize, kMaxParts});
}

void SplitScanPass::start(const std::string& path, Seq events, std::size_t parts, Step step, Progress progress,
                          Finished finished)
{
    cancel();
    progress_ = std::move(progress);
    finished_ = std::move(finished);
    parts = std::max<std::size_t>(1, parts);
    // Whole steps of a scan each when the parts are that long, so that no block is decoded by
    // two parts.
    Seq each = (events + parts - 1) / parts;
    if (each >= TraceScan::kStepEvents)
        each = (each + TraceScan::kStepEvents - 1) / TraceScan::kStepEvents * TraceScan::kStepEvents;
    parts_.resize(parts);
    for (std::size_t i = 0; i < parts; ++i) {
        Part& p = parts_[i];
        p.first = std::min(events, Seq(i) * each);
        p.end = i + 1 == parts ? events : std::min(events, p.first + each);
        p.done = p.first;
    }
    for (std::size_t i = 0; i < parts; ++i) {
        Part& p = parts_[i];
        p.pass = std::make_unique<ScanPass>(context_);
        p.pass->start(
            std::make_shared<TraceScan>(path, p.end, p.first),
            [step, i](const Trace& t, Seq from, Seq to) { step(i, t, from, to); },
            [this, i](Seq done, Seq) {
                parts_[i].done = done;
                partProgressed();
            },
            [this, i](const ScanPass::Outcome& o) {
                Part& part = parts_[i];
                part.finished = true;
                part.error = o.error;
                part.exitCode = o.exitCode;
                part.end = std::max(part.first, std::min(part.end, o.events));
                if (o.error.isEmpty())
                    part.done = part.end;
                partFinished();
            });
    }
}

void SplitScanPass::cancel()
{
    parts_.clear();  // each part's ScanPass cancels its pass as it goes
}

void SplitScanPass::partProgressed()
{
    std::size_t partsDone = 0;
    while (partsDone < parts_.size() && parts_[partsDone].finished)
        ++partsDone;
    Seq scanned = 0;
    for (const Part& p : parts_)
        scanned += p.done - p.first;
    if (progress_)
        progress_(partsDone, scanned, parts_.back().end);
}

void SplitScanPass::partFinished()
{
    if (std::any_of(parts_.begin(), parts_.end(), [](const Part& p) { return !p.finished; })) {
        partProgressed();
        return;
    }
    ScanPass::Outcome outcome;
    outcome.events = parts_.back().end;
    for (const Part& p : parts_)
        if (!p.error.isEmpty()) {
            outcome.error = p.error;
            outcome.exitCode = p.exitCode;
            break;
        }
    // The parts' ScanPasses are done: nothing of them is called again.
    parts_.clear();
    Finished finished = std::move(finished_);
    progress_ = nullptr;
    finished(outcome);
}

}  // namespace ts::gui
