// The TicTacToe program: creates the game window, and opens the game file
// named on its command line (a .tttgame or Piskvork .psq, P4). Options for
// demonstrations and screenshots: --theme=classic|digits|stones|contrast,
// --demo=classic|gomoku|unlimited|draw|loss, --size=WIDTHxHEIGHT (client size in pixels),
// --data-dir=DIR (leaderboard, autosave and settings there instead of the user's folder),
// --language=system|en|ru|mk|zh_CN (instead of the one in the settings, E3).
// --host [--port=N] [--code=C] hosts a network game, --join=ADDRESS --code=C joins one (M6).
// Without --demo the last settings and the autosaved game come back (features.md P2, P3).
// --help and --version answer on standard output and exit with 0; a bad
// option is told with the usage on standard error, exit code 2 (E2, E6).

#include "app/command_line_output.hpp"
#include "app/font_setup.hpp"
#include "app/language.hpp"
#include "app/player_notices.hpp"
#include "app/text_encoding.hpp"
#include "app/translated_text.hpp"
#include "app/user_dirs.hpp"
#include "build_info.hpp"
#include "feature/settings_store.hpp"
#include "game/demo_positions.hpp"
#include "network/network_commands.hpp"
#include "records/game_file_commands.hpp"
#include "window/main_frame.hpp"

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/intl.h>
#include <wx/uilocale.h>

namespace ttt::gui {

class TicTacToeApp final : public wxApp {
public:
    // Without a display GTK cannot start, but the command line can still be
    // answered (--help, --version, a mistake): only wxWidgets' console part
    // is started then, and no window is made. --help and --version never
    // start GTK, so that a display named but out of reach (ssh, a script)
    // does not stop them.
    bool Initialize(int& argc, wxChar** argv) override {
#ifdef __WXGTK__
        if (asksOnlyForText(argc, argv) || !displayNamed(argc, argv)) {
            consoleOnly_ = true;
            return wxAppConsole::Initialize(argc, argv);
        }
        // Beside GTK's start and the first window, not in the way of the
        // first text (docs/architecture.md, "Start-up time").
        startFontSetup();
#endif
        return wxApp::Initialize(argc, argv);
    }

    bool OnInit() override {
        wxUILocale::UseDefault(); // the system's formats; the words follow below
        useUtf8ForText();
        useLanguage(LanguageId::System); // for the command line's messages
        parseErrors_.emplace();
        const bool parsed = wxApp::OnInit();
        parseErrors_.reset();
        if (!parsed) {
            return false;
        }
        if (!exitCode_ && consoleOnly_) {
            writeToCommandLine(_("TicTacToe needs a graphical display, and none is set "
                                 "(DISPLAY or WAYLAND_DISPLAY)."),
                               OutputStream::Err);
            exitCode_ = 1;
        }
        if (exitCode_) {
            return true; // answered on the command line; OnRun() ends here
        }
        SetAppName("TicTacToe");
        // Before anything reads them: the files of earlier versions move to
        // today's folders (user_dirs.hpp).
        const UserFilesMove moved = demo_ ? UserFilesMove{} : moveOldUserFiles();
        // Read once, here: the window is made with them, and keeps the file
        // open for its session.
        auto file = demo_ ? nullptr : std::make_unique<SettingsFile>(settingsFile());
        const StoredSettings settings = file ? file->read() : StoredSettings{};
        // Once is enough when the settings keep the system's language (the
        // wxWidgets catalogs are looked for in every language's folder).
        if (const LanguageId chosen = language_.value_or(settings.language);
            chosen != activeLanguage()) {
            useLanguage(chosen);
        }
        // TRANSLATORS: the game's name, as in the title of its message boxes.
        SetAppDisplayName(_("TicTacToe"));
        auto* frame = new MainFrame(settings.options, theme_.value_or(settings.theme));
        bool placed = false; // the remembered size and place came back
        if (demo_) {
            frame->loadPosition(demo_->options, demo_->moves, demo_->score);
        } else {
            placed = frame->startSession(std::move(file), settings);
        }
        if (size_) {
            frame->SetClientSize(*size_);
        } else if (!placed) {
            frame->Centre();
        }
        frame->Show();
        if (moved.worthTelling()) {
            tellPlayerLater(*frame, describeMove(moved));
        }
        if (network_) {
            frame->CallAfter([frame, start = *network_] {
                if (start.host) {
                    frame->network().hostFromCommandLine(start.port, start.hostCode);
                } else {
                    frame->network().joinFromCommandLine(start.address, start.joinCode);
                }
            });
        }
        if (file_) {
            // Once the window is on screen: opening may ask whether to
            // abandon the autosaved round, and may tell of a damaged file.
            frame->CallAfter([frame, path = *file_] { frame->files().openGame(path); });
        }
        return true;
    }

