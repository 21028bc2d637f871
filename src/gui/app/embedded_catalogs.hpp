#pragma once

// The game's compiled catalogs (po/<language>.po), built into the program by
// cmake/Translations.cmake so that the one Windows exe needs no folder beside it.

#include <cstddef>
#include <span>

namespace ttt::gui {

struct EmbeddedCatalog {
    const char* language; // as in po/LINGUAS: "ru", "mk", "zh_CN"
    const unsigned char* data;
    std::size_t size;
};

[[nodiscard]] std::span<const EmbeddedCatalog> embeddedCatalogs();

} // namespace ttt::gui
