// Conformance of the brain side, line by line, with a predictable bot: it
// plays the first free cell in reading order, so every reply is exact.

#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/opening_player.hpp"
#include "tictactoe/ai/win_chance.hpp"
#include "tictactoe/game/renju.hpp"
#include "tictactoe/protocol/brain_loop.hpp"
#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using namespace ttt;
using namespace std::chrono_literals;
using Lines = std::vector<std::string>;

namespace {

enum class BotBehaviour { FirstFree, Illegal, Throws, WaitForCancel };

// How long WaitForCancel waits at most, and the tests for a search to begin.
constexpr auto kCancelDeadline = 20s;
constexpr auto kStartDeadline = 10s;

// What the bot was asked, shared with the test (the session owns the bot).
struct BotRecord {
    BotBehaviour behaviour = BotBehaviour::FirstFree;
    int calls = 0;
    int resets = 0;
    Mark toMove = Mark::None;
    std::vector<Move> history;
    SearchBudget budget;
    std::vector<Point> stones;
    Rules rules;
    bool cancelledAtStart = false;
    std::chrono::milliseconds clockAdvance{0};
    std::shared_ptr<std::chrono::steady_clock::time_point> clock;
};

class RecordingBot : public Bot {
public:
    explicit RecordingBot(std::shared_ptr<BotRecord> record) : record_(std::move(record)) {}

    [[nodiscard]] std::string name() const override { return "recording"; }
    void setSeed(std::uint64_t) override {}
    void reset() override { ++record_->resets; }

    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override {
        BotRecord& r = *record_;
        ++r.calls;
        r.toMove = view.toMove;
        r.history.assign(view.history.begin(), view.history.end());
        r.budget = budget;
        r.stones = view.board.stones();
        r.rules = view.rules;
        r.cancelledAtStart = budget.cancelled();
        if (r.clock) {
            *r.clock += r.clockAdvance;
        }
        switch (r.behaviour) {
        case BotBehaviour::Illegal:
            return BotMove{view.board.stones().empty() ? Point{-5, -5} : view.board.stones()[0],
                           {},
                           std::nullopt,
                           std::nullopt};
        case BotBehaviour::Throws:
            throw std::runtime_error("search exploded");
        case BotBehaviour::WaitForCancel: {
            // Never for ever: a cancel that does not come fails the test (it
            // gets a move it should not) instead of hanging it.
            const auto deadline = std::chrono::steady_clock::now() + kCancelDeadline;
            while (!budget.cancelled() && std::chrono::steady_clock::now() < deadline) {
                std::this_thread::sleep_for(1ms);
            }
            break;
        }
        case BotBehaviour::FirstFree:
            break;
        }
        for (int y = 0; y < view.rules.height; ++y) {
            for (int x = 0; x < view.rules.width; ++x) {
                if (view.board.isEmpty({x, y})) {
                    return BotMove{{x, y}, {}, std::nullopt, std::nullopt};
                }
            }
        }
        return BotMove{{-1, -1}, {}, std::nullopt, std::nullopt};
    }

private:
    std::shared_ptr<BotRecord> record_;
};

struct Brain {
    std::shared_ptr<BotRecord> record = std::make_shared<BotRecord>();
    std::uint64_t memoryTold = 0;
    BrainSession session;

    explicit Brain(BrainOptions options = {})
        : session(std::make_unique<RecordingBot>(record), withHooks(std::move(options))) {}

    Lines say(std::string_view line) { return session.handleLine(line); }
    // Sends every line; returns the replies of them all.
    Lines script(const std::vector<std::string>& lines) {
        Lines replies;
        for (const auto& line : lines) {
            for (auto& reply : session.handleLine(line)) {
                replies.push_back(std::move(reply));
            }
        }
        return replies;
    }

private:
    BrainOptions withHooks(BrainOptions options) {
        options.applyMemoryLimit = [this](std::uint64_t bytes) { memoryTold = bytes; };
        return options;
    }
};

// Waits until the session searches (another thread asked it for a move);
// false if it does not within kStartDeadline.
bool waitUntilSearching(const BrainSession& session) {
    const auto deadline = std::chrono::steady_clock::now() + kStartDeadline;
    while (!session.searching()) {
        if (std::chrono::steady_clock::now() >= deadline) {
            return false;
        }
        std::this_thread::sleep_for(1ms);
    }
    return true;
}

bool startsWith(const std::string& text, std::string_view prefix) {
    return text.rfind(prefix, 0) == 0;
}

// Exactly one reply, an ERROR whose reason mentions `reason`.
void requireError(const Lines& replies, std::string_view reason) {
    INFO("replies: " << (replies.empty() ? std::string("(none)") : replies.front()));
    REQUIRE(replies.size() == 1);
    CHECK(startsWith(replies[0], "ERROR "));
    CHECK(replies[0].find(reason) != std::string::npos);
}

} // namespace

TEST_CASE("START, BEGIN and TURN play a game from the empty board", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.say("START 20") == Lines{"OK"});
    CHECK(brain.session.rules() == Rules::bounded(20, 20, 5));
    CHECK(brain.say("BEGIN") == Lines{"0,0"});
    CHECK(brain.record->toMove == Mark::X);
    CHECK(brain.session.cell({0, 0}) == 1);

    CHECK(brain.say("TURN 10,10") == Lines{"1,0"});
    CHECK(brain.session.cell({10, 10}) == 2);
    CHECK(brain.session.cell({1, 0}) == 1);
    CHECK(brain.record->toMove == Mark::X);
    CHECK(brain.record->history == std::vector<Move>{{{0, 0}, Mark::X}, {{10, 10}, Mark::O}});
    CHECK(brain.session.stoneCount() == 3);
}

TEST_CASE("A brain that does not begin plays O", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 15", "TURN 7,7"}) == Lines{"OK", "0,0"});
    CHECK(brain.record->toMove == Mark::O);
    CHECK(brain.record->history == std::vector<Move>{{{7, 7}, Mark::X}});
    CHECK(brain.record->rules == Rules::gomokuFreestyle());
}

TEST_CASE("BOARD restores a position and asks for a move", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.say("START 20") == Lines{"OK"});
    CHECK(brain.script({"BOARD", "10,10,1", "10,11,2", "11,11,1", "9,10,2"}).empty());
    CHECK(brain.say("DONE") == Lines{"0,0"});
    CHECK(brain.session.cell({10, 10}) == 1);
    CHECK(brain.session.cell({10, 11}) == 2);
    CHECK(brain.session.cell({11, 11}) == 1);
    CHECK(brain.session.cell({9, 10}) == 2);
    CHECK(brain.record->toMove == Mark::X); // equal counts: we are the first player
    REQUIRE(brain.record->history.size() == 4);
    CHECK(brain.record->history[0] == Move{{10, 10}, Mark::X});
    CHECK(brain.record->history[1] == Move{{10, 11}, Mark::O});

    // One stone fewer than the opponent: we are the second player.
    CHECK(brain.script({"RESTART", "BOARD", "7,7,2", "8,8,1", "9,9,2", "DONE"}) ==
          Lines{"OK", "0,0"});
    CHECK(brain.record->toMove == Mark::O);
}

TEST_CASE("RESTART clears the board and keeps the size", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 10", "BEGIN", "TURN 5,5"}) == Lines{"OK", "0,0", "1,0"});
    const int resetsBefore = brain.record->resets;
    CHECK(brain.say("RESTART") == Lines{"OK"});
    CHECK(brain.session.stoneCount() == 0);
    CHECK(brain.record->resets == resetsBefore + 1);
    CHECK(brain.session.rules() == Rules::bounded(10, 10, 5));
    CHECK(brain.say("BEGIN") == Lines{"0,0"});
}

TEST_CASE("TAKEBACK removes a stone, a missing stone is an error", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 15", "BEGIN", "TURN 5,5"}) == Lines{"OK", "0,0", "1,0"});
    CHECK(brain.say("TAKEBACK 1,0") == Lines{"OK"});
    CHECK(brain.session.cell({1, 0}) == 0);
    CHECK(brain.say("TAKEBACK 5,5") == Lines{"OK"});
    requireError(brain.say("TAKEBACK 5,5"), "no stone on 5,5");
    requireError(brain.say("TAKEBACK 15,0"), "outside");
    CHECK(brain.say("TURN 5,6") == Lines{"1,0"});
}

TEST_CASE("ABOUT names the brain", "[protocol][brain]") {
    BrainOptions options;
    options.identity = {"TicTacToe", "1.2.3", "The authors", "CZ"};
    Brain brain(options);
    CHECK(brain.say("ABOUT") ==
          Lines{R"(name="TicTacToe", version="1.2.3", author="The authors", country="CZ")"});
}

TEST_CASE("PLAY imposes the brain's own move", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 15", "TURN 7,7"}) == Lines{"OK", "0,0"});
    CHECK(brain.say("PLAY 3,3") == Lines{"3,3"});
    CHECK(brain.session.cell({3, 3}) == 1);
    requireError(brain.say("PLAY 3,3"), "occupied");
}

