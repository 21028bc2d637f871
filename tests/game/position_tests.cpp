// A set-up position (features.md G15): which positions a round can go on
// from, the order their stones are put in, mirroring and turning, and the
// engine's round that goes on from one and takes it back at once.

#include "event_log.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/position.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace ttt;

namespace {

using test::EventLog;

std::string problemOf(const Rules& rules, const Position& position) {
    const auto ordered = orderPosition(rules, position);
    return ordered ? std::string() : ordered.error().text.english();
}

std::vector<Point> sorted(std::vector<Point> points) {
    std::sort(points.begin(), points.end(),
              [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return points;
}

GameSetup setupWith(const Rules& rules, Mode mode = Mode::HumanVsHuman) {
    GameSetup setup;
    setup.rules = rules;
    setup.mode = mode;
    return setup;
}

} // namespace

TEST_CASE("the counts of stones decide the colour to move", "[position]") {
    CHECK(blackToMoveWith(0, 0) == true);
    CHECK(blackToMoveWith(4, 4) == true);
    CHECK(blackToMoveWith(5, 4) == false);
    CHECK_FALSE(blackToMoveWith(4, 5).has_value());
    CHECK_FALSE(blackToMoveWith(6, 4).has_value());
}

TEST_CASE("a position's stones are ordered as a round could have played them", "[position]") {
    const Rules rules = Rules::gomokuFreestyle();
    Position position;
    position.black = {{7, 7}, {8, 8}, {6, 6}};
    position.white = {{7, 8}, {8, 7}};
    // White to move, by player 1, who plays X: so black's stones are O's.
    position.playerToMove = 0;
    auto ordered = orderPosition(rules, position);
    REQUIRE(ordered.has_value());
    REQUIRE(ordered->size() == 5);
    CHECK(ordered->at(0) == Move{{7, 7}, Mark::O});
    CHECK(ordered->at(1) == Move{{7, 8}, Mark::X});
    CHECK(ordered->at(2) == Move{{8, 8}, Mark::O});
    CHECK(ordered->at(3) == Move{{8, 7}, Mark::X});
    CHECK(ordered->at(4) == Move{{6, 6}, Mark::O});
    // Player 2 to move: player 1 (X) has black.
    position.playerToMove = 1;
    ordered = orderPosition(rules, position);
    REQUIRE(ordered.has_value());
    CHECK(ordered->front() == Move{{7, 7}, Mark::X});
    CHECK(ordered->back() == Move{{6, 6}, Mark::X});
    // No stone at all: fine, the player to move opens.
    CHECK(orderPosition(rules, Position{}).value().empty());
}

TEST_CASE("positions no round can go on from are refused, saying why", "[position]") {
    const Rules gomoku = Rules::gomokuFreestyle();
    Position position;
    position.black = {{0, 0}, {1, 0}, {2, 0}};
    position.white = {{0, 1}};
    CHECK(problemOf(gomoku, position) ==
          "black (X) has 3 stones and white (O) 1: the side that opened a round has as many "
          "stones as the other, or one more");
    position.white = {{0, 1}, {1, 1}, {2, 1}, {3, 1}};
    CHECK_THAT(problemOf(gomoku, position), Catch::Contains("black (X) has 3 stones and white"));

    position.white = {{0, 1}, {0, 0}};
    CHECK(problemOf(gomoku, position) == "two stones are on a15");
    position.white = {{0, 1}, {15, 3}};
    CHECK(problemOf(gomoku, position) == "a stone is off the board");
    Position far;
    far.black = {{Rules::kMaxCoordinate + 1, 0}};
    CHECK(problemOf(Rules::unlimitedFive(), far) == "a stone is too far out on the field");

    // A line that has won already.
    Position won;
    won.black = {{3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 7}};
    won.white = {{3, 8}, {4, 8}, {5, 8}, {6, 8}};
    CHECK(problemOf(gomoku, won) == "black (X) already has a winning line through d8: a round "
                                    "cannot go on from a won position");
    // Four in a row and another stone: no win yet.
    Position four = won;
    four.black.back() = {1, 1};
    CHECK(problemOf(gomoku, four).empty());
    Position whiteWon;
    whiteWon.black = {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}, {10, 0}};
    whiteWon.white = {{5, 5}, {5, 6}, {5, 7}, {5, 8}, {5, 9}};
    whiteWon.playerToMove = 0;
    CHECK_THAT(problemOf(gomoku, whiteWon),
               Catch::StartsWith("white (O) already has a winning line through f"));

    // 3x3 full without a line: nothing is left to play.
    Position full;
    full.black = {{0, 0}, {2, 0}, {0, 1}, {1, 2}, {2, 2}};
    full.white = {{1, 0}, {1, 1}, {2, 1}, {0, 2}};
    CHECK(problemOf(Rules::classic(), full) == "the board is full: there is no move left to play");
}

TEST_CASE("under Renju a black stone black could not have played is named", "[position]") {
    const Rules renju = Rules::gomokuRenju();
    // Six black in a row (an overline) with white elsewhere.
    Position overline;
    overline.black = {{2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 7}};
    overline.white = {{2, 0}, {4, 0}, {6, 0}, {8, 0}, {10, 0}, {12, 0}};
    CHECK_THAT(problemOf(renju, overline),
               Catch::Contains("makes an overline, which Renju forbids black"));
    // The same six are fine for freestyle... as a win: refused as won.
    CHECK_THAT(problemOf(Rules::gomokuFreestyle(), overline),
               Catch::Contains("already has a winning line"));
    // A double four made by one stone (h8 closes two fours).
    Position doubleFour;
    doubleFour.black = {{4, 7}, {5, 7}, {6, 7}, {7, 7}, {7, 4}, {7, 5}, {7, 6}};
    doubleFour.white = {{3, 7}, {7, 3}, {0, 0}, {14, 14}, {0, 14}, {14, 0}};
    doubleFour.playerToMove = 1;
    CHECK_THAT(problemOf(renju, doubleFour), Catch::Contains("makes a double four"));
    CHECK(problemOf(Rules::gomokuFreestyle(), doubleFour).empty());
    // White may have an overline under Renju (it wins with five or more: refused as won).
    Position whiteSix;
    whiteSix.black = {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}, {10, 0}, {12, 0}};
    whiteSix.white = {{1, 5}, {2, 5}, {3, 5}, {4, 5}, {5, 5}, {6, 5}};
    CHECK_THAT(problemOf(renju, whiteSix), Catch::Contains("white (O) already has a winning"));
}

