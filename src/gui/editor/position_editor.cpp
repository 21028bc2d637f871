#include "editor/position_editor.hpp"

#include "app/button_labels.hpp"
#include "app/translated_text.hpp"
#include "board/board_painter.hpp"
#include "board/move_notation.hpp"
#include "board/pixel_font.hpp"

#include <algorithm>
#include <cmath>
#include <wx/brush.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/pen.h>
#include <wx/radiobut.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {

namespace {

// How many cells of the unlimited field the editor shows across and down.
constexpr int kFieldCells = 17;

bool contains(const std::vector<Point>& stones, Point p) {
    return std::find(stones.begin(), stones.end(), p) != stones.end();
}

void erase(std::vector<Point>& stones, Point p) {
    stones.erase(std::remove(stones.begin(), stones.end(), p), stones.end());
}

} // namespace

// The board: every cell of a board with edges, or kFieldCells square of the
// unlimited field from `origin_`, with the column letters below and the row
// numbers on the left, as the game's board has them.
class PositionEditor::Canvas final : public wxWindow {
public:
    explicit Canvas(PositionEditor& editor)
        : wxWindow(&editor, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                   wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE, "positionBoard"),
          editor_(editor) {
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        SetMinSize(FromDIP(wxSize(380, 380)));
        Bind(wxEVT_PAINT, [this](wxPaintEvent& /*event*/) {
            buffer_.paint(*this, [this](wxGraphicsContext& gc,
                                        std::optional<wxRect2DDouble> /*update*/) { draw(gc); });
        });
        Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& event) { click(event, false); });
        Bind(wxEVT_RIGHT_DOWN, [this](wxMouseEvent& event) { click(event, true); });
        Bind(wxEVT_MOUSEWHEEL, [this](wxMouseEvent& event) {
            const int steps = event.GetWheelRotation() > 0 ? -3 : 3;
            const bool sideways =
                event.GetWheelAxis() == wxMOUSE_WHEEL_HORIZONTAL || event.ShiftDown();
            editor_.pan(sideways ? steps : 0, sideways ? 0 : steps);
        });
        Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& event) {
            if (!key(event.GetKeyCode(), event.ShiftDown())) {
                event.Skip();
            }
        });
        Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& event) {
            event.Skip();
            redraw(); // the cursor shows only while the board has the keys
        });
    }

    // The keys of the board, as on the game's board: the arrows move the
    // cursor (Shift+arrows move the view of the unlimited field), Space or
    // Enter puts the chosen stone on the cursor's cell (again: takes it
    // off), Delete or Backspace takes any stone off it.
    bool key(int code, bool shift) {
        int dx = 0;
        int dy = 0;
        switch (code) {
        case WXK_LEFT:
        case WXK_NUMPAD_LEFT:
            dx = -1;
            break;
        case WXK_RIGHT:
        case WXK_NUMPAD_RIGHT:
            dx = 1;
            break;
        case WXK_UP:
        case WXK_NUMPAD_UP:
            dy = -1;
            break;
        case WXK_DOWN:
        case WXK_NUMPAD_DOWN:
            dy = 1;
            break;
        case WXK_SPACE:
        case WXK_RETURN:
        case WXK_NUMPAD_ENTER:
        case WXK_DELETE:
        case WXK_BACK:
            if (!cursorShown) {
                cursorShown = true; // the first key shows where the cursor is
            } else {
                editor_.clickCell(cursor, code == WXK_DELETE || code == WXK_BACK);
            }
            redraw();
            return true;
        default:
            return false;
        }
        if (shift && editor_.rules().unlimited) {
            editor_.pan(dx, dy);
            return true;
        }
        if (cursorShown) {
            moveCursor(dx, dy);
        }
        cursorShown = true;
        redraw();
        return true;
    }

    // The cursor one cell on, kept on the board; on the unlimited field the
    // view follows it.
    void moveCursor(int dx, int dy) {
        const Rules& rules = editor_.rules();
        const Point next{cursor.x + dx, cursor.y + dy};
        if (!rules.contains(next)) {
            return;
        }
        cursor = next;
        if (rules.unlimited) {
            const int outX = cursor.x < origin.x ? -1 : (cursor.x >= origin.x + columns() ? 1 : 0);
            const int outY = cursor.y < origin.y ? -1 : (cursor.y >= origin.y + rows() ? 1 : 0);
            if (outX != 0 || outY != 0) {
                editor_.pan(outX, outY);
            }
        }
    }

    Point origin;             // the top left cell shown (the unlimited field)
    Point cursor;             // the keyboard's cell
    bool cursorShown = false; // after the first key, until the mouse clicks

    [[nodiscard]] int columns() const {
        return editor_.rules().unlimited ? kFieldCells : editor_.rules().width;
    }
    [[nodiscard]] int rows() const {
        return editor_.rules().unlimited ? kFieldCells : editor_.rules().height;
    }

    // The size of a cell and the top left corner of the first, in pixels.
    [[nodiscard]] double cell() const {
        const wxSize size = GetClientSize();
        const double band = labelBand();
        return std::max(4.0, std::min((size.x - band) / columns(), (size.y - band) / rows()));
    }
    [[nodiscard]] wxPoint2DDouble corner() const {
        const wxSize size = GetClientSize();
        const double band = labelBand();
        const double c = cell();
        return {band + (size.x - band - c * columns()) / 2.0, (size.y - band - c * rows()) / 2.0};
    }
    [[nodiscard]] std::optional<Point> cellAt(wxPoint at) const {
        const double c = cell();
        const wxPoint2DDouble first = corner();
        const double fx = std::floor((at.x - first.m_x) / c);
        const double fy = std::floor((at.y - first.m_y) / c);
        if (fx < 0 || fy < 0 || fx >= columns() || fy >= rows()) {
            return std::nullopt;
        }
        return Point{origin.x + static_cast<int>(fx), origin.y + static_cast<int>(fy)};
    }
    void redraw() {
        buffer_.invalidate(nullptr);
        Refresh();
    }

