#pragma once
// The JSON documents of game states the inspector has built, by event: the states last
// shown (cursor and cursor - 1) and the ones prepared for the next F10 and Alt+F10. Building a
// document is the costly part with a thousand units, so stepping reuses them; a document
// also serves a nearby event when no event between the two changes the state.
#include "kernel/trace/trace.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ts::gui {

class InspectorDocCache {
public:
    using Doc = std::shared_ptr<const nlohmann::json>;
    // jsondiff::countAllChanged of a document against the state one event earlier.
    using Counts = std::shared_ptr<const std::unordered_map<const nlohmann::json*, int>>;
    // Receives the documents the cache lets go (the inspector frees them off the GUI thread).
    using Dispose = std::function<void(Doc)>;

    explicit InspectorDocCache(Dispose dispose) : dispose_(std::move(dispose)) {}

    // The document kept for the state at `seq`, if any.
    Doc find(const Trace& trace, Seq seq) const;
    // Where F10 (Session::stepOver) goes from `cursor`: the next event no deeper than it,
    // if one is near enough to look for on the GUI thread.
    static std::optional<Seq> stepOverTarget(const Trace& trace, Seq cursor);

    // Keeps `doc` as the state at `seq`, most recent first; the oldest beyond kKeep go.
    // `counts`, if known, compare it with the state at seq - 1; they go with the document.
    void add(Seq seq, Doc doc, Counts counts = nullptr);
    // The counts kept with `doc` as the state at exactly `seq`, if any.
    Counts countsAt(Seq seq, const Doc& doc) const;
    // What is kept, most recent first (tests).
    std::vector<std::pair<Seq, Doc>> kept() const;
    void clear();

private:
    // Shown now and before; prepared for F10, and the event before it; prepared for Alt+F10,
    // and the event before it.
    static constexpr std::size_t kKeep = 6;
    struct Kept {
        Seq seq;
        Doc doc;
        Counts counts;
    };
    std::vector<Kept> docs_;
    Dispose dispose_;
};

}  // namespace ts::gui
