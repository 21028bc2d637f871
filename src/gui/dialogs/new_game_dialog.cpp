#include "dialogs/new_game_dialog.hpp"

#include "app/button_labels.hpp"
#include "dialogs/custom_rules_panel.hpp"
#include "game/game_labels.hpp"
#include "tictactoe/ai/bot.hpp"

#include <algorithm>
#include <iterator>
#include <vector>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/intl.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace ttt::gui {
namespace {} // namespace

Variant variantOf(const Rules& rules) {
    if (rules == Rules::classic()) {
        return Variant::Classic;
    }
    if (rules == Rules::gomokuFreestyle()) {
        return Variant::GomokuFreestyle;
    }
    if (rules == Rules::gomokuExact()) {
        return Variant::GomokuExact;
    }
    if (rules == Rules::gomokuRenju()) {
        return Variant::GomokuRenju;
    }
    if (rules == Rules::gomokuCaro()) {
        return Variant::GomokuCaro;
    }
    if (rules == Rules::unlimitedFive()) {
        return Variant::Unlimited;
    }
    return Variant::Custom;
}

Rules rulesOf(Variant variant) {
    switch (variant) {
    case Variant::GomokuFreestyle:
        return Rules::gomokuFreestyle();
    case Variant::GomokuExact:
        return Rules::gomokuExact();
    case Variant::GomokuRenju:
        return Rules::gomokuRenju();
    case Variant::GomokuCaro:
        return Rules::gomokuCaro();
    case Variant::Unlimited:
        return Rules::unlimitedFive();
    case Variant::Classic:
    case Variant::Custom:
        break;
    }
    return Rules::classic();
}

