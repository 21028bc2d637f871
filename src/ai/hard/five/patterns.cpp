#include "patterns.hpp"

#include <algorithm>
#include <cassert>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace ttt::hard::five {

namespace {

constexpr int kWindow = 2 * kHalfLine + 1; // 11 cells, the centre at 5
constexpr int kCentre = kHalfLine;
constexpr std::uint8_t kEmpty = 0;
constexpr std::uint8_t kOwn = 1;
constexpr std::uint8_t kBlocked = 2; // the opponent's stone (and a wall where walls do not matter)
constexpr std::uint8_t kWall = 3;    // only under Caro, where a wall is no block

using Line = std::array<std::uint8_t, kWindow>;

// How one side's line is read.
enum class Mode : std::uint8_t {
    Freestyle,  // five or more
    Exact,      // exactly five
    RenjuBlack, // exactly five, and a move that fouls in this line counts for nothing
    Caro,       // five or more, but exactly five blocked at both ends is none
    CaroExact   // exactly five, not blocked at both ends
};

bool isCaro(Mode m) {
    return m == Mode::Caro || m == Mode::CaroExact;
}
bool needsExactFive(Mode m) {
    return m == Mode::Exact || m == Mode::RenjuBlack || m == Mode::CaroExact;
}

// The own run through cell `at` (which holds an own stone): its first and last cell.
std::pair<int, int> runThrough(const Line& line, int at) {
    int lo = at;
    int hi = at;
    while (lo > 0 && line[static_cast<std::size_t>(lo - 1)] == kOwn) {
        --lo;
    }
    while (hi < kWindow - 1 && line[static_cast<std::size_t>(hi + 1)] == kOwn) {
        ++hi;
    }
    return {lo, hi};
}

int runLength(const Line& line, int at) {
    const auto [lo, hi] = runThrough(line, at);
    return hi - lo + 1;
}

// Memoised level of lines whose centre holds an own stone: what more own
// stones on this line can make of it. The memo key is the line without the
// centre in base 3 (base 4 under Caro, which tells walls from stones).
class Classifier {
public:
    explicit Classifier(Mode mode)
        : mode_(mode), base_(isCaro(mode) ? 4 : 3),
          memo_(isCaro(mode) ? std::size_t{1} << 20 : 59049, 0xFF) {}

    Pattern ofEmptyCentre(Line line) {
        if (!isCaro(mode_)) {
            for (auto& cell : line) {
                cell = cell == kWall ? kBlocked : cell;
            }
        }
        if (mode_ == Mode::Freestyle) {
            // A five through the centre lies within four cells of it.
            line[0] = kBlocked;
            line[kWindow - 1] = kBlocked;
        }
        line[kCentre] = kOwn;
        if (needsExactFive(mode_) && runLength(line, kCentre) > 5) {
            return kOverline;
        }
        return level(line);
    }

private:
    [[nodiscard]] bool isFive(const Line& line) const {
        const auto [lo, hi] = runThrough(line, kCentre);
        const int run = hi - lo + 1;
        if (run < 5 || (run > 5 && needsExactFive(mode_))) {
            return false;
        }
        if (isCaro(mode_) && run == 5) {
            // A run of five lies inside the window with both ends.
            assert(lo > 0 && hi < kWindow - 1);
            return line[static_cast<std::size_t>(lo - 1)] != kBlocked ||
                   line[static_cast<std::size_t>(hi + 1)] != kBlocked;
        }
        return true;
    }

    [[nodiscard]] std::size_t index(const Line& line) const {
        std::size_t key = 0;
        for (int i = kWindow - 1; i >= 0; --i) {
            if (i != kCentre) {
                key = key * static_cast<std::size_t>(base_) + line[static_cast<std::size_t>(i)];
            }
        }
        return key;
    }

    Pattern level(Line& line) {
        const std::size_t key = index(line);
        if (memo_[key] != 0xFF) {
            return static_cast<Pattern>(memo_[key]);
        }
        const bool renju = mode_ == Mode::RenjuBlack;
        Pattern result = kDead;
        if (isFive(line)) {
            result = kFive;
        } else {
            std::array<int, kPatternCount> n{};
            for (int e = 0; e < kWindow; ++e) {
                auto& cell = line[static_cast<std::size_t>(e)];
                if (cell != kEmpty) {
                    continue;
                }
                cell = kOwn;
                // Renju: black may not go on by a foul (an overline here, or
                // two fours in this line, which level() marks kOverline).
                if (!renju || runLength(line, e) <= 5) {
                    const Pattern next = level(line);
                    if (!renju || next != kOverline) {
                        ++n[next];
                    }
                }
                cell = kEmpty;
            }
            const int threes = n[kF3] + n[kF3S];
            const int twos = n[kF2] + n[kF2A] + n[kF2B];
            if (n[kFive] >= 2) {
                // Two ways to five are one straight four (.XXXX.) when the
                // stones run four long, else two fours in one line: a foul for black.
                result = renju && runLength(line, kCentre) != 4 ? kOverline : kF4;
            } else if (n[kFive] == 1) {
                result = kB4;
            } else if (n[kF4] >= 2) {
                result = kF3S;
            } else if (n[kF4] == 1) {
                result = kF3;
            } else if (n[kB4] > 0) {
                result = kB3;
            } else if (threes >= 3) {
                result = kF2B;
            } else if (threes == 2) {
                result = kF2A;
            } else if (threes == 1) {
                result = kF2;
            } else if (n[kB3] > 0) {
                result = kB2;
            } else if (twos > 0) {
                result = kF1;
            } else if (n[kB2] > 0) {
                result = kB1;
            }
        }
        memo_[key] = result;
        return result;
    }

