#include "tictactoe/game/rules.hpp"

#include <algorithm>

namespace ttt {

Rules Rules::classic() {
    return bounded(3, 3, 3);
}

Rules Rules::gomokuFreestyle() {
    return bounded(15, 15, 5, Overline::Freestyle);
}

Rules Rules::gomokuStandard() {
    return bounded(15, 15, 5, Overline::Exact);
}

Rules Rules::unlimitedFive() {
    Rules r;
    r.unlimited = true;
    r.width = 0;
    r.height = 0;
    r.k = 5;
    r.overline = Overline::Freestyle;
    return r;
}

Rules Rules::bounded(int width, int height, int k, Overline overline) {
    Rules r;
    r.unlimited = false;
    r.width = width;
    r.height = height;
    r.k = k;
    r.overline = overline;
    return r;
}

std::optional<std::string> Rules::validate() const {
    if (moveLimit < 0 || moveLimit > kMaxMoves) {
        return "the move limit must be between 0 (none) and " + std::to_string(kMaxMoves);
    }
    if (unlimited) {
        if (k < kMinSide || k > kMaxSide) {
            return "k must be between 3 and 25 on the unlimited field";
        }
        return std::nullopt;
    }
    if (moveLimit != 0) {
        return "a move limit is only used on the unlimited field";
    }
    if (width < kMinSide || width > kMaxSide || height < kMinSide || height > kMaxSide) {
        return "each side of the board must be between 3 and 25";
    }
    if (k < kMinSide || k > std::min(width, height)) {
        return "k must be between 3 and the shorter side of the board";
    }
    return std::nullopt;
}

std::string Rules::describe() const {
    const std::string overlineText = overline == Overline::Exact ? " (exact)" : "";
    if (unlimited) {
        return "Unlimited field, " + std::to_string(k) + " in a row" + overlineText;
    }
    if (*this == classic()) {
        return "Classic 3x3";
    }
    if (*this == gomokuFreestyle()) {
        return "Gomoku 15x15 (freestyle)";
    }
    if (*this == gomokuStandard()) {
        return "Gomoku 15x15 (exact five)";
    }
    return std::to_string(width) + "x" + std::to_string(height) + ", " + std::to_string(k) +
           " in a row" + overlineText;
}

} // namespace ttt
