#pragma once

// The levels between the three strategies of the ladder (features.md M5):
// Novice plays like Medium with a person's inattention; Club, Skilled,
// Strong and Expert like Hard with a smaller effort and a person's choice
// among good-looking moves. Their mistakes are plausible ones: a move that
// looks nearly as good as the best, chosen by a softmax of the moves' values;
// never a random blunder, never a win in one missed.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/random.hpp"

#include <cstdint>
#include <optional>

namespace ttt {

// How one level of the ladder judges its moves and how often it errs.
struct LadderStyle {
    enum class Judge : std::uint8_t {
        Windows, // Medium's window-counting value of each cell
        Search,  // Hard's search of the position after each candidate
    };
    Judge judge = Judge::Windows;
    // Windows: how often the level sees that the opponent wins next move
    // (then it blocks); otherwise the block is only one cell among the rest.
    // Its own win in one is always seen.
    double seesThreats = 1.0;
    // The softmax temperature: Windows on the base-2 logarithm of a cell's
    // value (a cell worth half the best is chosen e^(-1/T) as often as the
    // best), Search in the evaluation's points.
    double temperature = 1.0;
    // Search: the nodes a move may take and how many of the best moves one
    // multi-PV search finds (each scored as a search of it alone would) for
    // the softmax to choose from.
    std::uint64_t nodes = 0;
    int candidates = 1;
    // Search: where the search has proven the result (a small board, or a
    // forced line found), how often the level does not look that far and
    // plays the natural-looking move instead (Windows judge, wins and blocks
    // seen). A proven win is always played.
    double horizonSlips = 0.0;
};

// The style of a level between the strategies; nothing for Easy, Medium, Hard.
[[nodiscard]] std::optional<LadderStyle> ladderStyle(BotLevel level);

class LadderBot final : public Bot {
public:
    LadderBot(BotLevel level, const LadderStyle& style, std::uint64_t seed = 0);

    [[nodiscard]] std::string name() const override;
    // A node limit in the budget replaces the style's (experiments); the time
    // limit caps the whole move.
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override;
    void setSeed(std::uint64_t seed) override;
    void reset() override { search_.reset(); }
    void prepare(const Rules& rules) override { search_.prepare(rules); }

private:
    BotMove chooseByWindows(const GameView& view, double seesThreats, double temperature);
    BotMove chooseBySearch(const GameView& view, const SearchBudget& budget);

    BotLevel level_;
    LadderStyle style_;
    Random random_;
    HardBot search_;
};

} // namespace ttt
