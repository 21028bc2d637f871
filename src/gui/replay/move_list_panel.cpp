#include "replay/move_list_panel.hpp"

#include "app/text_wrap.hpp"
#include "board/move_notation.hpp"
#include "board/review_messages.hpp"
#include "feature/command_ids.hpp"
#include "replay/review_plot.hpp"

#include <algorithm>
#include <optional>
#include <ranges>
#include <wx/arrstr.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {

namespace {

// One line of the list: a move, a colour decision taken after `moves` moves,
// a tournament opening's declaration or offers, or the set-up position the
// round went on from.
struct Row {
    std::size_t moves = 0; // the moves on the board after this row
    std::optional<ColourOption> decision;
    int player = 0; // who placed the stone or took the decision
    bool setUp = false;
    int declared = 0;    // the number of fifth moves declared
    bool offers = false; // black's offered fifth moves
    [[nodiscard]] bool isMove() const { return !decision && declared == 0 && !offers; }
};

wxString decisionText(ColourOption option, ThemeId theme) {
    switch (option) {
    case ColourOption::TakeBlack:
        // TRANSLATORS: a row of the move list, after the player's name; %s is
        // the colour as the theme names it ("black", "X" or "1").
        return wxString::Format(_("takes %s"), markName(theme, Mark::X));
    case ColourOption::TakeWhite:
        return wxString::Format(_("takes %s"), markName(theme, Mark::O));
    case ColourOption::PlaceTwo:
        // TRANSLATORS: a row of the move list, after the player's name.
        return _("places two more");
    case ColourOption::OfferFifths:
        // TRANSLATORS: a row of the move list, after the player's name.
        return _("offers fifth moves");
    }
    return {};
}

wxString classMark(MoveClass c) {
    switch (c) {
    case MoveClass::Best:
        return wxString::FromUTF8("✓");
    case MoveClass::Good:
        return {};
    case MoveClass::Inaccuracy:
        return "?!";
    case MoveClass::Mistake:
        return "?";
    case MoveClass::Blunder:
        return "??";
    }
    return {};
}

} // namespace

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
    std::vector<MoveClass> classes; // by move, when the round was reviewed
    std::vector<Row> rows;
    std::vector<Point> offerPoints; // a tournament opening's offered fifth moves
    std::vector<wxString> names{"", ""};
    std::size_t setUpStones = 0; // moves counts from the first move played after them
    Rules rules;
    ThemeId theme = ThemeId::Classic;

    [[nodiscard]] wxString OnGetItemText(long item, long column) const override {
        if (item < 0 || static_cast<std::size_t>(item) >= rows.size()) {
            return {};
        }
        const Row& row = rows[static_cast<std::size_t>(item)];
        if (row.setUp) {
            return column == 2 ? wxString::Format(wxPLURAL("set up: %d stone", "set up: %d stones",
                                                           static_cast<int>(row.moves)),
                                                  static_cast<int>(row.moves))
                               : wxString();
        }
        switch (column) {
        case 0:
            return !row.isMove()
                       ? wxString()
                       : wxString::Format("%d", static_cast<int>(row.moves - setUpStones));
        case 1:
            return names[static_cast<std::size_t>(row.player)];
        case 3:
            return !row.isMove() || row.moves > classes.size() ? wxString()
                                                               : classMark(classes[row.moves - 1]);
        default:
            return row.isMove() ? moveNotation(rules, moves[row.moves - 1].point) : noteText(row);
        }
    }

    // A row that is no move: a decision, the declaration or the offers.
    [[nodiscard]] wxString noteText(const Row& row) const {
        if (row.decision) {
            return decisionText(*row.decision, theme);
        }
        if (row.declared > 0) {
            // TRANSLATORS: a row of the move list, after the player's name.
            return wxString::Format(
                wxPLURAL("declares %d fifth move", "declares %d fifth moves", row.declared),
                row.declared);
        }
        wxString text;
        for (std::size_t i = 0; i < offerPoints.size(); ++i) {
            text += wxString::Format("%s5%c %s", i == 0 ? "" : ", ", static_cast<char>('a' + i),
                                     moveNotation(rules, offerPoints[i]));
        }
        // TRANSLATORS: a row of the move list, after the player's name: the
        // offered fifth moves, e.g. "offers 5a H9, 5b G8".
        return wxString::Format(_("offers %s"), text);
    }

    // The row showing the position after `shown` moves: the last one that
    // leaves that many on the board.
    [[nodiscard]] long rowOf(std::size_t shown) const {
        long found = -1;
        for (std::size_t i = 0; i < rows.size() && rows[i].moves <= shown; ++i) {
            found = static_cast<long>(i);
        }
        return found;
    }
};