    Mode mode_;
    int base_;
    std::vector<std::uint8_t> memo_;
};

// How each side's lines are read under a rule.
std::array<Mode, 2> modesOf(Rule rule) {
    switch (rule) {
    case Rule::Freestyle:
        return {Mode::Freestyle, Mode::Freestyle};
    case Rule::Exact:
        return {Mode::Exact, Mode::Exact};
    case Rule::Renju:
        return {Mode::RenjuBlack, Mode::Freestyle};
    case Rule::Caro:
        return {Mode::Caro, Mode::Caro};
    case Rule::CaroExact:
        return {Mode::CaroExact, Mode::CaroExact};
    }
    assert(false && "unknown rule");
    return {Mode::Freestyle, Mode::Freestyle};
}

struct CodeTables {
    std::vector<PatternCode> code; // [a][b][c][d] flattened, any order
    std::vector<std::array<Pattern, 4>> patterns;
    std::vector<Category> category;
    std::vector<Category> renjuBlack; // black's under Renju: fouls are kCatForbidden
};

Category categorise(const std::array<Pattern, 4>& p) {
    std::array<int, kPatternCount> n{};
    for (const Pattern x : p) {
        ++n[x];
    }
    const int threes = n[kF3] + n[kF3S];
    const int minor = n[kB3] + n[kF2] + n[kF2A] + n[kF2B];
    if (n[kFive] > 0) {
        return kCatFive;
    }
    if (n[kF4] > 0 || n[kB4] >= 2) {
        return kCatFlex4;
    }
    if (n[kB4] == 1) {
        return threes > 0 ? kCatB4F3 : (minor > 0 ? kCatB4Plus : kCatB4);
    }
    if (threes >= 2) {
        return kCatF3x2;
    }
    if (threes == 1) {
        return minor > 0 ? kCatF3Plus : kCatF3;
    }
    if (minor >= 2) {
        return kCatB3Plus;
    }
    for (const Pattern x : p) {
        if (x >= kB1) {
            return kCatOther;
        }
    }
    return kCatNone;
}

// Renju's black: a five always wins; otherwise an overline or a double four
// in one line (both kOverline), two fours or two open threes are a foul.
Category categoriseRenjuBlack(const std::array<Pattern, 4>& p) {
    std::array<int, kPatternCount> n{};
    for (const Pattern x : p) {
        ++n[x];
    }
    if (n[kFive] == 0 && (n[kOverline] > 0 || n[kB4] + n[kF4] >= 2 || n[kF3] + n[kF3S] >= 2)) {
        return kCatForbidden;
    }
    return categorise(p);
}

const CodeTables& codeTables() {
    static const CodeTables tables = [] {
        CodeTables t;
        constexpr int n = kPatternCount;
        std::vector<int> sortedIndex(static_cast<std::size_t>(n * n * n * n), -1);
        for (int a = 0; a < n; ++a) {
            for (int b = 0; b <= a; ++b) {
                for (int c = 0; c <= b; ++c) {
                    for (int d = 0; d <= c; ++d) {
                        const std::array<Pattern, 4> p{
                            static_cast<Pattern>(a), static_cast<Pattern>(b),
                            static_cast<Pattern>(c), static_cast<Pattern>(d)};
                        sortedIndex[static_cast<std::size_t>(((a * n + b) * n + c) * n + d)] =
                            static_cast<int>(t.patterns.size());
                        t.patterns.push_back(p);
                        t.category.push_back(categorise(p));
                        t.renjuBlack.push_back(categoriseRenjuBlack(p));
                    }
                }
            }
        }
        assert(t.patterns.size() == kPatternCodeCount);
        t.code.resize(sortedIndex.size());
        for (int i = 0; i < n * n * n * n; ++i) {
            std::array<int, 4> p{i / (n * n * n), i / (n * n) % n, i / n % n, i % n};
            std::sort(p.begin(), p.end(), std::greater<>());
            t.code[static_cast<std::size_t>(i)] = static_cast<PatternCode>(
                sortedIndex[static_cast<std::size_t>(((p[0] * n + p[1]) * n + p[2]) * n + p[3])]);
        }
        return t;
    }();
    return tables;
}

// Both sides' patterns for every line key of one rule.
std::vector<std::uint8_t> buildLineTable(Rule rule) {
    const std::array<Mode, 2> modes = modesOf(rule);
    Classifier first(modes[0]);
    std::optional<Classifier> second;
    if (modes[1] != modes[0]) {
        second.emplace(modes[1]);
    }
    Classifier& forSide1 = second ? *second : first;
    const int half = rule == Rule::Freestyle ? 4 : 5;
    const std::size_t size = std::size_t{1} << (4 * half);
    std::vector<std::uint8_t> table(size);
    for (std::size_t key = 0; key < size; ++key) {
        Line forX{};
        Line forO{};
        forX.fill(kBlocked);
        forO.fill(kBlocked);
        for (int i = 0; i < 2 * half; ++i) {
            const auto colour = static_cast<std::uint8_t>((key >> (2 * i)) & 3U);
            const int offset = i < half ? i - half : i - half + 1;
            const auto at = static_cast<std::size_t>(kCentre + offset);
            forX[at] =
                colour == 0 ? kEmpty : (colour == 1 ? kOwn : (colour == 2 ? kBlocked : kWall));
            forO[at] =
                colour == 0 ? kEmpty : (colour == 2 ? kOwn : (colour == 1 ? kBlocked : kWall));
        }
        forX[kCentre] = kEmpty;
        forO[kCentre] = kEmpty;
        const Pattern x = first.ofEmptyCentre(forX);
        const Pattern o = forSide1.ofEmptyCentre(forO);
        table[key] = static_cast<std::uint8_t>(x | (o << 4));
    }
    return table;
}

} // namespace

