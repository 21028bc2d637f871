// Human vs the Hard computer on 3×3: the computer answers every move and the
// human never wins.

#include "analysis/analysis_commands.hpp"
#include "dialogs/settings_menus.hpp"
#include "game/bot_worker.hpp"
#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "tictactoe/ai/hard_bot.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <thread>

using namespace std::chrono_literals;
using ttt::Mark;
using ttt::Outcome;
using ttt::Point;
using namespace ttt::gui;

TEST_CASE("A human plays the Hard computer on 3x3 by mouse", "[hard]") {
    test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Hard));
    const ttt::GameEngine& game = window.game();
    REQUIRE(game.player(1).isComputer());

    // The human always takes the first free cell in reading order.
    int humanMoves = 0;
    while (!game.isRoundOver() && humanMoves < 5) {
        REQUIRE(
            test::pumpUntil([&] { return game.isRoundOver() || game.toMove() == Mark::X; }, 10s));
        if (game.isRoundOver()) {
            break;
        }
        Point target{-1, -1};
        for (int y = 0; y < 3 && target.x < 0; ++y) {
            for (int x = 0; x < 3; ++x) {
                if (game.board().isEmpty({x, y})) {
                    target = {x, y};
                    break;
                }
            }
        }
        const std::size_t before = game.history().size();
        window.clickCell(target);
        REQUIRE(game.history().size() >= before + 1);
        CHECK(game.board().at(target) == Mark::X);
        ++humanMoves;
        // The computer answers (unless the human's move ended the round).
        REQUIRE(test::pumpUntil(
            [&] { return game.isRoundOver() || game.history().size() == before + 2; }, 10s));
    }
    REQUIRE(game.isRoundOver());
    int computerMoves = 0;
    for (const ttt::Move& move : game.history()) {
        computerMoves += move.mark == Mark::O ? 1 : 0;
    }
    CHECK(computerMoves >= 2);
    const bool computerWon =
        game.result().outcome == Outcome::Won && game.result().winner == Mark::O;
    CHECK((game.result().outcome == Outcome::Drawn || computerWon));
    CHECK_FALSE(window.frame().controller().isThinking());
}

TEST_CASE("The window's computer thinks with the machine's cores under a time limit", "[hard]") {
    ttt::SearchBudget timed;
    timed.timeLimit = std::chrono::milliseconds(500);
    // One thread a core, at most 8; one when the core count is unknown (0).
    CHECK(BotWorker::threadsFor(timed, 0) == 1);
    CHECK(BotWorker::threadsFor(timed, 1) == 1);
    CHECK(BotWorker::threadsFor(timed, 2) == 2);
    CHECK(BotWorker::threadsFor(timed, 6) == 6);
    CHECK(BotWorker::threadsFor(timed, 8) == 8);
    CHECK(BotWorker::threadsFor(timed, 64) == 8);
    // This machine's count is the one used.
    CHECK(BotWorker::threadsFor(timed) ==
          BotWorker::threadsFor(timed, std::thread::hardware_concurrency()));
    timed.threads = 12; // asked for more: kept
    CHECK(BotWorker::threadsFor(timed, 2) == 12);
    CHECK(BotWorker::threadsFor(timed, 64) == 12);
    ttt::SearchBudget counted;
    counted.nodeLimit = 100000; // reproducible: stays on the threads it was given
    CHECK(BotWorker::threadsFor(counted, 64) == 1);
    counted.threads = 3;
    CHECK(BotWorker::threadsFor(counted, 64) == 3);
}

namespace {

// The person's move: a quick search's, so that the game stays balanced. A
// careless person would soon give the computer a proven win, and then its
// pondering ends by itself and its replies come at once.
Point personsMove(const ttt::GameEngine& game) {
    ttt::HardBot person(17);
    ttt::SearchBudget budget;
    budget.nodeLimit = 20'000;
    return person.chooseMove(ttt::GameView::of(game), budget).move;
}

} // namespace

TEST_CASE("Hard thinks on the person's time until the person moves, when asked to",
          "[hard][ponder]") {
    // Long enough a move that an undo comes while the computer thinks.
    ComputerTiming timing = test::WindowFixture::fastTiming();
    timing.maxThinkingTime = 1s;
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Hard, ttt::Rules::gomokuFreestyle()), timing);
    GameController& controller = window.frame().controller();
    const ttt::GameEngine& game = window.game();
    REQUIRE(game.player(0).isHuman());
    window.frame().settingsMenus().setPondering(true);
    REQUIRE(controller.ponders());
    CHECK_FALSE(controller.isPondering()); // an empty board: nothing to think about

    const auto personPlays = [&] {
        const std::size_t before = game.history().size();
        window.clickCell(personsMove(game));
        // The person's move ends the pondering; the computer's search answers
        // (an answer found at once may be on the board already, pondered on).
        CHECK((!controller.isPondering() || game.history().size() == before + 2));
        REQUIRE(test::pumpUntil([&] { return game.history().size() == before + 2; }, 10s));
    };
    personPlays();
    // Its move made, the computer thinks about the reply its line expects;
    // the window shows the person's turn, not the computer thinking.
    CHECK(controller.isPondering());
    CHECK(controller.ponderedReply().has_value());
    CHECK_FALSE(controller.isThinking());
    CHECK(controller.isHumanToMove());
    personPlays();
    CHECK(controller.isPondering());

    // Turned off, it stops at once and does not start after the next move.
    window.frame().settingsMenus().setPondering(false);
    CHECK_FALSE(controller.isPondering());
    personPlays();
    CHECK_FALSE(controller.isPondering());
    // Turned on while the person thinks, it starts at once.
    window.frame().settingsMenus().setPondering(true);
    CHECK(controller.isPondering());

    // Undone, the pondering follows the position on the board: the person to
    // move again, the computer ponders their position (its own move is gone).
    REQUIRE(controller.undo());
    CHECK(controller.isHumanToMove());
    CHECK(controller.isPondering());
    CHECK_FALSE(controller.ponderedReply().has_value());

    // Undone while the computer is still thinking about its reply: its search
    // ends before the pondering starts on the same player.
    const std::size_t before = game.history().size();
    window.clickCell(personsMove(game));
    REQUIRE(controller.isThinking());
    REQUIRE(controller.undo());
    CHECK(game.history().size() == before);
    CHECK(controller.isPondering());
    personPlays();

    // A hint has the cores: the pondering ends until the next move.
    REQUIRE(window.frame().moves().showHint());
    CHECK_FALSE(controller.isPondering());
    personPlays();
    CHECK(controller.isPondering());

    // While the analysis is shown it thinks on the person's time instead.
    window.frame().analysis().showAnalysis(true);
    CHECK_FALSE(controller.isPondering());
    personPlays();
    CHECK_FALSE(controller.isPondering());
    window.frame().analysis().showAnalysis(false);
    CHECK(controller.isPondering());

    // Between people nobody ponders.
    controller.newGame(test::humanVsHuman(ttt::Rules::gomokuFreestyle()).toSetup());
    CHECK_FALSE(controller.isPondering());
}
