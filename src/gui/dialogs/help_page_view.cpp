#include "dialogs/help_page_view.hpp"

#include <wx/html/htmlwin.h>

namespace ttt::gui {

wxWindow* createHelpPageView(wxWindow* parent, const wxString& html, int border) {
    // Owned by `parent`, as every child window.
    auto* page = new wxHtmlWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                  wxHW_SCROLLBAR_AUTO, "help");
    page->SetBorders(border);
    page->SetPage(html);
    return page;
}

} // namespace ttt::gui

#ifdef TTT_HELP_MODULE_BUILD
extern "C" __attribute__((visibility("default"))) wxWindow*
ttt_help_page_create(wxWindow* parent, const wxString* html, int border) {
    return ttt::gui::createHelpPageView(parent, *html, border);
}

extern "C" __attribute__((visibility("default"))) const char* ttt_help_page_build() {
    return TTT_HELP_MODULE_BUILD;
}
#endif
