#pragma once

// The rules of one variant: board size (or unlimited), k in a row, what an
// overline counts for and the Gomoku rules that restrict a five (features.md R1-R5).

#include "tictactoe/core/expected.hpp"
#include "tictactoe/game/point.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace ttt {

enum class Overline {
    Freestyle, // k or more in a row wins
    Exact      // only exactly k in a row wins; a longer line does not
};

// The Gomoku rules that balance the game (R3); both need k = 5.
enum class Restriction {
    None,
    // Black (who opened) may not make an overline, a double four or a double
    // three (game/renju.hpp); black wins with exactly five, white with five or more.
    Renju,
    // A five blocked at both ends by the opponent's stones does not win (an
    // edge is no block); with the exact rule only exactly five wins at all.
    Caro
};

struct Rules {
    static constexpr int kMinSide = 3;
    static constexpr int kMaxSide = 25;
    // The unlimited field reaches this far from its centre in every direction
    // (|x| and |y|): far beyond any real game, and what every file format holds.
    static constexpr int kMaxCoordinate = 1'000'000'000;
    // A round on the unlimited field is drawn after this many moves at the
    // latest (with or without a move limit), so every game fits in a file.
    static constexpr int kMaxMoves = 100'000;

    bool unlimited = false;
    int width = 3;  // ignored when unlimited
    int height = 3; // ignored when unlimited
    int k = 3;
    Overline overline =
        Overline::Freestyle; // Freestyle under Renju, which decides overlines itself
    Restriction restriction = Restriction::None;
    int moveLimit = 0; // unlimited field only: a draw after this many moves; 0 = kMaxMoves

    static Rules classic();
    static Rules gomokuFreestyle();
    static Rules gomokuExact();
    static Rules gomokuRenju();
    static Rules gomokuCaro(); // standard Caro: exactly five, not blocked at both ends
    static Rules unlimitedFive();
    static Rules bounded(int width, int height, int k, Overline overline = Overline::Freestyle);

    // Can these rules be played? If not, the error says why.
    [[nodiscard]] Expected<void> validate() const;

    [[nodiscard]] bool contains(Point p) const {
        if (unlimited) {
            return p.x >= -kMaxCoordinate && p.x <= kMaxCoordinate && p.y >= -kMaxCoordinate &&
                   p.y <= kMaxCoordinate;
        }
        return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
    }
    // The number of moves after which a round is drawn, or 0 for none (a
    // bounded board ends when it is full).
    [[nodiscard]] int drawAfterMoves() const {
        if (!unlimited) {
            return 0;
        }
        return moveLimit > 0 ? moveLimit : kMaxMoves;
    }
    // Number of cells, or 0 on the unlimited field.
    [[nodiscard]] long long cellCount() const {
        return unlimited ? 0 : static_cast<long long>(width) * height;
    }
    // True when k cells in a row with this overline rule make a win (before
    // Renju's and Caro's restrictions: win_detection.hpp has the whole rule).
    [[nodiscard]] bool isWinningLength(int run) const {
        return overline == Overline::Freestyle ? run >= k : run == k;
    }
    [[nodiscard]] bool isRenju() const { return restriction == Restriction::Renju; }
    [[nodiscard]] bool isCaro() const { return restriction == Restriction::Caro; }

    // A short English description such as "Gomoku 15x15 (exact five)".
    [[nodiscard]] std::string describe() const;

    bool operator==(const Rules&) const = default;
};

// The rules' text form for command lines and files: "classic", "gomoku",
// "gomoku-exact", "gomoku-renju", "gomoku-caro", "unlimited" (five in a row),
// or "WxH/K" followed by "/exact", "/renju" or "/caro" (Caro may follow
// "/exact"), e.g. "10x8/5", "15x15/5/exact", "19x19/5/renju"; "unlimited/renju"
// and "unlimited/caro" for the unlimited field.
[[nodiscard]] Expected<Rules> parseRules(std::string_view text);

// The rule as Gomocup's INFO rule and the .psq rule line count it: 1 exactly
// five, 4 Renju, 8 Caro (9: Caro with exactly five); 0 for freestyle.
[[nodiscard]] int gomocupRuleFlags(const Rules& rules);
[[nodiscard]] std::string formatRules(const Rules& rules);

// A cell as the board names it: column letters (a..z, then aa, ab, ...) and
// the row counted from 1 at the bottom, "h8"; on the unlimited field, which
// has no names for its cells, "(3, -2)": right and up from its centre.
[[nodiscard]] std::string cellName(const Rules& rules, Point p);

} // namespace ttt
