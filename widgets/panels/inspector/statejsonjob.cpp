#include "panels/inspector/statejsonjob.h"

#include "panels/inspector/jsondiff.h"

#include <nlohmann/json.hpp>

#include <QMetaObject>

#include <atomic>
#include <exception>

namespace ts::gui {

StateJsonJob::StateJsonJob(Done done, QObject* parent) : QObject(parent), done_(std::move(done))
{
    threads_.setMaxThreadCount(2);
    threads_.setExpiryTimeout(-1);
}

StateJsonJob::~StateJsonJob()
{
    // The job's last act is to post its result to this object: once it is over, ~QObject
    // drops that event with the object.
    threads_.waitForDone();
}

void StateJsonJob::start(std::uint64_t tag, std::unique_ptr<Game> now, std::unique_ptr<Game> before, Spare spareNow,
                         Spare spareBefore, Doc knownNow, Doc knownBefore)
{
    struct Run {
        std::uint64_t tag = 0;
        Doc now, before;
        Counts counts;
        std::atomic<int> left{0};
    };
    busy_ = true;
    auto run = std::make_shared<Run>();
    run->tag = tag;
    run->now = now ? nullptr : std::move(knownNow);
    run->before = before ? nullptr : std::move(knownBefore);
    run->left = before ? 2 : 1;
    // Whichever document is built last compares them and hands all to the GUI thread.
    auto finish = [this, run] {
        if (--run->left > 0)
            return;
        if (run->now && run->before) {
            try {
                run->counts = std::make_shared<const jsondiff::ChangeCounts>(
                    jsondiff::countAllChanged(*run->now, run->before.get()));
            } catch (const std::exception&) {
                run->counts = nullptr;  // the inspector compares them itself
            }
        }
        QMetaObject::invokeMethod(
            this,
            [this, run] {
                busy_ = false;
                done_(run->tag, std::move(run->now), std::move(run->before), std::move(run->counts));
            },
            Qt::QueuedConnection);
    };
    // A document that cannot be built (out of memory) shows as none; an exception must not
    // leave a pool thread, nor the job busy for ever.
    auto build = [](const std::shared_ptr<Game>& game, Spare doc) -> Doc {
        try {
            if (!game)
                return nullptr;
            if (!doc)
                doc = std::make_shared<nlohmann::json>();
            game->writeJson(*doc);
            return doc;
        } catch (const std::exception&) {
            return nullptr;
        }
    };
    if (before)
        threads_.start(
            [run, build, finish, game = std::shared_ptr<Game>(std::move(before)), doc = std::move(spareBefore)] {
                run->before = build(game, doc);
                finish();
            });
    threads_.start([run, build, finish, game = std::shared_ptr<Game>(std::move(now)), doc = std::move(spareNow)] {
        if (game)
            run->now = build(game, doc);
        finish();
    });
}

}  // namespace ts::gui
