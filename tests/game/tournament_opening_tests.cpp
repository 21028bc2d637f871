// The Renju tournament openings (features.md R3): Yamaguchi, Soosorv-N and
// Taraguchi-N, step by step as the RIF texts give them.

#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/opening_geometry.hpp"

#include <catch2/catch.hpp>
#include <optional>

using namespace ttt;

namespace {

constexpr int kAnn = 0;
constexpr int kBob = 1;

GameEngine tournamentGame(OpeningRule rule, int offers = 0, Rules rules = Rules::gomokuRenju()) {
    GameSetup setup;
    setup.rules = rules;
    setup.opening = rule;
    setup.fifthOffers = offers;
    setup.players = {Player{"Ann", PlayerSpec::human()}, Player{"Bob", PlayerSpec::human()}};
    return GameEngine(setup);
}

std::optional<MoveError> refusal(const Expected<void, MoveError>& done) {
    return done ? std::nullopt : std::optional<MoveError>(done.error());
}

// 15x15: the centre is (7, 7).
constexpr Point kCentre{7, 7};

} // namespace

TEST_CASE("Central squares and symmetrical offers", "[engine][opening][tournament]") {
    const Rules rules = Rules::gomokuRenju();
    CHECK(boardCentre(rules) == kCentre);
    CHECK(centralSquareOf(rules, kCentre) == 1);
    CHECK(centralSquareOf(rules, {8, 6}) == 3);
    CHECK(centralSquareOf(rules, {5, 8}) == 5);
    CHECK(centralSquareOf(rules, {0, 14}) == 15);
    CHECK(centralSquareOf(Rules::unlimitedFive(), {-4, 2}) == 9);

    Board board(rules);
    board.place(kCentre, Mark::X);
    board.place({7, 6}, Mark::O);
    board.place({7, 5}, Mark::X);
    // Every stone on the middle column: the position mirrors left to right.
    CHECK(areSymmetricOffers(board, {5, 8}, {9, 8}));
    CHECK_FALSE(areSymmetricOffers(board, {5, 8}, {9, 9}));
    CHECK_FALSE(areSymmetricOffers(board, {5, 8}, {5, 6})); // up-down would move the stones
    board.place({8, 8}, Mark::O);
    CHECK_FALSE(areSymmetricOffers(board, {5, 8}, {9, 8})); // no longer mirrored
    CHECK(areSymmetricOffers(board, {5, 8}, {5, 8}));       // a point is its own image
}

