#include "positions.hpp"
#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace ttt;
using renju::Foul;

namespace Catch {
template <> struct StringMaker<renju::Foul> {
    static std::string convert(renju::Foul foul) {
        switch (foul) {
        case renju::Foul::None:
            return "None";
        case renju::Foul::Overline:
            return "Overline";
        case renju::Foul::DoubleFour:
            return "DoubleFour";
        case renju::Foul::DoubleThree:
            return "DoubleThree";
        }
        return "?";
    }
};
} // namespace Catch

namespace {

using Rows = std::vector<std::string>;

const Rules kGomoku = Rules::bounded(15, 15, 5);

// A position drawn as text: X is black, O white, '.' empty and '*' the (empty)
// point under test. Row r, column c of the drawing is the cell origin + (c, r).
struct Diagram {
    Board board;
    Point star;
};

Diagram diagram(const Rows& rows, Point origin, Mark black = Mark::X,
                const Rules& rules = kGomoku) {
    Diagram d{Board(rules), {}};
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const Point p = origin + Point{static_cast<int>(c), static_cast<int>(r)};
            switch (rows[r][c]) {
            case 'X':
                d.board.place(p, black);
                break;
            case 'O':
                d.board.place(p, opponent(black));
                break;
            case '*':
                d.star = p;
                break;
            default:
                break;
            }
        }
    }
    return d;
}

// The board around p as text, for failure messages.
std::string render(const Board& board, Point p, Mark black) {
    std::ostringstream out;
    out << "black " << (black == Mark::X ? "X" : "O") << ", p = (" << p.x << ", " << p.y << ")\n";
    for (int y = p.y - 7; y <= p.y + 7; ++y) {
        for (int x = p.x - 7; x <= p.x + 7; ++x) {
            const Point q{x, y};
            const Mark m = board.at(q);
            out << (q == p               ? '*'
                    : !board.contains(q) ? '#'
                    : m == Mark::None    ? '.'
                    : m == black         ? 'X'
                                         : 'O');
        }
        out << '\n';
    }
    return out.str();
}

