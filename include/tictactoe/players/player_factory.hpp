#pragma once

// Makes the computer player a PlayerSpec describes (features.md M2, M4): Easy,
// Medium and Hard from the ai layer, an external Gomocup engine from the
// protocol layer. The window, the arena and the brain all make their
// players here; this layer sits above both, so neither knows the other.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/player_spec.hpp"

#include <cstdint>
#include <memory>

namespace ttt {

// The bot for a computer player; nullptr for a human.
[[nodiscard]] std::unique_ptr<Bot> makeBot(const PlayerSpec& spec, std::uint64_t seed = 0);

} // namespace ttt
