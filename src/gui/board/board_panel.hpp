#pragma once

// The owner-drawn board (features.md G6-G8, G11): paints the game with the chosen
// theme, turns clicks and keys into moves for the game, shows hover and
// a keyboard cursor. On the unlimited field it shows a window onto the endless
// grid that keeps every stone visible until the player pans or zooms (features.md G10).
// It also flashes hints and can show another position than the live game (a
// replay, features.md G9); input is refused meanwhile. A mark played live grows
// and fades in for a moment, unless motion is reduced (features.md G11).

#include "board/board_geometry.hpp"
#include "board/board_painter.hpp"
#include "board/field_viewport.hpp"
#include "board/theme.hpp"
#include "board/window_buffer.hpp"
#include "game/round_access.hpp"
#include "tictactoe/game/game_observer.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>
#include <wx/timer.h>
#include <wx/window.h>

namespace ttt::gui {

class BoardPanel final : public wxWindow {
public:
    BoardPanel(wxWindow* parent, RoundAccess& controller);

    void setTheme(ThemeId id);
    [[nodiscard]] ThemeId themeId() const { return themeId_; }

    // Told by the frame; repaints and keeps cursor and view in step.
    void gameChanged(GameEvent event);
    void thinkingChanged();

    // Client coordinates of a cell's centre (tests, and the hint later on).
    [[nodiscard]] wxPoint cellCentre(Point p);
    [[nodiscard]] std::optional<Point> cursor() const {
        return cursorShown_ ? std::optional<Point>(cursor_) : std::nullopt;
    }
    [[nodiscard]] wxRect bannerRect() const;
    // Cells currently on screen (the whole board, or the field window).
    [[nodiscard]] CellRect shownCells();

    // The view of the unlimited field (no effect on bounded boards).
    [[nodiscard]] bool canMoveView() const;
    [[nodiscard]] bool isFollowingGame() const { return viewport_.following(); }
    [[nodiscard]] double cellSize();
    void zoomBy(double factor); // around the centre of the board
    void fitGame();             // follow the game again, every stone in view
    void centreOnLastMove();    // and keep the newest move in view
    void panByCells(int dx, int dy);

    // A suggested move pulses for a moment; gone when the position changes.
    void flashHint(Point p);
    void clearHint();
    [[nodiscard]] std::optional<Point> hint() const { return hint_; }
    // The line above the board: whose turn it is, or the round's result in
    // the colour that says who won (a person: the theme's win colour; the
    // computer over a person: its loss colour; otherwise neutral).
    [[nodiscard]] Banner banner() const;
    // The point of a click the rules just refused (Renju), while its sign shows.
    [[nodiscard]] std::optional<Point> refusedPoint() const { return refusedPoint_; }
    [[nodiscard]] const wxString& refusedReason() const { return refusedReason_; }

    // Shows this position instead of the live game (nullptr: the game again).
    void setShownGame(const GameEngine* game);
    // The position on the board: the live game's, or the one shown instead.
    [[nodiscard]] const GameEngine& displayedGame() const { return shownGame(); }
    // Told after the board shows another position than before (a replay
    // started, stepped or ended), besides the game's own changes.
    void onShownGameChanged(std::function<void()> handler) { shownChanged_ = std::move(handler); }

    // View > Analysis: the engine's best moves on the board (none: cleared).
    // Pointing at one shows the line it expects; a click plays it as any
    // click on an empty cell would. The rows of the analysis panel show
    // a move's line too (showAnalysisLine), while it is among the marks.
    void showAnalysis(std::vector<AnalysisMark> marks);
    [[nodiscard]] const std::vector<AnalysisMark>& analysisMarks() const { return analysis_; }
    void showAnalysisLine(std::optional<AnalysisMark> line);
    // The line drawn now instead of the marks (a row of the panel, or a
    // mark pointed at on the board); null when none.
    [[nodiscard]] const AnalysisMark* analysisLineShown() const;
    // The live game is on the board (no replay shown instead).
    [[nodiscard]] bool showsLiveGame() const { return shownGame_ == nullptr; }

