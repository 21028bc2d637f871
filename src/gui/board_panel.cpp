#include "board_panel.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <wx/dcbuffer.h>
#include <wx/intl.h>

namespace ttt::gui {
namespace {

constexpr int kFieldMinSide = 15; // cells shown at least on the unlimited field
constexpr int kFieldMargin = 2;   // free cells kept around the stones

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

BoardPanel::BoardPanel(wxWindow* parent, GameController& controller)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
               wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE | wxBORDER_NONE, "board"),
      controller_(controller), cursor_(defaultCursor()) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(320, 320)));
    SetName("board");
    Bind(wxEVT_PAINT, &BoardPanel::onPaint, this);
    Bind(wxEVT_SIZE, &BoardPanel::onSize, this);
    Bind(wxEVT_MOTION, &BoardPanel::onMotion, this);
    Bind(wxEVT_LEAVE_WINDOW, &BoardPanel::onLeave, this);
    Bind(wxEVT_LEFT_DOWN, &BoardPanel::onLeftDown, this);
    Bind(wxEVT_KEY_DOWN, &BoardPanel::onKeyDown, this);
    Bind(wxEVT_SET_FOCUS, &BoardPanel::onFocus, this);
    Bind(wxEVT_KILL_FOCUS, &BoardPanel::onFocus, this);
}

void BoardPanel::setTheme(ThemeId id) {
    themeId_ = id;
    layoutValid_ = false;
    Refresh();
}

void BoardPanel::gameChanged(GameEvent event) {
    if (event == GameEvent::GameStarted || event == GameEvent::RoundStarted) {
        fieldWindow_.reset();
        hover_.reset();
        if (event == GameEvent::GameStarted || !isOnBoard(cursor_)) {
            cursor_ = defaultCursor();
        }
    }
    layoutValid_ = false;
    Refresh();
}

void BoardPanel::thinkingChanged() {
    Refresh();
}

Point BoardPanel::defaultCursor() const {
    const Rules& rules = controller_.game().rules();
    if (rules.unlimited) {
        const auto& history = controller_.game().history();
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
    const GameEngine& game = controller_.game();
    const Rules& rules = game.rules();
    if (rules.unlimited) {
        const std::optional<Point> keep =
            cursorShown_ ? std::optional<Point>(cursor_) : std::nullopt;
        fieldWindow_ =
            followField(fieldWindow_, game.board().bounds(), keep, kFieldMinSide, kFieldMargin);
        geometry_.fit(boardArea_, *fieldWindow_, 0.0, 64 * d);
    } else {
        const bool coordinates = std::min(rules.width, rules.height) >= 6;
        const double padding = coordinates ? 0.75 : 0.1;
        geometry_.fit(boardArea_, CellRect{0, 0, rules.width - 1, rules.height - 1}, padding,
                      200 * d);
    }
    layoutValid_ = true;
}

CellRect BoardPanel::shownCells() {
    if (!layoutValid_) {
        layoutBoard();
    }
    return controller_.game().rules().unlimited ? geometry_.cellsCovering(boardArea_)
                                                : geometry_.cells();
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
    const GameEngine& game = controller_.game();
    const Theme& theme = themeFor(themeId_);
    const RoundResult& result = game.result();
    Banner b;
    const wxString next = _("Press Space or click here for the next round");
    if (result.outcome == Outcome::Won) {
        const Player& winner = game.player(playerIndex(result.winner));
        const Player& loser = game.player(1 - playerIndex(result.winner));
        b.filled = true;
        b.mark = result.winner;
        b.subtitle = next;
        if (winner.kind == PlayerKind::Computer && loser.kind == PlayerKind::Human) {
            b.title = _("The computer wins");
            b.colour = theme.lossBanner;
        } else if (winner.kind == PlayerKind::Human) {
            b.title = wxString::Format(_("%s wins!"), wxString::FromUTF8(winner.name));
            b.colour = theme.winBanner;
        } else {
            b.title = wxString::Format(_("%s wins"), wxString::FromUTF8(winner.name));
            b.colour = theme.neutralBanner;
        }
    } else if (result.outcome == Outcome::Drawn) {
        b.filled = true;
        b.title = _("It's a draw");
        b.subtitle = next;
        b.colour = theme.neutralBanner;
    } else {
        const Player& player = game.playerToMove();
        const wxString name = wxString::FromUTF8(player.name);
        b.mark = game.toMove();
        b.title = controller_.isThinking() ? wxString::Format(_("%s is thinking…"), name)
                                           : wxString::Format(_("%s to move"), name);
        b.colour = theme.text;
    }
    return b;
}

void BoardPanel::onPaint(wxPaintEvent& /*event*/) {
    wxAutoBufferedPaintDC dc(this);
    if (!layoutValid_) {
        layoutBoard();
    }
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) {
        return;
    }
    BoardScene scene;
    scene.game = &controller_.game();
    scene.theme = &themeFor(themeId_);
    scene.geometry = geometry_;
    scene.boardArea = boardArea_;
    scene.dip = dip();
    const Rules& rules = controller_.game().rules();
    scene.coordinates = !rules.unlimited && std::min(rules.width, rules.height) >= 6;
    const bool humanMayPlay = controller_.isHumanToMove();
    if (hover_ && humanMayPlay && controller_.game().board().isEmpty(*hover_)) {
        scene.hover = hover_;
        scene.hoverMark = controller_.game().toMove();
    }
    if (cursorShown_ && HasFocus() && !controller_.game().isRoundOver()) {
        scene.cursor = cursor_;
    }
    const wxSize client = GetClientSize();
    BoardPainter painter(*gc, scene);
    painter.paint(wxRect2DDouble(0, 0, client.x, client.y), bannerArea_, banner());
}

