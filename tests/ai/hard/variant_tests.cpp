// Every variant the rules allow: Hard plays legal moves to the end of a game
// against itself, and refuses a full board.

#include "positions.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <stdexcept>

using ttt::GameEngine;
using ttt::Overline;
using ttt::Rules;

TEST_CASE("Hard plays whole games on every kind of board", "[hard][variants]") {
    const Rules variants[] = {
        Rules::bounded(4, 4, 4),  Rules::bounded(5, 5, 4, Overline::Exact),
        Rules::bounded(7, 5, 4),  Rules::bounded(10, 10, 5),
        Rules::bounded(25, 3, 3), Rules::bounded(19, 19, 7),
        Rules::gomokuExact(),     Rules::bounded(25, 25, 12, Overline::Exact),
        Rules::bounded(6, 6, 6),
    };
    for (const Rules& rules : variants) {
        INFO(rules.describe());
        ttt::GameSetup setup;
        setup.rules = rules;
        GameEngine game(setup);
        ttt::HardBot x(1);
        ttt::HardBot o(2);
        for (int ply = 0; ply < 20 && !game.isRoundOver(); ++ply) {
            auto& bot = game.toMove() == ttt::Mark::X ? x : o;
            const auto answer =
                bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(2'000));
            REQUIRE(game.play(answer.move));
        }
    }
}

TEST_CASE("Hard refuses a full board", "[hard][variants]") {
    // X O X / X O O / O X X: full, nobody has three in a row.
    GameEngine game = ttt::test::engineWith(Rules::classic(), {{0, 0}, {2, 0}, {0, 1}, {1, 2}},
                                            {{1, 0}, {1, 1}, {2, 1}, {0, 2}});
    REQUIRE(game.play({2, 2}));
    REQUIRE(game.result().outcome == ttt::Outcome::Drawn);
    ttt::HardBot bot;
    CHECK_THROWS_AS(bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(100)),
                    std::invalid_argument);
}