TEST_CASE("Yamaguchi: the 26 openings, a declaration, a swap, the offers and white's pick",
          "[engine][opening][tournament]") {
    GameEngine game = tournamentGame(OpeningRule::Yamaguchi);
    CHECK(game.setup().fifthOffers == 10);
    CHECK(game.actingPlayer() == kAnn);
    CHECK(game.isPlacingOpening());
    CHECK(game.openingTask().area == 1);
    CHECK(refusal(game.play({7, 8})) == MoveError::OutsideArea);
    REQUIRE(game.play(kCentre));
    CHECK(game.openingTask().area == 3);
    CHECK(refusal(game.play({7, 9})) == MoveError::OutsideArea);
    REQUIRE(game.play({8, 8})); // a diagonal opening
    CHECK(game.actingPlayer() == kAnn);
    CHECK(game.openingTask().area == 5);
    CHECK(refusal(game.play({7, 10})) == MoveError::OutsideArea);
    REQUIRE(game.play({9, 7}));

    // Ann declares how many fifth moves black will offer.
    CHECK(game.openingTask().declareUpTo == 10);
    CHECK(game.actingPlayer() == kAnn);
    CHECK_FALSE(game.pendingChoice());
    CHECK(refusal(game.play({3, 3})) == MoveError::DeclarationDue);
    CHECK(refusal(game.declareOffers(0)) == MoveError::NoDeclarationDue);
    CHECK(refusal(game.declareOffers(11)) == MoveError::NoDeclarationDue);
    REQUIRE(game.declareOffers(2));
    CHECK(game.declaredOffers() == 2);

    // Bob may swap: he takes black, so Ann plays white's fourth anywhere.
    REQUIRE(game.pendingChoice() == ColourChoice{kBob, false, false});
    CHECK(refusal(game.chooseColour(ColourOption::OfferFifths)) == MoveError::NoChoiceDue);
    REQUIRE(game.chooseColour(ColourOption::TakeBlack));
    CHECK(game.firstToMove() == Mark::O); // Bob's mark is black now
    CHECK(game.actingPlayer() == kAnn);
    CHECK(game.openingTask().area == 0);
    REQUIRE(game.play({2, 2})); // anywhere

    // Bob, black, offers two fifth moves; Ann picks.
    OpeningTask task = game.openingTask();
    CHECK(task.offersDue == 2);
    CHECK(game.actingPlayer() == kBob);
    REQUIRE(game.play({6, 6}));
    CHECK(game.history().size() == 4); // an offer is not a move
    CHECK(game.fifthOffers() == std::vector<Point>{{6, 6}});
    CHECK(refusal(game.play({6, 6})) == MoveError::AlreadyOffered);
    CHECK(refusal(game.play(kCentre)) == MoveError::Occupied);
    REQUIRE(game.play({10, 10}));
    task = game.openingTask();
    CHECK(task.picking);
    CHECK(task.offers == std::vector<Point>{{6, 6}, {10, 10}});
    CHECK(game.actingPlayer() == kAnn);
    CHECK(refusal(game.play({5, 5})) == MoveError::NotAnOffer);
    REQUIRE(game.play({10, 10}));
    REQUIRE(game.history().size() == 5);
    CHECK(game.history().back() == Move{{10, 10}, Mark::O});
    CHECK(game.placedBy(4) == kBob);
    CHECK(game.placedBy(0) == kAnn); // the opener placed the first three
    CHECK(game.placedBy(3) == kAnn);
    CHECK(game.openingTask() == OpeningTask{});
    CHECK(game.actingPlayer() == kAnn);
    REQUIRE(game.play({4, 4})); // the sixth, white's, anywhere
    CHECK(game.actingPlayer() == kBob);

    SECTION("undo walks back through every step, redo forward again") {
        REQUIRE(game.undo()); // the sixth
        REQUIRE(game.undo()); // the pick
        CHECK(game.openingTask().picking);
        REQUIRE(game.undo()); // the second offer
        CHECK(game.openingTask().offersDue == 2);
        CHECK(game.fifthOffers().size() == 1);
        REQUIRE(game.undo()); // the first offer
        REQUIRE(game.undo()); // the fourth
        REQUIRE(game.undo()); // Bob's swap
        CHECK(game.pendingChoice());
        CHECK(game.firstToMove() == Mark::X);
        REQUIRE(game.undo()); // the declaration
        CHECK(game.openingTask().declareUpTo == 10);
        REQUIRE(game.undo()); // the third stone
        CHECK(game.isPlacingOpening());
        for (int i = 0; i < 8; ++i) {
            REQUIRE(game.redo());
        }
        CHECK(game.history().size() == 6);
        CHECK(game.declaredOffers() == 2);
        CHECK(game.fifthOffers() == std::vector<Point>{{6, 6}, {10, 10}});
        CHECK(game.firstToMove() == Mark::O);
        CHECK_FALSE(game.redo());
    }
    SECTION("a new round clears the declaration and the offers") {
        REQUIRE(game.resign(kBob));
        game.newRound();
        CHECK(game.declaredOffers() == 0);
        CHECK(game.fifthOffers().empty());
        CHECK(game.isPlacingOpening());
    }
}