// The rule, word for word and deliberately slow: copies of the board, stones
// placed and taken back, runs counted cell by cell. Shares nothing with
// renju.cpp.
namespace brute {

// What the top-level call saw, so that the tests can tell that the random
// positions exercise the recursion.
struct Trace {
    int threeShapedLines = 0; // lines where a move makes a straight four
    int unrealThreeLines = 0; // ... whose every such move is forbidden
};

// The cells of the run of m through p (p holds m), in the order of dir.
std::vector<Point> runThrough(const Board& board, Point p, Point dir, Mark m) {
    Point start = p;
    while (board.contains(start - dir) && board.at(start - dir) == m) {
        start = start - dir;
    }
    std::vector<Point> cells;
    for (Point q = start; board.contains(q) && board.at(q) == m; q = q + dir) {
        cells.push_back(q);
    }
    return cells;
}

bool holds(const std::vector<Point>& cells, Point p) {
    return std::find(cells.begin(), cells.end(), p) != cells.end();
}

// Would m at the empty cell q make exactly five along dir?
bool makesExactFive(Board board, Point q, Point dir, Mark m) {
    board.place(q, m);
    return runThrough(board, q, dir, m).size() == 5;
}

Foul foul(Board board, Point p, Mark black, Trace* trace = nullptr) {
    board.place(p, black);
    bool five = false;
    bool overline = false;
    for (const Point dir : kLineDirections) {
        const auto run = runThrough(board, p, dir, black).size();
        five = five || run == 5;
        overline = overline || run >= 6;
    }
    if (five) {
        return Foul::None;
    }
    if (overline) {
        return Foul::Overline;
    }

    // Fours: per line, the distinct sets of four stones (with p) that one
    // more stone turns into exactly five.
    std::size_t fours = 0;
    for (const Point dir : kLineDirections) {
        std::set<std::vector<Point>> fourStones;
        for (int i = -5; i <= 5; ++i) {
            const Point q = p + dir * i;
            if (!board.isEmpty(q)) {
                continue;
            }
            Board with = board;
            with.place(q, black);
            auto cells = runThrough(with, p, dir, black);
            if (cells.size() == 5 && holds(cells, q)) {
                cells.erase(std::find(cells.begin(), cells.end(), q));
                fourStones.insert(cells);
            }
        }
        fours += fourStones.size();
    }
    if (fours >= 2) {
        return Foul::DoubleFour;
    }

    // Threes: per line, the moves that make a straight four with p.
    std::vector<std::vector<Point>> threeMoves;
    for (const Point dir : kLineDirections) {
        std::vector<Point> moves;
        for (int i = -5; i <= 5; ++i) {
            const Point q = p + dir * i;
            if (!board.isEmpty(q)) {
                continue;
            }
            Board with = board;
            with.place(q, black);
            const auto cells = runThrough(with, p, dir, black);
            if (cells.size() != 4 || !holds(cells, q)) {
                continue;
            }
            const Point before = cells.front() - dir;
            const Point after = cells.back() + dir;
            if (with.isEmpty(before) && with.isEmpty(after) &&
                makesExactFive(with, before, dir, black) &&
                makesExactFive(with, after, dir, black)) {
                moves.push_back(q);
            }
        }
        if (!moves.empty()) {
            threeMoves.push_back(moves);
        }
    }
    if (trace != nullptr) {
        trace->threeShapedLines = static_cast<int>(threeMoves.size());
    }
    if (threeMoves.size() < 2) {
        return Foul::None;
    }
    int real = 0;
    for (const auto& moves : threeMoves) {
        const bool isReal = std::any_of(moves.begin(), moves.end(), [&](Point q) {
            return foul(board, q, black) == Foul::None;
        });
        real += isReal ? 1 : 0;
        if (!isReal && trace != nullptr) {
            ++trace->unrealThreeLines;
        }
    }
    return real >= 2 ? Foul::DoubleThree : Foul::None;
}

std::vector<Point> forbiddenPoints(const Board& board, Mark black) {
    std::vector<Point> result;
    const Rules& rules = board.rules();
    for (int y = 0; y < rules.height; ++y) {
        for (int x = 0; x < rules.width; ++x) {
            if (board.isEmpty({x, y}) && foul(board, {x, y}, black) != Foul::None) {
                result.push_back({x, y});
            }
        }
    }
    return result;
}

} // namespace brute

// Checks a hand-built position with the implementation and the brute force.
void expectFoul(const Diagram& d, Foul expected, Mark black = Mark::X) {
    INFO(render(d.board, d.star, black));
    CHECK(renju::foulAt(d.board, d.star, black) == expected);
    CHECK(renju::isForbidden(d.board, d.star, black) == (expected != Foul::None));
    CHECK(brute::foul(d.board, d.star, black) == expected);
}

std::vector<Point> shifted(std::vector<Point> points, Point by) {
    for (Point& p : points) {
        p = p + by;
    }
    return points;
}

bool byRow(Point a, Point b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

} // namespace

// The diagrams keep one row to a line.
// clang-format off

namespace {

const Rows kDoubleThree{
    // .XX*. across and .XX*. down
    ".........",
    "....X....",
    "....X....",
    "..XX*....",
    ".........",
    ".........",
};

const Rows kFiveAndSix{
    // exactly five across, six down: the five wins
    ".........",
    "....X....",
    "....X....",
    "....X....",
    ".XXX*X...",
    "....X....",
    "....X....",
    ".........",
};

// p makes the split three .X.X*. across, whose gap g is its only move to a
// straight four, and the open three X*X down; g is two cells left of p.
// Down through g black has XXX.XX, so a stone at g is an overline.
const Rows kOverlineGap{
    ".........",
    ".........",
    ".........",
    "..X......",
    "..X......",
    "..X.X....",
    ".X.X*....",
    "..X.X....",
    "..X......",
    ".........",
    ".........",
};

// The same two threes. With p on the board g makes the straight four across
// and two open threes: XX above g and XX up-left of g. So g is a double three.
const Rows kDoubleThreeGap{
    "..........",
    "..........",
    "..........",
    "..........",
    "X.X.......",
    ".XX.X.....",
    ".X.X*.....",
    "....X.....",
    "..........",
    "..........",
};

} // namespace

