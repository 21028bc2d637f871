// The window in each language (features.md E3): every built-in catalog loads,
// translate the menus, the banner and plurals by each language's own rule,
// a window made in a language shows its menus in it, the engine's messages
// (ttt::Text) reach the player in it, and the choice in Settings ▸ Language
// is kept for the next start.

#include "app/button_labels.hpp"
#include "app/language.hpp"
#include "app/text_wrap.hpp"
#include "app/translated_text.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "dialogs/settings_menus.hpp"
#include "feature/settings_store.hpp"
#include "gui_test_support.hpp"
#include "records/game_file_commands.hpp"
#include "records_test_support.hpp"
#include "tictactoe/core/text.hpp"

#include <catch2/catch.hpp>
#include <vector>
#include <wx/button.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/stockitem.h>
#include <wx/translation.h>

using namespace std::chrono_literals;
using namespace ttt::gui;

namespace {

// Puts English back for the other tests, whatever happens.
struct LanguageGuard {
    LanguageGuard() = default;
    LanguageGuard(const LanguageGuard&) = delete;
    LanguageGuard& operator=(const LanguageGuard&) = delete;
    ~LanguageGuard() { useLanguage(LanguageId::English); }
};

// The languages with a built-in catalog (po/LINGUAS).
std::vector<LanguageId> translatedLanguages() {
    std::vector<LanguageId> languages = availableLanguages();
    std::erase(languages, LanguageId::System);
    std::erase(languages, LanguageId::English);
    return languages;
}

wxString plural(unsigned count) {
    return wxGetTranslation("%s wins the round after %d move.", "%s wins the round after %d moves.",
                            count);
}

} // namespace

TEST_CASE("Each built-in catalog translates menus, banners and plurals", "[language]") {
    const LanguageGuard guard;
    const wxString keys[] = {"&Game",          "&Settings",      "It's a draw",
                             "Rules and keys", "TicTacToe - %s", "&Language"};
    REQUIRE_FALSE(translatedLanguages().empty());
    for (const LanguageId language : translatedLanguages()) {
        CAPTURE(std::string(languageKey(language)));
        useLanguage(language);
        REQUIRE(activeLanguage() == language);
        for (const wxString& key : keys) {
            CAPTURE(key.utf8_string());
            const wxString translated = wxGetTranslation(key);
            CHECK_FALSE(translated.empty());
            CHECK(translated != key);
        }
        CHECK(plural(1) != "%s wins the round after %d move.");
        if (language == LanguageId::Russian) {
            // Russian has three forms: 1 ход, 2 хода, 5 ходов (and 21 ход).
            CHECK(plural(1) != plural(2));
            CHECK(plural(2) != plural(5));
            CHECK(plural(1) != plural(5));
            CHECK(plural(21) == plural(1));
            CHECK(plural(12) == plural(5));
        } else if (language == LanguageId::Macedonian) {
            CHECK(plural(1) != plural(2));
        } else {
            CHECK(plural(1) == plural(5)); // Chinese has one form
        }
    }
    useLanguage(LanguageId::English);
    CHECK(wxGetTranslation("&Game") == "&Game");
    CHECK(plural(2) == "%s wins the round after %d moves.");
}

TEST_CASE("Language keys and names read back", "[language]") {
    for (const LanguageId language : kAllLanguages) {
        CHECK(languageFromKey(languageKey(language)) == language);
        CHECK_FALSE(languageLabel(language).empty());
    }
    CHECK(languageLabel(LanguageId::Russian) == wxString::FromUTF8("Русский"));
    CHECK_FALSE(languageFromKey("klingon"));
    CHECK_FALSE(languageFromKey(""));
}

