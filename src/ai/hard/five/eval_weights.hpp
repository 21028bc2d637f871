#pragma once

// The learned evaluation of five in a row: a value per pattern code for the
// side to move's cells and one for the waiting side's cells, and a value per
// threat situation (which threats each side can make). A position's
// evaluation is the sum over its empty cells plus the threat value.
//
// The numbers live in resources/hard/five_eval.txt (written by ttt-tune, see
// docs/bots.md), embedded into the program when it is built.

#include "patterns.hpp"
#include "tictactoe/core/expected.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ttt::hard::five {

// Threat bits, own (side to move) first.
enum ThreatBit : std::uint16_t {
    kOwnFlex4 = 1U << 0,   // can make an open four or two fours
    kOwnB4F3 = 1U << 1,    // can make a four-three
    kOwnFour = 1U << 2,    // can make some other four
    kOwnF3x2 = 1U << 3,    // can make two open threes
    kOwnThree = 1U << 4,   // can make an open three
    kTheirFlex4 = 1U << 5, // the opponent can make an open four: a defence is due
    kTheirB4F3 = 1U << 6,
    kTheirFour = 1U << 7,
    kTheirF3x2 = 1U << 8,
    kTheirThree = 1U << 9,
};
inline constexpr int kThreatMaskCount = 1 << 10;

struct EvalWeights {
    std::array<std::int32_t, kPatternCodeCount> mover{};  // a cell of the side to move
    std::array<std::int32_t, kPatternCodeCount> waiter{}; // a cell of the side not to move
    std::array<std::int32_t, kThreatMaskCount> threat{};
    // Scale of the evaluation: a position scored v wins with probability
    // 1 / (1 + exp(-v / scale)) (what the tuner fits).
    double scale = 200.0;
};

// The weights of a rule (freestyle or exact), read once from the embedded data.
[[nodiscard]] const EvalWeights& evalWeights(bool exact);

// The embedded data read afresh (the tests check that it reads).
[[nodiscard]] Expected<std::array<EvalWeights, 2>> readEmbeddedEvalWeights();

// The text format: '#' comments; "rule freestyle|exact" starts a section;
// "scale S"; "mover P1 P2 P3 P4 V" and "waiter P1 P2 P3 P4 V" with pattern
// names (any order); "threat MASK V". Entries not given are 0. Returns the
// weights of both rules ([0] freestyle, [1] exact), or an error naming the line.
[[nodiscard]] Expected<std::array<EvalWeights, 2>> parseEvalWeights(std::string_view text);
[[nodiscard]] std::string formatEvalWeights(const std::array<EvalWeights, 2>& rules,
                                            std::string_view header);

// Hand-set starting values (before any tuning): pattern sums as the older
// generic evaluation has them.
[[nodiscard]] EvalWeights initialEvalWeights();

} // namespace ttt::hard::five