    // Esc, Space after the end and a click on the result banner ask for the
    // round to start again through this (the frame asks the player first
    // when a round in progress would be lost). By default the round restarts
    // at once.
    void onRestartRequested(std::function<void()> handler) { restart_ = std::move(handler); }
    // A button at the right end of the result banner (Review): `label` says
    // what it is called now (empty: no button), a click on it runs `action`.
    void setBannerAction(std::function<wxString()> label, std::function<void()> action) {
        actionLabel_ = std::move(label);
        action_ = std::move(action);
    }
    // While a position is shown instead of the live game, a click on one of
    // its empty cells goes here (Learn from your mistakes); none: ignored.
    void onTryMove(std::function<void(Point)> handler) { tryMove_ = std::move(handler); }
    // Meanwhile the banner says this instead of the replay's words (empty
    // title: the usual words).
    void setShownCaption(const wxString& title, const wxString& subtitle);
    // The board as shown (banner, coordinates, marks; no pointer or cursor)
    // as a picture of `scale` pixels for each of the window's (Edit ▸ Copy
    // board picture, File ▸ Export picture).
    [[nodiscard]] wxBitmap picture(double scale);
    // Where that button is drawn now (empty: none).
    [[nodiscard]] wxRect bannerActionRect() const;
    // The banner's look changed (its button's label): repaint it.
    void refreshBanner();
    // A click the rules refuse (Renju's forbidden points) is explained through this.
    void onMoveRefused(std::function<void(const wxString&)> handler) {
        refused_ = std::move(handler);
    }

    // View > Move numbers: the order the stones were played, on each of
    // them or on the last ten (hidden where the cells are too small to read).
    enum class MoveNumbers : std::uint8_t { Off, All, LastTen };
    static constexpr int kLastMovesNumbered = 10;
    void showMoveNumbers(MoveNumbers which);
    [[nodiscard]] MoveNumbers moveNumbersShown() const { return moveNumbers_; }

    // View > Forbidden points: under Renju, a small cross on each point black
    // may not play while black is to move.
    void showForbiddenPoints(bool shown);
    [[nodiscard]] bool forbiddenPointsShown() const { return forbiddenShown_; }
    // The points marked now (tests).
    [[nodiscard]] const std::vector<Point>& markedForbiddenPoints();

    // The newest mark of a move played live grows and fades in for kAppearTime;
    // a move undone, redone, restored or replayed, or a new round, just shows.
    // Reduce motion: no such animation (the desktop's wish by default).
    static constexpr std::chrono::milliseconds kAppearTime{150};
    void setReduceMotion(bool reduce);
    [[nodiscard]] bool reducesMotion() const { return reduceMotion_; }
    // The cell whose mark is appearing now, and the part of the window each
    // frame of it repaints (tests).
    [[nodiscard]] std::optional<Point> appearingCell() const { return appearing_; }
    [[nodiscard]] wxRect appearingRect();

    // Every repaint goes through here; the part asked for last is kept (tests:
    // a hover moving repaints the two cells it changes, not the window).
    void Refresh(bool eraseBackground = true, const wxRect* rect = nullptr) override;
    [[nodiscard]] wxRect lastRepaint() const { return lastRepaint_; }
    // The window's picture as the screen got it last, and how much of it the
    // last paint drew again (tests: a move or a pan draws only what changed).
    [[nodiscard]] const WindowBuffer& buffer() const { return buffer_; }

    // Mouse button and key releases that reached the board, whatever they did
    // (tests: a click or key that should change nothing has arrived).
    [[nodiscard]] int inputsReceived() const { return inputsReceived_; }

private:
    // A click at `at` tried as a move of the shown position: true if taken so.
    bool offerTry(wxPoint at);
    void onPaint(wxPaintEvent& event);
    // One frame, or the part `update` of it, on the window's picture.
    void paintFrame(wxGraphicsContext& gc, std::optional<wxRect2DDouble> update);
    // The frame, or (picture) the game alone as shown, without pointer and
    // cursor, drawn afresh for a picture of `pictureScale` pixels a unit.
    void paintScene(wxGraphicsContext& gc, std::optional<wxRect2DDouble> update, bool picture,
                    double pictureScale = 1.0);
    void onSize(wxSizeEvent& event);
    void onMotion(wxMouseEvent& event);
    void onLeave(wxMouseEvent& event);
    void onLeftDown(wxMouseEvent& event);
    void onLeftUp(wxMouseEvent& event);
    void onCaptureLost(wxMouseCaptureLostEvent& event);
    void onWheel(wxMouseEvent& event);
    void onHintTimer(wxTimerEvent& event);
    void clearRefusal();
    void onAppearTimer(wxTimerEvent& event);
    void onKeyDown(wxKeyEvent& event);
    void onFocus(wxFocusEvent& event);

