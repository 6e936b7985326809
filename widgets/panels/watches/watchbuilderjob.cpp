#include "panels/watches/watchbuilderjob.h"

#include "session/headless/watchbuilder.h"

#include "kernel/session/session.h"
#include "kernel/session/session_files.h"

#include <chrono>
#include <exception>

namespace ts::gui {

void WatchBuilderJob::start(const std::string& path, Seq events, WatchSpec spec, const QString& helpers,
                            Progress progress, Done done)
{
    // One worker for every watch: a second watch waits for the first.
    static QThreadPool* const pool = WorkerJob::singleThreadPool();
    job_.start(pool,
               [path, events, spec = std::move(spec), helpers, progress = std::move(progress),
                done = std::move(done)](const WorkerJob::Worker& worker) {
                   std::shared_ptr<const Track> track;
                   QString error;
                   try {
                       const std::unique_ptr<Session> session = openSession(path);
                       WatchBuilder builder(*session, spec, helpers);
                       if (session->size() != events) {
                           error = tr("%1 has changed since the window opened it: open it again")
                                       .arg(QString::fromStdString(path));
                       } else if (!builder.ok()) {
                           error = builder.error();
                       } else {
                           auto last = std::chrono::steady_clock::now();
                           while (!builder.extend(1)) {  // one place at a time: a cancel waits for one at most
                               if (worker.cancelled())
                                   return;
                               if (const auto now = std::chrono::steady_clock::now();
                                   now - last > std::chrono::milliseconds(100)) {
                                   last = now;
                                   worker.post([progress, fraction = builder.progress()] { progress(fraction); });
                               }
                           }
                           track = std::make_shared<const Track>(builder.take());
                       }
                   } catch (const std::exception& e) {  // the file cannot be opened, or a block read
                       error = QString::fromUtf8(e.what());
                   }
                   worker.finish([done, track, error] { done(track, error); });
               });
}

}  // namespace ts::gui
