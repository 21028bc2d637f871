// Multi-PV: the search's N best root moves, each with its own score, line,
// depth and proof. One line is the single search; each line scores what a
// search of its move alone gives; Renju's forbidden points are never listed;
// small boards prove every line.

#include "five/board.hpp"
#include "five/eval_weights.hpp"
#include "positions.hpp"
#include "search.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <set>
#include <vector>

using ttt::GameEngine;
using ttt::Mark;
using ttt::Point;
using ttt::Rules;
using ttt::SearchInfo;
namespace hard = ttt::hard;
namespace five = ttt::hard::five;

namespace {

ttt::SearchBudget linesBudget(int lines, std::uint64_t nodes) {
    ttt::SearchBudget budget = ttt::test::nodeBudget(nodes);
    budget.multiPv = lines;
    return budget;
}

SearchInfo analyse(const GameEngine& game, int lines, std::uint64_t nodes) {
    ttt::HardBot bot(5);
    return bot.chooseMove(ttt::GameView::of(game), linesBudget(lines, nodes)).info;
}

// Lines are distinct moves on empty cells, each starting with its move, best
// first among those of one depth (a search stopped halfway through an
// iteration lists the lines it finished, then the last iteration's).
void checkWellFormed(const GameEngine& game, const SearchInfo& info) {
    REQUIRE_FALSE(info.lines.empty());
    std::set<std::pair<int, int>> seen;
    for (std::size_t i = 0; i < info.lines.size(); ++i) {
        const SearchInfo::Line& line = info.lines[i];
        CHECK(game.board().isEmpty(line.move));
        CHECK(seen.insert({line.move.x, line.move.y}).second);
        REQUIRE_FALSE(line.pv.empty());
        CHECK(line.pv.front() == line.move);
        if (i > 0 && line.depth == info.lines[i - 1].depth) {
            CHECK(line.score <= info.lines[i - 1].score);
        }
        if (i > 0) {
            CHECK(line.depth <= info.lines[i - 1].depth);
        }
    }
}

// A quiet 15x15 freestyle opening (black X to move, nothing forced) and
// five in a row's board holding it.
const std::vector<Point> kBlack{{7, 7}, {9, 6}, {9, 9}, {5, 8}};
const std::vector<Point> kWhite{{7, 8}, {8, 8}, {6, 6}, {8, 5}};

five::Board boardOf(const std::vector<Point>& black, const std::vector<Point>& white) {
    five::Board board(15, 15, false, five::evalWeights(false));
    for (std::size_t i = 0; i < black.size(); ++i) {
        board.play(board.cellOf(black[i].x, black[i].y));
        if (i < white.size()) {
            board.play(board.cellOf(white[i].x, white[i].y));
        }
    }
    return board;
}

hard::SearchResult searchToDepth(const five::Board& board, int depth, int lines,
                                 std::vector<int> excluded) {
    hard::TranspositionTable tt(4);
    tt.forgetAll();
    ttt::SearchBudget budget;
    budget.timeLimit = std::chrono::milliseconds{0}; // no clock: the depth decides
    hard::TimeManager time(budget, hard::TimeManager::Clock::now());
    hard::SearchOptions options;
    options.maxDepth = depth;
    options.multiPv = lines;
    options.rootVcf = false;
    options.excludedRootCells = std::move(excluded);
    return hard::search(board, tt, time, options);
}

} // namespace