TEST_CASE("INFO sets limits silently and the move respects them", "[protocol][brain][time]") {
    Brain brain;
    CHECK(brain
              .script({"INFO timeout_turn 2000", "INFO timeout_match 300000",
                       "INFO max_memory 83886080", "INFO game_type 1", "INFO folder C:\\x",
                       "INFO evaluate 3,3", "INFO some_future_key 7", "INFO thread_num 2"})
              .empty());
    CHECK(brain.memoryTold == 83886080);
    CHECK(brain.session.timeControl().turn == 2000ms);
    CHECK(brain.session.timeControl().match == 300000ms);
    CHECK(brain.script({"START 20", "INFO time_left 300000", "BEGIN"}) == Lines{"OK", "0,0"});
    // The whole turn: the search's time manager keeps the safety margin.
    CHECK(brain.record->budget.timeLimit <= 2000ms);
    CHECK(brain.record->budget.timeLimit >= 1800ms);
    CHECK(brain.record->budget.cancel != nullptr);
    CHECK(brain.record->budget.threads == 2);

    brain.say("INFO time_left 1000");
    CHECK(brain.say("TURN 9,9") == Lines{"1,0"});
    CHECK(brain.record->budget.timeLimit <= 1000ms / 10);

    brain.say("INFO timeout_turn 0");
    brain.say("INFO time_left 2147483647");
    CHECK(brain.say("TURN 9,10") == Lines{"2,0"});
    CHECK(brain.record->budget.timeLimit <= 1ms);
    CHECK(brain.record->budget.maxDepth == 1);
}

TEST_CASE("A malformed INFO value is ignored and mentioned before the next reply",
          "[protocol][brain]") {
    Brain brain;
    CHECK(brain.say("INFO timeout_turn soon").empty());
    CHECK(brain.say("INFO max_memory -5").empty());
    CHECK_FALSE(brain.session.timeControl().turn.has_value());
    const Lines replies = brain.say("START 15");
    REQUIRE(replies.size() == 3);
    CHECK(startsWith(replies[0], "DEBUG INFO timeout_turn 'soon' ignored"));
    CHECK(startsWith(replies[1], "DEBUG INFO max_memory '-5' ignored"));
    CHECK(replies[2] == "OK");
}

TEST_CASE("INFO rule chooses freestyle or exact five, the continuous game is refused",
          "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 15", "INFO rule 1"}) == Lines{"OK"});
    CHECK(brain.session.rules()->overline == Overline::Exact);
    // Six in a row is no win under exact five, so the game goes on.
    const Lines sixInARow{"BOARD", "0,5,1", "1,5,1", "2,5,1", "3,5,1", "4,5,1", "5,5,1",
                          "0,9,2", "1,9,2", "2,9,2", "4,9,2", "5,9,2", "7,7,2", "DONE"};
    CHECK(brain.script(sixInARow) == Lines{"0,0"});
    CHECK(brain.record->rules.overline == Overline::Exact);

    brain.say("INFO rule 0");
    CHECK(brain.session.rules()->overline == Overline::Freestyle);
    brain.say("RESTART");
    requireError(brain.script(sixInARow), "already over");

    brain.say("RESTART");
    brain.say("INFO rule 2");
    requireError(brain.say("BEGIN"), "continuous");
    brain.say("INFO rule 6"); // renju and continuous
    requireError(brain.say("BEGIN"), "continuous");
    brain.say("INFO rule 12");
    requireError(brain.say("BEGIN"), "renju (4) and caro (8) at once");
    CHECK(brain.record->calls == 1);
    brain.say("INFO rule 0");
    CHECK(brain.say("BEGIN") == Lines{"0,0"});
}

TEST_CASE("INFO rule 4, 8 and 9 are played as renju, caro and caro with exact five",
          "[protocol][brain][renju]") {
    struct Case {
        int flags;
        Restriction restriction;
        Overline overline;
    };
    const std::vector<Case> cases{
        {4, Restriction::Renju, Overline::Freestyle},
        {5, Restriction::Renju, Overline::Freestyle}, // renju is exact for black already
        {8, Restriction::Caro, Overline::Freestyle},
        {9, Restriction::Caro, Overline::Exact},
    };
    for (const Case& c : cases) {
        INFO("rule " << c.flags);
        Brain brain;
        CHECK(brain.script({"START 15", "INFO rule " + std::to_string(c.flags)}) == Lines{"OK"});
        Rules expected = Rules::bounded(15, 15, 5, c.overline);
        expected.restriction = c.restriction;
        CHECK(brain.session.rules() == expected);
        CHECK(brain.say("BEGIN") == Lines{"0,0"});
        CHECK(brain.record->rules == expected);
        CHECK(brain.say("TURN 7,7") == Lines{"1,0"});
        CHECK(brain.session.blackSide() == 1);
    }
}

TEST_CASE("Black is who opened: BEGIN, the first TURN, or the BOARD's stone counts",
          "[protocol][brain][renju]") {
    Brain brain;
    CHECK(brain.script({"START 15", "INFO rule 4"}) == Lines{"OK"});
    CHECK(brain.session.blackSide() == 0);
    CHECK(brain.say("BEGIN") == Lines{"0,0"});
    CHECK(brain.session.blackSide() == 1);
    CHECK(brain.record->toMove == Mark::X);

    CHECK(brain.script({"RESTART", "TURN 7,7"}) == Lines{"OK", "0,0"});
    CHECK(brain.session.blackSide() == 2);
    CHECK(brain.record->toMove == Mark::O);
    CHECK(brain.record->history == std::vector<Move>{{{7, 7}, Mark::X}});
    // Black stays black while the game goes on, and a board taken back to
    // empty has no black yet.
    CHECK(brain.say("TURN 8,8") == Lines{"1,0"});
    CHECK(brain.session.blackSide() == 2);
    for (const char* cell : {"TAKEBACK 1,0", "TAKEBACK 8,8", "TAKEBACK 0,0"}) {
        CHECK(brain.say(cell) == Lines{"OK"});
    }
    CHECK(brain.session.blackSide() == 2);
    CHECK(brain.say("TAKEBACK 7,7") == Lines{"OK"});
    CHECK(brain.session.blackSide() == 0);
    CHECK(brain.say("PLAY 4,4") == Lines{"4,4"});
    CHECK(brain.session.blackSide() == 1);

    // BOARD with the opponent one stone ahead: the opponent opened, and the
    // bot's history starts with its first stone, as black.
    CHECK(brain.script({"BOARD", "7,7,2", "8,8,1", "9,9,2", "DONE"}) == Lines{"0,0"});
    CHECK(brain.session.blackSide() == 2);
    CHECK(brain.record->toMove == Mark::O);
    CHECK(brain.record->history ==
          std::vector<Move>{{{7, 7}, Mark::X}, {{8, 8}, Mark::O}, {{9, 9}, Mark::X}});
    // Equal counts: the brain is to move, so it opened; the order of the
    // lines does not matter.
    CHECK(brain.script({"BOARD", "7,7,2", "8,8,1", "DONE"}) == Lines{"0,0"});
    CHECK(brain.session.blackSide() == 1);
    CHECK(brain.record->toMove == Mark::X);
    REQUIRE_FALSE(brain.record->history.empty());
    CHECK(brain.record->history[0] == Move{{8, 8}, Mark::X});
}

namespace {

// BOARD (or YXBOARD) lines for the stones of a picture: 'b' the brain's,
// 'w' the opponent's, anything else empty; row y of the picture is y.
Lines boardLines(std::string_view keyword, const std::vector<std::string>& rows) {
    Lines lines{std::string(keyword)};
    for (std::size_t y = 0; y < rows.size(); ++y) {
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            if (rows[y][x] == 'b' || rows[y][x] == 'w') {
                lines.push_back(std::to_string(x) + "," + std::to_string(y) + "," +
                                (rows[y][x] == 'b' ? "1" : "2"));
            }
        }
    }
    lines.emplace_back("DONE");
    return lines;
}

} // namespace

TEST_CASE("Renju: black's overline does not win, white's does", "[protocol][brain][renju]") {
    Brain brain;
    CHECK(brain.script({"START 15", "INFO rule 4"}) == Lines{"OK"});
    // Six each: the brain is black.
    const std::vector<std::string> blackSix{
        "...............", "...............", "...............", "...............",
        "...............", "..bbbbbb.......", "...............", "...............",
        "...............", "..w.w.w.w.w.w..",
    };
    CHECK(brain.script(boardLines("BOARD", blackSix)) == Lines{"0,0"});
    CHECK(brain.session.blackSide() == 1);

    std::vector<std::string> whiteSix = blackSix;
    std::swap(whiteSix[5], whiteSix[9]);
    for (auto& row : whiteSix) {
        std::replace(row.begin(), row.end(), 'b', 'W');
        std::replace(row.begin(), row.end(), 'w', 'b');
        std::replace(row.begin(), row.end(), 'W', 'w');
    }
    // Now the brain (black, six scattered stones) faces white's six.
    requireError(brain.script(boardLines("BOARD", whiteSix)), "already over: opponent five");

    // Black's exactly five wins.
    requireError(brain.script({"BOARD", "2,5,1", "3,5,1", "4,5,1", "5,5,1", "6,5,1", "2,9,2",
                               "4,9,2", "6,9,2", "8,9,2", "10,9,2", "DONE"}),
                 "already over: own five");
    // Black's overline by TURN: the opponent opened, so it is black.
    CHECK(brain.script({"RESTART", "BOARD", "2,5,2", "3,5,2", "4,5,2", "6,5,2", "7,5,2", "2,9,1",
                        "4,9,1", "6,9,1", "8,9,1", "DONE"}) == Lines{"OK", "0,0"});
    CHECK(brain.session.blackSide() == 2);
    CHECK(brain.say("TURN 5,5") == Lines{"1,0"});
    CHECK(brain.session.cell({5, 5}) == 2);
}

