#include "tictactoe/game/opening_geometry.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>
#include <set>
#include <utility>
#include <vector>

namespace ttt {

namespace {

// The board's symmetries, in doubled coordinates about the centre so that an
// even side (whose centre lies between two cells) needs no fractions.
struct Symmetry {
    bool swapAxes = false;
    bool flipX = false;
    bool flipY = false;
};

constexpr std::array<Symmetry, 8> kSymmetries{{{false, false, false},
                                               {false, true, false},
                                               {false, false, true},
                                               {false, true, true},
                                               {true, false, false},
                                               {true, true, false},
                                               {true, false, true},
                                               {true, true, true}}};

class Mirror {
public:
    explicit Mirror(const Rules& rules)
        : twiceCentreX_(rules.unlimited ? 0 : rules.width - 1),
          twiceCentreY_(rules.unlimited ? 0 : rules.height - 1),
          square_(rules.unlimited || rules.width == rules.height) {}

    // Whether the board has this symmetry at all (a rectangle cannot be turned
    // a quarter).
    [[nodiscard]] bool has(const Symmetry& s) const { return !s.swapAxes || square_; }

    [[nodiscard]] Point apply(const Symmetry& s, Point p) const {
        long long dx = 2LL * p.x - twiceCentreX_;
        long long dy = 2LL * p.y - twiceCentreY_;
        if (s.swapAxes) {
            std::swap(dx, dy);
        }
        if (s.flipX) {
            dx = -dx;
        }
        if (s.flipY) {
            dy = -dy;
        }
        return Point{static_cast<int>((dx + twiceCentreX_) / 2),
                     static_cast<int>((dy + twiceCentreY_) / 2)};
    }

private:
    long long twiceCentreX_;
    long long twiceCentreY_;
    bool square_;
};

} // namespace

Point boardCentre(const Rules& rules) {
    return rules.unlimited ? Point{0, 0} : Point{rules.width / 2, rules.height / 2};
}

long long centralSquareOf(const Rules& rules, Point p) {
    const Point c = boardCentre(rules);
    const long long reach = std::max(std::llabs(static_cast<long long>(p.x) - c.x),
                                     std::llabs(static_cast<long long>(p.y) - c.y));
    return 2 * reach + 1;
}

namespace {

// The board's symmetries that map every stone onto a stone of its colour.
std::vector<Symmetry> keepingStones(const Board& board, const Mirror& mirror) {
    std::vector<Symmetry> kept;
    for (const Symmetry& s : kSymmetries) {
        const auto keeps = [&](Point stone) {
            const Point image = mirror.apply(s, stone);
            return board.contains(image) && board.at(image) == board.at(stone);
        };
        if (mirror.has(s) && std::all_of(board.stones().begin(), board.stones().end(), keeps)) {
            kept.push_back(s);
        }
    }
    return kept;
}

} // namespace

bool areSymmetricOffers(const Board& board, Point a, Point b) {
    const Mirror mirror(board.rules());
    const auto kept = keepingStones(board, mirror);
    return std::any_of(kept.begin(), kept.end(),
                       [&](const Symmetry& s) { return mirror.apply(s, a) == b; });
}

std::size_t distinctOffers(const Board& board, const std::function<bool(Point)>& allowed) {
    const Rules& rules = board.rules();
    assert(!rules.unlimited);
    const Mirror mirror(rules);
    const auto kept = keepingStones(board, mirror);
    std::set<std::pair<int, int>> classes;
    for (int y = 0; y < rules.height; ++y) {
        for (int x = 0; x < rules.width; ++x) {
            const Point p{x, y};
            if (!board.isEmpty(p) || !allowed(p)) {
                continue;
            }
            // A class is named by the least of its cells.
            std::pair<int, int> least{y, x};
            for (const Symmetry& s : kept) {
                const Point image = mirror.apply(s, p);
                least = std::min(least, std::pair<int, int>{image.y, image.x});
            }
            classes.insert(least);
        }
    }
    return classes.size();
}

} // namespace ttt
