#pragma once

// Game ▸ Open game…, Save game, Save game as… and Recent games (features.md
// P4): the project's own .tttgame and Piskvork's .psq; and Edit ▸ Copy game,
// Copy game as Piskvork text and Paste game (G15): the game as text on the
// clipboard, a move list ("h8 i9 j7") or .psq text, and a game pasted in any
// form (records/game_text.hpp). A file that cannot be
// read, or a game a .psq file cannot hold, is told to the player; what a .psq
// file leaves out is said. Save writes to the file the game came from or was
// last saved to (a new game has none, so Save asks); the recent games and the
// folder the dialogs open in are kept in the settings.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/record_files.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <wx/string.h>

class wxFileHistory;

namespace ttt::gui {

class GameFileCommands final : public WindowFeature {
public:
    explicit GameFileCommands(WindowContext& window);
    ~GameFileCommands() override;
    GameFileCommands(const GameFileCommands&) = delete;
    GameFileCommands& operator=(const GameFileCommands&) = delete;

    void addMenuItems(Menus& menus) override;
    void gameChanged(GameEvent event) override;
    void startSession(const StoredSettings& settings) override;
    void saveSettings(StoredSettings& settings) const override;

    // Both tell the player what went wrong (or what a .psq file lost) and
    // return false when nothing was saved or opened. A file saved or opened
    // becomes the game's file and the newest of the recent games; one that
    // cannot be opened leaves the recent games.
    bool saveGame(const std::filesystem::path& path);
    bool openGame(const std::filesystem::path& path);
    // Game ▸ Save game: to the game's file, or asks for one.
    void save();

    // The game as text in the form copied (a move list, or Piskvork's), or
    // why it cannot be (the unlimited field has no cell names).
    enum class TextForm { Moves, Piskvork };
    [[nodiscard]] Expected<std::string> gameText(TextForm form) const;
    // Edit ▸ Copy game as moves / as Piskvork text: onto the clipboard.
    bool copyGame(TextForm form);
    // The form Edit ▸ Copy game (Ctrl+C) copies: a Preferences choice, kept.
    [[nodiscard]] TextForm copyForm() const { return copyForm_; }
    void setCopyForm(TextForm form) { copyForm_ = form; }
    // Edit ▸ Paste game: the game in `text` replaces the one on the board
    // (asking first if a round is in progress); text that is no game gets
    // a message and changes nothing.
    bool pasteGame(const wxString& text);
    // Edit ▸ Copy board picture: the board as shown, as a picture, `scale`
    // times the window's pixels (1: as on screen; 2: twice as sharp).
    bool copyPicture(double scale);
    // Game ▸ Export picture…: the same picture saved as a PNG file.
    bool exportPicture(const std::filesystem::path& path, double scale);

    // The file Save writes to; nothing for a game not saved yet.
    [[nodiscard]] const std::optional<std::filesystem::path>& gameFile() const { return gameFile_; }
    // Game ▸ Recent games, the newest first.
    [[nodiscard]] std::vector<std::filesystem::path> recentGames() const;

private:
    // A game read from `source` (a file's name, or the clipboard) goes on
    // the board: asks first if a round would be lost, then restores it.
    bool takeGame(const OpenedGame& opened, const wxString& source);
    void remember(const std::filesystem::path& path, const GameRecord& record);
    // The game on the board is the one last saved or opened, unchanged: leaving
    // it loses nothing.
    [[nodiscard]] bool isKeptInFile() const;
    void forget(const std::filesystem::path& path);
    void saveAs();

    std::unique_ptr<wxFileHistory> history_;
    std::optional<std::filesystem::path> gameFile_;
    std::optional<GameRecord> fileRecord_; // the game as gameFile_ holds it
    std::filesystem::path folder_;         // where the dialogs open
    TextForm copyForm_ = TextForm::Moves;  // what Ctrl+C copies
};

} // namespace ttt::gui
