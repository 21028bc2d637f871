#include "app/text_wrap.hpp"

#include <wx/arrstr.h>
#include <wx/window.h>

namespace ttt::gui {
namespace {

int widthOf(const wxWindow& window, const wxString& text) {
    return window.GetTextExtent(text).x;
}

// One paragraph: words greedily onto lines; a word too wide for a line of its
// own is cut between characters, starting on the line where it comes.
void wrapParagraph(const wxWindow& window, const wxString& paragraph, int width, wxString& out) {
    wxString line;
    const auto flush = [&] {
        out += line;
        out += '\n';
        line.clear();
    };
    for (const wxString& word : wxSplit(paragraph, ' ', '\0')) {
        const wxString candidate = line.empty() ? word : line + ' ' + word;
        if (widthOf(window, candidate) <= width) {
            line = candidate;
            continue;
        }
        if (widthOf(window, word) <= width) {
            flush(); // it fits a line of its own
            line = word;
            continue;
        }
        // Too wide for any line (a Chinese sentence has no spaces): it goes
        // on where the line is, cut where it reaches the edge.
        if (!line.empty()) {
            line += ' ';
        }
        for (const wxUniChar c : word) {
            if (!line.empty() && widthOf(window, line + c) > width) {
                flush();
            }
            line += c;
        }
    }
    out += line;
}

} // namespace

wxString wrapToWidth(const wxWindow& window, const wxString& text, int width) {
    wxString out;
    const wxArrayString paragraphs = wxSplit(text, '\n', '\0');
    for (std::size_t i = 0; i < paragraphs.size(); ++i) {
        if (i > 0) {
            out += '\n';
        }
        wrapParagraph(window, paragraphs[i], width, out);
    }
    return out;
}

} // namespace ttt::gui
