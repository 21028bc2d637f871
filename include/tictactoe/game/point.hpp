#pragma once

// A cell of the board. On a bounded board x runs 0..width-1 and y 0..height-1;
// on the unlimited field both may be any int (negative and far from the origin).

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace ttt {

struct Point {
    int x = 0;
    int y = 0;

    constexpr Point operator+(Point o) const { return {x + o.x, y + o.y}; }
    constexpr Point operator-(Point o) const { return {x - o.x, y - o.y}; }
    constexpr Point operator*(int n) const { return {x * n, y * n}; }
    // NOLINTNEXTLINE(modernize-use-nullptr): clang-tidy 14 misreads the defaulted <=>
    constexpr auto operator<=>(const Point&) const = default;
};

// The four line directions; each also stands for its opposite.
inline constexpr std::array<Point, 4> kLineDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

struct PointHash {
    std::size_t operator()(Point p) const noexcept {
        // Mix both halves so that nearby cells spread over the buckets.
        std::uint64_t v = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.x)) << 32) |
                          static_cast<std::uint32_t>(p.y);
        v ^= v >> 33;
        v *= 0xff51afd7ed558ccdULL;
        v ^= v >> 33;
        v *= 0xc4ceb9fe1a85ec53ULL;
        v ^= v >> 33;
        return static_cast<std::size_t>(v);
    }
};

} // namespace ttt
