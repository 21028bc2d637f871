#pragma once

// Width, height, k, the overline rule and Renju or Caro of a custom board
// (features.md R2, R3), used by
// the New game dialog and by Board > Custom…. What the player types is never
// changed behind their back: a k longer than the shorter side is shown as a
// problem under the fields, and the dialog's OK stays disabled until it is
// fixed.

#include "tictactoe/game/rules.hpp"

#include <optional>
#include <vector>
#include <wx/panel.h>
#include <wx/string.h>

class wxCheckBox;
class wxChoice;
class wxStaticText;
class wxSpinCtrl;

namespace ttt::gui {

class CustomRulesPanel final : public wxPanel {
public:
    CustomRulesPanel(wxWindow* parent, const Rules& initial);

    [[nodiscard]] Rules rules() const;
    void setRules(const Rules& rules);
    // Why the fields make no board, or nothing when they do.
    [[nodiscard]] std::optional<wxString> problem() const;

    // The widest label, and a common width for them: the New game dialog lines
    // these fields up with its own.
    [[nodiscard]] int labelWidth() const;
    void setLabelWidth(int width);

private:
    void showProblem();

    wxSpinCtrl* width_ = nullptr;
    wxSpinCtrl* height_ = nullptr;
    wxSpinCtrl* k_ = nullptr;
    wxCheckBox* exact_ = nullptr;
    wxChoice* restriction_ = nullptr; // none, Renju, Caro
    wxStaticText* problem_ = nullptr;
    std::vector<wxStaticText*> labels_;
};

// Board > Custom…: the panel in a dialog; returns the rules, or nothing on Cancel.
[[nodiscard]] std::optional<Rules> askCustomRules(wxWindow* parent, const Rules& initial);

} // namespace ttt::gui
