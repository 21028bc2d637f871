// Saved games, the autosave and the settings through the window: save, open
// and play on; close the window and start "the program" again.

#include "analysis/analysis_commands.hpp"
#include "app/user_dirs.hpp"
#include "board/board_panel.hpp"
#include "dialogs/settings_menus.hpp"
#include "feature/command_ids.hpp"
#include "feature/settings_store.hpp"
#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "records/game_file_commands.hpp"
#include "records/game_files.hpp"
#include "records/leaderboard_keeper.hpp"
#include "records_test_support.hpp"
#include "replay/move_list_panel.hpp"
#include "replay/replay_commands.hpp"
#include "tictactoe/records/format_names.hpp"
#include "window/view_commands.hpp"

#include <catch2/catch.hpp>
#include <wx/clipbrd.h>
#include <wx/config.h>
#include <wx/dataobj.h>
#include <wx/filename.h>
#include <wx/utils.h>

using namespace std::chrono_literals;
using ttt::Mark;
using ttt::Point;
using namespace ttt::gui;

namespace {

void play(test::WindowFixture& window, std::initializer_list<Point> moves) {
    for (Point p : moves) {
        REQUIRE(window.frame().controller().playHuman(p));
    }
}

// Closes the window the way the player does and waits until it is gone.
void closeWindow(test::WindowFixture& window) {
    window.frame().Close();
    REQUIRE(test::pumpUntil([&window] { return !window.alive(); }, 5s));
}

} // namespace

TEST_CASE("Save, open and continue a game in both formats", "[files]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    GameFileCommands& keeper = window.frame().files();
    play(window, {{7, 7}, {8, 8}, {7, 8}});

    for (const char* name : {"game.tttgame", "game.psq"}) {
        INFO(name);
        const auto path = dir.path() / name;
        REQUIRE(keeper.saveGame(path));
        window.frame().startNewGame(test::humanVsHuman());
        REQUIRE(window.game().history().empty());
        REQUIRE(keeper.openGame(path));
        CHECK(window.game().rules() == ttt::Rules::gomokuFreestyle());
        REQUIRE(window.game().history().size() == 3);
        CHECK(window.game().board().at({7, 8}) == Mark::X);
        CHECK(window.game().player(0).name == "Alice");
        // Play on: O to move, by mouse.
        window.clickCell({9, 9});
        REQUIRE(window.game().history().size() == 4);
        CHECK(window.game().board().at({9, 9}) == Mark::O);
        // Back to the saved three moves for the next format.
        REQUIRE(keeper.openGame(path));
    }
    CHECK(window.frame().options().rules == ttt::Rules::gomokuFreestyle());
}

TEST_CASE("A game a .psq file cannot hold is refused with a clear message", "[files]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    play(window, {{0, 0}, {-40, 3}});
    test::clearNotices();
    const auto path = dir.path() / "wide.psq";
    CHECK_FALSE(window.frame().files().saveGame(path));
    CHECK_FALSE(std::filesystem::exists(path));
    REQUIRE(test::notices().size() == 1);
    CHECK(test::notices()[0].kind == NoticeKind::Problem);
    CHECK(test::notices()[0].message.Contains(".tttgame"));
    // The own format keeps it, negative coordinates and all.
    CHECK(window.frame().files().saveGame(dir.path() / "wide.tttgame"));
    window.frame().restartRound();
    REQUIRE(window.frame().files().openGame(dir.path() / "wide.tttgame"));
    CHECK(window.game().board().at({-40, 3}) == Mark::O);
    test::clearNotices();
}

TEST_CASE("A damaged game file gives a message and changes nothing", "[files]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    play(window, {{1, 1}});
    const auto path = dir.path() / "broken.psq";
    test::writeFile(path, "Piskvorky 3x3, 0:0, 0\n2,2,0\n2,2,0\n");
    test::clearNotices();
    CHECK_FALSE(window.frame().files().openGame(path));
    REQUIRE(test::notices().size() == 1);
    CHECK(test::notices()[0].message.Contains("line 3"));
    CHECK(window.game().history().size() == 1); // the game on screen is kept
    CHECK(std::filesystem::exists(path));       // and the player's file too
    test::clearNotices();
}

