// ttt-paint-bench: how long the real board painter takes for one frame, and
// for the frames a player causes (G10, G11): a whole frame (a new size, zoom
// or theme, the first), a hover moving to the next cell, a stone placed and,
// on the unlimited field, a pan step. The unlimited field with 10,000 stones
// spread over 300x300 cells is compared with a 9-stone game at three zoom
// levels, on every theme, and a 15x15 board. Paints into an off-screen
// bitmap, where the painter's work is all there is, and into a window on the
// screen as the board panel paints itself (through its picture in memory,
// the still part stamped from its picture, a hover or a move repainting its
// cells, a pan moving the picture and drawing the strips it uncovers),
// waiting for the X server after each frame; and the side panel's first
// frame and its frame after a move. Under GDK_SCALE=2 the window is drawn at
// GTK's 200 %, as the board panel draws it there. Needs an X display
// (xvfb-run works).
//
//   ttt-paint-bench [frames] [--png DIR] [--straight] [--whole]
//     DIR: the last frame of each case
//     --whole: a stone placed and a pan step repaint the whole window, as the
//              board panel did before they repainted what they change
//     --straight: the window painted straight onto the screen, every part drawn
//                 each frame, as the board panel did before its pictures

#include "board/board_painter.hpp"
#include "board/field_viewport.hpp"
#include "board/theme.hpp"
#include "board/window_buffer.hpp"
#include "window/score_panel.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/frame.h>
#include <wx/graphics.h>
#include <wx/image.h>
#include <wx/panel.h>

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
    double pan = 0;   // ms per pan step (the unlimited field)
    double stone = 0; // ms per stone placed (and taken back)
    double copy = 0;  // ms per whole window copied from its picture, nothing drawn
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
        buffer_.tellChanges();
    }
    void show(const BoardScene& scene) {
        scene_ = scene;
        scene_.sprites = &sprites_;
        scene_.backdrop = &backdrop_;
        scene_.dip = FromDIP(100) / 100.0;
        scene_.pixelScale = GetContentScaleFactor();
        sprites_ = MarkSprites();
        backdrop_ = BoardBackdrop();
    }
    void Refresh(bool eraseBackground = true, const wxRect* rect = nullptr) override {
        buffer_.invalidate(rect);
        wxWindow::Refresh(eraseBackground, rect);
    }
    // Pans the unlimited field by (dx, dy) pixels as the board panel does:
    // the picture of the field moves, the strips it uncovers are drawn.
    void pan(int dx, int dy) {
        FieldViewport view;
        view.takeOver(scene_.geometry);
        view.panBy(dx, dy);
        BoardScene after = scene_;
        after.geometry = view.geometryFor(kArea);
        const std::optional<wxPoint> by = panBetween(scene_.geometry, after.geometry);
        const std::unique_ptr<wxGraphicsContext> measure(wxGraphicsContext::Create());
        const wxRect kept =
            by && !straight_ && !whole_ ? keptByPan(*measure, scene_, after, *by) : wxRect();
        scene_ = after;
        if (kept.IsEmpty() || !buffer_.scroll(kept, by->x, by->y)) {
            Refresh();
        } else {
            wxWindow::Refresh(false);
        }
    }
    // The whole window to the screen again from its picture, nothing drawn
    // (as when the window is uncovered): what any frame of the whole window
    // costs at least.
    void expose() { wxWindow::Refresh(false); }
    [[nodiscard]] BoardScene& scene() { return scene_; }
    // Every change repaints the whole window (--whole).
    void repaintWhole(bool whole) { whole_ = whole; }
    [[nodiscard]] bool repaintsWhole() const { return whole_; }
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
        scene.sprites = &sprites_;
        scene.backdrop = &backdrop_;
        if (straight_) {
            scene.backdrop = nullptr;
        }
        Banner title;
        title.title = "Benchmark";
        title.colour = scene.theme->text;
        BoardPainter(gc, scene).paint(kClient, kBanner, title);
    }

    bool straight_;
    bool whole_ = false; // every change repaints the whole window
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
    canvas.scene().hover.reset();
    canvas.Refresh();
    canvas.Update();

    started = Clock::now();
    for (int i = 0; i < frames; ++i) {
        canvas.expose();
        canvas.Update();
    }
    timing.copy = Ms(Clock::now() - started).count() / frames;

    // A stone placed next to the centre and taken back, in turn: the board
    // panel repaints the line above the board, the cell and the last move's.
    ttt::GameEngine played = game;
    canvas.scene().game = &played;
    const auto repaintCells = [&](std::initializer_list<ttt::Point> cells) {
        if (canvas.repaintsWhole()) {
            canvas.Refresh();
            return;
        }
        const double d = canvas.FromDIP(100) / 100.0;
        canvas.RefreshRect(wxRect(static_cast<int>(kBanner.m_x), static_cast<int>(kBanner.m_y),
                                  static_cast<int>(kBanner.m_width),
                                  static_cast<int>(kBanner.m_height))
                               .Inflate(static_cast<int>(8 * d)));
        for (const ttt::Point p : cells) {
            const wxRect2DDouble r = geometry.cellRect(p);
            const double margin = r.m_width * 0.1 + 2 + 2 * d;
            canvas.RefreshRect(wxRect(static_cast<int>(std::floor(r.m_x - margin)),
                                      static_cast<int>(std::floor(r.m_y - margin)),
                                      static_cast<int>(std::ceil(r.m_width + 2 * margin)) + 1,
                                      static_cast<int>(std::ceil(r.m_height + 2 * margin)) + 1)
                                   .Intersect(wxRect(0, 0, kWidth, kHeight)));
        }
    };
    ttt::Point free = centre;
    for (int step = 0; step < 50 && !played.board().isEmpty(free); ++step) {
        free.x += 1;
    }
    const ttt::Point last = played.history().back().point;
    int stones = 0;
    started = Clock::now();
    for (int i = 0; i < frames; ++i) {
        if (i % 2 == 0) {
            if (!played.play(free)) {
                break;
            }
        } else {
            played.undo();
        }
        repaintCells({free, last});
        canvas.Update();
        ++stones;
    }
    canvas.RefreshRect(wxRect(0, 0, 1, 1));
    canvas.Update();
    timing.stone = stones > 0 ? Ms(Clock::now() - started).count() / stones : 0;
    canvas.scene().game = &game;
    canvas.Refresh();
    canvas.Update();

    // A drag across the unlimited field: steps of a few pixels, as motion
    // events come, to and fro.
    if (game.rules().unlimited) {
        started = Clock::now();
        for (int i = 0; i < frames; ++i) {
            const int sign = (i / 10) % 2 == 0 ? 1 : -1;
            canvas.pan(sign * 7, sign * 3);
            canvas.Update();
        }
        canvas.RefreshRect(wxRect(0, 0, 1, 1));
        canvas.Update();
        timing.pan = Ms(Clock::now() - started).count() / frames;
    }
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

