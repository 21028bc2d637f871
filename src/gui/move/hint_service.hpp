#pragma once

// The Hint command (features.md G9): asks the Hard bot, with a short budget of its
// own, what it would play for the side to move. The answer comes back on the
// UI thread unless the request was cancelled or replaced first (the position
// changed), so a stale hint is never shown.

#include "game/bot_worker.hpp"

#include <chrono>
#include <functional>
#include <memory>

namespace ttt::gui {

class HintService final {
public:
    using Callback = std::function<void(Point move)>;

    explicit HintService(std::chrono::milliseconds budget = std::chrono::milliseconds(500));

    // Starts a search for game.toMove(); replaces any earlier request.
    void request(const GameEngine& game, Callback onHint);
    void cancel() { worker_.cancel(); }
    [[nodiscard]] bool isSearching() const { return worker_.waiting(); }

private:
    std::chrono::milliseconds budget_;
    std::shared_ptr<Bot> bot_;
    BotWorker worker_;
};

} // namespace ttt::gui
