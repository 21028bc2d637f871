#include "records/leaderboard_dialog.hpp"

#include "app/button_labels.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {
namespace {

// The list's columns, left to right.
constexpr std::array kColumns{
    LeaderboardColumn::Rank,  LeaderboardColumn::Name,    LeaderboardColumn::Points,
    LeaderboardColumn::Wins,  LeaderboardColumn::Draws,   LeaderboardColumn::Losses,
    LeaderboardColumn::Games, LeaderboardColumn::Network, LeaderboardColumn::Rating};
// Network and Rating are last: they are kept over every variant, so a variant
// group's list is the same without them.
static_assert(kColumns[kColumns.size() - 2] == LeaderboardColumn::Network &&
              kColumns.back() == LeaderboardColumn::Rating);
constexpr int kGroupColumns = static_cast<int>(kColumns.size()) - 2;

bool onlyInAllVariants(LeaderboardColumn column) {
    return column == LeaderboardColumn::Network || column == LeaderboardColumn::Rating;
}

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
    case LeaderboardColumn::Network:
        return _("Network");
    case LeaderboardColumn::Rating:
        return _("Rating");
    }
    return {};
}

wxString variantTitle(VariantGroup variant) {
    switch (variant) {
    case VariantGroup::Classic:
        return _("Classic 3×3");
    case VariantGroup::OtherBoards:
        return _("Other boards, not five in a row");
    case VariantGroup::GomokuFreestyle:
        return _("Gomoku (freestyle)");
    case VariantGroup::GomokuExact:
        return _("Gomoku (exactly five)");
    case VariantGroup::GomokuRenju:
        return _("Gomoku (Renju)");
    case VariantGroup::GomokuCaro:
        return _("Gomoku (Caro)");
    case VariantGroup::Unlimited:
        return _("Unlimited field");
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
    case LeaderboardColumn::Network:
        // "–" for none, as Rating: most players never play over the network.
        return entry.network.games() > 0 ? wxString::Format("%lld", entry.network.games())
                                         : wxString(wxUniChar(0x2013));
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
      leaderboard_(leaderboard), pool_(pool) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(new wxStaticText(this, wxID_ANY,
                                 _("Top 10 by points: 3 for a win, 1 for a draw, -2 for a loss. "
                                   "Click a column title to sort.")),
                wxSizerFlags().Border(wxBOTTOM, FromDIP(4)));
    ratingNote_ = new wxStaticText(this, wxID_ANY, ratingNote(pool));
    ratingNote_->Wrap(FromDIP(620));
    column->Add(ratingNote_, wxSizerFlags().Border(wxBOTTOM, FromDIP(8)));

    wxArrayString variants;
    variants.Add(_("All variants"));
    for (const VariantGroup variant : kVariantGroups) {
        variants.Add(variantTitle(variant));
    }
    auto* choiceRow = new wxBoxSizer(wxHORIZONTAL);
    choiceRow->Add(new wxStaticText(this, wxID_ANY, _("&Variant:")),
                   wxSizerFlags().CentreVertical().Border(wxRIGHT, FromDIP(8)));
    variantChoice_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, variants, 0,
                                  wxDefaultValidator, "variant");
    variantChoice_->SetSelection(0);
    choiceRow->Add(variantChoice_, wxSizerFlags().CentreVertical());
    column->Add(choiceRow, wxSizerFlags().Border(wxBOTTOM, FromDIP(8)));

    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                           wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES, wxDefaultValidator,
                           "leaderboard");
    int listWidth = 0;
    for (const LeaderboardColumn shown : kColumns) {
        listWidth += columnWidth(shown);
    }
    for (std::size_t col = 0; col < kGroupColumns; ++col) {
        appendColumn(kColumns[col]); // update() adds the rest for All variants
    }
    // Every column in sight, with room for the vertical scroll bar.
    list_->SetMinSize(wxSize(listWidth + FromDIP(24), FromDIP(300)));
    column->Add(list_, wxSizerFlags(1).Expand());
    emptyNote_ = new wxStaticText(this, wxID_ANY, wxEmptyString);
    column->Add(emptyNote_, wxSizerFlags().Border(wxTOP, FromDIP(8)));

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(12)));
    outer->Add(CreateStdDialogButtonSizer(wxCLOSE),
               wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
    labelStockButtons(*this);
    update();
    SetSizerAndFit(outer);
    SetEscapeId(wxID_CLOSE);
    SetAffirmativeId(wxID_CLOSE);

    list_->Bind(wxEVT_LIST_COL_CLICK, &LeaderboardDialog::onColumnClick, this);
    variantChoice_->Bind(wxEVT_CHOICE, &LeaderboardDialog::onVariantChosen, this);
    CentreOnParent();
}

