#pragma once

// Help > Rules (F1) and Help > About (SPEC E6).

class wxWindow;

namespace ttt::gui {

void showRules(wxWindow* parent);
void showAbout(wxWindow* parent);

} // namespace ttt::gui
