#include "board/theme.hpp"

#include <array>
#include <cstdint>
#include <wx/intl.h>

namespace ttt::gui {
namespace {

// The themes as data: one row each, the colours as 0xRRGGBBAA in the order of
// ColourRole. A theme is added by adding a row (and its id).
enum ColourRole : std::size_t {
    kBackgroundTop,
    kBackgroundBottom,
    kBoard,
    kBoardShade,
    kCell,
    kGrid,
    kBoardBorder,
    kCoordinates,
    kText,
    kMutedText,
    kPanel,
    kPanelActive,
    kMark0,
    kMark1,
    kMarkOutline0,
    kMarkOutline1,
    kHover,
    kCursor,
    kLastMove,
    kDrawTint,
    kWinBanner,
    kLossBanner,
    kNeutralBanner,
    kBannerText,
    kColourRoleCount
};

struct ThemeRow {
    ThemeId id;
    std::string_view key; // command line and settings file
    const char* label;    // menu, translated when shown
    MarkStyle style;
    double strokeScale; // thicker lines for high contrast
    std::array<std::uint32_t, kColourRoleCount> colours;
};

// clang-format off
constexpr std::array<ThemeRow, 4> kThemeRows{{
    {ThemeId::Classic, "classic", wxTRANSLATE("Classic X and O"), MarkStyle::Crosses, 1.0,
     {0xEEF2F8FF, 0xDDE4EFFF, 0xFFFFFFFF, 0xF4F6FAFF, 0xFBFCFEFF, 0xC9D2E0FF,
      0xB4C0D2FF, 0x5B6678FF, 0x1F2937FF, 0x6B7788FF, 0xFFFFFFFF, 0xFFF7E0FF,
      0xE5484DFF, 0x2573D9FF, 0xFFFFFFFF, 0xFFFFFFFF, 0x2573D91C, 0xF59E0BFF,
      0xFDE68A90, 0x94A3B855, 0x16A34AFF, 0xDC2626FF, 0x475569FF, 0xFFFFFFFF}},
    {ThemeId::Digits, "digits", wxTRANSLATE("\"1 and 0\""), MarkStyle::Digits, 1.0,
     {0x1B223AFF, 0x101526FF, 0x242D4AFF, 0x1D253FFF, 0x2A3455FF, 0x3A466EFF,
      0x4B5988FF, 0x8A96BEFF, 0xE8ECF8FF, 0x9AA5C6FF, 0x242D4AFF, 0x333F66FF,
      0xFFB32EFF, 0x2EE6D6FF, 0x101526FF, 0x101526FF, 0xFFFFFF18, 0xF472B6FF,
      0xFFFFFF22, 0x0A0E1A80, 0x22C55EFF, 0xEF4444FF, 0x4B5988FF, 0xFFFFFFFF}},
    {ThemeId::Stones, "stones", wxTRANSLATE("Wooden board with stones"), MarkStyle::Stones, 1.0,
     {0x5B4636FF, 0x3E2F24FF, 0xE8C17EFF, 0xD4A25CFF, 0xE8C17EFF, 0x4A321CFF,
      0x3A2512FF, 0x5A3E24FF, 0xF8EEE0FF, 0xD6C3AAFF, 0x6B5340FF, 0x8A6A4CFF,
      0x1A1A1EFF, 0xF7F5F0FF, 0xF7F5F0FF, 0x1A1A1EFF, 0x00000030, 0xC01C28FF,
      0xE02E2EFF, 0x3A251250, 0x2F853FFF, 0xB92B27FF, 0x6B5340FF, 0xFFFFFFFF}},
    {ThemeId::HighContrast, "contrast", wxTRANSLATE("High contrast"), MarkStyle::Crosses, 1.6,
     {0x000000FF, 0x000000FF, 0x000000FF, 0x000000FF, 0x000000FF, 0xFFFFFFFF,
      0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0xE0E0E0FF, 0x000000FF, 0x1F1F1FFF,
      0xFFE600FF, 0x00E5FFFF, 0x000000FF, 0x000000FF, 0xFFFFFF40, 0xFF00FFFF,
      0xFF00FF58, 0x80808070, 0x008000FF, 0xC00000FF, 0x303030FF, 0xFFFFFFFF}},
}};
// clang-format on

wxColour colour(std::uint32_t rgba) {
    return wxColour(static_cast<unsigned char>(rgba >> 24U),
                    static_cast<unsigned char>(rgba >> 16U), static_cast<unsigned char>(rgba >> 8U),
                    static_cast<unsigned char>(rgba));
}

Theme makeTheme(const ThemeRow& row) {
    const auto c = [&row](ColourRole role) { return colour(row.colours[role]); };
    Theme t;
    t.id = row.id;
    t.style = row.style;
    t.strokeScale = row.strokeScale;
    t.backgroundTop = c(kBackgroundTop);
    t.backgroundBottom = c(kBackgroundBottom);
    t.board = c(kBoard);
    t.boardShade = c(kBoardShade);
    t.cell = c(kCell);
    t.grid = c(kGrid);
    t.boardBorder = c(kBoardBorder);
    t.coordinates = c(kCoordinates);
    t.text = c(kText);
    t.mutedText = c(kMutedText);
    t.panel = c(kPanel);
    t.panelActive = c(kPanelActive);
    t.mark = {c(kMark0), c(kMark1)};
    t.markOutline = {c(kMarkOutline0), c(kMarkOutline1)};
    t.hover = c(kHover);
    t.cursor = c(kCursor);
    t.lastMove = c(kLastMove);
    t.drawTint = c(kDrawTint);
    t.winBanner = c(kWinBanner);
    t.lossBanner = c(kLossBanner);
    t.neutralBanner = c(kNeutralBanner);
    t.bannerText = c(kBannerText);
    return t;
}

const ThemeRow& rowOf(ThemeId id) {
    for (const ThemeRow& row : kThemeRows) {
        if (row.id == id) {
            return row;
        }
    }
    return kThemeRows.front();
}

} // namespace

const Theme& themeFor(ThemeId id) {
    static const std::array<Theme, kThemeRows.size()> themes = [] {
        std::array<Theme, kThemeRows.size()> built;
        for (std::size_t i = 0; i < kThemeRows.size(); ++i) {
            built[i] = makeTheme(kThemeRows[i]);
        }
        return built;
    }();
    for (const Theme& theme : themes) {
        if (theme.id == id) {
            return theme;
        }
    }
    return themes.front();
}

wxString themeLabel(ThemeId id) {
    return wxGetTranslation(rowOf(id).label);
}

std::string_view themeKey(ThemeId id) {
    return rowOf(id).key;
}

std::optional<ThemeId> themeFromKey(std::string_view key) {
    for (const ThemeRow& row : kThemeRows) {
        if (row.key == key) {
            return row.id;
        }
    }
    return std::nullopt;
}

wxString markName(ThemeId theme, Mark shown) {
    const bool first = shown == Mark::X;
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
