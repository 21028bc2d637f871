#include "replay/move_list_panel.hpp"

#include "replay/move_notation.hpp"

#include <algorithm>
#include <ranges>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {

class MoveListPanel::List final : public wxListView {
public:
    explicit List(wxWindow* parent)
        : wxListView(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                     wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL) {
        AppendColumn("#", wxLIST_FORMAT_RIGHT, FromDIP(44));
        AppendColumn(_("Player"), wxLIST_FORMAT_LEFT, FromDIP(76));
        AppendColumn(_("Move"), wxLIST_FORMAT_LEFT, FromDIP(84));
    }

    std::vector<ttt::Move> moves;
    std::vector<wxString> names{"", ""};
    Rules rules;

    [[nodiscard]] wxString OnGetItemText(long item, long column) const override {
        if (item < 0 || static_cast<std::size_t>(item) >= moves.size()) {
            return {};
        }
        const ttt::Move& move = moves[static_cast<std::size_t>(item)];
        switch (column) {
        case 0:
            return wxString::Format("%d", static_cast<int>(item + 1));
        case 1:
            return names[static_cast<std::size_t>(playerIndex(move.mark))];
        default:
            return moveNotation(rules, move.point);
        }
    }
};

MoveListPanel::MoveListPanel(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTAB_TRAVERSAL, "moveList") {
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(new wxStaticText(this, wxID_ANY, _("Moves")),
                wxSizerFlags().Border(wxLEFT | wxTOP | wxRIGHT, FromDIP(6)));
    list_ = new List(this);
    column->Add(list_, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(6)));
    SetSizer(column);
    SetMinSize(FromDIP(wxSize(220, 200)));
    list_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& event) {
        if (chosen_ && event.GetIndex() >= 0) {
            chosen_(static_cast<std::size_t>(event.GetIndex()) + 1);
        }
    });
}

void MoveListPanel::show(const GameEngine& game, const std::vector<ttt::Move>& moves,
                         std::size_t current) {
    list_->moves = moves;
    list_->rules = game.rules();
    for (int i = 0; i < 2; ++i) {
        list_->names[static_cast<std::size_t>(i)] = wxString::FromUTF8(game.player(i).name);
    }
    list_->SetItemCount(static_cast<long>(moves.size()));
    fitMoveColumn();
    const long selected = list_->GetFirstSelected();
    const long wanted = static_cast<long>(current) - 1;
    if (selected >= 0 && selected != wanted) {
        list_->Select(selected, false);
    }
    if (wanted >= 0 && wanted < list_->GetItemCount()) {
        list_->Select(wanted, true);
        list_->EnsureVisible(wanted);
    }
    list_->Refresh();
}

void MoveListPanel::fitMoveColumn() {
    // The widest move of the list: on a board its corner's name, on the
    // unlimited field the longest column and row numbers together. The column
    // grows to it (the list scrolls sideways before a coordinate is cut).
    const std::vector<ttt::Move>& moves = list_->moves;
    wxString widest;
    if (list_->rules.unlimited && !moves.empty()) {
        const auto longer = [](const wxString& a, const wxString& b) {
            return a.length() >= b.length() ? a : b;
        };
        const auto [minX, maxX] = std::ranges::minmax(
            moves | std::views::transform([](const ttt::Move& m) { return m.point.x; }));
        const auto [minY, maxY] = std::ranges::minmax(
            moves | std::views::transform([](const ttt::Move& m) { return m.point.y; }));
        widest = wxString::Format("(%s, %s)", longer(fieldColumnName(minX), fieldColumnName(maxX)),
                                  longer(fieldRowName(minY), fieldRowName(maxY)));
    } else if (!list_->rules.unlimited) {
        widest = moveNotation(list_->rules, {0, 0}); // e.g. "A15", the longest name there
    }
    const int wanted = std::max(FromDIP(84), list_->GetTextExtent(widest).x + list_->FromDIP(18));
    if (list_->GetColumnWidth(2) != wanted) {
        list_->SetColumnWidth(2, wanted);
    }
}

bool MoveListPanel::fitsColumn(long item, long column) const {
    return list_->GetTextExtent(itemText(item, column)).x < list_->GetColumnWidth(column);
}

long MoveListPanel::itemCount() const {
    return list_->GetItemCount();
}

wxString MoveListPanel::itemText(long item, long column) const {
    return list_->OnGetItemText(item, column);
}

long MoveListPanel::selectedItem() const {
    return list_->GetFirstSelected();
}

} // namespace ttt::gui