    // The game's words, not the system's locale, decide (and asking the
    // locale builds wxWidgets' table of 800 languages: 3 ms of every start).
    [[nodiscard]] wxLayoutDirection GetLayoutDirection() const override {
        return gameLayoutDirection();
    }

    int OnRun() override {
        return exitCode_ ? *exitCode_ : wxApp::OnRun();
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
        parser.AddSwitch("", "host",
                         _("host a network game with the last rules and wait for a guest"));
        parser.AddOption("", "port", _("the port to host on (default 38715, 0: any free port)"),
                         wxCMD_LINE_VAL_NUMBER);
        parser.AddOption("", "join", _("join the network game at this address, e.g. 192.168.1.7"));
        parser.AddOption("", "code",
                         _("the join code (with --join; with --host: the code to use)"));
        parser.AddSwitch("", "version", _("print the version and exit"));
        // TRANSLATORS: the name of the game file argument in the usage text.
        parser.AddParam(_("FILE"), wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
    }

    bool OnCmdLineHelp(wxCmdLineParser& parser) override {
        writeToCommandLine(parser.GetUsageString(), OutputStream::Out);
        exitCode_ = 0;
        return true;
    }

    bool OnCmdLineError(wxCmdLineParser& parser) override {
        return refuse(parser, parseErrors_ ? parseErrors_->collected() : wxString());
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        if (!wxApp::OnCmdLineParsed(parser)) {
            return false;
        }
        if (parser.Found("version")) {
            writeToCommandLine(wxString::Format("%s %s", build::kProductName, build::kVersion),
                               OutputStream::Out);
            exitCode_ = 0;
            return true;
        }
        wxString value;
        if (parser.Found("theme", &value)) {
            const auto theme = themeFromKey(value.utf8_string());
            if (!theme) {
                return refuse(parser, wxString::Format(_("Unknown theme \"%s\"."), value));
            }
            theme_ = *theme;
        }
        if (parser.Found("demo", &value)) {
            demo_ = demoPosition(value.utf8_string());
            if (!demo_) {
                return refuse(parser,
                              wxString::Format(_("Unknown demonstration position \"%s\"."), value));
            }
        }
        if (parser.Found("language", &value)) {
            language_ = languageFromKey(value.utf8_string());
            if (!language_) {
                return refuse(parser, wxString::Format(_("Unknown language \"%s\"."), value));
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
                return refuse(parser, _("The size must look like 1000x700."));
            }
            size_ = wxSize(static_cast<int>(width), static_cast<int>(height));
        }
        if (parser.Found("host")) {
            long port = net::kDefaultPort;
            parser.Found("port", &port);
            if (port < 0 || port > 65535) {
                return refuse(parser, _("The port must be a number from 0 to 65535."));
            }
            NetworkStart start;
            start.host = true;
            start.port = static_cast<std::uint16_t>(port);
            if (parser.Found("code", &value)) {
                auto code = net::JoinCode::parse(value.utf8_string());
                if (!code) {
                    return refuse(parser, translated(code.error().text));
                }
                start.hostCode = *code;
            }
            network_ = start;
        } else if (parser.Found("join", &value)) {
            wxString code;
            if (!parser.Found("code", &code)) {
                return refuse(parser, _("--join needs the host's --code."));
            }
            network_ =
                NetworkStart{false, 0, std::nullopt, value.utf8_string(), code.utf8_string()};
        }
        if (network_ && (demo_ || parser.GetParamCount() > 0)) {
            return refuse(parser, _("A network game starts alone: no file, no --demo."));
        }
        if (parser.GetParamCount() > 0) {
            if (demo_) {
                return refuse(parser, _("A game file cannot be opened together with --demo."));
            }
            std::error_code error;
            const std::filesystem::path path = pathFromWx(parser.GetParam(0));
            const std::filesystem::path absolute = std::filesystem::absolute(path, error);
            file_ = error ? path : absolute; // kept in Recent games: not relative
        }
        return true;
    }

private:
    // A display GTK could open: named by the environment or by GTK's own
    // --display option, GTK's web backend, or Wayland's default socket.
    static bool displayNamed(int argc, wxChar** argv) {
        const auto value = [](const char* name) {
            const char* text = std::getenv(name);
            return std::string(text != nullptr ? text : "");
        };
        if (!value("DISPLAY").empty() || !value("WAYLAND_DISPLAY").empty() ||
            value("GDK_BACKEND").find("broadway") != std::string::npos) {
            return true;
        }
        std::error_code error;
        if (const std::string runtime = value("XDG_RUNTIME_DIR");
            !runtime.empty() &&
            std::filesystem::is_socket(std::filesystem::path(runtime) / "wayland-0", error)) {
            return true;
        }
        for (int i = 1; i < argc; ++i) {
            if (wxString(argv[i]).StartsWith("--display")) {
                return true;
            }
        }
        return false;
    }

    // --help (-h, -?) or --version on the command line, which is answered in text
    // whatever else it holds (unless GTK is given a display of its own).
    static bool asksOnlyForText(int argc, wxChar** argv) {
        bool answered = false;
        for (int i = 1; i < argc; ++i) {
            const wxString arg(argv[i]);
            if (arg == "--") {
                break; // what follows is a file name
            }
            if (arg.StartsWith("--display")) {
                return false;
            }
            answered =
                answered || arg == "--help" || arg == "-h" || arg == "-?" || arg == "--version";
        }
        return answered;
    }

    // What the player should know of the files of an earlier version.
    static wxString describeMove(const UserFilesMove& moved) {
        wxString text = _("The files of an earlier version of TicTacToe were moved to today's "
                          "folders, except:");
        for (const auto& renamed : moved.besideNewer) {
            text += "\n" + wxString::Format(_("%s was kept as %s: a newer file has its name."),
                                            wxFromPath(renamed.from), wxFromPath(renamed.to));
        }
        for (const auto& failed : moved.failed) {
            text += "\n" + wxString::Format(_("%s stays where it is: %s"), wxFromPath(failed.file),
                                            wxString::FromUTF8(failed.why));
        }
        return text;
    }

    // A bad command line: the problem and the usage on standard error, exit code 2.
    bool refuse(const wxCmdLineParser& parser, const wxString& problem) {
        wxString text = problem;
        if (!text.empty() && !text.EndsWith("\n")) {
            text += '\n';
        }
        writeToCommandLine(text + parser.GetUsageString(), OutputStream::Err);
        exitCode_ = 2;
        return true;
    }

    std::optional<CommandLineErrors> parseErrors_; // while wxWidgets parses
    std::optional<int> exitCode_;                  // the command line was answered: no window
    std::optional<std::filesystem::path> file_;
    std::optional<ThemeId> theme_;       // from the command line, else the settings
    std::optional<LanguageId> language_; // the same
    std::optional<DemoPosition> demo_;
    // --host or --join: a network game once the window is on screen.
    struct NetworkStart {
        bool host = false;
        std::uint16_t port = net::kDefaultPort;
        std::optional<net::JoinCode> hostCode;
        std::string address;
        std::string joinCode;
    };
    std::optional<NetworkStart> network_;
    std::optional<wxSize> size_;
    bool consoleOnly_ = false; // no display: wxWidgets' GUI part was not started
};

} // namespace ttt::gui

wxIMPLEMENT_APP(ttt::gui::TicTacToeApp);
