#pragma once

// The optional move list (View > Move list, features.md G9): every move of the round
// in the board's notation with the player who placed it, and the opening
// rule's colour decisions in their places (R3), the current one selected. A
// virtual list, so a long game on the unlimited field costs nothing to show.
// Clicking a row asks the owner to show the position after it (a replay
// jumps there).

#include "board/theme.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/round_review.hpp"

#include <functional>
#include <memory>
#include <vector>
#include <wx/listctrl.h>
#include <wx/panel.h>

class wxMenu;
class wxStaticText;

namespace ttt::gui {

class ReviewPlot;

class MoveListPanel final : public wxPanel {
public:
    explicit MoveListPanel(wxWindow* parent);

    // The moves of `game`'s round (its history, or the moves a replay of it
    // goes through), and how many of them are on the board now; decisions
    // are named in `theme`'s colours.
    // With a review of the round (G14), a fourth column marks each move:
    // "?!" an inaccuracy, "?" a mistake, "??" a blunder, "✓" the engine's
    // best move.
    void show(const GameEngine& game, const std::vector<ttt::Move>& moves, std::size_t current,
              ThemeId theme, const RoundReview* review = nullptr);
    void onMoveChosen(std::function<void(std::size_t movesShown)> chosen) {
        chosen_ = std::move(chosen);
    }

    [[nodiscard]] long itemCount() const;
    [[nodiscard]] wxString itemText(long item, long column) const;
    [[nodiscard]] long selectedItem() const;
    // The plot of the review above the list (hidden without one).
    [[nodiscard]] ReviewPlot& plot() { return *plot_; }
    // Under the plot: each player's accuracy and classes, and the verdict
    // on the move shown (as the panel shows them, unwrapped).
    [[nodiscard]] const wxString& reviewText() const { return reviewWords_; }
    // Whether an item's text fits its column (a move is never cut).
    [[nodiscard]] bool fitsColumn(long item, long column) const;
    // What a right click on the list offers: the game copied in each form and
    // the board as a picture (the Edit menu's commands, by their ids).
    [[nodiscard]] static std::unique_ptr<wxMenu> contextMenu();
    // The list itself, where the context menu opens.
    [[nodiscard]] wxWindow& listWindow();

private:
    void fitMoveColumn();
    void wrapReviewText();

    class List;
    List* list_ = nullptr;
    ReviewPlot* plot_ = nullptr; // shown while the round has a review
    wxStaticText* reviewLabel_ = nullptr;
    wxString reviewWords_;
    std::function<void(std::size_t)> chosen_;
};

} // namespace ttt::gui
