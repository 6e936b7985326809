#include "kernel/game.h"

#include <nlohmann/json.hpp>

namespace ts {

void Game::writeJson(nlohmann::json& doc) const { doc = toJson(); }

}  // namespace ts
