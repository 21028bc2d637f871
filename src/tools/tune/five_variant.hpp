#pragma once

// A variant of Hard's five-in-a-row search: its evaluation weights and search
// parameters, and a Bot that plays it (ttt-tune's self-play and matches).

#include "five/board.hpp"
#include "five/eval_weights.hpp"
#include "search.hpp"
#include "tictactoe/ai/bot.hpp"
#include "tictactoe/core/expected.hpp"
#include "transposition_table.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

namespace ttt::tune {

namespace five = ttt::hard::five;

// A search parameter by name, for the command line.
struct SearchParamName {
    const char* name;
    int hard::SearchParams::*member;
};
[[nodiscard]] std::span<const SearchParamName> searchParamNames();

using RuleWeights = std::array<five::EvalWeights, 2>; // [0] freestyle, [1] exact

// The weights of a file written by ttt-tune; the built-in ones for "".
[[nodiscard]] Expected<RuleWeights> loadWeights(const std::string& path);

struct Variant {
    std::shared_ptr<const RuleWeights> weights;
    hard::SearchParams params;
    int threads = 1; // search threads (Lazy SMP)
    std::string label;
};

// "[weights=FILE][,threads=N][,NAME=VALUE...]"; "" is the built-in engine.
[[nodiscard]] Expected<Variant> parseVariant(std::string_view text);

// Plays five in a row on a bounded board with a variant's weights and parameters.
class FiveBot final : public Bot {
public:
    explicit FiveBot(Variant variant) : variant_(std::move(variant)), tt_(16) {}

    [[nodiscard]] std::string name() const override { return "five:" + variant_.label; }
    void setSeed(std::uint64_t seed) override { seed_ = seed; }
    void reset() override { tt_.forgetAll(); }
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override;

private:
    Variant variant_;
    hard::TranspositionTable tt_;
    std::uint64_t seed_ = 0;
};

} // namespace ttt::tune
