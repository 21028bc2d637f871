// The exact solver for small boards, seen through HardBot: it proves 4x4
// four-in-a-row a draw from the empty board, keeps the exact game value
// (distance included) in random positions, and respects the exact overline
// rule. The reference is an alpha-beta search written here over the engine's
// Board and findWin, independent of the bot.

#include "positions.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <unordered_map>

using ttt::Board;
using ttt::GameEngine;
using ttt::Mark;
using ttt::Overline;
using ttt::Point;
using ttt::Rules;

namespace {

constexpr int kWin = ttt::SearchInfo::kWinScore;

// Exact negamax value for the side to move (kWin - n for a win in n plies,
// the winning move included; a loss the negative; a draw 0), with alpha-beta
// and a table of bounds keyed by the board.
class Reference {
public:
    explicit Reference(const Rules& rules) : rules_(rules) {}

    int value(Board& board, Mark toMove) { return search(board, toMove, -kWin - 1, kWin + 1, 0); }

    // Value for the side to move of playing p.
    int moveValue(Board& board, Mark toMove, Point p) {
        board.place(p, toMove);
        int v = 0;
        if (ttt::findWin(board, p)) {
            v = kWin - 1;
        } else if (!board.isFull()) {
            const int child = value(board, ttt::opponent(toMove));
            v = child > 0 ? -(child - 1) : (child < 0 ? -(child + 1) : 0);
        }
        board.remove(p);
        return v;
    }

private:
    enum class Bound { Exact, Lower, Upper };
    struct Known {
        int value;
        Bound bound;
    };

    int search(Board& board, Mark toMove, int alpha, int beta, int ply) {
        const std::uint64_t key = keyOf(board, toMove);
        if (const auto it = memo_.find(key); it != memo_.end()) {
            const int v = it->second.value > 0   ? it->second.value - ply
                          : it->second.value < 0 ? it->second.value + ply
                                                 : 0;
            if (it->second.bound == Bound::Exact ||
                (it->second.bound == Bound::Lower && v >= beta) ||
                (it->second.bound == Bound::Upper && v <= alpha)) {
                return v;
            }
        }
        // A win at once needs no further look (and saves the reference most of its work).
        for (int y = 0; y < rules_.height; ++y) {
            for (int x = 0; x < rules_.width; ++x) {
                const Point p{x, y};
                if (!board.isEmpty(p)) {
                    continue;
                }
                board.place(p, toMove);
                const bool wins = ttt::findWin(board, p).has_value();
                board.remove(p);
                if (wins) {
                    return kWin - (ply + 1);
                }
            }
        }
        const int alphaBefore = alpha;
        int best = -kWin - 1;
        for (int y = 0; y < rules_.height && best < beta; ++y) {
            for (int x = 0; x < rules_.width && best < beta; ++x) {
                const Point p{x, y};
                if (!board.isEmpty(p)) {
                    continue;
                }
                board.place(p, toMove);
                int v = 0;
                if (ttt::findWin(board, p)) {
                    v = kWin - (ply + 1);
                } else if (!board.isFull()) {
                    v = -search(board, ttt::opponent(toMove), -beta, -std::max(alpha, best),
                                ply + 1);
                }
                board.remove(p);
                best = std::max(best, v);
            }
        }
        const Bound bound = best >= beta          ? Bound::Lower
                            : best <= alphaBefore ? Bound::Upper
                                                  : Bound::Exact;
        const int stored = best > 0 ? best + ply : (best < 0 ? best - ply : 0);
        memo_[key] = Known{stored, bound};
        return best;
    }

    // The board in base 3, then the side to move.
    std::uint64_t keyOf(const Board& board, Mark toMove) const {
        std::uint64_t key = 0;
        for (int y = 0; y < rules_.height; ++y) {
            for (int x = 0; x < rules_.width; ++x) {
                key = key * 3 + static_cast<std::uint64_t>(board.at({x, y}));
            }
        }
        return key * 3 + static_cast<std::uint64_t>(toMove);
    }

    Rules rules_;
    std::unordered_map<std::uint64_t, Known> memo_;
};

ttt::SearchBudget solveBudget() {
    return ttt::test::nodeBudget(5'000'000);
}

} // namespace

