#include "app/language.hpp"

#include "app/embedded_catalogs.hpp"

#include <algorithm>
#include <wx/arrstr.h>
#include <wx/intl.h>
#include <wx/translation.h>

namespace ttt::gui {
namespace {

constexpr const char* kDomain = "tictactoe";

struct LanguageRow {
    LanguageId id;
    std::string_view key;
    const char* nativeName; // UTF-8; none for the system's choice
    // The name wxWidgets gives the language (wxUILocale::GetLanguageCanonicalName),
    // empty for the system's: naming a wxLanguage instead would build
    // wxWidgets' table of 800 languages, 3 ms of every start.
    const char* canonicalName;
};

constexpr std::array kRows{
    LanguageRow{LanguageId::System, "system", nullptr, ""},
    LanguageRow{LanguageId::English, "en", "English", "en_US"},
    LanguageRow{LanguageId::Russian, "ru", "Русский", "ru_RU"},
    LanguageRow{LanguageId::Macedonian, "mk", "Македонски", "mk_MK"},
    LanguageRow{LanguageId::ChineseSimplified, "zh_CN", "简体中文", "zh_CN"},
};

const LanguageRow& rowOf(LanguageId id) {
    return *std::find_if(kRows.begin(), kRows.end(),
                         [id](const LanguageRow& row) { return row.id == id; });
}

// The game's catalogs from the program itself, every other domain (wxWidgets'
// own "wxstd") from the usual folders.
class CatalogLoader final : public wxTranslationsLoader {
public:
    wxMsgCatalog* LoadCatalog(const wxString& domain, const wxString& language) override {
        if (domain != kDomain) {
            return files_.LoadCatalog(domain, language);
        }
        for (const EmbeddedCatalog& catalog : embeddedCatalogs()) {
            if (language == catalog.language) {
                const auto* bytes = reinterpret_cast<const char*>(catalog.data);
                return wxMsgCatalog::CreateFromData(
                    wxScopedCharBuffer::CreateNonOwned(bytes, catalog.size), domain);
            }
        }
        return nullptr;
    }

    [[nodiscard]] wxArrayString GetAvailableTranslations(const wxString& domain) const override {
        if (domain != kDomain) {
            return files_.GetAvailableTranslations(domain);
        }
        wxArrayString languages;
        for (const EmbeddedCatalog& catalog : embeddedCatalogs()) {
            languages.Add(catalog.language);
        }
        return languages;
    }

private:
    wxFileTranslationsLoader files_;
};

LanguageId active = LanguageId::System;

} // namespace

std::vector<LanguageId> availableLanguages() {
    std::vector<LanguageId> languages{LanguageId::System, LanguageId::English};
    for (const LanguageRow& row : kRows) {
        const auto catalogs = embeddedCatalogs();
        const bool built =
            std::any_of(catalogs.begin(), catalogs.end(), [&row](const EmbeddedCatalog& catalog) {
                return row.key == catalog.language;
            });
        if (built) {
            languages.push_back(row.id);
        }
    }
    return languages;
}

std::string_view languageKey(LanguageId language) {
    return rowOf(language).key;
}

std::optional<LanguageId> languageFromKey(std::string_view key) {
    for (const LanguageRow& row : kRows) {
        if (row.key == key) {
            return row.id;
        }
    }
    return std::nullopt;
}

wxString languageLabel(LanguageId language) {
    const LanguageRow& row = rowOf(language);
    return row.nativeName != nullptr ? wxString::FromUTF8(row.nativeName) : _("System language");
}

void useLanguage(LanguageId language) {
    // wxTranslations::Set takes ownership of the object, and it of its loader.
    auto* translations = new wxTranslations;
    translations->SetLoader(new CatalogLoader);
    translations->SetLanguage(wxString::FromAscii(rowOf(language).canonicalName));
    wxTranslations::Set(translations);
    // The words are English already: catalogs only for another language,
    // wxWidgets' own (its dialogs, stock labels) and the game's. Looking for
    // them goes through every language's folder and wxWidgets' table of
    // languages, a few milliseconds of start-up.
    if (!translations->GetBestTranslation(kDomain, "en").StartsWith("en")) {
        translations->AddStdCatalog();
        translations->AddCatalog(kDomain, wxLANGUAGE_ENGLISH_US);
    }
    active = language;
}

LanguageId activeLanguage() {
    return active;
}

wxLayoutDirection gameLayoutDirection() {
    // A catalog for a language written right to left would need its own
    // answer here (wxLayout_RightToLeft while it is the one in use).
    return wxLayout_LeftToRight;
}

} // namespace ttt::gui
