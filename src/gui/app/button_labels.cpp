#include "app/button_labels.hpp"

#include <wx/button.h>
#include <wx/msgdlg.h>
#include <wx/stockitem.h>
#include <wx/window.h>

#ifdef __WXGTK__
#include <glib-object.h>
#endif

namespace ttt::gui {

void labelStockButtons(wxWindow& window) {
    for (wxWindow* child : window.GetChildren()) {
        auto* button = dynamic_cast<wxButton*>(child);
        if (button != nullptr && wxIsStockID(button->GetId())) {
            const wxString words = wxGetStockLabel(button->GetId()); // "&Cancel", translated
#ifdef __WXGTK__
            // wxGTK hands any label that equals the stock one back to GTK's
            // stock button, so the label is set on the GTK button itself.
            wxString mnemonic = words;
            mnemonic.Replace("_", "__");
            mnemonic.Replace("&", "_");
            g_object_set(G_OBJECT(button->GetHandle()), "use-stock", FALSE, "use-underline", TRUE,
                         "label", mnemonic.utf8_str().data(), nullptr);
#else
            button->SetLabel(words);
#endif
        }
        labelStockButtons(*child);
    }
}

void labelMessageButtons(wxMessageDialog& dialog) {
    // Labels given as text, not as stock ids, are shown as they are.
    dialog.SetYesNoCancelLabels(wxGetStockLabel(wxID_YES), wxGetStockLabel(wxID_NO),
                                wxGetStockLabel(wxID_CANCEL));
    dialog.SetOKLabel(wxGetStockLabel(wxID_OK));
}

wxString shownButtonWords(const wxButton& button) {
#ifdef __WXGTK__
    gboolean stock = FALSE;
    gchar* label = nullptr;
    g_object_get(G_OBJECT(button.GetHandle()), "use-stock", &stock, "label", &label, nullptr);
    wxString words = wxString::FromUTF8(label != nullptr ? label : "");
    g_free(label);
    if (stock != FALSE) {
        return "stock:" + words;
    }
    words.Replace("__", "\x01");
    words.Replace("_", "");
    words.Replace("\x01", "_");
    return words;
#else
    return wxStripMenuCodes(button.GetLabel());
#endif
}

} // namespace ttt::gui
