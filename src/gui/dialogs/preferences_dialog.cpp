#include "dialogs/preferences_dialog.hpp"

#include <algorithm>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/numformatter.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {

wxString thinkingTimeLabel(std::chrono::milliseconds time) {
    // TRANSLATORS: a thinking time in seconds, e.g. "0.5 s".
    return wxString::Format(
        _("%s s"), wxNumberFormatter::ToString(static_cast<double>(time.count()) / 1000.0, 1,
                                               wxNumberFormatter::Style_NoTrailingZeroes));
}

PreferencesDialog::PreferencesDialog(wxWindow* parent, const Preferences& current)
    : wxDialog(parent, wxID_ANY, _("Preferences")), current_(current),
      languages_(availableLanguages()) {
    const int gap = FromDIP(8);
    auto* grid = new wxFlexGridSizer(2, wxSize(FromDIP(12), gap));
    grid->AddGrowableCol(1);
    const auto row = [this, grid](const wxString& label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), wxSizerFlags().CentreVertical());
        grid->Add(control, wxSizerFlags().Expand());
    };

    theme_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                          wxDefaultValidator, "theme");
    for (const ThemeId id : kAllThemes) {
        theme_->Append(themeLabel(id));
        if (id == current.theme) {
            theme_->SetSelection(static_cast<int>(theme_->GetCount()) - 1);
        }
    }
    row(_("&Theme:"), theme_);

    language_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                             wxDefaultValidator, "language");
    for (const LanguageId id : languages_) {
        language_->Append(languageLabel(id));
        if (id == current.language) {
            language_->SetSelection(static_cast<int>(language_->GetCount()) - 1);
        }
    }
    row(_("&Language:"), language_);

    thinkingTime_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                 wxDefaultValidator, "thinkingTime");
    for (const std::chrono::milliseconds time : kThinkingTimes) {
        thinkingTime_->Append(thinkingTimeLabel(time));
        if (time == current.thinkingTime) {
            thinkingTime_->SetSelection(static_cast<int>(thinkingTime_->GetCount()) - 1);
        }
    }
    row(_("Thinking &time:"), thinkingTime_);

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(grid, wxSizerFlags().Expand());
    auto* note = new wxStaticText(this, wxID_ANY,
                                  _("The language changes from the next start. The thinking "
                                    "time is for Hard and external engines."));
    note->Wrap(FromDIP(360));
    column->Add(note, wxSizerFlags().Border(wxTOP, gap));
    moveList_ = new wxCheckBox(this, wxID_ANY, _("Show the &move list"), wxDefaultPosition,
                               wxDefaultSize, 0, wxDefaultValidator, "moveList");
    moveList_->SetValue(current.moveListShown);
    column->Add(moveList_, wxSizerFlags().Border(wxTOP, gap * 2));

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(16)));
    outer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL),
               wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
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
    chosen.moveListShown = moveList_->GetValue();
    return chosen;
}

} // namespace ttt::gui