TEST_CASE("A window made in another language shows its menus, title and status in it",
          "[language]") {
    const LanguageGuard guard;
    useLanguage(translatedLanguages().front());
    test::WindowFixture window(test::humanVsHuman());
    wxMenuBar* bar = window.frame().GetMenuBar();
    REQUIRE(bar != nullptr);
    const wxString game = wxGetTranslation("&Game");
    REQUIRE(game != "&Game");
    CHECK(bar->GetMenuLabel(0) == game);
    CHECK(bar->FindMenu(wxGetTranslation("&Settings")) != wxNOT_FOUND);
    CHECK(bar->FindMenu("&Settings") == wxNOT_FOUND);
    CHECK(
        window.frame().GetTitle().StartsWith(wxGetTranslation("TicTacToe - %s").BeforeFirst('%')));
    CHECK_FALSE(window.frame().GetTitle().Contains("Classic"));
    const wxString status = window.frame().GetStatusBar()->GetStatusText(0);
    CHECK(status.Contains("Alice"));
    CHECK_FALSE(status.Contains("to move"));
}

TEST_CASE("Each built-in catalog words the engine's messages, holes filled", "[language]") {
    const LanguageGuard guard;
    using ttt::Text;
    const Text damaged("line {0}: move {1}: {2}", 12, 7, Text("that cell is already taken"));
    const Text notice("{0} {1} could not be used ({2}). It was kept as {3}; the game continues "
                      "with {4}.",
                      Text("The leaderboard file"), std::string("/tmp/board.json"),
                      Text("the file is empty"), std::string("/tmp/board.json.corrupt-1"),
                      Text("an empty leaderboard"));
    const Text engine("the engine gave no move to {0} within {1} ({2} allowed + {3} tolerance)",
                      std::string("TURN 7,7"), Text("{0} ms", 1500), Text("{0} ms", 1000),
                      Text("{0} ms", 500));
    for (const LanguageId language : translatedLanguages()) {
        CAPTURE(std::string(languageKey(language)));
        useLanguage(language);
        for (const Text& text : {damaged, notice, engine}) {
            const wxString words = translated(text);
            CAPTURE(words.utf8_string());
            CHECK(words != wxString::FromUTF8(text.english()));
            CHECK_FALSE(words.Contains("{"));
            CHECK_FALSE(words.Contains("that cell"));
            CHECK_FALSE(words.Contains("could not be used"));
            CHECK_FALSE(words.Contains("the engine"));
        }
        CHECK(translated(damaged).Contains("12"));
        CHECK(translated(damaged).Contains("7"));
        CHECK(translated(damaged).Contains(wxGetTranslation("that cell is already taken")));
        CHECK(translated(notice).Contains("/tmp/board.json.corrupt-1"));
        CHECK(translated(notice).Contains(wxGetTranslation("an empty leaderboard")));
        CHECK(translated(engine).Contains("TURN 7,7"));
        CHECK(translated(engine).Contains("1500"));
    }
    useLanguage(LanguageId::English);
    CHECK(translated(damaged) == "line 12: move 7: that cell is already taken");
}

TEST_CASE("A damaged file is explained in the window's language", "[language]") {
    const LanguageGuard guard;
    useLanguage(translatedLanguages().front());
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    const auto path = dir.path() / "broken.psq";
    test::writeFile(path, "Piskvorky 3x3, 0:0, 0\n2,2,0\n2,2,0\n");
    test::clearNotices();
    CHECK_FALSE(window.frame().files().openGame(path));
    REQUIRE(test::notices().size() == 1);
    const wxString message = test::notices()[0].message;
    CAPTURE(message.utf8_string());
    CHECK(message.Contains(wxGetTranslation("that cell is already taken")));
    CHECK_FALSE(message.Contains("that cell is already taken"));
    CHECK(message.Contains("3")); // the line
    test::clearNotices();
}

