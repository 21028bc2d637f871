// The real pbrain-tictactoe program through pipes, as a manager sees it:
// exact replies where the protocol fixes them, legal moves where the bot
// chooses, and prompt handling of END and of commands sent while it thinks.

#include "child_watch.hpp"
#include "tictactoe/core/child_process.hpp"
#include "tictactoe/protocol/line_splitter.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <catch2/catch.hpp>
#include <optional>
#include <set>
#include <string>
#include <thread>

#ifdef TTT_BRAIN

using namespace ttt;
using namespace std::chrono_literals;

namespace {

using Clock = std::chrono::steady_clock;

class BrainPipe {
public:
    BrainPipe() : child_(TTT_BRAIN, {}) {}

    void send(const std::string& bytes) {
        std::string_view pending = bytes;
        REQUIRE(child_.write(pending, 30s) == ChildProcess::WriteStatus::Written);
    }
    void sendLine(const std::string& line) { send(line + "\r\n"); }

    // The next line that is not DEBUG/MESSAGE, or nothing within `timeout`
    // (a deadline for a brain that hangs, far beyond a sanitizer build's pace
    // on a busy machine).
    std::optional<std::string> reply(std::chrono::milliseconds timeout = 30s) {
        const auto deadline = Clock::now() + timeout;
        for (;;) {
            while (auto line = splitter_.next()) {
                const auto keyword = gomocup::splitCommand(line->text).keyword;
                if (keyword != "DEBUG" && keyword != "MESSAGE") {
                    return line->text;
                }
            }
            const auto now = Clock::now();
            if (now >= deadline) {
                return std::nullopt;
            }
            std::string chunk;
            const auto status = child_.read(
                chunk, std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now));
            if (status == ChildProcess::ReadStatus::Closed) {
                splitter_.flush();
                if (!splitter_.hasLine()) {
                    return std::nullopt;
                }
            }
            splitter_.feed(chunk);
        }
    }

    // Sends a line that starts a search and returns once the brain is
    // thinking: it has used processor time since (an idle brain uses none).
    void sendAndWaitUntilThinking(const std::string& line) {
        const auto before = testing::childrenCpuTime();
        sendLine(line);
        if (!before) {
            std::this_thread::sleep_for(300ms); // no clock to read here
            return;
        }
        const auto deadline = Clock::now() + 30s;
        auto used = testing::childrenCpuTime();
        while (used && *used - *before < 200ms && Clock::now() < deadline) {
            std::this_thread::sleep_for(5ms);
            used = testing::childrenCpuTime();
        }
        REQUIRE(used);
        REQUIRE(*used - *before >= 200ms);
    }

    std::string ask(const std::string& line) {
        sendLine(line);
        const auto answer = reply();
        REQUIRE(answer);
        return *answer;
    }

    // Asks for a move and checks it is a free cell of a width x height board.
    Point askMove(const std::string& line, int width, int height) {
        const std::string answer = ask(line);
        const auto move = gomocup::parsePoint(answer);
        INFO(line << " -> " << answer);
        REQUIRE(move);
        CHECK(move->x >= 0);
        CHECK(move->y >= 0);
        CHECK(move->x < width);
        CHECK(move->y < height);
        CHECK(taken_.insert({move->x, move->y}).second);
        return *move;
    }
    void occupy(Point p) { taken_.insert({p.x, p.y}); }
    void forgetStones() { taken_.clear(); }

    ChildProcess& child() { return child_; }

private:
    ChildProcess child_;
    LineSplitter splitter_;
    std::set<std::pair<int, int>> taken_;
};

bool startsWith(const std::string& text, std::string_view prefix) {
    return text.rfind(prefix, 0) == 0;
}

} // namespace