private:
    [[nodiscard]] double labelBand() const { return FromDIP(22); }

    void click(wxMouseEvent& event, bool eraseStone) {
        SetFocus();
        if (const auto p = cellAt(event.GetPosition())) {
            cursor = *p; // the keys go on from the cell clicked
            cursorShown = false;
            editor_.clickCell(*p, eraseStone);
        }
    }

    void draw(wxGraphicsContext& gc) {
        const Theme& theme = themeFor(editor_.theme_);
        const wxSize size = GetClientSize();
        gc.SetPen(wxNullGraphicsPen);
        gc.SetBrush(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
        gc.DrawRectangle(0, 0, size.x, size.y);
        const double c = cell();
        const wxPoint2DDouble first = corner();
        const double width = c * columns();
        const double height = c * rows();
        gc.SetBrush(wxBrush(theme.board));
        gc.DrawRectangle(first.m_x, first.m_y, width, height);

        // The grid: through the cells' centres for stones, along their edges for marks.
        const bool stones = theme.style == MarkStyle::Stones;
        gc.SetPen(wxPen(theme.grid, std::max(1, FromDIP(1))));
        const double inset = stones ? c / 2 : 0;
        const int lines = stones ? 0 : 1;
        for (int i = 0; i < columns() + lines; ++i) {
            const double x = first.m_x + inset + i * c;
            gc.StrokeLine(x, first.m_y + inset, x, first.m_y + height - inset);
        }
        for (int i = 0; i < rows() + lines; ++i) {
            const double y = first.m_y + inset + i * c;
            gc.StrokeLine(first.m_x + inset, y, first.m_x + width - inset, y);
        }

        // The labels, as the board names its cells.
        const Rules& rules = editor_.rules();
        // The board's labels' size, at least what the band beside the board
        // holds; a font of its own (a plain window's GetFont() is no font on
        // Windows).
        const double dip = FromDIP(100) / 100.0;
        gc.SetFont(pixelFont(std::max(BoardPainter::coordinateFontSize(c, dip), 14.0 * dip), false),
                   theme.coordinates);
        for (int i = 0; i < columns(); ++i) {
            const int x = origin.x + i;
            const wxString label = rules.unlimited ? fieldColumnName(x) : columnName(x);
            double w = 0;
            double h = 0;
            gc.GetTextExtent(label, &w, &h);
            gc.DrawText(label, first.m_x + i * c + (c - w) / 2, first.m_y + height + FromDIP(3));
        }
        for (int i = 0; i < rows(); ++i) {
            const int y = origin.y + i;
            const wxString label =
                rules.unlimited ? fieldRowName(y) : wxString::Format("%d", rules.height - y);
            double w = 0;
            double h = 0;
            gc.GetTextExtent(label, &w, &h);
            gc.DrawText(label, first.m_x - w - FromDIP(4), first.m_y + i * c + (c - h) / 2);
        }

        const Position& position = editor_.position();
        for (const auto& [list, mark] :
             {std::pair{&position.black, Mark::X}, std::pair{&position.white, Mark::O}}) {
            for (const Point p : *list) {
                const int i = p.x - origin.x;
                const int j = p.y - origin.y;
                if (i < 0 || j < 0 || i >= columns() || j >= rows()) {
                    continue;
                }
                BoardPainter::drawMark(gc, theme, mark,
                                       wxRect2DDouble(first.m_x + i * c, first.m_y + j * c, c, c));
            }
        }

        const int ci = cursor.x - origin.x;
        const int cj = cursor.y - origin.y;
        if (cursorShown && HasFocus() && ci >= 0 && cj >= 0 && ci < columns() && cj < rows()) {
            gc.SetBrush(*wxTRANSPARENT_BRUSH);
            gc.SetPen(wxPen(theme.cursor, std::max(2, FromDIP(2))));
            const double inset = FromDIP(2);
            gc.DrawRectangle(first.m_x + ci * c + inset, first.m_y + cj * c + inset, c - 2 * inset,
                             c - 2 * inset);
        }
    }

    PositionEditor& editor_;
    WindowBuffer buffer_;
};

