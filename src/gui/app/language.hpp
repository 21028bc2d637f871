#pragma once

// The language of the window (features.md E3): the system's by default, or the
// one chosen in Settings ▸ Language (kept in settings.ini, P2) or with
// --language. The game's own catalogs are built into the program
// (app/embedded_catalogs.hpp); wxWidgets' catalogs for its stock buttons and
// dialogs come from the system where it ships them.

#include <array>
#include <optional>
#include <string_view>
#include <vector>
#include <wx/intl.h>
#include <wx/string.h>

namespace ttt::gui {

enum class LanguageId { System, English, Russian, Macedonian, ChineseSimplified };

inline constexpr std::array kAllLanguages{LanguageId::System, LanguageId::English,
                                          LanguageId::Russian, LanguageId::Macedonian,
                                          LanguageId::ChineseSimplified};

// The languages this build speaks: the system's choice, English, and each
// language whose catalog is built in (po/LINGUAS). Settings ▸ Language offers these.
[[nodiscard]] std::vector<LanguageId> availableLanguages();

// "system", "en", "ru", "mk", "zh_CN": the settings file and --language.
[[nodiscard]] std::string_view languageKey(LanguageId language);
[[nodiscard]] std::optional<LanguageId> languageFromKey(std::string_view key);
// The name in the menu: each language in its own words ("Русский"), the
// system's choice in the current language.
[[nodiscard]] wxString languageLabel(LanguageId language);

// Looks the window's strings up in `language` from now on. Called at start,
// before any window exists; windows made earlier keep their words.
void useLanguage(LanguageId language);
// The language chosen by the last useLanguage().
[[nodiscard]] LanguageId activeLanguage();
// Which way the windows are laid out: the way the game's words are written.
// Every language it speaks (its catalogs, and English for any other system
// language) is written left to right, whatever the system's language is.
[[nodiscard]] wxLayoutDirection gameLayoutDirection();

} // namespace ttt::gui