TEST_CASE("The game, its score and the settings survive a restart", "[files]") {
    test::TemporaryDataDir dir;
    GameOptions options = test::humanVsHuman(ttt::Rules::bounded(7, 6, 4));
    options.starts = ttt::StartPolicy::Alternate;
    {
        test::WindowFixture window(options);
        window.frame().startSession();
        window.frame().setTheme(ThemeId::Stones);
        // One round Alice wins, then two moves of the next (Bob opens it).
        play(window, {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 0}});
        REQUIRE(window.game().isRoundOver());
        window.frame().restartRound();
        play(window, {{3, 3}, {4, 4}});
        window.frame().SetSize(wxRect(40, 30, 820, 610));
        closeWindow(window);
    }
    CHECK(std::filesystem::exists(dir.path() / ttt::kAutosaveFileName));

    const StoredSettings settings = test::loadSettings(settingsFile());
    CHECK(settings.options.mode == ttt::Mode::HumanVsHuman);
    CHECK(settings.options.rules == ttt::Rules::bounded(7, 6, 4));
    CHECK(settings.options.starts == ttt::StartPolicy::Alternate);
    CHECK(settings.options.names[0] == "Alice");
    CHECK(settings.theme == ThemeId::Stones);
    // The window's size is kept by wxWidgets' persistence in the same file.
    const wxString ini = wxString::FromUTF8(test::readFile(settingsFile()));
    CHECK(ini.Contains("w=820"));
    CHECK(ini.Contains("h=610"));

    // Told apart from what the game writes (which ends in one line break):
    // restoring it must not write it back.
    const std::filesystem::path autosave = dir.path() / ttt::kAutosaveFileName;
    const std::string saved = test::readFile(autosave) + "\n\n";
    test::writeFile(autosave, saved);

    // "The program starts again" with other options: the autosave wins.
    test::WindowFixture again(test::humanVsComputer(ttt::BotLevel::Easy));
    again.frame().startSession();
    test::pumpFor(100ms);
    CHECK(test::readFile(autosave) == saved);
    const ttt::GameEngine& game = again.game();
    CHECK(game.mode() == ttt::Mode::HumanVsHuman);
    CHECK(game.rules() == ttt::Rules::bounded(7, 6, 4));
    CHECK(game.player(1).name == "Bob");
    CHECK(game.score().wins[0] == 1);
    CHECK(game.completedRounds() == 1);
    REQUIRE(game.history().size() == 2);
    CHECK(game.board().at({3, 3}) == Mark::O); // Bob opened the second round
    CHECK(again.frame().options().mode == ttt::Mode::HumanVsHuman);
    // The round won before the restart was recorded once.
    CHECK(again.frame().leaderboard().leaderboard().find("Alice")->wins == 1);
    // And it goes on, into the autosave.
    again.clickCell({5, 5});
    CHECK(game.history().size() == 3);
    CHECK(test::readFile(autosave) != saved);
}

TEST_CASE("Whether the move list is shown survives a restart", "[files]") {
    test::TemporaryDataDir dir;
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        REQUIRE_FALSE(window.frame().replay().isMoveListShown());
        window.frame().replay().showMoveList(true);
        closeWindow(window);
    }
    CHECK(test::loadSettings(settingsFile()).moveListShown);
    {
        test::WindowFixture again(test::humanVsHuman());
        again.frame().startSession();
        CHECK(again.frame().replay().isMoveListShown());
        again.frame().replay().showMoveList(false); // and hidden it stays hidden
        closeWindow(again);
    }
    CHECK_FALSE(test::loadSettings(settingsFile()).moveListShown);
    test::WindowFixture third(test::humanVsHuman());
    third.frame().startSession();
    CHECK_FALSE(third.frame().replay().isMoveListShown());
}

