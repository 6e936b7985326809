#pragma once
// The inspector's state documents once nobody shows or caches them: up to two are kept as
// spares to write the next states over (Game::writeJson then allocates nothing for a
// thousand units), the others are freed off the GUI thread.
#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <memory>
#include <vector>

namespace ts {
class Game;
}

namespace ts::gui {

class InspectorDocPool {
public:
    using Doc = std::shared_ptr<const nlohmann::json>;
    using Spare = std::shared_ptr<nlohmann::json>;

    // A document let go: a spare if nobody else holds it and there is room, else freed.
    void release(Doc doc);
    // A spare, or null.
    Spare take();
    // The game's document, written over a spare when there is one.
    Doc build(const Game& game);
    // Another game's shape: nothing of the old one is worth reusing.
    void clear();
    // Freeing the JSON of a thousand units takes longer than building it: a document nobody
    // else holds goes to a pool thread.
    static void disposeInBackground(Doc doc);

private:
    static constexpr std::size_t kSpares = 2;  // what one step of the job writes over
    std::vector<Spare> spares_;
};

}  // namespace ts::gui
