#pragma once

// Move ▸ Replay round, Pause, Stop and the pace (features.md G9), and View ▸ Move
// list: a finished round (or one just opened) is played again on a private
// copy, never touching the game; the move list beside the board shows the
// round's moves, and a double-click there shows that position.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "replay/replay_controller.hpp"

#include <cstddef>
#include <memory>
#include <optional>

namespace ttt::gui {

class MoveListPanel;

class ReplayCommands final : public WindowFeature, private ControllerListener {
public:
    explicit ReplayCommands(WindowContext& window);
    ~ReplayCommands() override;

    void addMenuItems(Menus& menus) override;
    void gameChanged(GameEvent event) override;
    void themeChanged() override { refreshMoveList(); }
    void startSession(const StoredSettings& settings) override;
    void saveSettings(StoredSettings& settings) const override;
    void windowClosing() override;

    [[nodiscard]] bool canReplay() const;
    bool replayGame(); // replays the current round's moves from an empty board
    void stopReplay();
    void setReplayPaused(bool paused);
    void setReplayPace(ReplayPace pace);
    void showMoveList(bool shown);
    [[nodiscard]] bool isMoveListShown() const;

    [[nodiscard]] ReplayController& replay() { return *replay_; }
    // The move list panel, made when first asked for (hidden until shown).
    [[nodiscard]] MoveListPanel& moveList();

private:
    void onGameChanged(GameEvent /*event*/) override {}
    void onThinkingChanged(bool /*thinking*/) override {}
    void onComputerProblem(const wxString& /*message*/) override {}
    void onGameLoaded() override;

    bool handleKey(int keyCode);
    void replayChanged();
    void refreshMoveList();

    std::unique_ptr<ReplayController> replay_;
    MoveListPanel* moveList_ = nullptr;   // owned by the frame; none until first shown
    std::optional<wxString> savedStatus_; // the game's status line during a replay
    std::size_t loadedMoves_ = 0;         // moves of a game just opened, 0 when none
    bool closing_ = false;
};

} // namespace ttt::gui