TEST_CASE("Renju: two open threes are a double three, a four and a three are allowed", "[renju]") {
    expectFoul(diagram(kDoubleThree, {3, 3}), Foul::DoubleThree);

    const Rows fourThree{
        // a four down (blocked at the top) and an open three across
        "....O....",
        "....X....",
        "....X....",
        "....X....",
        "..XX*....",
        ".........",
        ".........",
    };
    expectFoul(diagram(fourThree, {3, 2}), Foul::None);

    const Rows straightFourThree{
        // a straight four down and an open three across: still one four
        ".........",
        "....X....",
        "....X....",
        "....X....",
        "..XX*....",
        ".........",
        ".........",
    };
    expectFoul(diagram(straightFourThree, {3, 2}), Foul::None);

    const Rows splitThrees{
        // split threes count: .X*.X. across and .*.XX. down
        ".........",
        "..X*.X...",
        ".........",
        "...X.....",
        "...X.....",
        ".........",
    };
    expectFoul(diagram(splitThrees, {3, 3}), Foul::DoubleThree);

    const Rows threeAndTwo{
        // a three and a two are nothing
        ".........",
        ".........",
        "....X....",
        "..XX*....",
        ".........",
        ".........",
    };
    expectFoul(diagram(threeAndTwo, {3, 3}), Foul::None);
}

TEST_CASE("Renju: double fours, in two lines and in one", "[renju]") {
    const Rows twoLines{
        // two fours, each blocked at one end
        "....O....",
        "....X....",
        "....X....",
        "....X....",
        "OXXX*....",
        ".........",
        ".........",
    };
    expectFoul(diagram(twoLines, {3, 2}), Foul::DoubleFour);

    // X.XXX.X with p among the middle stones: both gaps make five.
    expectFoul(diagram({"..X.X*X.X.."}, {2, 6}), Foul::DoubleFour);
    expectFoul(diagram({"..X.*XX.X.."}, {2, 6}), Foul::DoubleFour);
    // XX.XX.XX and XXX.X.XXX.
    expectFoul(diagram({"..XX.X*.XX.."}, {1, 6}), Foul::DoubleFour);
    expectFoul(diagram({".XXX.*.XXX..."}, {1, 6}), Foul::DoubleFour);
    // The outer stone of X.XXX.X makes one four of its own; the other four was
    // there before and does not hold p.
    expectFoul(diagram({"..*.XXX.X.."}, {2, 6}), Foul::None);
    // XX.X.XX with p in the middle is nothing: a stone in either gap makes
    // XXXX.XX, a four that only one end completes (the other makes seven).
    expectFoul(diagram({"..XX.*.XX.."}, {2, 6}), Foul::None);
    // A straight four alone is one four, and allowed ...
    expectFoul(diagram({"...XX*X...."}, {2, 6}), Foul::None);

    const Rows straightFourAndFour{
        // ... and with a second four it is a double four
        ".....O.....",
        ".....X.....",
        ".....X.....",
        ".....X.....",
        "...XX*X....",
        "...........",
    };
    expectFoul(diagram(straightFourAndFour, {2, 2}), Foul::DoubleFour);
}

