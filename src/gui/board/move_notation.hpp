#pragma once

// How moves are written (features.md G9, move list): on a bounded board as on the
// board's coordinate labels, column letters A, B, ... (after Z: AA, AB, ...)
// and row numbers counted from 1 at the bottom, e.g. "H8" in the middle of a
// 15x15 board; on the unlimited field signed offsets from the first cell,
// right and up positive, e.g. "(+3, −2)".

#include "tictactoe/game/point.hpp"
#include "tictactoe/game/rules.hpp"

#include <wx/string.h>

namespace ttt::gui {

[[nodiscard]] wxString columnName(int x);
// The unlimited field's column and row numbers as moves name them: x to the
// right and y up from the first cell, signed ("+3", "0", "−2").
[[nodiscard]] wxString fieldColumnName(int x);
[[nodiscard]] wxString fieldRowName(int y);
[[nodiscard]] wxString moveNotation(const Rules& rules, Point p);

} // namespace ttt::gui
