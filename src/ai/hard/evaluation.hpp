#pragma once

// How the four line patterns through an empty cell combine for one side: a
// threat category (what playing there does) and a heuristic value. The values
// are the evaluation's only weights, kept here in one place.

#include "line_pattern.hpp"

#include <array>
#include <cstdint>

namespace ttt::hard {

// Ordered by urgency; everything up to kCatFour makes a four (a threat of
// winning at once) and must be answered.
enum Category : std::uint8_t {
    kCatFive,        // wins at once
    kCatFlex4,       // open four or double four: wins in three plies
    kCatFourThree,   // a four and an open three
    kCatFour,        // a closed four
    kCatDoubleThree, // two open threes
    kCatThree,       // one open three
    kCatOther,       // something to build on
    kCatNone,        // dead cell
    kCategoryCount
};

[[nodiscard]] constexpr bool makesFour(Category c) {
    return c <= kCatFour;
}
[[nodiscard]] constexpr bool makesThreat(Category c) {
    return c <= kCatThree;
}

struct CellInfo {
    Category category = kCatNone;
    std::int16_t value = 0;
};

// Index of four direction patterns in the combination table.
[[nodiscard]] constexpr int comboIndex(Pattern d0, Pattern d1, Pattern d2, Pattern d3) {
    return d0 + kPatternCount * (d1 + kPatternCount * (d2 + kPatternCount * d3));
}
inline constexpr int kComboCount = kPatternCount * kPatternCount * kPatternCount * kPatternCount;

// Precomputed once for every combination of four patterns.
[[nodiscard]] const std::array<CellInfo, kComboCount>& cellInfoTable();

// Move-ordering priority of a cell for the side to move, from both sides'
// categories: own wins first, then forced blocks, then own threats...
[[nodiscard]] int threatPriority(Category own, Category theirs);

} // namespace ttt::hard
