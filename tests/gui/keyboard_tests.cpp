// Keyboard play: the numeric-keypad digits on 3×3, arrows with Enter/Space,
// Space for the next round and Esc to restart.

#include "board/board_panel.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <wx/uiaction.h>

using namespace std::chrono_literals;
using ttt::Mark;
using ttt::Outcome;
using ttt::Point;
using namespace ttt::gui;

TEST_CASE("A 3x3 game is played with the keyboard", "[keyboard]") {
    test::WindowFixture window(test::humanVsHuman());
    const ttt::GameEngine& game = window.game();
    window.pointKeysAtBoard();

    window.pressKey('5'); // centre
    REQUIRE(game.history().size() == 1);
    CHECK(game.board().at({1, 1}) == Mark::X);

    // First arrow shows the cursor where it is, the second moves it.
    window.pressKey(WXK_LEFT);
    REQUIRE(window.frame().board().cursor() == std::optional<Point>(Point{1, 1}));
    window.pressKey(WXK_LEFT);
    CHECK(window.frame().board().cursor() == std::optional<Point>(Point{0, 1}));
    window.pressKey(WXK_RETURN);
    REQUIRE(game.history().size() == 2);
    CHECK(game.board().at({0, 1}) == Mark::O);

    window.pressKey(WXK_UP);
    window.pressKey(WXK_SPACE);
    REQUIRE(game.history().size() == 3);
    CHECK(game.board().at({0, 0}) == Mark::X);

    window.pressKey('9'); // top right on a keypad
    REQUIRE(game.history().size() == 4);
    CHECK(game.board().at({2, 0}) == Mark::O);

    window.pressKey('3'); // bottom right: X completes the diagonal
    REQUIRE(game.result().outcome == Outcome::Won);
    CHECK(game.result().winner == Mark::X);

    // Space after the end starts the next round.
    window.pressKey(WXK_SPACE);
    REQUIRE(game.history().empty());
    CHECK(game.completedRounds() == 1);
    CHECK(game.score().wins[0] == 1);

    // Esc restarts a round in progress.
    window.pressKey('1');
    window.pressKey('2');
    REQUIRE(game.history().size() == 2);
    // Esc asks first when the round has moves: "no" keeps the round.
    int questions = 0;
    window.frame().setConfirmation([&questions](const wxString&, const wxString&) {
        ++questions;
        return false;
    });
    window.pressKey(WXK_ESCAPE); // returns once the board has the key
    CHECK(questions == 1);
    CHECK(game.history().size() == 2);
    window.frame().setConfirmation([&questions](const wxString&, const wxString&) {
        ++questions;
        return true;
    });
    window.pressKey(WXK_ESCAPE);
    CHECK(test::pumpUntil([&] { return game.history().empty(); }, 2s));
    CHECK(questions == 2);
    CHECK(game.score().wins[0] == 1);
    // An empty round restarts without a question.
    window.pressKey(WXK_ESCAPE);
    CHECK(questions == 2);
    CHECK(game.history().empty());
}

TEST_CASE("The keyboard cursor hides after a new round or game and stays on the board",
          "[keyboard]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::bounded(7, 6, 4)));
    BoardPanel& board = window.frame().board();
    window.pointKeysAtBoard();

    window.pressKey(WXK_RIGHT); // shows the cursor in the centre
    window.pressKey(WXK_RIGHT);
    window.pressKey(WXK_RIGHT);
    window.pressKey(WXK_DOWN);
    window.pressKey(WXK_DOWN);
    REQUIRE(board.cursor() == std::optional<Point>(Point{5, 5}));

    window.frame().restartRound();
    CHECK_FALSE(board.cursor().has_value());
    window.pressKey(WXK_LEFT); // the first key shows it again, where it was
    CHECK(board.cursor() == std::optional<Point>(Point{5, 5}));

    // A smaller board: (5, 5) is off it, the cursor comes back on the board.
    REQUIRE(window.frame().startNewGame(test::humanVsHuman()));
    CHECK_FALSE(board.cursor().has_value());
    window.pressKey(WXK_LEFT);
    const auto shown = board.cursor();
    REQUIRE(shown.has_value());
    CHECK(window.game().rules().contains(*shown));
}
