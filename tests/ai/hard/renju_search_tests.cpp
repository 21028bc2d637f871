// Renju and Caro in Hard's five-in-a-row search: black's fouls (overline,
// double four, double three) are no moves, threats or defences of black's
// anywhere in the tree, white wins by a four black may not block, white's
// overline wins, black's exact five is found, and under Caro a five blocked
// at both ends is no win. Coordinates are (x, y) with (0, 0) the top-left
// corner; filler stones sit far from the fight to make the stone counts legal.

#include "five/board.hpp"
#include "five/eval_weights.hpp"
#include "five/patterns.hpp"
#include "positions.hpp"
#include "search_basics.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/random.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

using ttt::GameEngine;
using ttt::Mark;
using ttt::Point;
using ttt::Rules;
using ttt::SearchInfo;
namespace five = ttt::hard::five;

namespace {

ttt::BotMove ask(const GameEngine& game, std::uint64_t nodes) {
    ttt::HardBot bot(11);
    return bot.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(nodes));
}

bool provenWin(const ttt::BotMove& answer) {
    return answer.info.proven && answer.info.score >= SearchInfo::kWinScore - ttt::hard::kMateBand;
}

// A game in which `first` opens (is black under Renju), the stones played
// alternately: first's stones and the other side's.
GameEngine gameOpenedBy(Mark first, const Rules& rules, const std::vector<Point>& own,
                        const std::vector<Point>& other) {
    REQUIRE((own.size() == other.size() || own.size() == other.size() + 1));
    ttt::GameSetup setup;
    setup.rules = rules;
    setup.starts = first == Mark::X ? ttt::StartPolicy::Player1 : ttt::StartPolicy::Player2;
    GameEngine game(setup);
    REQUIRE(game.toMove() == first);
    for (std::size_t i = 0; i < own.size(); ++i) {
        REQUIRE(game.play(own[i]));
        if (i < other.size()) {
            REQUIRE(game.play(other[i]));
        }
    }
    REQUIRE_FALSE(game.isRoundOver());
    return game;
}

// A line for PatternTables::classify from a picture of 11 cells, the middle
// one (the cell looked at) '_': 'x' own, 'o' opponent, '#' wall, '.' empty.
five::Pattern shape(const std::string& picture, five::Rule rule, int side) {
    REQUIRE(picture.size() == 11);
    REQUIRE(picture[5] == '_');
    std::array<std::uint8_t, 11> line{};
    for (std::size_t i = 0; i < 11; ++i) {
        const char c = picture[i];
        line[i] = c == 'x' ? 1 : (c == 'o' ? 2 : (c == '#' ? 3 : 0));
    }
    return five::PatternTables::classify(line, rule, side);
}

five::Board boardOf(five::Rule rule, const std::vector<Point>& side0,
                    const std::vector<Point>& side1) {
    five::Board board(15, 15, rule, five::evalWeights(true));
    for (const Point p : side0) {
        board.setSideToMove(ttt::hard::kFirst);
        board.play(board.cellOf(p.x, p.y));
    }
    for (const Point p : side1) {
        board.setSideToMove(ttt::hard::kSecond);
        board.play(board.cellOf(p.x, p.y));
    }
    REQUIRE(board.checkConsistency());
    return board;
}

} // namespace

TEST_CASE("Renju and Caro line patterns", "[hard][five][renju]") {
    using five::Rule;
    // Black (side 0) under Renju: exactly five; a foul in the line is kOverline.
    CHECK(shape("..xxx_x....", Rule::Renju, 0) == five::kFive);
    CHECK(shape(".xxxx_x....", Rule::Renju, 0) == five::kOverline); // six
    CHECK(shape("..x.x_x.x..", Rule::Renju, 0) == five::kOverline); // X.XXX.X: two fours
    CHECK(shape("...xx_x....", Rule::Renju, 0) == five::kF4);       // a straight four is one four
    CHECK(shape("..oxx_x....", Rule::Renju, 0) == five::kB4);
    // A three whose only way to a straight four is two fours in the line
    // (X.XXX.X) is no three for black.
    CHECK(shape(".x.x._.x...", Rule::Exact, 0) == five::kF3);
    CHECK(shape(".x.x._.x...", Rule::Renju, 0) == five::kB3);
    // White (side 1) under Renju: five or more.
    CHECK(shape(".xxxx_x....", Rule::Renju, 1) == five::kFive);
    CHECK(shape("..x.x_x.x..", Rule::Renju, 1) == five::kF4);
    // Caro: exactly five blocked at both ends by the opponent is none; a wall is no block.
    CHECK(shape("oxxxx_o....", Rule::Caro, 0) == five::kDead);
    CHECK(shape("oxxxx_.o...", Rule::Caro, 0) == five::kFive);
    CHECK(shape("#xxxx_o....", Rule::Caro, 0) == five::kFive);
    CHECK(shape("oxxxx_xo...", Rule::Caro, 0) == five::kFive); // six wins, blocked or not
    CHECK(shape("oxxxx_xo...", Rule::CaroExact, 0) == five::kOverline);
    CHECK(shape(".oxxx_.o...", Rule::Caro, 0) == five::kDead); // only a blocked five fits
    CHECK(shape(".oxxx_..o..", Rule::Caro, 0) == five::kB4);
}

