// A whole human-vs-human 3×3 game played by mouse clicks on the real window.

#include "board/board_panel.hpp"
#include "gui_test_support.hpp"
#include "window/score_panel.hpp"

#include <catch2/catch.hpp>
#include <vector>

using namespace std::chrono_literals;
using ttt::Mark;
using ttt::Outcome;
using ttt::Point;
using namespace ttt::gui;

TEST_CASE("Two people play 3x3 by mouse: a win, then a draw", "[hvh]") {
    test::WindowFixture window(test::humanVsHuman());
    const ttt::GameEngine& game = window.game();

    // X takes the left column while O plays in the middle one.
    const std::vector<Point> moves{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}};
    for (std::size_t i = 0; i < moves.size(); ++i) {
        window.clickCell(moves[i]);
        REQUIRE(game.history().size() == i + 1);
        CHECK(game.board().at(moves[i]) == (i % 2 == 0 ? Mark::X : Mark::O));
    }
    REQUIRE(game.result().outcome == Outcome::Won);
    CHECK(game.result().winner == Mark::X);
    CHECK(game.result().line.size() == 3);
    CHECK(window.frame().scores().scoreLabel(0) == "1");
    CHECK(window.frame().scores().scoreLabel(1) == "0");
    CHECK(window.frame().scores().drawsLabel() == "0");
    CHECK(window.frame().scores().playerName(0) == "Alice");

    // A click on a cell after the end changes nothing.
    window.clickCell({2, 2}, false);
    CHECK(game.history().size() == moves.size());
    CHECK(game.board().isEmpty({2, 2}));

    // The banner starts the next round; the score stays.
    window.clickBanner();
    REQUIRE(game.history().empty());
    CHECK(game.completedRounds() == 1);

    // A clicked occupied cell is refused and the turn does not pass.
    window.clickCell({1, 1});
    window.clickCell({1, 1}, false);
    CHECK(game.history().size() == 1);
    CHECK(game.toMove() == Mark::O);

    // Finish the round as a draw (X already holds the centre).
    const std::vector<Point> drawMoves{{0, 0}, {1, 0}, {1, 2}, {2, 1},
                                       {0, 1}, {0, 2}, {2, 0}, {2, 2}};
    for (Point p : drawMoves) {
        window.clickCell(p);
    }
    REQUIRE(game.result().outcome == Outcome::Drawn);
    CHECK(window.frame().scores().scoreLabel(0) == "1");
    CHECK(window.frame().scores().scoreLabel(1) == "0");
    CHECK(window.frame().scores().drawsLabel() == "1");

    // Reset score keeps the players and the board.
    window.frame().resetScore();
    test::pumpFor(50ms);
    CHECK(window.frame().scores().scoreLabel(0) == "0");
    CHECK(window.frame().scores().drawsLabel() == "0");
    CHECK(game.history().size() == 9);
    CHECK(game.mode() == ttt::Mode::HumanVsHuman);
}