struct PanelTiming {
    double first = 0; // ms for a new panel's first frame
    double move = 0;  // ms for its frame after a move (the other player to move)
};

// The side panel as the window shows it beside the board: a new panel's
// first frame (its fonts and texts laid out, its picture made), and its
// frame after each move.
PanelTiming timeSidePanel(wxWindow& parent, const ttt::GameEngine& game, ThemeId theme) {
    using Clock = std::chrono::steady_clock;
    using Ms = std::chrono::duration<double, std::milli>;
    PanelTiming timing;
    constexpr int kNewPanels = 5;
    constexpr int kMoves = 10;
    ttt::GameEngine played = game;
    for (int i = 0; i < kNewPanels; ++i) {
        auto* panel = new ScorePanel(&parent);
        panel->SetSize(kWidth, 0, parent.FromDIP(ScorePanel::kMaxWidth), kHeight);
        panel->setTheme(theme);
        panel->update(game, i % 2 == 0);
        auto started = Clock::now();
        panel->Refresh();
        panel->Update();
        timing.first += Ms(Clock::now() - started).count() / kNewPanels;
        started = Clock::now();
        for (int m = 0; m < kMoves; ++m) {
            if (m % 2 == 0) {
                played.undo();
            } else {
                played.redo();
            }
            panel->update(played, false);
            panel->Update();
        }
        timing.move += Ms(Clock::now() - started).count() / (kNewPanels * kMoves);
        panel->Destroy();
    }
    return timing;
}

