// Drawing fast without drawing differently (G10, G11): the marks stamped from
// pictures look like marks drawn one by one, a repaint of a few cells leaves
// the window as a whole frame would, and a hover moving repaints only the
// cells it changes.

#include "board/board_painter.hpp"
#include "board/board_panel.hpp"
#include "board/pixel_font.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <memory>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/graphics.h>
#include <wx/image.h>
#include <wx/uiaction.h>

using namespace std::chrono_literals;
using ttt::Point;
using namespace ttt::gui;

namespace {

constexpr int kWidth = 640;
constexpr int kHeight = 520;

// Stones around the centre of a 15x15 board (or the same cells of the
// unlimited field), no five.
ttt::GameEngine sampleGame(const ttt::Rules& rules = ttt::Rules::gomokuFreestyle()) {
    ttt::GameSetup setup;
    setup.rules = rules;
    ttt::GameEngine game(setup);
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{6, 8}, Point{8, 6}, Point{5, 9},
                          Point{9, 5}, Point{3, 3}, Point{11, 4}, Point{2, 12}, Point{13, 13}}) {
        REQUIRE(game.play(p));
    }
    return game;
}

BoardScene sceneFor(const ttt::GameEngine& game, ThemeId theme) {
    BoardScene scene;
    scene.game = &game;
    scene.theme = &themeFor(theme);
    scene.boardArea = wxRect2DDouble(10, 60, kWidth - 20, kHeight - 70);
    // A cell size with a fraction, so the stamps must round to whole pixels.
    scene.geometry.fit(scene.boardArea, CellRect{0, 0, 14, 14}, 0.6, 29.3);
    scene.coordinates = !game.rules().unlimited;
    return scene;
}

wxImage paint(const BoardScene& scene, wxBitmap* onto = nullptr) {
    wxBitmap own(kWidth, kHeight, 24);
    wxBitmap& bitmap = onto != nullptr ? *onto : own;
    {
        wxMemoryDC dc(bitmap);
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        if (scene.update) {
            gc->Clip(scene.update->m_x, scene.update->m_y, scene.update->m_width,
                     scene.update->m_height);
        }
        Banner banner;
        banner.title = "Paint test";
        banner.colour = scene.theme->text;
        BoardPainter(*gc, scene)
            .paint(wxRect2DDouble(0, 0, kWidth, kHeight), wxRect2DDouble(10, 5, kWidth - 20, 50),
                   banner);
    }
    return bitmap.ConvertToImage();
}

// How many pixels differ by more than `tolerance` in a channel. The unlimited
// field and the bounded board both clip; their clips must add to the one of
// the repaint (a test of this file caught ResetClip dropping it).
int differingPixels(const wxImage& a, const wxImage& b, int tolerance) {
    REQUIRE(a.GetSize() == b.GetSize());
    const unsigned char* p = a.GetData();
    const unsigned char* q = b.GetData();
    int count = 0;
    for (int i = 0; i < a.GetWidth() * a.GetHeight(); ++i) {
        for (int c = 0; c < 3; ++c) {
            if (std::abs(p[3 * i + c] - q[3 * i + c]) > tolerance) {
                ++count;
                break;
            }
        }
    }
    return count;
}

} // namespace

TEST_CASE("Marks stamped from pictures look like marks drawn one by one", "[paint]") {
    const ttt::GameEngine game = sampleGame();
    ttt::GameSetup emptySetup;
    emptySetup.rules = game.rules();
    const ttt::GameEngine empty(emptySetup);
    for (const ThemeId theme : kAllThemes) {
        INFO("theme " << themeKey(theme));
        BoardScene scene = sceneFor(game, theme);
        const wxImage direct = paint(scene);
        MarkSprites sprites;
        scene.sprites = &sprites;
        const wxImage stamped = paint(scene);
        CHECK(sprites.made() == 2); // one picture for each mark, however many stones
        const wxImage blank = paint(sceneFor(empty, theme));
        // The marks cover this many pixels...
        const int marks = differingPixels(direct, blank, 48);
        CHECK(marks > 10 * 50);
        // ...and a stamp is at most half a pixel off, so only edges may differ.
        const int moved = differingPixels(direct, stamped, 48);
        INFO(marks << " mark pixels, " << moved << " differ");
        CHECK(moved * 10 < marks);
    }
}

