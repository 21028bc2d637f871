#include "board/board_panel.hpp"

#include "app/desktop_motion.hpp"
#include "board/round_messages.hpp"
#include "board/rule_messages.hpp"
#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <numbers>
#include <wx/dcmemory.h>
#include <wx/intl.h>

namespace ttt::gui {
namespace {

constexpr int kFieldMinSide = 15;    // cells shown at least on the unlimited field
constexpr int kFieldMargin = 2;      // free cells kept around the stones
constexpr double kMinFieldCell = 4;  // dip: zoomed out as far as this
constexpr double kMaxFieldCell = 96; // dip: zoomed in as far as this
constexpr int kDragThreshold = 5;    // dip the pointer moves before a press becomes a drag
constexpr int kPanStep = 3;          // cells per Shift+arrow
constexpr auto kHintShown = std::chrono::milliseconds(1500);
// How long the sign of a refused click stays at its point.
constexpr auto kRefusalShown = std::chrono::milliseconds(2500);
constexpr auto kHintPulse = std::chrono::milliseconds(500);
constexpr int kAppearFrame = 16; // ms between frames of an appearing mark (about 60 Hz)

// Keys 1-9 laid out like a numeric keypad: 7 8 9 on top, 1 2 3 at the bottom.
std::optional<Point> keypadCell(int keyCode) {
    int digit = 0;
    if (keyCode >= '1' && keyCode <= '9') {
        digit = keyCode - '0';
    } else if (keyCode >= WXK_NUMPAD1 && keyCode <= WXK_NUMPAD9) {
        digit = keyCode - WXK_NUMPAD0;
    } else {
        return std::nullopt;
    }
    const int index = digit - 1;
    return Point{index % 3, 2 - index / 3};
}

} // namespace

BoardPanel::BoardPanel(wxWindow* parent, RoundAccess& controller)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
               wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE | wxBORDER_NONE, "board"),
      controller_(controller), hintTimer_(this), refusalTimer_(this), appearTimer_(this),
      reduceMotion_(desktopAsksForLessMotion()), cursor_(defaultCursor()) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(320, 320)));
    SetName("board");
    Bind(wxEVT_PAINT, &BoardPanel::onPaint, this);
    Bind(wxEVT_SIZE, &BoardPanel::onSize, this);
    Bind(wxEVT_MOTION, &BoardPanel::onMotion, this);
    Bind(wxEVT_LEAVE_WINDOW, &BoardPanel::onLeave, this);
    Bind(wxEVT_LEFT_DOWN, &BoardPanel::onLeftDown, this);
    // A quick second click arrives as a double click: it is a click all the same.
    Bind(wxEVT_LEFT_DCLICK, &BoardPanel::onLeftDown, this);
    Bind(wxEVT_LEFT_UP, &BoardPanel::onLeftUp, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, &BoardPanel::onCaptureLost, this);
    Bind(wxEVT_MOUSEWHEEL, &BoardPanel::onWheel, this);
    Bind(wxEVT_TIMER, &BoardPanel::onHintTimer, this, hintTimer_.GetId());
    Bind(
        wxEVT_TIMER, [this](wxTimerEvent&) { clearRefusal(); }, refusalTimer_.GetId());
    Bind(wxEVT_TIMER, &BoardPanel::onAppearTimer, this, appearTimer_.GetId());
    Bind(wxEVT_KEY_DOWN, &BoardPanel::onKeyDown, this);
    Bind(wxEVT_KEY_UP, [this](wxKeyEvent& event) {
        ++inputsReceived_;
        event.Skip();
    });
    Bind(wxEVT_SET_FOCUS, &BoardPanel::onFocus, this);
    Bind(wxEVT_KILL_FOCUS, &BoardPanel::onFocus, this);
    buffer_.tellChanges(); // every change comes through Refresh() or viewChanged()
}

void BoardPanel::setTheme(ThemeId id) {
    themeId_ = id;
    layoutValid_ = false;
    Refresh();
}

