#pragma once

// Small text helpers shared by both ends of the Piskvork (Gomocup) protocol:
// the brain that answers commands and the manager that sends them.

#include "tictactoe/game/point.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace ttt::gomocup {

// Cells are written "X,Y" with X the column and Y the row, counted from 0.
[[nodiscard]] std::string formatPoint(Point p);
// Accepts "X,Y" with optional blanks around each number; negative numbers are
// returned as such (the caller decides whether they are on the board).
[[nodiscard]] std::optional<Point> parsePoint(std::string_view text);

// One line of a BOARD block: "X,Y,FIELD".
struct BoardEntry {
    Point point;
    int field = 0;
};
[[nodiscard]] std::optional<BoardEntry> parseBoardEntry(std::string_view text);

// A piece of untrusted input for an error message: in quotes, at most `limit`
// characters (then "..."), control characters shown as '?'.
[[nodiscard]] std::string quote(std::string_view text, std::size_t limit = 40);
[[nodiscard]] std::optional<std::int64_t> parseInteger(std::string_view text);

// A command keyword in upper case and the rest of the line, trimmed.
struct CommandLine {
    std::string keyword;
    std::string_view arguments;
};
[[nodiscard]] CommandLine splitCommand(std::string_view line);

// ABOUT answers are `key="value"` pairs separated by commas; old brains may
// answer free text, which yields an empty map.
[[nodiscard]] std::map<std::string, std::string> parseAbout(std::string_view text);

} // namespace ttt::gomocup