NewGameDialog::NewGameDialog(wxWindow* parent, const GameOptions& current, ThemeId theme,
                             const wxArrayString& knownNames, RatingLookup ratings)
    : wxDialog(parent, wxID_ANY, _("New game")), initial_(current), ratings_(std::move(ratings)) {
    const int gap = FromDIP(8);
    auto* column = new wxBoxSizer(wxVERTICAL);

    const wxString modes[] = {_("Human vs Human"), _("Human vs Computer"),
                              _("Computer vs Computer (demo)")};
    mode_ = new wxRadioBox(this, wxID_ANY, _("Players"), wxDefaultPosition, wxDefaultSize, 3, modes,
                           1, wxRA_SPECIFY_COLS, wxDefaultValidator, "mode");
    mode_->SetSelection(static_cast<int>(current.mode));
    column->Add(mode_, wxSizerFlags().Expand());
    column->AddSpacer(gap);

    auto* grid = new wxFlexGridSizer(2, wxSize(FromDIP(12), gap));
    grid->AddGrowableCol(1);
    std::vector<wxStaticText*> labels;
    const auto label = [this, grid, &labels](const wxString& text) {
        labels.push_back(new wxStaticText(this, wxID_ANY, text));
        grid->Add(labels.back(), wxSizerFlags().CentreVertical());
    };
    label(wxString());
    player1Label_ = labels.back();
    name1_ = new wxComboBox(this, wxID_ANY, current.nameOf(0), wxDefaultPosition,
                            FromDIP(wxSize(220, -1)), knownNames, wxCB_DROPDOWN, wxDefaultValidator,
                            "name1");
    name1_->SetMaxLength(40);
    grid->Add(name1_, wxSizerFlags().Expand());
    label(wxString());
    player2Label_ = labels.back();
    name2_ = new wxComboBox(this, wxID_ANY, current.nameOf(1), wxDefaultPosition, wxDefaultSize,
                            knownNames, wxCB_DROPDOWN, wxDefaultValidator, "name2");
    name2_->SetMaxLength(40);
    grid->Add(name2_, wxSizerFlags().Expand());

    label(_("&Board:"));
    const wxString variants[] = {_("Classic 3×3"),
                                 _("Gomoku 15×15 (freestyle)"),
                                 _("Gomoku 15×15 (exactly five)"),
                                 _("Gomoku 15×15 (Renju)"),
                                 _("Gomoku 15×15 (Caro)"),
                                 _("Unlimited field, five in a row"),
                                 _("Custom…")};
    variant_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            static_cast<int>(std::size(variants)), variants, 0, wxDefaultValidator,
                            "variant");
    variant_->SetSelection(static_cast<int>(variantOf(current.rules)));
    grid->Add(variant_, wxSizerFlags().Expand());

    label(_("&Difficulty:"));
    difficulty_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                               wxDefaultValidator, "difficulty");
    for (const BotLevel level : kBotLevels) {
        difficulty_->Append(levelChoiceLabel(level));
    }
    difficulty_->SetSelection(static_cast<int>(current.computer.level));
    if (current.computer.isEngine()) {
        // The engine picked with Settings > Engine… stays on offer, after the levels.
        difficulty_->SetSelection(
            difficulty_->Append(wxString::Format(_("Engine: %s"), current.displayedEngineName())));
    }
    grid->Add(difficulty_, wxSizerFlags().Expand());
    suggestionLabel_ = grid->AddSpacer(0); // a row of its own, hidden with the text
    suggestion_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "suggestion");
    grid->Add(suggestion_, wxSizerFlags().Expand());
    suggestion_->Hide();
    suggestionLabel_->Show(false);

    label(_("&Who starts:"));
    const wxString starters[] = {_("Player 1"), _("Player 2"), _("Alternate every round")};
    starts_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 3, starters);
    starts_->SetSelection(static_cast<int>(current.starts));
    labelPlayers(theme);
    grid->Add(starts_, wxSizerFlags().Expand());

    label(_("&Opening:"));
    const wxString openings[] = {_("Free (the first player places one stone)"),
                                 _("Swap (three stones, then the other player picks a colour)"),
                                 _("Swap2 (three stones; pick a colour or place two more)"),
                                 _("Yamaguchi (26 openings; fifth moves declared by the opener)"),
                                 _("Soosõrv-8 (26 openings; white declares 1 to 8 fifth moves)"),
                                 _("Taraguchi-10 (a swap after each stone; 10 fifth moves)")};
    opening_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 6, openings, 0,
                            wxDefaultValidator, "opening");
    opening_->SetSelection(static_cast<int>(current.opening));
    grid->Add(opening_, wxSizerFlags().Expand());

    label(_("&Time control:"));
    const wxString clocks[] = {_("No clock"), _("Per game"), _("Per game with increment"),
                               _("Per move")};
    clockKind_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 4, clocks, 0,
                              wxDefaultValidator, "clock");
    const ClockSettings& shown = current.clock;
    int kind = 0;
    if (shown.kind == ClockKind::PerGame) {
        kind = shown.increment > std::chrono::milliseconds(0) ? 2 : 1;
        const auto minutes = static_cast<int>((shown.time.count() + 59'999) / 60'000);
        clockTimes_[1] = minutes;
        clockTimes_[2] = minutes;
    } else if (shown.kind == ClockKind::PerMove) {
        kind = 3;
        clockTimes_[3] = static_cast<int>(shown.time.count() / 1000);
    }
    clockKind_->SetSelection(kind);
    clockTime_ = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                wxSP_ARROW_KEYS, 1, 3600, 10, "clockTime");
    clockUnit_ = new wxStaticText(this, wxID_ANY, wxString());
    incrementSign_ = new wxStaticText(this, wxID_ANY, "+");
    const long increment = shown.kind == ClockKind::PerGame && shown.increment.count() > 0
                               ? static_cast<long>(shown.increment.count() / 1000)
                               : 5;
    clockIncrement_ = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                     wxSP_ARROW_KEYS, 1,
                                     static_cast<int>(ClockSettings::kMaxIncrement.count() / 1000),
                                     static_cast<int>(increment), "clockIncrement");
    // TRANSLATORS: the unit of the seconds added to a player's clock after each move.
    incrementUnit_ = new wxStaticText(this, wxID_ANY, _("s a move"));
    // As wide as four digits and the spin buttons (GTK's own default is wider).
    for (wxSpinCtrl* spin : {clockTime_, clockIncrement_}) {
        spin->SetMinSize(spin->GetSizeFromTextSize(spin->GetTextExtent("9999").x));
        spin->SetSize(spin->GetMinSize());
    }
    auto* clockRow = new wxBoxSizer(wxHORIZONTAL);
    clockRow->Add(clockKind_, wxSizerFlags(1).CentreVertical());
    for (wxWindow* part : std::initializer_list<wxWindow*>{clockTime_, clockUnit_, incrementSign_,
                                                           clockIncrement_, incrementUnit_}) {
        clockRow->Add(part, wxSizerFlags().CentreVertical().Border(wxLEFT, FromDIP(6)));
    }
    grid->Add(clockRow, wxSizerFlags().Expand());
    column->Add(grid, wxSizerFlags().Expand());

    custom_ = new CustomRulesPanel(this, current.rules);
    // One label column for both grids, so the custom board's fields line up.
    int labelWidth = custom_->labelWidth();
    for (const wxStaticText* text : labels) {
        labelWidth = std::max(labelWidth, text->GetBestSize().x);
    }
    for (wxStaticText* text : labels) {
        text->SetMinSize(wxSize(labelWidth, -1));
    }
    custom_->setLabelWidth(labelWidth);
    column->AddSpacer(gap);
    column->Add(custom_, wxSizerFlags().Expand());

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(16)));
    outer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL),
               wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
    labelStockButtons(*this);
    SetSizer(outer);

    // A custom board that makes no board cannot be started (the panel says why).
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& event) {
            event.Enable(variant_->GetSelection() != static_cast<int>(Variant::Custom) ||
                         !custom_->problem());
        },
        wxID_OK);
    mode_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { updateEnabled(); });
    variant_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateEnabled(); });
    name1_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateSuggestion(); });
    name1_->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { updateSuggestion(); });
    clockKind_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateClock(); });
    starts_->Bind(wxEVT_CHOICE, [this, theme](wxCommandEvent&) {
        labelPlayers(theme);
        Layout();
    });
    updateClock();
    updateEnabled();
    Fit();
    CentreOnParent();
}