TEST_CASE("The analysis panel, its lines and its threads survive a restart", "[files]") {
    test::TemporaryDataDir dir;
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        AnalysisCommands& analysis = window.frame().analysis();
        REQUIRE_FALSE(analysis.isShown()); // off by default
        REQUIRE(analysis.lines() == AnalysisCommands::kDefaultLines);
        REQUIRE(analysis.threads() == 0); // every core
        analysis.showAnalysis(true);
        analysis.setLines(5);
        analysis.setThreads(1);
        closeWindow(window);
    }
    const StoredSettings stored = test::loadSettings(settingsFile());
    CHECK(stored.analysisShown);
    CHECK(stored.analysisLines == 5);
    CHECK(stored.analysisThreads == 1);
    {
        test::WindowFixture again(test::humanVsHuman());
        again.frame().startSession();
        AnalysisCommands& analysis = again.frame().analysis();
        CHECK(analysis.isShown());
        CHECK(analysis.lines() == 5);
        CHECK(analysis.threads() == 1);
        analysis.showAnalysis(false);
        closeWindow(again);
    }
    CHECK_FALSE(test::loadSettings(settingsFile()).analysisShown);
    // Values out of range fall back to the defaults.
    test::writeFile(settingsFile(), "[view]\nanalysis=3\nanalysisLines=9\nanalysisThreads=-2\n");
    const StoredSettings damaged = test::loadSettings(settingsFile());
    CHECK_FALSE(damaged.analysisShown);
    CHECK(damaged.analysisLines == AnalysisCommands::kDefaultLines);
    CHECK(damaged.analysisThreads == 0);
    for (const char* key : {"view/analysis", "view/analysisLines", "view/analysisThreads"}) {
        CAPTURE(key);
        CHECK(damaged.damaged.Index(key) != wxNOT_FOUND);
    }
}

TEST_CASE("The toolbar, Adapt to my results and Think on my time survive a restart", "[files]") {
    test::TemporaryDataDir dir;
    {
        test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Medium));
        window.frame().startSession();
        REQUIRE_FALSE(window.frame().viewCommands().isToolbarShown());
        REQUIRE_FALSE(window.frame().settingsMenus().adaptsLevel());
        REQUIRE(window.frame().controller().ponders()); // on unless turned off
        window.frame().viewCommands().showToolbar(true);
        window.frame().settingsMenus().setAdaptLevel(true);
        window.frame().settingsMenus().setPondering(false);
        closeWindow(window);
    }
    const StoredSettings stored = test::loadSettings(settingsFile());
    CHECK(stored.toolbarShown);
    CHECK(stored.adaptLevel);
    CHECK_FALSE(stored.ponder);
    {
        test::WindowFixture again(test::humanVsComputer(ttt::BotLevel::Medium));
        again.frame().startSession();
        CHECK(again.frame().viewCommands().isToolbarShown());
        CHECK(again.frame().settingsMenus().adaptsLevel());
        CHECK_FALSE(again.frame().controller().ponders());
        again.frame().viewCommands().showToolbar(false);
        again.frame().settingsMenus().setPondering(true);
        closeWindow(again);
    }
    CHECK_FALSE(test::loadSettings(settingsFile()).toolbarShown);
    CHECK(test::loadSettings(settingsFile()).ponder);
}

TEST_CASE("A damaged autosave is set aside and the game starts fresh", "[files]") {
    test::TemporaryDataDir dir;
    test::writeFile(dir.path() / ttt::kAutosaveFileName,
                    "{\"format\": \"tictactoe-game\", \"version\": 1, \"rules\": ");
    test::clearNotices();
    test::WindowFixture window(test::humanVsHuman());
    window.frame().startSession();
    REQUIRE(test::pumpUntil([] { return !test::notices().empty(); }, 2s));
    CHECK(test::notices().size() == 1);
    CHECK(test::notices()[0].message.Contains("corrupt"));
    CHECK(window.game().history().empty());
    bool setAside = false;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
        setAside =
            setAside || entry.path().filename().string().starts_with("autosave.tttgame.corrupt-");
    }
    CHECK(setAside);
    test::clearNotices();
}

