// Checks the rules against published figures for 3x3 tic-tac-toe, using only
// the engine's own move and win code: 255,168 distinct complete games and
// 5,478 reachable positions (the empty board included).

#include "tictactoe/game/game_engine.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <set>

using namespace ttt;

namespace {

struct Counts {
    std::uint64_t games = 0;
    std::uint64_t xWins = 0;
    std::uint64_t oWins = 0;
    std::uint64_t draws = 0;
    std::set<std::uint32_t> positions;
};

// A position as a base-3 number of its nine cells.
std::uint32_t encode(const Board& board) {
    std::uint32_t code = 0;
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 3; ++x) {
            code = code * 3 + static_cast<std::uint32_t>(board.at({x, y}));
        }
    }
    return code;
}

void explore(GameEngine& game, Counts& counts) {
    counts.positions.insert(encode(game.board()));
    if (game.isRoundOver()) {
        ++counts.games;
        const RoundResult& r = game.result();
        if (r.outcome == Outcome::Drawn) {
            ++counts.draws;
        } else if (r.winner == Mark::X) {
            ++counts.xWins;
        } else {
            ++counts.oWins;
        }
        return;
    }
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 3; ++x) {
            if (game.play({x, y})) {
                explore(game, counts);
                game.undo();
            }
        }
    }
}

} // namespace

TEST_CASE("Enumerating 3x3 gives the published numbers of games and positions",
          "[engine][enumeration]") {
    GameEngine game;
    Counts counts;
    explore(game, counts);
    CHECK(counts.games == 255'168);
    CHECK(counts.xWins == 131'184);
    CHECK(counts.oWins == 77'904);
    CHECK(counts.draws == 46'080);
    CHECK(counts.positions.size() == 5'478);
    // Enumeration leaves the engine as it found it.
    CHECK(game.history().empty());
    CHECK(game.score() == Score{});
}
