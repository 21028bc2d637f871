#pragma once

// What one line through an empty cell offers a side if it plays there: five,
// open/closed four, three, two, one or nothing. Computed once per shape of
// line (table) and looked up by a base-3 key of the neighbouring cells.

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace ttt::hard {

// Ordered by strength: F = open ("flex", two ways to go on), B = closed.
enum Pattern : std::uint8_t { kDead, kB1, kF1, kB2, kF2, kB3, kF3, kB4, kF4, kFive, kPatternCount };

// A cell on a line seen from one side. Walls and opponent stones both block.
enum LineCell : std::uint8_t { kLineEmpty = 0, kLineOwn = 1, kLineBlocked = 2 };

// Classifies the empty centre of `cells` (2 * radius + 1 entries) for k in a
// row. With `exact` an overline does not win; a run that reaches the end of
// the window is then not trusted to be exactly k long.
[[nodiscard]] Pattern classifyLine(std::span<const std::uint8_t> cells, int k, bool exact);

// How far a line key reaches on each side of its cell.
[[nodiscard]] int patternRadius(int k, bool exact);

// Key -> pattern. Small radii use a shared precomputed table; larger ones
// classify on demand through a fixed-size per-thread cache that lives as long
// as the thread, so later searches reuse it (no allocation per look-up).
class PatternTable {
public:
    PatternTable(int k, bool exact);

    [[nodiscard]] int radius() const { return radius_; }
    [[nodiscard]] bool exact() const { return exact_; }
    [[nodiscard]] Pattern lookup(std::uint64_t key) const {
        if (table_) {
            return static_cast<Pattern>((*table_)[static_cast<std::size_t>(key)]);
        }
        return lookupSlow(key);
    }

private:
    [[nodiscard]] Pattern lookupSlow(std::uint64_t key) const;

    int k_;
    bool exact_;
    int radius_;
    std::shared_ptr<const std::vector<std::uint8_t>> table_;
};

} // namespace ttt::hard