TEST_CASE("Damaged or out-of-range settings fall back value by value", "[files]") {
    test::TemporaryDataDir dir;
    test::writeFile(settingsFile(), "[game]\nmode=7\nstarts=2\ndifficulty=engine:/nowhere/pbrain\n"
                                    "sounds=3\n\x01\x02 garbage line\n[players]\nname1=Zoë\n"
                                    "[board]\nunlimited=0\nwidth=99\nheight=9\nk=5\nexact=0\n"
                                    "moveLimit=0\n[view]\ntheme=neon\nmoveList=2\nreduceMotion=-1\n"
                                    "[window]\nx=-90000\n");
    const StoredSettings settings = test::loadSettings(settingsFile());
    const GameOptions defaults;
    CHECK(settings.options.mode == defaults.mode); // 7 is no mode
    CHECK(settings.options.starts == ttt::StartPolicy::Alternate);
    CHECK(settings.options.computer == defaults.computer); // no such engine
    CHECK(settings.options.names[0] == wxString::FromUTF8("Zoë"));
    CHECK(settings.options.rules == defaults.rules); // width 99 is too wide
    CHECK(settings.theme == ThemeId::Classic);
    CHECK_FALSE(settings.moveListShown); // 2 is neither shown nor hidden
    CHECK_FALSE(settings.soundsOn);
    CHECK_FALSE(settings.reduceMotion.has_value()); // the desktop decides again
    for (const char* key : {"game/mode", "game/difficulty", "board", "view/theme", "view/moveList",
                            "game/sounds", "view/reduceMotion"}) {
        CAPTURE(key);
        CHECK(settings.damaged.Index(key) != wxNOT_FOUND);
    }
    CHECK(settings.damaged.Index("game/starts") == wxNOT_FOUND);
}

TEST_CASE("Damaged settings are reported once, then written back good", "[files]") {
    test::TemporaryDataDir dir;
    test::writeFile(settingsFile(), "[game]\nmode=7\n[view]\ntheme=neon\n");
    test::clearNotices();
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        REQUIRE(test::pumpUntil([] { return !test::notices().empty(); }, 2s));
        CHECK(test::notices().size() == 1);
        CHECK(test::notices()[0].message.Contains("game/mode"));
        CHECK(test::notices()[0].message.Contains("view/theme"));
        closeWindow(window);
    }
    test::clearNotices();
    CHECK(test::loadSettings(settingsFile()).damaged.empty());
    test::WindowFixture again(test::humanVsHuman());
    again.frame().startSession();
    test::pumpFor(200ms);
    CHECK(test::notices().empty());
}

TEST_CASE("The unlimited field is remembered as the board", "[files]") {
    test::TemporaryDataDir dir;
    StoredSettings stored;
    stored.options = test::humanVsHuman(ttt::Rules::unlimitedFive());
    stored.options.rules.moveLimit = 300;
    REQUIRE(test::saveSettings(settingsFile(), stored));
    const StoredSettings settings = test::loadSettings(settingsFile());
    CHECK(settings.options.rules == stored.options.rules);
    CHECK(settings.damaged.empty());

    // And a custom board after it: no width or height is left from before.
    stored.options.rules = ttt::Rules::bounded(12, 9, 6, ttt::Overline::Exact);
    REQUIRE(test::saveSettings(settingsFile(), stored));
    CHECK(test::loadSettings(settingsFile()).options.rules == stored.options.rules);
}

TEST_CASE("The settings' folder is made when something is written, not when read", "[files]") {
    test::TemporaryDataDir dir;
    const std::filesystem::path file = dir.path() / "new" / "folder" / "settings.ini";
    {
        SettingsFile settings(file);
        CHECK(settings.read().damaged.empty());
        CHECK(settings.flush()); // nothing changed: nothing to write
    }
    CHECK_FALSE(std::filesystem::exists(dir.path() / "new"));

    StoredSettings stored;
    stored.theme = ThemeId::Stones;
    {
        SettingsFile settings(file);
        settings.write(stored);
        CHECK(settings.flush());
        CHECK(std::filesystem::exists(file));
    }
    CHECK(test::loadSettings(file).theme == ThemeId::Stones);

    // What is left unwritten (the window's geometry, saved as it closes) is
    // written when the file is let go of, folder and all.
    std::filesystem::remove_all(dir.path() / "new");
    {
        SettingsFile settings(file);
        settings.config().Write("/persistence/window/w", 777L);
    }
    REQUIRE(std::filesystem::exists(file));
    CHECK(SettingsFile(file).config().ReadLong("/persistence/window/w", 0) == 777);
}

