#pragma once

// The comfort commands of the game window (SPEC G9, G10): undo and redo, hint,
// replay of a round, the move list and the view of the unlimited field. Kept
// apart from MainFrame, which only hands over its menus and layout and tells
// this class when the game changed. Every command is a public method so tests
// (and Open game, for a replay) drive the same code as the menu.

#include "game_controller.hpp"
#include "hint_service.hpp"
#include "replay_controller.hpp"

#include <array>
#include <memory>
#include <optional>
#include <wx/frame.h>

class wxMenu;
class wxSizer;

namespace ttt::gui {

class BoardPanel;
class MoveListPanel;

class ComfortCommands final {
public:
    ComfortCommands(wxFrame& frame, GameController& controller);
    ~ComfortCommands();
    ComfortCommands(const ComfortCommands&) = delete;
    ComfortCommands& operator=(const ComfortCommands&) = delete;

    // Wiring, called once by the frame while it builds itself.
    void appendGameItems(wxMenu& game);
    void appendViewItems(wxMenu& view);
    void attach(BoardPanel& board, wxSizer& row); // creates the move list in the row

    // Told by the frame.
    void gameChanged(GameEvent event);
    void gameLoaded(); // Open game: the loaded round may be replayed at once
    void shutDown();

    bool undo();
    bool redo();
    bool showHint(); // false when no hint can be given now
    [[nodiscard]] bool canReplay() const;
    bool replayGame(); // replays the current round's moves from an empty board
    void stopReplay();
    void setReplayPaused(bool paused);
    void setReplayPace(ReplayPace pace);
    void showMoveList(bool shown);
    [[nodiscard]] bool isMoveListShown() const;

    [[nodiscard]] ReplayController& replay() { return *replay_; }
    [[nodiscard]] HintService& hints() { return *hints_; }
    [[nodiscard]] MoveListPanel& moveList() { return *moveList_; }

private:
    enum Command : std::size_t {
        kUndo,
        kRedo,
        kHint,
        kReplay,
        kPause,
        kStop,
        kPaceSlow,
        kPaceNormal,
        kPaceFast,
        kMoveList,
        kZoomIn,
        kZoomOut,
        kFit,
        kCentre,
        kCommandCount
    };
    [[nodiscard]] int id(Command command) const { return ids_[command]; }
    void bindMenus();
    bool handleSingleKey(int keyCode);
    void replayChanged();
    void refreshMoveList();

    wxFrame& frame_;
    GameController& controller_;
    BoardPanel* board_ = nullptr;
    MoveListPanel* moveList_ = nullptr;
    std::unique_ptr<HintService> hints_;
    std::unique_ptr<ReplayController> replay_;
    std::array<int, kCommandCount> ids_{};
    std::optional<wxString> savedStatus_; // the game's status line during a replay
    std::size_t loadedMoves_ = 0;         // moves of a game just opened, 0 when none
    bool shutDown_ = false;
};

} // namespace ttt::gui