TEST_CASE("a position is mirrored and turned on its board", "[position]") {
    const Rules board = Rules::bounded(7, 7, 4);
    Position position;
    position.black = {{0, 0}, {6, 2}};
    position.white = {{3, 3}};
    position.playerToMove = 1;
    const Position leftRight = flipped(position, board, Flip::LeftRight);
    CHECK(leftRight.black == std::vector<Point>{{6, 0}, {0, 2}});
    CHECK(leftRight.white == std::vector<Point>{{3, 3}});
    CHECK(leftRight.playerToMove == 1);
    const Position topBottom = flipped(position, board, Flip::TopBottom);
    CHECK(topBottom.black == std::vector<Point>{{0, 6}, {6, 4}});
    // A quarter clockwise: the top left corner goes to the top right.
    REQUIRE(canRotate(board));
    const Position turned = rotated(position, board);
    CHECK(turned.black == std::vector<Point>{{6, 0}, {4, 6}});
    Position round = position;
    for (int i = 0; i < 4; ++i) {
        round = rotated(round, board);
    }
    CHECK(round == position);
    CHECK(flipped(flipped(position, board, Flip::TopBottom), board, Flip::TopBottom) == position);

    // A board that is not square is not turned.
    const Rules wide = Rules::bounded(9, 5, 4);
    CHECK_FALSE(canRotate(wide));
    CHECK(rotated(position, wide) == position);
    CHECK(flipped(position, wide, Flip::LeftRight).black == std::vector<Point>{{8, 0}, {2, 2}});

    // The unlimited field turns around its centre.
    const Rules field = Rules::unlimitedFive();
    Position far;
    far.black = {{5, -2}};
    CHECK(rotated(far, field).black == std::vector<Point>{{2, 5}});
    CHECK(flipped(far, field, Flip::LeftRight).black == std::vector<Point>{{-5, -2}});
    CHECK(flipped(far, field, Flip::TopBottom).black == std::vector<Point>{{5, 2}});
}