TEST_CASE("Caro: a five blocked at both ends does not win, an edge is no block",
          "[protocol][brain][caro]") {
    Brain brain;
    CHECK(brain.script({"START 15", "INFO rule 8"}) == Lines{"OK"});
    const Lines blocked{"BOARD", "1,5,1", "2,5,1", "3,5,1",  "4,5,1",  "5,5,1",
                        "0,5,2", "6,5,2", "9,9,2", "11,9,2", "13,9,2", "DONE"};
    CHECK(brain.script(blocked) == Lines{"0,0"});
    const Lines atTheEdge{"BOARD", "0,5,1", "1,5,1",  "2,5,1",  "3,5,1", "4,5,1",
                          "5,5,2", "9,9,2", "11,9,2", "13,9,2", "7,9,2", "DONE"};
    requireError(brain.script(atTheEdge), "already over: own five");
    // Rule 8 lets six win; rule 9 does not.
    const Lines six{"BOARD", "1,5,1", "2,5,1", "3,5,1",  "4,5,1",  "5,5,1", "6,5,1",
                    "0,5,2", "7,5,2", "9,9,2", "11,9,2", "13,9,2", "7,9,2", "DONE"};
    requireError(brain.script(six), "already over");
    brain.say("INFO rule 9");
    CHECK(brain.script(six) == Lines{"0,0"});
    CHECK(brain.script(blocked) == Lines{"0,0"});
    // Without caro the blocked five wins.
    brain.say("INFO rule 0");
    requireError(brain.script(blocked), "already over: own five");
}

TEST_CASE("Renju: the brain as black never plays a forbidden point the bot chose",
          "[protocol][brain][renju]") {
    Brain brain;
    CHECK(brain.script({"START 15", "INFO rule 4"}) == Lines{"OK"});
    // The first free cell, 3,0, would make six for black: an overline.
    const Lines position{"BOARD",  "0,0,1",  "1,0,1",  "2,0,1",  "4,0,1",   "5,0,1",
                         "0,14,2", "3,14,2", "6,14,2", "9,14,2", "12,14,2", "DONE"};
    const Lines replies = brain.script(position);
    REQUIRE(replies.size() == 2);
    CHECK(startsWith(replies[0], "DEBUG the search chose 3,0, which is an overline"));
    CHECK(replies[1] == "7,7");
    CHECK(brain.session.cell({3, 0}) == 0);

    // The safe move avoids forbidden points too: 7,7 is a double three here.
    brain.record->behaviour = BotBehaviour::Illegal;
    const Lines doubleThree = brain.script({"BOARD", "5,7,1", "6,7,1", "7,5,1", "7,6,1", "0,14,2",
                                            "3,14,2", "6,14,2", "9,14,2", "DONE"});
    REQUIRE(doubleThree.size() == 2);
    CHECK(startsWith(doubleThree[0], "DEBUG the search chose 5,7, which is not free"));
    CHECK(doubleThree[1] == "8,7"); // the nearest allowed cell

    // Under freestyle the same move wins, and white is never restricted.
    brain.record->behaviour = BotBehaviour::FirstFree;
    brain.say("INFO rule 0");
    CHECK(brain.script(position) == Lines{"3,0"});
    brain.say("INFO rule 4");
    CHECK(brain.script({"BOARD", "0,0,1", "1,0,1", "2,0,1", "4,0,1", "5,0,1", "0,14,2", "3,14,2",
                        "6,14,2", "9,14,2", "12,14,2", "14,14,2", "DONE"}) == Lines{"3,0"});
}

// The real bot: this checks the Hard bot's own Renju awareness, not only the
// session's safety net (which would answer with a DEBUG line).
TEST_CASE("Renju: the Hard bot as black does not take a forbidden win",
          "[protocol][brain][renju][hard]") {
    BrainOptions options;
    options.debugLines = true;
    BrainSession session(std::make_unique<HardBot>(1), options);
    const auto play = [&](const Lines& lines) {
        Lines replies;
        for (const auto& line : lines) {
            for (auto& reply : session.handleLine(line)) {
                replies.push_back(std::move(reply));
            }
        }
        return replies;
    };
    // 6,7 gives black six in a row: the win under freestyle, an overline
    // (forbidden) under renju. 7,7 in the second position is a double three.
    const Lines overline{"BOARD", "3,7,1",  "4,7,1",  "5,7,1",   "7,7,1",  "8,7,1",
                         "0,0,2", "14,0,2", "0,14,2", "14,14,2", "12,2,2", "DONE"};
    const Lines doubleThree{"BOARD", "5,7,1",  "6,7,1",  "7,5,1",   "7,6,1",
                            "0,0,2", "14,0,2", "0,14,2", "14,14,2", "DONE"};
    CHECK(play({"START 15", "INFO timeout_turn 300", "INFO rule 0"}) == Lines{"OK"});
    CHECK(play(overline).back() == "6,7"); // tempting indeed

    play({"INFO rule 4"});
    for (const Lines& position : {overline, doubleThree}) {
        const Lines replies = play(position);
        REQUIRE_FALSE(replies.empty());
        INFO("the brain answered " << replies.back());
        // The bot itself avoids it; the session's safety net must not be needed.
        for (const auto& line : replies) {
            CHECK(line.find("forbidden to black") == std::string::npos);
        }
        const auto move = gomocup::parsePoint(replies.back());
        REQUIRE(move);
        CHECK(session.blackSide() == 1);
        CHECK(session.cell(*move) == 1);
        Board board(Rules::gomokuRenju());
        for (std::size_t i = 1; i + 1 < position.size(); ++i) {
            const auto entry = gomocup::parseBoardEntry(position[i]);
            REQUIRE(entry);
            board.place(entry->point, entry->field == 1 ? Mark::X : Mark::O);
        }
        CHECK_FALSE(renju::isForbidden(board, *move, Mark::X));
    }
}

TEST_CASE("YXBOARD sets a position without a reply", "[protocol][brain][yixin]") {
    Brain brain;
    CHECK(brain.script({"START 15", "BEGIN"}) == Lines{"OK", "0,0"});
    CHECK(brain.script({"YXBOARD", "7,7,2", "8,8,1", "9,9,2", "DONE"}).empty());
    CHECK(brain.record->calls == 1); // no search
    CHECK(brain.session.stoneCount() == 3);
    CHECK(brain.session.cell({0, 0}) == 0);
    CHECK(brain.session.cell({7, 7}) == 2);
    CHECK(brain.session.cell({8, 8}) == 1);
    CHECK(brain.session.blackSide() == 2);
    // The game goes on from there.
    CHECK(brain.say("TURN 10,10") == Lines{"0,0"});
    CHECK(brain.record->toMove == Mark::O);
    CHECK(brain.record->history.size() == 4);
    CHECK(brain.script({"YXBOARD", "DONE"}).empty());
    CHECK(brain.session.stoneCount() == 0);
    CHECK(brain.session.blackSide() == 0);
    CHECK(brain.say("BEGIN") == Lines{"0,0"});

    // A finished game can be shown; only a move in it is refused.
    CHECK(brain
              .script({"YXBOARD", "0,5,1", "1,5,1", "2,5,1", "3,5,1", "4,5,1", "0,9,2", "1,9,2",
                       "2,9,2", "3,9,2", "DONE"})
              .empty());
    CHECK(brain.session.stoneCount() == 9);
    requireError(brain.say("TURN 9,9"), "already over");
}

TEST_CASE("A bad YXBOARD block gets the ERROR a BOARD gets, the position stays",
          "[protocol][brain][yixin]") {
    Brain brain;
    requireError(brain.script({"YXBOARD", "1,1,1", "DONE"}), "START first");
    CHECK(brain.script({"START 15", "BEGIN"}) == Lines{"OK", "0,0"});
    struct Case {
        std::vector<std::string> lines;
        std::string reason;
    };
    const std::vector<Case> cases{
        {{"1,1,1", "1,1,2"}, "YXBOARD line 2 repeats cell 1,1"},
        {{"1,1,3"}, "field 3 (continuous game)"},
        {{"1,1,7"}, "field 7"},
        {{"1,1"}, "YXBOARD line 1 '1,1' is not X,Y,FIELD"},
        {{"hello"}, "the YXBOARD block was not ended by DONE"},
        {{"15,1,1"}, "15,1 is outside the 15x15 board"},
        {{"-1,-1,1"}, "outside"},
    };
    for (const Case& c : cases) {
        INFO(c.reason);
        Lines lines{"YXBOARD"};
        lines.insert(lines.end(), c.lines.begin(), c.lines.end());
        lines.emplace_back("DONE");
        const Lines replies = brain.script(lines);
        REQUIRE_FALSE(replies.empty());
        CHECK(startsWith(replies[0], "ERROR "));
        CHECK(replies[0].find(c.reason) != std::string::npos);
    }
    CHECK(brain.session.stoneCount() == 1);
    CHECK(brain.session.cell({0, 0}) == 1);
    CHECK(brain.record->calls == 1);
    CHECK(brain.say("YXBOARD").empty());
    CHECK(brain.session.handleLine(ProtocolLine{std::string(4096, '1'), true}).empty());
    requireError(brain.say("DONE"), "too long");
}

