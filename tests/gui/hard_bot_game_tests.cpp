// Human vs the Hard computer on 3×3: the computer answers every move and the
// human never wins.

#include "game/bot_worker.hpp"
#include "gui_test_support.hpp"

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
