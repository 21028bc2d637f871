#include "positions.hpp"
#include "tictactoe/game/win_detection.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ttt;
using ttt::test::boardWith;

namespace {

// Places k stones of X from `start` along `dir` and checks that the last one
// (and every other one) is reported as completing exactly that line.
void checkLineWins(const Rules& rules, Point start, Point dir) {
    Board board(rules);
    std::vector<Point> expected;
    for (int i = 0; i < rules.k; ++i) {
        expected.push_back(start + dir * i);
    }
    for (std::size_t i = 0; i + 1 < expected.size(); ++i) {
        board.place(expected[i], Mark::X);
        INFO("stone " << i);
        REQUIRE_FALSE(findWin(board, expected[i]).has_value());
    }
    board.place(expected.back(), Mark::X);
    for (const Point p : expected) {
        const auto line = findWin(board, p);
        REQUIRE(line.has_value());
        auto sorted = *line;
        auto want = expected;
        std::sort(sorted.begin(), sorted.end());
        std::sort(want.begin(), want.end());
        CHECK(sorted == want);
    }
}

} // namespace

TEST_CASE("A line of k wins in every direction, at every edge and corner", "[win]") {
    for (const Rules& rules :
         {Rules::classic(), Rules::bounded(4, 4, 4), Rules::bounded(6, 6, 4),
          Rules::bounded(9, 7, 5), Rules::bounded(5, 12, 5), Rules::gomokuFreestyle()}) {
        INFO(rules.describe());
        const int w = rules.width;
        const int h = rules.height;
        const int k = rules.k;
        // Every placement of a full line that fits on the board, in all four directions.
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                for (const Point dir : kLineDirections) {
                    const Point end{x + dir.x * (k - 1), y + dir.y * (k - 1)};
                    if (rules.contains({x, y}) && rules.contains(end)) {
                        INFO("start " << x << "," << y << " dir " << dir.x << "," << dir.y);
                        checkLineWins(rules, {x, y}, dir);
                    }
                }
            }
        }
    }
}

TEST_CASE("Lines broken by the edge, a gap or the opponent do not win", "[win]") {
    const Rules rules = Rules::bounded(6, 6, 4);
    // Three at the right edge: the line cannot continue past it.
    Board edge = boardWith(rules, {{3, 0}, {4, 0}, {5, 0}});
    CHECK_FALSE(findWin(edge, {5, 0}).has_value());
    // A gap.
    Board gap = boardWith(rules, {{0, 1}, {1, 1}, {3, 1}, {4, 1}});
    CHECK_FALSE(findWin(gap, {4, 1}).has_value());
    // The opponent in the middle.
    Board blocked = boardWith(rules, {{0, 2}, {1, 2}, {3, 2}, {4, 2}}, {{2, 2}});
    CHECK_FALSE(findWin(blocked, {1, 2}).has_value());
    // Diagonal wrapping around the edge is not a line.
    Board wrap = boardWith(rules, {{4, 0}, {5, 1}, {0, 2}, {1, 3}});
    CHECK_FALSE(findWin(wrap, {5, 1}).has_value());
    // An empty cell never wins.
    CHECK_FALSE(findWin(edge, {0, 5}).has_value());
}

TEST_CASE("Overlines win under freestyle and do not under the exact rule", "[win][overline]") {
    const std::initializer_list<Point> six{{2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 7}};
    const Board freestyle = boardWith(Rules::gomokuFreestyle(), six);
    const auto line = findWin(freestyle, {4, 7});
    REQUIRE(line.has_value());
    CHECK(line->size() == 6);
    CHECK(line->front() == Point{2, 7});
    CHECK(line->back() == Point{7, 7});

    const Board exact = boardWith(Rules::gomokuExact(), six);
    for (const Point p : six) {
        CHECK_FALSE(findWin(exact, p).has_value());
    }

    // Exactly five wins under the exact rule, even next to an opponent stone.
    const Board five =
        boardWith(Rules::gomokuExact(), {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}}, {{5, 5}});
    CHECK(findWin(five, {2, 2}).has_value());

    // An overline in one direction does not hide an exact five in another.
    Board both = boardWith(Rules::gomokuExact(), {{7, 1},
                                                  {7, 2},
                                                  {7, 3},
                                                  {7, 4},
                                                  {7, 5},
                                                  {7, 6}, // six vertically
                                                  {3, 7},
                                                  {4, 7},
                                                  {5, 7},
                                                  {6, 7}});
    both.place({7, 7}, Mark::X); // now seven vertically and five horizontally
    const auto mixed = findWin(both, {7, 7});
    REQUIRE(mixed.has_value());
    CHECK(mixed->size() == 5);
    CHECK(mixed->front() == Point{3, 7});
}