TEST_CASE("YXSHOWFORBID lists black's forbidden points as XXYY", "[protocol][brain][yixin]") {
    Brain brain;
    requireError(brain.say("YXSHOWFORBID"), "START first");
    CHECK(brain.script({"START 15", "INFO rule 4"}) == Lines{"OK"});
    CHECK(brain.say("YXSHOWFORBID") == Lines{"FORBID ."});
    // 3,0 makes an overline, 7,7 a double three; nine stones each, black
    // (the brain's) to move.
    const std::vector<std::string> picture{
        "bbb.bb.........", "...............", "...............", "...............",
        "...............", ".......b.......", ".......b.......", ".....bb........",
        "...............", "...............", "..............w", "...............",
        "...............", "...............", "w.w.w.w.w.w.w.w",
    };
    CHECK(brain.script(boardLines("YXBOARD", picture)).empty());
    CHECK(brain.session.stoneCount() == 18);
    CHECK(brain.say("yxshowforbid") == Lines{"FORBID 03000707."});
    CHECK(brain.record->calls == 0);

    // Black as the opponent: the same points.
    std::vector<std::string> swapped = picture;
    for (auto& row : swapped) {
        std::replace(row.begin(), row.end(), 'b', 'W');
        std::replace(row.begin(), row.end(), 'w', 'b');
        std::replace(row.begin(), row.end(), 'W', 'w');
    }
    swapped[14][14] = '.'; // the brain has a stone fewer: the opponent opened
    CHECK(brain.script(boardLines("YXBOARD", swapped)).empty());
    CHECK(brain.session.blackSide() == 2);
    CHECK(brain.say("YXSHOWFORBID") == Lines{"FORBID ."}); // white to move
    CHECK(brain.say("PLAY 14,14") == Lines{"14,14"});
    CHECK(brain.say("YXSHOWFORBID") == Lines{"FORBID 03000707."});

    // White to move: nothing is forbidden to the side to move.
    std::vector<std::string> whiteToMove = picture;
    whiteToMove[12][12] = 'b';
    CHECK(brain.script(boardLines("YXBOARD", whiteToMove)).empty());
    CHECK(brain.say("YXSHOWFORBID") == Lines{"FORBID ."});

    // Not renju: nothing is forbidden.
    CHECK(brain.script(boardLines("YXBOARD", picture)).empty());
    for (const char* rule : {"INFO rule 0", "INFO rule 1", "INFO rule 8"}) {
        INFO(rule);
        brain.say(rule);
        CHECK(brain.say("YXSHOWFORBID") == Lines{"FORBID ."});
    }
    brain.say("INFO rule 4");
    CHECK(brain.say("YXSHOWFORBID") == Lines{"FORBID 03000707."});
    CHECK(brain.say("RESTART") == Lines{"OK"});
    CHECK(brain.say("YXSHOWFORBID") == Lines{"FORBID ."});
}

namespace {

// The cells of a one-line answer "x,y x,y ...", or nothing when one is malformed.
std::optional<std::vector<Point>> answerPoints(const std::string& answer) {
    std::vector<Point> points;
    std::string_view rest = answer;
    while (!rest.empty()) {
        const auto blank = rest.find(' ');
        const auto p = gomocup::parsePoint(rest.substr(0, blank));
        if (!p) {
            return std::nullopt;
        }
        points.push_back(*p);
        rest = blank == std::string_view::npos ? std::string_view{} : rest.substr(blank + 1);
    }
    return points;
}

// At most `reach` cells from `around` in each direction.
bool near(Point p, Point around, int reach) {
    return std::abs(p.x - around.x) <= reach && std::abs(p.y - around.y) <= reach;
}

// A brain whose swap2 candidates are always the same.
BrainOptions seeded() {
    BrainOptions options;
    options.openingSeed = 7;
    return options;
}

} // namespace

// The recording bot scores every position 0 (even): it proposes the first
// candidates, places two more when it may and otherwise takes white.
TEST_CASE("SWAP2BOARD without stones proposes three stones near the centre",
          "[protocol][brain][swap2]") {
    Brain brain(seeded());
    CHECK(brain.script({"START 15", "INFO timeout_turn 8000"}) == Lines{"OK"});
    const Lines replies = brain.script({"SWAP2BOARD", "DONE"});
    REQUIRE(replies.size() == 1);
    const auto three = answerPoints(replies[0]);
    REQUIRE(three);
    REQUIRE(three->size() == 3);
    CHECK(near((*three)[0], {7, 7}, 1));
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(near((*three)[i], {7, 7}, 2));
        for (std::size_t j = 0; j < i; ++j) {
            CHECK((*three)[i] != (*three)[j]);
        }
    }
    // Six candidates judged, each with an eighth of the turn (6 + 2 shares).
    CHECK(brain.record->calls == OpeningJudgement{}.tries);
    CHECK(brain.record->budget.timeLimit == 1000ms);
    CHECK(brain.record->budget.cancel != nullptr);

    // The brain holds black until told otherwise: the opponent who takes
    // white answers with TURN.
    CHECK(brain.session.stoneCount() == 3);
    CHECK(brain.session.blackSide() == 1);
    CHECK(brain.session.cell((*three)[0]) == 1);
    CHECK(brain.session.cell((*three)[1]) == 2);
    CHECK(brain.session.cell((*three)[2]) == 1);
    CHECK(brain.say("TURN 0,14") == Lines{"0,0"});
    CHECK(brain.record->toMove == Mark::X);
    REQUIRE(brain.record->history.size() == 4);
    CHECK(brain.record->history[0] == Move{(*three)[0], Mark::X});
    CHECK(brain.record->history[3] == Move{{0, 14}, Mark::O});

    // A second opening from a fresh brain with the same seed is the same.
    Brain again(seeded());
    CHECK(again.script({"START 15", "INFO timeout_turn 8000", "SWAP2BOARD", "DONE"}) ==
          Lines{"OK", replies[0]});
}

TEST_CASE("SWAP2BOARD with three stones: an even position gets two more stones",
          "[protocol][brain][swap2]") {
    Brain brain(seeded());
    CHECK(brain.script({"START 15", "INFO timeout_turn 8000"}) == Lines{"OK"});
    // Gomocup sends X,Y; X,Y,FIELD is read too, the field does not matter.
    const Lines replies = brain.script({"SWAP2BOARD", "7,7", "8,7,1", "9,9,2", "DONE"});
    REQUIRE(replies.size() == 1);
    const auto two = answerPoints(replies[0]);
    REQUIRE(two);
    REQUIRE(two->size() == 2);
    CHECK((*two)[0] != (*two)[1]);
    for (const Point p : *two) {
        CHECK(near(p, {7, 7}, 2));
        CHECK(p != Point{7, 7});
        CHECK(p != Point{8, 7});
        CHECK(p != Point{9, 9});
    }
    // The colour choice, then six candidates.
    CHECK(brain.record->calls == 1 + OpeningJudgement{}.tries);
    // Black, white, black, then white and black: the brain holds black.
    CHECK(brain.session.stoneCount() == 5);
    CHECK(brain.session.blackSide() == 1);
    CHECK(brain.session.cell({7, 7}) == 1);
    CHECK(brain.session.cell({8, 7}) == 2);
    CHECK(brain.session.cell({9, 9}) == 1);
    CHECK(brain.session.cell((*two)[0]) == 2);
    CHECK(brain.session.cell((*two)[1]) == 1);
    // The opponent takes white and plays the sixth move.
    CHECK(brain.say("TURN 14,14") == Lines{"0,0"});
    CHECK(brain.record->toMove == Mark::X);
    CHECK(brain.record->history.size() == 6);
}

TEST_CASE("SWAP2BOARD with five stones: an even position is played as white",
          "[protocol][brain][swap2]") {
    Brain brain(seeded());
    CHECK(brain.script({"START 15", "INFO timeout_turn 8000"}) == Lines{"OK"});
    CHECK(brain.script({"SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6", "DONE"}) == Lines{"0,0"});
    // The choice, then white's move with what is left of the turn.
    CHECK(brain.record->calls == 2);
    CHECK(brain.record->toMove == Mark::O);
    CHECK(brain.record->history.size() == 5);
    CHECK(brain.record->budget.timeLimit <= 8000ms);
    CHECK(brain.record->budget.timeLimit > 6000ms);
    CHECK(brain.session.blackSide() == 2);
    CHECK(brain.session.stoneCount() == 6);
    CHECK(brain.session.cell({7, 7}) == 2);
    CHECK(brain.session.cell({8, 7}) == 1);
    CHECK(brain.session.cell({8, 6}) == 2);
    CHECK(brain.session.cell({0, 0}) == 1);
    // Black's seventh move, and the brain goes on as white.
    CHECK(brain.say("TURN 14,14") == Lines{"1,0"});
    CHECK(brain.record->toMove == Mark::O);
    CHECK(brain.record->history.size() == 7);
}

