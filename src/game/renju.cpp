#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>

namespace ttt::renju {

namespace {

// A cell as black sees it: white stones and the edge of a bounded board both
// only block.
enum class Cell : std::uint8_t { Empty, Black, Block };

// The black stones the recursion has added on top of the board, newest first.
// Each level lives on the stack of its own call, so nothing is copied or
// allocated however deep the recursion goes (a few levels in real positions).
struct Added {
    Point stone;
    const Added* next = nullptr;
};

// Every question about p reads at most 5 cells each way along a line: a five
// through p spans 4 cells each way, and "exactly five" looks one further.
constexpr int kReach = 5;
constexpr int kSpan = 2 * kReach + 1;
constexpr int kCentre = kReach; // p's index in a Line
using Line = std::array<Cell, kSpan>;

// A line's three becomes a straight four at one or both ends of p's run.
constexpr int kMaxThreeMoves = 2;

class Overlay {
public:
    Overlay(const Board& board, Mark black) : board_(board), black_(black) {}

    [[nodiscard]] Cell at(Point p, const Added* added) const {
        if (!board_.contains(p)) {
            return Cell::Block;
        }
        for (const Added* a = added; a != nullptr; a = a->next) {
            if (a->stone == p) {
                return Cell::Black;
            }
        }
        const Mark m = board_.at(p);
        if (m == Mark::None) {
            return Cell::Empty;
        }
        return m == black_ ? Cell::Black : Cell::Block;
    }

    // The line through p along dir, with p itself already black.
    [[nodiscard]] Line read(Point p, Point dir, const Added* added) const {
        Line line{};
        for (int i = 0; i < kSpan; ++i) {
            line[static_cast<std::size_t>(i)] = at(p + dir * (i - kCentre), added);
        }
        line[kCentre] = Cell::Black;
        return line;
    }

    [[nodiscard]] Foul foul(Point p, const Added* added) const;

private:
    [[nodiscard]] bool isRealThree(Point p, Point dir, const std::array<int, kMaxThreeMoves>& moves,
                                   int count, const Added* withP) const;

