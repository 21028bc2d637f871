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
    wxLanguage wx;
};

constexpr std::array kRows{
    LanguageRow{LanguageId::System, "system", nullptr, wxLANGUAGE_DEFAULT},
    LanguageRow{LanguageId::English, "en", "English", wxLANGUAGE_ENGLISH_US},
    LanguageRow{LanguageId::Russian, "ru", "Русский", wxLANGUAGE_RUSSIAN},
    LanguageRow{LanguageId::Macedonian, "mk", "Македонски", wxLANGUAGE_MACEDONIAN},
    LanguageRow{LanguageId::ChineseSimplified, "zh_CN", "简体中文", wxLANGUAGE_CHINESE_CHINA},
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
    translations->SetLanguage(rowOf(language).wx);
    wxTranslations::Set(translations);
    // wxWidgets' own words (its dialogs, stock labels) in the language the
    // game speaks, and none when that is English: finding them means looking
    // through every language's folder, a few milliseconds of start-up.
    if (!translations->GetBestTranslation(kDomain, wxLANGUAGE_ENGLISH_US).StartsWith("en")) {
        translations->AddStdCatalog();
    }
    translations->AddCatalog(kDomain, wxLANGUAGE_ENGLISH_US); // searched first
    active = language;
}

LanguageId activeLanguage() {
    return active;
}

} // namespace ttt::gui
