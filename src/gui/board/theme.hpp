#pragma once

// The look of the board (features.md G11): colours and how marks are drawn. Themes are
// plain data so that the painter, the side panel and the icons agree.

#include "tictactoe/game/mark.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <wx/colour.h>
#include <wx/string.h>

namespace ttt::gui {

enum class ThemeId { Classic, Digits, Stones, HighContrast };
inline constexpr std::array<ThemeId, 4> kAllThemes{ThemeId::Classic, ThemeId::Digits,
                                                   ThemeId::Stones, ThemeId::HighContrast};

enum class MarkStyle {
    Crosses, // X and O
    Digits,  // "1" and "0"
    Stones   // black and white stones on the line intersections
};

struct Theme {
    ThemeId id = ThemeId::Classic;
    MarkStyle style = MarkStyle::Crosses;

    wxColour backgroundTop; // window behind the board (vertical gradient)
    wxColour backgroundBottom;
    wxColour board;      // board surface
    wxColour boardShade; // second stop of the board surface gradient
    wxColour cell;       // cell face (cell styles only)
    wxColour grid;
    wxColour boardBorder;
    wxColour coordinates; // row and column labels
    wxColour text;        // side panel and banner text on the background
    wxColour mutedText;
    wxColour panel;                      // side panel cards
    wxColour panelActive;                // card of the player to move
    std::array<wxColour, 2> mark;        // player 1 (X), player 2 (O)
    std::array<wxColour, 2> markOutline; // stone edges, halo of winning lines
    wxColour hover;
    wxColour cursor;
    wxColour lastMove;
    wxColour drawTint;
    wxColour winBanner;     // a human won
    wxColour lossBanner;    // the computer beat a human
    wxColour neutralBanner; // a draw, or computer vs computer
    wxColour bannerText;
    double strokeScale = 1.0; // thicker lines for high contrast
};

[[nodiscard]] const Theme& themeFor(ThemeId id);
// Menu label, translated.
[[nodiscard]] wxString themeLabel(ThemeId id);
// Stable key for the command line and the settings file.
[[nodiscard]] std::string_view themeKey(ThemeId id);
[[nodiscard]] std::optional<ThemeId> themeFromKey(std::string_view key);
// How the theme names a shown mark ("X", "1", "black"), translated.
[[nodiscard]] wxString markName(ThemeId theme, Mark shown);

// The mark as the window shows it: the side that opened the round has the
// first mark (X, 1, black: in Gomoku black always opens), whichever player
// it is; the other side the second (features.md R6). None stays None.
[[nodiscard]] constexpr Mark shownMark(Mark mark, Mark firstToMove) {
    if (mark == Mark::None) {
        return Mark::None;
    }
    return mark == firstToMove ? Mark::X : Mark::O;
}

} // namespace ttt::gui
