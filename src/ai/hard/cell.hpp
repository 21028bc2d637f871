#pragma once

// Hard's boards number their cells 0, 1, 2...; this is "no cell".

namespace ttt::hard {

inline constexpr int kNoCell = -1;

} // namespace ttt::hard