TEST_CASE("Renju: overlines are forbidden, a five is allowed whatever else it makes", "[renju]") {
    expectFoul(diagram({".XX*XXX..."}, {2, 6}), Foul::Overline);
    expectFoul(diagram({".X*XXXX..."}, {2, 6}), Foul::Overline);
    // XXXXX*X: a six next to a five in the same line is a seven, no five.
    expectFoul(diagram({"XXXXX*X...."}, {2, 6}), Foul::Overline);

    expectFoul(diagram(kFiveAndSix, {3, 2}), Foul::None);

    const Rows fiveAndTwoFours{
        // exactly five across, a four down and a four diagonally
        ".O..O....",
        "..X.X....",
        "...XX....",
        "..XX*XX..",
        "....XX...",
        ".........",
    };
    expectFoul(diagram(fiveAndTwoFours, {3, 3}), Foul::None);

    const Rows fiveAndTwoThrees{
        // exactly five across, open threes down and diagonally
        ".........",
        "....X.X..",
        "....XX...",
        "XXXX*....",
        ".........",
        ".........",
    };
    expectFoul(diagram(fiveAndTwoThrees, {3, 3}), Foul::None);
}

TEST_CASE("Renju: an overline outranks a double four, which outranks a double three", "[renju]") {
    const Rows sixAndTwoFours{
        // six across, a four down and a four diagonally
        ".O..O....",
        "..X.X....",
        "...XX....",
        "..XX*XXX.",
        "....XX...",
        ".........",
    };
    expectFoul(diagram(sixAndTwoFours, {3, 3}), Foul::Overline);

    const Rows twoFoursTwoThrees{
        // fours across and down, open threes on both diagonals
        "....O....",
        "....X....",
        "..X.X.X..",
        "...XXX...",
        "OXXX*....",
        ".........",
        ".........",
    };
    expectFoul(diagram(twoFoursTwoThrees, {2, 3}), Foul::DoubleFour);
}

TEST_CASE("Renju: white stones and the edge block threes", "[renju]") {
    const Rows whiteEnd{
        // OXX*.. is no three (white stops the straight four): one three only
        "..........",
        ".....X....",
        ".....X....",
        "..OXX*....",
        "..........",
        "..........",
    };
    expectFoul(diagram(whiteEnd, {3, 3}), Foul::None);

    const Rows whiteFurther{
        // ..XX*.O still is a three: .XXXX.O is a straight four
        "..........",
        "....X.....",
        "....X.....",
        "..XX*.O...",
        "..........",
        "..........",
    };
    expectFoul(diagram(whiteFurther, {2, 3}), Foul::DoubleThree);

    const Rows edgeEnd{
        // drawn at the left edge: XX* has no room for a straight four
        "...",
        "..X",
        "..X",
        "XX*",
        "...",
        "...",
    };
    expectFoul(diagram(edgeEnd, {0, 4}), Foul::None);

    const Rows edgeFurther{
        // .XX*.. has: .XXXX. in columns 1-4; the edge only blocks
        "....",
        "...X",
        "...X",
        ".XX*",
        "....",
        "....",
    };
    expectFoul(diagram(edgeFurther, {0, 4}), Foul::DoubleThree);

    const Rows edgeFour{
        // a four against the edge is still a four
        "...O",
        "...X",
        "...X",
        "...X",
        "XXX*",
        "....",
        "....",
    };
    expectFoul(diagram(edgeFour, {0, 4}), Foul::DoubleFour);
}

TEST_CASE("Renju: corner points", "[renju]") {
    const Rows topLeft{
        // two fours from the corner
        "*XXX.",
        "X....",
        "X....",
        "X....",
        ".....",
    };
    expectFoul(diagram(topLeft, {0, 0}), Foul::DoubleFour);

    const Rows blockedThrees{
        // what would be two threes in the open: the corner blocks both
        "*XX..",
        "X....",
        "X....",
        ".....",
        ".....",
    };
    expectFoul(diagram(blockedThrees, {0, 0}), Foul::None);

    const Rows oneStepIn{
        // one step in, .XXXX. fits on the open side of both
        "......",
        ".*XX..",
        ".X....",
        ".X....",
        "......",
        "......",
    };
    expectFoul(diagram(oneStepIn, {0, 0}), Foul::DoubleThree);

    const Rows bottomRight{
        // two fours into the far corner
        ".....",
        "....X",
        "....X",
        "....X",
        ".XXX*",
    };
    expectFoul(diagram(bottomRight, {10, 10}), Foul::DoubleFour);
}

