#pragma once

// Helpers for the Hard bot tests: building positions stone by stone, asking
// the bot under a reproducible budget, and judging results with the engine's
// own Board and findWin only (never with the bot's internals).

#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/win_detection.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace Catch {
template <> struct StringMaker<ttt::Point> {
    static std::string convert(const ttt::Point& p) {
        return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
    }
};
} // namespace Catch

namespace hard_test {

// Reproducible: no clock, only a node limit.
inline ttt::SearchBudget nodeBudget(std::uint64_t nodes) {
    ttt::SearchBudget b;
    b.timeLimit = std::chrono::milliseconds{0};
    b.nodeLimit = nodes;
    return b;
}

// Plays xs and os alternately (X first), so both lists describe a position
// reached by a legal game; X is to move when the lists have equal length.
inline ttt::GameEngine position(const ttt::Rules& rules, const std::vector<ttt::Point>& xs,
                                const std::vector<ttt::Point>& os) {
    ttt::GameSetup setup;
    setup.rules = rules;
    ttt::GameEngine game(setup);
    REQUIRE((xs.size() == os.size() || xs.size() == os.size() + 1));
    for (std::size_t i = 0; i < xs.size(); ++i) {
        REQUIRE(game.play(xs[i]));
        if (i < os.size()) {
            REQUIRE(game.play(os[i]));
        }
    }
    REQUIRE_FALSE(game.isRoundOver());
    return game;
}

// Would `mark` at p win at once?
inline bool winsAt(ttt::Board board, ttt::Point p, ttt::Mark mark) {
    if (!board.isEmpty(p)) {
        return false;
    }
    board.place(p, mark);
    return ttt::findWin(board, p).has_value();
}

// Empty cells in the box [lo, hi] where `mark` would win at once.
inline std::vector<ttt::Point> winningCells(const ttt::Board& board, ttt::Mark mark, ttt::Point lo,
                                            ttt::Point hi) {
    std::vector<ttt::Point> cells;
    for (int y = lo.y; y <= hi.y; ++y) {
        for (int x = lo.x; x <= hi.x; ++x) {
            if (winsAt(board, {x, y}, mark)) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

// Cells where `mark` would make an open four (two different winning cells).
inline std::vector<ttt::Point> openFourCells(const ttt::Board& board, ttt::Mark mark, ttt::Point lo,
                                             ttt::Point hi) {
    std::vector<ttt::Point> cells;
    for (int y = lo.y; y <= hi.y; ++y) {
        for (int x = lo.x; x <= hi.x; ++x) {
            if (!board.isEmpty({x, y})) {
                continue;
            }
            ttt::Board after = board;
            after.place({x, y}, mark);
            if (winningCells(after, mark, lo, hi).size() >= 2) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

} // namespace hard_test