std::string_view patternName(Pattern p) {
    static constexpr std::array<std::string_view, kPatternCount> kNames{
        "DEAD", "OL", "B1", "F1", "B2", "F2", "F2A", "F2B", "B3", "F3", "F3S", "B4", "F4", "FIVE"};
    return kNames[p];
}

PatternTables::PatternTables(Rule rule)
    : rule_(rule), shift_(rule == Rule::Freestyle ? 2 : 0),
      mask_(rule == Rule::Freestyle ? 0xFFFFU : 0xFFFFFU), codes_(codeTables().code.data()) {
    // Built once per rule (on first use) and kept for the program's life.
    static std::array<std::vector<std::uint8_t>, kRuleCount> tables;
    auto& table = tables[static_cast<std::size_t>(rule)];
    table = buildLineTable(rule);
    line_ = table.data();
    categories_ = {codeTables().category.data(), codeTables().category.data()};
    if (rule == Rule::Renju) {
        categories_[0] = codeTables().renjuBlack.data();
    }
}

const PatternTables& PatternTables::get(Rule rule) {
    switch (rule) {
    case Rule::Freestyle: {
        static const PatternTables freestyle(Rule::Freestyle);
        return freestyle;
    }
    case Rule::Exact: {
        static const PatternTables exactFive(Rule::Exact);
        return exactFive;
    }
    case Rule::Renju: {
        static const PatternTables renju(Rule::Renju);
        return renju;
    }
    case Rule::Caro: {
        static const PatternTables caro(Rule::Caro);
        return caro;
    }
    case Rule::CaroExact: {
        static const PatternTables caroExact(Rule::CaroExact);
        return caroExact;
    }
    }
    assert(false && "unknown rule");
    return get(Rule::Freestyle);
}

PatternCode PatternTables::code(Pattern a, Pattern b, Pattern c, Pattern d) {
    constexpr int n = kPatternCount;
    return codeTables().code[static_cast<std::size_t>(((a * n + b) * n + c) * n + d)];
}

Category PatternTables::category(PatternCode code) {
    return codeTables().category[code];
}

Category PatternTables::category(PatternCode code, Rule rule, int side) {
    return rule == Rule::Renju && side == 0 ? codeTables().renjuBlack[code]
                                            : codeTables().category[code];
}

std::array<Pattern, 4> PatternTables::patternsOf(PatternCode code) {
    return codeTables().patterns[code];
}

Pattern PatternTables::classify(const std::array<std::uint8_t, 11>& cells, bool exact) {
    return classify(cells, exact ? Rule::Exact : Rule::Freestyle, 0);
}

Pattern PatternTables::classify(const std::array<std::uint8_t, 11>& cells, Rule rule, int side) {
    // The memo of a classifier holds for its mode; keep one per mode and thread.
    thread_local std::array<std::unique_ptr<Classifier>, 5> classifiers;
    const Mode mode = modesOf(rule)[static_cast<std::size_t>(side)];
    auto& classifier = classifiers[static_cast<std::size_t>(mode)];
    if (!classifier) {
        classifier = std::make_unique<Classifier>(mode);
    }
    Line line = cells;
    line[kCentre] = kEmpty;
    return classifier->ofEmptyCentre(line);
}

} // namespace ttt::hard::five