PositionEditor::PositionEditor(wxWindow* parent, const Rules& rules, Position start, ThemeId theme,
                               const std::array<wxString, 2>& names)
    : wxDialog(parent, wxID_ANY, _("Set up position"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, "positionEditor"),
      rules_(rules), position_(std::move(start)), theme_(theme), names_(names) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(new wxStaticText(this, wxID_ANY,
                                 _("Click a cell to put the chosen stone there, click it again "
                                   "to take it off; a right click takes any stone off.")),
                wxSizerFlags().Border(wxBOTTOM, FromDIP(8)));

    auto* toolsRow = new wxBoxSizer(wxHORIZONTAL);
    const std::array<wxString, 3> toolLabels{
        wxString::Format(_("Put %s"), markName(theme, Mark::X)),
        wxString::Format(_("Put %s"), markName(theme, Mark::O)), _("Take off")};
    for (std::size_t i = 0; i < tools_.size(); ++i) {
        tools_[i] = new wxRadioButton(this, wxID_ANY, toolLabels[i], wxDefaultPosition,
                                      wxDefaultSize, i == 0 ? wxRB_GROUP : 0);
        toolsRow->Add(tools_[i], wxSizerFlags().CentreVertical().Border(wxRIGHT, FromDIP(12)));
        tools_[i]->Bind(wxEVT_RADIOBUTTON,
                        [this, i](wxCommandEvent& /*event*/) { setTool(static_cast<Tool>(i)); });
    }
    tools_[0]->SetValue(true);
    toolsRow->AddStretchSpacer();
    toolsRow->Add(new wxStaticText(this, wxID_ANY, _("&Next to move:")),
                  wxSizerFlags().CentreVertical().Border(wxRIGHT, FromDIP(6)));
    wxArrayString players;
    players.Add(names_[0]);
    players.Add(names_[1]);
    toMove_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, players, 0,
                           wxDefaultValidator, "toMove");
    toMove_->SetSelection(position_.playerToMove == 1 ? 1 : 0);
    toMove_->Bind(wxEVT_CHOICE,
                  [this](wxCommandEvent& event) { setPlayerToMove(event.GetSelection()); });
    toolsRow->Add(toMove_, wxSizerFlags().CentreVertical());
    column->Add(toolsRow, wxSizerFlags().Expand().Border(wxBOTTOM, FromDIP(8)));

    canvas_ = new Canvas(*this);
    column->Add(canvas_, wxSizerFlags(1).Expand());
    status_ = new wxStaticText(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                               wxST_NO_AUTORESIZE, "positionStatus");
    // Room for the longest message (three lines), so the dialog never jumps.
    status_->SetMinSize(wxSize(-1, 3 * GetCharHeight() + FromDIP(4)));
    column->Add(status_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(8)));
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { showStatus(); }); // wrapped to the new width
    });

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    const auto addButton = [&](const wxString& label, const wxString& help, auto action) {
        auto* button = new wxButton(this, wxID_ANY, label);
        button->SetToolTip(help);
        button->Bind(wxEVT_BUTTON, [action](wxCommandEvent& /*event*/) { action(); });
        buttons->Add(button, wxSizerFlags().Border(wxRIGHT, FromDIP(6)));
        return button;
    };
    addButton(_("C&lear"), _("Take every stone off"), [this] { clear(); });
    addButton(_("Mirror left–right"), _("Swap the left and the right of the board"),
              [this] { flip(Flip::LeftRight); });
    addButton(_("Mirror top–bottom"), _("Swap the top and the bottom of the board"),
              [this] { flip(Flip::TopBottom); });
    rotate_ = addButton(_("&Turn"), _("Turn the board a quarter clockwise"), [this] { rotate(); });
    rotate_->Enable(canRotate(rules_));
    if (rules_.unlimited) {
        centre_ = addButton(_("&Centre"),
                            _("Show the stones in the middle (the arrow keys and "
                              "the wheel move the view)"),
                            [this] { centreView(); });
    }
    column->Add(buttons, wxSizerFlags().Border(wxTOP, FromDIP(8)));

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(12)));
    auto* standard = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    outer->Add(standard, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
    labelStockButtons(*this);
    if (auto* ok = dynamic_cast<wxButton*>(FindWindow(wxID_OK))) {
        ok->SetLabel(_("&Play from here"));
    }
    centreView();
    changed();
    SetSizerAndFit(outer);
    CentreOnParent();
}

