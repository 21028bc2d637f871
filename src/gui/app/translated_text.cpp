#include "app/translated_text.hpp"

#include <string>
#include <string_view>
#include <wx/translation.h>

namespace ttt::gui {

wxString translated(const Text& text) {
    const std::string words = text.render([](std::string_view id) {
        const wxString found = wxGetTranslation(wxString::FromUTF8(id.data(), id.size()));
        return std::string(found.utf8_str());
    });
    return wxString::FromUTF8(words.data(), words.size());
}

} // namespace ttt::gui