void BoardPanel::gameChanged(GameEvent event) {
    if (event != GameEvent::PlayersChanged && event != GameEvent::ScoreChanged) {
        clearHint(); // it was about the position before
        clearRefusal();
    }
    if (event == GameEvent::GameStarted || event == GameEvent::RoundStarted ||
        event == GameEvent::PositionSetUp) {
        fieldWindow_.reset();
        viewport_.follow();
        hover_.reset();
        cursorShown_ = false; // hidden until the player uses the keyboard again
        if (event == GameEvent::GameStarted || !isOnBoard(cursor_)) {
            cursor_ = defaultCursor();
        }
    }
    const auto& history = shownGame().history();
    const std::optional<Point> appearedBefore = appearing_;
    if (event == GameEvent::MovePlayed && !controller_.isLoading() && showsLiveGame() &&
        !history.empty()) {
        startAppearing(history.back().point);
    } else if (event != GameEvent::RoundEnded && event != GameEvent::ScoreChanged &&
               event != GameEvent::PlayersChanged) {
        stopAppearing(); // the position changed otherwise: it just shows
    }
    if ((event == GameEvent::MovePlayed || event == GameEvent::MoveRedone) &&
        viewport_.tracksLastMove() && !history.empty() && layoutValid_) {
        viewport_.keepVisible(history.back().point, boardArea_, kFieldMargin);
    }
    if (!repaintMoveOnly(event, appearedBefore)) {
        layoutValid_ = false;
        Refresh();
    }
    const GameEngine& shown = shownGame();
    shownMoves_ = ShownMoves{
        &shown, shown.history().size(),
        shown.history().empty() ? std::nullopt : std::optional<Point>(shown.history().back().point),
        shown.isRoundOver()};
}

bool BoardPanel::repaintMoveOnly(GameEvent event, std::optional<Point> appearedBefore) {
    if (event != GameEvent::MovePlayed && event != GameEvent::MoveUndone &&
        event != GameEvent::MoveRedone) {
        return false;
    }
    const GameEngine& game = shownGame();
    const std::size_t count = game.history().size();
    if (!layoutValid_ || !shownMoves_ || shownMoves_->game != &game || shownMoves_->roundOver ||
        game.isRoundOver() ||
        (count != shownMoves_->count + 1 && count + 1 != shownMoves_->count) || hint_ ||
        refusedPoint_ || !forbidden_.empty() || !markedForbiddenPoints().empty() ||
        (isTournamentOpening(game.setup().opening) && count <= 6)) {
        // A tournament opening's square and offers come and go with these moves.
        return false;
    }
    // The layout stays (the field window following the stones may grow).
    const BoardGeometry before = geometry_;
    const wxRect2DDouble area = boardArea_;
    layoutBoard();
    if (!(geometry_ == before) || boardArea_ != area) {
        return false;
    }
    // The line above the board, with room for its pill's shadow.
    RefreshRect(bannerRect().Inflate(FromDIP(8)).Intersect(wxRect(GetClientSize())), false);
    std::vector<Point> cells;
    if (shownMoves_->last) {
        cells.push_back(*shownMoves_->last); // no longer the last move, or taken back
    }
    if (count > 0) {
        cells.push_back(game.history().back().point);
    }
    for (const std::optional<Point>& p : {hover_, appearedBefore}) {
        if (p) {
            cells.push_back(*p);
        }
    }
    if (cursorShown_) {
        cells.push_back(cursor_);
    }
    for (const Point p : cells) {
        RefreshRect(cellRepaintRect(p), false);
    }
    return true;
}

void BoardPanel::thinkingChanged() {
    if (!layoutValid_) {
        Refresh();
        return;
    }
    // The line above the board, and the hover shown only to a person to move.
    RefreshRect(bannerRect().Inflate(FromDIP(8)).Intersect(wxRect(GetClientSize())), false);
    if (hover_) {
        RefreshRect(cellRepaintRect(*hover_), false);
    }
    if (cursorShown_) {
        RefreshRect(cellRepaintRect(cursor_), false);
    }
}

Point BoardPanel::defaultCursor() const {
    const Rules& rules = controller_.game().rules();
    if (rules.unlimited) {
        const auto& history = shownGame().history();
        return history.empty() ? Point{0, 0} : history.back().point;
    }
    return {rules.width / 2, rules.height / 2};
}

bool BoardPanel::isOnBoard(Point p) const {
    return controller_.game().rules().contains(p);
}

void BoardPanel::layoutBoard() {
    const wxSize client = GetClientSize();
    const double d = dip();
    const double margin = 14 * d;
    const double bannerHeight = 64 * d;
    bannerArea_ = wxRect2DDouble(margin, 8 * d, std::max(0.0, client.x - 2 * margin), bannerHeight);
    boardArea_ = wxRect2DDouble(margin, bannerArea_.GetBottom() + 4 * d,
                                std::max(1.0, client.x - 2 * margin),
                                std::max(1.0, client.y - bannerArea_.GetBottom() - 4 * d - margin));
    const GameEngine& game = shownGame();
    const Rules& rules = game.rules();
    if (rules.unlimited && !viewport_.following()) {
        geometry_ = viewport_.geometryFor(boardArea_);
    } else if (rules.unlimited) {
        const std::optional<Point> keep =
            cursorShown_ ? std::optional<Point>(cursor_) : std::nullopt;
        fieldWindow_ =
            followField(fieldWindow_, game.board().bounds(), keep, kFieldMinSide, kFieldMargin);
        geometry_.fit(boardArea_, *fieldWindow_, 0.0, 64 * d);
    } else {
        const bool coordinates = std::min(rules.width, rules.height) >= 6;
        const CellRect cells{0, 0, rules.width - 1, rules.height - 1};
        double padding = coordinates ? 0.75 : 0.1;
        geometry_.fit(boardArea_, cells, padding, 200 * d);
        if (coordinates) {
            // Small cells still leave room for readable coordinates: as many
            // cells of padding as their band needs (twice: the cells shrink).
            for (int pass = 0; pass < 2; ++pass) {
                const double band =
                    BoardPainter::coordinateBand(themeFor(themeId_).style, geometry_.cellSize(), d);
                padding = std::max(0.75, band / geometry_.cellSize());
                geometry_.fit(boardArea_, cells, padding, 200 * d);
            }
        }
    }
    layoutValid_ = true;
}