TEST_CASE("Renju: black's fouls by the patterns", "[hard][five][renju]") {
    using five::Rule;
    // Side 0 is black. Double three at (7, 7); overline at (5, 3); double four in
    // one line at (7, 11) and a straight four (allowed) at (10, 11); a
    // four-three (allowed) at (11, 7).
    const std::vector<Point> blackStones{{5, 7},   {6, 7},  {7, 5},  {7, 6},  {1, 3},  {2, 3},
                                         {3, 3},   {4, 3},  {6, 3},  {5, 11}, {8, 11}, {9, 11},
                                         {11, 11}, {11, 4}, {11, 5}, {11, 6}, {12, 7}, {13, 7}};
    const std::vector<Point> whiteStones{{11, 3}, {0, 14}, {14, 14}, {14, 0}};
    const five::Board board = boardOf(Rule::Renju, blackStones, whiteStones);
    CHECK(board.isForbidden(0, board.cellOf(7, 7)));
    CHECK(board.category(0, board.cellOf(7, 7)) == five::kCatForbidden);
    CHECK(board.isForbidden(0, board.cellOf(5, 3)));
    CHECK(board.isForbidden(0, board.cellOf(7, 11)));
    CHECK(board.category(0, board.cellOf(10, 11)) == five::kCatFlex4);
    CHECK(board.category(0, board.cellOf(11, 7)) == five::kCatB4F3);
    // A cell that makes exactly five is never a foul: (0, 3) completes 0..4.
    CHECK(board.category(0, board.cellOf(0, 3)) == five::kCatFive);
    // A foul counts as no threat of black's; white is never restricted.
    CHECK(board.count(0, five::kCatFlex4) == 1);
    CHECK(board.count(0, five::kCatForbidden) >= 3);
    CHECK(board.count(1, five::kCatForbidden) == 0);

    // Under freestyle the same cells are threats.
    const five::Board freestyle = boardOf(Rule::Freestyle, blackStones, whiteStones);
    CHECK(freestyle.category(0, freestyle.cellOf(7, 7)) == five::kCatF3x2);
    CHECK(freestyle.category(0, freestyle.cellOf(5, 3)) == five::kCatFive);
    CHECK(freestyle.category(0, freestyle.cellOf(7, 11)) == five::kCatFlex4);
}

TEST_CASE("Renju: the patterns' fouls agree with the exact rule", "[hard][five][renju]") {
    // Every overline and double four is found; a double three may be taken for
    // a foul when one of its threes can only go on by a foul (the patterns do
    // not look that deep), never the other way round.
    ttt::Random random(2026);
    int fouls = 0;
    int falseFouls = 0;
    for (int round = 0; round < 60; ++round) {
        ttt::Board exact(Rules::gomokuRenju());
        five::Board board(15, 15, five::Rule::Renju, five::evalWeights(true));
        const int stones = 12 + static_cast<int>(random.below(40));
        Mark mark = Mark::X;
        for (int i = 0; i < stones; ++i) {
            Point p{};
            do {
                p = Point{2 + static_cast<int>(random.below(11)),
                          2 + static_cast<int>(random.below(11))};
            } while (!exact.isEmpty(p));
            exact.place(p, mark);
            board.setSideToMove(mark == Mark::X ? ttt::hard::kFirst : ttt::hard::kSecond);
            board.play(board.cellOf(p.x, p.y));
            mark = ttt::opponent(mark);
        }
        REQUIRE(board.checkConsistency());
        for (int y = 0; y < 15; ++y) {
            for (int x = 0; x < 15; ++x) {
                if (!exact.isEmpty({x, y})) {
                    continue;
                }
                const auto foul = ttt::renju::foulAt(exact, {x, y}, Mark::X);
                const bool byPatterns = board.isForbidden(0, board.cellOf(x, y));
                INFO("round " << round << " cell (" << x << ", " << y << ")");
                if (foul != ttt::renju::Foul::None) {
                    CHECK(byPatterns);
                    ++fouls;
                } else if (byPatterns) {
                    ++falseFouls;
                }
            }
        }
    }
    CHECK(fouls > 50);
    CHECK(falseFouls * 5 < fouls);
}

