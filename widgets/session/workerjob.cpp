#include "session/workerjob.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace ts::gui {

void WorkerJob::Worker::post(std::function<void()> f) const
{
    QMetaObject::invokeMethod(
        context_,
        [flags = flags_, f = std::move(f)] {
            if (!flags->cancelled)
                f();
        },
        Qt::QueuedConnection);
}

void WorkerJob::Worker::finish(std::function<void()> f) const
{
    post([flags = flags_, f = std::move(f)] {
        flags->over = true;
        f();
    });
}

void WorkerJob::start(QThreadPool* pool, std::function<void(const Worker&)> work)
{
    cancel();
    flags_ = std::make_shared<Flags>();
    pool->start([work = std::move(work), worker = Worker(context_, flags_)] { work(worker); });
}

void WorkerJob::cancel()
{
    if (flags_)
        flags_->cancelled = true;
    flags_.reset();
}

QThreadPool* WorkerJob::singleThreadPool()
{
    auto* pool = new QThreadPool(QCoreApplication::instance());
    pool->setMaxThreadCount(1);
    return pool;
}

}  // namespace ts::gui