TEST_CASE("Settings > Language is said clearly and kept for the next start", "[language]") {
    const LanguageGuard guard;
    useLanguage(LanguageId::English);
    test::TemporaryDataDir dir;
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        CHECK(window.frame().settingsMenus().chosenLanguage() == LanguageId::System);
        test::clearNotices();
        window.frame().settingsMenus().chooseLanguage(translatedLanguages().front());
        REQUIRE(test::notices().size() == 1);
        CHECK(test::notices()[0].message.Contains(languageLabel(translatedLanguages().front())));
        // The window keeps its words until the next start.
        CHECK(window.frame().GetMenuBar()->GetMenuLabel(0) == "&Game");
        window.frame().Close();
        REQUIRE(test::pumpUntil([&window] { return !window.alive(); }, 5s));
    }
    CHECK(test::loadSettings(settingsFile()).language == translatedLanguages().front());
    test::WindowFixture again(test::humanVsHuman());
    again.frame().startSession();
    CHECK(again.frame().settingsMenus().chosenLanguage() == translatedLanguages().front());
    test::clearNotices();
}

TEST_CASE("wxWidgets' own words follow the game's language, and are not looked for in English",
          "[language]") {
    const LanguageGuard guard;
    const auto wxCatalogLoaded = [] {
        const wxTranslations* translations = wxTranslations::Get();
        return translations != nullptr &&
               (translations->IsLoaded("wxstd-3.2") || translations->IsLoaded("wxstd"));
    };
    // English needs no catalog; looking for one costs start-up time.
    useLanguage(LanguageId::English);
    CHECK_FALSE(wxCatalogLoaded());
    CHECK(wxGetTranslation("Cancel") == "Cancel");
    // Russian has wxWidgets' catalog on this system (wx3.2-i18n): its dialogs
    // speak Russian with the game.
    useLanguage(LanguageId::Russian);
    CHECK(wxCatalogLoaded());
    CHECK(wxGetTranslation("Cancel") != "Cancel");
}

TEST_CASE("The system's language is followed, and English needs no catalog", "[language]") {
    const LanguageGuard guard;
    // Puts the environment's LANGUAGE back, whatever happens.
    struct Restore {
        wxString value;
        bool had = wxGetEnv("LANGUAGE", &value);
        Restore() = default;
        Restore(const Restore&) = delete;
        Restore& operator=(const Restore&) = delete;
        ~Restore() {
            if (had) {
                wxSetEnv("LANGUAGE", value);
            } else {
                wxUnsetEnv("LANGUAGE");
            }
        }
    } const restore;
    // A player whose desktop speaks Russian gets the game in Russian...
    wxSetEnv("LANGUAGE", "ru_RU");
    useLanguage(LanguageId::System);
    CHECK(activeLanguage() == LanguageId::System);
    CHECK(wxGetTranslation("&Game") != "&Game");
    // ...one whose desktop speaks English gets the program's own words, with
    // no catalog looked for or loaded.
    wxSetEnv("LANGUAGE", "en_GB");
    useLanguage(LanguageId::System);
    CHECK(wxGetTranslation("&Game") == "&Game");
    CHECK_FALSE(wxTranslations::Get()->IsLoaded("tictactoe"));
    // An explicit choice wins over the desktop's.
    useLanguage(LanguageId::Macedonian);
    CHECK(wxGetTranslation("&Game") != "&Game");
    CHECK(wxTranslations::Get()->IsLoaded("tictactoe"));
    // Every language the game speaks is written left to right.
    CHECK(gameLayoutDirection() == wxLayout_LeftToRight);
}

