// ttt-paint-bench: how long the real board painter takes for one frame, and
// for the small repaint of a hover moving to the next cell (G10, G11). The
// unlimited field with 10,000 stones spread over 300x300 cells is compared
// with a 9-stone game at three zoom levels, on every theme, and a 15x15 board.
// Paints into an off-screen bitmap, where the painter's work is all there is,
// and into a window on the screen as the board panel paints itself (through
// its picture in memory, the still part stamped from its picture, a hover
// clipped to its cells), waiting for the X server after each frame. Needs an
// X display (xvfb-run works).
//
//   ttt-paint-bench [frames] [--png DIR] [--straight]
//     DIR: the last frame of each case
//     --straight: the window painted straight onto the screen, every part drawn
//                 each frame, as the board panel did before its pictures

#include "board/board_painter.hpp"
#include "board/field_viewport.hpp"
#include "board/theme.hpp"
#include "board/window_buffer.hpp"
#include "window/score_panel.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/frame.h>
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

// A window painted as the board panel paints itself: through its picture in
// memory, the marks from pictures, the still part from its picture, a repaint
// clipped to the part of the window it is for; or, straight, everything but
// the marks drawn onto the screen each frame.
class BenchCanvas final : public wxWindow {
public:
    BenchCanvas(wxWindow* parent, bool straight) : wxWindow(parent, wxID_ANY), straight_(straight) {
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        SetMinClientSize(wxSize(kWidth, kHeight));
        Bind(wxEVT_PAINT, [this](wxPaintEvent&) { paint(); });
    }
    void show(const BoardScene& scene) {
        scene_ = scene;
        scene_.sprites = &sprites_;
        scene_.backdrop = &backdrop_;
        sprites_ = MarkSprites();
        backdrop_ = BoardBackdrop();
    }
    [[nodiscard]] BoardScene& scene() { return scene_; }
    [[nodiscard]] int paints() const { return paints_; }

private:
    void paint() {
        ++paints_;
        if (straight_) {
            wxPaintDC dc(this);
            std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
            const wxRect changed = GetUpdateRegion().GetBox();
            std::optional<wxRect2DDouble> update;
            if (!changed.IsEmpty() && !changed.Contains(wxRect(GetClientSize()))) {
                update = wxRect2DDouble(changed.x, changed.y, changed.width, changed.height);
                gc->Clip(changed.x, changed.y, changed.width, changed.height);
            }
            draw(*gc, update);
            return;
        }
        buffer_.paint(*this, [this](wxGraphicsContext& gc, std::optional<wxRect2DDouble> update) {
            draw(gc, update);
        });
    }
    void draw(wxGraphicsContext& gc, std::optional<wxRect2DDouble> update) {
        if (scene_.game == nullptr) {
            return; // on the screen, nothing to show yet
        }
        BoardScene scene = scene_;
        scene.update = update;
        if (straight_) {
            scene.backdrop = nullptr;
        }
        Banner title;
        title.title = "Benchmark";
        title.colour = scene.theme->text;
        BoardPainter(gc, scene).paint(kClient, kBanner, title);
    }

    bool straight_;
    BoardScene scene_;
    MarkSprites sprites_;
    BoardBackdrop backdrop_;
    WindowBuffer buffer_;
    int paints_ = 0;
};

// The same frames in the window. Update() waits for the X server to finish
// what it was sent before it paints, so the last frame is waited for too.
Timing timeWindowFrames(BenchCanvas& canvas, const ttt::GameEngine& game, ThemeId theme,
                        double cellSize, int frames) {
    canvas.show(sceneFor(game, theme, cellSize));
    canvas.Refresh();
    canvas.Update(); // the first frame makes the pictures: not timed
    using Clock = std::chrono::steady_clock;
    using Ms = std::chrono::duration<double, std::milli>;
    Timing timing;
    const int paintsBefore = canvas.paints();
    auto started = Clock::now();
    for (int i = 0; i < frames; ++i) {
        canvas.Refresh();
        canvas.Update();
    }
    canvas.RefreshRect(wxRect(0, 0, 1, 1));
    canvas.Update();
    timing.full = Ms(Clock::now() - started).count() / frames;
    if (canvas.paints() - paintsBefore < frames) {
        std::fprintf(stderr, "ttt-paint-bench: the window painted %d of %d frames\n",
                     canvas.paints() - paintsBefore, frames);
        std::exit(1);
    }
    const BoardGeometry& geometry = canvas.scene().geometry;
    const ttt::Point centre = geometry.cellAt(kArea.GetCentre());
    started = Clock::now();
    for (int i = 0; i < frames; ++i) {
        const ttt::Point from{centre.x + i % 5, centre.y};
        const ttt::Point to{from.x + 1, from.y};
        canvas.scene().hover = to;
        canvas.scene().hoverMark = game.toMove();
        wxRect2DDouble changed;
        wxRect2DDouble::Union(geometry.cellRect(from), geometry.cellRect(to), &changed);
        canvas.RefreshRect(
            wxRect(static_cast<int>(changed.m_x) - 1, static_cast<int>(changed.m_y) - 1,
                   static_cast<int>(changed.m_width) + 3, static_cast<int>(changed.m_height) + 3));
        canvas.Update();
    }
    canvas.RefreshRect(wxRect(0, 0, 1, 1));
    canvas.Update();
    timing.hover = Ms(Clock::now() - started).count() / frames;
    return timing;
}

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

