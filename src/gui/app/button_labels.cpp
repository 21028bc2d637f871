#include "app/button_labels.hpp"

#include <wx/button.h>
#include <wx/msgdlg.h>
#include <wx/stockitem.h>
#include <wx/window.h>

namespace ttt::gui {
namespace {

// wxWidgets' word for a stock button. wxGTK turns a label equal to the stock
// one (with its mnemonic) back into GTK's stock button, so the mnemonic is
// left out; Enter and Esc still press OK and Cancel.
wxString wordFor(wxWindowID id) {
    return wxGetStockLabel(id, wxSTOCK_NOFLAGS);
}

} // namespace

void labelStockButtons(wxWindow& window) {
    for (wxWindow* child : window.GetChildren()) {
        if (auto* button = dynamic_cast<wxButton*>(child);
            button != nullptr && wxIsStockID(button->GetId())) {
            button->SetLabel(wordFor(button->GetId()));
        }
        labelStockButtons(*child);
    }
}

void labelMessageButtons(wxMessageDialog& dialog) {
    dialog.SetYesNoCancelLabels(wordFor(wxID_YES), wordFor(wxID_NO), wordFor(wxID_CANCEL));
    dialog.SetOKLabel(wordFor(wxID_OK));
}

} // namespace ttt::gui
