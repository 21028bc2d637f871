// The five-in-a-row board: line patterns of known shapes, and the
// incrementally kept keys, patterns, codes, counts, sums and hash against a
// recomputation from the stones after random moves and take-backs.

#include "five/board.hpp"
#include "five/eval_weights.hpp"
#include "five/patterns.hpp"
#include "tictactoe/ai/random.hpp"

#include <array>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace ttt::hard::five;

namespace {

// A line from two pictures of five cells each, left and right of the cell
// looked at: 'x' own, 'o' opponent, '#' wall, '_' empty.
Pattern shape(const std::string& left, const std::string& right, bool exact = false) {
    REQUIRE(left.size() == 5);
    REQUIRE(right.size() == 5);
    const std::string picture = left + "_" + right;
    std::array<std::uint8_t, 11> line{};
    for (std::size_t i = 0; i < 11; ++i) {
        const char c = picture[i];
        line[i] = c == 'x' ? 1 : (c == 'o' || c == '#' ? 2 : 0);
    }
    return PatternTables::classify(line, exact);
}

} // namespace

TEST_CASE("Line patterns of well-known shapes", "[hard][five]") {
    CHECK(shape("_xxxx", "_____") == kFive);
    CHECK(shape("___xx", "xx___") == kFive);
    CHECK(shape("____x", "xx___") == kF4);
    CHECK(shape("___ox", "xx___") == kB4);
    CHECK(shape("___ox", "x_x__") == kB4);
    CHECK(shape("_____", "xx___") == kF3S); // two ways to an open four
    CHECK(shape("__o__", "xx_o_") == kF3);  // one way
    CHECK(shape("___o_", "xx_o_") == kB3);  // five cells of room: fours only
    CHECK(shape("_____", "x____") == kF2B);
    CHECK(shape("_____", "_____") == kF1);
    CHECK(shape("o____", "o____") == kB1);
    CHECK(shape("#####", "_____") == kB1); // at the edge: one five-cell window
    CHECK(shape("#####", "___o_") == kDead);
    CHECK(shape("oooo_", "_oooo") == kDead);
    // Exact five: six in a row does not win; a stone that makes six is an overline.
    CHECK(shape("xxxxx", "_____", true) == kOverline);
    CHECK(shape("_xxxx", "x____", true) == kOverline);
    CHECK(shape("oxxxx", "o____", true) == kFive);
    CHECK(shape("xxxxx", "_____") == kFive);
    CHECK(shape("o_xxx", "_x___", true) == kB4); // the other completion makes six
    CHECK(shape("o_xxx", "_x___") == kF4);
}

TEST_CASE("Pattern codes combine four patterns in any order", "[hard][five]") {
    CHECK(PatternTables::code(kF3, kB4, kDead, kDead) ==
          PatternTables::code(kDead, kF3, kDead, kB4));
    CHECK(PatternTables::category(PatternTables::code(kF3, kB4, kDead, kDead)) == kCatB4F3);
    CHECK(PatternTables::category(PatternTables::code(kB4, kB4, kDead, kDead)) == kCatFlex4);
    CHECK(PatternTables::category(PatternTables::code(kF3S, kF3, kB1, kDead)) == kCatF3x2);
    CHECK(PatternTables::category(PatternTables::code(kDead, kOverline, kDead, kDead)) == kCatNone);
    for (int code = 0; code < kPatternCodeCount; ++code) {
        const auto p = PatternTables::patternsOf(static_cast<PatternCode>(code));
        CHECK(PatternTables::code(p[0], p[1], p[2], p[3]) == code);
    }
}

TEST_CASE("Incremental patterns, codes, sums and hash equal a recomputation", "[hard][five]") {
    const EvalWeights weights = initialEvalWeights();
    struct Shape {
        int width, height;
        bool exact;
    };
    for (const Shape s : {Shape{15, 15, false}, Shape{15, 15, true}, Shape{7, 6, false},
                          Shape{20, 9, true}, Shape{25, 25, false}}) {
        INFO(s.width << "x" << s.height << (s.exact ? " exact" : " freestyle"));
        ttt::Random random(static_cast<std::uint64_t>(s.width * 100 + s.height + s.exact));
        Board board(s.width, s.height, s.exact, weights);
        REQUIRE(board.checkConsistency());
        const std::uint64_t emptyHash = board.hash();
        for (int round = 0; round < 6; ++round) {
            // Fill part of the board around a random spot, checking as we go,
            // then take back a random number of stones.
            const int target =
                std::min(board.width() * board.height() - 1,
                         board.moveCount() + 10 + static_cast<int>(random.below(25)));
            const int cx = static_cast<int>(random.below(static_cast<std::uint64_t>(s.width)));
            const int cy = static_cast<int>(random.below(static_cast<std::uint64_t>(s.height)));
            int tries = 0;
            while (board.moveCount() < target && tries++ < 10000) {
                const int x =
                    std::clamp(cx + static_cast<int>(random.below(9)) - 4, 0, s.width - 1);
                const int y =
                    std::clamp(cy + static_cast<int>(random.below(9)) - 4, 0, s.height - 1);
                const int cell = board.cellOf(x, y);
                if (!board.isEmpty(cell)) {
                    continue;
                }
                board.play(cell);
                const auto consistent = board.checkConsistency();
                INFO("after " << board.moveCount()
                              << " stones: " << (consistent ? "" : consistent.error().message()));
                REQUIRE(consistent);
            }
            const int back =
                static_cast<int>(random.below(static_cast<std::uint64_t>(board.moveCount() + 1)));
            for (int i = 0; i < back; ++i) {
                board.undo();
                const auto consistent = board.checkConsistency();
                INFO("after taking back to " << board.moveCount() << ": "
                                             << (consistent ? "" : consistent.error().message()));
                REQUIRE(consistent);
            }
        }
        while (board.moveCount() > 0) {
            board.undo();
        }
        CHECK(board.hash() == emptyHash);
        CHECK(board.checkConsistency());
    }
}

namespace {

bool sameWeights(const EvalWeights& a, const EvalWeights& b) {
    return a.scale == b.scale && a.mover == b.mover && a.waiter == b.waiter && a.threat == b.threat;
}

} // namespace

TEST_CASE("The learned weights are read from the embedded file and written back unchanged",
          "[hard][five]") {
    // A broken data file would leave the hand-set values in play, unseen.
    const auto embedded = readEmbeddedEvalWeights();
    INFO((embedded ? "" : embedded.error().message()));
    REQUIRE(embedded);
    CHECK(sameWeights((*embedded)[0], evalWeights(false)));
    CHECK(sameWeights((*embedded)[1], evalWeights(true)));

    const std::array<EvalWeights, 2> both{evalWeights(false), evalWeights(true)};
    const auto reread = parseEvalWeights(formatEvalWeights(both, "# a header\n"));
    REQUIRE(reread);
    CHECK(sameWeights((*reread)[0], both[0]));
    CHECK(sameWeights((*reread)[1], both[1]));
}

TEST_CASE("A damaged weights file is refused with its line", "[hard][five]") {
    const auto unknown = parseEvalWeights("rule exact\nscale 200\nmover FIVE DEAD SIX DEAD 3\n");
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error().message() == "line 3: unknown pattern 'SIX'");
    const auto badScale = parseEvalWeights("# comment\nscale -4\n");
    REQUIRE_FALSE(badScale);
    CHECK(badScale.error().message() == "line 2: bad scale");
    CHECK_FALSE(parseEvalWeights("threat 99999 5\n"));
    CHECK_FALSE(parseEvalWeights("rule renju\n"));
}
