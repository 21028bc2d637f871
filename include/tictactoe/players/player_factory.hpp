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

// The bot that plays a round under `opening` (R3): the player's own bot, and
// under Swap and Swap2 an OpeningPlayer around it whose stones and colour
// decisions Hard's search judges, whatever the level. nullptr for a human.
[[nodiscard]] std::unique_ptr<Bot> makeBot(const PlayerSpec& spec, OpeningRule opening,
                                           std::uint64_t seed);

} // namespace ttt
