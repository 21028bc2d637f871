// The review of a round: every position searched, each move classed by the
// chance it gave away; a missed win in one is a blunder that names the win;
// the summaries count the classes; a cancelled review is an error.

#include "positions.hpp"
#include "tictactoe/ai/game_review.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/renju.hpp"

#include <atomic>
#include <catch2/catch.hpp>

using namespace ttt;

namespace {

// The moves of `stones`, X first, alternately.
std::vector<Move> movesOf(const std::vector<Point>& stones) {
    std::vector<Move> moves;
    for (std::size_t i = 0; i < stones.size(); ++i) {
        moves.push_back({stones[i], i % 2 == 0 ? Mark::X : Mark::O});
    }
    return moves;
}

} // namespace

TEST_CASE("A drop in the chance of winning is classed by the thresholds", "[review]") {
    CHECK(classifyDrop(0.30, true) == MoveClass::Best); // the engine's own move
    CHECK(classifyDrop(0.00, false) == MoveClass::Good);
    CHECK(classifyDrop(0.049, false) == MoveClass::Good);
    CHECK(classifyDrop(0.05, false) == MoveClass::Inaccuracy);
    CHECK(classifyDrop(0.099, false) == MoveClass::Inaccuracy);
    CHECK(classifyDrop(0.10, false) == MoveClass::Mistake);
    CHECK(classifyDrop(0.199, false) == MoveClass::Mistake);
    CHECK(classifyDrop(0.20, false) == MoveClass::Blunder);
    CHECK(classifyDrop(1.00, false) == MoveClass::Blunder);
    CHECK(moveAccuracy(0.0) == Approx(100.0));
    CHECK(moveAccuracy(0.15) == Approx(100.0 / std::exp(1.0)));
    CHECK(moveAccuracy(-0.1) == Approx(100.0)); // a gain is no loss
    for (const MoveClass c : {MoveClass::Best, MoveClass::Good, MoveClass::Inaccuracy,
                              MoveClass::Mistake, MoveClass::Blunder}) {
        CHECK(moveClassFromKey(moveClassKey(c)) == c);
    }
    CHECK_FALSE(moveClassFromKey("brilliant").has_value());
}

