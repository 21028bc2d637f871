// The analysis lines engines print while they search (YXNBEST), in our
// brain's form and Rapfi's two; anything else is no analysis line.

#include "tictactoe/protocol/analysis_message.hpp"

#include <catch2/catch.hpp>

using namespace ttt;

TEST_CASE("Analysis lines are read in every form engines print", "[protocol][analysis]") {
    SECTION("our brain: depth, multipv, ev, w, pv in x,y") {
        const auto line =
            parseAnalysisMessage("depth 11 multipv 2 ev -281 w 29.4 n 145380 n/ms 583 tm 249 "
                                 "pv 9,5 7,6 7,5");
        REQUIRE(line);
        CHECK(line->rank == 2);
        CHECK(line->depth == 11);
        CHECK(line->line.move == Point{9, 5});
        CHECK(line->line.score == -281);
        CHECK_FALSE(line->line.proven);
        REQUIRE(line->line.chance.has_value());
        CHECK(*line->line.chance == Approx(0.294));
        CHECK(line->line.pv == std::vector<Point>{{9, 5}, {7, 6}, {7, 5}});
        CHECK(line->line.depth == 11);
    }
    SECTION("one line: no multipv field, a proven win") {
        const auto line = parseAnalysisMessage("depth 7 ev +W5 w 100.0 n 10 tm 3 pv 7,7 8,8");
        REQUIRE(line);
        CHECK(line->rank == 1);
        CHECK(line->line.proven);
        CHECK(line->line.score == SearchInfo::kWinScore - 5);
    }
    SECTION("Rapfi's multi-PV line, letters and numbers") {
        const auto line = parseAnalysisMessage("(2) -146 | 11-19 | G9 H9 J10");
        REQUIRE(line);
        CHECK(line->rank == 2);
        CHECK(line->depth == 11);
        CHECK(line->line.score == -146);
        CHECK_FALSE(line->line.chance.has_value());
        CHECK(line->line.pv == std::vector<Point>{{6, 8}, {7, 8}, {9, 9}});
    }
    SECTION("Rapfi's depth line, a proven loss") {
        const auto line = parseAnalysisMessage("Depth 15-28 | Eval -M4 | Time 470ms | A1 B2");
        REQUIRE(line);
        CHECK(line->rank == 1);
        CHECK(line->depth == 15);
        CHECK(line->line.proven);
        CHECK(line->line.score == -(SearchInfo::kWinScore - 4));
        CHECK(line->line.move == Point{0, 0});
    }
    SECTION("Rapfi's UCI-like line: node counts with a suffix are skipped") {
        const auto line = parseAnalysisMessage("depth 9-14 multipv 3 ev 35 n 145K n/ms 583 tm "
                                               "249 pv J6 H7");
        REQUIRE(line);
        CHECK(line->rank == 3);
        CHECK(line->line.move == Point{9, 5});
    }
}

TEST_CASE("Anything else is no analysis line", "[protocol][analysis]") {
    for (const char* text :
         {"", "hash table cleared", "REALTIME BEST 9,5", "Speed 604K | Depth 15-28 | Eval -214",
          "depth", "depth x ev 3 pv 1,1", "depth 3 ev 3", "depth 3 ev 3 pv", "depth 3 ev pv 1,1",
          "depth 3 multipv 0 ev 3 pv 1,1", "(0) 3 | 1-1 | A1", "(1) 3 | 1-1 |",
          "(1) abc | 1-1 | A1", "(1) 3 | x | A1", "depth 3 ev +M9999 pv 1,1",
          "depth 3 ev 999999999999 pv 1,1", "Depth 3 | Eval 5 | Time 1ms | no moves",
          "depth 3 ev 3 pv 1,-1", "(1) 3 | 1-1 | A0"}) {
        INFO(text);
        CHECK_FALSE(parseAnalysisMessage(text).has_value());
    }
    // Long lines are cut, not refused.
    std::string longLine = "depth 3 ev 3 pv";
    for (int i = 0; i < 500; ++i) {
        longLine += " 1,1";
    }
    const auto line = parseAnalysisMessage(longLine);
    REQUIRE(line);
    CHECK(line->line.pv.size() == 64);
}
