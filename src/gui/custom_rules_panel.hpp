#pragma once

// Width, height, k and the overline rule of a custom board (SPEC R2), used by
// the New game dialog and by Board > Custom…. The ranges keep every choice
// valid, so there is nothing to reject later.

#include "tictactoe/game/rules.hpp"

#include <optional>
#include <vector>
#include <wx/panel.h>

class wxCheckBox;
class wxStaticText;
class wxSpinCtrl;
class wxSpinEvent;

namespace ttt::gui {

class CustomRulesPanel final : public wxPanel {
public:
    CustomRulesPanel(wxWindow* parent, const Rules& initial);

    [[nodiscard]] Rules rules() const;
    void setRules(const Rules& rules);

    // The widest label, and a common width for them: the New game dialog lines
    // these fields up with its own.
    [[nodiscard]] int labelWidth() const;
    void setLabelWidth(int width);

private:
    void onSideChanged(wxSpinEvent& event);
    void limitK();

    wxSpinCtrl* width_ = nullptr;
    wxSpinCtrl* height_ = nullptr;
    wxSpinCtrl* k_ = nullptr;
    wxCheckBox* exact_ = nullptr;
    std::vector<wxStaticText*> labels_;
};

// Board > Custom…: the panel in a dialog; returns the rules, or nothing on Cancel.
[[nodiscard]] std::optional<Rules> askCustomRules(wxWindow* parent, const Rules& initial);

} // namespace ttt::gui
