#include "replay/review_plot.hpp"

#include <algorithm>
#include <cmath>
#include <wx/brush.h>

namespace ttt::gui {
namespace {

constexpr double kPad = 4; // DIP around the plot

} // namespace

ReviewPlot::ReviewPlot(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
               wxFULL_REPAINT_ON_RESIZE | wxBORDER_NONE, "reviewPlot") {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(100, kHeight)));
    Bind(wxEVT_PAINT, &ReviewPlot::onPaint, this);
    Bind(wxEVT_LEFT_UP, [this](wxMouseEvent& event) {
        if (chosen_ && !curve_.empty()) {
            chosen_(movesAt(event.GetX()));
        }
        event.Skip();
    });
    SetCursor(wxCursor(wxCURSOR_HAND));
}

void ReviewPlot::show(const std::optional<RoundReview>& review, std::size_t shown, ThemeId theme) {
    curve_.clear();
    classes_.clear();
    if (review && !review->moves.empty()) {
        const Mark first = review->moves.front().side;
        for (const MoveReview& m : review->moves) {
            curve_.push_back(m.side == first ? m.chanceAfter : 1.0 - m.chanceAfter);
            classes_.push_back(m.moveClass);
        }
    }
    shown_ = shown;
    theme_ = theme;
    Refresh();
}

std::size_t ReviewPlot::movesAt(int x) const {
    if (curve_.empty()) {
        return 0;
    }
    const double pad = kPad * dip();
    const double width = std::max(1.0, GetClientSize().x - 2 * pad);
    const double step = width / static_cast<double>(curve_.size());
    const double at = std::floor((x - pad) / step) + 1;
    return static_cast<std::size_t>(std::clamp(at, 0.0, static_cast<double>(curve_.size())));
}

void ReviewPlot::onPaint(wxPaintEvent& /*event*/) {
    buffer_.paint(*this, [this](wxGraphicsContext& gc, std::optional<wxRect2DDouble> /*update*/) {
        draw(gc);
    });
}

void ReviewPlot::draw(wxGraphicsContext& gc) {
    const Theme& theme = themeFor(theme_);
    const double d = dip();
    const wxSize size = GetClientSize();
    gc.SetPen(wxNullGraphicsPen);
    gc.SetBrush(gc.CreateBrush(wxBrush(theme.panel)));
    gc.DrawRectangle(0, 0, size.x, size.y);
    if (curve_.empty()) {
        return;
    }
    const double pad = kPad * d;
    const wxRect2DDouble area(pad, pad, std::max(1.0, size.x - 2 * pad),
                              std::max(1.0, size.y - 2 * pad));
    const double step = area.m_width / static_cast<double>(curve_.size());
    const auto yOf = [&](double chance) { return area.GetBottom() - chance * area.m_height; };
    // The second player's colour behind, the first's filled up to the curve
    // (each move's chance at the middle of its step).
    gc.SetBrush(gc.CreateBrush(wxBrush(theme.mark[1])));
    gc.DrawRectangle(area.m_x, area.m_y, area.m_width, area.m_height);
    wxGraphicsPath fill = gc.CreatePath();
    fill.MoveToPoint(area.m_x, area.GetBottom());
    fill.AddLineToPoint(area.m_x, yOf(0.5));
    for (std::size_t i = 0; i < curve_.size(); ++i) {
        fill.AddLineToPoint(area.m_x + step * (static_cast<double>(i) + 0.5), yOf(curve_[i]));
    }
    fill.AddLineToPoint(area.GetRight(), yOf(curve_.back()));
    fill.AddLineToPoint(area.GetRight(), area.GetBottom());
    fill.CloseSubpath();
    gc.SetBrush(gc.CreateBrush(wxBrush(theme.mark[0])));
    gc.FillPath(fill);
    // Even chances, and the position shown.
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(theme.grid).Width(d)));
    gc.StrokeLine(area.m_x, yOf(0.5), area.GetRight(), yOf(0.5));
    if (shown_ > 0) {
        const double x = area.m_x + step * (static_cast<double>(shown_) - 0.5);
        gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(theme.cursor).Width(2 * d)));
        gc.StrokeLine(x, area.m_y, x, area.GetBottom());
    }
    // The moves that gave chances away, in the loss colour for blunders.
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(*wxWHITE).Width(d)));
    for (std::size_t i = 0; i < curve_.size(); ++i) {
        if (classes_[i] < MoveClass::Inaccuracy) {
            continue;
        }
        const double r = classes_[i] == MoveClass::Blunder ? 4 * d : 3 * d;
        const wxColour colour = classes_[i] == MoveClass::Blunder   ? theme.lossBanner
                                : classes_[i] == MoveClass::Mistake ? wxColour(0xE0, 0x8A, 0x1E)
                                                                    : theme.mutedText;
        gc.SetBrush(gc.CreateBrush(wxBrush(colour)));
        const double x = area.m_x + step * (static_cast<double>(i) + 0.5);
        gc.DrawEllipse(x - r, yOf(curve_[i]) - r, 2 * r, 2 * r);
    }
}

} // namespace ttt::gui
