#pragma once
// The session's private records, shared by its source files (session.cpp,
// session_regenerate.cpp).
#include "kernel/session/session.h"

#include <optional>

namespace ts {

struct Session::Checkpoint {
    Seq seq = 0;
    std::size_t decisionsUsed = 0;
    std::unique_ptr<Game> game;
    // Hashed when first asked for (saving, verify): hashing the state costs as much as
    // copying it, and the recording is timed by its checkpoints.
    mutable std::optional<std::uint64_t> hash;
    std::size_t bytes = 0;
    std::uint64_t hashed() const
    {
        if (!hash)
            hash = game->stateHash();
        return *hash;
    }
};

struct Session::Position {
    std::unique_ptr<Game> game;
    Seq seq = 0;
    std::size_t decisionsUsed = 0;
    bool awaiting = false;  // the last step asked for a decision that is not answered yet
};

}  // namespace ts