    void layoutBoard();
    void moveCursor(int dx, int dy);
    void moveCursorTo(Point p); // a click or a key of the keypad: the cursor goes there
    void placeAt(Point p);
    void nextRound();
    [[nodiscard]] std::optional<Point> cellUnder(wxPoint pixel);
    [[nodiscard]] bool isOnBoard(Point p) const;
    [[nodiscard]] double dip() const { return FromDIP(100) / 100.0; }
    [[nodiscard]] Point defaultCursor() const;
    [[nodiscard]] const GameEngine& shownGame() const {
        return shownGame_ != nullptr ? *shownGame_ : controller_.game();
    }
    [[nodiscard]] bool acceptsInput() const { return shownGame_ == nullptr; }
    void takeOverView();
    // The view of the unlimited field moved or changed: a pan by whole
    // pixels moves the window's picture and draws the strips it uncovers,
    // anything else repaints the window.
    void viewChanged();
    // A move played, undone or redone that changes only its cells, the last
    // move's and the line above the board repaints just those; false when
    // more changed (the layout, the round's end, Renju's forbidden points).
    bool repaintMoveOnly(GameEvent event, std::optional<Point> appearedBefore);
    // A cell's pixels with room for a stone's shadow and the cursor's ring.
    [[nodiscard]] wxRect cellRepaintRect(Point p);
    void startAppearing(Point p);
    void stopAppearing();

    RoundAccess& controller_; // the game played: the controller, as far as the board needs it
    ThemeId themeId_ = ThemeId::Classic;
    BoardGeometry geometry_;
    wxRect2DDouble boardArea_;
    wxRect2DDouble bannerArea_;
    wxRect2DDouble actionRect_; // the banner's button as last painted
    std::function<wxString()> actionLabel_;
    std::function<void()> action_;
    std::function<void(Point)> tryMove_;
    wxString captionTitle_;
    wxString captionSubtitle_;
    std::optional<CellRect> fieldWindow_; // unlimited field, following the game
    FieldViewport viewport_;              // unlimited field, the player's own view
    const GameEngine* shownGame_ = nullptr;
    std::optional<wxPoint> pressedAt_; // left button down on the unlimited field
    wxPoint dragFrom_;
    bool dragging_ = false;
    std::optional<Point> hint_;
    wxTimer hintTimer_;
    std::optional<Point> refusedPoint_;
    wxString refusedReason_;
    wxTimer refusalTimer_; // the refusal's sign goes after a moment
    std::chrono::steady_clock::time_point hintShownAt_;
    std::optional<Point> appearing_; // the newest mark while it appears
    wxTimer appearTimer_;
    std::chrono::steady_clock::time_point appearedAt_;
    bool reduceMotion_ = false;
    std::optional<Point> hover_;
    Point cursor_;
    bool cursorShown_ = false;
    bool layoutValid_ = false;
    std::function<void()> restart_;
    std::function<void(const wxString&)> refused_;
    std::function<void()> shownChanged_;
    std::vector<AnalysisMark> analysis_;
    std::optional<AnalysisMark> analysisLine_; // a row of the panel pointed at
    bool forbiddenShown_ = true;
    MoveNumbers moveNumbers_ = MoveNumbers::Off;
    // The forbidden points of the position with these moves, kept between
    // frames (a hover repaints often; the points change only with a move).
    std::vector<ttt::Move> forbiddenOf_;
    bool forbiddenValid_ = false;
    std::vector<Point> forbidden_;
    MarkSprites sprites_;    // the marks' pictures at the current size and theme
    BoardBackdrop backdrop_; // the board's still part at the current size, theme and view
    WindowBuffer buffer_;    // the window's picture, painted in memory
    // The moves the window's picture shows or was told of last (a move
    // repaints the cells it changes).
    struct ShownMoves {
        const GameEngine* game = nullptr;
        std::size_t count = 0;
        std::optional<Point> last;
        bool roundOver = false;
    };
    std::optional<ShownMoves> shownMoves_;
    wxRect lastRepaint_;
    int inputsReceived_ = 0;
};

} // namespace ttt::gui
