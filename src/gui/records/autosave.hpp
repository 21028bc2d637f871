#pragma once

// The autosave (features.md P3): at the program's start the unfinished game comes
// back, and from then on it is written after every change and when the
// window closes. A damaged autosave is set aside and the player told once. A
// demonstration never starts the session, so it cannot overwrite the
// player's game.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"

#include <filesystem>

namespace ttt::gui {

class Autosave final : public WindowFeature, private ControllerListener {
public:
    explicit Autosave(WindowContext& window);
    ~Autosave() override;

    void startSession(const StoredSettings& settings) override;
    void windowClosing() override;

private:
    void onGameChanged(GameEvent event) override;
    void onThinkingChanged(bool /*thinking*/) override {}
    void onComputerProblem(const wxString& /*message*/) override {}
    void onGameLoaded() override { write(); }

    void restoreGame();
    void write();

    std::filesystem::path file_;
    bool started_ = false;
    bool writable_ = true;
    bool closed_ = false;
};

} // namespace ttt::gui
