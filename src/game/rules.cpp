#include "tictactoe/game/rules.hpp"

#include "tictactoe/core/numbers.hpp"

#include <algorithm>

namespace ttt {

Rules Rules::classic() {
    return bounded(3, 3, 3);
}

Rules Rules::gomokuFreestyle() {
    return bounded(15, 15, 5, Overline::Freestyle);
}

Rules Rules::gomokuExact() {
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

Expected<void> Rules::validate() const {
    if (moveLimit < 0 || moveLimit > kMaxMoves) {
        return failure(Text("the move limit must be between 0 (none) and {0}", kMaxMoves));
    }
    if (unlimited) {
        if (k < kMinSide || k > kMaxSide) {
            return failure(
                Text("k must be between {0} and {1} on the unlimited field", kMinSide, kMaxSide));
        }
        return {};
    }
    if (moveLimit != 0) {
        return failure(Text("a move limit is only used on the unlimited field"));
    }
    if (width < kMinSide || width > kMaxSide || height < kMinSide || height > kMaxSide) {
        return failure(
            Text("each side of the board must be between {0} and {1}", kMinSide, kMaxSide));
    }
    if (k < kMinSide || k > std::min(width, height)) {
        return failure(Text("k must be between {0} and the shorter side of the board", kMinSide));
    }
    return {};
}

Expected<Rules> parseRules(std::string_view text) {
    if (text == "classic") {
        return Rules::classic();
    }
    if (text == "gomoku") {
        return Rules::gomokuFreestyle();
    }
    if (text == "gomoku-exact") {
        return Rules::gomokuExact();
    }
    if (text == "unlimited") {
        return Rules::unlimitedFive();
    }
    // WxH/K[/exact]
    const auto x = text.find('x');
    const auto slash = text.find('/');
    if (x != std::string_view::npos && slash != std::string_view::npos && x < slash) {
        std::string_view rest = text.substr(slash + 1);
        Overline overline = Overline::Freestyle;
        if (const auto second = rest.find('/'); second != std::string_view::npos) {
            if (rest.substr(second + 1) != "exact") {
                return failure(
                    Text("unknown overline rule '{0}' (only 'exact')", rest.substr(second + 1)));
            }
            overline = Overline::Exact;
            rest = rest.substr(0, second);
        }
        const auto w = parseNumber<int>(text.substr(0, x));
        const auto h = parseNumber<int>(text.substr(x + 1, slash - x - 1));
        const auto k = parseNumber<int>(rest);
        if (w && h && k) {
            const Rules rules = Rules::bounded(*w, *h, *k, overline);
            if (auto valid = rules.validate(); !valid) {
                return tl::unexpected(valid.error());
            }
            return rules;
        }
    }
    return failure(Text(
        "unknown rules '{0}' (classic, gomoku, gomoku-exact, unlimited or WxH/K[/exact])", text));
}

std::string formatRules(const Rules& rules) {
    if (rules == Rules::classic()) {
        return "classic";
    }
    if (rules == Rules::gomokuFreestyle()) {
        return "gomoku";
    }
    if (rules == Rules::gomokuExact()) {
        return "gomoku-exact";
    }
    if (rules == Rules::unlimitedFive()) {
        return "unlimited";
    }
    if (rules.unlimited) {
        // Only the preset has a name; the arena and the files have no other.
        return "unlimited";
    }
    return std::to_string(rules.width) + "x" + std::to_string(rules.height) + "/" +
           std::to_string(rules.k) + (rules.overline == Overline::Exact ? "/exact" : "");
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
    if (*this == gomokuExact()) {
        return "Gomoku 15x15 (exact five)";
    }
    return std::to_string(width) + "x" + std::to_string(height) + ", " + std::to_string(k) +
           " in a row" + overlineText;
}

} // namespace ttt
