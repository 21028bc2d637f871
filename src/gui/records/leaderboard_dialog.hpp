#pragma once

// Game > Leaderboard… (features.md P1, P6): the top 10 players by points in a
// report list, with each one's rating in the pool of the current game's rules
// ("1240", "1240?" while provisional, "–" for none); a click on a column header
// sorts by that column, a second click on the same header turns the order round.

#include "tictactoe/records/leaderboard.hpp"

#include <vector>
#include <wx/dialog.h>

class wxListCtrl;
class wxListEvent;

namespace ttt::gui {

class LeaderboardDialog final : public wxDialog {
public:
    // `pool`: the ratings shown, those of the game being played
    // (ratingPoolOf(rules)).
    LeaderboardDialog(wxWindow* parent, const Leaderboard& leaderboard, RatingPool pool);

    void sortBy(LeaderboardColumn column, SortOrder order);
    [[nodiscard]] wxListCtrl& list() { return *list_; }
    // The rows as shown, top to bottom.
    [[nodiscard]] const std::vector<LeaderboardEntry>& rows() const { return rows_; }

private:
    void onColumnClick(wxListEvent& event);
    void fill();

    std::vector<LeaderboardEntry> rows_;
    wxListCtrl* list_ = nullptr;
    LeaderboardColumn column_ = LeaderboardColumn::Rank;
    SortOrder order_ = SortOrder::Ascending;
};

} // namespace ttt::gui