TEST_CASE("SWAP2BOARD: a bad block or a wrong stone count is an ERROR, the position stays",
          "[protocol][brain][swap2]") {
    Brain brain;
    requireError(brain.script({"SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"}), "START first");
    CHECK(brain.script({"START 15", "BEGIN"}) == Lines{"OK", "0,0"});
    struct Case {
        std::vector<std::string> lines;
        std::string reason;
    };
    const std::vector<Case> cases{
        {{"7,7"}, "needs 0, 3 or 5 stones (the swap2 opening), not 1"},
        {{"7,7", "8,7"}, "not 2"},
        {{"7,7", "8,7", "9,9", "8,8"}, "not 4"},
        {{"7,7", "8,7", "9,9", "8,8", "8,6", "6,6"}, "not 6"},
        {{"7,7", "8,7", "7,7"}, "SWAP2BOARD line 3 repeats cell 7,7"},
        {{"7,7", "15,7", "9,9"}, "15,7 is outside the 15x15 board"},
        {{"7,7", "-1,0", "9,9"}, "outside"},
        {{"7,7", "7;7", "9,9"}, "SWAP2BOARD line 2 '7;7' is not X,Y or X,Y,FIELD"},
        {{"7,7", "8,7,3", "9,9"}, "field 3 (continuous game)"},
        {{"7,7", "8,7,5", "9,9"}, "field 5"},
        {{"7,7", "8,7", "SWAP"}, "the SWAP2BOARD block was not ended by DONE"},
    };
    for (const Case& c : cases) {
        INFO(c.reason);
        Lines lines{"SWAP2BOARD"};
        lines.insert(lines.end(), c.lines.begin(), c.lines.end());
        lines.emplace_back("DONE");
        const Lines replies = brain.script(lines);
        REQUIRE_FALSE(replies.empty());
        CHECK(startsWith(replies[0], "ERROR "));
        CHECK(replies[0].find(c.reason) != std::string::npos);
    }
    // Rules the brain cannot play are refused as for a move.
    brain.say("INFO rule 2");
    requireError(brain.script({"SWAP2BOARD", "DONE"}), "continuous");
    brain.say("INFO rule 0");
    // Nothing was judged and BEGIN's board stays.
    CHECK(brain.record->calls == 1);
    CHECK(brain.session.stoneCount() == 1);
    CHECK(brain.session.cell({0, 0}) == 1);
    CHECK(brain.session.blackSide() == 1);
}

TEST_CASE("SWAP2BOARD without time: the judge searches a few thousand nodes",
          "[protocol][brain][swap2][time]") {
    Brain brain;
    CHECK(brain.script({"START 15", "INFO timeout_turn 0"}) == Lines{"OK"});
    REQUIRE(brain.script({"SWAP2BOARD", "DONE"}).size() == 1);
    CHECK(brain.record->budget.timeLimit == 0ms);
    REQUIRE(brain.record->budget.nodeLimit);
    CHECK(*brain.record->budget.nodeLimit >= 1000);
    CHECK(*brain.record->budget.nodeLimit <= 10000);
}

TEST_CASE("SWAP2BOARD: a failing judge or an interrupt never breaks the brain",
          "[protocol][brain][swap2]") {
    Brain brain;
    brain.say("START 15");
    brain.record->behaviour = BotBehaviour::Throws;
    Lines replies = brain.script({"SWAP2BOARD", "DONE"});
    REQUIRE(replies.size() == 2);
    CHECK(startsWith(replies[0], "DEBUG the opening judgement failed (search exploded)"));
    CHECK(replies[1] == "7,7 7,6 6,7"); // the cells nearest the centre
    replies = brain.script({"SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"});
    REQUIRE(replies.size() == 2);
    CHECK(startsWith(replies[0], "DEBUG the opening judgement failed"));
    CHECK(replies[1] == "SWAP");
    CHECK(brain.session.blackSide() == 1);
    CHECK(brain.session.cell({7, 7}) == 1);
    CHECK(brain.session.cell({8, 7}) == 2);

    // A newer command drops the answer; the board stays as it was.
    brain.record->behaviour = BotBehaviour::WaitForCancel;
    CHECK(brain.script({"SWAP2BOARD", "1,1", "2,2", "3,3"}).empty());
    Lines dropped{"not yet"};
    std::thread searcher([&] { dropped = brain.session.handleLine("DONE"); });
    const bool searched = waitUntilSearching(brain.session);
    brain.session.interrupt();
    searcher.join();
    REQUIRE(searched);
    CHECK(dropped.empty());
    CHECK(brain.session.stoneCount() == 3);
    CHECK(brain.session.cell({7, 7}) == 1);
    CHECK(brain.session.cell({1, 1}) == 0);
}

// The real Hard bot judges: the answers must make sense, and come in time.
TEST_CASE("SWAP2BOARD with the Hard bot: sensible proposals and choices in time",
          "[protocol][brain][swap2][hard]") {
    BrainOptions options;
    options.debugLines = true;
    options.openingSeed = 3;
    auto bot = std::make_unique<HardBot>(1);
    bot->prepare(Rules::gomokuFreestyle()); // as the brain's main does, before any clock
    BrainSession session(std::move(bot), options);
    const auto play = [&](const Lines& lines) {
        Lines replies;
        for (const auto& line : lines) {
            for (auto& reply : session.handleLine(line)) {
                replies.push_back(std::move(reply));
            }
        }
        return replies;
    };
    constexpr auto kTurn = 500ms;
    CHECK(play({"START 15", "INFO timeout_turn 500"}) == Lines{"OK"});
    // The answer to a whole block, timed from its DONE.
    const auto answer = [&](const Lines& stones) {
        Lines lines{"SWAP2BOARD"};
        lines.insert(lines.end(), stones.begin(), stones.end());
        play(lines);
        const auto start = std::chrono::steady_clock::now();
        const Lines replies = play({"DONE"});
        const auto took = std::chrono::steady_clock::now() - start;
        INFO("took " << std::chrono::duration_cast<std::chrono::milliseconds>(took).count()
                     << " ms");
        CHECK(took < kTurn + 1500ms); // loosely: the turn with room for a busy machine
        REQUIRE_FALSE(replies.empty());
        for (const auto& line : replies) {
            CHECK_FALSE(startsWith(line, "ERROR"));
            CHECK(line.find("failed") == std::string::npos);
        }
        return replies.back();
    };

    // Three distinct empty cells near the centre.
    const auto three = answerPoints(answer({}));
    REQUIRE(three);
    REQUIRE(three->size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(near((*three)[i], {7, 7}, 2));
        for (std::size_t j = 0; j < i; ++j) {
            CHECK((*three)[i] != (*three)[j]);
        }
    }

    // Two black stones side by side in the centre, white's at the edge:
    // black is clearly ahead, so the brain takes black.
    CHECK(answer({"7,7", "7,0", "8,7"}) == "SWAP");
    CHECK(session.blackSide() == 1);
    CHECK(session.cell({7, 7}) == 1);
    CHECK(session.cell({7, 0}) == 2);

    // Black threw its second stone away in a corner: the brain takes white
    // and plays a free cell.
    const std::string white = answer({"7,7", "7,8", "0,14"});
    const auto move = gomocup::parsePoint(white);
    INFO("the brain answered " << white);
    REQUIRE(move);
    CHECK(session.blackSide() == 2);
    CHECK(session.stoneCount() == 4);
    CHECK(session.cell(*move) == 1);
    CHECK(session.cell({7, 8}) == 1);
    CHECK(session.cell({7, 7}) == 2);
    CHECK(near(*move, {7, 7}, 3));

    // Five stones: SWAP or one move.
    const std::string fifth = answer({"7,7", "7,8", "9,9", "8,8", "8,6"});
    INFO("five stones: " << fifth);
    if (fifth == "SWAP") {
        CHECK(session.blackSide() == 1);
        CHECK(session.stoneCount() == 5);
    } else {
        const auto sixth = gomocup::parsePoint(fifth);
        REQUIRE(sixth);
        CHECK(session.blackSide() == 2);
        CHECK(session.stoneCount() == 6);
        CHECK(session.cell(*sixth) == 1);
    }
}

TEST_CASE("END finishes the session without a reply", "[protocol][brain]") {
    Brain brain;
    brain.say("START 15");
    CHECK_FALSE(brain.session.finished());
    CHECK(brain.say("END").empty());
    CHECK(brain.session.finished());
}

TEST_CASE("Commands are case-insensitive and blank lines are ignored", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.say("").empty());
    CHECK(brain.say("   \t ").empty());
    CHECK(brain.say("start 10") == Lines{"OK"});
    CHECK(brain.say("Turn 4,4") == Lines{"0,0"});
    CHECK(brain.say("  bOaRd  ").empty());
    CHECK(brain.say("4,4,2").empty());
    CHECK(brain.say("done") == Lines{"0,0"});
    CHECK(brain.say("rectstart 8,6") == Lines{"OK"});
}

TEST_CASE("Board sizes from 5 to 25, square or rectangular", "[protocol][brain]") {
    Brain brain;
    requireError(brain.say("START 4"), "unsupported board size 4");
    requireError(brain.say("START 26"), "unsupported board size 26");
    requireError(brain.say("START 0"), "unsupported");
    requireError(brain.say("START -20"), "unsupported");
    requireError(brain.say("START twenty"), "malformed board size");
    requireError(brain.say("START"), "malformed board size");
    CHECK_FALSE(brain.session.rules());
    CHECK(brain.say("START 5") == Lines{"OK"});
    CHECK(brain.say("START 25") == Lines{"OK"});
    requireError(brain.say("RECTSTART 4,10"), "unsupported board size 4x10");
    requireError(brain.say("RECTSTART 10,30"), "unsupported board size 10x30");
    requireError(brain.say("RECTSTART 10"), "malformed board size");
    CHECK(brain.say("RECTSTART 20,15") == Lines{"OK"});
    CHECK(brain.session.rules() == Rules::bounded(20, 15, 5));
    CHECK(brain.say("TURN 19,14") == Lines{"0,0"});
    requireError(brain.say("TURN 20,0"), "outside the 20x15 board");
    requireError(brain.say("TURN 0,15"), "outside the 20x15 board");
}