void NewGameDialog::updateClock() {
    const int kind = std::max(0, clockKind_->GetSelection());
    if (shownClockKind_ >= 0) {
        clockTimes_.at(static_cast<std::size_t>(shownClockKind_)) = clockTime_->GetValue();
    }
    shownClockKind_ = kind;
    const bool perMove = kind == 3;
    // Per game in minutes (up to ten hours), per move in seconds (up to an hour).
    clockTime_->SetRange(1, perMove ? 3600 : 600);
    clockTime_->SetValue(clockTimes_.at(static_cast<std::size_t>(kind)));
    // TRANSLATORS: the unit of a game's time on the clock ("10 min"), and of a move's ("30 s a
    // move").
    clockUnit_->SetLabel(perMove ? _("s a move") : _("min"));
    clockTime_->Show(kind != 0);
    clockUnit_->Show(kind != 0);
    incrementSign_->Show(kind == 2);
    clockIncrement_->Show(kind == 2);
    incrementUnit_->Show(kind == 2);
    Layout();
    Fit();
}

ClockSettings NewGameDialog::clock() const {
    using std::chrono::seconds;
    const int time = clockTime_->GetValue();
    switch (clockKind_->GetSelection()) {
    case 1:
        return ClockSettings::perGame(std::chrono::minutes(time));
    case 2:
        return ClockSettings::perGame(std::chrono::minutes(time),
                                      seconds(clockIncrement_->GetValue()));
    case 3:
        return ClockSettings::perMove(seconds(time));
    default:
        return {};
    }
}