TEST_CASE("Renju: a three whose only straight four would be an overline is not real", "[renju]") {
    // The three across is not real, so p makes one real three only.
    expectFoul(diagram(kOverlineGap, {3, 1}), Foul::None);

    const Rows plain{
        // the same without the stones down through g: two real threes
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "....X....",
        ".X.X*....",
        "....X....",
        ".........",
        ".........",
        ".........",
    };
    expectFoul(diagram(plain, {3, 1}), Foul::DoubleThree);
}

TEST_CASE("Renju: recursion, a three whose straight-four point is itself a double three",
          "[renju]") {
    const auto d = diagram(kDoubleThreeGap, {3, 2});
    expectFoul(d, Foul::None);
    // g, with p on the board: a straight four and two real threes.
    const Point g = d.star - Point{2, 0};
    Board withP = d.board;
    withP.place(d.star, Mark::X);
    CHECK(renju::foulAt(withP, g, Mark::X) == Foul::DoubleThree);
    CHECK(brute::foul(withP, g, Mark::X) == Foul::DoubleThree);

    // Without the diagonal XX, g makes a four and one three, which is allowed:
    // the three across is real and p is a double three.
    Rows plain = kDoubleThreeGap;
    plain[4] = "..X.......";
    plain[5] = "..X.X.....";
    expectFoul(diagram(plain, {3, 2}), Foul::DoubleThree);
}

TEST_CASE("Renju: only black is restricted, white's shapes only block", "[renju]") {
    // Drawn with O as black: the X in the drawing are O stones.
    const auto d = diagram(kDoubleThree, {3, 3}, Mark::O);
    CHECK(renju::foulAt(d.board, d.star, Mark::X) == Foul::None);
    CHECK_FALSE(renju::isForbidden(d.board, d.star, Mark::X));
    CHECK(renju::forbiddenPoints(d.board, Mark::X).empty());
    // For O as black the shape is forbidden.
    expectFoul(d, Foul::DoubleThree, Mark::O);
    CHECK(renju::forbiddenPoints(d.board, Mark::O) == std::vector<Point>{d.star});

    // White's overline and double four are no concern of black's.
    const auto six = diagram({".XX*XXX..."}, {2, 6}, Mark::O);
    CHECK(renju::foulAt(six.board, six.star, Mark::X) == Foul::None);
    CHECK(renju::foulAt(six.board, six.star, Mark::O) == Foul::Overline);
    const auto fours = diagram({"..X.X*X.X.."}, {2, 6}, Mark::O);
    CHECK(renju::foulAt(fours.board, fours.star, Mark::X) == Foul::None);
    CHECK(renju::foulAt(fours.board, fours.star, Mark::O) == Foul::DoubleFour);
}

