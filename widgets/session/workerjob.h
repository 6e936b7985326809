#pragma once
// A job of a panel's run on a worker thread (issue 41), over what the worker opens for
// itself (a session of the trace's file, a script engine): the window's own session and
// engines are never touched there. What the worker hands back is posted to the context's
// thread and dropped once the job is cancelled or destroyed: the flag it shares with the
// job says so, checked on the context's thread, where cancel() runs, so nothing lands after
// it. The work itself stops where it next asks cancelled().
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

class QObject;

namespace ts::gui {

class WorkerJob {
public:
    struct Flags {
        std::atomic<bool> cancelled{false};  // set on the context's thread, read by the worker
        bool over = false;  // the context's thread only: the last post ran
    };
    // What the work gets on its thread.
    class Worker {
    public:
        bool cancelled() const { return flags_->cancelled; }
        // Runs `f` on the context's thread, unless the job is cancelled by then.
        void post(std::function<void()> f) const;
        // The work's last post: the job is over (isRunning() false) when `f` runs.
        void finish(std::function<void()> f) const;

    private:
        friend class WorkerJob;
        Worker(QObject* context, std::shared_ptr<Flags> flags) : context_(context), flags_(std::move(flags)) {}
        QObject* context_;
        std::shared_ptr<Flags> flags_;
    };

    explicit WorkerJob(QObject* context) : context_(context) {}
    WorkerJob(const WorkerJob&) = delete;
    WorkerJob& operator=(const WorkerJob&) = delete;
    ~WorkerJob() { cancel(); }

    // Cancels a job running, then runs `work` on one of `pool`'s threads.
    void start(QThreadPool* pool, std::function<void(const Worker&)> work);
    void cancel();
    bool isRunning() const { return flags_ && !flags_->over; }

    // A pool of one thread, a child of the application (which waits for it as it ends): the
    // jobs of one kind wait for each other rather than take the core the window paints on.
    static QThreadPool* singleThreadPool();

private:
    QObject* context_;
    std::shared_ptr<Flags> flags_;
};

}  // namespace ts::gui
