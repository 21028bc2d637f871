// Gomoku 15x15 tactics. Each position is laid out stone by stone below; the
// coordinates are (x, y) with (0, 0) the top-left corner. Filler stones sit
// in the corners, far from the fight, only to make the stone counts legal.

#include "positions.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/game_engine.hpp"

using ttt::GameEngine;
using ttt::Mark;
using ttt::Point;
using ttt::Rules;
using ttt::SearchInfo;

namespace {

constexpr Point kLo{0, 0};
constexpr Point kHi{14, 14};

ttt::BotMove ask(const GameEngine& game, std::uint64_t nodes = 1'000'000) {
    ttt::HardBot bot(11);
    return bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(nodes));
}

} // namespace

TEST_CASE("Gomoku: Hard completes a five when it can", "[hard][tactics]") {
    // X: four in a row (5..8, 7), blocked on the left by O at (4, 7); only (9, 7) wins.
    GameEngine game =
        ttt::test::engineWith(Rules::gomokuFreestyle(), {{5, 7}, {6, 7}, {7, 7}, {8, 7}},
                              {{4, 7}, {6, 8}, {7, 8}, {10, 10}});
    const auto answer = ask(game);
    CHECK(answer.move == Point{9, 7});
    CHECK(answer.info.score == SearchInfo::kWinScore - 1);
    CHECK(answer.info.proven);
}

TEST_CASE("Gomoku: Hard turns an open three into an open four", "[hard][tactics]") {
    // X: open three (6..8, 7) with empty cells on both sides; O has three
    // scattered stones and no threat. An open four at (5, 7) or (9, 7) wins in
    // three plies; nothing wins faster.
    GameEngine game = ttt::test::engineWith(Rules::gomokuFreestyle(), {{6, 7}, {7, 7}, {8, 7}},
                                            {{6, 9}, {9, 10}, {3, 3}});
    const auto answer = ask(game);
    ttt::Board after = game.board();
    after.place(answer.move, Mark::X);
    CHECK(ttt::test::winningCells(after, Mark::X, kLo, kHi).size() >= 2);
    CHECK(answer.info.score == SearchInfo::kWinScore - 3);
    CHECK(answer.info.proven);
}

TEST_CASE("Gomoku: Hard plays the four-three", "[hard][tactics]") {
    // Row 7: O (4,7) then X (5,7) (6,7) (7,7): X at (8,7) makes a closed four.
    // Column 8: X (8,5) (8,6): X at (8,7) also makes an open three there.
    // After the forced block at (9,7), the three becomes an open four: a win
    // in five plies, and (8,7) is the only move that does it.
    GameEngine game =
        ttt::test::engineWith(Rules::gomokuFreestyle(), {{5, 7}, {6, 7}, {7, 7}, {8, 5}, {8, 6}},
                              {{4, 7}, {0, 0}, {14, 0}, {0, 14}, {14, 14}});
    const auto answer = ask(game);
    CHECK(answer.move == Point{8, 7});
    CHECK(answer.info.score == SearchInfo::kWinScore - 5);
    CHECK(answer.info.proven);
}

TEST_CASE("Gomoku: Hard finds a win by three continuous fours", "[hard][tactics]") {
    // Target cell (7,7) will make a double four:
    //   row 7:    O (3,7), X (4,7) (5,7), [ (6,7) missing ]
    //   column 7: O (7,3), X (7,4) (7,5), [ (7,6) missing ]
    // The missing stones come from two earlier fours:
    //   1. X (6,7) with X (6,8) (6,9) (6,10), O (6,11): four, O must block (6,6).
    //   2. X (7,6) with X (6,7) (8,5) (9,4), O (10,3): four, O must block (5,8).
    //   3. X (7,7): fours in row 7 and column 7 at once; O can stop only one.
    // O (8,4) closes the diagonal (5,7) (6,6) (7,5), so that X (6,6) is no
    // four-three. Nothing faster exists: X has no open three and no four-three.
    GameEngine game = ttt::test::engineWith(
        Rules::gomokuFreestyle(),
        {{4, 7}, {5, 7}, {7, 4}, {7, 5}, {6, 8}, {6, 9}, {6, 10}, {8, 5}, {9, 4}},
        {{3, 7}, {7, 3}, {6, 11}, {10, 3}, {8, 4}, {0, 0}, {14, 0}, {0, 14}, {14, 14}});
    const auto answer = ask(game);
    CHECK(answer.move == Point{6, 7});
    CHECK(answer.info.score == SearchInfo::kWinScore - 7); // fours at plies 1, 3 and 5
    CHECK(answer.info.proven);

    // Play it out against Hard defending: X must win within four more moves.
    ttt::HardBot attacker(5);
    ttt::HardBot defender(6);
    for (int ply = 0; ply < 8 && !game.isRoundOver(); ++ply) {
        auto& bot = game.toMove() == Mark::X ? attacker : defender;
        const auto move = bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(300'000));
        REQUIRE(game.play(move.move));
    }
    REQUIRE(game.isRoundOver());
    CHECK(game.result().winner == Mark::X);
    CHECK(game.history().size() <= 18 + 7);
}

TEST_CASE("Gomoku: Hard blocks a four", "[hard][tactics]") {
    // O: four (5..8, 5) closed by X at (4,5); O wins at (9,5) unless X takes it.
    // X has nothing of its own.
    GameEngine game =
        ttt::test::engineWith(Rules::gomokuFreestyle(), {{4, 5}, {10, 10}, {11, 12}, {2, 12}},
                              {{5, 5}, {6, 5}, {7, 5}, {8, 5}});
    const auto answer = ask(game);
    CHECK(answer.move == Point{9, 5});
}

TEST_CASE("Gomoku: Hard stops an open three", "[hard][tactics]") {
    // O: open three (6..8, 6); X's stones are scattered. After X's move O must
    // no longer be able to make an open four.
    GameEngine game = ttt::test::engineWith(Rules::gomokuFreestyle(), {{3, 10}, {11, 11}, {2, 2}},
                                            {{6, 6}, {7, 6}, {8, 6}});
    REQUIRE_FALSE(ttt::test::openFourCells(game.board(), Mark::O, kLo, kHi).empty());
    const auto answer = ask(game, 200'000);
    ttt::Board after = game.board();
    after.place(answer.move, Mark::X);
    CHECK(ttt::test::openFourCells(after, Mark::O, kLo, kHi).empty());
}

TEST_CASE("Exact five: an overline does not count as a win", "[hard][tactics]") {
    // X: (3..6, 7) and (8, 7). X at (7,7) would make six in a row, which does
    // not win under the exact rule; X at (2,7) makes exactly five.
    GameEngine game =
        ttt::test::engineWith(Rules::gomokuExact(), {{3, 7}, {4, 7}, {5, 7}, {6, 7}, {8, 7}},
                              {{0, 0}, {14, 0}, {0, 14}, {14, 14}, {10, 10}});
    REQUIRE_FALSE(ttt::test::winsAt(game.board(), {7, 7}, Mark::X));
    const auto answer = ask(game);
    CHECK(answer.move == Point{2, 7});
    CHECK(answer.info.score == SearchInfo::kWinScore - 1);
}
