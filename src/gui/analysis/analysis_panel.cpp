#include "analysis/analysis_panel.hpp"

#include "board/board_painter.hpp"
#include "board/pixel_font.hpp"

#include <algorithm>
#include <wx/brush.h>
#include <wx/intl.h>
#include <wx/tokenzr.h>

namespace ttt::gui {
namespace {

// The layout in DIP.
constexpr double kBar = 12; // the evaluation bar along the left edge
constexpr double kPad = 14; // the bar to the text, and the text to the right edge
constexpr double kRow = 44; // one of the best moves: its move and chance, then its line
constexpr double kNoteLine = 17;

// `text` in gc's font as lines no wider than `width`: a paragraph per '\n',
// broken between words, or between characters where a script has no spaces
// (Chinese) or a word alone is wider.
std::vector<wxString> wrapped(wxGraphicsContext& gc, const wxString& text, double width) {
    std::vector<wxString> lines;
    for (const wxString& paragraph : wxStringTokenize(text, "\n", wxTOKEN_STRTOK)) {
        wxString line;
        for (const wxString& word : wxStringTokenize(paragraph, " ", wxTOKEN_STRTOK)) {
            const wxString longer = line.empty() ? word : line + " " + word;
            if (textWidth(gc, longer) <= width) {
                line = longer;
                continue;
            }
            if (!line.empty()) {
                lines.push_back(line);
            }
            line.clear();
            for (const wxUniChar c : word) {
                if (!line.empty() && textWidth(gc, line + c) > width) {
                    lines.push_back(line);
                    line.clear();
                }
                line += c;
            }
        }
        if (!line.empty()) {
            lines.push_back(line);
        }
    }
    return lines;
}

} // namespace

AnalysisPanel::AnalysisPanel(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
               wxFULL_REPAINT_ON_RESIZE | wxBORDER_NONE, "analysis") {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(kWidth, 200)));
    Bind(wxEVT_PAINT, &AnalysisPanel::onPaint, this);
    Bind(wxEVT_MOTION, &AnalysisPanel::onMotion, this);
    Bind(wxEVT_LEAVE_WINDOW, &AnalysisPanel::onLeave, this);
    Bind(wxEVT_LEFT_UP, &AnalysisPanel::onLeftUp, this);
}

void AnalysisPanel::show(AnalysisView view) {
    if (pointedRow_ && !view_.rows.empty() && !view.rows.empty()) {
        // The rows stay put under the pointer (a click plays what it points
        // at); the newest wait until it leaves them.
        heldRows_ = std::move(view.rows);
        view.rows = view_.rows;
    } else {
        heldRows_.reset();
    }
    view_ = std::move(view);
    if (pointedRow_ && *pointedRow_ >= view_.rows.size()) {
        point(std::nullopt);
    }
    Refresh();
}

void AnalysisPanel::setTheme(ThemeId id) {
    themeId_ = id;
    Refresh();
}

wxRect AnalysisPanel::rowRect(std::size_t index) const {
    return index < rowRects_.size() ? rowRects_[index] : wxRect();
}

void AnalysisPanel::onPaint(wxPaintEvent& /*event*/) {
    buffer_.paint(*this, [this](wxGraphicsContext& gc, std::optional<wxRect2DDouble> /*update*/) {
        draw(gc);
    });
}