TEST_CASE("Renju and Caro boards keep their patterns consistent", "[hard][five][renju]") {
    using five::Rule;
    for (const Rule rule : {Rule::Renju, Rule::Caro, Rule::CaroExact}) {
        INFO("rule " << static_cast<int>(rule));
        ttt::Random random(static_cast<std::uint64_t>(rule) + 7);
        five::Board board(11, 9, rule, five::evalWeights(true));
        for (int i = 0; i < 60; ++i) {
            int cell = 0;
            do {
                cell = board.cellOf(static_cast<int>(random.below(11)),
                                    static_cast<int>(random.below(9)));
            } while (!board.isEmpty(cell));
            board.play(cell);
            const auto consistent = board.checkConsistency();
            INFO("after " << board.moveCount()
                          << " stones: " << (consistent ? "" : consistent.error().message()));
            REQUIRE(consistent);
            if (i % 4 == 3) {
                board.undo();
                REQUIRE(board.checkConsistency());
            }
        }
    }
}

TEST_CASE("Renju: Hard as black does not count on winning through a double three",
          "[hard][renju]") {
    // Black: an open two across and one down meet at (7, 7), a double three;
    // (13, 2) makes a four. Under freestyle (7, 7) wins at once; under Renju
    // black may not play it, neither now nor after the four and white's block,
    // so there is no forced win. White's stones shut the other lines.
    const std::vector<Point> black{{5, 7}, {6, 7}, {7, 5}, {7, 6}, {10, 2}, {11, 2}, {12, 2}};
    const std::vector<Point> white{{9, 2}, {6, 6}, {5, 8}, {8, 5}, {14, 9}, {0, 9}, {4, 12}};
    const GameEngine freestyle = ttt::test::engineWith(Rules::gomokuFreestyle(), black, white);
    const auto wins = ask(freestyle, 20'000);
    CHECK(wins.move == Point{7, 7});
    CHECK(provenWin(wins));

    const GameEngine renju = ttt::test::engineWith(Rules::gomokuRenju(), black, white);
    REQUIRE(ttt::renju::isForbidden(renju.board(), {7, 7}, Mark::X));
    const auto answer = ask(renju, 100'000);
    CHECK(answer.move != Point{7, 7});
    CHECK_FALSE(ttt::renju::isForbidden(renju.board(), answer.move, Mark::X));
    CHECK_FALSE(provenWin(answer));
}

TEST_CASE("Renju: Hard as white wins by a four black may not block", "[hard][renju]") {
    // Black's row 7 is XXX.XX: a black stone at (5, 7) makes six, a foul.
    // White's column 5 (4..6) is closed above by black at (5, 2) and below by
    // black at (5, 8): white (5, 3) makes a four whose only completion is
    // (5, 7), so black cannot stop it. Under freestyle black's block there
    // would even win (six in a row), so nothing wins for white at once.
    const std::vector<Point> black{{2, 7}, {3, 7}, {4, 7}, {6, 7}, {7, 7}, {5, 2}, {5, 8}};
    const std::vector<Point> white{{5, 4}, {5, 5}, {5, 6}, {0, 14}, {14, 14}, {14, 0}};
    for (const Mark blackMark : {Mark::X, Mark::O}) {
        INFO("black is " << (blackMark == Mark::X ? "X" : "O"));
        const GameEngine game = gameOpenedBy(blackMark, Rules::gomokuRenju(), black, white);
        REQUIRE(game.toMove() == ttt::opponent(blackMark));
        REQUIRE(ttt::renju::isForbidden(game.board(), {5, 7}, blackMark));
        const auto answer = ask(game, 3'000);
        CHECK(answer.move == Point{5, 3});
        CHECK(answer.info.score == SearchInfo::kWinScore - 3);
        CHECK(answer.info.proven);
    }
    const GameEngine freestyle = ttt::test::engineWith(Rules::gomokuFreestyle(), black, white);
    const auto answer = ask(freestyle, 3'000);
    CHECK(answer.move != Point{5, 3});
    CHECK_FALSE(provenWin(answer));
}

TEST_CASE("Renju: Hard as black sees that it could not block a four", "[hard][renju]") {
    // The position above with black to move: white threatens (5, 3), a four
    // black could not block, so black must take (5, 3) itself. A search that
    // took (5, 7) for a block would see no threat at all.
    const std::vector<Point> black{{2, 7}, {3, 7}, {4, 7}, {6, 7}, {7, 7}, {5, 2}, {5, 8}};
    const std::vector<Point> white{{5, 4}, {5, 5}, {5, 6}, {0, 14}, {14, 14}, {14, 0}, {0, 0}};
    for (const Mark blackMark : {Mark::X, Mark::O}) {
        INFO("black is " << (blackMark == Mark::X ? "X" : "O"));
        const GameEngine game = gameOpenedBy(blackMark, Rules::gomokuRenju(), black, white);
        REQUIRE(game.toMove() == blackMark);
        const auto answer = ask(game, 20'000);
        CHECK(answer.move == Point{5, 3});
        CHECK_FALSE(provenWin(answer));
    }
}

TEST_CASE("Renju: white's overline wins", "[hard][renju]") {
    // White's row 9 is OOO.OO: (5, 9) makes six, a win for white.
    const std::vector<Point> black{{7, 5}, {8, 6}, {3, 3}, {12, 2}, {2, 12}, {12, 12}};
    const std::vector<Point> white{{2, 9}, {3, 9}, {4, 9}, {6, 9}, {7, 9}};
    const GameEngine game = ttt::test::engineWith(Rules::gomokuRenju(), black, white);
    REQUIRE(game.toMove() == Mark::O);
    const auto answer = ask(game, 2'000);
    CHECK(answer.move == Point{5, 9});
    CHECK(answer.info.score == SearchInfo::kWinScore - 1);
    CHECK(answer.info.proven);
}

TEST_CASE("Renju: black's exact five is found, its overline is not taken", "[hard][renju]") {
    // Row 9 (XXX.XX) tempts with six at (4, 9); row 5 has the real five at
    // (7, 5), closed on the left by white at (2, 5).
    const std::vector<Point> black{{1, 9}, {2, 9}, {3, 9}, {5, 9}, {6, 9},
                                   {3, 5}, {4, 5}, {5, 5}, {6, 5}};
    const std::vector<Point> white{{2, 5}, {0, 0},  {14, 0},  {0, 14}, {14, 14},
                                   {7, 9}, {12, 3}, {12, 12}, {14, 7}};
    for (const Mark blackMark : {Mark::X, Mark::O}) {
        INFO("black is " << (blackMark == Mark::X ? "X" : "O"));
        const GameEngine game = gameOpenedBy(blackMark, Rules::gomokuRenju(), black, white);
        REQUIRE(game.toMove() == blackMark);
        const auto answer = ask(game, 2'000);
        CHECK(answer.move == Point{7, 5});
        CHECK(answer.info.score == SearchInfo::kWinScore - 1);
        CHECK(answer.info.proven);
    }
}

TEST_CASE("Caro: a five blocked at both ends is no win, one at the edge is", "[hard][caro]") {
    // Row 7: O X X X X . O: X at (8, 7) would be blocked at both ends.
    const GameEngine blocked =
        ttt::test::engineWith(Rules::gomokuCaro(), {{4, 7}, {5, 7}, {6, 7}, {7, 7}, {12, 1}},
                              {{3, 7}, {9, 7}, {1, 1}, {1, 13}, {13, 13}});
    const auto answer = ask(blocked, 5'000);
    CHECK(answer.move != Point{8, 7});
    CHECK_FALSE(provenWin(answer));

    // Row 7 from the left edge: X X X X . O: the edge does not block.
    const GameEngine edge =
        ttt::test::engineWith(Rules::gomokuCaro(), {{0, 7}, {1, 7}, {2, 7}, {3, 7}, {12, 1}},
                              {{5, 7}, {9, 9}, {1, 1}, {1, 13}, {13, 13}});
    const auto win = ask(edge, 5'000);
    CHECK(win.move == Point{4, 7});
    CHECK(win.info.score == SearchInfo::kWinScore - 1);
    CHECK(win.info.proven);

    // O need not block X's blocked five: its own four comes first.
    const GameEngine defend = ttt::test::engineWith(
        Rules::gomokuCaro(), {{4, 7}, {5, 7}, {6, 7}, {7, 7}, {12, 1}, {1, 4}},
        {{3, 7}, {9, 7}, {10, 2}, {10, 3}, {10, 4}});
    REQUIRE(defend.toMove() == Mark::O);
    const auto attack = ask(defend, 5'000);
    CHECK(provenWin(attack));
    CHECK(attack.info.score == SearchInfo::kWinScore - 3);
}
