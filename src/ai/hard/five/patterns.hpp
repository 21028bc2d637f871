#pragma once

// Line patterns for five in a row (freestyle: five or more wins; exact: only
// exactly five; Renju and Caro below). Every empty cell has, per direction
// and side, a pattern that says what a stone of that side there makes on that
// line; the four directions together give a pattern code (an unordered
// combination), and the pattern code gives a threat category.
//
// Line keys: 2 bits per neighbouring cell (0 empty, 1 X, 2 O, 3 wall), five
// cells on each side of the cell itself, the nearest last on the left:
// bits 2i..2i+1 hold the cell at offset i - 5 for i < 5 and i - 4 for i >= 5.

#include <array>
#include <cstdint>
#include <string_view>

namespace ttt::hard::five {

inline constexpr int kHalfLine = 5; // the key layout; freestyle only reads 4
inline constexpr int kKeyBits = 4 * kHalfLine;

// The rule a board's patterns follow. Under Renju side 0 is black (exactly
// five wins; its fouls are marked, see kOverline and kCatForbidden) and side 1
// white (five or more). Under Caro a five blocked at both ends by the
// opponent's stones is no five (a wall does not block); CaroExact also needs
// exactly five.
enum class Rule : std::uint8_t { Freestyle, Exact, Renju, Caro, CaroExact };
inline constexpr int kRuleCount = 5;

// Ordered by strength. F = "flex" (open), B = blocked. A three or two counts
// the ways it goes on: F3S has two or more ways to an open four, F3 one;
// F2B three or more ways to an open three, F2A two, F2 one.
enum Pattern : std::uint8_t {
    kDead,     // nothing can be made on this line through the cell
    kOverline, // exact rule: a stone here makes six or more, never five; Renju,
               // black: any foul in this line (also two fours in it, X.XXX.X)
    kB1,
    kF1,
    kB2,
    kF2,
    kF2A,
    kF2B,
    kB3,
    kF3,
    kF3S,
    kB4,
    kF4,
    kFive,
    kPatternCount
};

[[nodiscard]] std::string_view patternName(Pattern p);

// What playing a cell does for one side, from its four line patterns.
// Everything up to kB4 makes a four; up to kF3 a threat that must be
// answered.
enum Category : std::uint8_t {
    kCatFive,   // wins at once
    kCatFlex4,  // an open four or two fours: wins in three plies
    kCatB4F3,   // a four and an open three
    kCatB4Plus, // a four and a two or closed three
    kCatB4,     // a four
    kCatF3x2,   // two open threes
    kCatF3Plus, // an open three and a two or closed three
    kCatF3,     // an open three
    kCatB3Plus, // two of closed threes and open twos
    kCatOther,  // something to build on
    kCatNone,   // dead for this side
    // Renju, black only: a foul by the patterns (overline, two fours or two
    // open threes, and no five), so no move, threat or defence of black's.
    // An approximation: a three whose only way on is a foul still counts.
    kCatForbidden,
    kCategoryCount
};

[[nodiscard]] constexpr bool makesFour(Category c) {
    return c <= kCatB4;
}
[[nodiscard]] constexpr bool makesThree(Category c) {
    return c <= kCatF3;
}

// Unordered combinations of four patterns: C(14 + 3, 4) codes.
inline constexpr int kPatternCodeCount = 2380;
using PatternCode = std::uint16_t;

class PatternTables {
public:
    // The tables of one rule, built once (on first use) and shared.
    [[nodiscard]] static const PatternTables& get(Rule rule);
    [[nodiscard]] static const PatternTables& get(bool exact) {
        return get(exact ? Rule::Exact : Rule::Freestyle);
    }

    // Both sides' patterns (low nibble side 0, high nibble side 1) for a line key.
    [[nodiscard]] std::uint8_t lookup(std::uint32_t key) const {
        return line_[(key >> shift_) & mask_];
    }
    [[nodiscard]] Rule rule() const { return rule_; }
    // Cells read on each side of a cell: 4 for freestyle, 5 where an
    // overline or a block beyond a five matters.
    [[nodiscard]] int halfLine() const { return rule_ == Rule::Freestyle ? 4 : 5; }

    // The code of four patterns (any order), without the look-up of a static.
    [[nodiscard]] PatternCode combine(std::uint32_t a, std::uint32_t b, std::uint32_t c,
                                      std::uint32_t d) const {
        return codes_[((a * kPatternCount + b) * kPatternCount + c) * kPatternCount + d];
    }
    [[nodiscard]] Category categoryOf(int side, PatternCode code) const {
        return categories_[static_cast<std::size_t>(side)][code];
    }

    [[nodiscard]] static PatternCode code(Pattern a, Pattern b, Pattern c, Pattern d);
    // The category of a code (freestyle and exact; Caro too).
    [[nodiscard]] static Category category(PatternCode code);
    // The category of a code for a side under a rule (Renju's black has fouls).
    [[nodiscard]] static Category category(PatternCode code, Rule rule, int side);
    // The four patterns of a code, strongest first.
    [[nodiscard]] static std::array<Pattern, 4> patternsOf(PatternCode code);

    // Classification of one line from scratch, for tests: cells[i] for the
    // offsets -5..5 (i = 5 is the empty cell itself), from `side`'s view
    // (0 empty, 1 own, 2 the opponent's stone, 3 a wall).
    [[nodiscard]] static Pattern classify(const std::array<std::uint8_t, 11>& cells, bool exact);
    [[nodiscard]] static Pattern classify(const std::array<std::uint8_t, 11>& cells, Rule rule,
                                          int side);

private:
    explicit PatternTables(Rule rule);

    Rule rule_;
    int shift_;
    std::uint32_t mask_;
    const PatternCode* codes_;
    std::array<const Category*, 2> categories_{};
    const std::uint8_t* line_ = nullptr;
};

} // namespace ttt::hard::five