    const Board& board_;
    Mark black_;
};

[[nodiscard]] Cell cellAt(const Line& line, int i) {
    return line[static_cast<std::size_t>(i)];
}

struct Run {
    int lo;
    int hi;
    [[nodiscard]] int length() const { return hi - lo + 1; }
};

// The black run through index i (which is black), clipped to the window; a run
// that reaches the window's end is already longer than five through p.
[[nodiscard]] Run runAt(const Line& line, int i) {
    Run run{i, i};
    while (run.lo > 0 && cellAt(line, run.lo - 1) == Cell::Black) {
        --run.lo;
    }
    while (run.hi < kSpan - 1 && cellAt(line, run.hi + 1) == Cell::Black) {
        ++run.hi;
    }
    return run;
}

// What the move makes in one line.
struct LineShape {
    int run = 1;   // the run through p
    int fours = 0; // fours through p, a straight four counted once
    int threeMoveCount = 0;
    std::array<int, kMaxThreeMoves> threeMoves{}; // indices that make a straight four
};

[[nodiscard]] LineShape analyse(Line line) {
    LineShape shape;
    const Run run = runAt(line, kCentre);
    shape.run = run.length();
    if (shape.run >= 5) {
        return shape; // a five or an overline decides on its own
    }
    // A stone that joins p's line must touch p's run, so only its two ends can
    // complete a five or make a four (run.length() <= 4 keeps both inside the
    // window with a cell to spare beyond).
    const std::array<int, 2> ends{run.lo - 1, run.hi + 1};

    // Fours: the ends that complete exactly five.
    std::array<bool, 2> completes{};
    for (std::size_t e = 0; e < ends.size(); ++e) {
        const int q = ends[e];
        if (cellAt(line, q) == Cell::Empty) {
            line[static_cast<std::size_t>(q)] = Cell::Black;
            completes[e] = runAt(line, q).length() == 5;
            line[static_cast<std::size_t>(q)] = Cell::Empty;
        }
    }
    shape.fours = (completes[0] ? 1 : 0) + (completes[1] ? 1 : 0);
    if (shape.fours == 2 && run.length() == 4) {
        shape.fours = 1; // .XXXX.: both completions belong to the same four stones
    }
    if (shape.fours > 0) {
        return shape; // a line with a four through p holds no three through p
    }

    // A three: an end whose stone makes a straight four through p, i.e. exactly
    // four in a row with both ends empty and neither end making six.
    for (const int q : ends) {
        if (cellAt(line, q) != Cell::Empty) {
            continue;
        }
        line[static_cast<std::size_t>(q)] = Cell::Black;
        const Run four = runAt(line, q);
        if (four.length() == 4 && cellAt(line, four.lo - 1) == Cell::Empty &&
            cellAt(line, four.hi + 1) == Cell::Empty && cellAt(line, four.lo - 2) != Cell::Black &&
            cellAt(line, four.hi + 2) != Cell::Black) {
            shape.threeMoves[static_cast<std::size_t>(shape.threeMoveCount++)] = q;
        }
        line[static_cast<std::size_t>(q)] = Cell::Empty;
    }
    return shape;
}

Foul Overlay::foul(Point p, const Added* added) const {
    std::array<LineShape, kLineDirections.size()> shapes;
    bool five = false;
    bool overline = false;
    int fours = 0;
    int threeLines = 0;
    for (std::size_t d = 0; d < kLineDirections.size(); ++d) {
        shapes[d] = analyse(read(p, kLineDirections[d], added));
        five = five || shapes[d].run == 5;
        overline = overline || shapes[d].run > 5;
        fours += shapes[d].fours;
        threeLines += shapes[d].threeMoveCount > 0 ? 1 : 0;
    }
    // Exactly five wins, whatever else the move makes.
    if (five) {
        return Foul::None;
    }
    if (overline) {
        return Foul::Overline;
    }
    if (fours >= 2) {
        return Foul::DoubleFour;
    }
    if (threeLines < 2) {
        return Foul::None;
    }
    // Only now is the recursion worth its cost: which threes are real, judged
    // with p on the board.
    const Added withP{p, added};
    int real = 0;
    for (std::size_t d = 0; d < kLineDirections.size(); ++d) {
        const LineShape& shape = shapes[d];
        if (shape.threeMoveCount == 0) {
            continue;
        }
        --threeLines;
        if (isRealThree(p, kLineDirections[d], shape.threeMoves, shape.threeMoveCount, &withP)) {
            ++real;
        }
        if (real >= 2) {
            return Foul::DoubleThree;
        }
        if (real + threeLines < 2) {
            break; // the threes left cannot make it double
        }
    }
    return Foul::None;
}

bool Overlay::isRealThree(Point p, Point dir, const std::array<int, kMaxThreeMoves>& moves,
                          int count, const Added* withP) const {
    for (int i = 0; i < count; ++i) {
        const Point q = p + dir * (moves[static_cast<std::size_t>(i)] - kCentre);
        if (foul(q, withP) == Foul::None) {
            return true;
        }
    }
    return false;
}

} // namespace

Foul foulAt(const Board& board, Point p, Mark black) {
    assert(black != Mark::None);
    assert(board.isEmpty(p));
    return Overlay(board, black).foul(p, nullptr);
}

std::vector<Point> forbiddenPoints(const Board& board, Mark black) {
    assert(black != Mark::None);
    std::vector<Point> candidates;
    const Rules& rules = board.rules();
    if (!rules.unlimited) {
        for (int y = 0; y < rules.height; ++y) {
            for (int x = 0; x < rules.width; ++x) {
                if (board.at({x, y}) == Mark::None) {
                    candidates.push_back({x, y});
                }
            }
        }
    } else {
        // Every foul needs a black stone within 4 cells of p along one of its
        // lines (a five through p spans no further), so only those cells can be
        // forbidden.
        for (const Point s : board.stones()) {
            if (board.at(s) != black) {
                continue;
            }
            for (const Point dir : kLineDirections) {
                for (int d = -4; d <= 4; ++d) {
                    const Point q = s + dir * d;
                    if (d != 0 && board.isEmpty(q)) {
                        candidates.push_back(q);
                    }
                }
            }
        }
        const auto byRow = [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; };
        std::sort(candidates.begin(), candidates.end(), byRow);
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    }
    const Overlay overlay(board, black);
    std::vector<Point> result;
    for (const Point p : candidates) {
        if (overlay.foul(p, nullptr) != Foul::None) {
            result.push_back(p);
        }
    }
    return result;
}

} // namespace ttt::renju
