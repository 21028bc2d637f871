// The unlimited field: stones a million cells from the origin, and games that
// cross zero. The bot must only ever look at a window around the stones.

#include "positions.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/game_engine.hpp"

using ttt::GameEngine;
using ttt::Mark;
using ttt::Point;
using ttt::Rules;

namespace {

constexpr int kFar = 1'000'000;

std::vector<Point> shifted(std::vector<Point> points, Point by) {
    for (auto& p : points) {
        p = p + by;
    }
    return points;
}

} // namespace

TEST_CASE("Unlimited field: Hard completes a five a million cells away", "[hard][unlimited]") {
    // X: four in a row going right from (kFar, -kFar), blocked on the left by O.
    const Point at{kFar, -kFar};
    GameEngine game =
        ttt::test::engineWith(Rules::unlimitedFive(), shifted({{0, 0}, {1, 0}, {2, 0}, {3, 0}}, at),
                              shifted({{-1, 0}, {1, 1}, {2, 1}, {0, 3}}, at));
    ttt::HardBot bot;
    const auto answer = bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(200'000));
    CHECK(answer.move == at + Point{4, 0});
    CHECK(answer.info.score == ttt::SearchInfo::kWinScore - 1);
}

TEST_CASE("Unlimited field: Hard blocks a four that crosses the origin", "[hard][unlimited]") {
    // O: (-2,0) (-1,0) (0,0) (1,0), closed on the left by X at (-3,0); X must take (2,0).
    GameEngine game =
        ttt::test::engineWith(Rules::unlimitedFive(), {{-3, 0}, {5, 5}, {-6, -4}, {3, -5}},
                              {{-2, 0}, {-1, 0}, {0, 0}, {1, 0}});
    ttt::HardBot bot;
    const auto answer = bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(200'000));
    CHECK(answer.move == Point{2, 0});
}

TEST_CASE("Unlimited field: Hard blocks far from the origin on the negative side",
          "[hard][unlimited]") {
    // O: four going down from (-kFar, -kFar) closed above by X; X must take the cell below.
    const Point at{-kFar, -kFar};
    GameEngine game = ttt::test::engineWith(Rules::unlimitedFive(),
                                            shifted({{0, -1}, {4, 4}, {-3, 2}, {5, -3}}, at),
                                            shifted({{0, 0}, {0, 1}, {0, 2}, {0, 3}}, at));
    ttt::HardBot bot;
    const auto answer = bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(200'000));
    CHECK(answer.move == at + Point{0, 4});
}

TEST_CASE("Unlimited field: Hard against itself far away plays legal moves next to the stones",
          "[hard][unlimited]") {
    ttt::GameSetup setup;
    setup.rules = Rules::unlimitedFive();
    GameEngine game(setup);
    REQUIRE(game.play({kFar, kFar}));
    ttt::HardBot x(1);
    ttt::HardBot o(2);
    for (int ply = 0; ply < 16 && !game.isRoundOver(); ++ply) {
        auto& bot = game.toMove() == Mark::X ? x : o;
        const auto answer = bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(10'000));
        const auto box = game.board().bounds();
        REQUIRE(box.has_value());
        CHECK(answer.move.x >= box->min.x - 2);
        CHECK(answer.move.x <= box->max.x + 2);
        CHECK(answer.move.y >= box->min.y - 2);
        CHECK(answer.move.y <= box->max.y + 2);
        REQUIRE(game.play(answer.move));
    }
}

TEST_CASE("Unlimited field: the first move of a game is the origin", "[hard][unlimited]") {
    ttt::GameSetup setup;
    setup.rules = Rules::unlimitedFive();
    GameEngine game(setup);
    ttt::HardBot bot;
    const auto answer = bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(1000));
    CHECK(answer.move == Point{0, 0});
}

TEST_CASE("Unlimited field: a node-limited answer does not depend on earlier searches",
          "[hard][unlimited]") {
    // A quiet middle game near (kFar, kFar), asked of a fresh bot and of a bot
    // that has searched (with a clock, so it may keep what it learnt) the
    // same game four moves earlier, whose stones covered a smaller area.
    const Point at{kFar, kFar};
    const std::vector<Point> xs = shifted({{0, 0}, {1, 1}, {-1, 1}, {2, -1}, {-2, -2}}, at);
    const std::vector<Point> os = shifted({{0, 1}, {1, 0}, {-1, -1}, {2, 2}, {1, -1}}, at);
    const GameEngine earlier =
        ttt::test::engineWith(Rules::unlimitedFive(), {xs[0], xs[1]}, {os[0], os[1]});
    const GameEngine game = ttt::test::engineWith(Rules::unlimitedFive(), xs, os);
    ttt::HardBot fresh(9);
    ttt::HardBot used(9);
    ttt::SearchBudget timed;
    timed.timeLimit = std::chrono::milliseconds{50};
    (void)used.chooseMove(ttt::GameView::of(earlier), timed);
    const auto budget = ttt::test::nodeBudget(30'000);
    const auto a = fresh.chooseMove(ttt::GameView::of(game), budget);
    const auto b = used.chooseMove(ttt::GameView::of(game), budget);
    CHECK(a.move == b.move);
    CHECK(a.info.nodes == b.info.nodes);
    CHECK(a.info.pv == b.info.pv);
}
