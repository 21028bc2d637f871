// Perfect play where the game can be solved: every 3x3 position, and 4x4 with
// four in a row. The reference values come from a plain minimax written here
// over the engine's GameEngine and findWin, independent of the bot's search.

#include "positions.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <map>
#include <set>
#include <string>

using ttt::GameEngine;
using ttt::Mark;
using ttt::Point;
using ttt::Rules;

namespace {

// Value for the side to move: 100 - n for a win in n plies (n counting both
// sides' moves), -(100 - n) for a loss in n plies, 0 for a draw.
class Minimax {
public:
    int value(GameEngine& game) {
        const std::string key = keyOf(game);
        if (const auto it = memo_.find(key); it != memo_.end()) {
            return it->second;
        }
        int best = -1000;
        for (const Point p : ttt::test::emptyCellsToTry(game.board())) {
            best = std::max(best, moveValue(game, p));
        }
        memo_.emplace(key, best);
        return best;
    }

    // Value for the side to move of playing p.
    int moveValue(GameEngine& game, Point p) {
        REQUIRE(game.play(p));
        int v = 0;
        if (game.result().outcome == ttt::Outcome::Won) {
            v = 99;
        } else if (game.result().outcome == ttt::Outcome::InProgress) {
            const int child = value(game);
            v = child > 0 ? -(child - 1) : (child < 0 ? -(child + 1) : 0);
        }
        game.undo();
        return v;
    }

private:
    static std::string keyOf(const GameEngine& game) {
        std::string key;
        for (int y = 0; y < game.rules().height; ++y) {
            for (int x = 0; x < game.rules().width; ++x) {
                key += static_cast<char>('0' + static_cast<int>(game.board().at({x, y})));
            }
        }
        key += static_cast<char>('0' + static_cast<int>(game.toMove()));
        return key;
    }

    std::map<std::string, int> memo_;
};

ttt::SearchBudget solveBudget() {
    return ttt::test::nodeBudget(5'000'000);
}

// Every position reachable from `game`, the side to move being free to choose
// anything; calls visit(game) on each unfinished one.
template <typename Visit>
void forEachReachable(GameEngine& game, Visit visit, std::set<std::string>& seen) {
    std::string board;
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 3; ++x) {
            board += static_cast<char>('0' + static_cast<int>(game.board().at({x, y})));
        }
    }
    if (!seen.insert(board).second) {
        return;
    }
    visit(game);
    for (const Point p : ttt::test::emptyCellsToTry(game.board())) {
        game.play(p);
        if (!game.isRoundOver()) {
            forEachReachable(game, visit, seen);
        }
        game.undo();
    }
}

// Hard (playing `hard`) meets every possible sequence of opponent moves.
void playAllLines(GameEngine& game, ttt::HardBot& bot, Mark hard, int& games, int& losses) {
    if (game.isRoundOver()) {
        ++games;
        losses += game.result().outcome == ttt::Outcome::Won && game.result().winner != hard;
        return;
    }
    if (game.toMove() == hard) {
        const auto answer = bot.chooseMove(ttt::GameView::of(game), solveBudget());
        REQUIRE(game.play(answer.move));
        playAllLines(game, bot, hard, games, losses);
        game.undo();
        return;
    }
    for (const Point p : ttt::test::emptyCellsToTry(game.board())) {
        game.play(p);
        playAllLines(game, bot, hard, games, losses);
        game.undo();
    }
}

} // namespace

TEST_CASE("Hard never loses 3x3 against any sequence of moves, as X and as O", "[hard][3x3]") {
    ttt::HardBot bot(1);
    for (const Mark hard : {Mark::X, Mark::O}) {
        GameEngine game;
        int games = 0;
        int losses = 0;
        playAllLines(game, bot, hard, games, losses);
        INFO("Hard plays " << (hard == Mark::X ? "X" : "O"));
        CHECK(games > 50);
        CHECK(losses == 0);
    }
}

TEST_CASE("Hard keeps the exact game value from every reachable 3x3 position", "[hard][3x3]") {
    // Exact value including distance: wins by the shortest route, loses by the longest.
    Minimax minimax;
    ttt::HardBot bot(7);
    int positions = 0;
    for (const auto starter : {ttt::StartPolicy::Player1, ttt::StartPolicy::Player2}) {
        ttt::GameSetup setup;
        setup.starts = starter;
        GameEngine game(setup);
        std::set<std::string> seen;
        forEachReachable(
            game,
            [&](GameEngine& g) {
                const int best = minimax.value(g);
                const auto answer = bot.chooseMove(ttt::GameView::of(g), solveBudget());
                REQUIRE(g.board().isEmpty(answer.move));
                const int chosen = minimax.moveValue(g, answer.move);
                if (chosen != best) {
                    FAIL_CHECK("position after " << g.history().size() << " moves: best " << best
                                                 << ", chosen " << chosen);
                }
                INFO("score " << answer.info.score << " depth " << answer.info.depth << " empty "
                              << 9 - g.history().size());
                CHECK(answer.info.proven);
                ++positions;
            },
            seen);
    }
    CHECK(positions > 4000);
}

TEST_CASE("Hard takes a win in one over a slower win", "[hard][3x3]") {
    // X: (0,0) (1,0) (0,1); O: (2,2) (1,1). X to move wins at once at (2,0)
    // (top row) or (0,2) (left column); both are immediate.
    GameEngine game = ttt::test::engineWith(Rules::classic(), {{0, 0}, {1, 0}}, {{2, 2}, {1, 1}});
    REQUIRE(game.play({0, 1})); // X
    REQUIRE(game.play({2, 1})); // O, now X to move
    ttt::HardBot bot;
    const auto answer = bot.chooseMove(ttt::GameView::of(game), solveBudget());
    CHECK(ttt::test::winsAt(game.board(), answer.move, Mark::X));
    CHECK(answer.info.score == ttt::SearchInfo::kWinScore - 1);
    CHECK(answer.info.proven);
}

TEST_CASE("Hard plays 4x4 four-in-a-row perfectly from mid-game positions", "[hard][4x4]") {
    const Rules rules = Rules::bounded(4, 4, 4);
    Minimax minimax;
    ttt::HardBot bot(3);
    std::uint64_t state = 12345;
    int checked = 0;
    for (int trial = 0; trial < 12; ++trial) {
        ttt::GameSetup setup;
        setup.rules = rules;
        GameEngine game(setup);
        // Six or seven pseudo-random opening moves, then Hard must be exact.
        const int openingMoves = 6 + trial % 2;
        while (static_cast<int>(game.history().size()) < openingMoves && !game.isRoundOver()) {
            const auto cells = ttt::test::emptyCellsToTry(game.board());
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            game.play(cells[(state >> 33) % cells.size()]);
        }
        if (game.isRoundOver()) {
            continue;
        }
        const int best = minimax.value(game);
        const auto answer = bot.chooseMove(ttt::GameView::of(game), solveBudget());
        CHECK(minimax.moveValue(game, answer.move) == best);
        CHECK(answer.info.proven);
        ++checked;
    }
    CHECK(checked >= 8);
}