TEST_CASE("Renju: forbiddenPoints lists exactly the forbidden cells", "[renju]") {
    CHECK(renju::forbiddenPoints(Board(kGomoku), Mark::X).empty());
    CHECK(renju::forbiddenPoints(Board(Rules::unlimitedFive()), Mark::X).empty());

    // The L of two twos: only their corner is a double three.
    const Board l = test::boardWith(kGomoku, {{7, 4}, {7, 5}, {5, 6}, {6, 6}});
    CHECK(renju::forbiddenPoints(l, Mark::X) == std::vector<Point>{{7, 6}});
    CHECK(renju::forbiddenPoints(l, Mark::O).empty());
    // XXX.XX: the gap is an overline, and nothing else is forbidden.
    const Board six = test::boardWith(kGomoku, {{3, 10}, {4, 10}, {5, 10}, {7, 10}, {8, 10}});
    CHECK(renju::forbiddenPoints(six, Mark::X) == std::vector<Point>{{6, 10}});
    // In the corner the edge blocks every three.
    const Board corner = test::boardWith(kGomoku, {{1, 0}, {2, 0}, {0, 1}, {0, 2}});
    CHECK(renju::forbiddenPoints(corner, Mark::X).empty());

    const Rows threeKinds{
        // an overline point, a double-four point and a double-three point
        "...............",
        "...............",
        ".XXX.XX........",
        "...............",
        ".........O.....",
        ".........X.....",
        ".........X.....",
        ".........X.....",
        ".....OXXX......",
        "...............",
        "...........X...",
        "...........X...",
        ".........XX....",
        "...............",
        "...............",
    };
    const auto d = diagram(threeKinds, {0, 0});
    const auto points = renju::forbiddenPoints(d.board, Mark::X);
    CHECK(points == std::vector<Point>{{4, 2}, {9, 8}, {11, 12}});
    CHECK(points == brute::forbiddenPoints(d.board, Mark::X));
    CHECK(renju::foulAt(d.board, {4, 2}, Mark::X) == Foul::Overline);
    CHECK(renju::foulAt(d.board, {9, 8}, Mark::X) == Foul::DoubleFour);
    CHECK(renju::foulAt(d.board, {11, 12}, Mark::X) == Foul::DoubleThree);
}

// clang-format on

namespace {

struct Tally {
    std::map<Foul, int> kinds;
    int checked = 0;
    int mismatches = 0;
    int unrealThrees = 0;     // a three shape that was not a real three
    int recursionDecided = 0; // ... which turned a double three into an allowed move
};

void compareAt(const Board& board, Point p, Mark black, Tally& tally) {
    brute::Trace trace;
    const Foul expected = brute::foul(board, p, black, &trace);
    const Foul actual = renju::foulAt(board, p, black);
    if (actual != expected) {
        ++tally.mismatches;
        INFO(render(board, p, black));
        CHECK(actual == expected);
    }
    ++tally.checked;
    ++tally.kinds[expected];
    tally.unrealThrees += trace.unrealThreeLines > 0 ? 1 : 0;
    tally.recursionDecided +=
        trace.threeShapedLines >= 2 && trace.threeShapedLines - trace.unrealThreeLines < 2 ? 1 : 0;
}

Point randomCell(std::mt19937& rng, const Rules& rules) {
    std::uniform_int_distribution<int> x(0, rules.width - 1);
    std::uniform_int_distribution<int> y(0, rules.height - 1);
    return {x(rng), y(rng)};
}

bool chance(std::mt19937& rng, double p) {
    return std::uniform_real_distribution<double>(0.0, 1.0)(rng) < p;
}

void placeIfEmpty(Board& board, Point p, Mark m) {
    if (board.isEmpty(p)) {
        board.place(p, m);
    }
}

// Stones anywhere, both colours alike.
Board scatteredPosition(std::mt19937& rng, const Rules& rules, Mark black) {
    Board board(rules);
    const int stones = std::uniform_int_distribution<int>(10, 60)(rng);
    for (int i = 0; i < stones; ++i) {
        placeIfEmpty(board, randomCell(rng, rules), chance(rng, 0.5) ? black : opponent(black));
    }
    return board;
}

// Mostly black stones on the lines through p and around it, so that fours,
// threes and the recursion's threes behind threes turn up often.
Board crowdedPosition(std::mt19937& rng, const Rules& rules, Point p, Mark black) {
    Board board(rules);
    // Each line through p gets its own density, so that some are crowded
    // (fours, overlines) and several hold a few stones (threes).
    for (const Point dir : kLineDirections) {
        const double density = std::uniform_real_distribution<double>(0.0, 0.7)(rng);
        for (int t = -5; t <= 5; ++t) {
            if (t != 0 && chance(rng, density)) {
                placeIfEmpty(board, p + dir * t, chance(rng, 0.85) ? black : opponent(black));
            }
        }
    }
    // Stones around p give the cells next to its lines threes of their own,
    // which is what the recursion looks at.
    std::uniform_int_distribution<int> near(-4, 4);
    const int around = std::uniform_int_distribution<int>(0, 10)(rng);
    for (int i = 0; i < around; ++i) {
        const Point q = p + Point{near(rng), near(rng)};
        if (q != p) {
            placeIfEmpty(board, q, chance(rng, 0.6) ? black : opponent(black));
        }
    }
    const int elsewhere = std::uniform_int_distribution<int>(0, 12)(rng);
    for (int i = 0; i < elsewhere; ++i) {
        const Point q = randomCell(rng, rules);
        if (q != p) {
            placeIfEmpty(board, q, chance(rng, 0.5) ? black : opponent(black));
        }
    }
    return board;
}

std::string describe(const Tally& tally) {
    std::ostringstream out;
    out << tally.checked << " points: " << tally.kinds.at(Foul::None) << " allowed, "
        << tally.kinds.at(Foul::Overline) << " overlines, " << tally.kinds.at(Foul::DoubleFour)
        << " double fours, " << tally.kinds.at(Foul::DoubleThree) << " double threes; "
        << tally.unrealThrees << " with a three that is not real, " << tally.recursionDecided
        << " allowed only because of that";
    return out.str();
}

} // namespace

