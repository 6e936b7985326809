#include "panels/watches/watchbuilderjob.h"

#include "session/headless/watchbuilder.h"

#include "kernel/session/session.h"
#include "kernel/session/session_files.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <exception>

namespace ts::gui {

struct WatchBuilderJob::Flags {
    std::atomic<bool> cancelled{false};  // set on the context's thread, read by the worker
    bool over = false;  // the context's thread only: done was called
};

namespace {

// One worker for every watch: a second watch waits for the first rather than take the core
// the window paints on. A child of the application, which waits for it as it ends.
QThreadPool* pool()
{
    static QThreadPool* workers = [] {
        auto* p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(1);
        return p;
    }();
    return workers;
}

}  // namespace

bool WatchBuilderJob::isRunning() const { return flags_ && !flags_->over; }

void WatchBuilderJob::start(const std::string& path, Seq events, WatchSpec spec, const QString& helpers,
                            Progress progress, Done done)
{
    cancel();
    flags_ = std::make_shared<Flags>();
    QObject* context = context_;
    // Posts to the context unless the job was cancelled by then (checked on the context's
    // thread, where cancel() runs, so nothing lands after it).
    auto post = [context, flags = flags_](std::function<void()> f) {
        QMetaObject::invokeMethod(
            context,
            [flags, f = std::move(f)] {
                if (!flags->cancelled)
                    f();
            },
            Qt::QueuedConnection);
    };
    pool()->start([path, events, spec = std::move(spec), helpers, progress = std::move(progress),
                   done = std::move(done), flags = flags_, post] {
        std::shared_ptr<const Track> track;
        QString error;
        try {
            const std::unique_ptr<Session> session = openSession(path);
            WatchBuilder builder(*session, spec, helpers);
            if (session->size() != events) {
                error =
                    tr("%1 has changed since the window opened it: open it again").arg(QString::fromStdString(path));
            } else if (!builder.ok()) {
                error = builder.error();
            } else {
                auto last = std::chrono::steady_clock::now();
                while (!builder.extend(1)) {  // one place at a time: a cancel waits for one at most
                    if (flags->cancelled)
                        return;
                    if (const auto now = std::chrono::steady_clock::now();
                        now - last > std::chrono::milliseconds(100)) {
                        last = now;
                        post([progress, fraction = builder.progress()] { progress(fraction); });
                    }
                }
                track = std::make_shared<const Track>(builder.take());
            }
        } catch (const std::exception& e) {  // the file cannot be opened, or a block read
            error = QString::fromUtf8(e.what());
        }
        post([flags, done, track, error] {
            flags->over = true;
            done(track, error);
        });
    });
}

void WatchBuilderJob::cancel()
{
    if (flags_)
        flags_->cancelled = true;
    flags_.reset();
}

}  // namespace ts::gui
