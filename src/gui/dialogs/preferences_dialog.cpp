#include "dialogs/preferences_dialog.hpp"

#include "app/button_labels.hpp"
#include "game/game_labels.hpp"

#include <algorithm>
#include <array>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {

PreferencesDialog::PreferencesDialog(wxWindow* parent, const Preferences& current)
    : wxDialog(parent, wxID_ANY, _("Preferences")), current_(current),
      languages_(availableLanguages()) {
    const int gap = FromDIP(8);
    auto* grid = new wxFlexGridSizer(2, wxSize(FromDIP(12), gap));
    grid->AddGrowableCol(1);
    // A labelled choice of `items` (named `name` for the tests), showing `chosen`.
    const auto choice = [this, grid](const wxString& label, const char* name, const auto& items,
                                     const auto& chosen, const auto& itemLabel) {
        auto* control = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                                     0, wxDefaultValidator, name);
        for (const auto& item : items) {
            control->Append(itemLabel(item));
            if (item == chosen) {
                control->SetSelection(static_cast<int>(control->GetCount()) - 1);
            }
        }
        grid->Add(new wxStaticText(this, wxID_ANY, label), wxSizerFlags().CentreVertical());
        grid->Add(control, wxSizerFlags().Expand());
        return control;
    };
    theme_ = choice(_("&Theme:"), "theme", kAllThemes, current.theme, themeLabel);
    language_ = choice(_("&Language:"), "language", languages_, current.language, languageLabel);
    thinkingTime_ = choice(_("Thinking &time:"), "thinkingTime", kThinkingTimes,
                           current.thinkingTime, thinkingTimeLabel);
    copyForm_ = choice(
        _("&Copy game as:"), "copyForm", std::array{false, true}, current.copyAsPiskvork,
        [](bool piskvork) { return piskvork ? _("Piskvork text (.psq)") : _("Moves (h8 i9 j7)"); });

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(grid, wxSizerFlags().Expand());
    auto* note = new wxStaticText(this, wxID_ANY,
                                  _("The language changes from the next start. The thinking "
                                    "time is for Hard and external engines."));
    note->Wrap(FromDIP(360));
    column->Add(note, wxSizerFlags().Border(wxTOP, gap));
    // A check box (named `name` for the tests) showing `checked`.
    const auto checkBox = [this, column, gap](const wxString& label, const char* name, bool checked,
                                              int space) {
        auto* control = new wxCheckBox(this, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, 0,
                                       wxDefaultValidator, name);
        control->SetValue(checked);
        column->Add(control, wxSizerFlags().Border(wxTOP, space));
        return control;
    };
    moveList_ = checkBox(_("Show the &move list"), "moveList", current.moveListShown, gap * 2);
    sounds_ = checkBox(_("Play &sounds for moves and results"), "sounds", current.sounds, gap);
    reduceMotion_ = checkBox(_("&Reduce motion (new marks appear without animation)"),
                             "reduceMotion", current.reduceMotion, gap);

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(16)));
    outer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL),
               wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
    labelStockButtons(*this);
    SetSizerAndFit(outer);
    CentreOnParent();
}

Preferences PreferencesDialog::preferences() const {
    Preferences chosen = current_;
    if (const int i = theme_->GetSelection(); i != wxNOT_FOUND) {
        chosen.theme = kAllThemes.at(static_cast<std::size_t>(i));
    }
    if (const int i = language_->GetSelection(); i != wxNOT_FOUND) {
        chosen.language = languages_.at(static_cast<std::size_t>(i));
    }
    if (const int i = thinkingTime_->GetSelection(); i != wxNOT_FOUND) {
        chosen.thinkingTime = kThinkingTimes.at(static_cast<std::size_t>(i));
    }
    if (const int i = copyForm_->GetSelection(); i != wxNOT_FOUND) {
        chosen.copyAsPiskvork = i == 1;
    }
    chosen.moveListShown = moveList_->GetValue();
    chosen.sounds = sounds_->GetValue();
    chosen.reduceMotion = reduceMotion_->GetValue();
    return chosen;
}

} // namespace ttt::gui