void PositionEditor::setTool(Tool tool) {
    tool_ = tool;
    tools_[static_cast<std::size_t>(tool)]->SetValue(true);
}

void PositionEditor::clickCell(Point p, bool eraseStone) {
    if (!rules_.contains(p)) {
        return;
    }
    const bool hadBlack = contains(position_.black, p);
    const bool hadWhite = contains(position_.white, p);
    erase(position_.black, p);
    erase(position_.white, p);
    if (!eraseStone && tool_ != Tool::Erase) {
        // The same stone clicked again comes off; another colour's is replaced.
        const bool black = tool_ == Tool::Black;
        if (black ? !hadBlack : !hadWhite) {
            (black ? position_.black : position_.white).push_back(p);
        }
    }
    changed();
}

void PositionEditor::setPlayerToMove(int player) {
    position_.playerToMove = player == 1 ? 1 : 0;
    toMove_->SetSelection(position_.playerToMove);
    changed();
}

void PositionEditor::clear() {
    position_.black.clear();
    position_.white.clear();
    changed();
}

void PositionEditor::flip(Flip how) {
    position_ = flipped(position_, rules_, how);
    changed();
}

void PositionEditor::rotate() {
    position_ = rotated(position_, rules_);
    changed();
}

void PositionEditor::pan(int dx, int dy) {
    if (!rules_.unlimited) {
        return;
    }
    const auto moved = [](int from, int by) {
        const long long to = static_cast<long long>(from) + by;
        return static_cast<int>(std::clamp<long long>(to, -Rules::kMaxCoordinate,
                                                      Rules::kMaxCoordinate - kFieldCells + 1));
    };
    canvas_->origin = Point{moved(canvas_->origin.x, dx), moved(canvas_->origin.y, dy)};
    canvas_->redraw();
}

void PositionEditor::centreView() {
    if (!rules_.unlimited) {
        canvas_->origin = Point{0, 0};
        canvas_->cursor = Point{rules_.width / 2, rules_.height / 2};
        canvas_->redraw();
        return;
    }
    // The middle of the stones' extent, or the field's centre.
    long long minX = 0;
    long long maxX = 0;
    long long minY = 0;
    long long maxY = 0;
    bool any = false;
    for (const auto* list : {&position_.black, &position_.white}) {
        for (const Point p : *list) {
            minX = any ? std::min<long long>(minX, p.x) : p.x;
            maxX = any ? std::max<long long>(maxX, p.x) : p.x;
            minY = any ? std::min<long long>(minY, p.y) : p.y;
            maxY = any ? std::max<long long>(maxY, p.y) : p.y;
            any = true;
        }
    }
    canvas_->cursor =
        Point{static_cast<int>((minX + maxX) / 2), static_cast<int>((minY + maxY) / 2)};
    canvas_->origin =
        Point{canvas_->cursor.x - kFieldCells / 2, canvas_->cursor.y - kFieldCells / 2};
    pan(0, 0); // within the field
}

wxString PositionEditor::statusText() const {
    if (!problem_.empty()) {
        return wxString::Format(_("This position cannot be played: %s."), problem_);
    }
    const bool blackToMove =
        blackToMoveWith(position_.black.size(), position_.white.size()).value_or(true);
    return wxString::Format(_("Next to move: %s, with %s."),
                            names_[static_cast<std::size_t>(position_.playerToMove)],
                            markName(theme_, blackToMove ? Mark::X : Mark::O));
}

std::optional<Point> PositionEditor::cellAt(wxPoint at) const {
    return canvas_->cellAt(at);
}

wxWindow& PositionEditor::board() const {
    return *canvas_;
}

bool PositionEditor::pressKey(int keyCode, bool shift) {
    return canvas_->key(keyCode, shift);
}

Point PositionEditor::cursor() const {
    return canvas_->cursor;
}

bool PositionEditor::Validate() {
    if (problem_.empty()) {
        return true;
    }
    wxBell(); // the reason is under the board already
    return false;
}

void PositionEditor::changed() {
    // Checked once for each change; the line under the board says it.
    const auto ordered = orderPosition(rules_, position_);
    problem_ = ordered ? wxString() : translated(ordered.error().text);
    showStatus();
    canvas_->redraw();
}

void PositionEditor::showStatus() {
    status_->SetForegroundColour(problem_.empty()
                                     ? wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT)
                                     : wxColour(0xB0, 0x1C, 0x1C));
    status_->SetLabel(statusText());
    status_->Wrap(std::max(FromDIP(380), status_->GetSize().x));
}

} // namespace ttt::gui