MoveListPanel::MoveListPanel(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTAB_TRAVERSAL, "moveList") {
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(new wxStaticText(this, wxID_ANY, _("Moves")),
                wxSizerFlags().Border(wxLEFT | wxTOP | wxRIGHT, FromDIP(6)));
    plot_ = new ReviewPlot(this);
    plot_->Hide(); // until the round is reviewed
    plot_->onMoveChosen([this](std::size_t moves) {
        if (chosen_) {
            chosen_(moves);
        }
    });
    column->Add(plot_, wxSizerFlags().Expand().Border(wxLEFT | wxTOP | wxRIGHT, FromDIP(6)));
    reviewLabel_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                    wxST_NO_AUTORESIZE, "reviewText");
    reviewLabel_->Hide();
    column->Add(reviewLabel_, wxSizerFlags().Expand().Border(wxLEFT | wxTOP | wxRIGHT, FromDIP(6)));
    list_ = new List(this);
    column->Add(list_, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(6)));
    SetSizer(column);
    SetMinSize(FromDIP(wxSize(220, 200)));
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { wrapReviewText(); });
    });
    // A right click (or the menu key) offers the game's copies; the choice
    // goes up to the window, whose Edit commands carry it out.
    list_->Bind(wxEVT_CONTEXT_MENU, [this](wxContextMenuEvent& /*event*/) {
        const auto menu = contextMenu();
        list_->PopupMenu(menu.get());
    });
    list_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& event) {
        const long item = event.GetIndex();
        if (chosen_ && item >= 0 && static_cast<std::size_t>(item) < list_->rows.size()) {
            chosen_(list_->rows[static_cast<std::size_t>(item)].moves);
        }
    });
}

std::unique_ptr<wxMenu> MoveListPanel::contextMenu() {
    auto menu = std::make_unique<wxMenu>();
    menu->Append(wxID_COPY, _("&Copy game"));
    menu->Append(kCopyGameAsMovesId, _("Copy game as &moves"));
    menu->Append(kCopyGameAsPiskvorkId, _("Copy game as &Piskvork text"));
    menu->AppendSeparator();
    menu->Append(kCopyBoardPictureId, _("Copy board p&icture"));
    return menu;
}

wxWindow& MoveListPanel::listWindow() {
    return *list_;
}

