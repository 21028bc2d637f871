// The TicTacToe program: creates the game window. Options for demonstrations
// and screenshots: --theme=classic|digits|stones|contrast,
// --demo=classic|gomoku|unlimited|draw|loss, --size=WIDTHxHEIGHT (client size in pixels),
// --data-dir=DIR (leaderboard, autosave and settings there instead of the user's folder),
// --language=system|en|ru|mk|zh_CN (instead of the one in the settings, E3).
// Without --demo the last settings and the autosaved game come back (features.md P2, P3).

#include "app/demo_positions.hpp"
#include "app/language.hpp"
#include "app/text_encoding.hpp"
#include "app/user_dirs.hpp"
#include "records/settings_store.hpp"
#include "window/main_frame.hpp"

#include <optional>
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/intl.h>
#include <wx/log.h>
#include <wx/uilocale.h>

namespace ttt::gui {

class TicTacToeApp final : public wxApp {
public:
    bool OnInit() override {
        wxUILocale::UseDefault(); // the system's formats; the words follow below
        useUtf8ForText();
        useLanguage(LanguageId::System); // for the command line's messages
        if (!wxApp::OnInit()) {
            return false;
        }
        SetAppName("TicTacToe");
        const StoredSettings settings = demo_ ? StoredSettings{} : loadSettings(settingsFile());
        useLanguage(language_.value_or(settings.language));
        // TRANSLATORS: the game's name, as in the title of its message boxes.
        SetAppDisplayName(_("TicTacToe"));
        auto* frame = new MainFrame(settings.options, theme_.value_or(settings.theme));
        bool placed = false; // the remembered size and place came back
        if (demo_) {
            frame->loadPosition(demo_->options, demo_->moves, demo_->score);
        } else {
            placed = frame->startSession();
        }
        if (size_) {
            frame->SetClientSize(*size_);
        } else if (!placed) {
            frame->Centre();
        }
        frame->Show();
        return true;
    }

    void OnInitCmdLine(wxCmdLineParser& parser) override {
        wxApp::OnInitCmdLine(parser);
        parser.AddOption("", "theme", _("board theme: classic, digits, stones or contrast"));
        parser.AddOption("", "demo",
                         _("start from a demonstration position: classic, gomoku, unlimited, "
                           "draw or loss"));
        parser.AddOption("", "size", _("window client size, e.g. 1000x700"));
        parser.AddOption("", "data-dir",
                         _("folder for the leaderboard, the autosave and the settings"));
        parser.AddOption("", "language", _("language: system, en, ru, mk or zh_CN"));
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        if (!wxApp::OnCmdLineParsed(parser)) {
            return false;
        }
        wxString value;
        if (parser.Found("theme", &value)) {
            const auto theme = themeFromKey(value.utf8_string());
            if (!theme) {
                wxLogError(_("Unknown theme \"%s\"."), value);
                return false;
            }
            theme_ = *theme;
        }
        if (parser.Found("demo", &value)) {
            demo_ = demoPosition(value.utf8_string());
            if (!demo_) {
                wxLogError(_("Unknown demonstration position \"%s\"."), value);
                return false;
            }
        }
        if (parser.Found("language", &value)) {
            language_ = languageFromKey(value.utf8_string());
            if (!language_) {
                wxLogError(_("Unknown language \"%s\"."), value);
                return false;
            }
        }
        if (parser.Found("data-dir", &value)) {
            setUserDataDir(pathFromWx(value));
        }
        if (parser.Found("size", &value)) {
            long width = 0;
            long height = 0;
            const wxString w = value.BeforeFirst('x');
            const wxString h = value.AfterFirst('x');
            if (!w.ToLong(&width) || !h.ToLong(&height) || width < 200 || height < 200 ||
                width > 10000 || height > 10000) {
                wxLogError(_("The size must look like 1000x700."));
                return false;
            }
            size_ = wxSize(static_cast<int>(width), static_cast<int>(height));
        }
        return true;
    }

private:
    std::optional<ThemeId> theme_;       // from the command line, else the settings
    std::optional<LanguageId> language_; // the same
    std::optional<DemoPosition> demo_;
    std::optional<wxSize> size_;
};

} // namespace ttt::gui

wxIMPLEMENT_APP(ttt::gui::TicTacToeApp);
