#pragma once

// How much of a game clock one move may take (features.md G16, M4): the one
// rule the brain (INFO time_left), the window and the arena (a round's clock,
// game/game_clock.hpp) share out their time by. The search's own time manager
// then keeps its safety margin within the share (src/ai/hard/time_manager.hpp).

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/game_clock.hpp"

#include <chrono>

namespace ttt {

struct TimeShare {
    std::chrono::milliseconds searchTime{0}; // never to be exceeded
    // The part of the clock this move should take; the search may go on up
    // to searchTime while unsettled.
    std::chrono::milliseconds targetTime{0};
};

// A move's share of `left` on a game clock that adds `increment` after each
// move, never more than `turnLimit`. ownStones / emptyCells estimate how many
// moves are still to come. Nothing left: an instant move (1 ms).
[[nodiscard]] TimeShare shareClock(std::chrono::milliseconds left,
                                   std::chrono::milliseconds increment,
                                   std::chrono::milliseconds turnLimit, int ownStones,
                                   int emptyCells);

// A computer player's budget when it plays on a round's clock that reads
// `left` for it: the time limit and target shared out of it, and the clock
// itself for an engine to pass on (SearchBudget::clock). No clock: unchanged.
[[nodiscard]] SearchBudget budgetOnClock(SearchBudget budget, const ClockSettings& clock,
                                         std::chrono::milliseconds left, const GameView& view);

} // namespace ttt
