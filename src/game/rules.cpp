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

Rules Rules::gomokuRenju() {
    Rules r = gomokuFreestyle();
    r.restriction = Restriction::Renju;
    return r;
}

Rules Rules::gomokuCaro() {
    Rules r = gomokuExact();
    r.restriction = Restriction::Caro;
    return r;
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
    if (restriction != Restriction::None && k != 5) {
        return failure(Text("Renju and Caro are rules of five in a row"));
    }
    if (restriction == Restriction::Renju && overline != Overline::Freestyle) {
        return failure(Text("Renju decides overlines itself: black may not make one, white wins "
                            "with one"));
    }
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

namespace {

// The options after "WxH/K" or "unlimited": "exact", "renju", "caro", '/'-separated.
Expected<void> readRuleOptions(std::string_view options, Rules& rules) {
    while (!options.empty()) {
        const auto slash = options.find('/');
        const std::string_view option = options.substr(0, slash);
        options = slash == std::string_view::npos ? std::string_view{} : options.substr(slash + 1);
        if (option == "exact" && rules.overline == Overline::Freestyle &&
            rules.restriction == Restriction::None) {
            rules.overline = Overline::Exact;
        } else if (option == "renju" && rules.restriction == Restriction::None) {
            rules.restriction = Restriction::Renju;
        } else if (option == "caro" && rules.restriction == Restriction::None) {
            rules.restriction = Restriction::Caro;
        } else {
            return failure(Text("unknown or repeated rule '{0}' (exact, renju or caro; caro may "
                                "follow exact)",
                                option));
        }
    }
    return rules.validate();
}

} // namespace

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
    if (text == "gomoku-renju") {
        return Rules::gomokuRenju();
    }
    if (text == "gomoku-caro") {
        return Rules::gomokuCaro();
    }
    if (text == "unlimited") {
        return Rules::unlimitedFive();
    }
    if (text.starts_with("unlimited/")) {
        Rules rules = Rules::unlimitedFive();
        TTT_TRY_VOID(readRuleOptions(text.substr(10), rules));
        return rules;
    }
    // WxH/K[/exact][/renju|/caro]
    const auto x = text.find('x');
    const auto slash = text.find('/');
    if (x != std::string_view::npos && slash != std::string_view::npos && x < slash) {
        std::string_view rest = text.substr(slash + 1);
        std::string_view options;
        if (const auto second = rest.find('/'); second != std::string_view::npos) {
            options = rest.substr(second + 1);
            rest = rest.substr(0, second);
        }
        const auto w = parseNumber<int>(text.substr(0, x));
        const auto h = parseNumber<int>(text.substr(x + 1, slash - x - 1));
        const auto k = parseNumber<int>(rest);
        if (w && h && k) {
            Rules rules = Rules::bounded(*w, *h, *k);
            TTT_TRY_VOID(readRuleOptions(options, rules));
            return rules;
        }
    }
    return failure(Text("unknown rules '{0}' (classic, gomoku, gomoku-exact, gomoku-renju, "
                        "gomoku-caro, unlimited[/renju|/caro] or WxH/K[/exact][/renju|/caro])",
                        text));
}

int gomocupRuleFlags(const Rules& rules) {
    if (rules.isRenju()) {
        return 4;
    }
    return (rules.overline == Overline::Exact ? 1 : 0) + (rules.isCaro() ? 8 : 0);
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
    if (rules == Rules::gomokuRenju()) {
        return "gomoku-renju";
    }
    if (rules == Rules::gomokuCaro()) {
        return "gomoku-caro";
    }
    const std::string options =
        std::string(rules.overline == Overline::Exact ? "/exact" : "") + (rules.isRenju() ? "/renju"
                                                                          : rules.isCaro() ? "/caro"
                                                                                           : "");
    if (rules.unlimited) {
        // Only five in a row has a name there; the arena and the files have no other.
        return rules.k == 5 ? "unlimited" + options : "unlimited";
    }
    return std::to_string(rules.width) + "x" + std::to_string(rules.height) + "/" +
           std::to_string(rules.k) + options;
}

std::string Rules::describe() const {
    const std::string overlineText =
        isRenju()  ? " (Renju)"
        : isCaro() ? (overline == Overline::Exact ? " (Caro)" : " (Caro, overlines win)")
        : overline == Overline::Exact ? " (exact)"
                                      : "";
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
    if (*this == gomokuRenju()) {
        return "Gomoku 15x15 (Renju)";
    }
    if (*this == gomokuCaro()) {
        return "Gomoku 15x15 (Caro)";
    }
    return std::to_string(width) + "x" + std::to_string(height) + ", " + std::to_string(k) +
           " in a row" + overlineText;
}

std::string cellName(const Rules& rules, Point p) {
    if (rules.unlimited) {
        // Right and up from the centre, as the window numbers the field.
        return "(" + std::to_string(p.x) + ", " + std::to_string(-static_cast<long long>(p.y)) +
               ")";
    }
    // Bijective base 26, lowercase: a..z, then aa, ab...
    std::string column;
    for (long long n = static_cast<long long>(p.x) + 1; n > 0; n = (n - 1) / 26) {
        column.insert(column.begin(), static_cast<char>('a' + (n - 1) % 26));
    }
    return column + std::to_string(rules.height - p.y);
}

} // namespace ttt