void NewGameDialog::updateEnabled() {
    const auto mode = static_cast<Mode>(mode_->GetSelection());
    showName(name1_, 0, mode != Mode::ComputerVsComputer, _("Computer 1"));
    showName(name2_, 1, mode == Mode::HumanVsHuman,
             mode == Mode::ComputerVsComputer ? _("Computer 2") : _("Computer"));
    difficulty_->Enable(mode != Mode::HumanVsHuman);
    custom_->Show(variant_->GetSelection() == static_cast<int>(Variant::Custom));
    const auto variant = static_cast<Variant>(variant_->GetSelection());
    opening_->Enable((variant == Variant::Custom ? custom_->rules() : rulesOf(variant)).k == 5);
    updateSuggestion();
    Layout();
    Fit();
}

void NewGameDialog::updateSuggestion() {
    const auto mode = static_cast<Mode>(mode_->GetSelection());
    const wxString name = name1_->GetValue().Strip(wxString::both);
    const auto variant = static_cast<Variant>(variant_->GetSelection());
    const Rules rules = variant == Variant::Custom ? custom_->rules() : rulesOf(variant);
    std::optional<PlayerRating> rating;
    if (ratings_ && mode == Mode::HumanVsComputer && !name.empty()) {
        rating = ratings_(name, ratingPoolOf(rules));
    }
    wxString text;
    if (rating) {
        const BotLevel level = suggestedLevel(rating->rating, ratingPoolOf(rules));
        // TRANSLATORS: a person's name, their rating (with "?" while it is
        // still provisional) and a computer level, e.g. "Suggested for Anna
        // (1420): 5 · Club".
        text = wxString::Format(_("Suggested for %s (%s): %s"), name, ratingText(*rating),
                                levelChoiceLabel(level));
    }
    if (text != suggestion_->GetLabel()) {
        suggestion_->SetLabel(text);
        suggestion_->Show(!text.empty());
        suggestionLabel_->Show(!text.empty());
        Layout();
        Fit();
    }
}

void NewGameDialog::showName(wxComboBox* field, std::size_t player, bool human,
                             const wxString& computer) {
    if (field->IsEnabled()) {
        humanNames_.at(player) = field->GetValue();
    }
    field->ChangeValue(human ? humanNames_.at(player) : computer);
    field->Enable(human);
}

GameOptions NewGameDialog::options() const {
    GameOptions options = initial_;
    options.mode = static_cast<Mode>(mode_->GetSelection());
    // Names typed for people are kept even when a computer plays this time.
    options.names[0] =
        (name1_->IsEnabled() ? name1_->GetValue() : humanNames_[0]).Strip(wxString::both);
    options.names[1] =
        (name2_->IsEnabled() ? name2_->GetValue() : humanNames_[1]).Strip(wxString::both);
    const auto variant = static_cast<Variant>(variant_->GetSelection());
    options.rules = variant == Variant::Custom ? custom_->rules() : rulesOf(variant);
    const int choice = difficulty_->GetSelection();
    if (choice >= 0 && choice < static_cast<int>(kBotLevels.size())) {
        options.computer = PlayerSpec::computer(kBotLevels[static_cast<std::size_t>(choice)],
                                                initial_.computer.budget);
    }
    options.starts = static_cast<StartPolicy>(starts_->GetSelection());
    options.opening = static_cast<OpeningRule>(std::max(0, opening_->GetSelection()));
    options.clock = clock();
    return options;
}

void NewGameDialog::labelPlayers(ThemeId theme) {
    // The first mark (X, 1, black) goes with the first move of the first round.
    const bool secondOpens = starts_->GetSelection() == static_cast<int>(StartPolicy::Player2);
    const Mark first = secondOpens ? Mark::O : Mark::X;
    player1Label_->SetLabel(
        wxString::Format(_("Player &1 (%s):"), markName(theme, shownMark(Mark::X, first))));
    player2Label_->SetLabel(
        wxString::Format(_("Player &2 (%s):"), markName(theme, shownMark(Mark::O, first))));
}

} // namespace ttt::gui
