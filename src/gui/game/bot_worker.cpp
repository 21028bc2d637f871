#include "game/bot_worker.hpp"

#include "app/translated_text.hpp"

#include <utility>

namespace ttt::gui {

BotWorker::~BotWorker() {
    runner_.cancel();
}

void BotWorker::start(std::shared_ptr<Bot> bot, const GameEngine& game, const SearchBudget& budget,
                      OnMove onMove, OnError onError) {
    cancel();
    onMove_ = std::move(onMove);
    onError_ = std::move(onError);
    // The callbacks run on the worker thread: CallAfter hands them to ours,
    // where the request id decides whether they still matter.
    expected_ = runner_.start(
        std::move(bot), game, budget,
        [this](std::uint64_t request, const BotMove& move) {
            CallAfter([this, request, move] {
                if (request != expected_) {
                    return;
                }
                expected_ = 0;
                const OnMove handler = onMove_; // it may start the next request
                handler(move);
            });
        },
        [this](std::uint64_t request, const Text& message) {
            const wxString text = translated(message);
            CallAfter([this, request, text] {
                if (request != expected_) {
                    return;
                }
                expected_ = 0;
                if (const OnError handler = onError_) {
                    handler(text);
                }
            });
        });
}

void BotWorker::cancel() {
    runner_.cancel();
    expected_ = 0;
}

} // namespace ttt::gui