TEST_CASE("Multi-PV: one line is the single search", "[hard][multipv]") {
    const GameEngine game = ttt::test::engineWith(Rules::gomokuFreestyle(), kBlack, kWhite);
    ttt::HardBot single(5);
    const auto one = single.chooseMove(ttt::GameView::of(game), ttt::test::nodeBudget(30'000));
    const SearchInfo lines = analyse(game, 1, 30'000);
    REQUIRE(lines.lines.size() == 1);
    CHECK(lines.lines.front().move == one.move);
    CHECK(lines.lines.front().score == one.info.score);
    CHECK(lines.lines.front().depth == one.info.depth);
    CHECK(lines.lines.front().pv == one.info.pv);
    CHECK(lines.nodes == one.info.nodes);
}

TEST_CASE("Multi-PV: N lines, best first, each a search of its move alone", "[hard][multipv]") {
    const GameEngine game = ttt::test::engineWith(Rules::gomokuFreestyle(), kBlack, kWhite);
    const SearchInfo info = analyse(game, 4, 60'000);
    INFO("score " << info.score << " depth " << info.depth << " proven " << info.proven);
    REQUIRE(info.lines.size() == 4);
    checkWellFormed(game, info);
    CHECK(info.lines.front().move == info.pv.front());

    // At a fixed depth each line's score is what the search gives when its
    // move is the only one the root may play.
    const five::Board board = boardOf(kBlack, kWhite);
    // (A root with one move stops at depth 4, a forced move: compare there.)
    constexpr int kDepth = 4;
    const hard::SearchResult multi = searchToDepth(board, kDepth, 4, {});
    REQUIRE(multi.lines.size() == 4);
    for (const hard::RootLine& line : multi.lines) {
        CHECK(line.depth == kDepth);
        std::vector<int> others;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (board.isEmpty(cell) && cell != line.move) {
                others.push_back(cell);
            }
        }
        const hard::SearchResult alone = searchToDepth(board, kDepth, 1, others);
        REQUIRE(alone.move == line.move);
        REQUIRE(alone.depth == kDepth);
        INFO("line move " << line.move << ": " << line.score << " alone " << alone.score);
        CHECK(alone.score == line.score);
    }
}

TEST_CASE("Multi-PV: an empty board's one line is its centre", "[hard][multipv]") {
    // Nothing near any stone: the centre is the one move worth searching.
    for (const Rules& rules : {Rules::gomokuFreestyle(), Rules::gomokuRenju(),
                               Rules::bounded(9, 7, 4), Rules::unlimitedFive()}) {
        const GameEngine game = ttt::test::engineWith(rules, {});
        const SearchInfo info = analyse(game, 3, 20'000);
        checkWellFormed(game, info);
        REQUIRE(info.lines.size() == 1);
        const Point centre =
            rules.unlimited ? Point{0, 0} : Point{rules.width / 2, rules.height / 2};
        CHECK(info.lines.front().move == centre);
    }
}

TEST_CASE("Multi-PV: small boards prove every line", "[hard][multipv]") {
    SECTION("the empty 3x3: every first move draws") {
        const GameEngine game = ttt::test::engineWith(Rules::classic(), {});
        const SearchInfo info = analyse(game, 9, 200'000);
        REQUIRE(info.lines.size() == 9);
        checkWellFormed(game, info);
        for (const auto& line : info.lines) {
            CHECK(line.proven);
            CHECK(line.score == 0);
        }
    }
    SECTION("X centre, O on an edge: X's wins first, each as the position after it says") {
        const GameEngine game = ttt::test::engineWith(Rules::classic(), {{1, 1}}, {{1, 0}});
        const SearchInfo info = analyse(game, 7, 200'000);
        REQUIRE(info.lines.size() == 7);
        checkWellFormed(game, info);
        for (const auto& line : info.lines) {
            CHECK(line.proven);
            // The position after the move, solved on its own.
            GameEngine after = game;
            REQUIRE(after.play(line.move));
            ttt::HardBot bot(1);
            const auto reply =
                bot.chooseMove(ttt::GameView::of(after), ttt::test::nodeBudget(200'000));
            REQUIRE(reply.info.proven);
            CHECK((line.score > 0) == (reply.info.score < 0));
            CHECK((line.score == 0) == (reply.info.score == 0));
        }
        CHECK(info.lines.front().score > 0);
        CHECK(info.lines.back().score == 0);
    }
}

TEST_CASE("Multi-PV: Renju's forbidden points are never listed", "[hard][multipv][renju]") {
    // Black's double three at (7, 7) would win at once under freestyle.
    const std::vector<Point> black{{5, 7}, {6, 7}, {7, 5}, {7, 6}, {10, 2}, {11, 2}, {12, 2}};
    const std::vector<Point> white{{9, 2}, {6, 6}, {5, 8}, {8, 5}, {14, 9}, {0, 9}, {4, 12}};
    const GameEngine renju = ttt::test::engineWith(Rules::gomokuRenju(), black, white);
    const auto forbidden = ttt::renju::forbiddenPoints(renju.board(), Mark::X);
    REQUIRE(std::find(forbidden.begin(), forbidden.end(), Point{7, 7}) != forbidden.end());
    const SearchInfo info = analyse(renju, 5, 100'000);
    REQUIRE(info.lines.size() == 5);
    checkWellFormed(renju, info);
    for (const auto& line : info.lines) {
        CHECK(std::find(forbidden.begin(), forbidden.end(), line.move) == forbidden.end());
    }

    const GameEngine freestyle = ttt::test::engineWith(Rules::gomokuFreestyle(), black, white);
    const SearchInfo free = analyse(freestyle, 5, 100'000);
    CHECK(free.lines.front().move == Point{7, 7});
}

TEST_CASE("Multi-PV on the general board and the unlimited field", "[hard][multipv]") {
    SECTION("9x9, six in a row") {
        const Rules rules = Rules::bounded(9, 9, 6);
        const GameEngine game = ttt::test::engineWith(rules, {{4, 4}, {3, 5}}, {{4, 5}, {5, 5}});
        const SearchInfo info = analyse(game, 3, 40'000);
        INFO("score " << info.score << " depth " << info.depth << " proven " << info.proven);
        REQUIRE(info.lines.size() == 3);
        checkWellFormed(game, info);
    }
    SECTION("the unlimited field far from the origin") {
        const Rules rules = Rules::unlimitedFive();
        constexpr int kFar = Rules::kMaxCoordinate - 5;
        const GameEngine game = ttt::test::engineWith(rules, {{kFar, kFar}, {kFar + 1, kFar + 1}},
                                                      {{kFar + 1, kFar}, {kFar, kFar + 1}});
        const SearchInfo info = analyse(game, 5, 40'000);
        REQUIRE(info.lines.size() == 5);
        checkWellFormed(game, info);
    }
}

TEST_CASE("Progress: each finished iteration is told, deeper each time, ending with the answer",
          "[hard][multipv][progress]") {
    struct Case {
        const char* name;
        Rules rules;
        std::vector<Point> black;
        std::vector<Point> white;
    };
    const std::vector<Case> cases{
        {"15x15 freestyle (five in a row's board)", Rules::gomokuFreestyle(), kBlack, kWhite},
        {"9x9 six in a row (the general board)",
         Rules::bounded(9, 9, 6),
         {{4, 4}, {3, 5}},
         {{4, 5}, {5, 5}}},
    };
    for (const Case& c : cases) {
        INFO(c.name);
        const GameEngine game = ttt::test::engineWith(c.rules, c.black, c.white);
        std::vector<SearchInfo> told;
        ttt::SearchBudget budget = linesBudget(3, 40'000);
        budget.onProgress = [&](const SearchInfo& info) { told.push_back(info); };
        ttt::HardBot bot(5);
        const ttt::BotMove answer = bot.chooseMove(ttt::GameView::of(game), budget);
        REQUIRE(told.size() >= 3);
        for (std::size_t i = 0; i < told.size(); ++i) {
            checkWellFormed(game, told[i]);
            CHECK(told[i].lines.size() == 3);
            if (i > 0) {
                CHECK(told[i].depth > told[i - 1].depth);
                CHECK(told[i].nodes >= told[i - 1].nodes);
            }
        }
        CHECK(told.back().nodes <= answer.info.nodes);
        CHECK(told.back().depth <= answer.info.depth);
        // Without a listener the search is the same: the same move and nodes.
        ttt::HardBot quiet(5);
        const ttt::BotMove same = quiet.chooseMove(ttt::GameView::of(game), linesBudget(3, 40'000));
        CHECK(same.move == answer.move);
        CHECK(same.info.nodes == answer.info.nodes);
    }
}

TEST_CASE("A line cut short at its first move takes its reply from the table", "[hard][multipv]") {
    const five::Board board = boardOf(kBlack, kWhite);
    const int move = board.cellOf(10, 7);
    five::Board after = board;
    after.play(move);
    hard::TranspositionTable tt(4);
    tt.forgetAll();
    const auto cutShort = [move] {
        hard::SearchResult result;
        result.move = move;
        result.pv = {move};
        result.lines = {hard::RootLine{move, 0, 6, false, {move}}};
        return result;
    };

    // Nothing known after the move: the line stays as it is.
    hard::SearchResult unknown = cutShort();
    hard::extendLineFromTable(board, tt, unknown);
    CHECK(unknown.pv == std::vector<int>{move});

    // The table's best reply after the move ends the line, in its root line too.
    const int reply = board.cellOf(11, 8);
    tt.store(after.hash(), 0, reply, 5, hard::Bound::Exact, 1);
    hard::SearchResult known = cutShort();
    hard::extendLineFromTable(board, tt, known);
    CHECK(known.pv == std::vector<int>{move, reply});
    REQUIRE(known.lines.size() == 1);
    CHECK(known.lines.front().pv == known.pv);

    // A full line is the search's own: kept.
    hard::SearchResult full = cutShort();
    full.pv = {move, board.cellOf(4, 4), board.cellOf(3, 3)};
    hard::extendLineFromTable(board, tt, full);
    CHECK(full.pv == std::vector<int>{move, board.cellOf(4, 4), board.cellOf(3, 3)});

    // A reply on a stone (an entry of another position under the same key)
    // is never offered.
    tt.store(after.hash(), 0, board.cellOf(7, 7), 6, hard::Bound::Exact, 1);
    hard::SearchResult occupied = cutShort();
    hard::extendLineFromTable(board, tt, occupied);
    CHECK(occupied.pv == std::vector<int>{move});
}