TEST_CASE("Save writes to the game's file until a new game starts", "[files]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    GameFileCommands& files = window.frame().files();
    CHECK_FALSE(files.gameFile()); // a new game has no file: Save would ask
    play(window, {{7, 7}, {8, 8}});
    const auto path = dir.path() / "mine.tttgame";
    REQUIRE(files.saveGame(path));
    REQUIRE(files.gameFile() == path);

    play(window, {{7, 8}});
    files.save(); // no dialog: the game's file
    REQUIRE(files.openGame(path));
    CHECK(window.game().history().size() == 3);
    CHECK(files.gameFile() == path); // opened games keep their file too

    window.frame().startNewGame(test::humanVsHuman());
    CHECK_FALSE(files.gameFile());
}

TEST_CASE("Opening the game just saved, unchanged, asks nothing", "[files]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    GameFileCommands& files = window.frame().files();
    play(window, {{7, 7}, {8, 8}});
    // Every question is answered "no": one asked keeps the game on the board.
    test::answerQuestions(false);
    for (const char* name : {"kept.tttgame", "kept.psq"}) {
        INFO(name);
        const auto path = dir.path() / name;
        REQUIRE(files.saveGame(path));
        test::clearNotices();
        CHECK(files.openGame(path));
        CHECK(window.game().history().size() == 2);
        // Opened and unchanged: the file holds it all the same.
        CHECK(files.openGame(path));
    }
    // A move since: the round on the board is not in the file, so it asks.
    play(window, {{7, 8}});
    CHECK_FALSE(files.openGame(dir.path() / "kept.tttgame"));
    CHECK(window.game().history().size() == 3);
    test::answerQuestions(true);
    test::clearNotices();
}

TEST_CASE("A bare name that becomes an existing file is not replaced without asking", "[files]") {
    test::TemporaryDataDir dir;
    const std::filesystem::path existing = dir.path() / "anna.tttgame";
    test::writeFile(existing, "a game of Anna's");
    test::clearNotices();
    // A name with its extension: the file dialog itself asked.
    CHECK(completeSavePath(nullptr, existing, ttt::GameFileFormat::Own) == existing);
    // A bare name gets the filter's extension; the file there is asked about.
    test::answerQuestions(false);
    CHECK_FALSE(completeSavePath(nullptr, dir.path() / "anna", ttt::GameFileFormat::Own));
    test::answerQuestions(true);
    CHECK(completeSavePath(nullptr, dir.path() / "anna", ttt::GameFileFormat::Own) == existing);
    // No file there: no question, whatever the answer would be.
    test::answerQuestions(false);
    CHECK(completeSavePath(nullptr, dir.path() / "anna", ttt::GameFileFormat::Psq) ==
          dir.path() / "anna.psq");
    test::answerQuestions(true);
    CHECK(test::readFile(existing) == "a game of Anna's");
}

TEST_CASE("Recent games: newest first, kept across a restart, a lost file leaves", "[files]") {
    test::TemporaryDataDir dir;
    const auto first = dir.path() / "first.tttgame";
    const auto second = dir.path() / "sub" / "second.psq";
    std::filesystem::create_directories(second.parent_path());
    {
        test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
        window.frame().startSession();
        GameFileCommands& files = window.frame().files();
        play(window, {{7, 7}, {8, 8}});
        REQUIRE(files.saveGame(first));
        REQUIRE(files.saveGame(second));
        REQUIRE(files.openGame(first)); // opened again: newest again
        CHECK(files.recentGames() == std::vector{first, second});
        closeWindow(window);
    }
    const StoredSettings settings = test::loadSettings(settingsFile());
    CHECK(settings.recentGames == std::vector{first, second});
    CHECK(settings.gameFolder == dir.path()); // where the last file was

    std::filesystem::remove(second);
    test::WindowFixture again(test::humanVsHuman());
    again.frame().startSession();
    GameFileCommands& files = again.frame().files();
    CHECK(files.recentGames() == std::vector{first, second});
    test::clearNotices();
    CHECK_FALSE(files.openGame(second));
    CHECK(test::notices().size() == 1); // the player is told that second.psq is gone
    CHECK(files.recentGames() == std::vector{first});
    test::clearNotices();
}

