#include "evaluation.hpp"

namespace ttt::hard {

namespace {

// Value of one line pattern at an empty cell for the side that could play it.
constexpr std::array<int, kPatternCount> kPatternValue{0, 0, 1, 6, 16, 20, 64, 70, 260, 1000};

// Extra value of combinations that a sum of lines undervalues.
constexpr std::array<int, kCategoryCount> kCategoryBonus{2000, 800, 400, 0, 220, 0, 0, 0};

CellInfo combine(const std::array<Pattern, 4>& p) {
    std::array<int, kPatternCount> n{};
    int value = 0;
    for (const Pattern x : p) {
        ++n[x];
        value += kPatternValue[x];
    }
    Category c = kCatNone;
    if (n[kFive] > 0) {
        c = kCatFive;
    } else if (n[kF4] > 0 || n[kB4] >= 2) {
        c = kCatFlex4;
    } else if (n[kB4] == 1 && n[kF3] >= 1) {
        c = kCatFourThree;
    } else if (n[kB4] == 1) {
        c = kCatFour;
    } else if (n[kF3] >= 2) {
        c = kCatDoubleThree;
    } else if (n[kF3] == 1) {
        c = kCatThree;
    } else if (n[kDead] < 4) {
        c = kCatOther;
    }
    value += kCategoryBonus[c];
    return CellInfo{c, static_cast<std::int16_t>(value)};
}

} // namespace

const std::array<CellInfo, kComboCount>& cellInfoTable() {
    static const auto table = [] {
        std::array<CellInfo, kComboCount> t{};
        for (int i = 0; i < kComboCount; ++i) {
            int rest = i;
            std::array<Pattern, 4> p{};
            for (auto& x : p) {
                x = static_cast<Pattern>(rest % kPatternCount);
                rest /= kPatternCount;
            }
            t[static_cast<std::size_t>(i)] = combine(p);
        }
        return t;
    }();
    return table;
}

int threatPriority(Category own, Category theirs) {
    // Indexed by category; a block of the opponent's threat ranks just below
    // making the same threat oneself.
    static constexpr std::array<int, kCategoryCount> kOwn{1 << 24, 1 << 22, 1 << 20, 1 << 16,
                                                          1 << 18, 1 << 14, 0,       0};
    static constexpr std::array<int, kCategoryCount> kTheirs{1 << 23, 1 << 21, 1 << 17, 1 << 13,
                                                             1 << 15, 1 << 12, 0,       0};
    return kOwn[own] + kTheirs[theirs];
}

} // namespace ttt::hard
