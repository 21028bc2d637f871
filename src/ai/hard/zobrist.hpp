#pragma once

// Zobrist keys: one fixed pseudo-random 64-bit number per (cell, side). They
// are derived from the cell index alone, so a position's key is the same in
// every run and on every platform.

#include <cstdint>

namespace ttt::hard {

[[nodiscard]] constexpr std::uint64_t splitMix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

[[nodiscard]] constexpr std::uint64_t zobristKey(int cell, int side) {
    return splitMix64((static_cast<std::uint64_t>(cell) << 1) | static_cast<std::uint64_t>(side));
}

// The side to move is part of the key (it is implied by the stone count on
// most boards, but not after a handicap or an odd start).
inline constexpr std::uint64_t kSideToMoveKey = 0xD1B54A32D192ED03ULL;

} // namespace ttt::hard
