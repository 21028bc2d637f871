#include "tictactoe/protocol/line_splitter.hpp"
#include "tictactoe/protocol/protocol_text.hpp"
#include "tictactoe/protocol/time_control.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

std::vector<std::string> allLines(LineSplitter& splitter) {
    std::vector<std::string> lines;
    while (auto line = splitter.next()) {
        lines.push_back(line->text);
    }
    return lines;
}

} // namespace

TEST_CASE("Line splitter accepts CR LF, LF and CR and drops empty lines", "[protocol][lines]") {
    LineSplitter splitter;
    splitter.feed("START 20\r\nINFO a 1\nTURN 1,2\rBEGIN\r\n\r\n\n");
    CHECK(allLines(splitter) ==
          std::vector<std::string>{"START 20", "INFO a 1", "TURN 1,2", "BEGIN"});
}

TEST_CASE("Line splitter joins lines split across chunks", "[protocol][lines]") {
    LineSplitter splitter;
    splitter.feed("TU");
    CHECK_FALSE(splitter.hasLine());
    splitter.feed("RN 3,");
    splitter.feed("4\r");
    splitter.feed("\nEND");
    CHECK(allLines(splitter) == std::vector<std::string>{"TURN 3,4"});
    splitter.flush();
    CHECK(allLines(splitter) == std::vector<std::string>{"END"});
}

TEST_CASE("Line splitter cuts an over-long line and flags it", "[protocol][lines]") {
    LineSplitter splitter(16);
    splitter.feed(std::string(100000, 'x') + "\nOK\n");
    const auto first = splitter.next();
    REQUIRE(first);
    CHECK(first->truncated);
    CHECK(first->text == std::string(16, 'x'));
    const auto second = splitter.next();
    REQUIRE(second);
    CHECK_FALSE(second->truncated);
    CHECK(second->text == "OK");
}

TEST_CASE("Coordinates parse with blanks and reject garbage", "[protocol][text]") {
    using gomocup::parsePoint;
    CHECK(parsePoint("10,11") == Point{10, 11});
    CHECK(parsePoint(" 3 , 4 ") == Point{3, 4});
    CHECK(parsePoint("-1,5") == Point{-1, 5});
    CHECK_FALSE(parsePoint("10"));
    CHECK_FALSE(parsePoint("a,b"));
    CHECK_FALSE(parsePoint("1,2,3"));
    CHECK_FALSE(parsePoint("1.5,2"));
    CHECK_FALSE(parsePoint("99999999999999999999,1"));
    CHECK_FALSE(parsePoint(","));
    CHECK(gomocup::formatPoint({7, 12}) == "7,12");
}

TEST_CASE("BOARD entries and commands split into their parts", "[protocol][text]") {
    const auto entry = gomocup::parseBoardEntry("10,11,2");
    REQUIRE(entry);
    CHECK(entry->point == Point{10, 11});
    CHECK(entry->field == 2);
    CHECK_FALSE(gomocup::parseBoardEntry("10,11"));
    CHECK_FALSE(gomocup::parseBoardEntry("10,11,x"));

    const auto command = gomocup::splitCommand("  turn   10,10  ");
    CHECK(command.keyword == "TURN");
    CHECK(command.arguments == "10,10");
    CHECK(gomocup::splitCommand("BEGIN").arguments.empty());
}

TEST_CASE("ABOUT answers parse into fields, free text gives none", "[protocol][text]") {
    const auto fields =
        gomocup::parseAbout(R"(name="Some Brain", version="1.0", author="A, B", country="CZ")");
    CHECK(fields.at("name") == "Some Brain");
    CHECK(fields.at("version") == "1.0");
    CHECK(fields.at("author") == "A, B");
    CHECK(fields.at("country") == "CZ");
    CHECK(gomocup::parseAbout("My brain 1.0 by me").empty());
    // A value without a name is skipped, not kept under "".
    const auto cut = gomocup::parseAbout(R"(="1.0", author="A")");
    CHECK(cut.size() == 1);
    CHECK(cut.at("author") == "A");
}

TEST_CASE("Turn plan stays inside timeout_turn", "[protocol][time]") {
    // The search's time manager keeps the one safety margin.
    TimeControl limits;
    limits.turn = 1000ms;
    limits.threads = 3;
    const auto plan = planTurn(limits, 0ms, 0, 400);
    CHECK(plan.searchTime <= 1000ms);
    CHECK(plan.searchTime >= 900ms);
    CHECK(plan.targetTime == 0ms);
    CHECK(plan.maxDepth == 0);
    CHECK(plan.threads == 3);
}

TEST_CASE("Turn plan without limits uses the default turn time", "[protocol][time]") {
    const auto plan = planTurn(TimeControl{}, 0ms, 0, 400);
    CHECK(plan.searchTime <= TimeControl::kDefaultTurn);
    CHECK(plan.searchTime > TimeControl::kDefaultTurn / 2);
    CHECK(plan.threads == 1);
}

TEST_CASE("timeout_turn 0 asks for an instant move", "[protocol][time]") {
    TimeControl limits;
    limits.turn = 0ms;
    const auto plan = planTurn(limits, 0ms, 3, 300);
    CHECK(plan.searchTime <= 1ms);
    CHECK(plan.maxDepth == 1);
}

TEST_CASE("time_left shares the match time over the moves to come", "[protocol][time]") {
    TimeControl limits;
    limits.turn = 30000ms;
    limits.timeLeft = 60000ms;
    const auto early = planTurn(limits, 0ms, 0, 400);
    CHECK(early.searchTime <= 60000ms / 10);
    CHECK(early.targetTime <= early.searchTime);
    CHECK(early.targetTime >= 1000ms);
    limits.timeLeft = 500ms;
    const auto late = planTurn(limits, 0ms, 40, 200);
    CHECK(late.targetTime <= 50ms);
    CHECK(late.searchTime <= 100ms);
    limits.timeLeft = -200ms; // already over: play at once
    CHECK(planTurn(limits, 0ms, 40, 200).searchTime <= 1ms);
    limits.timeLeft = std::chrono::milliseconds{TimeControl::kUnlimitedTimeLeft};
    CHECK(planTurn(limits, 0ms, 0, 400).searchTime > 25000ms);
}

TEST_CASE("timeout_match without time_left is counted by the brain", "[protocol][time]") {
    TimeControl limits;
    limits.turn = 10000ms;
    limits.match = 20000ms;
    const auto fresh = planTurn(limits, 0ms, 0, 400);
    const auto tired = planTurn(limits, 19000ms, 10, 380);
    CHECK(fresh.searchTime <= 2000ms);
    CHECK(tired.searchTime < fresh.searchTime);
    CHECK(tired.targetTime <= 100ms);
    CHECK(tired.searchTime <= 200ms);
    CHECK(planTurn(limits, 21000ms, 10, 380).searchTime <= 1ms);
}

TEST_CASE("Quoted input is short and printable", "[protocol][text]") {
    CHECK(gomocup::quote("abc") == "'abc'");
    CHECK(gomocup::quote(std::string("a\x1a\tb\x7f", 5)) == "'a??b?'");
    CHECK(gomocup::quote(std::string(100, 'x'), 4) == "'xxxx...'");
}