TEST_CASE("The settings and the game's files have their own folders", "[files]") {
    test::TemporaryDataDir dir; // restores the chosen folder afterwards
    const std::filesystem::path chosen = userDataDir();
    setUserDataDir({});
#ifdef _WIN32
    // Windows keeps every file in %APPDATA%\\TicTacToe.
    CHECK(userConfigDir() == userDataDir());
    CHECK(userDataDir().filename() == "TicTacToe");
#else
    wxString oldConfig;
    wxString oldData;
    const bool hadConfig = wxGetEnv("XDG_CONFIG_HOME", &oldConfig);
    const bool hadData = wxGetEnv("XDG_DATA_HOME", &oldData);
    wxSetEnv("XDG_CONFIG_HOME", wxFromPath(dir.path() / "config"));
    wxSetEnv("XDG_DATA_HOME", wxFromPath(dir.path() / "data"));
    CHECK(userConfigDir() == dir.path() / "config" / "tictactoe");
    CHECK(userDataDir() == dir.path() / "data" / "tictactoe");
    CHECK(settingsFile() == dir.path() / "config" / "tictactoe" / "settings.ini");
    wxSetEnv("XDG_DATA_HOME", "relative/is/ignored");
    CHECK(userDataDir() == pathFromWx(wxFileName::GetHomeDir()) / ".local/share/tictactoe");
    hadConfig ? wxSetEnv("XDG_CONFIG_HOME", oldConfig) : wxUnsetEnv("XDG_CONFIG_HOME");
    hadData ? wxSetEnv("XDG_DATA_HOME", oldData) : wxUnsetEnv("XDG_DATA_HOME");
#endif
    setUserDataDir(chosen);
    // A chosen folder (--data-dir) holds everything.
    CHECK(userConfigDir() == chosen);
    CHECK(userDataDir() == chosen);
}

TEST_CASE("Files of an earlier version move once and nothing is overwritten", "[files]") {
    test::TemporaryDataDir dir;
    const auto old = dir.path() / "home" / ".TicTacToe";
    const auto config = dir.path() / "config" / "tictactoe";
    const auto data = dir.path() / "data" / "tictactoe";
    const std::string setAside = "autosave.tttgame.corrupt-20260101-120000";
    std::filesystem::create_directories(old);
    std::filesystem::create_directories(data);
    test::writeFile(old / "settings.ini", "old settings");
    test::writeFile(old / "leaderboard.json", "old leaderboard");
    test::writeFile(old / "autosave.tttgame", "old autosave");
    test::writeFile(old / setAside, "set aside");
    test::writeFile(data / "autosave.tttgame", "newer autosave"); // its place is taken

    const UserFilesMove first = moveOldUserFiles(old, config, data);
    CHECK(test::readFile(config / "settings.ini") == "old settings");
    CHECK(test::readFile(data / "leaderboard.json") == "old leaderboard");
    CHECK(test::readFile(data / setAside) == "set aside");
    CHECK(first.moved.size() == 4);
    // Never overwritten, never lost: the older autosave goes beside the newer one.
    CHECK(test::readFile(data / "autosave.tttgame") == "newer autosave");
    CHECK(test::readFile(data / "autosave.tttgame.earlier-version") == "old autosave");
    REQUIRE(first.besideNewer.size() == 1);
    CHECK(first.besideNewer[0].from == old / "autosave.tttgame");
    CHECK(first.besideNewer[0].to == data / "autosave.tttgame.earlier-version");
    CHECK(first.failed.empty());
    CHECK(first.worthTelling());
    // The old folder is empty, so it is gone: the player is told once.
    CHECK_FALSE(std::filesystem::exists(old));
    const UserFilesMove second = moveOldUserFiles(old, config, data);
    CHECK(second.moved.empty());
    CHECK_FALSE(second.worthTelling());

    // A file that has no free place at all stays where it was.
    std::filesystem::create_directories(old);
    test::writeFile(old / "autosave.tttgame", "oldest autosave");
    const UserFilesMove third = moveOldUserFiles(old, config, data);
    REQUIRE(third.failed.size() == 1);
    CHECK(third.failed[0].file == old / "autosave.tttgame");
    CHECK(test::readFile(old / "autosave.tttgame") == "oldest autosave");
    CHECK(test::readFile(data / "autosave.tttgame.earlier-version") == "old autosave");
}

