#include "session/tracecheck.h"

#include "kernel/trace/trace.h"

namespace ts::gui {

TraceCheck::TraceCheck(QObject* parent) : QObject(parent) {}

TraceCheck::~TraceCheck() { cancel(); }

void TraceCheck::start(const QString& path)
{
    start(std::make_shared<TraceScan>(path.toStdString(), TraceScan::kWholeFile));
}

// The same checks as loadAllBlocks on the window's session: every block decoded and every
// event checked against this build's registries (trace_file.h), by the scan's reader.
void TraceCheck::start(std::shared_ptr<TraceScan> scan)
{
    percent_ = 0;
    pass_.start(
        std::move(scan),
        [](const Trace& trace, Seq from, Seq to) {
            for (std::size_t b = from / Trace::kBlockEvents; b * Trace::kBlockEvents < to; ++b)
                (void)trace.block(b);
        },
        [this](Seq done, Seq total) {
            percent_ = static_cast<int>(100 * done / std::max<Seq>(1, total));
            emit progress(percent_);
        },
        [this](const ScanPass::Outcome& o) {
            if (o.error.isEmpty())
                emit passed();
            else
                emit failed(o.error, o.exitCode);
        });
}

void TraceCheck::cancel() { pass_.cancel(); }

}  // namespace ts::gui
