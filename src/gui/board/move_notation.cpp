#include "board/move_notation.hpp"

namespace ttt::gui {
namespace {

wxString signedNumber(int n) {
    if (n == 0) {
        return "0";
    }
    // A real minus sign reads better than a hyphen next to a plus.
    wxString text = n > 0 ? wxString("+") : wxString::FromUTF8("\u2212");
    text << (n > 0 ? static_cast<long long>(n) : -static_cast<long long>(n));
    return text;
}

} // namespace

wxString columnName(int x) {
    // Bijective base 26: A..Z, AA..AZ, BA...
    wxString name;
    long long n = static_cast<long long>(x) + 1;
    while (n > 0) {
        const long long digit = (n - 1) % 26;
        name.Prepend(wxUniChar(static_cast<int>('A' + digit)));
        n = (n - 1) / 26;
    }
    return name;
}

wxString fieldColumnName(int x) {
    return signedNumber(x);
}

wxString fieldRowName(int y) {
    return signedNumber(y == 0 ? 0 : -y); // the board's y grows downwards
}

wxString moveNotation(const Rules& rules, Point p) {
    if (rules.unlimited) {
        return wxString::Format("(%s, %s)", fieldColumnName(p.x), fieldRowName(p.y));
    }
    return columnName(p.x) + wxString::Format("%d", rules.height - p.y);
}

} // namespace ttt::gui