TEST_CASE("a round goes on from a set-up position and undo takes the set-up back at once",
          "[position][engine]") {
    GameEngine game(setupWith(Rules::gomokuFreestyle()));
    EventLog log;
    game.addObserver(&log);
    REQUIRE(game.play({0, 0}));
    REQUIRE(game.play({1, 0}));
    const auto before = game.history();

    Position position;
    position.black = {{7, 7}, {8, 8}, {9, 9}};
    position.white = {{7, 8}, {8, 7}};
    position.playerToMove = 1; // white to move: player 2 (O); player 1 has black (X)
    REQUIRE(game.setUp(position));
    CHECK(log.events.back() == GameEvent::PositionSetUp);
    CHECK(game.setUpStones() == 5);
    CHECK(game.history().size() == 5);
    CHECK(game.toMove() == Mark::O);
    CHECK(game.actingPlayer() == 1);
    CHECK(game.firstToMove() == Mark::X);
    CHECK(game.board().at({9, 9}) == Mark::X);
    CHECK(game.board().at({0, 0}) == Mark::None);
    CHECK(sorted(game.position().black) == sorted(position.black));
    CHECK(game.position().playerToMove == 1);

    // Play on; undo takes the moves back one by one, then the set-up at once.
    REQUIRE(game.play({10, 10}));
    REQUIRE(game.play({6, 6}));
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.history().size() == 5);
    CHECK(game.canUndo());
    REQUIRE(game.undo());
    CHECK(log.events.back() == GameEvent::PositionSetUp);
    CHECK(game.history() == before);
    CHECK(game.setUpStones() == 0);
    CHECK(game.toMove() == Mark::X);
    CHECK_FALSE(game.canRedo());
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK_FALSE(game.canUndo());
}

TEST_CASE("a set-up after a finished round starts the next round from the position",
          "[position][engine]") {
    GameEngine game(setupWith(Rules::classic()));
    for (const Point p : {Point{0, 0}, Point{0, 1}, Point{1, 0}, Point{1, 1}, Point{2, 0}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.isRoundOver());
    CHECK(game.score().wins[0] == 1);
    Position position;
    position.black = {{1, 1}};
    position.playerToMove = 0; // white to move is player 1: player 2 has black (O)
    REQUIRE(game.setUp(position));
    CHECK(game.completedRounds() == 1);
    CHECK(game.score().wins[0] == 1); // the finished round stays counted
    CHECK(game.history() == std::vector<Move>{{{1, 1}, Mark::O}});
    CHECK(game.toMove() == Mark::X);
    CHECK_FALSE(game.isRoundOver());
    // Undo: the empty board of that round, not the finished one.
    REQUIRE(game.undo());
    CHECK(game.history().empty());
    CHECK(game.score().wins[0] == 1);
    CHECK_FALSE(game.isRoundOver());
}

TEST_CASE("a refused set-up changes nothing, and a set-up skips the opening rule",
          "[position][engine]") {
    GameSetup setup = setupWith(Rules::gomokuFreestyle());
    setup.opening = OpeningRule::Swap2;
    GameEngine game(setup);
    REQUIRE(game.play({7, 7}));
    EventLog log;
    game.addObserver(&log);
    Position wrong;
    wrong.black = {{1, 1}, {2, 2}};
    const auto refused = game.setUp(wrong);
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.error().text.english(), Catch::Contains("has 2 stones and white (O) 0"));
    CHECK(game.history().size() == 1);
    CHECK(log.events.empty());

    // Three stones under Swap2 would ask for a colour; set up, they do not.
    Position three;
    three.black = {{7, 7}, {8, 8}};
    three.white = {{7, 8}};
    three.playerToMove = 1;
    REQUIRE(game.setUp(three));
    CHECK_FALSE(game.pendingChoice().has_value());
    CHECK_FALSE(game.isPlacingOpening());
    CHECK(game.placedBy(0) == 0);
    REQUIRE(game.play({9, 9}));
    CHECK(game.history().back().mark == Mark::O);
    // An empty set-up is taken back too: the round it replaced comes back.
    REQUIRE(game.setUp(Position{}));
    CHECK(game.history().empty());
    CHECK(game.canUndo());
    REQUIRE(game.undo());
    CHECK(game.history().size() == 4);
    CHECK(game.setUpStones() == 3);
}

TEST_CASE("Renju: after a set-up black's forbidden points hold", "[position][engine]") {
    // Black's stones make h8 a double three: the position is fine, and black
    // may not play h8 from it.
    GameEngine game(setupWith(Rules::gomokuRenju()));
    Position position;
    position.black = {{5, 7}, {6, 7}, {7, 5}, {7, 6}};
    position.white = {{0, 0}, {14, 14}, {0, 14}, {14, 0}};
    REQUIRE(game.setUp(position));
    const auto refused = game.play({7, 7});
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == MoveError::Forbidden);
}