TEST_CASE("The small-board solver proves 4x4 four-in-a-row a draw from the empty board",
          "[hard][small-board]") {
    ttt::GameSetup setup;
    setup.rules = Rules::bounded(4, 4, 4);
    const GameEngine game(setup);
    ttt::HardBot bot(5);
    const auto answer = bot.chooseMove(ttt::GameView::of(game), solveBudget());
    CHECK(answer.info.proven);
    CHECK(answer.info.score == 0);
    CHECK(game.board().isEmpty(answer.move));
    // Proven by the solver alone, well inside its share of the node budget.
    CHECK(answer.info.nodes < 4'000'000);
}

TEST_CASE("The small-board solver keeps the exact value in random 4x4 positions",
          "[hard][small-board]") {
    const Rules rules = Rules::bounded(4, 4, 4);
    Reference reference(rules);
    ttt::HardBot bot(9);
    std::uint64_t state = 2024;
    int checked = 0;
    int wins = 0;
    int losses = 0;
    int longLosses = 0;
    const auto check = [&](const GameEngine& game) {
        Board board = game.board();
        const int best = reference.value(board, game.toMove());
        const auto answer = bot.chooseMove(ttt::GameView::of(game), solveBudget());
        REQUIRE(game.board().isEmpty(answer.move));
        const int chosen = reference.moveValue(board, game.toMove(), answer.move);
        INFO("after " << game.history().size() << " moves, move " << answer.move.x << ","
                      << answer.move.y);
        CHECK(chosen == best);
        CHECK(answer.info.score == best);
        CHECK(answer.info.proven);
        wins += best > 0;
        losses += best < 0;
        longLosses += best < 0 && best > -(kWin - 2); // not lost at once: delaying matters
        ++checked;
        return best;
    };
    for (int trial = 0; trial < 200; ++trial) {
        ttt::GameSetup setup;
        setup.rules = rules;
        GameEngine game(setup);
        const int openingMoves = 4 + trial % 7; // 4 .. 10 stones
        while (static_cast<int>(game.history().size()) < openingMoves && !game.isRoundOver()) {
            const auto cells = ttt::test::emptyCellsToTry(game.board());
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            game.play(cells[(state >> 33) % cells.size()]);
        }
        if (game.isRoundOver()) {
            continue;
        }
        // After a winning move that does not end the game the other side
        // is lost and must hold out as long as possible: check that too.
        const int best = check(game);
        if (best > 0 && best < kWin - 1) {
            game.play(bot.chooseMove(ttt::GameView::of(game), solveBudget()).move);
            check(game);
        }
    }
    INFO("wins " << wins << ", losses " << losses << ", longer losses " << longLosses << " of "
                 << checked);
    CHECK(checked > 150);
    // Both the fastest win and the longest defence were put to the test.
    CHECK(wins >= 20);
    CHECK(losses >= 5);
    CHECK(longLosses >= 3);
}

TEST_CASE("The small-board solver keeps the value after every first two moves on 4x4",
          "[hard][small-board]") {
    const Rules rules = Rules::bounded(4, 4, 4);
    Reference reference(rules);
    ttt::HardBot bot(4);
    ttt::GameSetup setup;
    setup.rules = rules;
    GameEngine game(setup);
    int checked = 0;
    // The first stone on a triangle of cells covers every first move up to symmetry.
    for (const Point first : {Point{0, 0}, Point{1, 0}, Point{1, 1}}) {
        REQUIRE(game.play(first));
        for (const Point second : ttt::test::emptyCellsToTry(game.board())) {
            REQUIRE(game.play(second));
            Board board = game.board();
            const int best = reference.value(board, game.toMove());
            const auto answer = bot.chooseMove(ttt::GameView::of(game), solveBudget());
            INFO("X " << first.x << "," << first.y << " O " << second.x << "," << second.y);
            CHECK(answer.info.proven);
            CHECK(answer.info.score == best);
            CHECK(reference.moveValue(board, game.toMove(), answer.move) == best);
            game.undo();
            ++checked;
        }
        game.undo();
    }
    CHECK(checked == 45);
}