TEST_CASE("A missed win in one is a blunder that names the win", "[review]") {
    // X makes an open four on row 7 while O plays far away; O blocks one
    // end; X, who wins at (2, 7), plays a corner instead; O blocks.
    const std::vector<Move> moves = movesOf(
        {{3, 7}, {10, 1}, {4, 7}, {12, 3}, {5, 7}, {1, 12}, {6, 7}, {7, 7}, {0, 0}, {2, 7}});
    HardBot bot(3);
    std::vector<ReviewProgress> heard;
    const auto review = reviewRound(Rules::gomokuFreestyle(), moves, bot, test::nodeBudget(20'000),
                                    [&](const ReviewProgress& p) { heard.push_back(p); });
    REQUIRE(review);
    REQUIRE(review->moves.size() == moves.size());
    // Every position, the one after the last move too, in order.
    REQUIRE(heard.size() == moves.size() + 1);
    CHECK(heard.back().done == heard.back().total);

    const MoveReview& corner = review->moves[8];
    CHECK(corner.move == Point{0, 0});
    CHECK(corner.side == Mark::X);
    CHECK(corner.moveClass == MoveClass::Blunder);
    REQUIRE(corner.missedWin.has_value());
    CHECK(*corner.missedWin == 1);
    CHECK(corner.best == Point{2, 7});
    CHECK(corner.chanceBefore == Approx(1.0));
    CHECK(corner.losesWonGame == false); // blocked, X is not lost: only the win is gone

    // The open four was the engine's choice or near it; O's block was forced.
    CHECK(review->moves[6].moveClass <= MoveClass::Good);
    CHECK_FALSE(review->moves[6].missedWin.has_value());
    CHECK(review->moves[7].chanceBefore == Approx(0.0)); // O was lost before its block
    CHECK(review->moves[7].moveClass != MoveClass::Blunder);

    CHECK(review->engine == "Hard");
    // The summaries count each player's classes.
    const auto summary = summarise(review->moves);
    const auto& x = summary[0];
    const auto& o = summary[1];
    CHECK(x.counts[static_cast<std::size_t>(MoveClass::Blunder)] >= 1);
    int xMoves = 0;
    int oMoves = 0;
    for (std::size_t c = 0; c < 5; ++c) {
        xMoves += x.counts[c];
        oMoves += o.counts[c];
    }
    CHECK(xMoves == 5);
    CHECK(oMoves == 5);
    CHECK(x.accuracy < 100.0);
}

TEST_CASE("A round won on 3x3 is reviewed to its last move, proven", "[review]") {
    // X takes a corner, O answers beside it on the edge (a lost move), X
    // forks along a column and a diagonal and wins on the diagonal.
    const std::vector<Move> moves =
        movesOf({{0, 0}, {1, 0}, {1, 1}, {2, 2}, {0, 2}, {0, 1}, {2, 0}});
    HardBot bot(1);
    const auto review = reviewRound(Rules::classic(), moves, bot, test::nodeBudget(50'000));
    REQUIRE(review);
    REQUIRE(review->moves.size() == moves.size());
    CHECK(review->moves.back().chanceAfter == 1.0); // the winning move
    CHECK(review->moves.back().moveClass == MoveClass::Best);
    CHECK(review->moves.front().chanceBefore == Approx(0.5)); // a proven draw
    // O's edge move: from a draw into a proven loss.
    const MoveReview& fork = review->moves[1];
    CHECK(fork.side == Mark::O);
    CHECK(fork.chanceBefore == Approx(0.5));
    CHECK(fork.chanceAfter == Approx(0.0));
    CHECK(fork.moveClass == MoveClass::Blunder);
}

TEST_CASE("A review stops when cancelled and refuses a round without moves", "[review]") {
    HardBot bot(1);
    std::atomic<bool> cancel{true};
    SearchBudget budget = test::nodeBudget(5'000);
    budget.cancel = &cancel;
    const auto cancelled =
        reviewRound(Rules::gomokuFreestyle(), movesOf({{7, 7}, {8, 8}}), bot, budget);
    CHECK_FALSE(cancelled);
    CHECK_FALSE(reviewRound(Rules::classic(), {}, bot, test::nodeBudget(5'000)));
    // Moves that do not fit the board (twice the same cell) are refused, not searched.
    CHECK_FALSE(
        reviewRound(Rules::classic(), movesOf({{1, 1}, {1, 1}}), bot, test::nodeBudget(5'000)));
}

TEST_CASE("Learn from your mistakes: a try keeps the position or gives it away", "[review]") {
    // The round of the missed win above: X's corner (move 9) let the win in
    // one at (2, 7) go.
    const std::vector<Move> moves = movesOf(
        {{3, 7}, {10, 1}, {4, 7}, {12, 3}, {5, 7}, {1, 12}, {6, 7}, {7, 7}, {0, 0}, {2, 7}});
    HardBot bot(3);
    const auto review = reviewRound(Rules::gomokuFreestyle(), moves, bot, test::nodeBudget(20'000));
    REQUIRE(review);
    // X's mistakes: the corner; O's none (its moves far away were before the four).
    const std::vector<std::size_t> xMistakes = mistakesOf(review->moves, Mark::X);
    REQUIRE_FALSE(xMistakes.empty());
    CHECK(xMistakes.back() == 8);
    for (const std::size_t i : mistakesOf(review->moves, Mark::O)) {
        CHECK(review->moves[i].side == Mark::O);
        CHECK(review->moves[i].moveClass >= MoveClass::Mistake);
    }

    const std::span<const Move> before(moves.data(), 8);
    const MoveReview& corner = review->moves[8];
    // The win: kept, and the engine's own move.
    const auto win =
        judgeTry(Rules::gomokuFreestyle(), before, {2, 7}, corner, bot, test::nodeBudget(20'000));
    REQUIRE(win);
    CHECK(win->keeps);
    CHECK(win->wins);
    CHECK(win->chance == 1.0);
    // Another far corner gives the win away as the move played did.
    const auto far =
        judgeTry(Rules::gomokuFreestyle(), before, {14, 14}, corner, bot, test::nodeBudget(20'000));
    REQUIRE(far);
    CHECK_FALSE(far->keeps);
    CHECK_FALSE(far->wins);
    INFO("far corner " << far->chance << ", the corner played " << corner.chanceAfter);
    CHECK(far->chance < 1.0 - ReviewThresholds{}.good);
    CHECK(far->chance == Approx(corner.chanceAfter).margin(0.1));
    // A taken point is refused with a message, not judged.
    const auto taken =
        judgeTry(Rules::gomokuFreestyle(), before, {3, 7}, corner, bot, test::nodeBudget(20'000));
    CHECK_FALSE(taken);
}

TEST_CASE("Learn from your mistakes never takes a point forbidden to black", "[review]") {
    // Black has open twos crossing at (7, 7): a move there makes a double
    // three, forbidden under Renju.
    const std::vector<Move> before =
        movesOf({{5, 7}, {0, 0}, {6, 7}, {0, 14}, {7, 5}, {14, 0}, {7, 6}, {14, 14}});
    MoveReview reviewed;
    reviewed.side = Mark::X;
    reviewed.best = {9, 9};
    reviewed.chanceBefore = 0.6;
    HardBot bot(1);
    CHECK_FALSE(
        judgeTry(Rules::gomokuRenju(), before, {7, 7}, reviewed, bot, test::nodeBudget(2'000)));
    // Under freestyle the same point is a move like any other.
    CHECK(
        judgeTry(Rules::gomokuFreestyle(), before, {7, 7}, reviewed, bot, test::nodeBudget(2'000)));
}

TEST_CASE("A Renju round is reviewed under Renju: black is never told to play a forbidden point",
          "[review]") {
    // Black's open twos cross at (7, 7), a double three there; the round
    // goes on with black elsewhere.
    const std::vector<Move> moves = movesOf(
        {{5, 7}, {0, 0}, {6, 7}, {0, 14}, {7, 5}, {14, 0}, {7, 6}, {14, 14}, {9, 9}, {1, 1}});
    HardBot bot(5);
    const auto review = reviewRound(Rules::gomokuRenju(), moves, bot, test::nodeBudget(20'000));
    REQUIRE(review);
    REQUIRE(review->moves.size() == moves.size());
    Board board(Rules::gomokuRenju());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const MoveReview& m = review->moves[i];
        if (m.side == Mark::X) {
            INFO("move " << i + 1);
            CHECK_FALSE(renju::isForbidden(board, m.best, Mark::X));
        }
        board.place(moves[i].point, moves[i].mark);
    }
    // The same round under freestyle may well take the crossing point: the
    // review follows the rules it is given.
    CHECK(renju::isForbidden(
        [&] {
            Board before(Rules::gomokuRenju());
            for (std::size_t i = 0; i < 8; ++i) {
                before.place(moves[i].point, moves[i].mark);
            }
            return before;
        }(),
        {7, 7}, Mark::X));
}