void MoveListPanel::show(const GameEngine& game, const std::vector<ttt::Move>& moves,
                         std::size_t current, ThemeId theme, const RoundReview* review) {
    // Who placed each stone comes from the live round: a replay goes through
    // its moves, so the same indices.
    const auto& steps = game.openingSteps();
    std::vector<Row> rows;
    rows.reserve(moves.size() + steps.size());
    std::size_t nextStep = 0;
    const std::size_t setUp = std::min(game.setUpStones(), moves.size());
    if (setUp > 0) {
        rows.push_back(Row{setUp, std::nullopt, 0, true});
    }
    // A tournament opening's declaration comes before the swap it allows,
    // the offers after the swaps, before the fifth move.
    const OpeningRule rule = game.setup().opening;
    const std::size_t declaredAfter = rule == OpeningRule::Yamaguchi ? 3 : 4;
    const auto& offers = game.fifthOffers();
    for (std::size_t i = setUp; i <= moves.size(); ++i) {
        if (i == declaredAfter && game.declaredOffers() > 0) {
            // Yamaguchi: the opener; Soosorv: white, who played the fourth.
            const int declarer =
                rule == OpeningRule::Yamaguchi ? game.placedBy(0) : game.placedBy(3);
            rows.push_back(Row{i, std::nullopt, declarer, false, game.declaredOffers()});
        }
        for (; nextStep < steps.size() && steps[nextStep].afterMoves == i; ++nextStep) {
            rows.push_back(Row{i, steps[nextStep].option, steps[nextStep].chooser});
        }
        if (i == 4 && !offers.empty() && isTournamentOpening(rule)) {
            // Black's player offered them: who owns black now (no swap follows).
            rows.push_back(Row{i, std::nullopt, playerIndex(game.firstToMove()), false, 0, true});
        }
        if (i < moves.size()) {
            const int player =
                i < game.history().size() ? game.placedBy(i) : playerIndex(moves[i].mark);
            rows.push_back(Row{i + 1, std::nullopt, player});
        }
    }
    list_->moves = moves;
    list_->offerPoints = offers;
    list_->setUpStones = setUp;
    list_->classes.clear();
    if (review != nullptr && review->moves.size() >= moves.size()) {
        for (const MoveReview& m : review->moves) {
            list_->classes.push_back(m.moveClass);
        }
    }
    // The review's column only while there is a review to show.
    const bool reviewed = !list_->classes.empty();
    if (reviewed && list_->GetColumnCount() == 3) {
        list_->AppendColumn(wxString::FromUTF8("✓?"), wxLIST_FORMAT_CENTER, FromDIP(34));
    } else if (!reviewed && list_->GetColumnCount() == 4) {
        list_->DeleteColumn(3);
    }
    list_->rows = std::move(rows);
    wxString words;
    if (reviewed) {
        words = reviewSummaryText(game, *review, theme);
        const wxString verdict = moveReviewText(game, *review, current);
        if (!verdict.empty()) {
            words += "\n\n" + verdict; // a paragraph of its own
        }
    }
    if (reviewed != plot_->IsShown()) {
        plot_->Show(reviewed);
        reviewLabel_->Show(reviewed);
    }
    if (words != reviewWords_) {
        reviewWords_ = words;
        wrapReviewText();
    }
    plot_->show(reviewed ? std::optional<RoundReview>(*review) : std::nullopt, current, theme);
    list_->rules = game.rules();
    list_->theme = theme;
    for (int i = 0; i < 2; ++i) {
        list_->names[static_cast<std::size_t>(i)] = wxString::FromUTF8(game.player(i).name);
    }
    list_->SetItemCount(static_cast<long>(list_->rows.size()));
    fitMoveColumn();
    const long selected = list_->GetFirstSelected();
    const long wanted = list_->rowOf(current);
    if (selected >= 0 && selected != wanted) {
        list_->Select(selected, false);
    }
    if (wanted >= 0 && wanted < list_->GetItemCount()) {
        list_->Select(wanted, true);
        list_->EnsureVisible(wanted);
    }
    list_->Refresh();
}

void MoveListPanel::wrapReviewText() {
    // A static text wraps only when told the width: again at each new size.
    const int width = GetClientSize().x - FromDIP(12);
    if (width <= 0 || !reviewLabel_->IsShown()) {
        Layout();
        return;
    }
    reviewLabel_->SetLabel(wrapToWidth(*reviewLabel_, reviewWords_, width));
    // Its height: the wrapped lines (the label does not size itself).
    int height = 0;
    for (const wxString& line : wxSplit(reviewLabel_->GetLabel(), '\n', '\0')) {
        height += std::max(reviewLabel_->GetTextExtent(line.empty() ? wxString("M") : line).y,
                           reviewLabel_->GetCharHeight());
    }
    reviewLabel_->SetMinSize(wxSize(width, height));
    Layout();
}

void MoveListPanel::fitMoveColumn() {
    // The widest move of the list: on a board its corner's name, on the
    // unlimited field the longest column and row numbers together, or a
    // decision. The column grows to it (the list scrolls sideways before a
    // coordinate is cut).
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
    // Never narrower than its heading.
    int widestText = std::max(list_->GetTextExtent(widest).x, list_->GetTextExtent(_("Move")).x);
    for (const Row& row : list_->rows) {
        if (!row.isMove() && !row.setUp) {
            widestText = std::max(widestText, list_->GetTextExtent(list_->noteText(row)).x);
        }
    }
    // With the review's column the move's column gives up its spare room.
    const int least = list_->GetColumnCount() > 3 ? FromDIP(44) : FromDIP(84);
    const int wanted = std::max(least, widestText + list_->FromDIP(18));
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