TEST_CASE("Malformed and impossible coordinates get an ERROR and change nothing",
          "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 15", "BEGIN"}) == Lines{"OK", "0,0"});
    for (const char* line : {"TURN", "TURN 7", "TURN a,b", "TURN 1,2,3", "TURN 1;2", "TURN 1.0,2",
                             "TURN 99999999999999999999,1"}) {
        INFO(line);
        requireError(brain.say(line), "malformed coordinates");
    }
    for (const char* line : {"TURN -1,0", "TURN 0,-1", "TURN 15,3", "TURN 3,15", "TURN 500,500"}) {
        INFO(line);
        requireError(brain.say(line), "outside the 15x15 board");
    }
    requireError(brain.say("TURN 0,0"), "cell 0,0 is already occupied");
    CHECK(brain.session.stoneCount() == 1);
    CHECK(brain.record->calls == 1);
    CHECK(brain.say("TURN 7,7") == Lines{"1,0"});
}

TEST_CASE("Move commands before START are refused", "[protocol][brain]") {
    Brain brain;
    requireError(brain.say("BEGIN"), "START first");
    requireError(brain.say("TURN 1,1"), "START first");
    requireError(brain.say("RESTART"), "START first");
    requireError(brain.say("TAKEBACK 1,1"), "START first");
    requireError(brain.say("PLAY 1,1"), "START first");
    CHECK(brain.script({"BOARD", "1,1,1"}).empty());
    requireError(brain.say("DONE"), "START first");
    CHECK(brain.record->calls == 0);
}

TEST_CASE("Unknown commands answer UNKNOWN", "[protocol][brain]") {
    Brain brain;
    for (const char* line : {"FOO", "SUGGEST 1,1", "PLAY?", "HELLO world", "OK", "7,7"}) {
        INFO(line);
        const Lines replies = brain.say(line);
        REQUIRE(replies.size() == 1);
        CHECK(startsWith(replies[0], "UNKNOWN "));
    }
    requireError(brain.say("DONE"), "DONE without BOARD");
    // Yixin Board's other extensions.
    brain.say("START 15");
    for (const char* line : {"YXBALANCEONE 2", "YXSHOWINFO", "YXSWAP2STEP1", "yxquery 1,1"}) {
        INFO(line);
        const Lines replies = brain.say(line);
        REQUIRE(replies.size() == 1);
        CHECK(startsWith(replies[0], "UNKNOWN "));
    }
    CHECK(brain.session.stoneCount() == 0);
}

TEST_CASE("An over-long line is an ERROR, inside BOARD too", "[protocol][brain]") {
    Brain brain;
    requireError(brain.session.handleLine(ProtocolLine{std::string(4096, 'A'), true}), "too long");
    // INFO is never answered, not even when it is too long.
    CHECK(brain.session.handleLine(ProtocolLine{"INFO " + std::string(4091, 'x'), true}).empty());
    brain.say("START 15");
    CHECK(brain.say("BOARD").empty());
    CHECK(brain.session.handleLine(ProtocolLine{std::string(4096, '1'), true}).empty());
    requireError(brain.say("DONE"), "too long");
    CHECK(brain.session.stoneCount() == 0);
}

TEST_CASE("BOARD takes any position, whatever the stone counts", "[protocol][brain]") {
    Brain brain;
    brain.say("START 15");
    // Own 4, opponent 3 (a puzzle), and opponent 3, own 0.
    CHECK(brain.script({"BOARD", "1,1,1", "2,2,1", "3,3,1", "5,5,1", "4,4,2", "9,9,2", "9,10,2",
                        "DONE"}) == Lines{"0,0"});
    CHECK(brain.session.stoneCount() == 8);
    CHECK(brain.script({"BOARD", "1,1,2", "2,2,2", "3,3,2", "DONE"}) == Lines{"0,0"});
    // And TURN after that: the opponent may have moved twice in a row.
    CHECK(brain.say("TURN 7,7") == Lines{"1,0"});
}

TEST_CASE("A bad BOARD block is refused with the reason and the old position kept",
          "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 15", "BEGIN"}) == Lines{"OK", "0,0"});
    struct Case {
        std::vector<std::string> lines;
        std::string reason;
    };
    const std::vector<Case> cases{
        {{"1,1,1", "1,1,2"}, "repeats cell 1,1"},
        {{"1,1,3"}, "field 3 (continuous game)"},
        {{"1,1,7"}, "field 7"},
        {{"1,1"}, "'1,1' is not X,Y,FIELD"},
        {{"hello"}, "ERROR"}, // a word inside BOARD ends the block
        {{"15,1,1"}, "15,1 is outside the 15x15 board"},
        {{"-1,1,1"}, "outside"},
        {{"0,0,1", "1,0,1", "2,0,1", "3,0,1", "4,0,1", "0,5,2", "1,5,2", "2,5,2", "3,5,2", "9,9,2"},
         "already over"},
    };
    for (const Case& c : cases) {
        INFO(c.reason);
        Lines lines{"BOARD"};
        lines.insert(lines.end(), c.lines.begin(), c.lines.end());
        lines.emplace_back("DONE");
        const Lines replies = brain.script(lines);
        REQUIRE_FALSE(replies.empty());
        CHECK(startsWith(replies[0], "ERROR "));
        CHECK(replies[0].find(c.reason) != std::string::npos);
    }
    // Every refused block left the board as BEGIN made it.
    CHECK(brain.session.stoneCount() == 1);
    CHECK(brain.session.cell({0, 0}) == 1);
    CHECK(brain.record->calls == 1);
}

TEST_CASE("A command inside BOARD ends the block with an ERROR and is then handled",
          "[protocol][brain]") {
    Brain brain;
    brain.say("START 15");
    CHECK(brain.script({"BOARD", "1,1,1", "INFO timeout_turn 500"}).empty());
    CHECK(brain.session.timeControl().turn == 500ms); // INFO is fine inside a block
    const Lines replies = brain.say("ABOUT");
    REQUIRE(replies.size() == 2);
    CHECK(startsWith(replies[0], "ERROR the BOARD block was not ended by DONE"));
    CHECK(startsWith(replies[1], "name="));
    CHECK(brain.session.stoneCount() == 0);
}

TEST_CASE("BEGIN on a board with stones, and a full board, are refused", "[protocol][brain]") {
    Brain brain;
    CHECK(brain.script({"START 5", "TURN 2,2"}) == Lines{"OK", "0,0"});
    requireError(brain.say("BEGIN"), "BEGIN needs an empty board");

    // Fill a 5x5 board without five in a row, then ask for a move.
    Lines block{"RESTART", "BOARD"};
    const char* pattern[5] = {"11221", "22112", "11221", "22112", "1122."};
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 5; ++x) {
            if (pattern[y][x] != '.') {
                block.push_back(std::to_string(x) + "," + std::to_string(y) + "," + pattern[y][x]);
            }
        }
    }
    block.emplace_back("DONE");
    // 24 stones, 12 each: the last free cell is 4,4.
    CHECK(brain.script(block) == Lines{"OK", "4,4"});
    requireError(brain.say("TURN 0,0"), "occupied");
    brain.say("TAKEBACK 4,4");
    requireError(brain.say("PLAY 9,9"), "outside");
}

TEST_CASE("A wrong or failing bot never makes the brain play an illegal move",
          "[protocol][brain]") {
    Brain brain;
    brain.say("START 15");
    brain.record->behaviour = BotBehaviour::Illegal;
    Lines replies = brain.say("TURN 7,7");
    REQUIRE(replies.size() == 2);
    CHECK(startsWith(replies[0], "DEBUG "));
    CHECK(replies[1] == "7,6"); // the free cell nearest the centre

    brain.record->behaviour = BotBehaviour::Throws;
    replies = brain.say("TURN 0,0");
    REQUIRE(replies.size() == 2);
    CHECK(replies[0].find("search exploded") != std::string::npos);
    CHECK(replies[1] == "6,7");
}

TEST_CASE("DEBUG lines with the search figures when asked", "[protocol][brain]") {
    BrainOptions options;
    options.debugLines = true;
    Brain brain(options);
    brain.say("START 15");
    const Lines replies = brain.say("BEGIN");
    REQUIRE(replies.size() == 2);
    CHECK(startsWith(replies[0], "DEBUG depth "));
    CHECK(replies[1] == "0,0");
}

TEST_CASE("interrupt() drops the move being searched", "[protocol][brain][threads]") {
    Brain brain;
    brain.say("START 15");
    brain.record->behaviour = BotBehaviour::WaitForCancel;
    Lines replies{"not yet"};
    std::thread searcher([&] { replies = brain.session.handleLine("TURN 7,7"); });
    const bool searched = waitUntilSearching(brain.session);
    brain.session.interrupt();
    searcher.join();
    REQUIRE(searched);
    CHECK(replies.empty());
    CHECK(brain.session.cell({7, 7}) == 2); // the opponent's move stays
    CHECK(brain.session.stoneCount() == 1);

    // The next search is not affected by the old interruption.
    brain.record->behaviour = BotBehaviour::FirstFree;
    CHECK(brain.say("TAKEBACK 7,7") == Lines{"OK"});
    CHECK(brain.say("TURN 8,8") == Lines{"0,0"});
    // interrupt() while idle changes nothing.
    brain.session.interrupt();
    CHECK(brain.say("TURN 9,9") == Lines{"1,0"});
}