TEST_CASE("Renju: foulAt agrees with the rule's brute-force reading on random positions",
          "[renju][random]") {
    Tally tally;
    for (const Foul kind : {Foul::None, Foul::Overline, Foul::DoubleFour, Foul::DoubleThree}) {
        tally.kinds[kind] = 0;
    }
    std::mt19937 rng(20240611);
    for (const Rules& rules : {kGomoku, Rules::bounded(9, 9, 5)}) {
        for (int i = 0; i < 1000; ++i) {
            const Mark black = i % 2 == 0 ? Mark::X : Mark::O;
            const Board board = scatteredPosition(rng, rules, black);
            Point p = randomCell(rng, rules);
            while (!board.isEmpty(p)) {
                p = randomCell(rng, rules);
            }
            compareAt(board, p, black, tally);
        }
        for (int i = 0; i < 1500; ++i) {
            const Mark black = i % 2 == 0 ? Mark::X : Mark::O;
            const Point p = randomCell(rng, rules);
            const Board board = crowdedPosition(rng, rules, p, black);
            // p and its empty neighbours: the neighbours see the crowd off-centre.
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    if (board.isEmpty(p + Point{dx, dy})) {
                        compareAt(board, p + Point{dx, dy}, black, tally);
                    }
                }
            }
        }
    }
    INFO(describe(tally));
    CHECK(tally.mismatches == 0);
    // The comparison means something only if every kind turns up.
    CHECK(tally.kinds[Foul::Overline] >= 100);
    CHECK(tally.kinds[Foul::DoubleFour] >= 75);
    CHECK(tally.kinds[Foul::DoubleThree] >= 75);
    CHECK(tally.unrealThrees >= 15);
    CHECK(tally.recursionDecided >= 10);
}

TEST_CASE("Renju: forbiddenPoints agrees with the brute force on random positions",
          "[renju][random]") {
    std::mt19937 rng(77);
    int forbidden = 0;
    for (const Rules& rules : {kGomoku, Rules::bounded(9, 9, 5)}) {
        for (int i = 0; i < 15; ++i) {
            const Mark black = i % 2 == 0 ? Mark::X : Mark::O;
            const Board board = crowdedPosition(rng, rules, randomCell(rng, rules), black);
            const auto points = renju::forbiddenPoints(board, black);
            INFO(render(board, {rules.width / 2, rules.height / 2}, black));
            CHECK(points == brute::forbiddenPoints(board, black));
            forbidden += static_cast<int>(points.size());
        }
    }
    CHECK(forbidden >= 10);
}

