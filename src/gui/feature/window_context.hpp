#pragma once

// What a feature of the window (window_feature.hpp) may ask of the window: the
// game, the options the next game starts with, the board, the theme and the
// status line. Features get this narrow interface, never the frame that owns
// them, so that none of them reaches back into another.

#include "board/theme.hpp"
#include "game/game_controller.hpp"
#include "game/game_options.hpp"

#include <cstddef>
#include <optional>
#include <wx/string.h>

class wxFrame;
class wxToolBar;
class wxWindow;

namespace ttt::gui {

class BoardPanel;

class WindowContext {
public:
    virtual ~WindowContext() = default;

    // The top-level window: parent of dialogs; menu and key events arrive there.
    [[nodiscard]] virtual wxFrame& window() = 0;
    [[nodiscard]] virtual GameController& controller() = 0;
    [[nodiscard]] virtual BoardPanel& board() = 0;

    [[nodiscard]] virtual const GameOptions& options() const = 0;
    // Starts a new game with these options; asks first if a round is under
    // way. False when the player kept the current game.
    virtual bool startNewGame(const GameOptions& options) = 0;
    // Takes over options without starting anything (a game restored from a
    // file, a level chosen for the next game against the computer).
    virtual void adoptOptions(const GameOptions& options) = 0;
    // Goes on with these options from an empty board, the score, the round's
    // number and who opens it kept (a level that adapts to the player between
    // rounds).
    virtual void continueWith(const GameOptions& options) = 0;

    [[nodiscard]] virtual ThemeId theme() const = 0;
    virtual void setTheme(ThemeId theme) = 0;

    // The message part of the status bar.
    virtual void showStatus(const wxString& message) = 0;
    // The connection part of the status bar (a network game: "Connected to
    // Ann · 3 ms"); empty: none, the part takes no room.
    virtual void showConnection(const wxString& text) = 0;
    // A progress bar at the right of the status bar: how much of a long
    // task is done (0 to 1); none: hidden.
    virtual void showProgress(std::optional<double> done) = 0;
    // Puts a panel beside the board (e.g. the move list); the window makes room.
    virtual void addSidePanel(wxWindow* panel) = 0;
    // A side panel was shown or hidden: the window shares its width out
    // again between the board and the panels, and lays them out.
    virtual void sidePanelsChanged() = 0;
    // Shows or hides a panel added beside the board. Its width comes from
    // the window, never from the board: the smallest window grows by it, and
    // a window too narrow for it widens.
    virtual void showSidePanel(wxWindow& panel, bool shown) = 0;
    // The toolbar with the features' buttons (Menus::tools), made and shown
    // the first time it is asked for (View ▸ Toolbar); until then the window
    // has none (GetToolBar() is null).
    [[nodiscard]] virtual wxToolBar& toolbar() = 0;
    // Shows the position of the live round after this many moves instead of
    // the live game (a replay paused there); none: the live game again.
    // False when the round cannot be shown so.
    virtual bool showRoundAt(std::optional<std::size_t> moves) = 0;

protected:
    WindowContext() = default;
    WindowContext(const WindowContext&) = default;
    WindowContext& operator=(const WindowContext&) = default;
};

} // namespace ttt::gui