TEST_CASE("The small-board solver does not count an overline under the exact rule",
          "[hard][small-board]") {
    // 5x4, four in a row. X has (0,0) (1,0) (3,0) (4,0): (2,0) makes five.
    const std::vector<Point> xs{{0, 0}, {1, 0}, {3, 0}, {4, 0}};
    const std::vector<Point> os{{0, 1}, {4, 1}, {2, 2}, {0, 3}};
    const Point gap{2, 0};
    ttt::HardBot bot(2);

    const GameEngine freestyle = ttt::test::engineWith(Rules::bounded(5, 4, 4), xs, os);
    const auto free = bot.chooseMove(ttt::GameView::of(freestyle), solveBudget());
    CHECK(free.move == gap);
    CHECK(free.info.score == kWin - 1);

    const Rules exactRules = Rules::bounded(5, 4, 4, Overline::Exact);
    const GameEngine exact = ttt::test::engineWith(exactRules, xs, os);
    REQUIRE_FALSE(ttt::test::winsAt(exact.board(), gap, Mark::X));
    const auto answer = bot.chooseMove(ttt::GameView::of(exact), solveBudget());
    CHECK(answer.info.proven);
    CHECK(answer.info.score != kWin - 1);
    Reference reference(exactRules);
    Board board = exact.board();
    const int best = reference.value(board, Mark::X);
    CHECK(answer.info.score == best);
    CHECK(reference.moveValue(board, Mark::X, answer.move) == best);
}

// Not run by default: prints what solving the empty board costs.
// ./hard_bot_tests "[solver-bench]" -s
TEST_CASE("Small-board solver figures", "[.][solver-bench]") {
    // Boards over 30 cells open in the centre without a search, so they are not listed.
    const Rules boards[] = {Rules::bounded(4, 4, 4), Rules::bounded(5, 4, 4),
                            Rules::bounded(5, 4, 4, Overline::Exact), Rules::bounded(5, 5, 4),
                            Rules::bounded(6, 5, 4)};
    for (const Rules& rules : boards) {
        ttt::GameSetup setup;
        setup.rules = rules;
        const GameEngine game(setup);
        ttt::HardBot bot;
        ttt::SearchBudget budget; // the default: one second a move
        const auto start = std::chrono::steady_clock::now();
        const auto answer = bot.chooseMove(ttt::GameView::of(game), budget);
        const auto ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        std::printf("%-28s proven %-3s score %8d  nodes %10llu  %8.1f ms\n",
                    rules.describe().c_str(), answer.info.proven ? "yes" : "no", answer.info.score,
                    static_cast<unsigned long long>(answer.info.nodes), ms);
    }
    SUCCEED();
}

TEST_CASE("An unfinished solve hands over to the search within the node limit",
          "[hard][small-board]") {
    // 5x5 four in a row from the empty board needs far more than 10,000 nodes.
    ttt::GameSetup setup;
    setup.rules = Rules::bounded(5, 5, 4);
    const GameEngine game(setup);
    ttt::HardBot bot(1);
    const auto answer = bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(10'000));
    CHECK(game.board().isEmpty(answer.move));
    CHECK(game.board().contains(answer.move));
    CHECK(answer.info.nodes <= 10'000);
    CHECK_FALSE(answer.info.proven);
}

TEST_CASE("A cancelled small-board solve still answers with a legal move", "[hard][small-board]") {
    // 5x5 four in a row after two moves: far from proven in a few hundred nodes.
    const GameEngine game = ttt::test::engineWith(Rules::bounded(5, 5, 4), {{2, 2}}, {{1, 1}});
    std::atomic<bool> cancel{true};
    ttt::SearchBudget budget;
    budget.timeLimit = std::chrono::hours{1};
    budget.cancel = &cancel;
    ttt::HardBot bot;
    const auto answer = bot.chooseMove(ttt::GameView::of(game), budget);
    CHECK(game.board().isEmpty(answer.move));
    CHECK(game.board().contains(answer.move));
    CHECK_FALSE(answer.info.proven);
}
