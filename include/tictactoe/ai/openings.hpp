#pragma once

// Openings for bot matches (features.md E5): a few stones placed before the bots
// take over, so that a match does not replay the same game.
//
// File format: one opening per line, its moves separated by spaces, played
// alternately starting with X (the side that moves first). A move is a column
// letter and a row number ("h8": column h = x 7, row 8 = y 7; rows are counted
// from 1 at the top edge, y grows downwards) or "x,y" with integers (also
// negative, for the unlimited field). Empty lines and lines starting with '#'
// are ignored.

#include "tictactoe/ai/bot.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

using Opening = std::vector<Point>;

// "h8" or "7,7"; nothing for anything else.
[[nodiscard]] std::optional<Point> parseMoveText(std::string_view text);
// Letter form when it fits (0 <= x < 26, y >= 0), else "x,y".
[[nodiscard]] std::string formatMoveText(Point p);
[[nodiscard]] std::string formatOpening(const Opening& opening);

// Reads openings, checking each is legal under `rules`: cells on the board,
// none twice, and no line already won. The error names the first bad line and why.
[[nodiscard]] Expected<std::vector<Opening>> readOpenings(std::istream& in, const Rules& rules);

struct OpeningRecipe {
    int count = 50;                     // how many openings to make
    int stones = 3;                     // stones per opening (X, O, X, ...)
    int area = 5;                       // drawn within the central area x area square
    int maxScore = 150;                 // kept when the judge's evaluation is within +-maxScore
    std::uint64_t judgeNodes = 200'000; // the judge's budget (nodes, so the result is reproducible)
    std::uint64_t seed = 1;
};

// Random openings that the judge (a strong bot) evaluates as close to even for
// the side to move. Openings equal up to a symmetry of the board are made once.
// `progress` (optional) hears each kept opening and its score.
[[nodiscard]] std::vector<Opening>
generateOpenings(const Rules& rules, Bot& judge, const OpeningRecipe& recipe,
                 const std::function<void(const Opening&, int score)>& progress = {});

} // namespace ttt
