// ttt-paint-bench: how long the real board painter takes for one frame of the
// unlimited field, with 10,000 stones spread over 300x300 cells compared with
// a 10-stone game (features.md G10: the cost must not grow with the game's spread).
// Paints into an off-screen bitmap; needs an X display (xvfb-run works).
//
//   ttt-paint-bench [frames]

#include "board/board_painter.hpp"
#include "board/field_viewport.hpp"
#include "board/theme.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>

namespace {

using ttt::Point;
using namespace ttt::gui;

constexpr int kWidth = 900;
constexpr int kHeight = 640;

// Stones on every third cell of a side x side grid: never two neighbours, so
// nobody wins however many there are.
std::unique_ptr<ttt::GameEngine> spreadGame(int side) {
    ttt::GameSetup setup;
    setup.rules = ttt::Rules::unlimitedFive();
    auto game = std::make_unique<ttt::GameEngine>(setup);
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            if (!game->play({3 * x - 3 * side / 2, 3 * y - 3 * side / 2})) {
                std::fprintf(stderr, "ttt-paint-bench: move refused\n");
                std::exit(1);
            }
        }
    }
    return game;
}

// Milliseconds per frame, painting `frames` frames at this cell size.
double timeFrames(const ttt::GameEngine& game, double cellSize, int frames) {
    wxBitmap bitmap(kWidth, kHeight, 24);
    wxMemoryDC dc(bitmap);
    const wxRect2DDouble client(0, 0, kWidth, kHeight);
    const wxRect2DDouble banner(14, 8, kWidth - 28, 64);
    const wxRect2DDouble area(14, 76, kWidth - 28, kHeight - 90);

    // The view the window would show after zooming to this size and centring
    // on the last move.
    BoardGeometry start;
    start.fit(area, CellRect{-7, -7, 7, 7}, 0.0, cellSize);
    FieldViewport view;
    view.takeOver(start);
    view.zoomAt(area.GetCentre(), cellSize / view.cellSize(), 1, 1000);
    view.centreOn(game.history().back().point, area, true);

    BoardScene scene;
    scene.game = &game;
    scene.theme = &themeFor(ThemeId::Classic);
    scene.geometry = view.geometryFor(area);
    scene.boardArea = area;
    Banner title;
    title.title = "Benchmark";
    const auto started = std::chrono::steady_clock::now();
    for (int i = 0; i < frames; ++i) {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        BoardPainter painter(*gc, scene);
        painter.paint(client, banner, title);
        gc->Flush();
    }
    const std::chrono::duration<double, std::milli> took =
        std::chrono::steady_clock::now() - started;
    return took.count() / frames;
}

class BenchApp final : public wxApp {
public:
    bool OnInit() override {
        const int frames = argc > 1 ? std::max(1, std::atoi(argv[1].utf8_str())) : 40;
        const auto small = spreadGame(3);   // 9 stones
        const auto large = spreadGame(100); // 10,000 stones over 300x300 cells
        std::printf("frame %dx%d px, %d frames each, classic theme\n", kWidth, kHeight, frames);
        std::printf("%-28s %10s %10s\n", "view", "9 stones", "10000 stones");
        for (const double cell : {40.0, 16.0, 4.0}) {
            const double a = timeFrames(*small, cell, frames);
            const double b = timeFrames(*large, cell, frames);
            std::printf("cell %4.0f px %-18s %8.2f ms %8.2f ms\n", cell,
                        cell >= 40  ? "(normal)"
                        : cell <= 4 ? "(zoomed out most)"
                                    : "",
                        a, b);
        }
        return false; // nothing more to run
    }
};

} // namespace

wxIMPLEMENT_APP_CONSOLE(BenchApp);
