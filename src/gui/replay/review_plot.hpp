#pragma once

// The plot of a reviewed round (features.md G14), above the move list: the
// first player's chance of winning after each move, filled from the bottom
// in that player's mark colour and from the top in the other's, with the
// round's inaccuracies, mistakes and blunders as dots on the curve and the
// position shown as a line. A click goes to the move under it.

#include "board/theme.hpp"
#include "board/window_buffer.hpp"
#include "tictactoe/game/round_review.hpp"

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>
#include <wx/window.h>

namespace ttt::gui {

class ReviewPlot final : public wxWindow {
public:
    static constexpr int kHeight = 96; // DIP

    explicit ReviewPlot(wxWindow* parent);

    // The review to plot (none: nothing), `shown` moves on the board now.
    void show(const std::optional<RoundReview>& review, std::size_t shown, ThemeId theme);
    // Told how many moves to show when the plot is clicked.
    void onMoveChosen(std::function<void(std::size_t moves)> chosen) {
        chosen_ = std::move(chosen);
    }

    // The first player's chance after each move, as plotted (tests).
    [[nodiscard]] const std::vector<double>& curve() const { return curve_; }
    // The moves a click at x (pixels) goes to: 0 before the first, up to every move.
    [[nodiscard]] std::size_t movesAt(int x) const;

private:
    void onPaint(wxPaintEvent& event);
    void draw(wxGraphicsContext& gc);
    [[nodiscard]] double dip() const { return FromDIP(100) / 100.0; }

    std::vector<double> curve_;      // by move
    std::vector<MoveClass> classes_; // by move
    std::size_t shown_ = 0;
    ThemeId theme_ = ThemeId::Classic;
    std::function<void(std::size_t)> chosen_;
    WindowBuffer buffer_;
};

} // namespace ttt::gui
