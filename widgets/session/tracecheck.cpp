#include "session/tracecheck.h"

#include "kernel/exit_codes.h"
#include "kernel/trace/trace_file.h"

#include <atomic>
#include <exception>
#include <mutex>
#include <string>

namespace ts::gui {

// What the worker and the window's thread share. The worker owns it as long as it runs, so
// the window may drop a check (a new file opened) without waiting for it.
struct TraceCheck::State {
    std::atomic<std::size_t> blocks{0};  // 0 until the file's index is read
    std::atomic<std::size_t> checked{0};
    std::atomic<bool> done{false};
    std::mutex mutex;  // guards the two below, written once before `done`
    std::string error;
    int exitCode = 0;
};

TraceCheck::TraceCheck(QObject* parent) : QObject(parent)
{
    timer_.setInterval(100);
    connect(&timer_, &QTimer::timeout, this, &TraceCheck::poll);
}

TraceCheck::~TraceCheck() { cancel(); }

void TraceCheck::start(const QString& path)
{
    cancel();
    state_ = std::make_shared<State>();
    running_ = true;
    worker_ = std::jthread([state = state_, file = path.toStdString()](const std::stop_token& stop) {
        checkBlocks(file, *state, stop);
        state->done = true;
    });
    timer_.start();
}

void TraceCheck::cancel()
{
    timer_.stop();
    if (worker_.joinable()) {
        worker_.request_stop();
        worker_.join();  // the worker stops between two blocks
    }
    state_.reset();
    running_ = false;
}

int TraceCheck::percent() const
{
    if (!state_)
        return 0;
    const std::size_t blocks = state_->blocks;
    return blocks == 0 ? 0 : static_cast<int>(100 * state_->checked / blocks);
}

void TraceCheck::poll()
{
    if (!state_)
        return;
    if (!state_->done) {
        emit progress(percent());
        return;
    }
    timer_.stop();
    worker_.join();
    running_ = false;
    const std::shared_ptr<State> state = std::move(state_);
    std::string error;
    int code = 0;
    {
        std::lock_guard lock(state->mutex);
        error = state->error;
        code = state->exitCode;
    }
    if (error.empty())
        emit passed();
    else
        emit failed(QString::fromStdString(error), code);
}

// The same checks as loadAllBlocks on the window's session: every block decoded and every
// event checked against this build's registries (trace_file.h).
void TraceCheck::checkBlocks(const std::string& path, State& state, const std::stop_token& stop)
{
    try {
        // Four resident blocks: the check reads each block once, in order.
        OpenedTrace opened = openTrace(path, 4);
        const std::size_t blocks = opened.trace.blockCount();
        state.blocks = blocks;
        for (std::size_t b = 0; b < blocks; ++b) {
            if (stop.stop_requested())
                return;
            (void)opened.trace.block(b);
            state.checked = b + 1;
        }
    } catch (const std::exception& e) {
        std::lock_guard lock(state.mutex);
        state.error = e.what();
        state.exitCode = exitCodeFor(e);
    }
}

}  // namespace ts::gui
