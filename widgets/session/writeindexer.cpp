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
    pass_.cancel();
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
    if (!isBuilding() && !startPass())
        timer_.start();
}

bool WriteIndexer::startPass()
{
    const Session* s = controller_->session();
    if (!s || index_.indexed() != 0)
        return false;
    auto built = std::make_shared<WriteIndex>();
    passValid_ = s->size();
    return pass_.start(
        controller_->traceScan(),
        [built](const Trace& trace, Seq, Seq to) { built->extend(trace, to - built->indexed()); },
        [this](Seq done, Seq total) { emit progress(static_cast<int>(100 * done / std::max<Seq>(1, total))); },
        [this, built](const ScanPass::Outcome& o) { passFinished(built, o.error); });
}

void WriteIndexer::passFinished(const std::shared_ptr<WriteIndex>& built, const QString& error)
{
    index_ = std::move(*built);
    index_.cut(passValid_);  // a fork cut the trace meanwhile: its later events are others
    if (!error.isEmpty())
        return stopped(error);
    const Session* s = controller_->session();
    if (s && index_.indexed() < s->size())
        timer_.start();  // what the session appended after the file's events
    else
        slice();  // says it is complete
}

void WriteIndexer::stopped(const QString& error)
{
    // A block of the file that cannot be read: what is indexed stays, the rest cannot be.
    timer_.stop();
    emit controller_->statusMessage(tr("The write index stops at event %1: %2").arg(index_.indexed()).arg(error));
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
    pass_.cancel();
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
    if (s)
        passValid_ = std::min(passValid_, s->size());
    if (wanted_ && s && !isComplete() && !isBuilding())
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
        stopped(QString::fromStdString(e.what()));
    }
}

}  // namespace ts::gui
