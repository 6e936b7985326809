#include "statejsonjob.h"

#include <nlohmann/json.hpp>

#include <QMetaObject>

namespace ts::gui {

StateJsonJob::StateJsonJob(Done done, QObject* parent) : QObject(parent), done_(std::move(done)) {}

StateJsonJob::~StateJsonJob()
{
    // The job's last act is to post its result to this object: once it is over, ~QObject
    // drops that event with the object.
    if (running_.valid())
        running_.wait();
}

void StateJsonJob::start(std::uint64_t tag, std::unique_ptr<Game> now, std::unique_ptr<Game> before)
{
    busy_ = true;
    if (running_.valid())
        running_.wait();  // finished already: its result is what made this object idle
    running_ = std::async(std::launch::async,
                          [this, tag, now = std::shared_ptr<Game>(std::move(now)), before = std::shared_ptr<Game>(std::move(before))] {
                              // Both documents at once when both are needed (a write event).
                              std::future<Doc> b = std::async(before ? std::launch::async : std::launch::deferred,
                                                              [before]() -> Doc {
                                                                  return before ? std::make_shared<const nlohmann::json>(before->toJson())
                                                                                : nullptr;
                                                              });
                              Doc n = now ? std::make_shared<const nlohmann::json>(now->toJson()) : nullptr;
                              QMetaObject::invokeMethod(
                                  this,
                                  [this, tag, n = std::move(n), b = b.get()]() mutable {
                                      busy_ = false;
                                      done_(tag, std::move(n), std::move(b));
                                  },
                                  Qt::QueuedConnection);
                          });
}

}  // namespace ts::gui
