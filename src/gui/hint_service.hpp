#pragma once

// The Hint command (SPEC G9): asks the Hard bot, on a worker thread of its own
// and with a short budget, what it would play for the side to move. The answer
// comes back on the UI thread, unless the request was cancelled or replaced
// first (the position changed), so a stale hint is never shown.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/bot_runner.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <wx/event.h>

namespace ttt::gui {

class HintService final : public wxEvtHandler {
public:
    using Callback = std::function<void(Point move)>;

    explicit HintService(std::chrono::milliseconds budget = std::chrono::milliseconds(500));
    ~HintService() override;
    HintService(const HintService&) = delete;
    HintService& operator=(const HintService&) = delete;

    // Starts a search for game.toMove(); replaces any earlier request.
    void request(const GameEngine& game, Callback onHint);
    void cancel();
    [[nodiscard]] bool isSearching() const { return expected_ != 0; }

private:
    void onAnswer(std::uint64_t request, Point move);

    std::chrono::milliseconds budget_;
    std::shared_ptr<Bot> bot_;
    Callback onHint_;
    std::uint64_t expected_ = 0;
    // Last member: its worker is joined before anything it calls back into goes away.
    BotRunner runner_;
};

} // namespace ttt::gui