void AnalysisPanel::draw(wxGraphicsContext& gc) {
    const Theme& theme = themeFor(themeId_);
    const double d = dip();
    const wxSize size = GetClientSize();
    gc.SetPen(wxNullGraphicsPen);
    gc.SetBrush(
        gc.CreateLinearGradientBrush(0, 0, 0, size.y, theme.backgroundTop, theme.backgroundBottom));
    gc.DrawRectangle(0, 0, size.x, size.y);

    // The bar: the first mark's share from the bottom, the second's above,
    // framed in the quiet text's colour, a tick at the middle.
    const double bar = kBar * d;
    const wxRect2DDouble frame(4 * d, 12 * d, bar, std::max(1.0, size.y - 24 * d));
    if (view_.barShown) {
        const double first = std::clamp(view_.firstChance, 0.0, 1.0) * frame.m_height;
        gc.SetBrush(gc.CreateBrush(wxBrush(theme.mark[1])));
        gc.DrawRectangle(frame.m_x, frame.m_y, frame.m_width, frame.m_height - first);
        gc.SetBrush(gc.CreateBrush(wxBrush(theme.mark[0])));
        gc.DrawRectangle(frame.m_x, frame.GetBottom() - first, frame.m_width, first);
    } else {
        gc.SetBrush(gc.CreateBrush(wxBrush(theme.panel)));
        gc.DrawRectangle(frame.m_x, frame.m_y, frame.m_width, frame.m_height);
    }
    gc.SetBrush(wxNullGraphicsBrush);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(theme.mutedText).Width(d)));
    gc.DrawRectangle(frame.m_x, frame.m_y, frame.m_width, frame.m_height);
    const double middle = frame.m_y + frame.m_height / 2;
    gc.StrokeLine(frame.m_x - 2 * d, middle, frame.GetRight() + 2 * d, middle);
    gc.SetPen(wxNullGraphicsPen);

    const double left = frame.GetRight() + kPad * d;
    const double width = std::max(1.0, size.x - left - kPad * d);
    double y = 22 * d;
    gc.SetFont(pixelFont(13 * d, true), theme.mutedText);
    gc.DrawText(_("ANALYSIS"), left, y);
    y += 26 * d;
    gc.SetFont(pixelFont(16 * d, true), theme.text);
    drawFitted(gc, view_.headline, left, y, width);
    y += 24 * d;
    gc.SetFont(pixelFont(12 * d, false), theme.mutedText);
    drawFitted(gc, view_.details, left, y, width);
    y += 26 * d;

    rowRects_.clear();
    const wxFont moveFont = pixelFont(14 * d, true);
    const wxFont lineFont = pixelFont(11 * d, false);
    for (std::size_t i = 0; i < view_.rows.size(); ++i) {
        const AnalysisView::Row& row = view_.rows[i];
        const wxRect2DDouble card(left - 6 * d, y, width + 12 * d, (kRow - 4) * d);
        if (card.GetBottom() > size.y) {
            break;
        }
        rowRects_.emplace_back(static_cast<int>(card.m_x), static_cast<int>(card.m_y),
                               static_cast<int>(card.m_width), static_cast<int>(card.m_height));
        gc.SetPen(wxNullGraphicsPen);
        gc.SetBrush(gc.CreateBrush(wxBrush(pointedRow_ == i ? theme.panelActive : theme.panel)));
        gc.DrawRoundedRectangle(card.m_x, card.m_y, card.m_width, card.m_height, 6 * d);
        gc.SetFont(moveFont, theme.text);
        const wxString rank = wxString::Format("%zu", i + 1);
        gc.DrawText(rank, left, y + 4 * d);
        gc.DrawText(row.move, left + 22 * d, y + 4 * d);
        double chanceWidth = 0;
        double chanceHeight = 0;
        gc.SetFont(moveFont, theme.text);
        gc.GetTextExtent(row.chance, &chanceWidth, &chanceHeight);
        gc.DrawText(row.chance, left + width - chanceWidth, y + 4 * d);
        gc.SetFont(lineFont, theme.mutedText);
        drawFitted(gc, row.line, left + 22 * d, y + 22 * d, width - 22 * d);
        y += kRow * d;
    }

    if (!view_.note.empty()) {
        y += 6 * d;
        gc.SetFont(pixelFont(12 * d, false), theme.mutedText);
        for (const wxString& line : wrapped(gc, view_.note, width)) {
            if (y + kNoteLine * d > size.y) {
                break;
            }
            gc.DrawText(line, left, y);
            y += kNoteLine * d;
        }
    }
}

std::optional<std::size_t> AnalysisPanel::rowAt(wxPoint pixel) const {
    for (std::size_t i = 0; i < rowRects_.size(); ++i) {
        if (rowRects_[i].Contains(pixel)) {
            return i;
        }
    }
    return std::nullopt;
}

void AnalysisPanel::point(std::optional<std::size_t> row) {
    if (row == pointedRow_) {
        return;
    }
    pointedRow_ = row;
    if (!row && heldRows_) {
        view_.rows = std::move(*heldRows_);
        heldRows_.reset();
    }
    SetCursor(row ? wxCursor(wxCURSOR_HAND) : wxNullCursor);
    Refresh();
    if (pointed_) {
        pointed_(row ? &view_.rows[*row] : nullptr);
    }
}

void AnalysisPanel::onMotion(wxMouseEvent& event) {
    point(rowAt(event.GetPosition()));
    event.Skip();
}

void AnalysisPanel::onLeave(wxMouseEvent& event) {
    point(std::nullopt);
    event.Skip();
}

void AnalysisPanel::onLeftUp(wxMouseEvent& event) {
    if (const auto row = rowAt(event.GetPosition()); row && chosen_) {
        chosen_(*row);
    }
    event.Skip();
}

} // namespace ttt::gui
