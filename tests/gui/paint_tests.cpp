// Drawing fast without drawing differently (G10, G11): the marks stamped from
// pictures look like marks drawn one by one, so does the board's still part
// stamped from one picture, a repaint of a few cells leaves
// the window as a whole frame would, and a hover moving repaints only the
// cells it changes.

#include "board/board_painter.hpp"
#include "board/board_panel.hpp"
#include "board/pixel_font.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <limits>
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

// Pixels that differ beyond `tolerance` outside the bands along the top and
// the left of the board area, where the unlimited field's numbers are.
int differingOutsideLabels(const wxImage& a, const wxImage& b, const wxRect2DDouble& area,
                           int tolerance) {
    REQUIRE(a.GetSize() == b.GetSize());
    const int bandTop = static_cast<int>(area.m_y) + 40;
    const int bandLeft = static_cast<int>(area.m_x) + 80;
    int count = 0;
    for (int y = 0; y < a.GetHeight(); ++y) {
        for (int x = 0; x < a.GetWidth(); ++x) {
            if (y < bandTop || x < bandLeft) {
                continue;
            }
            for (int c = 0; c < 3; ++c) {
                const auto at = static_cast<std::size_t>(3 * (y * a.GetWidth() + x) + c);
                if (std::abs(a.GetData()[at] - b.GetData()[at]) > tolerance) {
                    ++count;
                    break;
                }
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

TEST_CASE("The board's still part stamped from one picture looks as drawn", "[paint]") {
    const ttt::GameEngine game = sampleGame();
    BoardBackdrop backdrop;
    int made = 0;
    for (const ThemeId theme : kAllThemes) {
        INFO("theme " << themeKey(theme));
        BoardScene scene = sceneFor(game, theme);
        const wxImage drawn = paint(scene);
        scene.backdrop = &backdrop;
        const wxImage stamped = paint(scene);
        CHECK(backdrop.made() == ++made); // a new theme, a new picture
        CHECK(differingPixels(drawn, stamped, 2) == 0);
        // The next frame of the same look stamps the same picture; the
        // marks on it are drawn each time (a move does not remake it).
        ttt::GameEngine moved = game;
        REQUIRE(moved.play({10, 10}));
        scene.game = &moved;
        const wxImage next = paint(scene);
        CHECK(backdrop.made() == made);
        scene.backdrop = nullptr;
        CHECK(differingPixels(paint(scene), next, 2) == 0);
        CHECK(differingPixels(stamped, next, 8) > 100);
    }
    SECTION("a new size or layout makes it again") {
        BoardScene scene = sceneFor(game, ThemeId::Stones);
        scene.backdrop = &backdrop;
        scene.geometry.fit(scene.boardArea, CellRect{0, 0, 14, 14}, 0.6, 20.0);
        const wxImage smaller = paint(scene);
        CHECK(backdrop.made() == made + 1);
        scene.backdrop = nullptr;
        CHECK(differingPixels(paint(scene), smaller, 2) == 0);
        scene.backdrop = &backdrop;
        scene.coordinates = false;
        paint(scene);
        CHECK(backdrop.made() == made + 2);
    }
    SECTION("a plain board without labels is drawn") {
        ttt::GameSetup setup; // classic 3x3
        const ttt::GameEngine classic(setup);
        BoardScene scene = sceneFor(classic, ThemeId::Classic);
        scene.geometry.fit(scene.boardArea, CellRect{0, 0, 2, 2}, 0.6, 120.0);
        scene.coordinates = false;
        scene.backdrop = &backdrop;
        paint(scene);
        CHECK(backdrop.made() == made);
    }
    SECTION("the unlimited field's surface stays as the field pans, its grid moves") {
        const ttt::GameEngine field = sampleGame(ttt::Rules::unlimitedFive());
        const ThemeId theme = GENERATE(ThemeId::Stones, ThemeId::Classic);
        INFO("theme " << themeKey(theme));
        BoardScene scene = sceneFor(field, theme);
        scene.backdrop = &backdrop;
        const wxImage stamped = paint(scene);
        // The wood's grain and the gradient around the sheet are worth a picture.
        const int pictures = made + 1;
        CHECK(backdrop.made() == pictures);
        scene.geometry.place({37.5, 81.25}, scene.geometry.cellSize(), CellRect{-3, -2, 20, 16});
        const wxImage panned = paint(scene);
        CHECK(backdrop.made() == pictures);
        CHECK(differingPixels(stamped, panned, 8) > 100);
        scene.backdrop = nullptr;
        CHECK(differingPixels(paint(scene), panned, 2) == 0);
    }
}

TEST_CASE("The unlimited field keeps its row of tiles and its labels between frames", "[paint]") {
    const ttt::GameEngine field = sampleGame(ttt::Rules::unlimitedFive());
    const ThemeId theme = GENERATE(ThemeId::Classic, ThemeId::HighContrast);
    INFO("theme " << themeKey(theme));
    BoardScene scene = sceneFor(field, theme);
    const wxImage direct = paint(scene);
    MarkSprites sprites;
    scene.sprites = &sprites;
    const wxImage first = paint(scene);
    const int strips = sprites.stripsMade();
    const int labels = sprites.labelsMade();
    CHECK(strips == 1);
    CHECK(labels > 4); // the column and row numbers along the edges
    // The next frame stamps what the first made, and looks the same.
    const wxImage second = paint(scene);
    CHECK(sprites.stripsMade() == strips);
    CHECK(sprites.labelsMade() == labels);
    CHECK(differingPixels(first, second, 0) == 0);
    // A label stamped on whole pixels is at most half a pixel off the one
    // drawn in place: the rest of the frame is the same.
    CHECK(differingOutsideLabels(direct, first, scene.boardArea, 48) < 100);
    CHECK(differingPixels(direct, first, 2) < 2000);
    // A pan makes a new row (the tiles start elsewhere in it), and the frame
    // is the one pictures made afresh give: nothing kept is out of date.
    scene.geometry.place({37.5, 81.25}, scene.geometry.cellSize(), CellRect{-3, -2, 20, 16});
    const wxImage panned = paint(scene);
    CHECK(sprites.stripsMade() == strips + 1);
    MarkSprites fresh;
    scene.sprites = &fresh;
    CHECK(differingPixels(paint(scene), panned, 0) == 0);
    CHECK(differingPixels(first, panned, 8) > 1000);
}

TEST_CASE("A repaint of a few cells leaves what a whole frame would", "[paint]") {
    const bool unlimited = GENERATE(false, true);
    const ttt::GameEngine game =
        sampleGame(unlimited ? ttt::Rules::unlimitedFive() : ttt::Rules::gomokuFreestyle());
    for (const ThemeId theme : kAllThemes) {
        INFO("theme " << themeKey(theme) << (unlimited ? ", unlimited field" : ", 15x15"));
        MarkSprites sprites;
        BoardBackdrop backdrop;
        BoardScene before = sceneFor(game, theme);
        before.sprites = &sprites;
        before.backdrop = &backdrop; // stamped, and clipped to the repaint
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

TEST_CASE("A refused point shows a red sign and its reason on every theme", "[paint]") {
    const ttt::GameEngine game = sampleGame(ttt::Rules::gomokuRenju());
    const Point refused{10, 10};
    for (const ThemeId theme : kAllThemes) {
        INFO(themeKey(theme));
        BoardScene scene = sceneFor(game, theme);
        const wxImage plain = paint(scene);
        scene.refused = refused;
        scene.refusedReason = "double three";
        const wxImage signed_ = paint(scene);
        // Strong red pixels around the point's cell and the label above it,
        // where the plain frame has none.
        const wxPoint2DDouble c = scene.geometry.centre(refused);
        const double cell = scene.geometry.cellSize();
        const auto redNear = [&](const wxImage& image, double top, double bottom) {
            int red = 0;
            for (int y = static_cast<int>(top); y < static_cast<int>(bottom); ++y) {
                for (int x = static_cast<int>(c.m_x - cell); x < static_cast<int>(c.m_x + cell);
                     ++x) {
                    if (image.GetRed(x, y) > 170 && image.GetGreen(x, y) < 80 &&
                        image.GetBlue(x, y) < 90) {
                        ++red;
                    }
                }
            }
            return red;
        };
        const double sign = cell * 0.5;
        CHECK(redNear(plain, c.m_y - sign, c.m_y + sign) == 0);
        CHECK(redNear(signed_, c.m_y - sign, c.m_y + sign) > static_cast<int>(cell));
        // The label: a red box above the cell.
        CHECK(redNear(signed_, c.m_y - 2.5 * cell, c.m_y - sign) >
              static_cast<int>(cell * cell / 3));
    }
}

namespace {

// The board's picture as the screen got it, once every repaint asked for is done.
wxImage shownPicture(BoardPanel& board) {
    board.Update();
    test::pumpFor(30ms);
    board.Update();
    return board.buffer().picture();
}

// The same board drawn whole again: what a repaint of a part must have left.
wxImage wholePicture(BoardPanel& board) {
    board.Refresh();
    return shownPicture(board);
}

} // namespace

TEST_CASE("A stone placed repaints its cells and the line above, as a whole frame would",
          "[paint]") {
    const bool unlimited = GENERATE(false, true);
    test::WindowFixture window(test::humanVsHuman(unlimited ? ttt::Rules::unlimitedFive()
                                                            : ttt::Rules::gomokuFreestyle()));
    BoardPanel& board = window.frame().board();
    board.setReduceMotion(true); // the mark shows whole at once
    const Point centre = unlimited ? Point{0, 0} : Point{7, 7};
    window.clickCell(centre);
    int next = 0;
    for (const ThemeId theme : kAllThemes) {
        INFO("theme " << themeKey(theme) << (unlimited ? ", unlimited field" : ", 15x15"));
        board.setTheme(theme);
        wholePicture(board);
        // Cells near the first stone: the field following the game stays put.
        const Point p{centre.x + 1 + next % 2, centre.y + next / 2};
        ++next;
        window.clickCell(p);
        REQUIRE(window.game().history().back().point == p);
        const wxImage repainted = shownPicture(board);
        const wxSize client = board.GetClientSize();
        // Only the cells and the line above the board were drawn again.
        CHECK(board.buffer().drawnArea() < static_cast<long long>(client.x) * client.y / 4);
        const wxImage whole = wholePicture(board);
        CHECK(board.buffer().drawnArea() == static_cast<long long>(client.x) * client.y);
        CHECK(differingPixels(repainted, whole, 0) == 0);
    }
}

TEST_CASE("A pan moves the field's picture and leaves what a whole frame would", "[paint]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    BoardPanel& board = window.frame().board();
    board.setReduceMotion(true);
    for (const Point p : {Point{0, 0}, Point{1, 1}, Point{-2, 1}, Point{3, -2}}) {
        window.clickCell(p);
    }
    const wxSize client = board.GetClientSize();
    const long long area = static_cast<long long>(client.x) * client.y;
    for (const ThemeId theme : kAllThemes) {
        INFO("theme " << themeKey(theme));
        board.setTheme(theme);
        const wxImage before = wholePicture(board);
        // By whole cells (Shift+arrows), and back and aside.
        for (const Point by : {Point{2, 1}, Point{-3, 0}, Point{0, -2}}) {
            INFO("pan by " << by.x << "," << by.y << " cells");
            board.panByCells(by.x, by.y);
            const wxImage panned = shownPicture(board);
            // The wooden field's grain stays as its grid moves: drawn whole.
            if (theme == ThemeId::Stones) {
                CHECK(board.buffer().drawnArea() == area);
            } else {
                CHECK(board.buffer().drawnArea() < area * 3 / 4);
            }
            CHECK(differingPixels(panned, wholePicture(board), 0) == 0);
        }
        CHECK(differingPixels(before, wholePicture(board), 8) > 100);

        // A drag of a few pixels at a time, as the mouse moves.
        wxUIActionSimulator simulator;
        const wxPoint from = board.ClientToScreen(board.cellCentre({0, 0}));
        simulator.MouseMove(from);
        test::pumpFor(30ms);
        simulator.MouseDown();
        test::pumpFor(30ms);
        for (int step = 1; step <= 6; ++step) {
            simulator.MouseMove(from + wxPoint(7 * step, 3 * step));
            test::pumpFor(20ms);
            board.Update();
        }
        const wxImage dragged = shownPicture(board);
        CHECK(differingPixels(dragged, wholePicture(board), 0) == 0);
        simulator.MouseUp();
        test::pumpFor(30ms);
        CHECK(window.game().history().size() == 4); // a drag places no stone
        CHECK(differingPixels(shownPicture(board), wholePicture(board), 0) == 0);
    }
}

TEST_CASE("A repaint of the window uncovered copies its picture without drawing", "[paint]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    BoardPanel& board = window.frame().board();
    const wxImage whole = wholePicture(board);
    // Not through BoardPanel::Refresh: nothing of the board changed.
    board.wxWindow::Refresh(false);
    const wxImage copied = shownPicture(board);
    CHECK(board.buffer().drawnArea() == 0);
    CHECK(differingPixels(whole, copied, 0) == 0);
}

TEST_CASE("Move numbers are drawn on the stones on every theme, only where readable", "[paint]") {
    const ttt::GameEngine game = sampleGame();
    const auto& history = game.history();
    // Pixels that differ inside a cell between two pictures.
    const auto changedIn = [](const BoardScene& scene, const wxImage& a, const wxImage& b,
                              Point p) {
        const wxRect2DDouble r = scene.geometry.cellRect(p);
        int count = 0;
        for (int y = static_cast<int>(r.m_y) + 1; y < static_cast<int>(r.m_y + r.m_height); ++y) {
            for (int x = static_cast<int>(r.m_x) + 1; x < static_cast<int>(r.m_x + r.m_width);
                 ++x) {
                count += a.GetRed(x, y) != b.GetRed(x, y) || a.GetGreen(x, y) != b.GetGreen(x, y) ||
                                 a.GetBlue(x, y) != b.GetBlue(x, y)
                             ? 1
                             : 0;
            }
        }
        return count;
    };
    for (const ThemeId theme : kAllThemes) {
        INFO(themeKey(theme));
        BoardScene scene = sceneFor(game, theme);
        const wxImage plain = paint(scene);
        scene.moveNumbers = std::numeric_limits<int>::max();
        const wxImage all = paint(scene);
        for (const ttt::Move& move : history) {
            INFO("the stone at " << move.point.x << "," << move.point.y);
            CHECK(changedIn(scene, plain, all, move.point) > 10);
        }
        // The last three: the stones before them keep no number.
        scene.moveNumbers = 3;
        const wxImage lastThree = paint(scene);
        for (std::size_t i = 0; i < history.size(); ++i) {
            INFO("move " << i + 1);
            CHECK((changedIn(scene, plain, lastThree, history[i].point) > 10) ==
                  (i + 3 >= history.size()));
        }
        // Stamped from pictures, as the window draws them, they look the same.
        MarkSprites sprites;
        scene.moveNumbers = std::numeric_limits<int>::max();
        scene.sprites = &sprites;
        CHECK(differingPixels(all, paint(scene), 60) < 40);
        CHECK(differingPixels(all, paint(scene), 60) < 40); // from the kept pictures
        // Cells too small to read a number in: none is drawn.
        BoardScene tiny = sceneFor(game, theme);
        tiny.geometry.fit(tiny.boardArea, CellRect{0, 0, 14, 14}, 0.6, 12.0);
        const wxImage tinyPlain = paint(tiny);
        tiny.moveNumbers = std::numeric_limits<int>::max();
        CHECK(differingPixels(tinyPlain, paint(tiny), 0) == 0);
    }
}