CellRect BoardPanel::shownCells() {
    if (!layoutValid_) {
        layoutBoard();
    }
    return shownGame().rules().unlimited ? geometry_.cellsCovering(boardArea_) : geometry_.cells();
}

wxPoint BoardPanel::cellCentre(Point p) {
    if (!layoutValid_) {
        layoutBoard();
    }
    const wxPoint2DDouble c = geometry_.centre(p);
    return {static_cast<int>(c.m_x), static_cast<int>(c.m_y)};
}

wxRect BoardPanel::bannerRect() const {
    return {static_cast<int>(bannerArea_.m_x), static_cast<int>(bannerArea_.m_y),
            static_cast<int>(bannerArea_.m_width), static_cast<int>(bannerArea_.m_height)};
}

std::optional<Point> BoardPanel::cellUnder(wxPoint pixel) {
    if (!layoutValid_) {
        layoutBoard();
    }
    const wxPoint2DDouble at(pixel.x, pixel.y);
    if (!boardArea_.Contains(at)) {
        return std::nullopt;
    }
    const Point p = geometry_.cellAt(at);
    if (!isOnBoard(p)) {
        return std::nullopt;
    }
    return p;
}

Banner BoardPanel::banner() const {
    const GameEngine& game = shownGame();
    const Theme& theme = themeFor(themeId_);
    const RoundResult& result = game.result();
    const BannerWords words =
        bannerWords(game, themeId_, controller_.isThinking(), !acceptsInput());
    Banner b;
    b.title = words.title;
    b.subtitle = words.subtitle;
    if (!acceptsInput() && !captionTitle_.empty()) {
        b.title = captionTitle_;
        b.subtitle = captionSubtitle_;
    }
    b.colour = theme.text;
    if (acceptsInput() && game.isRoundOver() && actionLabel_) {
        b.action = actionLabel_();
    }
    if (result.outcome == Outcome::Won) {
        b.filled = true;
        b.mark = result.winner;
        const RoundWinner winner = roundWinner(game);
        b.colour = winner == RoundWinner::ComputerOverPerson ? theme.lossBanner
                   : winner == RoundWinner::Person           ? theme.winBanner
                                                             : theme.neutralBanner;
    } else if (result.outcome == Outcome::Drawn) {
        b.filled = true;
        b.colour = theme.neutralBanner;
    } else if (!acceptsInput() && !captionTitle_.empty()) {
        b.mark = game.toMove(); // a move is asked of it
    } else if (!acceptsInput()) {
        b.mark = game.history().empty() ? Mark::None : game.history().back().mark;
    } else {
        b.mark = game.pendingChoice() ? Mark::None : game.toMove();
    }
    return b;
}

void BoardPanel::onPaint(wxPaintEvent& /*event*/) {
    if (!layoutValid_) {
        layoutBoard();
    }
    buffer_.paint(*this, [this](wxGraphicsContext& gc, std::optional<wxRect2DDouble> update) {
        paintFrame(gc, update);
    });
}

void BoardPanel::paintFrame(wxGraphicsContext& gc, std::optional<wxRect2DDouble> update) {
    paintScene(gc, update, false);
}