TEST_CASE("pbrain: a scripted game with every command", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(startsWith(brain.ask("ABOUT"), R"(name="TicTacToe", version=")"));
    CHECK(brain.ask("START 15") == "OK");
    brain.sendLine("INFO timeout_turn 100");
    brain.sendLine("INFO timeout_match 100000");
    brain.sendLine("INFO max_memory 83886080");
    brain.sendLine("INFO rule 0");
    brain.sendLine("INFO time_left 100000");
    const Point first = brain.askMove("BEGIN", 15, 15);
    Point opponent{first.x == 7 ? 8 : 7, 7};
    brain.occupy(opponent);
    brain.askMove("TURN " + gomocup::formatPoint(opponent), 15, 15);

    CHECK(startsWith(brain.ask("TURN " + gomocup::formatPoint(opponent)), "ERROR "));
    CHECK(startsWith(brain.ask("TURN 15,15"), "ERROR "));
    CHECK(startsWith(brain.ask("TURN x,y"), "ERROR "));
    CHECK(startsWith(brain.ask("FROBNICATE"), "UNKNOWN "));
    CHECK(brain.ask("TAKEBACK " + gomocup::formatPoint(opponent)) == "OK");

    CHECK(brain.ask("RESTART") == "OK");
    brain.forgetStones();
    for (const char* line : {"BOARD", "7,7,2", "8,8,1", "8,7,2"}) {
        brain.sendLine(line);
    }
    brain.occupy({7, 7});
    brain.occupy({8, 8});
    brain.occupy({8, 7});
    brain.askMove("DONE", 15, 15);

    CHECK(brain.ask("RECTSTART 20,10") == "OK");
    brain.forgetStones();
    brain.askMove("BEGIN", 20, 10);
    CHECK(startsWith(brain.ask("START 30"), "ERROR "));

    brain.sendLine("END");
    const auto status = brain.child().waitFor(2000ms);
    REQUIRE(status);
    CHECK(status->code == 0);
}

TEST_CASE("pbrain: the swap2 opening as the Gomocup manager sends it", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(brain.ask("START 15") == "OK");
    brain.sendLine("INFO timeout_turn 200");
    brain.sendLine("INFO rule 1");
    // Three stones to propose: "x,y x,y x,y" on one line.
    brain.sendLine("SWAP2BOARD");
    const std::string three = brain.ask("DONE");
    INFO("proposed: " << three);
    std::set<std::pair<int, int>> cells;
    std::size_t from = 0;
    for (int i = 0; i < 3; ++i) {
        const auto blank = three.find(' ', from);
        const auto p = gomocup::parsePoint(three.substr(from, blank - from));
        REQUIRE(p);
        CHECK(cells.insert({p->x, p->y}).second);
        from = blank + 1;
        CHECK((i < 2) == (blank != std::string::npos));
    }
    // The choice after three stones: SWAP, one move or two.
    for (const char* line : {"SWAP2BOARD", "7,7", "8,7", "9,9"}) {
        brain.sendLine(line);
    }
    const std::string choice = brain.ask("DONE");
    INFO("chosen: " << choice);
    const bool oneMove = gomocup::parsePoint(choice).has_value();
    const auto blank = choice.find(' ');
    const bool twoMoves = blank != std::string::npos &&
                          gomocup::parsePoint(choice.substr(0, blank)).has_value() &&
                          gomocup::parsePoint(choice.substr(blank + 1)).has_value();
    CHECK((choice == "SWAP" || oneMove || twoMoves));
    // Then the game goes on with BOARD.
    CHECK(brain.ask("RESTART") == "OK");
    const auto move = brain.ask("BOARD\r\n7,7,2\r\n8,7,1\r\n9,9,2\r\nDONE");
    CHECK(gomocup::parsePoint(move).has_value());
}

TEST_CASE("pbrain: mixed line ends, blank and over-long lines", "[protocol][pbrain]") {
    BrainPipe brain;
    brain.send("START 10\r\r\n\n  \nINFO timeout_turn 50\rABOUT\n");
    CHECK(brain.reply() == "OK");
    CHECK(startsWith(*brain.reply(), "name="));
    std::string overLong(200000, 'Z');
    overLong += '\n'; // appended, not added: GCC 12 warns falsely on the sum
    brain.send(overLong);
    const auto tooLong = brain.reply();
    REQUIRE(tooLong);
    CHECK(startsWith(*tooLong, "ERROR line too long"));
    CHECK(brain.ask("start 12") == "OK"); // lower case works too
    brain.askMove("begin", 12, 12);
}

TEST_CASE("pbrain: END while thinking ends the program at once", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(brain.ask("START 20") == "OK");
    brain.sendLine("INFO timeout_turn 120000");
    brain.sendAndWaitUntilThinking("TURN 10,10");
    const auto start = Clock::now();
    brain.sendLine("END");
    const auto status = brain.child().waitFor(60s);
    REQUIRE(status);
    CHECK(status->code == 0);
    // "At once", with room for a busy machine: the search would take minutes.
    CHECK(Clock::now() - start < 20s);
    CHECK_FALSE(brain.reply(100ms)); // no move after END
}

TEST_CASE("pbrain: a new command while thinking drops the move", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(brain.ask("START 20") == "OK");
    brain.sendLine("INFO timeout_turn 120000");
    brain.sendAndWaitUntilThinking("TURN 10,10");
    const auto start = Clock::now();
    CHECK(brain.ask("RESTART") == "OK");
    CHECK(Clock::now() - start < 20s); // the search would take minutes
    brain.sendLine("INFO timeout_turn 100");
    brain.askMove("BEGIN", 20, 20);
}

TEST_CASE("pbrain: the end of input ends the program", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(brain.ask("START 15") == "OK");
    brain.child().closeInput();
    const auto status = brain.child().waitFor(30s);
    REQUIRE(status);
    CHECK(status->code == 0);
}

TEST_CASE("pbrain: the end of input stops a search at once", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(brain.ask("START 15") == "OK");
    brain.sendLine("INFO timeout_turn 120000");
    brain.sendAndWaitUntilThinking("TURN 7,7");
    const auto start = Clock::now();
    brain.child().closeInput();
    const auto status = brain.child().waitFor(60s);
    REQUIRE(status);
    CHECK(Clock::now() - start < 20s); // the search would take minutes
}

TEST_CASE("pbrain: an over-long INFO line gets no answer", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(brain.ask("START 15") == "OK");
    brain.sendLine("INFO evaluate " + std::string(10000, '7'));
    // The next answer is the one to ABOUT, not an unrequested ERROR.
    const auto about = brain.ask("ABOUT");
    CHECK(about.starts_with("name="));
}

TEST_CASE("pbrain: garbage of every kind never stops it from answering", "[protocol][pbrain]") {
    BrainPipe brain;
    CHECK(brain.ask("START 15") == "OK");
    std::string garbage;
    for (int i = 0; i < 4096; ++i) {
        garbage += static_cast<char>((i * 37 + 11) % 256);
    }
    brain.send(garbage + "\r\n" + std::string(100000, 'Z') + "\n\r\n\0\0\n");
    brain.sendLine("TURN");
    brain.sendLine("BOARD");
    brain.sendLine("DONE");
    // Whatever it answered to that (read and dropped here), it still plays.
    while (brain.reply(500ms)) {
    }
    CHECK(brain.ask("RESTART") == "OK");
    brain.sendLine("INFO timeout_turn 200");
    const auto move = brain.ask("BOARD\r\n7,7,2\r\n8,8,2\r\nDONE");
    CHECK(gomocup::parsePoint(move).has_value());
}

#endif // TTT_BRAIN
