// The result banner above the board says who won in its colour (G4): the
// theme's win colour when a person won, its loss colour when the computer
// beat a person, neutral for a draw and between two people.

#include "board/board_panel.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>

using ttt::Point;
using namespace ttt::gui;

namespace {

// X takes the top row; O's column in the middle comes one move too late.
const std::vector<Point> kXWins{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}};
// O takes the middle row.
const std::vector<Point> kOWins{{0, 0}, {0, 1}, {2, 2}, {1, 1}, {2, 0}, {2, 1}};
// A full board, no line.
const std::vector<Point> kDraw{{0, 0}, {1, 1}, {2, 2}, {0, 2}, {2, 0},
                               {1, 0}, {1, 2}, {2, 1}, {0, 1}};

Banner bannerAfter(test::WindowFixture& window, const std::vector<Point>& moves) {
    GameController& controller = window.frame().controller();
    controller.loadPosition(controller.game().setup(), moves, {});
    REQUIRE(window.game().isRoundOver());
    return window.frame().board().banner();
}

} // namespace

TEST_CASE("The result banner's colour says who won", "[hvh]") {
    for (const ThemeId id : kAllThemes) {
        INFO(themeKey(id));
        const Theme& theme = themeFor(id);
        // Three colours a person tells apart.
        REQUIRE(theme.winBanner != theme.lossBanner);
        REQUIRE(theme.winBanner != theme.neutralBanner);
        REQUIRE(theme.lossBanner != theme.neutralBanner);

        test::WindowFixture person(test::humanVsComputer(ttt::BotLevel::Easy));
        person.frame().setTheme(id);
        Banner won = bannerAfter(person, kXWins);
        CHECK(won.filled);
        CHECK(won.colour == theme.winBanner);
        CHECK(won.title == "Alice wins!");

        Banner lost = bannerAfter(person, kOWins);
        CHECK(lost.colour == theme.lossBanner);
        CHECK(lost.title == "The computer wins");

        Banner drawn = bannerAfter(person, kDraw);
        CHECK(drawn.colour == theme.neutralBanner);
        CHECK(drawn.title == "It's a draw");

        test::WindowFixture people(test::humanVsHuman());
        people.frame().setTheme(id);
        Banner bob = bannerAfter(people, kOWins);
        CHECK(bob.colour == theme.winBanner); // a person won
        CHECK(bob.title == "Bob wins!");
    }
}
