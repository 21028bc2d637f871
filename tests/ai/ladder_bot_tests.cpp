#include "positions.hpp"
#include "tictactoe/ai/ladder_bot.hpp"
#include "tictactoe/ai/random.hpp"
#include "tictactoe/game/player_spec.hpp"
#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

using namespace ttt;

namespace {

// The level's own effort (no clock), except Hard, which needs a node limit
// to end its move without one.
SearchBudget levelBudget(BotLevel level) {
    if (level == BotLevel::Hard) {
        return test::nodeBudget(2'000);
    }
    SearchBudget budget;
    budget.timeLimit = std::chrono::milliseconds{0};
    return budget;
}

// Random legal moves from the empty board until the side to move could win
// at once (or the game ends); returns whether such a position was reached.
bool playUntilWinInOne(GameEngine& game, Random& random, Point lo, Point hi) {
    while (!game.isRoundOver()) {
        if (!test::winningCells(game.board(), game.toMove(), lo, hi).empty()) {
            return true;
        }
        std::vector<Point> cells;
        for (int y = lo.y; y <= hi.y; ++y) {
            for (int x = lo.x; x <= hi.x; ++x) {
                if (game.board().isEmpty({x, y})) {
                    cells.push_back({x, y});
                }
            }
        }
        if (cells.empty()) {
            return false;
        }
        REQUIRE(game.play(random.pick(cells)).has_value());
    }
    return false;
}

} // namespace

TEST_CASE("The ladder has eight levels, the strategies at its landmarks", "[ladder]") {
    REQUIRE(kBotLevels.size() == 8);
    for (std::size_t i = 0; i < kBotLevels.size(); ++i) {
        CHECK(levelNumber(kBotLevels[i]) == static_cast<int>(i) + 1);
    }
    // Easy (random), Medium (attack/defend) and Hard (the search) are their
    // own classes; every level between has a style.
    for (const BotLevel level : kBotLevels) {
        const bool landmark =
            level == BotLevel::Easy || level == BotLevel::Medium || level == BotLevel::Hard;
        CHECK(ladderStyle(level).has_value() == !landmark);
        CHECK(test::makeLevel(level)->name() == levelName(level));
    }
    CHECK(nextLevel(BotLevel::Easy, -1) == std::nullopt);
    CHECK(nextLevel(BotLevel::Easy, 1) == BotLevel::Novice);
    CHECK(nextLevel(BotLevel::Expert, 1) == BotLevel::Hard);
    CHECK(nextLevel(BotLevel::Hard, 1) == std::nullopt);
}

TEST_CASE("Every level plays whole games of legal moves on every kind of board", "[ladder]") {
    const std::array<Rules, 4> boards{Rules::classic(), Rules::bounded(7, 6, 4),
                                      Rules::gomokuFreestyle(), Rules::unlimitedFive()};
    for (const Rules& rules : boards) {
        for (const BotLevel level : kBotLevels) {
            INFO(levelName(level) << " on " << rules.width << "x" << rules.height << "/" << rules.k
                                  << (rules.unlimited ? " unlimited" : ""));
            GameSetup setup;
            setup.rules = rules;
            setup.rules.moveLimit = rules.unlimited ? 60 : 0;
            GameEngine game(setup);
            auto bot = test::makeLevel(level, 7);
            // The strongest levels with a smaller effort: legality is the question here.
            const SearchBudget budget =
                level >= BotLevel::Strong ? test::nodeBudget(1'500) : levelBudget(level);
            int moves = 0;
            while (!game.isRoundOver() && moves < 60) {
                test::playBotMove(*bot, game, budget);
                ++moves;
            }
            CHECK(moves > 0);
        }
    }
}

TEST_CASE("Under Renju no level plays a forbidden point, and Caro games stay legal",
          "[ladder][renju]") {
    // Black is a level, white plays to give black forbidden points: it
    // answers near black's stones without blocking much, so that black's
    // lines cross and double threes and overlines appear.
    int forbiddenSeen = 0;
    for (const Rules& rules :
         {Rules::gomokuRenju(), *parseRules("unlimited/renju"), Rules::gomokuCaro()}) {
        for (const BotLevel level : kBotLevels) {
            INFO(levelName(level) << " on " << formatRules(rules));
            GameSetup setup;
            setup.rules = rules;
            setup.rules.moveLimit = rules.unlimited ? 80 : 0;
            GameEngine game(setup);
            auto black = test::makeLevel(level, 11);
            Random random(static_cast<std::uint64_t>(level) + 3);
            const SearchBudget budget =
                level >= BotLevel::Strong ? test::nodeBudget(1'500) : levelBudget(level);
            while (!game.isRoundOver() && game.history().size() < 70) {
                if (game.toMove() == game.firstToMove()) {
                    forbiddenSeen += static_cast<int>(
                        renju::forbiddenPoints(game.board(), game.toMove()).size());
                    test::playBotMove(*black, game, budget); // the engine refuses a foul
                    continue;
                }
                // White: a random empty cell two to four cells from the last black stone.
                const Point last = game.history().back().point;
                std::vector<Point> cells;
                for (int dy = -4; dy <= 4; ++dy) {
                    for (int dx = -4; dx <= 4; ++dx) {
                        const Point p = last + Point{dx, dy};
                        if (std::max(std::abs(dx), std::abs(dy)) >= 2 && game.board().isEmpty(p)) {
                            cells.push_back(p);
                        }
                    }
                }
                REQUIRE(game.play(cells.empty() ? test::emptyCellsToTry(game.board()).front()
                                                : random.pick(cells)));
            }
        }
    }
    INFO("forbidden points met by black: " << forbiddenSeen);
    CHECK(forbiddenSeen >= 20); // the test met the rule, not only empty boards
}

TEST_CASE("From Novice up, no level misses a win in one", "[ladder]") {
    Random random(11);
    int tested = 0;
    for (int round = 0; round < 24; ++round) {
        const bool small = round % 3 == 0;
        GameSetup setup;
        setup.rules = small ? Rules::classic() : Rules::gomokuFreestyle();
        GameEngine game(setup);
        // On 15x15 the stones stay in the centre, so that lines form.
        const Point lo = small ? Point{0, 0} : Point{5, 5};
        const Point hi = small ? Point{2, 2} : Point{9, 9};
        if (!playUntilWinInOne(game, random, lo, hi)) {
            continue;
        }
        const auto wins = test::winningCells(game.board(), game.toMove());
        for (const BotLevel level : kBotLevels) {
            if (level == BotLevel::Easy) {
                continue; // random by design
            }
            INFO(levelName(level) << " in round " << round);
            auto bot = test::makeLevel(level, static_cast<std::uint64_t>(round));
            const Point move = bot->chooseMove(GameView::of(game), levelBudget(level)).move;
            CHECK(std::find(wins.begin(), wins.end(), move) != wins.end());
        }
        ++tested;
    }
    CHECK(tested >= 12);
}

TEST_CASE("Medium and the levels above block a win in one", "[ladder]") {
    // X threatens to complete a five at (7,3) or... a four with one open end.
    const auto game =
        test::engineWith(Rules::gomokuFreestyle(), {{3, 7}, {4, 7}, {5, 7}, {6, 7}, {9, 9}},
                         {{2, 7}, {8, 3}, {9, 3}, {12, 12}});
    REQUIRE(game.toMove() == Mark::O);
    for (const BotLevel level : {BotLevel::Medium, BotLevel::Club, BotLevel::Skilled,
                                 BotLevel::Strong, BotLevel::Expert, BotLevel::Hard}) {
        for (std::uint64_t seed = 0; seed < 5; ++seed) {
            INFO(levelName(level) << ", seed " << seed);
            auto bot = test::makeLevel(level, seed);
            CHECK(bot->chooseMove(GameView::of(game), levelBudget(level)).move == Point{7, 7});
        }
    }
}

TEST_CASE("A level's move depends only on its seed and the position", "[ladder]") {
    const auto game =
        test::engineWith(Rules::gomokuFreestyle(), {{7, 7}, {8, 8}, {6, 8}}, {{7, 8}, {8, 7}});
    for (const BotLevel level : kBotLevels) {
        INFO(levelName(level));
        for (std::uint64_t seed = 0; seed < 3; ++seed) {
            auto first = test::makeLevel(level, seed);
            auto second = test::makeLevel(level, 99);
            second->setSeed(seed);
            CHECK(first->chooseMove(GameView::of(game), levelBudget(level)).move ==
                  second->chooseMove(GameView::of(game), levelBudget(level)).move);
        }
    }
}

TEST_CASE("The levels between err, Hard plays its best", "[ladder]") {
    // Over many seeds a level between plays more than one move in a quiet
    // position (a softmax of the good moves the search lists, which in this
    // one are more than the temperature apart: the best is played most of
    // the time), where Hard's best is one move.
    const auto game =
        test::engineWith(Rules::gomokuFreestyle(), {{7, 7}, {8, 8}, {6, 9}}, {{7, 8}, {8, 6}});
    for (const BotLevel level : {BotLevel::Novice, BotLevel::Club, BotLevel::Skilled}) {
        INFO(levelName(level));
        std::set<std::pair<int, int>> moves;
        for (std::uint64_t seed = 0; seed < 64; ++seed) {
            const Point p = test::makeLevel(level, seed)
                                ->chooseMove(GameView::of(game), levelBudget(level))
                                .move;
            moves.insert({p.x, p.y});
        }
        CHECK(moves.size() > 1);
    }
}

TEST_CASE("On 3x3 Hard never loses and sets traps the levels below fall into", "[ladder]") {
    // Hard chooses, among drawing moves, those that leave the most losing
    // replies, so it beats Medium in some games (before, every game was drawn).
    int hardWins = 0;
    for (std::uint64_t game = 0; game < 40; ++game) {
        GameSetup setup;
        GameEngine engine(setup);
        auto hard = test::makeLevel(BotLevel::Hard, game);
        auto medium = test::makeLevel(BotLevel::Medium, game + 100);
        const Mark hardMark = game % 2 == 0 ? Mark::X : Mark::O;
        while (!engine.isRoundOver()) {
            Bot& bot = engine.toMove() == hardMark ? *hard : *medium;
            test::playBotMove(bot, engine, test::nodeBudget(100'000));
        }
        if (engine.result().outcome == Outcome::Won) {
            REQUIRE(engine.result().winner == hardMark);
            ++hardWins;
        }
    }
    CHECK(hardWins >= 4);
}