TEST_CASE("Yamaguchi: symmetrical fifth moves are one offer", "[engine][opening][tournament]") {
    GameEngine game = tournamentGame(OpeningRule::Yamaguchi);
    for (const Point p : {kCentre, Point{7, 6}, Point{7, 5}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.declareOffers(3));
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    REQUIRE(game.play({7, 9})); // white's fourth keeps the middle column's mirror
    REQUIRE(game.play({5, 8}));
    CHECK(refusal(game.play({9, 8})) == MoveError::SymmetricalOffer);
    REQUIRE(game.play({9, 9}));
    CHECK(game.openingTask().offersDue == 3);
}

TEST_CASE("Soosorv-N: white declares with the fourth, and black's player may swap again",
          "[engine][opening][tournament]") {
    GameEngine game = tournamentGame(OpeningRule::Soosorv, 4);
    CHECK(game.setup().fifthOffers == 4);
    for (const Point p : {kCentre, Point{7, 8}, Point{8, 9}}) {
        REQUIRE(game.play(p));
    }
    // No declaration yet: Bob may swap at once.
    CHECK(game.openingTask().declareUpTo == 0);
    REQUIRE(game.pendingChoice() == ColourChoice{kBob, false, false});
    REQUIRE(game.chooseColour(ColourOption::TakeWhite)); // Bob keeps white
    CHECK(game.actingPlayer() == kBob);
    REQUIRE(game.play({12, 1})); // white's fourth, anywhere
    CHECK(game.openingTask().declareUpTo == 4);
    CHECK(game.actingPlayer() == kBob);
    CHECK(refusal(game.declareOffers(5)) == MoveError::NoDeclarationDue);
    REQUIRE(game.declareOffers(1));
    // Ann, black, may swap.
    REQUIRE(game.pendingChoice() == ColourChoice{kAnn, false, false});
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    CHECK(game.firstToMove() == Mark::O); // Bob is black now
    CHECK(game.actingPlayer() == kBob);
    CHECK(game.openingTask().offersDue == 1);
    REQUIRE(game.play({6, 6}));
    CHECK(game.actingPlayer() == kAnn);
    REQUIRE(game.play({6, 6}));
    CHECK(game.placedBy(4) == kBob);
    CHECK(game.placedBy(3) == kBob); // Bob played the fourth, as white, before the swap
    CHECK(game.actingPlayer() == kAnn);
}

TEST_CASE("Taraguchi-N: a swap after each stone, then offers or a fifth within 9x9",
          "[engine][opening][tournament]") {
    GameEngine game = tournamentGame(OpeningRule::Taraguchi);
    CHECK(game.setup().fifthOffers == 10);
    CHECK_FALSE(game.isPlacingOpening()); // each stone is its colour's player's
    CHECK(game.actingPlayer() == kAnn);
    CHECK(refusal(game.play({8, 7})) == MoveError::OutsideArea);
    REQUIRE(game.play(kCentre));
    REQUIRE(game.pendingChoice() == ColourChoice{kBob, false, false});
    REQUIRE(game.chooseColour(ColourOption::TakeBlack)); // Bob is black now
    CHECK(game.actingPlayer() == kAnn);                  // Ann, white, plays the second
    CHECK(game.openingTask().area == 3);
    REQUIRE(game.play({8, 8}));
    REQUIRE(game.pendingChoice() == ColourChoice{kBob, false, false});
    REQUIRE(game.chooseColour(ColourOption::TakeBlack));
    CHECK(game.openingTask().area == 5);
    CHECK(refusal(game.play({10, 7})) == MoveError::OutsideArea);
    REQUIRE(game.play({9, 7})); // Bob's third
    REQUIRE(game.pendingChoice() == ColourChoice{kAnn, false, false});
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    CHECK(game.openingTask().area == 7);
    CHECK(refusal(game.play({11, 7})) == MoveError::OutsideArea);
    REQUIRE(game.play({10, 6})); // Ann's fourth
    REQUIRE(game.pendingChoice() == ColourChoice{kBob, false, true});
    CHECK(game.placedBy(0) == kAnn);
    CHECK(game.placedBy(1) == kAnn);
    CHECK(game.placedBy(2) == kBob);
    CHECK(game.placedBy(3) == kAnn);

    SECTION("choice 2: ten offers anywhere, white picks") {
        REQUIRE(game.chooseColour(ColourOption::OfferFifths));
        CHECK(game.actingPlayer() == kBob);
        CHECK(game.openingTask().offersDue == 10);
        REQUIRE(game.play({0, 0})); // anywhere
        for (int i = 1; i < 10; ++i) {
            REQUIRE(game.play({i, 0}));
        }
        CHECK(game.openingTask().picking);
        CHECK(game.actingPlayer() == kAnn);
        REQUIRE(game.play({3, 0}));
        CHECK_FALSE(game.pendingChoice()); // no swap after a picked fifth
        CHECK(game.actingPlayer() == kAnn);
        CHECK(game.placedBy(4) == kBob);
    }
    SECTION("choice 1: black's fifth within 9x9, then white's player may swap") {
        REQUIRE(game.chooseColour(ColourOption::TakeWhite)); // Bob gives black to Ann
        CHECK(game.actingPlayer() == kAnn);
        CHECK(game.openingTask().area == 9);
        CHECK(refusal(game.play({12, 7})) == MoveError::OutsideArea);
        REQUIRE(game.play({11, 7}));
        REQUIRE(game.pendingChoice() == ColourChoice{kBob, false, false});
        REQUIRE(game.chooseColour(ColourOption::TakeBlack));
        CHECK(game.actingPlayer() == kAnn); // white's sixth, anywhere
        REQUIRE(game.play({0, 14}));
        CHECK(game.actingPlayer() == kBob);
        CHECK(game.placedBy(4) == kAnn);
        CHECK(game.placedBy(5) == kAnn);
    }
}

TEST_CASE("Tournament openings on the unlimited field and in freestyle",
          "[engine][opening][tournament]") {
    GameEngine game = tournamentGame(OpeningRule::Soosorv, 0, Rules::unlimitedFive());
    CHECK(game.setup().fifthOffers == 8);
    CHECK(refusal(game.play({1, 0})) == MoveError::OutsideArea);
    REQUIRE(game.play({0, 0}));
    REQUIRE(game.play({-1, 1}));
    REQUIRE(game.play({2, -2}));
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    REQUIRE(game.play({40, 40}));
    REQUIRE(game.declareOffers(2));
    REQUIRE(game.chooseColour(ColourOption::TakeBlack));
    REQUIRE(game.play({1, 1}));
    REQUIRE(game.play({-5, 3}));
    REQUIRE(game.play({-5, 3}));
    CHECK(game.history().size() == 5);

    // Not for other k: the rule falls away, as Swap's does.
    GameSetup small;
    small.rules = Rules::classic();
    small.opening = OpeningRule::Taraguchi;
    small.fifthOffers = 5;
    CHECK(small.normalized().opening == OpeningRule::None);
    CHECK(small.normalized().fifthOffers == 0);
}

TEST_CASE("A small board caps the offers at the different fifth moves it leaves",
          "[engine][opening][tournament]") {
    // 7x7, every stone on the middle column: the position mirrors left to
    // right, so a cell and its mirror image are one offer.
    GameEngine game = tournamentGame(OpeningRule::Soosorv, 20, Rules::bounded(7, 7, 5));
    for (const Point p : {Point{3, 3}, Point{3, 2}, Point{3, 1}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    REQUIRE(game.play({3, 5}));
    REQUIRE(game.declareOffers(20));
    REQUIRE(game.chooseColour(ColourOption::TakeBlack));
    // Columns 0-2 (their mirrors 4-6 are the same offers) and column 3's
    // free cells: 21 + 3 = 24 classes, so all 20 stay due here.
    CHECK(game.openingTask().offersDue == 20);
    // Offer the whole left half and the middle column; then nothing new is left.
    int offered = 0;
    for (int x = 0; x <= 3; ++x) {
        for (int y = 0; y < 7; ++y) {
            if (game.openingTask().offersDue > 0 && !game.openingTask().picking &&
                game.play({x, y})) {
                ++offered;
            }
        }
    }
    CHECK(offered == 20);
    CHECK(game.openingTask().picking);

    GameEngine tight = tournamentGame(OpeningRule::Soosorv, 20, Rules::bounded(5, 5, 5));
    for (const Point p : {Point{2, 2}, Point{2, 1}, Point{2, 0}}) {
        REQUIRE(tight.play(p));
    }
    REQUIRE(tight.chooseColour(ColourOption::TakeWhite));
    REQUIRE(tight.play({2, 4}));
    REQUIRE(tight.declareOffers(20));
    REQUIRE(tight.chooseColour(ColourOption::TakeBlack));
    // 5x5 mirrored: columns 0-1 (10 cells) and column 2's free cell: 11.
    CHECK(tight.openingTask().offersDue == 11);
    for (int x = 0; x <= 2; ++x) {
        for (int y = 0; y < 5; ++y) {
            (void)tight.play({x, y});
        }
    }
    CHECK(tight.openingTask().picking);
    CHECK(tight.fifthOffers().size() == 11);
}
