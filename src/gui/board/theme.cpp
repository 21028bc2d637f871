#include "board/theme.hpp"

#include <wx/intl.h>

namespace ttt::gui {
namespace {

Theme makeClassic() {
    Theme t;
    t.id = ThemeId::Classic;
    t.style = MarkStyle::Crosses;
    t.backgroundTop = wxColour(0xEE, 0xF2, 0xF8);
    t.backgroundBottom = wxColour(0xDD, 0xE4, 0xEF);
    t.board = wxColour(0xFF, 0xFF, 0xFF);
    t.boardShade = wxColour(0xF4, 0xF6, 0xFA);
    t.cell = wxColour(0xFB, 0xFC, 0xFE);
    t.grid = wxColour(0xC9, 0xD2, 0xE0);
    t.boardBorder = wxColour(0xB4, 0xC0, 0xD2);
    t.coordinates = wxColour(0x7A, 0x87, 0x9A);
    t.text = wxColour(0x1F, 0x29, 0x37);
    t.mutedText = wxColour(0x6B, 0x77, 0x88);
    t.panel = wxColour(0xFF, 0xFF, 0xFF);
    t.panelActive = wxColour(0xFF, 0xF7, 0xE0);
    t.mark = {wxColour(0xE5, 0x48, 0x4D), wxColour(0x25, 0x73, 0xD9)};
    t.markOutline = {wxColour(0xFF, 0xFF, 0xFF), wxColour(0xFF, 0xFF, 0xFF)};
    t.hover = wxColour(0x25, 0x73, 0xD9, 0x1C);
    t.cursor = wxColour(0xF5, 0x9E, 0x0B);
    t.lastMove = wxColour(0xFD, 0xE6, 0x8A, 0x90);
    t.drawTint = wxColour(0x94, 0xA3, 0xB8, 0x55);
    t.winBanner = wxColour(0x16, 0xA3, 0x4A);
    t.lossBanner = wxColour(0xDC, 0x26, 0x26);
    t.neutralBanner = wxColour(0x47, 0x55, 0x69);
    t.bannerText = wxColour(0xFF, 0xFF, 0xFF);
    return t;
}

Theme makeDigits() {
    Theme t;
    t.id = ThemeId::Digits;
    t.style = MarkStyle::Digits;
    t.backgroundTop = wxColour(0x1B, 0x22, 0x3A);
    t.backgroundBottom = wxColour(0x10, 0x15, 0x26);
    t.board = wxColour(0x24, 0x2D, 0x4A);
    t.boardShade = wxColour(0x1D, 0x25, 0x3F);
    t.cell = wxColour(0x2A, 0x34, 0x55);
    t.grid = wxColour(0x3A, 0x46, 0x6E);
    t.boardBorder = wxColour(0x4B, 0x59, 0x88);
    t.coordinates = wxColour(0x8A, 0x96, 0xBE);
    t.text = wxColour(0xE8, 0xEC, 0xF8);
    t.mutedText = wxColour(0x9A, 0xA5, 0xC6);
    t.panel = wxColour(0x24, 0x2D, 0x4A);
    t.panelActive = wxColour(0x33, 0x3F, 0x66);
    t.mark = {wxColour(0xFF, 0xB3, 0x2E), wxColour(0x2E, 0xE6, 0xD6)};
    t.markOutline = {wxColour(0x10, 0x15, 0x26), wxColour(0x10, 0x15, 0x26)};
    t.hover = wxColour(0xFF, 0xFF, 0xFF, 0x18);
    t.cursor = wxColour(0xF4, 0x72, 0xB6);
    t.lastMove = wxColour(0xFF, 0xFF, 0xFF, 0x22);
    t.drawTint = wxColour(0x0A, 0x0E, 0x1A, 0x80);
    t.winBanner = wxColour(0x22, 0xC5, 0x5E);
    t.lossBanner = wxColour(0xEF, 0x44, 0x44);
    t.neutralBanner = wxColour(0x4B, 0x59, 0x88);
    t.bannerText = wxColour(0xFF, 0xFF, 0xFF);
    return t;
}

Theme makeStones() {
    Theme t;
    t.id = ThemeId::Stones;
    t.style = MarkStyle::Stones;
    t.backgroundTop = wxColour(0x5B, 0x46, 0x36);
    t.backgroundBottom = wxColour(0x3E, 0x2F, 0x24);
    t.board = wxColour(0xE8, 0xC1, 0x7E);
    t.boardShade = wxColour(0xD4, 0xA2, 0x5C);
    t.cell = t.board;
    t.grid = wxColour(0x4A, 0x32, 0x1C);
    t.boardBorder = wxColour(0x3A, 0x25, 0x12);
    t.coordinates = wxColour(0x5A, 0x3E, 0x24);
    t.text = wxColour(0xF8, 0xEE, 0xE0);
    t.mutedText = wxColour(0xD6, 0xC3, 0xAA);
    t.panel = wxColour(0x6B, 0x53, 0x40);
    t.panelActive = wxColour(0x8A, 0x6A, 0x4C);
    t.mark = {wxColour(0x1A, 0x1A, 0x1E), wxColour(0xF7, 0xF5, 0xF0)};
    t.markOutline = {wxColour(0xF7, 0xF5, 0xF0), wxColour(0x1A, 0x1A, 0x1E)};
    t.hover = wxColour(0x00, 0x00, 0x00, 0x30);
    t.cursor = wxColour(0xC0, 0x1C, 0x28);
    t.lastMove = wxColour(0xE0, 0x2E, 0x2E);
    t.drawTint = wxColour(0x3A, 0x25, 0x12, 0x50);
    t.winBanner = wxColour(0x2F, 0x85, 0x3F);
    t.lossBanner = wxColour(0xB9, 0x2B, 0x27);
    t.neutralBanner = wxColour(0x6B, 0x53, 0x40);
    t.bannerText = wxColour(0xFF, 0xFF, 0xFF);
    return t;
}

Theme makeHighContrast() {
    Theme t;
    t.id = ThemeId::HighContrast;
    t.style = MarkStyle::Crosses;
    t.backgroundTop = wxColour(0x00, 0x00, 0x00);
    t.backgroundBottom = wxColour(0x00, 0x00, 0x00);
    t.board = wxColour(0x00, 0x00, 0x00);
    t.boardShade = wxColour(0x00, 0x00, 0x00);
    t.cell = wxColour(0x00, 0x00, 0x00);
    t.grid = wxColour(0xFF, 0xFF, 0xFF);
    t.boardBorder = wxColour(0xFF, 0xFF, 0xFF);
    t.coordinates = wxColour(0xFF, 0xFF, 0xFF);
    t.text = wxColour(0xFF, 0xFF, 0xFF);
    t.mutedText = wxColour(0xE0, 0xE0, 0xE0);
    t.panel = wxColour(0x00, 0x00, 0x00);
    t.panelActive = wxColour(0x1F, 0x1F, 0x1F);
    t.mark = {wxColour(0xFF, 0xE6, 0x00), wxColour(0x00, 0xE5, 0xFF)};
    t.markOutline = {wxColour(0x00, 0x00, 0x00), wxColour(0x00, 0x00, 0x00)};
    t.hover = wxColour(0xFF, 0xFF, 0xFF, 0x40);
    t.cursor = wxColour(0xFF, 0x00, 0xFF);
    t.lastMove = wxColour(0xFF, 0x00, 0xFF, 0x58);
    t.drawTint = wxColour(0x80, 0x80, 0x80, 0x70);
    t.winBanner = wxColour(0x00, 0x80, 0x00);
    t.lossBanner = wxColour(0xC0, 0x00, 0x00);
    t.neutralBanner = wxColour(0x30, 0x30, 0x30);
    t.bannerText = wxColour(0xFF, 0xFF, 0xFF);
    t.strokeScale = 1.6;
    return t;
}

} // namespace

const Theme& themeFor(ThemeId id) {
    static const Theme classic = makeClassic();
    static const Theme digits = makeDigits();
    static const Theme stones = makeStones();
    static const Theme highContrast = makeHighContrast();
    switch (id) {
    case ThemeId::Digits:
        return digits;
    case ThemeId::Stones:
        return stones;
    case ThemeId::HighContrast:
        return highContrast;
    case ThemeId::Classic:
        break;
    }
    return classic;
}

wxString themeLabel(ThemeId id) {
    switch (id) {
    case ThemeId::Digits:
        return _("\"1 and 0\"");
    case ThemeId::Stones:
        return _("Wooden board with stones");
    case ThemeId::HighContrast:
        return _("High contrast");
    case ThemeId::Classic:
        break;
    }
    return _("Classic X and O");
}

std::string_view themeKey(ThemeId id) {
    switch (id) {
    case ThemeId::Digits:
        return "digits";
    case ThemeId::Stones:
        return "stones";
    case ThemeId::HighContrast:
        return "contrast";
    case ThemeId::Classic:
        break;
    }
    return "classic";
}

std::optional<ThemeId> themeFromKey(std::string_view key) {
    for (ThemeId id : kAllThemes) {
        if (themeKey(id) == key) {
            return id;
        }
    }
    return std::nullopt;
}

wxString markName(ThemeId theme, Mark mark) {
    const bool first = mark == Mark::X;
    switch (themeFor(theme).style) {
    case MarkStyle::Digits:
        return first ? "1" : "0";
    case MarkStyle::Stones:
        return first ? _("black") : _("white");
    case MarkStyle::Crosses:
        break;
    }
    return first ? "X" : "O";
}

} // namespace ttt::gui
