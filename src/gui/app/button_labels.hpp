#pragma once

// Buttons in the game's language (features.md E3). Under GTK a button made
// from a stock id (OK, Cancel, Close, Yes, No) takes GTK's own words in the
// process's locale, so a player who chose Russian on an English desktop got
// "Cancel" under Russian text. These give such buttons wxWidgets' words,
// which follow the game's catalogs.

class wxMessageDialog;
class wxWindow;

namespace ttt::gui {

// Labels every stock button in `window` (its children, at any depth) with
// wxWidgets' translated word for it.
void labelStockButtons(wxWindow& window);
// The same for a message box's buttons (OK, Yes, No, Cancel).
void labelMessageButtons(wxMessageDialog& dialog);

} // namespace ttt::gui
