#pragma once

#include <cstdint>

namespace ttt {

// What a cell holds. Player 1 always plays X (drawn as X, "1" or a black stone),
// player 2 plays O; who moves first in a round is a separate choice (R6).
enum class Mark : std::uint8_t { None = 0, X = 1, O = 2 };

constexpr Mark opponent(Mark m) {
    return m == Mark::X ? Mark::O : (m == Mark::O ? Mark::X : Mark::None);
}

// Player index (0 = player 1, 1 = player 2) of a mark, and back.
constexpr int playerIndex(Mark m) {
    return m == Mark::O ? 1 : 0;
}
constexpr Mark markOf(int player) {
    return player == 1 ? Mark::O : Mark::X;
}

} // namespace ttt
