#include "records/leaderboard_dialog.hpp"

#include <array>
#include <cmath>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {
namespace {

// The list's columns, left to right.
constexpr std::array kColumns{LeaderboardColumn::Rank,   LeaderboardColumn::Name,
                              LeaderboardColumn::Points, LeaderboardColumn::Wins,
                              LeaderboardColumn::Draws,  LeaderboardColumn::Losses,
                              LeaderboardColumn::Games,  LeaderboardColumn::Rating};

wxString columnTitle(LeaderboardColumn column) {
    switch (column) {
    case LeaderboardColumn::Rank:
        return _("Rank");
    case LeaderboardColumn::Name:
        return _("Player");
    case LeaderboardColumn::Points:
        return _("Points");
    case LeaderboardColumn::Wins:
        return _("Won");
    case LeaderboardColumn::Draws:
        return _("Drawn");
    case LeaderboardColumn::Losses:
        return _("Lost");
    case LeaderboardColumn::Games:
        return _("Rounds");
    case LeaderboardColumn::Rating:
        return _("Rating");
    }
    return {};
}

// "1240", "1240?" while provisional, "–" when there is none.
wxString ratingText(const std::optional<PlayerRating>& rating) {
    if (!rating) {
        return wxString(wxUniChar(0x2013));
    }
    wxString text = wxString::Format("%ld", std::lround(rating->rating));
    if (rating->provisional()) {
        text += "?";
    }
    return text;
}

wxString ratingNote(RatingPool pool) {
    return pool == RatingPool::FiveInARow
               ? _("Rating: for five in a row, from rounds against the computer levels; "
                   "\"?\" while it is still provisional (fewer than 10 rounds).")
               : _("Rating: for the smaller boards, from rounds against the computer levels; "
                   "\"?\" while it is still provisional (fewer than 10 rounds).");
}

wxString cellText(const LeaderboardEntry& entry, LeaderboardColumn column) {
    const PlayerStanding& p = entry.player;
    switch (column) {
    case LeaderboardColumn::Rank:
        return wxString::Format("%d", entry.rank);
    case LeaderboardColumn::Name:
        return wxString::FromUTF8(p.name);
    case LeaderboardColumn::Points:
        return wxString::Format("%lld", p.points());
    case LeaderboardColumn::Wins:
        return wxString::Format("%d", p.wins);
    case LeaderboardColumn::Draws:
        return wxString::Format("%d", p.draws);
    case LeaderboardColumn::Losses:
        return wxString::Format("%d", p.losses);
    case LeaderboardColumn::Games:
        return wxString::Format("%lld", p.games());
    case LeaderboardColumn::Rating:
        return ratingText(entry.rating);
    }
    return {};
}

} // namespace

LeaderboardDialog::LeaderboardDialog(wxWindow* parent, const Leaderboard& leaderboard,
                                     RatingPool pool)
    : wxDialog(parent, wxID_ANY, _("Leaderboard"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      rows_(leaderboard.ranking(Leaderboard::kDefaultTop, pool)) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(new wxStaticText(this, wxID_ANY,
                                 _("Top 10 by points: 3 for a win, 1 for a draw, -2 for a loss. "
                                   "Click a column title to sort.")),
                wxSizerFlags().Border(wxBOTTOM, FromDIP(4)));
    auto* note = new wxStaticText(this, wxID_ANY, ratingNote(pool));
    note->Wrap(FromDIP(620));
    column->Add(note, wxSizerFlags().Border(wxBOTTOM, FromDIP(8)));
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(620, 300)),
                           wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES, wxDefaultValidator,
                           "leaderboard");
    for (std::size_t i = 0; i < kColumns.size(); ++i) {
        const bool name = kColumns[i] == LeaderboardColumn::Name;
        list_->AppendColumn(columnTitle(kColumns[i]),
                            name ? wxLIST_FORMAT_LEFT : wxLIST_FORMAT_RIGHT,
                            FromDIP(name ? 200 : 60));
    }
    column->Add(list_, wxSizerFlags(1).Expand());
    if (rows_.empty()) {
        column->Add(new wxStaticText(this, wxID_ANY,
                                     _("No rounds recorded yet: finish a round with a "
                                       "player's name to appear here.")),
                    wxSizerFlags().Border(wxTOP, FromDIP(8)));
    }

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(12)));
    outer->Add(CreateStdDialogButtonSizer(wxCLOSE),
               wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
    SetSizerAndFit(outer);
    SetEscapeId(wxID_CLOSE);
    SetAffirmativeId(wxID_CLOSE);

    list_->Bind(wxEVT_LIST_COL_CLICK, &LeaderboardDialog::onColumnClick, this);
    fill();
    CentreOnParent();
}

void LeaderboardDialog::sortBy(LeaderboardColumn column, SortOrder order) {
    column_ = column;
    order_ = order;
    sortEntries(rows_, column, order);
    fill();
}

void LeaderboardDialog::onColumnClick(wxListEvent& event) {
    const int index = event.GetColumn();
    if (index < 0 || index >= static_cast<int>(kColumns.size())) {
        return;
    }
    const LeaderboardColumn column = kColumns[static_cast<std::size_t>(index)];
    SortOrder order = defaultSortOrder(column);
    if (column == column_) {
        order = order_ == SortOrder::Ascending ? SortOrder::Descending : SortOrder::Ascending;
    }
    sortBy(column, order);
}

void LeaderboardDialog::fill() {
    list_->DeleteAllItems();
    for (std::size_t row = 0; row < rows_.size(); ++row) {
        const long item =
            list_->InsertItem(static_cast<long>(row), cellText(rows_[row], kColumns[0]));
        for (std::size_t col = 1; col < kColumns.size(); ++col) {
            list_->SetItem(item, static_cast<int>(col), cellText(rows_[row], kColumns[col]));
        }
    }
    // The header shows which column sorts, and which way.
    for (std::size_t col = 0; col < kColumns.size(); ++col) {
        if (kColumns[col] == column_) {
            list_->ShowSortIndicator(static_cast<int>(col), order_ == SortOrder::Ascending);
        }
    }
}

} // namespace ttt::gui
