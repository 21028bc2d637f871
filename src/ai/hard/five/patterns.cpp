#include "patterns.hpp"

#include <algorithm>
#include <cassert>
#include <functional>
#include <memory>
#include <vector>

namespace ttt::hard::five {

namespace {

constexpr int kWindow = 2 * kHalfLine + 1; // 11 cells, the centre at 5
constexpr int kCentre = kHalfLine;
constexpr std::uint8_t kEmpty = 0;
constexpr std::uint8_t kOwn = 1;
constexpr std::uint8_t kBlocked = 2;

using Line = std::array<std::uint8_t, kWindow>;

// The own run through the centre (which holds an own stone).
int runThroughCentre(const Line& line) {
    int lo = kCentre;
    int hi = kCentre;
    while (lo > 0 && line[static_cast<std::size_t>(lo - 1)] == kOwn) {
        --lo;
    }
    while (hi < kWindow - 1 && line[static_cast<std::size_t>(hi + 1)] == kOwn) {
        ++hi;
    }
    return hi - lo + 1;
}

// Memoised level of lines whose centre holds an own stone: what more own
// stones on this line can make of it. The memo key is the line in base 3
// without the centre.
class Classifier {
public:
    explicit Classifier(bool exact) : exact_(exact), memo_(59049, 0xFF) {}

    Pattern ofEmptyCentre(Line line) {
        if (!exact_) {
            // A five through the centre lies within four cells of it.
            line[0] = kBlocked;
            line[kWindow - 1] = kBlocked;
        }
        line[kCentre] = kOwn;
        if (exact_ && runThroughCentre(line) > 5) {
            return kOverline;
        }
        return level(line);
    }

private:
    [[nodiscard]] bool isFive(const Line& line) const {
        const int run = runThroughCentre(line);
        return exact_ ? run == 5 : run >= 5;
    }

    static int index(const Line& line) {
        int key = 0;
        for (int i = kWindow - 1; i >= 0; --i) {
            if (i != kCentre) {
                key = key * 3 + line[static_cast<std::size_t>(i)];
            }
        }
        return key;
    }

    Pattern level(Line& line) {
        const auto key = static_cast<std::size_t>(index(line));
        if (memo_[key] != 0xFF) {
            return static_cast<Pattern>(memo_[key]);
        }
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
                ++n[level(line)];
                cell = kEmpty;
            }
            const int threes = n[kF3] + n[kF3S];
            const int twos = n[kF2] + n[kF2A] + n[kF2B];
            if (n[kFive] >= 2) {
                result = kF4;
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

    bool exact_;
    std::vector<std::uint8_t> memo_;
};

struct CodeTables {
    std::vector<PatternCode> code; // [a][b][c][d] flattened, any order
    std::vector<std::array<Pattern, 4>> patterns;
    std::vector<Category> category;
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
std::vector<std::uint8_t> buildLineTable(bool exact) {
    Classifier classifier(exact);
    const int half = exact ? 5 : 4;
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
            forX[at] = colour == 0 ? kEmpty : (colour == 1 ? kOwn : kBlocked);
            forO[at] = colour == 0 ? kEmpty : (colour == 2 ? kOwn : kBlocked);
        }
        forX[kCentre] = kEmpty;
        forO[kCentre] = kEmpty;
        const Pattern x = classifier.ofEmptyCentre(forX);
        const Pattern o = classifier.ofEmptyCentre(forO);
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

PatternTables::PatternTables(bool exact)
    : exact_(exact), shift_(exact ? 0 : 2), mask_(exact ? 0xFFFFFU : 0xFFFFU),
      codes_(codeTables().code.data()), categories_(codeTables().category.data()) {
    // Built once per rule (on first use) and kept for the program's life.
    static std::vector<std::uint8_t> freestyle;
    static std::vector<std::uint8_t> exactFive;
    auto& table = exact ? exactFive : freestyle;
    table = buildLineTable(exact);
    line_ = table.data();
}

const PatternTables& PatternTables::get(bool exact) {
    if (exact) {
        static const PatternTables exactFive(true);
        return exactFive;
    }
    static const PatternTables freestyle(false);
    return freestyle;
}

PatternCode PatternTables::code(Pattern a, Pattern b, Pattern c, Pattern d) {
    constexpr int n = kPatternCount;
    return codeTables().code[static_cast<std::size_t>(((a * n + b) * n + c) * n + d)];
}

Category PatternTables::category(PatternCode code) {
    return codeTables().category[code];
}

std::array<Pattern, 4> PatternTables::patternsOf(PatternCode code) {
    return codeTables().patterns[code];
}

Pattern PatternTables::classify(const std::array<std::uint8_t, 11>& cells, bool exact) {
    // The memo of a classifier holds for the rule; keep one per thread.
    thread_local Classifier freestyle(false);
    thread_local Classifier exactFive(true);
    Line line = cells;
    line[kCentre] = kEmpty;
    return (exact ? exactFive : freestyle).ofEmptyCentre(line);
}

} // namespace ttt::hard::five
