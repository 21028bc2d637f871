#pragma once

// A feature of the game window (undo and hint, replay and the move list, the
// view of the unlimited field, the leaderboard, saved games, engines...): it
// adds its own menu items with their wxEVT_MENU and wxEVT_UPDATE_UI handlers,
// and hears of the window's life through these calls. The frame only puts the
// features together (window/main_frame.cpp).

#include "feature/settings_store.hpp"
#include "tictactoe/game/game_observer.hpp"

#include <functional>
#include <vector>
#include <wx/string.h>

class wxMenu;
class wxWindow;

namespace ttt::gui {
class WindowContext;
}

namespace ttt::gui {

// A button of the toolbar: the menu item `id` with a stock picture (a
// wxArtProvider id such as wxART_UNDO), after a separator when asked.
struct ToolButton {
    int id = 0;
    wxString label;
    wxString art;
    wxString help;
    bool separatorBefore = false;
};

// The menu bar as desktop programs have it.
struct Menus {
    wxMenu* game = nullptr;     // new, restart, files, leaderboard, quit
    wxMenu* edit = nullptr;     // copy and paste a game
    wxMenu* move = nullptr;     // undo, redo, hint, replay
    wxMenu* view = nullptr;     // move list, zoom, field view
    wxMenu* settings = nullptr; // players, difficulty, board, theme, engine
    wxMenu* help = nullptr;
    // View ▸ Toolbar: New, Undo, Redo, Hint as buttons, with the menu items'
    // ids, so their handlers and enabled states serve both. The window makes
    // them when the toolbar is first shown (WindowContext::toolbar()): the
    // stock pictures cost milliseconds at start-up, and the toolbar is off
    // until chosen.
    std::vector<ToolButton> tools;
};

// What the menu item `id` of `window` does (its wxEVT_MENU handler): how
// WindowFeature::onMenu binds a feature's items, and the window its own.
void onMenuItem(wxWindow& window, int id, std::function<void()> action);

class WindowFeature {
public:
    virtual ~WindowFeature() = default;

    // Adds the feature's items to the menus (in the order the frame asks).
    virtual void addMenuItems(Menus& /*menus*/) {}
    // The game changed; told before the frame updates the board and the status.
    virtual void gameChanged(GameEvent /*event*/) {}
    // The theme changed (marks and colours are named after it).
    virtual void themeChanged() {}
    // The program's start (not a demonstration): restore what was kept.
    virtual void startSession(const StoredSettings& /*settings*/) {}
    // What the feature keeps between runs, written when the window closes.
    virtual void saveSettings(StoredSettings& /*settings*/) const {}
    // The window closes: stop what runs (never wait for it) and save what must
    // be saved. Called once.
    virtual void windowClosing() {}

    // Public so that a feature may take it over (`using WindowFeature::WindowFeature`).
    explicit WindowFeature(WindowContext& window) : window_(window) {}
    WindowFeature(const WindowFeature&) = delete;
    WindowFeature& operator=(const WindowFeature&) = delete;

protected:
    // The window as the feature may use it (feature/window_context.hpp).
    [[nodiscard]] WindowContext& context() const { return window_; }
    // What the menu item `id` does (its wxEVT_MENU handler on the window).
    void onMenu(int id, std::function<void()> action) const;
    // When the menu item `id` is enabled (its wxEVT_UPDATE_UI handler). An
    // item has one such handler: the first that answers ends the update.
    void enableWhen(int id, std::function<bool()> enabled) const;
    // When the check or radio item `id` is checked (its wxEVT_UPDATE_UI handler).
    void checkWhen(int id, std::function<bool()> checked) const;

private:
    WindowContext& window_;
};

} // namespace ttt::gui
