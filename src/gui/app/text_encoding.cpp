#include "app/text_encoding.hpp"

#include <clocale>
#include <string>
#include <wx/defs.h>
#if !defined(__WINDOWS__)
#include <langinfo.h>
#endif

namespace ttt::gui {

void useUtf8ForText() {
    std::setlocale(LC_ALL, ""); // the user's settings first
#if !defined(__WINDOWS__)
    const std::string codeset = nl_langinfo(CODESET);
    if (codeset != "UTF-8") {
        std::setlocale(LC_CTYPE, "C.UTF-8");
    }
#else
    // Windows: the manifest makes UTF-8 the process code page; ask for it too.
    std::setlocale(LC_CTYPE, ".UTF8");
#endif
}

} // namespace ttt::gui