wxBitmap BoardPanel::picture(double scale) {
    if (!layoutValid_) {
        layoutBoard();
    }
    const wxSize client = GetClientSize();
    wxBitmap bitmap(std::max(1, static_cast<int>(std::lround(client.x * scale))),
                    std::max(1, static_cast<int>(std::lround(client.y * scale))), 24);
    wxMemoryDC dc(bitmap);
    const std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (gc) {
        gc->Scale(scale, scale);
        paintScene(*gc, std::nullopt, true, scale);
    }
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

void BoardPanel::paintScene(wxGraphicsContext& gc, std::optional<wxRect2DDouble> update,
                            bool picture, double pictureScale) {
    BoardScene scene;
    scene.game = &shownGame();
    scene.theme = &themeFor(themeId_);
    scene.geometry = geometry_;
    scene.boardArea = boardArea_;
    scene.dip = dip();
    scene.pixelScale = picture ? pictureScale : GetContentScaleFactor();
    // A picture is drawn afresh at its own scale: the window's stamps are not.
    scene.sprites = picture ? nullptr : &sprites_;
    scene.backdrop = picture ? nullptr : &backdrop_;
    // A hover or an appearing mark repaints a cell or two: only that is drawn.
    scene.update = update;
    const Rules& rules = shownGame().rules();
    scene.coordinates = !rules.unlimited && std::min(rules.width, rules.height) >= 6;
    scene.moveNumbers = moveNumbers_ == MoveNumbers::All       ? std::numeric_limits<int>::max()
                        : moveNumbers_ == MoveNumbers::LastTen ? kLastMovesNumbered
                                                               : 0;
    const bool humanMayPlay = acceptsInput() && controller_.isHumanToMove() && !dragging_;
    const std::vector<Point>& forbidden = markedForbiddenPoints();
    const bool hoverForbidden =
        hover_ && std::find(forbidden.begin(), forbidden.end(), *hover_) != forbidden.end();
    if (hover_ && humanMayPlay && controller_.game().board().isEmpty(*hover_) && !hoverForbidden &&
        !controller_.game().pendingChoice()) {
        scene.hover = hover_;
        scene.hoverMark = controller_.game().toMove();
    }
    if (picture) {
        scene.hover.reset(); // the pointer and the keyboard cursor are not the game
    } else if (cursorShown_ && HasFocus() && acceptsInput() && !controller_.game().isRoundOver()) {
        scene.cursor = cursor_;
    }
    scene.forbidden = &forbidden;
    scene.analysis = &analysis_;
    scene.analysisLine = analysisLineShown();
    if (acceptsInput()) {
        scene.refused = refusedPoint_;
        scene.refusedReason = refusedReason_;
    }
    if (appearing_) {
        const auto elapsed = std::chrono::steady_clock::now() - appearedAt_;
        const double t = std::clamp(std::chrono::duration<double>(elapsed) / kAppearTime, 0.0, 1.0);
        scene.appearing = appearing_;
        scene.appearProgress = 1 - std::pow(1 - t, 3); // ease-out: quick, then settling
    }
    if (hint_) {
        const auto elapsed = std::chrono::steady_clock::now() - hintShownAt_;
        const double turns = std::chrono::duration<double>(elapsed) / kHintPulse;
        scene.hint = hint_;
        scene.hintGlow = 0.5 - 0.5 * std::cos(2 * std::numbers::pi * turns);
    }
    const wxSize client = GetClientSize();
    BoardPainter painter(gc, scene);
    Banner words = banner();
    if (picture) {
        words.action.clear(); // a button of the window, not of the game
    }
    painter.paint(wxRect2DDouble(0, 0, client.x, client.y), bannerArea_, words);
    if (!picture) {
        if (const auto action = painter.bannerAction()) {
            actionRect_ = *action;
        }
    }
}

wxRect BoardPanel::bannerActionRect() const {
    if (actionRect_.m_width <= 0 || banner().action.empty()) {
        return {};
    }
    return {static_cast<int>(actionRect_.m_x), static_cast<int>(actionRect_.m_y),
            static_cast<int>(actionRect_.m_width), static_cast<int>(actionRect_.m_height)};
}

void BoardPanel::setShownCaption(const wxString& title, const wxString& subtitle) {
    if (title != captionTitle_ || subtitle != captionSubtitle_) {
        captionTitle_ = title;
        captionSubtitle_ = subtitle;
        refreshBanner();
    }
}

void BoardPanel::refreshBanner() {
    RefreshRect(bannerRect().Inflate(FromDIP(8)).Intersect(wxRect(GetClientSize())), false);
}

void BoardPanel::Refresh(bool eraseBackground, const wxRect* rect) {
    lastRepaint_ = rect != nullptr ? *rect : wxRect(GetClientSize());
    buffer_.invalidate(rect);
    wxWindow::Refresh(eraseBackground, rect);
}

void BoardPanel::viewChanged() {
    const bool wasValid = layoutValid_;
    const BoardGeometry before = geometry_;
    const wxRect2DDouble area = boardArea_;
    layoutValid_ = false;
    if (!wasValid || !canMoveView() || refusedPoint_) {
        Refresh();
        return;
    }
    layoutBoard();
    const std::optional<wxPoint> by = panBetween(before, geometry_);
    if (!by || boardArea_ != area) {
        Refresh();
        return;
    }
    if (*by == wxPoint(0, 0)) {
        return; // nothing moved
    }
    // What a pan only moves: the field inside its fading edges and numbers.
    const std::unique_ptr<wxGraphicsContext> measure(wxGraphicsContext::Create());
    BoardScene was;
    was.game = &shownGame();
    was.theme = &themeFor(themeId_);
    was.boardArea = boardArea_;
    was.dip = dip();
    was.geometry = before;
    BoardScene now = was;
    now.geometry = geometry_;
    const wxRect kept = measure ? keptByPan(*measure, was, now, *by) : wxRect();
    if (kept.IsEmpty()) {
        Refresh();
        return;
    }
    buffer_.scroll(kept, by->x, by->y); // or, where it cannot, all drawn again
    lastRepaint_ = wxRect(GetClientSize());
    wxWindow::Refresh(false); // the whole window goes to the screen, most of it moved
}

void BoardPanel::onSize(wxSizeEvent& event) {
    layoutValid_ = false;
    Refresh();
    event.Skip();
}

void BoardPanel::onMotion(wxMouseEvent& event) {
    if (pressedAt_ && event.LeftIsDown()) {
        const wxPoint at = event.GetPosition();
        const wxPoint moved = at - *pressedAt_;
        if (!dragging_ &&
            std::max(std::abs(moved.x), std::abs(moved.y)) > FromDIP(kDragThreshold)) {
            dragging_ = true;
            takeOverView();
            if (hover_) {
                RefreshRect(cellRepaintRect(*hover_), false); // it goes, and the field moves
            }
            hover_.reset();
            SetCursor(wxCursor(wxCURSOR_SIZING));
        }
        if (dragging_) {
            viewport_.panBy(at.x - dragFrom_.x, at.y - dragFrom_.y);
            dragFrom_ = at;
            viewChanged();
        }
        event.Skip();
        return;
    }
    const std::optional<Point> cell = cellUnder(event.GetPosition());
    const bool playable = cell && acceptsInput() && controller_.isHumanToMove() &&
                          controller_.game().board().isEmpty(*cell);
    const bool overBanner = acceptsInput() && controller_.game().isRoundOver() &&
                            bannerArea_.Contains(wxPoint2DDouble(event.GetX(), event.GetY()));
    const bool tryable = tryMove_ && !acceptsInput() && cell && shownGame().board().isEmpty(*cell);
    SetCursor(playable || overBanner || tryable ? wxCursor(wxCURSOR_HAND) : wxNullCursor);
    if (cell != hover_ && !analysis_.empty()) {
        // Pointing at one of the best moves, or no longer: its line comes or goes.
        const AnalysisMark* const lineBefore = analysisLineShown();
        const std::optional<Point> before = hover_;
        hover_ = cell;
        const bool lineChanged = analysisLineShown() != lineBefore;
        if (lineChanged) {
            cursorShown_ = false;
            Refresh();
            event.Skip();
            return;
        }
        hover_ = before; // the cells below repaint as usual
    }
    if (cell != hover_ || cursorShown_) {
        // Only the cells the hover (or the keyboard cursor) leaves and enters change.
        wxRect changed = hover_ ? cellRepaintRect(*hover_) : wxRect();
        if (cursorShown_) {
            changed.Union(cellRepaintRect(cursor_));
        }
        if (cell) {
            changed.Union(cellRepaintRect(*cell));
        }
        hover_ = cell;
        cursorShown_ = false; // the mouse takes over from the keyboard cursor
        if (!changed.IsEmpty()) {
            RefreshRect(changed, false);
        }
    }
    event.Skip();
}

void BoardPanel::onLeave(wxMouseEvent& event) {
    if (hover_ && !analysis_.empty()) {
        hover_.reset();
        Refresh(); // a line pointed at goes too
    } else if (hover_) {
        RefreshRect(cellRepaintRect(*hover_), false);
        hover_.reset();
    }
    event.Skip();
}

void BoardPanel::onLeftDown(wxMouseEvent& event) {
    SetFocus();
    const bool overBanner = bannerArea_.Contains(wxPoint2DDouble(event.GetX(), event.GetY()));
    if (acceptsInput() && controller_.game().isRoundOver() && overBanner) {
        if (action_ && bannerActionRect().Contains(event.GetPosition())) {
            action_();
            refreshBanner();
        } else {
            nextRound();
        }
        return;
    }
    if (shownGame().rules().unlimited) {
        // A press may start a drag: the stone goes down on release, if the
        // pointer stayed (nearly) where it was pressed.
        pressedAt_ = event.GetPosition();
        dragFrom_ = event.GetPosition();
        dragging_ = false;
        if (!HasCapture()) {
            CaptureMouse();
        }
        return;
    }
    if (offerTry(event.GetPosition()) || !acceptsInput() || controller_.game().isRoundOver()) {
        return;
    }
    if (const std::optional<Point> cell = cellUnder(event.GetPosition())) {
        moveCursorTo(*cell);
        placeAt(*cell);
    }
}

bool BoardPanel::offerTry(wxPoint at) {
    if (!tryMove_ || acceptsInput()) {
        return false;
    }
    if (const std::optional<Point> cell = cellUnder(at);
        cell && shownGame().board().isEmpty(*cell)) {
        tryMove_(*cell);
    }
    return true;
}

void BoardPanel::onLeftUp(wxMouseEvent& event) {
    ++inputsReceived_;
    if (!pressedAt_) {
        event.Skip();
        return;
    }
    if (HasCapture()) {
        ReleaseMouse();
    }
    // A quick flick may reach us with no motion event in between: a release
    // far from the press is still a drag, never a stone.
    const wxPoint at = event.GetPosition();
    const wxPoint moved = at - *pressedAt_;
    const bool dragged =
        dragging_ || std::max(std::abs(moved.x), std::abs(moved.y)) > FromDIP(kDragThreshold);
    if (dragged) {
        if (!dragging_) {
            takeOverView();
            if (hover_) {
                RefreshRect(cellRepaintRect(*hover_), false);
            }
            hover_.reset();
        }
        viewport_.panBy(at.x - dragFrom_.x, at.y - dragFrom_.y);
    }
    pressedAt_.reset();
    dragging_ = false;
    SetCursor(wxNullCursor);
    if (dragged) {
        viewChanged();
        return;
    }
    if (offerTry(event.GetPosition())) {
        return;
    }
    if (!acceptsInput() || controller_.game().isRoundOver()) {
        Refresh();
        return;
    }
    if (const std::optional<Point> cell = cellUnder(event.GetPosition())) {
        moveCursorTo(*cell);
        placeAt(*cell);
    }
}

void BoardPanel::onCaptureLost(wxMouseCaptureLostEvent& /*event*/) {
    pressedAt_.reset();
    dragging_ = false;
    SetCursor(wxNullCursor);
}

void BoardPanel::onWheel(wxMouseEvent& event) {
    if (!canMoveView() || event.GetWheelAxis() != wxMOUSE_WHEEL_VERTICAL ||
        event.GetWheelDelta() == 0) {
        event.Skip();
        return;
    }
    takeOverView();
    const double steps = static_cast<double>(event.GetWheelRotation()) / event.GetWheelDelta();
    viewport_.zoomAt(wxPoint2DDouble(event.GetX(), event.GetY()), std::pow(1.2, steps),
                     kMinFieldCell * dip(), kMaxFieldCell * dip());
    layoutValid_ = false;
    Refresh();
}

bool BoardPanel::canMoveView() const {
    return shownGame().rules().unlimited;
}

double BoardPanel::cellSize() {
    if (!layoutValid_) {
        layoutBoard();
    }
    return geometry_.cellSize();
}

void BoardPanel::takeOverView() {
    if (!layoutValid_) {
        layoutBoard();
    }
    if (viewport_.following()) {
        viewport_.takeOver(geometry_);
    }
}

void BoardPanel::zoomBy(double factor) {
    if (!canMoveView()) {
        return;
    }
    takeOverView();
    viewport_.zoomAt(boardArea_.GetCentre(), factor, kMinFieldCell * dip(), kMaxFieldCell * dip());
    layoutValid_ = false;
    Refresh();
}

void BoardPanel::fitGame() {
    viewport_.follow();
    fieldWindow_.reset();
    layoutValid_ = false;
    Refresh();
}

void BoardPanel::centreOnLastMove() {
    if (!canMoveView()) {
        return;
    }
    takeOverView();
    const auto& history = shownGame().history();
    const Point target = history.empty() ? Point{0, 0} : history.back().point;
    viewport_.centreOn(target, boardArea_, true);
    layoutValid_ = false;
    Refresh();
}

void BoardPanel::panByCells(int dx, int dy) {
    if (!canMoveView()) {
        return;
    }
    takeOverView();
    viewport_.panBy(-dx * viewport_.cellSize(), -dy * viewport_.cellSize());
    viewChanged();
}

void BoardPanel::flashHint(Point p) {
    hint_ = p;
    hintShownAt_ = std::chrono::steady_clock::now();
    hintTimer_.Start(30);
    if (canMoveView() && !viewport_.following()) {
        if (!layoutValid_) {
            layoutBoard();
        }
        viewport_.keepVisible(p, boardArea_, 1);
        layoutValid_ = false;
    }
    Refresh();
}

void BoardPanel::clearRefusal() {
    refusalTimer_.Stop();
    if (refusedPoint_) {
        refusedPoint_.reset();
        refusedReason_.clear();
        Refresh();
    }
}

void BoardPanel::clearHint() {
    if (hint_) {
        hint_.reset();
        Refresh();
    }
    hintTimer_.Stop();
}

void BoardPanel::onHintTimer(wxTimerEvent& /*event*/) {
    if (std::chrono::steady_clock::now() - hintShownAt_ >= kHintShown) {
        clearHint();
        return;
    }
    Refresh();
}

void BoardPanel::setReduceMotion(bool reduce) {
    reduceMotion_ = reduce;
    if (reduce) {
        stopAppearing();
    }
}

void BoardPanel::startAppearing(Point p) {
    if (reduceMotion_) {
        return;
    }
    appearing_ = p;
    appearedAt_ = std::chrono::steady_clock::now();
    appearTimer_.Start(kAppearFrame);
}

void BoardPanel::stopAppearing() {
    if (appearing_) {
        appearing_.reset();
        Refresh(); // the mark drawn whole at once
    }
    appearTimer_.Stop();
}

wxRect BoardPanel::appearingRect() {
    return appearing_ ? cellRepaintRect(*appearing_) : wxRect();
}

wxRect BoardPanel::cellRepaintRect(Point p) {
    if (!layoutValid_) {
        layoutBoard();
    }
    // The cell with room for a stone's shadow, the cursor's ring and antialiasing.
    const wxRect2DDouble cell = geometry_.cellRect(p);
    const double margin = cell.m_width * 0.1 + 2 + FromDIP(2);
    const int left = static_cast<int>(std::floor(cell.m_x - margin));
    const int top = static_cast<int>(std::floor(cell.m_y - margin));
    const int right = static_cast<int>(std::ceil(cell.GetRight() + margin));
    const int bottom = static_cast<int>(std::ceil(cell.GetBottom() + margin));
    return wxRect(left, top, right - left, bottom - top).Intersect(wxRect(GetClientSize()));
}

void BoardPanel::onAppearTimer(wxTimerEvent& /*event*/) {
    if (!appearing_) {
        appearTimer_.Stop();
        return;
    }
    const wxRect area = appearingRect();
    if (std::chrono::steady_clock::now() - appearedAt_ >= kAppearTime) {
        appearing_.reset(); // this last frame draws the mark whole
        appearTimer_.Stop();
    }
    RefreshRect(area, false);
}

void BoardPanel::setShownGame(const GameEngine* game) {
    shownGame_ = game;
    shownMoves_.reset();
    hover_.reset();
    clearHint();
    stopAppearing();
    layoutValid_ = false;
    Refresh();
    if (shownChanged_) {
        shownChanged_();
    }
}

void BoardPanel::showAnalysis(std::vector<AnalysisMark> marks) {
    if (marks.empty() && analysis_.empty()) {
        return;
    }
    analysis_ = std::move(marks);
    Refresh();
}

void BoardPanel::showAnalysisLine(std::optional<AnalysisMark> line) {
    const bool changed =
        line.has_value() != analysisLine_.has_value() ||
        (line && (line->move != analysisLine_->move || line->pv != analysisLine_->pv));
    analysisLine_ = std::move(line);
    if (changed) {
        Refresh();
    }
}

const AnalysisMark* BoardPanel::analysisLineShown() const {
    if (analysis_.empty()) {
        return nullptr; // nothing analysed now (another position, or hidden)
    }
    if (analysisLine_) {
        return &*analysisLine_; // a row of the panel
    }
    if (hover_) {
        const auto pointed =
            std::find_if(analysis_.begin(), analysis_.end(),
                         [this](const AnalysisMark& m) { return m.move == *hover_; });
        if (pointed != analysis_.end()) {
            return &*pointed;
        }
    }
    return nullptr;
}

void BoardPanel::moveCursorTo(Point p) {
    if (cursorShown_ && p != cursor_) {
        RefreshRect(cellRepaintRect(cursor_), false); // its ring goes from there
    }
    cursor_ = p;
}

void BoardPanel::placeAt(Point p) {
    if (controller_.playHuman(p)) {
        // The move repainted what it changed (gameChanged); the hover goes.
        if (hover_) {
            RefreshRect(cellRepaintRect(*hover_), false);
        }
        hover_.reset();
        return;
    }
    if (const GameEngine& game = controller_.game(); refused_ && controller_.isHumanToMove()) {
        const auto legal = game.checkMove(p, game.toMove());
        if (!legal && legal.error() == MoveError::Forbidden) {
            const renju::Foul foul = renju::foulAt(game.board(), p, game.toMove());
            refusedPoint_ = p;
            refusedReason_ = foulName(foul);
            refusalTimer_.StartOnce(static_cast<int>(kRefusalShown.count()));
            refused_(forbiddenMoveMessage(foul, markName(themeId_, Mark::X)));
        } else if (const auto opening =
                       legal ? std::nullopt : openingRefusal(game, legal.error())) {
            // A tournament opening's square, symmetry or pick: said where the click was.
            refusedPoint_ = p;
            refusedReason_ = opening->reason;
            refusalTimer_.StartOnce(static_cast<int>(kRefusalShown.count()));
            refused_(opening->message);
        }
    }
    Refresh();
}

void BoardPanel::showMoveNumbers(MoveNumbers which) {
    moveNumbers_ = which;
    Refresh();
}

void BoardPanel::showForbiddenPoints(bool shown) {
    forbiddenShown_ = shown;
    Refresh();
}

const std::vector<Point>& BoardPanel::markedForbiddenPoints() {
    const GameEngine& game = shownGame();
    const bool due = forbiddenShown_ && game.rules().isRenju() && !game.isRoundOver() &&
                     game.toMove() == game.firstToMove();
    if (!due) {
        forbidden_.clear();
        forbiddenValid_ = false;
        return forbidden_;
    }
    if (!forbiddenValid_ || forbiddenOf_ != game.history()) {
        forbidden_ = renju::forbiddenPoints(game.board(), game.firstToMove());
        forbiddenOf_ = game.history();
        forbiddenValid_ = true;
    }
    return forbidden_;
}

void BoardPanel::nextRound() {
    if (restart_) {
        restart_();
    } else {
        controller_.restartRound();
    }
}

void BoardPanel::moveCursor(int dx, int dy) {
    // The cells that change: where the cursor (or the hover) was, and where it goes.
    wxRect changed = hover_ ? cellRepaintRect(*hover_) : wxRect();
    if (cursorShown_) {
        changed.Union(cellRepaintRect(cursor_));
        const Point next{cursor_.x + dx, cursor_.y + dy};
        if (isOnBoard(next)) {
            cursor_ = next;
        }
    }
    cursorShown_ = true; // the first key shows the cursor where it is
    hover_.reset();
    if (controller_.game().rules().unlimited) {
        if (!viewport_.following() && layoutValid_) {
            viewport_.keepVisible(cursor_, boardArea_, 1); // the player's view goes along
        }
        layoutValid_ = false; // the field window follows the cursor
        Refresh();            // and may move with it
        return;
    }
    RefreshRect(changed.Union(cellRepaintRect(cursor_)), false);
}

void BoardPanel::onKeyDown(wxKeyEvent& event) {
    const GameEngine& game = controller_.game();
    const int key = event.GetKeyCode();
    if (event.GetModifiers() == wxMOD_SHIFT && canMoveView()) {
        // Shift+arrows pan the unlimited field; the cursor stays where it is.
        switch (key) {
        case WXK_LEFT:
            panByCells(-kPanStep, 0);
            return;
        case WXK_RIGHT:
            panByCells(kPanStep, 0);
            return;
        case WXK_UP:
            panByCells(0, -kPanStep);
            return;
        case WXK_DOWN:
            panByCells(0, kPanStep);
            return;
        default:
            break;
        }
    }
    if (event.HasAnyModifiers() || !acceptsInput()) {
        event.Skip();
        return;
    }
    switch (key) {
    case WXK_LEFT:
    case WXK_NUMPAD_LEFT:
        moveCursor(-1, 0);
        return;
    case WXK_RIGHT:
    case WXK_NUMPAD_RIGHT:
        moveCursor(1, 0);
        return;
    case WXK_UP:
    case WXK_NUMPAD_UP:
        moveCursor(0, -1);
        return;
    case WXK_DOWN:
    case WXK_NUMPAD_DOWN:
        moveCursor(0, 1);
        return;
    case WXK_SPACE:
    case WXK_RETURN:
    case WXK_NUMPAD_ENTER:
        if (game.isRoundOver()) {
            nextRound();
        } else if (!cursorShown_) {
            cursorShown_ = true; // first show where the key would play
            Refresh();
        } else {
            placeAt(cursor_);
        }
        return;
    case WXK_ESCAPE:
        nextRound();
        return;
    default:
        break;
    }
    const Rules& rules = game.rules();
    if (!rules.unlimited && rules.width == 3 && rules.height == 3) {
        if (const std::optional<Point> cell = keypadCell(key)) {
            moveCursorTo(*cell);
            placeAt(*cell);
            return;
        }
    }
    event.Skip();
}

void BoardPanel::onFocus(wxFocusEvent& event) {
    Refresh();
    event.Skip();
}

} // namespace ttt::gui
