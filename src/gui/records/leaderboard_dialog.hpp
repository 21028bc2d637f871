#pragma once

// Game > Leaderboard… (features.md P1, P6): the top 10 players by points in a
// report list, of every variant ("All variants", the default) or of the
// variant group chosen above the list (VariantGroup: 3×3, the other boards,
// Gomoku by rule, the unlimited field). In "All variants" the list has a
// Rating column: each player's rating in the pool of the current game's rules
// ("1240", "1240?" while provisional, "–" for none), and a Network column:
// the player's rounds over the network ("–" for none). A group has neither:
// ratings are kept per pool, network rounds over every variant. A click on a column header
// sorts by that column, a second click on the same header turns the order
// round; the order stays when another variant is chosen (Rating's and
// Network's become Rank's in a group).

#include "tictactoe/records/leaderboard.hpp"

#include <optional>
#include <vector>
#include <wx/dialog.h>

class wxChoice;
class wxCommandEvent;
class wxListCtrl;
class wxListEvent;
class wxStaticText;

namespace ttt::gui {

class LeaderboardDialog final : public wxDialog {
public:
    // `pool`: the ratings shown, those of the game being played
    // (ratingPoolOf(rules)).
    LeaderboardDialog(wxWindow* parent, const Leaderboard& leaderboard, RatingPool pool);

    // Shows the results of one variant group, or of all (nothing), as the
    // choice above the list does.
    void showVariant(std::optional<VariantGroup> variant);
    [[nodiscard]] std::optional<VariantGroup> shownVariant() const { return variant_; }
    void sortBy(LeaderboardColumn column, SortOrder order);
    [[nodiscard]] wxListCtrl& list() { return *list_; }
    // "variant": "All variants", then each VariantGroup in kVariantGroups order.
    [[nodiscard]] wxChoice& variantChoice() { return *variantChoice_; }
    // The rows as shown, top to bottom.
    [[nodiscard]] const std::vector<LeaderboardEntry>& rows() const { return rows_; }

private:
    [[nodiscard]] int columnWidth(LeaderboardColumn column) const;
    void appendColumn(LeaderboardColumn column);
    void onColumnClick(wxListEvent& event);
    void onVariantChosen(wxCommandEvent& event);
    // The rows and columns of the variant shown, in the chosen order.
    void update();
    void fill();

    Leaderboard leaderboard_;
    RatingPool pool_;
    std::optional<VariantGroup> variant_;
    std::vector<LeaderboardEntry> rows_;
    wxChoice* variantChoice_ = nullptr;
    wxStaticText* ratingNote_ = nullptr;
    wxStaticText* emptyNote_ = nullptr;
    wxListCtrl* list_ = nullptr;
    LeaderboardColumn column_ = LeaderboardColumn::Rank;
    SortOrder order_ = SortOrder::Ascending;
};

} // namespace ttt::gui