namespace {

// The stones of `board`, moved by `by` onto a new board with other rules.
Board moved(const Board& board, Point by, const Rules& rules) {
    Board result(rules);
    for (const Point s : board.stones()) {
        result.place(s + by, board.at(s));
    }
    return result;
}

// Brute-force forbidden points of the unlimited field, in the stones' box grown by 5.
std::vector<Point> bruteForbiddenUnlimited(const Board& board, Mark black) {
    std::vector<Point> result;
    const auto box = board.bounds();
    if (!box) {
        return result;
    }
    // A foul needs black stones within 4 cells; checking that first only saves time.
    const auto nearBlack = [&](Point p) {
        for (int dy = -4; dy <= 4; ++dy) {
            for (int dx = -4; dx <= 4; ++dx) {
                if (board.at(p + Point{dx, dy}) == black) {
                    return true;
                }
            }
        }
        return false;
    };
    for (int y = box->min.y - 5; y <= box->max.y + 5; ++y) {
        for (int x = box->min.x - 5; x <= box->max.x + 5; ++x) {
            if (board.isEmpty({x, y}) && nearBlack({x, y}) &&
                brute::foul(board, {x, y}, black) != Foul::None) {
                result.push_back({x, y});
            }
        }
    }
    return result;
}

} // namespace

TEST_CASE("Renju: the unlimited field, far from the origin and across zero", "[renju][unlimited]") {
    const Rules unlimited = Rules::unlimitedFive();
    const Rules wide = Rules::bounded(25, 25, 5);
    const std::vector<std::pair<Rows, Foul>> shapes{{kDoubleThree, Foul::DoubleThree},
                                                    {{"..X.X*X.X.."}, Foul::DoubleFour},
                                                    {kFiveAndSix, Foul::None},
                                                    {kOverlineGap, Foul::None},
                                                    {kDoubleThreeGap, Foul::None}};
    const Point home{7, 7}; // on the 25x25 board, far enough from every edge
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const auto& [rows, expected] = shapes[i];
        const auto bounded = diagram(rows, home, Mark::X, wide);
        const auto boundedPoints = renju::forbiddenPoints(bounded.board, Mark::X);
        CHECK(renju::foulAt(bounded.board, bounded.star, Mark::X) == expected);
        for (const Point origin : {Point{-1'000'000, 5}, Point{-4, -5}, Point{999'990, -999'995}}) {
            INFO("shape " << i << " at " << origin.x << "," << origin.y);
            const auto far = diagram(rows, origin, Mark::X, unlimited);
            CHECK(renju::foulAt(far.board, far.star, Mark::X) == expected);
            const auto points = renju::forbiddenPoints(far.board, Mark::X);
            CHECK(points == shifted(boundedPoints, origin - home));
            CHECK(std::is_sorted(points.begin(), points.end(), byRow));
        }
    }

    // Random crowded positions, moved across zero and far out, against the brute force.
    std::mt19937 rng(4242);
    int forbidden = 0;
    for (int i = 0; i < 24; ++i) {
        const Mark black = i % 2 == 0 ? Mark::X : Mark::O;
        const Point p{std::uniform_int_distribution<int>(5, 9)(rng),
                      std::uniform_int_distribution<int>(5, 9)(rng)};
        const Board local = crowdedPosition(rng, kGomoku, p, black);
        const Point by = i % 3 == 0 ? Point{-7, -7} : Point{-1'000'000, 1'000'000 - 20};
        const Board board = moved(local, by, unlimited);
        INFO(render(board, p + by, black));
        CHECK(renju::foulAt(board, p + by, black) == brute::foul(board, p + by, black));
        const auto points = renju::forbiddenPoints(board, black);
        CHECK(points == bruteForbiddenUnlimited(board, black));
        forbidden += static_cast<int>(points.size());
    }
    CHECK(forbidden >= 10);
}
