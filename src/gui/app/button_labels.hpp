#pragma once

// Buttons in the game's language (features.md E3). Under GTK a button made
// from a stock id (OK, Cancel, Close, Yes, No) shows GTK's own word for it in
// the process's locale, so a player who chose Russian on an English desktop
// read "Cancel" under Russian text. These give such buttons wxWidgets' words,
// which follow the game's catalogs.

#include <wx/string.h>

class wxButton;
class wxMessageDialog;
class wxWindow;

namespace ttt::gui {

// Labels every stock button in `window` (its children, at any depth) with
// wxWidgets' translated word for it, its shortcut letter kept.
void labelStockButtons(wxWindow& window);
// The same for a message box's buttons (OK, Yes, No, Cancel).
void labelMessageButtons(wxMessageDialog& dialog);

// The words the toolkit shows on the button, shortcut marks removed ("stock:"
// and GTK's stock name where GTK picks them itself).
[[nodiscard]] wxString shownButtonWords(const wxButton& button);

} // namespace ttt::gui