TEST_CASE("The thinking time is a setting that reaches the computer and is kept", "[files]") {
    test::TemporaryDataDir dir;
    {
        test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Hard));
        window.frame().startSession();
        window.frame().startNewGame(test::humanVsComputer(ttt::BotLevel::Hard));
        window.frame().settingsMenus().chooseThinkingTime(std::chrono::milliseconds(5000));
        CHECK(window.game().player(1).spec.budget.time == std::chrono::milliseconds(5000));
        CHECK(window.game().player(1).spec.level == ttt::BotLevel::Hard); // the level stays
        closeWindow(window);
    }
    CHECK(test::loadSettings(settingsFile()).options.computer.budget.time ==
          std::chrono::milliseconds(5000));
    test::WindowFixture again(test::humanVsHuman());
    again.frame().startSession();
    CHECK(again.frame().options().computer.budget.time == std::chrono::milliseconds(5000));
    // Between people it waits for the next game against the computer.
    again.frame().startNewGame(test::humanVsHuman());
    again.frame().settingsMenus().chooseThinkingTime(std::chrono::milliseconds(200));
    CHECK(again.game().mode() == ttt::Mode::HumanVsHuman);
    CHECK(again.frame().options().computer.budget.time == std::chrono::milliseconds(200));
}

TEST_CASE("Edit > Copy game puts the moves on the clipboard; Paste game opens a game in any form",
          "[files][clipboard]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    GameFileCommands& files = frame.files();
    for (const ttt::Point p : {ttt::Point{7, 7}, ttt::Point{8, 6}, ttt::Point{9, 8}}) {
        REQUIRE(frame.controller().playHuman(p));
    }
    const auto clipboardText = [] {
        wxClipboardLocker locker;
        wxTextDataObject data;
        return !!locker && wxTheClipboard->GetData(data) ? data.GetText() : wxString();
    };
    REQUIRE(files.copyGame(GameFileCommands::TextForm::Moves));
    CHECK(clipboardText() == "h8 i9 j7");
    REQUIRE(files.copyGame(GameFileCommands::TextForm::Piskvork));
    CHECK(clipboardText().StartsWith("Piskvorky 15x15"));

    // Pasted: numbered moves of a game played elsewhere.
    test::clearNotices();
    REQUIRE(files.pasteGame("1. h8 2. h9 3. i8"));
    const auto& history = window.game().history();
    REQUIRE(history.size() == 3);
    CHECK(history[1].point == ttt::Point{7, 6});
    CHECK(test::notices().empty());
    // Piskvork text copied before.
    REQUIRE(
        files.pasteGame(wxString::FromUTF8(*files.gameText(GameFileCommands::TextForm::Piskvork))));
    CHECK(window.game().history().size() == 3);
    // Text that is no game: a message, and the game as it was.
    REQUIRE(frame.controller().playHuman(ttt::Point{0, 0}));
    test::clearNotices();
    CHECK_FALSE(files.pasteGame("dear Ann, here is our game: h8 i9"));
    REQUIRE(test::notices().size() == 1);
    CHECK(test::notices().front().message.Contains("no game"));
    CHECK(window.game().history().size() == 4);
    CHECK_FALSE(files.pasteGame(""));
    CHECK(window.game().history().size() == 4);
    // The unlimited field has no cell names: said, nothing copied.
    frame.startNewGame(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    REQUIRE(frame.controller().playHuman(ttt::Point{0, 0}));
    test::clearNotices();
    CHECK_FALSE(files.copyGame(GameFileCommands::TextForm::Moves));
    CHECK(test::notices().size() == 1);
}

TEST_CASE("The board is copied and exported as a picture of the size shown, or twice it",
          "[files][clipboard]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    GameFileCommands& files = frame.files();
    REQUIRE(frame.controller().playHuman(ttt::Point{7, 7}));
    const wxSize shown = frame.board().GetClientSize() * frame.board().GetContentScaleFactor();
    const auto clipboardPicture = [] {
        wxClipboardLocker locker;
        wxBitmapDataObject data;
        return !!locker && wxTheClipboard->GetData(data) ? data.GetBitmap() : wxBitmap();
    };
    REQUIRE(files.copyPicture(1.0));
    wxBitmap copied = clipboardPicture();
    REQUIRE(copied.IsOk());
    CHECK(copied.GetSize() == shown);
    REQUIRE(files.copyPicture(2.0));
    copied = clipboardPicture();
    REQUIRE(copied.IsOk());
    CHECK(copied.GetSize() == shown * 2);
    // The picture is the board: the centre's stone in X's colour, not the cell's.
    const wxImage image = copied.ConvertToImage();
    const wxPoint centre = frame.board().cellCentre(ttt::Point{7, 7}) * 2;
    const wxPoint empty = frame.board().cellCentre(ttt::Point{3, 3}) * 2;
    CHECK(image.GetRed(centre.x, centre.y) != image.GetRed(empty.x, empty.y));

    // Exported as a PNG file; a folder that is not there gets a message.
    const auto path = dir.path() / "board.png";
    REQUIRE(files.exportPicture(path, 1.0));
    wxImage saved;
    REQUIRE(saved.LoadFile(wxString::FromUTF8(path.string()), wxBITMAP_TYPE_PNG));
    CHECK(saved.GetSize() == shown);
    test::clearNotices();
    CHECK_FALSE(files.exportPicture(dir.path() / "missing" / "board.png", 1.0));
    CHECK(test::notices().size() == 1);
    CHECK_FALSE(std::filesystem::exists(dir.path() / "missing"));
}

TEST_CASE("Ctrl+C copies the form chosen in Preferences, which is kept, and the move list offers "
          "each copy",
          "[files][clipboard]") {
    test::TemporaryDataDir dir;
    const auto clipboardText = [] {
        wxClipboardLocker locker;
        wxTextDataObject data;
        return !!locker && wxTheClipboard->GetData(data) ? data.GetText() : wxString();
    };
    {
        test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
        MainFrame& frame = window.frame();
        frame.startSession();
        for (const ttt::Point p : {ttt::Point{7, 7}, ttt::Point{8, 6}}) {
            REQUIRE(frame.controller().playHuman(p));
        }
        // The default: the moves.
        CHECK_FALSE(frame.preferences().copyAsPiskvork);
        wxCommandEvent copy(wxEVT_MENU, wxID_COPY);
        frame.GetEventHandler()->ProcessEvent(copy);
        CHECK(clipboardText() == "h8 i9");
        // Preferences: Piskvork text.
        auto chosen = frame.preferences();
        chosen.copyAsPiskvork = true;
        frame.applyPreferences(chosen);
        frame.GetEventHandler()->ProcessEvent(copy);
        CHECK(clipboardText().StartsWith("Piskvorky 15x15"));

        // The move list's context menu: the Edit menu's copies, by their ids,
        // carried out by the window when chosen on the list.
        frame.replay().showMoveList(true);
        auto& moveList = frame.replay().moveList();
        const auto menu = MoveListPanel::contextMenu();
        for (const int id :
             {static_cast<int>(wxID_COPY), static_cast<int>(kCopyGameAsMovesId),
              static_cast<int>(kCopyGameAsPiskvorkId), static_cast<int>(kCopyBoardPictureId)}) {
            CHECK(menu->FindItem(id) != nullptr);
        }
        wxCommandEvent asMoves(wxEVT_MENU, kCopyGameAsMovesId);
        asMoves.SetEventObject(&moveList.listWindow());
        moveList.listWindow().GetEventHandler()->ProcessEvent(asMoves);
        CHECK(clipboardText() == "h8 i9");
        wxCommandEvent asPsq(wxEVT_MENU, kCopyGameAsPiskvorkId);
        asPsq.SetEventObject(&moveList.listWindow());
        moveList.listWindow().GetEventHandler()->ProcessEvent(asPsq);
        CHECK(clipboardText().StartsWith("Piskvorky 15x15"));
        closeWindow(window);
    }
    // Kept for the next start.
    CHECK(test::loadSettings(settingsFile()).copyAsPiskvork);
    test::WindowFixture again(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    again.frame().startSession();
    CHECK(again.frame().preferences().copyAsPiskvork);
}
