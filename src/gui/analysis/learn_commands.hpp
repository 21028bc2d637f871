#pragma once

// Game ▸ Learn from your mistakes (features.md G14): after a review, steps
// through one player's mistakes and blunders. The board shows the position
// before each (a paused replay); the player clicks the move they would play
// now, which is judged on a thread of its own the way the review judged the
// move played (ai/game_review.hpp judgeTry): it keeps the position, or gives
// the chance away. Show the answer marks the engine's move. A small window
// beside the board leads the way and says each verdict.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "game/review_worker.hpp"

#include <chrono>
#include <cstddef>
#include <optional>
#include <vector>

namespace ttt::gui {

class LearnDialog;

class LearnCommands final : public WindowFeature {
public:
    explicit LearnCommands(WindowContext& window);
    ~LearnCommands() override;

    void addMenuItems(Menus& menus) override;
    void gameChanged(GameEvent event) override;
    void windowClosing() override;

    // The people of the round who made a mistake or a blunder, by the review.
    [[nodiscard]] std::vector<Mark> learners() const;
    [[nodiscard]] bool canLearn() const;
    // Starts with `side`'s mistakes (none: the first person's who made one).
    bool startLearning(std::optional<Mark> side = std::nullopt);
    void stopLearning();
    [[nodiscard]] bool isLearning() const { return dialog_ != nullptr; }

    // Where it is (tests): the side, the mistakes' move indices, the one shown.
    [[nodiscard]] Mark side() const { return side_; }
    [[nodiscard]] const std::vector<std::size_t>& mistakes() const { return mistakes_; }
    [[nodiscard]] std::size_t current() const { return current_; }
    void goTo(std::size_t mistake);
    // A move tried in the position shown (a click on the board does this).
    void tryMove(Point p);
    void showAnswer();
    [[nodiscard]] bool isJudging() const { return worker_.running(); }
    // The last verdict: kept (true), given away (false), none yet.
    [[nodiscard]] std::optional<bool> lastVerdict() const { return lastVerdict_; }
    [[nodiscard]] LearnDialog* dialog() const { return dialog_; }
    // The effort a move tried gets (the review's unless a test wants it shorter).
    void setTimePerTry(std::chrono::milliseconds time) { perTry_ = time; }

private:
    void judged(Point tried, const TryVerdict& verdict);
    void update(const wxString& verdict);
    [[nodiscard]] const MoveReview& reviewed() const;
    [[nodiscard]] int fromDip(int value) const;

    Mark side_ = Mark::None;
    std::vector<std::size_t> mistakes_;
    std::size_t current_ = 0;
    std::vector<bool> found_; // by mistake: a move that keeps the position was found
    std::optional<bool> lastVerdict_;
    std::optional<std::chrono::milliseconds> perTry_;
    LearnDialog* dialog_ = nullptr; // owned by the window while shown
    ReviewWorker worker_;
};

} // namespace ttt::gui