void LeaderboardDialog::showVariant(std::optional<VariantGroup> variant) {
    variant_ = variant;
    variantChoice_->SetSelection(variant ? static_cast<int>(*variant) + 1 : 0);
    update();
    // The note under the list may need room the dialog does not have yet.
    InvalidateBestSize();
    wxSize size = GetSize();
    size.IncTo(GetBestSize());
    SetSize(size);
    Layout();
}

void LeaderboardDialog::onVariantChosen(wxCommandEvent& event) {
    const int chosen = event.GetSelection();
    if (chosen <= 0 || chosen > static_cast<int>(kVariantGroups.size())) {
        showVariant(std::nullopt);
    } else {
        showVariant(kVariantGroups[static_cast<std::size_t>(chosen - 1)]);
    }
}

void LeaderboardDialog::update() {
    // Ratings are kept per pool and network rounds over every variant, not
    // per variant: only "All variants" shows them.
    const bool rated = !variant_;
    if (rated && list_->GetColumnCount() == kGroupColumns) {
        for (std::size_t col = kGroupColumns; col < kColumns.size(); ++col) {
            appendColumn(kColumns[col]);
        }
    } else if (!rated) {
        while (list_->GetColumnCount() > kGroupColumns) {
            list_->DeleteColumn(list_->GetColumnCount() - 1);
        }
    }
    if (!rated && onlyInAllVariants(column_)) {
        column_ = LeaderboardColumn::Rank;
        order_ = SortOrder::Ascending;
    }
    ratingNote_->Show(rated);
    rows_ = leaderboard_.ranking(Leaderboard::kDefaultTop,
                                 rated ? std::optional<RatingPool>(pool_) : std::nullopt, variant_);
    sortEntries(rows_, column_, order_);
    emptyNote_->SetLabel(variant_ ? _("No rounds recorded in this variant yet.")
                                  : _("No rounds recorded yet: finish a round with a "
                                      "player's name to appear here."));
    emptyNote_->Show(rows_.empty());
    fill();
}

int LeaderboardDialog::columnWidth(LeaderboardColumn column) const {
    if (column == LeaderboardColumn::Name) {
        return FromDIP(200);
    }
    // Wide enough for the title in every language, and the sort arrow.
    return std::max(FromDIP(60), list_->GetTextExtent(columnTitle(column)).x + FromDIP(28));
}

void LeaderboardDialog::appendColumn(LeaderboardColumn column) {
    list_->AppendColumn(columnTitle(column),
                        column == LeaderboardColumn::Name ? wxLIST_FORMAT_LEFT
                                                          : wxLIST_FORMAT_RIGHT,
                        columnWidth(column));
}

void LeaderboardDialog::sortBy(LeaderboardColumn column, SortOrder order) {
    if (variant_ && onlyInAllVariants(column)) {
        // Not shown in a variant group: its rows keep the ranking order.
        column = LeaderboardColumn::Rank;
        order = SortOrder::Ascending;
    }
    column_ = column;
    order_ = order;
    sortEntries(rows_, column, order);
    fill();
}

void LeaderboardDialog::onColumnClick(wxListEvent& event) {
    const int index = event.GetColumn();
    if (index < 0 || index >= list_->GetColumnCount()) {
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
    const auto columns = static_cast<std::size_t>(list_->GetColumnCount());
    list_->DeleteAllItems();
    for (std::size_t row = 0; row < rows_.size(); ++row) {
        const long item =
            list_->InsertItem(static_cast<long>(row), cellText(rows_[row], kColumns[0]));
        for (std::size_t col = 1; col < columns; ++col) {
            list_->SetItem(item, static_cast<int>(col), cellText(rows_[row], kColumns[col]));
        }
    }
    // The header shows which column sorts, and which way.
    for (std::size_t col = 0; col < columns; ++col) {
        if (kColumns[col] == column_) {
            list_->ShowSortIndicator(static_cast<int>(col), order_ == SortOrder::Ascending);
        }
    }
}

} // namespace ttt::gui