TEST_CASE("A window in Chinese: one shortcut mark a label, the board in the title, no spaces "
          "between sentences",
          "[language]") {
    const LanguageGuard guard;
    useLanguage(LanguageId::ChineseSimplified);
    test::WindowFixture window(test::humanVsHuman());
    // The game's name once, then the board's ("Classic", not the game's name again).
    CHECK(window.frame().GetTitle() == wxString::FromUTF8("井字棋 - 经典 3×3"));
    const NewGameDialog dialog(&window.frame(), test::humanVsHuman(), ThemeId::Classic);
    CHECK(test::hasLabel(dialog, wxString::FromUTF8("玩家 1（X）：")));
    CHECK(test::hasLabel(dialog, wxString::FromUTF8("玩家 2（O）：")));
    // A won round: the result and what to do next, joined as Chinese joins them.
    for (const ttt::Point p : {ttt::Point{0, 0}, ttt::Point{0, 1}, ttt::Point{1, 0},
                               ttt::Point{1, 1}, ttt::Point{2, 0}}) {
        REQUIRE(window.frame().controller().playHuman(p));
    }
    const wxString won = wxString::Format(wxGetTranslation("%s wins the round after %d move.",
                                                           "%s wins the round after %d moves.", 5),
                                          "Alice", 5);
    REQUIRE(won != "Alice wins the round after 5 moves.");
    CHECK(window.frame().GetStatusBar()->GetStatusText(0) ==
          won + wxGetTranslation("Press Space for the next one."));
}

TEST_CASE("Dialog and message box buttons speak the game's language, not the desktop's",
          "[language]") {
    const LanguageGuard guard;
    // The tests' process runs in the C locale: GTK's own stock buttons would
    // say "Cancel" here.
    useLanguage(LanguageId::Russian);
    test::WindowFixture window(test::humanVsHuman());
    const NewGameDialog dialog(&window.frame(), test::humanVsHuman(), ThemeId::Classic);
    const auto* cancel = dynamic_cast<const wxButton*>(dialog.FindWindow(wxID_CANCEL));
    REQUIRE(cancel != nullptr);
    // What the toolkit shows, not only what wxWidgets was told.
    CHECK(shownButtonWords(*cancel) ==
          wxStripMenuCodes(wxGetStockLabel(wxID_CANCEL), wxStrip_Mnemonics));
    CHECK(shownButtonWords(*cancel) != "Cancel");
    const auto* ok = dynamic_cast<const wxButton*>(dialog.FindWindow(wxID_OK));
    REQUIRE(ok != nullptr);
    CHECK(shownButtonWords(*ok) == wxStripMenuCodes(wxGetStockLabel(wxID_OK), wxStrip_Mnemonics));

    wxMessageDialog question(&window.frame(), "?", "?", wxYES_NO | wxCANCEL);
    labelMessageButtons(question);
    // Text, never a GTK stock name ("gtk-yes") that GTK words itself.
    wxString yes = question.GetYesLabel(); // GTK's shortcut mark
    yes.Replace("_", "&");
    CHECK(yes == wxGetStockLabel(wxID_YES));
    CHECK_FALSE(question.GetNoLabel().StartsWith("gtk-"));
    CHECK_FALSE(question.GetCancelLabel().StartsWith("gtk-"));
    CHECK_FALSE(question.GetOKLabel().StartsWith("gtk-"));
}

TEST_CASE("Sentences are wrapped to a width, Chinese ones too", "[language]") {
    test::WindowFixture window(test::humanVsHuman());
    wxWindow& label = window.frame();
    const int width = label.FromDIP(120);
    for (const wxString& text :
         {wxString("Move 9, A15 (Ann): a blunder; chance 100% to 88%. The engine plays C8."),
          wxString::FromUTF8(
              "第 9 手，A15（Ann）：大错；胜率 100% → 88%。引擎下 C8。它错过了在 C8 的一步胜。"),
          wxString::FromUTF8("Ann（X）：准确度92·最佳1，好7，不精确0，失误0，大错1\n第二段")}) {
        INFO(text.utf8_string());
        const wxString wrapped = wrapToWidth(label, text, width);
        // Nothing lost but the spaces where lines break, every line within the width.
        wxString joined = wrapped;
        joined.Replace("\n", "");
        wxString without = text;
        without.Replace(" ", "");
        without.Replace("\n", "");
        joined.Replace(" ", "");
        CHECK(joined == without);
        for (const wxString& line : wxSplit(wrapped, '\n', '\0')) {
            CHECK(label.GetTextExtent(line).x <= width);
        }
        CHECK(wrapped.Freq('\n') >= 2);
    }
}
