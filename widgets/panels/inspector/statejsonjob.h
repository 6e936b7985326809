#pragma once
// Builds the JSON of game states (Game::toJson) on threads of its own, so the inspector's
// costliest part overlaps the other panels' updates and painting instead of adding to
// them. One job at a time: whoever asks while one runs asks again when it is done, for the
// newest cursor only, so rapid stepping never queues up stale work.
#include "kernel/game.h"

#include <nlohmann/json_fwd.hpp>

#include <QObject>
#include <QThreadPool>

#include <cstdint>
#include <functional>
#include <memory>
#include <unordered_map>

namespace ts::gui {

class StateJsonJob : public QObject {
public:
    using Doc = std::shared_ptr<const nlohmann::json>;
    // A document nobody else holds any more, written over instead of built afresh
    // (Game::writeJson: no allocation when it held an earlier state of the game).
    using Spare = std::shared_ptr<nlohmann::json>;
    // jsondiff::countAllChanged(now, before) when both were built (the comparison the
    // inspector needs, done here instead of on the GUI thread); else null.
    using Counts = std::shared_ptr<const std::unordered_map<const nlohmann::json*, int>>;
    // Called on the object's (GUI) thread; a null game gives a null document.
    using Done = std::function<void(std::uint64_t tag, Doc now, Doc before, Counts counts)>;

    explicit StateJsonJob(Done done, QObject* parent = nullptr);
    ~StateJsonJob() override;  // waits for a running job

    bool busy() const { return busy_; }
    // The games are copies the job owns (the session's may change meanwhile). Both
    // documents are built at once when both are needed (an event that changes the state),
    // each over its spare if it has one. `knownNow` / `knownBefore`: the document already
    // built for a state whose game is null; the job compares it with the one it builds (the
    // counts, off the GUI thread) and hands it back with it. It only reads it.
    void start(std::uint64_t tag, std::unique_ptr<Game> now, std::unique_ptr<Game> before, Spare spareNow = nullptr,
               Spare spareBefore = nullptr, Doc knownNow = nullptr, Doc knownBefore = nullptr);

private:
    Done done_;
    bool busy_ = false;
    // Two threads that stay: starting a thread for each step took 1-6 ms on a loaded
    // 2-core machine, as long as building a thousand units' document.
    QThreadPool threads_;
};

}  // namespace ts::gui
