#include "positions.hpp"
#include "tictactoe/ai/medium_bot.hpp"
#include "tictactoe/ai/random.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

using namespace ttt;

namespace {

bool contains(const std::vector<Point>& cells, Point p) {
    return std::find(cells.begin(), cells.end(), p) != cells.end();
}

// Medium's move in `game` must take a win when there is one, and else block
// when the opponent has a win in one. Returns whether the position tested anything.
bool checkWinAndBlock(MediumBot& bot, const GameEngine& game) {
    const Mark me = game.toMove();
    const auto wins = test::winningCells(game.board(), me);
    const auto threats = test::winningCells(game.board(), opponent(me));
    const Point move = bot.chooseMove(GameView::of(game), {}).move;
    REQUIRE(game.board().isEmpty(move));
    if (!wins.empty()) {
        CHECK(contains(wins, move));
        return true;
    }
    if (!threats.empty()) {
        CHECK(contains(threats, move));
        return true;
    }
    return false;
}

// A small board's cells as one base-3 number.
long long positionKey(const Board& board) {
    long long key = 0;
    for (int y = 0; y < board.rules().height; ++y) {
        for (int x = 0; x < board.rules().width; ++x) {
            key = key * 3 + static_cast<int>(board.at({x, y}));
        }
    }
    return key;
}

// Visits once each distinct unfinished position reachable from `game` with the
// engine's own move rules, calling check on it.
template <typename Check>
void forEachReachable(GameEngine& game, Check&& check, std::set<long long>& seen) {
    if (game.isRoundOver() || !seen.insert(positionKey(game.board())).second) {
        return;
    }
    check(game);
    for (int y = 0; y < game.rules().height; ++y) {
        for (int x = 0; x < game.rules().width; ++x) {
            if (game.play({x, y})) {
                forEachReachable(game, check, seen);
                game.undo();
            }
        }
    }
}

// A random position: `stones` stones, alternately X and O, scattered in a
// size x size square at `corner`, kept only if nobody has won yet.
std::optional<GameEngine> randomPosition(const Rules& rules, Point corner, int size, int stones,
                                         Random& random) {
    GameEngine game = test::engineWith(rules, {});
    int attempts = 0;
    while (static_cast<int>(game.history().size()) < stones) {
        if (++attempts > 10 * stones) {
            return std::nullopt;
        }
        const Point p = corner + Point{static_cast<int>(random.below(size)),
                                       static_cast<int>(random.below(size))};
        if (!game.play(p)) {
            continue;
        }
        if (game.isRoundOver()) {
            return std::nullopt;
        }
    }
    return game;
}

} // namespace

TEST_CASE("Medium wins and blocks in every reachable 3x3 position", "[medium]") {
    for (const std::uint64_t seed : {1U, 2U, 3U}) {
        MediumBot bot(seed);
        for (const Mark starter : {Mark::X, Mark::O}) {
            GameSetup setup;
            setup.starts = starter == Mark::X ? StartPolicy::Player1 : StartPolicy::Player2;
            GameEngine game(setup);
            std::set<long long> seen;
            long tested = 0;
            forEachReachable(
                game, [&](const GameEngine& g) { tested += checkWinAndBlock(bot, g) ? 1 : 0; },
                seen);
            CHECK(seen.size() == 4520); // the unfinished positions of tic-tac-toe
            CHECK(tested > 1000);
        }
    }
}

TEST_CASE("Medium opens in the centre of 3x3 and answers with a corner", "[medium]") {
    MediumBot bot(9);
    const GameEngine empty = test::engineWith(Rules::classic(), {});
    CHECK(bot.chooseMove(GameView::of(empty), {}).move == Point{1, 1});
    const GameEngine centreTaken = test::engineWith(Rules::classic(), {{1, 1}});
    const Point reply = bot.chooseMove(GameView::of(centreTaken), {}).move;
    CHECK((reply.x != 1 && reply.y != 1));
}

TEST_CASE("Medium wins and blocks in random positions on large boards", "[medium]") {
    struct Case {
        Rules rules;
        Point corner;
    };
    const std::vector<Case> cases{
        {Rules::gomokuFreestyle(), {4, 4}},
        {Rules::gomokuExact(), {4, 4}},
        {Rules::gomokuFreestyle(), {0, 8}}, // against the edge
        {Rules::bounded(9, 6, 4), {1, 0}},
        {Rules::unlimitedFive(), {1'000'000, -1'000'007}},
        {Rules::unlimitedFive(), {-1'000'003, 999'998}},
    };
    Random random(2024);
    for (const Case& c : cases) {
        INFO(c.rules.describe() << " near (" << c.corner.x << ", " << c.corner.y << ")");
        MediumBot bot(random.next());
        int tested = 0;
        for (int i = 0; i < 300; ++i) {
            const int stones = 8 + static_cast<int>(random.below(20));
            if (const auto game = randomPosition(c.rules, c.corner, 7, stones, random)) {
                tested += checkWinAndBlock(bot, *game) ? 1 : 0;
            }
        }
        CHECK(tested > 50);
    }
}

TEST_CASE("Medium sees that an overline does not win under the exact rule", "[medium]") {
    // X at (1,7) and (3..6,7): (2,7) makes six in a row, (7,7) exactly five.
    const std::vector<Point> stones{{1, 7}, {2, 0}, {3, 7}, {4, 0}, {4, 7},
                                    {6, 0}, {5, 7}, {8, 0}, {6, 7}, {10, 0}};
    const GameEngine exact = test::engineWith(Rules::gomokuExact(), stones);
    const GameEngine free = test::engineWith(Rules::gomokuFreestyle(), stones);
    for (const std::uint64_t seed : {1U, 2U, 3U, 4U}) {
        MediumBot bot(seed);
        CHECK(bot.chooseMove(GameView::of(exact), {}).move == Point{7, 7});
        const Point freeMove = bot.chooseMove(GameView::of(free), {}).move;
        CHECK((freeMove == Point{2, 7} || freeMove == Point{7, 7}));
    }
}

TEST_CASE("The window value prefers cells that build and break lines", "[medium]") {
    // X has three in a row at (5..7, 7); the open ends are worth more than a far cell.
    const GameEngine game =
        test::engineWith(Rules::gomokuFreestyle(), {{5, 7}, {0, 0}, {6, 7}, {14, 14}, {7, 7}});
    const Board& board = game.board();
    CHECK(windowValue(board, {8, 7}, Mark::O) > windowValue(board, {10, 10}, Mark::O));
    CHECK(windowValue(board, {8, 7}, Mark::X) > windowValue(board, {8, 9}, Mark::X));
}

TEST_CASE("Medium beats Easy on 15x15", "[medium]") {
    // A smoke check of playing strength, not the measured figure (see the arena).
    Random seeds(77);
    int mediumWins = 0;
    for (int g = 0; g < 10; ++g) {
        MediumBot medium(seeds.next());
        auto easy = test::makeLevel(BotLevel::Easy, seeds.next());
        GameEngine game = test::engineWith(Rules::gomokuFreestyle(), {});
        const Mark mediumSide = g % 2 == 0 ? Mark::X : Mark::O;
        while (!game.isRoundOver()) {
            Bot& bot = game.toMove() == mediumSide ? static_cast<Bot&>(medium) : *easy;
            test::playBotMove(bot, game);
        }
        mediumWins += game.result().winner == mediumSide ? 1 : 0;
    }
    CHECK(mediumWins >= 8);
}
