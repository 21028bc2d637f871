#pragma once

// The two sides of Hard's boards: the first player (X; black under Renju)
// and the second. Unscoped so that a side indexes the boards' per-side arrays.

namespace ttt::hard {

enum Side : int { kFirst = 0, kSecond = 1 };

[[nodiscard]] constexpr Side opponent(Side side) {
    return side == kFirst ? kSecond : kFirst;
}

} // namespace ttt::hard
