#include "app/translated_text.hpp"

#include <string>
#include <string_view>
#include <wx/intl.h>
#include <wx/translation.h>

namespace ttt::gui {

wxString translated(const Text& text) {
    const std::string words = text.render([](std::string_view id) {
        const wxString found = wxGetTranslation(wxString::FromUTF8(id.data(), id.size()));
        return std::string(found.utf8_str());
    });
    return wxString::FromUTF8(words.data(), words.size());
}

wxString joinSentences(const wxString& first, const wxString& second) {
    if (first.empty() || second.empty()) {
        return first + second;
    }
    // TRANSLATORS: two sentences of one message, in order. Most languages put
    // a space between them; Chinese puts none ("%s%s").
    return wxString::Format(_("%s %s"), first, second);
}

} // namespace ttt::gui