TEST_CASE("A repaint of a few cells leaves what a whole frame would", "[paint]") {
    const bool unlimited = GENERATE(false, true);
    const ttt::GameEngine game =
        sampleGame(unlimited ? ttt::Rules::unlimitedFive() : ttt::Rules::gomokuFreestyle());
    for (const ThemeId theme : kAllThemes) {
        INFO("theme " << themeKey(theme) << (unlimited ? ", unlimited field" : ", 15x15"));
        MarkSprites sprites;
        BoardScene before = sceneFor(game, theme);
        before.sprites = &sprites;
        wxBitmap window(kWidth, kHeight, 24);
        paint(before, &window);

        // The hover enters a cell beside two stones; the board panel repaints
        // only the cells the hover left and entered.
        BoardScene after = before;
        after.hover = Point{7, 8};
        after.hoverMark = game.toMove();
        wxRect2DDouble changed;
        wxRect2DDouble::Union(before.geometry.cellRect({6, 8}), before.geometry.cellRect({7, 8}),
                              &changed);
        const wxRect pixels(static_cast<int>(changed.m_x) - 3, static_cast<int>(changed.m_y) - 3,
                            static_cast<int>(changed.m_width) + 7,
                            static_cast<int>(changed.m_height) + 7);
        after.update = wxRect2DDouble(pixels.x, pixels.y, pixels.width, pixels.height);
        const wxImage repainted = paint(after, &window);

        after.update.reset();
        const wxImage whole = paint(after);
        CHECK(differingPixels(repainted, whole, 2) == 0);
        // The hover did change the picture, so the comparison means something.
        CHECK(differingPixels(paint(before), whole, 8) > 100);
    }
}

TEST_CASE("A hover moving repaints the two cells it changes, not the window", "[paint]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    BoardPanel& board = window.frame().board();
    wxUIActionSimulator simulator;
    simulator.MouseMove(board.ClientToScreen(board.cellCentre({4, 4})));
    test::pumpFor(60ms);
    simulator.MouseMove(board.ClientToScreen(board.cellCentre({5, 4})));
    REQUIRE(test::pumpUntil(
        [&] {
            return board.lastRepaint().Contains(board.cellCentre({5, 4}));
        },
        2s));
    const wxRect area = board.lastRepaint();
    CHECK(area.Contains(board.cellCentre({4, 4})));
    CHECK_FALSE(area.Contains(board.cellCentre({7, 4})));
    CHECK_FALSE(area.Contains(board.cellCentre({4, 6})));
    CHECK(area.width <= static_cast<int>(board.cellSize() * 2.6));
    CHECK(area.height <= static_cast<int>(board.cellSize() * 1.6));
}

TEST_CASE("The keyboard cursor moving repaints the cells it leaves and enters", "[paint]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    BoardPanel& board = window.frame().board();
    window.pointKeysAtBoard();
    window.pressKey(WXK_RIGHT); // shows the cursor
    REQUIRE(board.cursor());
    const Point from = *board.cursor();
    window.pressKey(WXK_RIGHT);
    REQUIRE(board.cursor() == Point{from.x + 1, from.y});
    const wxRect area = board.lastRepaint();
    CHECK(area.Contains(board.cellCentre(from)));
    CHECK(area.Contains(board.cellCentre({from.x + 1, from.y})));
    CHECK_FALSE(area.Contains(board.cellCentre({from.x + 3, from.y})));
    CHECK(area.width <= static_cast<int>(board.cellSize() * 2.6));
}

TEST_CASE("A font of a pixel height is the largest whose line fits, as wxWidgets' own", "[paint]") {
    wxScreenDC dc;
    for (const bool bold : {false, true}) {
        for (const int pixels : {6, 9, 12, 13, 16, 22, 26, 34, 60}) {
            CAPTURE(bold, pixels);
            const wxFont font = pixelFont(pixels, bold);
            CHECK(font.GetFamily() == wxFONTFAMILY_SWISS);
            CHECK((font.GetWeight() == wxFONTWEIGHT_BOLD) == bold);
            wxFontInfo own(wxSize(0, pixels));
            own.Family(wxFONTFAMILY_SWISS).Bold(bold);
            CHECK(font.GetPointSize() == wxFont(own).GetPointSize());
            dc.SetFont(font);
            CHECK(dc.GetCharHeight() <= pixels);
            // Asked again (every picture asks), the same size.
            CHECK(pixelFont(pixels + 0.3, bold).GetPointSize() == font.GetPointSize());
        }
    }
}
