#include "tictactoe/game/board.hpp"

#include <catch2/catch.hpp>

using namespace ttt;

TEST_CASE("A bounded board stores stones and reports cells off the board as empty", "[board]") {
    Board board(Rules::bounded(7, 4, 4));
    CHECK(board.contains({6, 3}));
    CHECK_FALSE(board.contains({7, 0}));
    CHECK_FALSE(board.contains({0, 4}));
    CHECK_FALSE(board.contains({-1, 0}));
    CHECK(board.at({7, 0}) == Mark::None);
    CHECK_FALSE(board.isEmpty({7, 0}));

    board.place({6, 3}, Mark::O);
    board.place({0, 0}, Mark::X);
    CHECK(board.at({6, 3}) == Mark::O);
    CHECK(board.at({0, 0}) == Mark::X);
    CHECK(board.stoneCount() == 2);
    CHECK(board.stones() == std::vector<Point>{{6, 3}, {0, 0}});

    board.remove({6, 3});
    CHECK(board.at({6, 3}) == Mark::None);
    CHECK(board.stones() == std::vector<Point>{{0, 0}});
}

TEST_CASE("A bounded board is full when every cell holds a stone", "[board]") {
    Board board(Rules::classic());
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 3; ++x) {
            CHECK_FALSE(board.isFull());
            board.place({x, y}, (x + y) % 2 == 0 ? Mark::X : Mark::O);
        }
    }
    CHECK(board.isFull());
    board.clear();
    CHECK(board.stoneCount() == 0);
    CHECK(board.isEmpty({1, 1}));
}

TEST_CASE("The unlimited field accepts any coordinates, far from the origin and across zero",
          "[board][unlimited]") {
    Board board(Rules::unlimitedFive());
    const Point far{1'000'000, -1'000'000};
    const Point other{-1'000'000, 1'000'000};
    CHECK(board.contains(far));
    CHECK(board.isEmpty(far));
    board.place(far, Mark::X);
    board.place(other, Mark::O);
    board.place({0, 0}, Mark::X);
    board.place({-1, 0}, Mark::O);
    CHECK(board.at(far) == Mark::X);
    CHECK(board.at(other) == Mark::O);
    CHECK(board.at({-1, 0}) == Mark::O);
    CHECK(board.at({1'000'000, -999'999}) == Mark::None);
    CHECK_FALSE(board.isFull());
    CHECK(board.stoneCount() == 4);

    const auto box = board.bounds();
    REQUIRE(box.has_value());
    CHECK(box->min == Point{-1'000'000, -1'000'000});
    CHECK(box->max == Point{1'000'000, 1'000'000});

    board.remove(far);
    CHECK(board.isEmpty(far));
    CHECK(board.stoneCount() == 3);
}

TEST_CASE("Stones two million cells apart are listed and bounded like stones side by side",
          "[board][unlimited]") {
    // The field stores only stones: listing them and the bounding box walk the
    // stones, however far apart they are (the cost itself is not timed here).
    Board board(Rules::unlimitedFive());
    for (int i = 0; i < 100; ++i) {
        board.place({i % 2 == 0 ? -1'000'000 + i : 1'000'000 - i, i * 20'000}, Mark::X);
    }
    CHECK(board.stones().size() == 100);
    const auto box = board.bounds();
    REQUIRE(box.has_value());
    CHECK(box->max.x - box->min.x == 2'000'000 - 1 - 0);
}

TEST_CASE("Run length counts the stones of one mark through a cell", "[board]") {
    Board board(Rules::bounded(10, 10, 5));
    for (int x = 2; x <= 5; ++x) {
        board.place({x, 4}, Mark::X);
    }
    board.place({6, 4}, Mark::O);
    CHECK(board.runLength({3, 4}, {1, 0}, Mark::X) == 4);
    CHECK(board.runLength({1, 4}, {1, 0}, Mark::X) == 5); // an empty cell counted as X
    CHECK(board.runLength({3, 4}, {0, 1}, Mark::X) == 1);
    CHECK(board.runLength({0, 0}, {1, 1}, Mark::X) == 1);
}