void BoardPanel::onSize(wxSizeEvent& event) {
    layoutValid_ = false;
    Refresh();
    event.Skip();
}

void BoardPanel::onMotion(wxMouseEvent& event) {
    const std::optional<Point> cell = cellUnder(event.GetPosition());
    const bool playable =
        cell && controller_.isHumanToMove() && controller_.game().board().isEmpty(*cell);
    const bool overBanner = controller_.game().isRoundOver() &&
                            bannerArea_.Contains(wxPoint2DDouble(event.GetX(), event.GetY()));
    SetCursor(playable || overBanner ? wxCursor(wxCURSOR_HAND) : wxNullCursor);
    if (cell != hover_ || cursorShown_) {
        hover_ = cell;
        cursorShown_ = false; // the mouse takes over from the keyboard cursor
        Refresh();
    }
    event.Skip();
}

void BoardPanel::onLeave(wxMouseEvent& event) {
    if (hover_) {
        hover_.reset();
        Refresh();
    }
    event.Skip();
}

void BoardPanel::onLeftDown(wxMouseEvent& event) {
    SetFocus();
    if (controller_.game().isRoundOver()) {
        if (bannerArea_.Contains(wxPoint2DDouble(event.GetX(), event.GetY()))) {
            nextRound();
        }
        return;
    }
    if (const std::optional<Point> cell = cellUnder(event.GetPosition())) {
        cursor_ = *cell;
        placeAt(*cell);
    }
}

void BoardPanel::placeAt(Point p) {
    if (controller_.playHuman(p)) {
        hover_.reset();
    }
    Refresh();
}

void BoardPanel::nextRound() {
    controller_.restartRound();
}

void BoardPanel::moveCursor(int dx, int dy) {
    if (!cursorShown_) {
        cursorShown_ = true; // the first key shows the cursor where it is
    } else {
        const Point next{cursor_.x + dx, cursor_.y + dy};
        if (isOnBoard(next)) {
            cursor_ = next;
        }
    }
    hover_.reset();
    if (controller_.game().rules().unlimited) {
        layoutValid_ = false; // the field window follows the cursor
    }
    Refresh();
}

void BoardPanel::onKeyDown(wxKeyEvent& event) {
    const GameEngine& game = controller_.game();
    const int key = event.GetKeyCode();
    if (event.HasAnyModifiers()) {
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
            cursor_ = *cell;
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
