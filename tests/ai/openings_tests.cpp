#include "tictactoe/ai/medium_bot.hpp"
#include "tictactoe/ai/openings.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <sstream>

using namespace ttt;

TEST_CASE("Moves are read as letter and row or as x,y", "[openings]") {
    CHECK(parseMoveText("h8") == Point{7, 7});
    CHECK(parseMoveText("A1") == Point{0, 0});
    CHECK(parseMoveText("o15") == Point{14, 14});
    CHECK(parseMoveText("-3,5") == Point{-3, 5});
    CHECK(parseMoveText("1000000,-1000000") == Point{1'000'000, -1'000'000});
    for (const char* bad : {"", "h", "8h", "h0", "h-1", "hh", "1,", ",2", "x,y", "h8x", "1,2,3"}) {
        INFO(bad);
        CHECK_FALSE(parseMoveText(bad));
    }
    for (const Point p : {Point{7, 7}, Point{0, 14}, Point{25, 3}, Point{26, 0}, Point{-4, 9}}) {
        CHECK(parseMoveText(formatMoveText(p)) == p);
    }
    CHECK(formatOpening({{7, 7}, {8, 8}, {6, 7}}) == "h8 i9 g8");
}

TEST_CASE("An openings file is read with comments and checked move by move", "[openings]") {
    // A line of any white space (here a vertical tab) is blank, not an empty opening.
    std::istringstream good("# balanced starts\n\nh8 i9 g7\n\t\v \n  7,7 8,7   \n# end\n");
    const auto list = readOpenings(good, Rules::gomokuFreestyle());
    REQUIRE(list);
    REQUIRE(list->size() == 2);
    CHECK((*list)[0] == Opening{{7, 7}, {8, 8}, {6, 6}});
    CHECK((*list)[1] == Opening{{7, 7}, {8, 7}});

    const auto errorOf = [](const std::string& text, const Rules& rules) {
        std::istringstream in(text);
        const auto bad = readOpenings(in, rules);
        REQUIRE_FALSE(bad);
        return bad.error().message();
    };
    CHECK(errorOf("h8\nh8 zz\n", Rules::gomokuFreestyle()).starts_with("line 2: 'zz'"));
    CHECK(errorOf("h8 h8\n", Rules::gomokuFreestyle()).find("taken") != std::string::npos);
    CHECK(errorOf("p16\n", Rules::gomokuFreestyle()).find("outside") != std::string::npos);
    CHECK(errorOf("a1 b1 a2 b2 a3\n", Rules::classic()).find("ends the game") != std::string::npos);
}

TEST_CASE("Generated openings are legal, central, distinct and as many as asked", "[openings]") {
    MediumBot judge(1); // scores every quiet position 0, so each draw is kept
    OpeningRecipe recipe;
    recipe.count = 12;
    recipe.stones = 3;
    recipe.area = 5;
    recipe.seed = 8;
    const auto openings = generateOpenings(Rules::gomokuFreestyle(), judge, recipe);
    REQUIRE(openings.size() == 12);
    std::set<Opening> distinct(openings.begin(), openings.end());
    CHECK(distinct.size() == 12);
    for (const Opening& opening : openings) {
        REQUIRE(opening.size() == 3);
        for (const Point p : opening) {
            CHECK(p.x >= 5);
            CHECK(p.x <= 9);
            CHECK(p.y >= 5);
            CHECK(p.y <= 9);
        }
    }
    CHECK(generateOpenings(Rules::gomokuFreestyle(), judge, recipe) == openings);

    // One stone on 3x3 has three kinds up to symmetry: centre, corner, edge.
    recipe.stones = 1;
    recipe.area = 3;
    recipe.count = 10;
    CHECK(generateOpenings(Rules::classic(), judge, recipe).size() == 3);
}
