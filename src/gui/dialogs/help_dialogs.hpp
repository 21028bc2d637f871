#pragma once

// Help > Rules (F1) and Help > About (features.md E6).

class wxWindow;

namespace ttt::gui {

void showRules(wxWindow* parent);
void showAbout(wxWindow* parent);

} // namespace ttt::gui
