#include "session/writeindexer.h"

#include "session/sessioncontroller.h"

#include "kernel/session/session.h"

namespace ts::gui {

namespace {
// One slice: 1 M events, 10–40 ms on the 10 M-event benchmark trace (Release).
constexpr std::size_t kSliceEvents = std::size_t(1) << 20;
}  // namespace

WriteIndexer::WriteIndexer(SessionController* controller, QObject* parent) : QObject(parent), controller_(controller)
{
    timer_.setInterval(0);
    connect(&timer_, &QTimer::timeout, this, &WriteIndexer::slice);
    connect(controller_, &SessionController::sessionChanged, this, &WriteIndexer::reset);
    connect(controller_, &SessionController::traceChanged, this, &WriteIndexer::onTraceChanged);
    session_ = controller_->session();
}

void WriteIndexer::reset()
{
    timer_.stop();
    index_.clear();
    wanted_ = false;
    session_ = controller_->session();
}

bool WriteIndexer::isComplete() const
{
    const Session* s = controller_->session();
    return s && s == session_ && index_.indexed() == s->size();
}

void WriteIndexer::ensureBuilt()
{
    if (controller_->session() != session_)
        reset();
    if (!controller_->session())
        return;
    wanted_ = true;
    if (isComplete()) {
        emit ready();
        return;
    }
    if (!timer_.isActive())
        timer_.start();
}

void WriteIndexer::completeNow()
{
    if (controller_->session() != session_)
        reset();
    const Session* s = controller_->session();
    if (!s)
        return;
    wanted_ = true;
    timer_.stop();
    index_.extend(s->trace());
    emit progress(100);
    emit ready();
}

void WriteIndexer::onTraceChanged()
{
    const Session* s = controller_->session();
    if (s != session_) {
        reset();
        return;
    }
    if (s && index_.indexed() > s->size())
        index_.cut(s->size());  // a fork cut the trace before appending the new future
    if (wanted_ && s && !isComplete() && !timer_.isActive())
        timer_.start();
}

void WriteIndexer::slice()
{
    const Session* s = controller_->session();
    if (!s || s != session_) {
        reset();
        return;
    }
    try {
        const bool done = index_.extend(s->trace(), kSliceEvents);
        const auto size = std::max<std::size_t>(1, s->size());
        emit progress(static_cast<int>(100 * index_.indexed() / size));
        if (done) {
            timer_.stop();
            emit ready();
        }
    } catch (const std::exception& e) {
        // A block of the file that cannot be read: what is indexed stays, the rest cannot be.
        timer_.stop();
        emit controller_->statusMessage(
            tr("The write index stops at event %1: %2").arg(index_.indexed()).arg(QString::fromStdString(e.what())));
    }
}

}  // namespace ts::gui