// The side panel as the window shows it beside the board: ms for a new
// panel's first frame (its fonts and texts laid out, its picture made).
double timeSidePanel(wxWindow& parent, const ttt::GameEngine& game, ThemeId theme) {
    using Clock = std::chrono::steady_clock;
    using Ms = std::chrono::duration<double, std::milli>;
    double first = 0;
    constexpr int kNewPanels = 5;
    for (int i = 0; i < kNewPanels; ++i) {
        auto* panel = new ScorePanel(&parent);
        panel->SetSize(kWidth, 0, parent.FromDIP(ScorePanel::kMaxWidth), kHeight);
        panel->setTheme(theme);
        panel->update(game, i % 2 == 0);
        const auto started = Clock::now();
        panel->Refresh();
        panel->Update();
        first += Ms(Clock::now() - started).count() / kNewPanels;
        panel->Destroy();
    }
    return first;
}

class BenchApp final : public wxApp {
public:
    bool OnInit() override {
        wxInitAllImageHandlers();
        int frames = 40;
        wxString pngDir;
        bool straight = false;
        for (int i = 1; i < argc; ++i) {
            if (argv[i] == "--png" && i + 1 < argc) {
                pngDir = argv[++i];
            } else if (argv[i] == "--straight") {
                straight = true;
            } else {
                frames = std::max(1, std::atoi(argv[i].utf8_str()));
            }
        }
        const auto small = spreadGame(3);   // 9 stones
        const auto large = spreadGame(100); // 10,000 stones over 300x300 cells
        const auto gomoku = gomokuGame();
        // A frame without decorations where there is no window manager, of
        // the off-screen bitmap's size.
        auto* frame = new wxFrame(nullptr, wxID_ANY, "ttt-paint-bench");
        auto* canvas = new BenchCanvas(frame, straight);
        frame->SetClientSize(kWidth + frame->FromDIP(ScorePanel::kMaxWidth), kHeight);
        canvas->SetSize(0, 0, kWidth, kHeight);
        frame->Show();
        for (int i = 0; i < 50 && canvas->paints() == 0; ++i) {
            wxYield(); // until it is on the screen
            wxMilliSleep(10);
        }
        std::printf("frame %dx%d px, %d frames each; ms per whole frame and per hover update "
                    "(the two cells it changes),\noff screen (the painter alone) and in a "
                    "window (the X server's drawing included)\n",
                    kWidth, kHeight, frames);
        std::printf("%-10s %-20s | %-30s | %-30s\n", "", "", "off screen",
                    straight ? "in a window, drawn straight" : "in a window");
        std::printf("%-10s %-20s | %8s %11s %9s | %8s %11s %9s\n", "theme", "view", "9 stones",
                    "10000", "hover", "9 stones", "10000", "hover");
        double worst = 0;
        double worstWindow = 0;
        const auto name = [&](const wxString& theme, const wxString& what) {
            return pngDir.empty() ? wxString() : pngDir + "/" + theme + "-" + what + ".png";
        };
        const auto row = [](const wxString& id, const char* view, const char* few, double fewMs,
                            const Timing& many, const char* fewWindow, double fewWindowMs,
                            const Timing& manyWindow) {
            const auto cellText = [](const char* text, double ms) {
                return text != nullptr ? std::string(text)
                                       : wxString::Format("%.2f", ms).ToStdString();
            };
            std::printf("%-10s %-20s | %8s %11.2f %9.2f | %8s %11.2f %9.2f\n", id.utf8_str().data(),
                        view, cellText(few, fewMs).c_str(), many.full, many.hover,
                        cellText(fewWindow, fewWindowMs).c_str(), manyWindow.full,
                        manyWindow.hover);
        };
        for (const ThemeId theme : kAllThemes) {
            const wxString id = wxString::FromUTF8(std::string(themeKey(theme)));
            for (const double cell : {40.0, 16.0, 4.0}) {
                const wxString size = wxString::Format("%.0f", cell);
                const Timing a = timeFrames(*small, theme, cell, frames, name(id, size + "-9"));
                const Timing b = timeFrames(*large, theme, cell, frames, name(id, size));
                const Timing wa = timeWindowFrames(*canvas, *small, theme, cell, frames);
                const Timing wb = timeWindowFrames(*canvas, *large, theme, cell, frames);
                worst = std::max({worst, a.full, b.full, b.hover});
                worstWindow = std::max({worstWindow, wa.full, wb.full, wb.hover});
                const std::string view = wxString::Format("cell %2.0f px%s", cell,
                                                          cell >= 40  ? " (normal)"
                                                          : cell <= 4 ? " (least)"
                                                                      : "")
                                             .ToStdString();
                row(id, view.c_str(), nullptr, a.full, b, nullptr, wa.full, wb);
            }
            const Timing g = timeFrames(*gomoku, theme, 60.0, frames, name(id, "15x15"));
            const Timing wg = timeWindowFrames(*canvas, *gomoku, theme, 60.0, frames);
            worst = std::max({worst, g.full, g.hover});
            worstWindow = std::max({worstWindow, wg.full, wg.hover});
            row(id, "15x15, 100 stones", "", 0, g, "", 0, wg);
        }
        std::printf("\nthe side panel in a window (%d px wide): ms for a new panel's first "
                    "frame\n",
                    frame->FromDIP(ScorePanel::kMaxWidth));
        for (const ThemeId theme : kAllThemes) {
            const double panel = timeSidePanel(*frame, *gomoku, theme);
            worstWindow = std::max(worstWindow, panel);
            std::printf("%-10s %6.2f\n", std::string(themeKey(theme)).c_str(), panel);
        }
        std::printf("slowest: %.2f ms off screen, %.2f ms in a window\n", worst, worstWindow);
        frame->Destroy();
        return true;
    }
    int OnRun() override {
        return 0; // all was run in OnInit
    }
};

} // namespace

wxIMPLEMENT_APP_CONSOLE(BenchApp);
