#include "dialogs/custom_rules_panel.hpp"

#include "app/button_labels.hpp"

#include <algorithm>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace ttt::gui {

CustomRulesPanel::CustomRulesPanel(wxWindow* parent, const Rules& initial)
    : wxPanel(parent, wxID_ANY) {
    const Rules start = initial.unlimited ? Rules::bounded(10, 10, 5) : initial;
    auto* grid = new wxFlexGridSizer(2, FromDIP(wxSize(12, 8)));
    const auto addSpin = [this, grid](const wxString& label, int value, int min, int max,
                                      const wxString& name) {
        labels_.push_back(new wxStaticText(this, wxID_ANY, label));
        grid->Add(labels_.back(), wxSizerFlags().CentreVertical());
        auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                    wxSP_ARROW_KEYS, min, max, value, name);
        grid->Add(spin, wxSizerFlags().Expand());
        return spin;
    };
    width_ = addSpin(_("&Width:"), start.width, Rules::kMinSide, Rules::kMaxSide, "width");
    height_ = addSpin(_("&Height:"), start.height, Rules::kMinSide, Rules::kMaxSide, "height");
    k_ = addSpin(_("&In a row to win:"), start.k, Rules::kMinSide, Rules::kMaxSide, "k");
    labels_.push_back(new wxStaticText(this, wxID_ANY, _("&Rule:")));
    grid->Add(labels_.back(), wxSizerFlags().CentreVertical());
    const wxString restrictions[] = {_("None"), _("Renju (black may not make forbidden shapes)"),
                                     _("Caro (a five blocked at both ends does not win)")};
    restriction_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 3, restrictions,
                                0, wxDefaultValidator, "restriction");
    restriction_->SetSelection(static_cast<int>(start.restriction));
    grid->Add(restriction_, wxSizerFlags().Expand());
    grid->AddGrowableCol(1);
    exact_ = new wxCheckBox(this, wxID_ANY, _("&Exactly that many (a longer line does not win)"));
    exact_->SetValue(start.overline == Overline::Exact);

    problem_ = new wxStaticText(this, wxID_ANY, wxEmptyString);
    problem_->SetForegroundColour(wxColour(176, 0, 32));

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(grid, wxSizerFlags().Expand());
    column->AddSpacer(FromDIP(8));
    column->Add(exact_);
    column->AddSpacer(FromDIP(4));
    column->Add(problem_, wxSizerFlags().Expand());
    SetSizer(column);

    // Typing and the arrows both count (GTK reports typed text as wxEVT_TEXT).
    restriction_->Bind(wxEVT_CHOICE, [this](wxCommandEvent& event) {
        showProblem();
        event.Skip();
    });
    for (wxSpinCtrl* spin : {width_, height_, k_}) {
        spin->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& event) {
            showProblem();
            event.Skip();
        });
        spin->Bind(wxEVT_TEXT, [this](wxCommandEvent& event) {
            showProblem();
            event.Skip();
        });
    }
    showProblem();
}

std::optional<wxString> CustomRulesPanel::problem() const {
    const int shorter = std::min(width_->GetValue(), height_->GetValue());
    if (k_->GetValue() > shorter) {
        // k can never exceed the shorter side (R2).
        return wxString::Format(_("At most %d in a row fit on a %d×%d board."), shorter,
                                width_->GetValue(), height_->GetValue());
    }
    if (restriction_->GetSelection() != 0 && k_->GetValue() != 5) {
        return _("Renju and Caro are played with five in a row.");
    }
    return std::nullopt;
}

void CustomRulesPanel::showProblem() {
    // Renju decides overlines itself.
    exact_->Enable(restriction_->GetSelection() != static_cast<int>(Restriction::Renju));
    const wxString text = problem().value_or(wxString());
    if (problem_->GetLabel() != text) {
        problem_->SetLabel(text);
        Layout();
    }
}

int CustomRulesPanel::labelWidth() const {
    int widest = 0;
    for (const wxStaticText* label : labels_) {
        widest = std::max(widest, label->GetBestSize().x);
    }
    return widest;
}

void CustomRulesPanel::setLabelWidth(int width) {
    for (wxStaticText* label : labels_) {
        label->SetMinSize(wxSize(width, -1));
    }
}

Rules CustomRulesPanel::rules() const {
    const auto restriction = static_cast<Restriction>(std::max(0, restriction_->GetSelection()));
    Rules rules = Rules::bounded(width_->GetValue(), height_->GetValue(), k_->GetValue(),
                                 exact_->GetValue() && restriction != Restriction::Renju
                                     ? Overline::Exact
                                     : Overline::Freestyle);
    rules.restriction = restriction;
    return rules;
}

void CustomRulesPanel::setRules(const Rules& rules) {
    if (rules.unlimited) {
        return;
    }
    width_->SetValue(rules.width);
    height_->SetValue(rules.height);
    k_->SetValue(rules.k);
    exact_->SetValue(rules.overline == Overline::Exact);
    restriction_->SetSelection(static_cast<int>(rules.restriction));
    showProblem();
}

std::optional<Rules> askCustomRules(wxWindow* parent, const Rules& initial) {
    wxDialog dialog(parent, wxID_ANY, _("Custom board"));
    auto* panel = new CustomRulesPanel(&dialog, initial);
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(panel, wxSizerFlags().Expand().Border(wxALL, dialog.FromDIP(16)));
    column->Add(dialog.CreateStdDialogButtonSizer(wxOK | wxCANCEL),
                wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, dialog.FromDIP(12)));
    labelStockButtons(dialog);
    dialog.SetSizerAndFit(column);
    dialog.Bind(
        wxEVT_UPDATE_UI, [panel](wxUpdateUIEvent& event) { event.Enable(!panel->problem()); },
        wxID_OK);
    dialog.CentreOnParent();
    if (dialog.ShowModal() != wxID_OK) {
        return std::nullopt;
    }
    return panel->rules();
}

} // namespace ttt::gui
