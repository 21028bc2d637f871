#pragma once

// Game ▸ Review round (features.md G14): the engine reviews the finished round
// on a thread of its own (ReviewWorker), with its progress in the status bar;
// choosing the command again, or any change of the round, stops it. The
// review goes to the controller (saved with the game); the move list marks
// each move, the status bar gives each player's accuracy and names a missed
// win.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "game/review_worker.hpp"

#include <chrono>

namespace ttt::gui {

class ReviewCommands final : public WindowFeature {
public:
    explicit ReviewCommands(WindowContext& window);

    void addMenuItems(Menus& menus) override;
    void gameChanged(GameEvent event) override;
    void windowClosing() override;

    [[nodiscard]] bool canReview() const;
    bool reviewRound(); // false when it cannot start now
    void stopReview();
    [[nodiscard]] bool isReviewing() const { return worker_.running(); }
    // The effort a position (kReviewTime unless a test wants it shorter).
    void setTimePerPosition(std::chrono::milliseconds time) { perPosition_ = time; }

private:
    void reviewed(const RoundReview& review);

    std::chrono::milliseconds perPosition_ = kReviewTime;
    bool closing_ = false;
    ReviewWorker worker_;
};

} // namespace ttt::gui
