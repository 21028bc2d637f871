#include "positions.hpp"
#include "tictactoe/ai/easy_bot.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>

using namespace ttt;

namespace {

Rules unlimitedWithLimit(int moves) {
    Rules r = Rules::unlimitedFive();
    r.moveLimit = moves;
    return r;
}

// Chebyshev distance from p to the nearest stone of the board.
int distanceToStones(const Board& board, Point p) {
    int best = 1 << 30;
    for (const Point s : board.stones()) {
        best = std::min(best, std::max(std::abs(s.x - p.x), std::abs(s.y - p.y)));
    }
    return best;
}

} // namespace

TEST_CASE("Easy plays legal moves to the end of many games on every variant", "[easy]") {
    const std::vector<Rules> variants{
        Rules::classic(),
        Rules::bounded(4, 4, 4),
        Rules::bounded(7, 5, 4, Overline::Exact),
        Rules::bounded(10, 10, 5),
        Rules::gomokuFreestyle(),
        Rules::gomokuExact(),
        Rules::bounded(25, 3, 3),
        unlimitedWithLimit(120),
    };
    for (const Rules& rules : variants) {
        INFO(rules.describe());
        EasyBot x(1);
        EasyBot o(2);
        const int games = rules.cellCount() != 0 && rules.cellCount() <= 49 ? 200 : 20;
        for (int g = 0; g < games; ++g) {
            GameEngine game = test::engineWith(rules, {});
            while (!game.isRoundOver()) {
                EasyBot& bot = game.toMove() == Mark::X ? x : o;
                test::playBotMove(bot, game);
            }
            CHECK(game.isRoundOver());
        }
    }
}

TEST_CASE("Easy is uniform over every empty cell of a small board", "[easy]") {
    EasyBot bot(3);
    const GameEngine game = test::engineWith(Rules::classic(), {{1, 1}});
    std::map<Point, int> counts;
    for (int i = 0; i < 8000; ++i) {
        const Point p = bot.chooseMove(GameView::of(game), {}).move;
        REQUIRE(game.board().isEmpty(p));
        ++counts[p];
    }
    REQUIRE(counts.size() == 8);
    for (const auto& [cell, count] : counts) {
        CHECK(count > 800); // about 1000 each
        CHECK(count < 1200);
    }
}

TEST_CASE("On large boards Easy stays next to the stones", "[easy]") {
    EasyBot bot(4);
    GameEngine game = test::engineWith(Rules::gomokuFreestyle(), {});
    const Point first = test::playBotMove(bot, game);
    CHECK(std::abs(first.x - 7) <= 1);
    CHECK(std::abs(first.y - 7) <= 1);
    for (int i = 0; i < 30 && !game.isRoundOver(); ++i) {
        const Point p = bot.chooseMove(GameView::of(game), {}).move;
        CHECK(distanceToStones(game.board(), p) <= 2);
        REQUIRE(game.play(p));
    }

    GameEngine field = test::engineWith(Rules::unlimitedFive(), {});
    const Point origin = test::playBotMove(bot, field);
    CHECK(std::abs(origin.x) <= 1);
    CHECK(std::abs(origin.y) <= 1);
}

TEST_CASE("Easy replays the same game from the same seed", "[easy]") {
    const auto playGame = [](std::uint64_t seed) {
        EasyBot bot(seed);
        GameEngine game = test::engineWith(Rules::gomokuFreestyle(), {});
        std::vector<Point> moves;
        while (!game.isRoundOver() && moves.size() < 60) {
            moves.push_back(test::playBotMove(bot, game));
        }
        return moves;
    };
    CHECK(playGame(11) == playGame(11));
    CHECK(playGame(11) != playGame(12));
}
