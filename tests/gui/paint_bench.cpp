// ttt-paint-bench: how long the real board painter takes for one frame, and
// for the small repaint of a hover moving to the next cell (G10, G11). The
// unlimited field with 10,000 stones spread over 300x300 cells is compared
// with a 9-stone game at three zoom levels, on every theme, and a 15x15 board.
// Paints into an off-screen bitmap; needs an X display (xvfb-run works).
//
//   ttt-paint-bench [frames] [--png DIR]   (DIR: the last frame of each case)

#include "board/board_painter.hpp"
#include "board/field_viewport.hpp"
#include "board/theme.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>
#include <wx/image.h>

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

// A 15x15 Gomoku board with 100 stones and no five: random cells (a fixed
// seed), a move that would end the round taken back.
std::unique_ptr<ttt::GameEngine> gomokuGame() {
    ttt::GameSetup setup;
    setup.rules = ttt::Rules::gomokuFreestyle();
    auto game = std::make_unique<ttt::GameEngine>(setup);
    unsigned state = 12345;
    for (int tries = 0; tries < 100000 && game->history().size() < 100; ++tries) {
        state = state * 1103515245U + 12345U;
        const ttt::Point p{static_cast<int>((state >> 16) % 15),
                           static_cast<int>((state >> 8) % 15)};
        if (game->board().isEmpty(p) && game->play(p) && game->isRoundOver()) {
            game->undo();
        }
    }
    if (game->history().size() < 100) {
        std::fprintf(stderr, "ttt-paint-bench: the 15x15 game went wrong\n");
        std::exit(1);
    }
    return game;
}

const wxRect2DDouble kClient(0, 0, kWidth, kHeight);
const wxRect2DDouble kBanner(14, 8, kWidth - 28, 64);
const wxRect2DDouble kArea(14, 76, kWidth - 28, kHeight - 90);

// The scene the window would show: the bounded board fitted, or the field
// zoomed to this cell size and centred on the last move.
BoardScene sceneFor(const ttt::GameEngine& game, ThemeId theme, double cellSize) {
    BoardScene scene;
    scene.game = &game;
    scene.theme = &themeFor(theme);
    scene.boardArea = kArea;
    if (game.rules().unlimited) {
        BoardGeometry start;
        start.fit(kArea, CellRect{-7, -7, 7, 7}, 0.0, cellSize);
        FieldViewport view;
        view.takeOver(start);
        view.zoomAt(kArea.GetCentre(), cellSize / view.cellSize(), 1, 1000);
        view.centreOn(game.history().back().point, kArea, true);
        scene.geometry = view.geometryFor(kArea);
    } else {
        scene.geometry.fit(kArea, CellRect{0, 0, game.rules().width - 1, game.rules().height - 1},
                           0.6, cellSize);
        scene.coordinates = true;
    }
    return scene;
}

struct Timing {
    double full = 0;  // ms per whole frame
    double hover = 0; // ms per repaint of the two cells a hover move changes
};

Timing timeFrames(const ttt::GameEngine& game, ThemeId theme, double cellSize, int frames,
                  const wxString& png) {
    wxBitmap bitmap(kWidth, kHeight, 24);
    wxMemoryDC dc(bitmap);
    BoardScene scene = sceneFor(game, theme, cellSize);
    MarkSprites sprites; // kept between frames, as the board panel keeps them
    scene.sprites = &sprites;
    Banner title;
    title.title = "Benchmark";
    title.colour = scene.theme->text;
    const auto paint = [&](const BoardScene& s) {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        if (s.update) {
            gc->Clip(s.update->m_x, s.update->m_y, s.update->m_width, s.update->m_height);
        }
        BoardPainter painter(*gc, s);
        painter.paint(kClient, kBanner, title);
        gc->Flush();
    };
    using Clock = std::chrono::steady_clock;
    using Ms = std::chrono::duration<double, std::milli>;
    Timing timing;
    auto started = Clock::now();
    for (int i = 0; i < frames; ++i) {
        paint(scene);
    }
    timing.full = Ms(Clock::now() - started).count() / frames;

    // The hover walks along a row near the centre; each step repaints the
    // cell it left and the one it entered, as the board panel does.
    const ttt::Point centre = scene.geometry.cellAt(kArea.GetCentre());
    started = Clock::now();
    for (int i = 0; i < frames; ++i) {
        const ttt::Point from{centre.x + i % 5, centre.y};
        const ttt::Point to{from.x + 1, from.y};
        BoardScene step = scene;
        step.hover = to;
        step.hoverMark = game.toMove();
        wxRect2DDouble changed;
        wxRect2DDouble::Union(scene.geometry.cellRect(from), scene.geometry.cellRect(to), &changed);
        step.update = changed;
        paint(step);
    }
    timing.hover = Ms(Clock::now() - started).count() / frames;
    if (!png.empty()) {
        bitmap.ConvertToImage().SaveFile(png, wxBITMAP_TYPE_PNG);
    }
    return timing;
}

class BenchApp final : public wxApp {
public:
    bool OnInit() override {
        wxInitAllImageHandlers();
        int frames = 40;
        wxString pngDir;
        for (int i = 1; i < argc; ++i) {
            if (argv[i] == "--png" && i + 1 < argc) {
                pngDir = argv[++i];
            } else {
                frames = std::max(1, std::atoi(argv[i].utf8_str()));
            }
        }
        const auto small = spreadGame(3);   // 9 stones
        const auto large = spreadGame(100); // 10,000 stones over 300x300 cells
        const auto gomoku = gomokuGame();
        std::printf("frame %dx%d px, %d frames each; ms per whole frame, and per hover "
                    "update (the two cells it changes)\n",
                    kWidth, kHeight, frames);
        std::printf("%-10s %-22s %10s %12s %12s\n", "theme", "view", "9 stones", "10000 stones",
                    "hover");
        double worst = 0;
        const auto name = [&](const wxString& theme, const wxString& what) {
            return pngDir.empty() ? wxString() : pngDir + "/" + theme + "-" + what + ".png";
        };
        for (const ThemeId theme : kAllThemes) {
            const wxString id = wxString::FromUTF8(std::string(themeKey(theme)));
            for (const double cell : {40.0, 16.0, 4.0}) {
                const wxString size = wxString::Format("%.0f", cell);
                const Timing a = timeFrames(*small, theme, cell, frames, name(id, size + "-9"));
                const Timing b = timeFrames(*large, theme, cell, frames, name(id, size));
                worst = std::max({worst, a.full, b.full, b.hover});
                std::printf("%-10s cell %3.0f px %-12s %7.2f ms %9.2f ms %9.2f ms\n",
                            id.utf8_str().data(), cell,
                            cell >= 40  ? "(normal)"
                            : cell <= 4 ? "(smallest)"
                                        : "",
                            a.full, b.full, b.hover);
            }
            const Timing g = timeFrames(*gomoku, theme, 60.0, frames, name(id, "15x15"));
            worst = std::max({worst, g.full, g.hover});
            std::printf("%-10s %-22s %10s %7.2f ms %9.2f ms   (100 stones)\n", id.utf8_str().data(),
                        "15x15 board", "", g.full, g.hover);
        }
        std::printf("slowest: %.2f ms\n", worst);
        return false; // nothing more to run
    }
};

} // namespace

wxIMPLEMENT_APP_CONSOLE(BenchApp);