TEST_CASE("k = 3, 4 and 5 on rectangular boards", "[win]") {
    CHECK(findWin(boardWith(Rules::bounded(3, 8, 3), {{0, 5}, {1, 6}, {2, 7}}), {1, 6}));
    CHECK(findWin(boardWith(Rules::bounded(8, 4, 4), {{4, 3}, {5, 2}, {6, 1}, {7, 0}}), {7, 0}));
    CHECK(
        findWin(boardWith(Rules::bounded(25, 5, 5), {{20, 0}, {20, 1}, {20, 2}, {20, 3}, {20, 4}}),
                {20, 4}));
    CHECK_FALSE(findWin(boardWith(Rules::bounded(25, 5, 5), {{20, 0}, {20, 1}, {20, 2}, {20, 3}}),
                        {20, 3}));
}

TEST_CASE("Five in a row wins on the unlimited field far from the origin and across zero",
          "[win][unlimited]") {
    const Rules rules = Rules::unlimitedFive();
    for (const Point origin : {Point{1'000'000, 1'000'000}, Point{-1'000'000, -1'000'000},
                               Point{-2, 2}, Point{1'000'000, -1'000'000}}) {
        for (const Point dir : kLineDirections) {
            INFO("origin " << origin.x << "," << origin.y << " dir " << dir.x << "," << dir.y);
            checkLineWins(rules, origin, dir);
        }
    }
    // Four with the opponent at one end and a gap at the other: no win.
    const Board four = boardWith(rules, {{-1, 0}, {0, 0}, {1, 0}, {2, 0}, {4, 0}}, {{-2, 0}});
    CHECK_FALSE(findWin(four, {0, 0}).has_value());
}

TEST_CASE("Renju: black wins with exactly five, white with five or more", "[win][renju]") {
    const Rules renju = Rules::gomokuRenju();
    // Six in a row through (5,7): black's is no win, white's is.
    for (const Mark black : {Mark::X, Mark::O}) {
        const Mark white = opponent(black);
        Board board(renju);
        for (int x = 0; x < 6; ++x) {
            board.place({x, 7}, black);
            board.place({x, 9}, white);
        }
        CHECK_FALSE(findWin(board, {5, 7}, black));
        CHECK_FALSE(wouldWin(board, {6, 8}, black, black)); // nothing there
        const auto whiteLine = findWin(board, {5, 9}, black);
        REQUIRE(whiteLine);
        CHECK(whiteLine->size() == 6);
        // Exactly five wins for black.
        board.remove({0, 7});
        const auto blackLine = findWin(board, {5, 7}, black);
        REQUIRE(blackLine);
        CHECK(blackLine->size() == 5);
        // wouldWin agrees: black at the end of four wins, unless it makes six.
        Board four(renju);
        for (int x = 1; x < 5; ++x) {
            four.place({x, 3}, black);
        }
        four.place({6, 3}, black);
        CHECK(wouldWin(four, {0, 3}, black, black));
        CHECK_FALSE(wouldWin(four, {5, 3}, black, black)); // 1..6: an overline
        CHECK(wouldWin(four, {5, 3}, opponent(black), black) == false);
    }
}

TEST_CASE("Caro: a five blocked at both ends by the opponent does not win", "[win][caro]") {
    for (const Rules& rules : {Rules::gomokuCaro(), *parseRules("15x15/5/caro")}) {
        INFO(formatRules(rules));
        Board board(rules);
        board.place({2, 7}, Mark::O);
        for (int x = 3; x < 8; ++x) {
            board.place({x, 7}, Mark::X);
        }
        board.place({8, 7}, Mark::O);
        CHECK_FALSE(findWin(board, {7, 7}));
        CHECK(makesBlockedFive(board, {7, 7}));
        // One end open: it wins.
        board.remove({8, 7});
        CHECK(findWin(board, {7, 7}));
        CHECK_FALSE(makesBlockedFive(board, {7, 7}));
        // The edge is no block.
        Board edge(rules);
        for (int x = 0; x < 5; ++x) {
            edge.place({x, 0}, Mark::X);
        }
        edge.place({5, 0}, Mark::O);
        CHECK(findWin(edge, {4, 0}));
        CHECK(wouldWin(board, {8, 7}, Mark::O, Mark::X) == false);
    }
    // Caro with overlines (Gomocup's rule 8): a blocked six wins, exactly-five Caro refuses six.
    Board six(*parseRules("15x15/5/caro"));
    six.place({0, 4}, Mark::O);
    for (int x = 1; x < 7; ++x) {
        six.place({x, 4}, Mark::X);
    }
    six.place({7, 4}, Mark::O);
    CHECK(findWin(six, {6, 4}));
    Board sixExact(Rules::gomokuCaro());
    for (int x = 1; x < 7; ++x) {
        sixExact.place({x, 4}, Mark::X);
    }
    CHECK_FALSE(findWin(sixExact, {6, 4}));
}