TEST_CASE("halt() stops a search and every later move", "[protocol][brain][threads]") {
    Brain brain;
    brain.say("START 15");
    brain.record->behaviour = BotBehaviour::WaitForCancel;
    Lines replies{"not yet"};
    std::thread searcher([&] { replies = brain.session.handleLine("BEGIN"); });
    const bool searched = waitUntilSearching(brain.session);
    brain.session.halt();
    searcher.join();
    REQUIRE(searched);
    CHECK(replies.empty());
    brain.record->behaviour = BotBehaviour::FirstFree;
    CHECK(brain.say("BEGIN").empty());
    CHECK(brain.say("ABOUT").size() == 1);
}

TEST_CASE("Without time_left the brain counts its own match time", "[protocol][brain][time]") {
    auto clock = std::make_shared<std::chrono::steady_clock::time_point>();
    BrainOptions options;
    options.clock = [clock] { return *clock; };
    Brain brain(options);
    brain.record->clock = clock;
    brain.record->clockAdvance = 1000ms;
    brain.script({"INFO timeout_turn 5000", "INFO timeout_match 4000", "START 15"});
    CHECK(brain.say("BEGIN") == Lines{"0,0"});
    const auto first = brain.record->budget.timeLimit;
    CHECK(first <= 4000ms / 10);
    CHECK(brain.session.matchTimeUsed() == 1000ms);
    CHECK(brain.script({"TURN 0,10", "TURN 3,10", "TURN 6,10"}) == Lines{"1,0", "2,0", "3,0"});
    CHECK(brain.session.matchTimeUsed() == 4000ms);
    // The match time is spent: the next move is instant.
    brain.say("TURN 12,12");
    CHECK(brain.record->budget.timeLimit <= 1ms);
    // A new game gives the whole match time back.
    brain.say("RESTART");
    CHECK(brain.session.matchTimeUsed() == 0ms);
}

TEST_CASE("BrainLoop: END while thinking stops at once and writes nothing",
          "[protocol][brain][threads]") {
    Brain brain;
    brain.say("START 15");
    brain.record->behaviour = BotBehaviour::WaitForCancel;
    std::vector<std::string> written;
    std::mutex writtenMutex;
    {
        BrainLoop loop(brain.session, [&](const std::string& line) {
            const std::lock_guard lock(writtenMutex);
            written.push_back(line);
        });
        CHECK(loop.post(ProtocolLine{"TURN 7,7"}));
        REQUIRE(waitUntilSearching(brain.session));
        const auto start = std::chrono::steady_clock::now();
        CHECK_FALSE(loop.post(ProtocolLine{"END"}));
        CHECK_FALSE(loop.post(ProtocolLine{"ABOUT"})); // nothing is read after END
        loop.wait();
        // "At once", with room for a busy machine: the search would wait kCancelDeadline.
        CHECK(std::chrono::steady_clock::now() - start < 5s);
    }
    CHECK(written.empty());
    CHECK(brain.session.finished());
}

TEST_CASE("BrainLoop: a command while thinking drops the move and is answered",
          "[protocol][brain][threads]") {
    Brain brain;
    brain.say("START 15");
    brain.record->behaviour = BotBehaviour::WaitForCancel;
    std::vector<std::string> written;
    std::mutex writtenMutex;
    {
        BrainLoop loop(brain.session, [&](const std::string& line) {
            const std::lock_guard lock(writtenMutex);
            written.push_back(line);
        });
        loop.post(ProtocolLine{"TURN 7,7"});
        REQUIRE(waitUntilSearching(brain.session));
        loop.post(ProtocolLine{"INFO timeout_turn 800"}); // INFO does not stop a search
        std::this_thread::sleep_for(20ms);
        CHECK(brain.session.searching());
        loop.post(ProtocolLine{"RESTART"});
        loop.closeInput();
        loop.wait();
    }
    CHECK(written == Lines{"OK"});
    CHECK(brain.session.timeControl().turn == 800ms);
    CHECK(brain.session.stoneCount() == 0);
}

TEST_CASE("BrainLoop: the end of input is like END: lines before it are answered, moves are not "
          "waited for",
          "[protocol][brain][threads]") {
    Brain brain;
    // Moves are searched until they are cancelled: none is ever answered by
    // itself, so the replies are the same whenever the worker takes a line.
    brain.record->behaviour = BotBehaviour::WaitForCancel;
    std::vector<std::string> written;
    std::mutex writtenMutex;
    {
        BrainLoop loop(brain.session, [&](const std::string& line) {
            const std::lock_guard lock(writtenMutex);
            written.push_back(line);
        });
        loop.post(ProtocolLine{"START 10"});
        loop.post(ProtocolLine{"BEGIN"});
        REQUIRE(waitUntilSearching(brain.session));
        for (const char* line : {"TURN 5,5", "ABOUT"}) {
            loop.post(ProtocolLine{line});
        }
        loop.closeInput();
        loop.wait();
    }
    const std::lock_guard lock(writtenMutex);
    REQUIRE(written.size() == 2);
    CHECK(written[0] == "OK");
    CHECK(startsWith(written[1], "name="));
}

TEST_CASE("BrainLoop: the end of input stops a search at once", "[protocol][brain][threads]") {
    Brain brain;
    brain.say("START 15");
    brain.record->behaviour = BotBehaviour::WaitForCancel;
    std::vector<std::string> written;
    std::mutex writtenMutex;
    BrainLoop loop(brain.session, [&](const std::string& line) {
        const std::lock_guard lock(writtenMutex);
        written.push_back(line);
    });
    loop.post(ProtocolLine{"TURN 7,7"});
    REQUIRE(waitUntilSearching(brain.session));
    const auto start = std::chrono::steady_clock::now();
    loop.closeInput();
    loop.wait();
    // "At once", with room for a busy machine: the search would wait kCancelDeadline.
    CHECK(std::chrono::steady_clock::now() - start < 5s);
    CHECK(written.empty());
}

TEST_CASE("A memory limit below what the brain needs is refused at the next move",
          "[protocol][brain]") {
    BrainOptions options;
    options.memoryNeeded = 50'000'000;
    Brain brain(options);
    CHECK(brain.script({"START 15", "INFO max_memory 1000000"}) == Lines{"OK"});
    CHECK(brain.memoryTold == 1000000);
    requireError(brain.say("BEGIN"), "max_memory 1000000 bytes is less than the 50000000 bytes");
    brain.say("INFO max_memory 0"); // no limit
    CHECK(brain.say("BEGIN") == Lines{"0,0"});
    brain.say("INFO max_memory 83886080");
    CHECK(brain.say("TURN 7,7") == Lines{"1,0"});
}

TEST_CASE("Control characters are not echoed back", "[protocol][brain]") {
    Brain brain;
    const Lines replies = brain.say(std::string("\x1b[31mHI", 7));
    REQUIRE(replies.size() == 1);
    CHECK(replies[0] == "UNKNOWN command '?[31MHI' is not supported");
}

namespace {

// What a BrainLoop writes (on its worker thread), kept for the test.
class WrittenLines {
public:
    BrainLoop::Writer writer() {
        return [this](const std::string& line) {
            const std::lock_guard lock(mutex_);
            lines_.push_back(line);
        };
    }
    [[nodiscard]] Lines lines() const {
        const std::lock_guard lock(mutex_);
        return lines_;
    }
    // Waits until the last line written is a move "x,y"; false after `limit`.
    [[nodiscard]] bool waitForMove(std::chrono::milliseconds limit) const {
        const auto deadline = std::chrono::steady_clock::now() + limit;
        while (std::chrono::steady_clock::now() < deadline) {
            {
                const std::lock_guard lock(mutex_);
                if (!lines_.empty() && gomocup::parsePoint(lines_.back())) {
                    return true;
                }
            }
            std::this_thread::sleep_for(1ms);
        }
        return false;
    }

private:
    mutable std::mutex mutex_;
    Lines lines_;
};

// The cells of the "pv x,y x,y ..." at the end of a MESSAGE depth line.
std::vector<Point> pvOf(const std::string& line) {
    std::vector<Point> moves;
    const auto at = line.find(" pv ");
    std::string_view rest =
        std::string_view(line).substr(at == std::string::npos ? line.size() : at + 4);
    while (!rest.empty()) {
        const auto space = rest.find(' ');
        if (const auto p = gomocup::parsePoint(rest.substr(0, space))) {
            moves.push_back(*p);
        }
        rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
    }
    return moves;
}

} // namespace