class BenchApp final : public wxApp {
public:
    bool OnInit() override {
        wxInitAllImageHandlers();
        int frames = 40;
        wxString pngDir;
        bool straight = false;
        bool whole = false;
        for (int i = 1; i < argc; ++i) {
            if (argv[i] == "--png" && i + 1 < argc) {
                pngDir = argv[++i];
            } else if (argv[i] == "--straight") {
                straight = true;
            } else if (argv[i] == "--whole") {
                whole = true;
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
        // The board and the side panel on a panel of their own: a frame's only
        // child would fill all of it.
        auto* holder = new wxPanel(frame);
        auto* canvas = new BenchCanvas(holder, straight);
        canvas->repaintWhole(whole);
        frame->SetClientSize(kWidth + frame->FromDIP(ScorePanel::kMaxWidth), kHeight);
        canvas->SetSize(0, 0, kWidth, kHeight);
        frame->Show();
        for (int i = 0; i < 50 && canvas->paints() == 0; ++i) {
            wxYield(); // until it is on the screen
            wxMilliSleep(10);
        }
        std::printf("frame %dx%d (%.0f %%), %d frames each; ms per whole frame and per hover "
                    "update (the two cells it changes),\noff screen (the painter alone) and in "
                    "a window (the X server's drawing included), where also per stone placed\nor "
                    "taken back, per pan step (7 and 3 px) of the field with 10000 stones and per "
                    "copy of\nthe whole window from its picture with nothing drawn (the least a "
                    "frame of the whole window costs)\n",
                    kWidth, kHeight, 100 * canvas->GetContentScaleFactor(), frames);
        std::printf("%-10s %-20s | %-30s | %-48s\n", "", "", "off screen",
                    straight ? "in a window, drawn straight" : "in a window");
        std::printf("%-10s %-20s | %8s %11s %9s | %8s %11s %9s %8s %8s %8s\n", "theme", "view",
                    "9 stones", "10000", "hover", "9 stones", "10000", "hover", "stone", "pan",
                    "copy");
        double worst = 0;
        double worstWindow = 0;
        Timing slowest; // in a window, of each kind
        double slowestFew = 0;
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
            const std::string pan =
                manyWindow.pan > 0 ? wxString::Format("%.2f", manyWindow.pan).ToStdString() : "";
            std::printf("%-10s %-20s | %8s %11.2f %9.2f | %8s %11.2f %9.2f %8.2f %8s %8.2f\n",
                        id.utf8_str().data(), view, cellText(few, fewMs).c_str(), many.full,
                        many.hover, cellText(fewWindow, fewWindowMs).c_str(), manyWindow.full,
                        manyWindow.hover, manyWindow.stone, pan.c_str(), manyWindow.copy);
        };
        const auto note = [&](const Timing& t) {
            slowest.full = std::max(slowest.full, t.full);
            slowest.hover = std::max(slowest.hover, t.hover);
            slowest.stone = std::max(slowest.stone, t.stone);
            slowest.pan = std::max(slowest.pan, t.pan);
            slowest.copy = std::max(slowest.copy, t.copy);
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
                worstWindow = std::max({worstWindow, wa.full, wb.full, wb.hover, wb.stone, wb.pan});
                note(wb);
                slowestFew = std::max(slowestFew, wa.full);
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
            worstWindow = std::max({worstWindow, wg.full, wg.hover, wg.stone});
            note(wg);
            row(id, "15x15, 100 stones", "", 0, g, "", 0, wg);
        }
        std::printf("\nthe side panel in a window (%d px wide): ms for a new panel's first "
                    "frame, and for its frame after a move\n",
                    frame->FromDIP(ScorePanel::kMaxWidth));
        PanelTiming slowestPanel;
        for (const ThemeId theme : kAllThemes) {
            const PanelTiming panel = timeSidePanel(*holder, *gomoku, theme);
            worstWindow = std::max({worstWindow, panel.first, panel.move});
            slowestPanel.first = std::max(slowestPanel.first, panel.first);
            slowestPanel.move = std::max(slowestPanel.move, panel.move);
            std::printf("%-10s %6.2f %6.2f\n", std::string(themeKey(theme)).c_str(), panel.first,
                        panel.move);
        }
        std::printf("\nslowest in a window, ms: whole frame %.2f (9 stones %.2f), hover %.2f, "
                    "stone %.2f, pan %.2f, side panel first frame %.2f, after a move %.2f;\n"
                    "the whole window copied from its picture, nothing drawn: %.2f\n",
                    slowest.full, slowestFew, slowest.hover, slowest.stone, slowest.pan,
                    slowestPanel.first, slowestPanel.move, slowest.copy);
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
