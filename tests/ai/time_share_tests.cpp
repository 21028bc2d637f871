// How much of a game clock a computer's move may take (features.md G16):
// within the player's own time a move, never all that is left, more with an
// increment, and a round as long as the board allows never runs the clock out.

#include "tictactoe/ai/time_share.hpp"

#include <catch2/catch.hpp>

using namespace ttt;
using namespace std::chrono_literals;

TEST_CASE("a move's share of the clock", "[time][clock]") {
    // A minute, an empty 15x15 board: about a thirtieth, up to three times that.
    const TimeShare early = shareClock(60s, 0ms, 10s, 0, 225);
    CHECK(early.targetTime >= 1500ms);
    CHECK(early.targetTime <= 2500ms);
    CHECK(early.searchTime >= early.targetTime);
    CHECK(early.searchTime <= 3 * early.targetTime);
    // Never more than the player's own time a move.
    CHECK(shareClock(60s, 0ms, 500ms, 0, 225).searchTime == 500ms);
    // An increment is mostly spent.
    CHECK(shareClock(60s, 2s, 10s, 0, 225).targetTime >= early.targetTime + 1500ms);
    // Nothing left, or no time a move: an instant move.
    CHECK(shareClock(0ms, 0ms, 1s, 10, 100).searchTime == 1ms);
    CHECK(shareClock(-5ms, 0ms, 1s, 10, 100).searchTime == 1ms);
    CHECK(shareClock(10s, 0ms, 0ms, 10, 100).searchTime == 1ms);
}

TEST_CASE("a round the board's length on a clock never runs it out", "[time][clock]") {
    // Each move takes all of its search time and 5 ms more (the time between
    // the clock and the search): 30 s for every move a 15x15 board has room for.
    for (const auto clock : {5s, 30s, 180s}) {
        CAPTURE(clock.count());
        std::chrono::milliseconds left = clock;
        int empty = 225;
        for (int own = 0; empty > 0; ++own, empty -= 2) {
            const TimeShare share = shareClock(left, 0ms, 10s, own, empty);
            left -= share.searchTime + 5ms;
            REQUIRE(left > 0ms);
        }
    }
}

TEST_CASE("a computer's budget on a round's clock", "[time][clock]") {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    const GameEngine game(setup);
    SearchBudget own;
    own.timeLimit = 5s;
    // No clock: as it was.
    const SearchBudget none = budgetOnClock(own, ClockSettings{}, 1s, GameView::of(game));
    CHECK(none.timeLimit == 5s);
    CHECK_FALSE(none.clock.has_value());
    // Per game: a share, and the clock itself for an engine.
    const SearchBudget perGame =
        budgetOnClock(own, ClockSettings::perGame(60s), 30s, GameView::of(game));
    CHECK(perGame.timeLimit < 5s);
    CHECK(perGame.targetTime > 0ms);
    REQUIRE(perGame.clock.has_value());
    CHECK(perGame.clock->left == 30s);
    CHECK(perGame.clock->turnLimit == 5s);
    // Per move: the move's time less a margin, at most its own time.
    CHECK(budgetOnClock(own, ClockSettings::perMove(2s), 2s, GameView::of(game)).timeLimit ==
          1800ms);
    CHECK(budgetOnClock(own, ClockSettings::perMove(30s), 30s, GameView::of(game)).timeLimit == 5s);
}