TEST_CASE("YXNBEST tells the N best moves with their lines and answers the best",
          "[protocol][brain][yixin][hard]") {
    BrainSession session(std::make_unique<HardBot>(3));
    const auto play = [&](const Lines& lines) {
        Lines replies;
        for (const auto& line : lines) {
            for (auto& reply : session.handleLine(line)) {
                replies.push_back(std::move(reply));
            }
        }
        return replies;
    };
    CHECK(play({"YXNBEST 3"}) == Lines{"ERROR no board yet: send START first"});
    CHECK(play({"START 15", "INFO max_node 40000", "YXBOARD", "7,7,2", "8,8,1", "8,6,2", "DONE"}) ==
          Lines{"OK"});
    const Lines replies = play({"YXNBEST 3"});
    REQUIRE(replies.size() == 4);
    std::vector<Point> firsts;
    for (std::size_t i = 0; i < 3; ++i) {
        INFO(replies[i]);
        CHECK(startsWith(replies[i], "MESSAGE depth "));
        CHECK(replies[i].find(" multipv " + std::to_string(i + 1) + " ev ") != std::string::npos);
        // The chance, in percent, of this line's score.
        const auto w = replies[i].find(" w ");
        REQUIRE(w != std::string::npos);
        const double chance = std::stod(replies[i].substr(w + 3));
        CHECK(chance == Approx(100.0 * winChance(session.lastSearch().lines.at(i))).margin(0.051));
        const std::vector<Point> pv = pvOf(replies[i]);
        REQUIRE_FALSE(pv.empty());
        CHECK(std::find(firsts.begin(), firsts.end(), pv.front()) == firsts.end());
        firsts.push_back(pv.front());
    }
    // The answer is the first line's move, played as after BOARD.
    const auto move = gomocup::parsePoint(replies.back());
    REQUIRE(move);
    CHECK(*move == firsts.front());
    CHECK(session.cell(*move) == 1);
    CHECK(session.lastSearch().lines.size() == 3);

    // One line: the search of a move, its line told all the same.
    CHECK(play({"TAKEBACK " + replies.back()}) == Lines{"OK"});
    const Lines one = play({"YXNBEST 1"});
    REQUIRE(one.size() == 2);
    CHECK(startsWith(one[0], "MESSAGE depth "));
    CHECK(one[0].find(" multipv ") == std::string::npos);
    REQUIRE_FALSE(pvOf(one[0]).empty());
    CHECK(gomocup::formatPoint(pvOf(one[0]).front()) == one[1]);

    for (const char* bad : {"YXNBEST", "YXNBEST 0", "YXNBEST 21", "YXNBEST two"}) {
        INFO(bad);
        requireError(play({bad}), "1 to 20");
    }
}

TEST_CASE("YXNBEST under Renju never lists a forbidden point", "[protocol][brain][yixin][renju]") {
    BrainSession session(std::make_unique<HardBot>(3));
    for (const char* line : {"START 15", "INFO rule 4", "INFO max_node 30000"}) {
        session.handleLine(line);
    }
    // Black (the brain) to move: 7,7 makes a double three (YXSHOWFORBID
    // says which points are forbidden).
    const std::vector<std::string> picture{
        "...............", "...............", "...............", "...............",
        "...............", ".......b.......", ".......b.......", ".....bb........",
        "...............", "...............", "..............w", "...............",
        "...............", "...............", "w.w.w..........",
    };
    for (const auto& line : boardLines("YXBOARD", picture)) {
        CHECK(session.handleLine(line).empty());
    }
    const Lines forbid = session.handleLine("YXSHOWFORBID");
    REQUIRE(forbid.size() == 1);
    REQUIRE(forbid[0] != "FORBID .");
    const Lines replies = session.handleLine("YXNBEST 5");
    REQUIRE(replies.size() == 6); // five lines and the move
    REQUIRE(session.lastSearch().lines.size() == 5);
    for (const SearchInfo::Line& line : session.lastSearch().lines) {
        const std::string cell = (line.move.x < 10 ? "0" : "") + std::to_string(line.move.x) +
                                 (line.move.y < 10 ? "0" : "") + std::to_string(line.move.y);
        INFO("line " << gomocup::formatPoint(line.move) << " in " << forbid[0]);
        bool listed = false;
        for (std::size_t i = 7; i + 4 <= forbid[0].size(); i += 4) {
            listed = listed || forbid[0].compare(i, 4, cell) == 0;
        }
        CHECK_FALSE(listed);
    }
}

TEST_CASE("INFO max_node, max_depth and show_detail (Yixin Board's keys)",
          "[protocol][brain][yixin]") {
    Brain brain;
    brain.script({"START 15", "INFO max_node 12345", "INFO max_depth 7"});
    CHECK(brain.say("BEGIN") == Lines{"0,0"});
    CHECK(brain.record->budget.nodeLimit == std::optional<std::uint64_t>(12345));
    CHECK(brain.record->budget.maxDepth == 7);
    CHECK(brain.record->budget.multiPv == 1);
    CHECK_FALSE(brain.record->budget.onProgress); // nothing asked to be shown
    // -1 (what Yixin Board sends) and 0 are no limit.
    brain.script({"INFO max_node -1", "INFO max_depth 0"});
    CHECK(brain.say("TURN 7,7") == Lines{"1,0"});
    CHECK_FALSE(brain.record->budget.nodeLimit);
    CHECK(brain.record->budget.maxDepth == 0);

    // show_detail 1: the realtime lines Yixin Board draws, before the move;
    // 2: each line's depth, score and moves; 3: both.
    brain.say("INFO show_detail 1");
    CHECK(brain.say("TURN 8,8") ==
          Lines{"MESSAGE REALTIME REFRESH", "MESSAGE REALTIME BEST 2,0", "2,0"});
    brain.say("INFO show_detail 2");
    const Lines depths = brain.say("TURN 9,9");
    REQUIRE(depths.size() == 2);
    // (The recording bot's score is 0: the calibrated curve's chance of it.)
    const long tenths = std::lround(winChance(0) * 1000.0);
    CHECK(startsWith(depths[0], "MESSAGE depth 0 ev 0 w " + std::to_string(tenths / 10) + "." +
                                    std::to_string(tenths % 10) + " n 0 "));
    CHECK(depths[0].find(" pv 3,0") != std::string::npos);
    brain.say("INFO show_detail 0");
    CHECK(brain.say("TURN 10,10") == Lines{"4,0"});
    // A bad value is told, and changes nothing.
    const Lines bad = brain.script({"RESTART", "INFO show_detail 9", "TURN 11,11"});
    REQUIRE(bad.size() == 3);
    CHECK(startsWith(bad[1], "DEBUG INFO show_detail"));
    CHECK(bad[2] == "0,0");
}

TEST_CASE("YXHASHCLEAR forgets what the bot learnt", "[protocol][brain][yixin]") {
    Brain brain;
    brain.say("START 15");
    const int before = brain.record->resets;
    CHECK(brain.say("YXHASHCLEAR") == Lines{"MESSAGE hash table cleared"});
    CHECK(brain.record->resets == before + 1);
    CHECK(brain.session.stoneCount() == 0);
}

TEST_CASE("YXSTOP ends a search early and its move is answered",
          "[protocol][brain][yixin][threads]") {
    SECTION("while the search runs") {
        Brain brain;
        brain.say("START 15");
        brain.record->behaviour = BotBehaviour::WaitForCancel;
        WrittenLines written;
        {
            BrainLoop loop(brain.session, written.writer());
            loop.post(ProtocolLine{"TURN 7,7"});
            REQUIRE(waitUntilSearching(brain.session));
            loop.post(ProtocolLine{"YXSTOP"});
            // The move comes without more input (closing it would drop the
            // move), at once: the search would wait kCancelDeadline.
            CHECK(written.waitForMove(5s));
            loop.post(ProtocolLine{"ABOUT"});
            loop.closeInput();
            loop.wait();
        }
        const Lines lines = written.lines();
        REQUIRE(lines.size() == 2);
        CHECK(lines[0] == "0,0"); // the move, not dropped
        CHECK(startsWith(lines[1], "name="));
        CHECK(brain.session.cell({0, 0}) == 1);
    }
    SECTION("sent before the search began: it answers at once; the next search is free") {
        Brain brain;
        brain.say("START 15");
        brain.session.requestStop(); // as BrainLoop does when YXSTOP arrives
        CHECK(brain.say("TURN 7,7") == Lines{"0,0"});
        CHECK(brain.record->cancelledAtStart);
        CHECK(brain.say("YXSTOP").empty());
        CHECK(brain.say("TURN 8,8") == Lines{"1,0"});
        CHECK_FALSE(brain.record->cancelledAtStart);
        // With no search at all, YXSTOP changes nothing.
        CHECK(brain.say("YXSTOP").empty());
        CHECK(brain.say("TURN 9,9") == Lines{"2,0"});
        CHECK_FALSE(brain.record->cancelledAtStart);
    }
}

TEST_CASE("BrainLoop: with show_detail the search tells its progress while it runs",
          "[protocol][brain][yixin][hard][threads]") {
    BrainSession session(std::make_unique<HardBot>(3));
    WrittenLines output;
    {
        BrainLoop loop(session, output.writer());
        for (const char* line : {"INFO timeout_turn 600", "INFO show_detail 3", "START 15",
                                 "YXBOARD", "7,7,2", "8,8,1", "8,6,2", "DONE", "YXNBEST 2"}) {
            loop.post(ProtocolLine{line});
        }
        // The move comes after the search (closing the input would stop it).
        REQUIRE(output.waitForMove(10s));
        loop.closeInput();
        loop.wait();
    }
    const Lines written = output.lines();
    // "OK", then during the search (before the summary of four lines and
    // the move) depth lines for both moves and the realtime best.
    REQUIRE(written.size() > 1 + 5);
    CHECK(written.front() == "OK");
    const auto duringEnd = written.end() - 5;
    CHECK(std::count_if(written.begin(), duringEnd,
                        [](const std::string& l) { return startsWith(l, "MESSAGE depth "); }) >= 2);
    CHECK(std::find(written.begin(), duringEnd, "MESSAGE REALTIME REFRESH") != duringEnd);
    CHECK(std::any_of(written.begin(), duringEnd, [](const std::string& l) {
        return startsWith(l, "MESSAGE REALTIME BEST ");
    }));
    // The summary: both lines, the realtime lines, the move that is best.
    CHECK(startsWith(*(written.end() - 5), "MESSAGE depth "));
    CHECK(*(written.end() - 3) == "MESSAGE REALTIME REFRESH");
    CHECK(*(written.end() - 2) == "MESSAGE REALTIME BEST " + written.back());
}
