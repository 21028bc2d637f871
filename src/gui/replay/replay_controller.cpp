#include "replay/replay_controller.hpp"

namespace ttt::gui {

ReplayController::ReplayController(std::function<void()> onChange)
    : onChange_(std::move(onChange)), timer_(this) {
    Bind(wxEVT_TIMER, &ReplayController::onTimer, this, timer_.GetId());
}

ReplayController::~ReplayController() {
    timer_.Stop();
}

std::chrono::milliseconds ReplayController::interval(ReplayPace pace) {
    switch (pace) {
    case ReplayPace::Slow:
        return std::chrono::milliseconds(1200);
    case ReplayPace::Fast:
        return std::chrono::milliseconds(150);
    case ReplayPace::Normal:
        break;
    }
    return std::chrono::milliseconds(500);
}

bool ReplayController::start(const GameEngine& game) {
    if (game.history().empty()) {
        return false;
    }
    moves_ = game.history();
    setup_ = game.setup();
    // The same side opens as in the round being replayed, whatever the policy.
    setup_.starts = moves_.front().mark == Mark::X ? StartPolicy::Player1 : StartPolicy::Player2;
    // The stones' owners after the opening rule's decisions are in the marks:
    // the replay shows the moves without asking for the decisions again.
    setup_.opening = OpeningRule::None;
    setUp_ = positionOfMoves(moves_, game.setUpStones());
    setUpStones_ = game.setUpStones();
    shown_ = freshShown();
    paused_ = false;
    schedule();
    changed();
    return true;
}

void ReplayController::stop() {
    timer_.Stop();
    if (!shown_) {
        return;
    }
    shown_.reset();
    moves_.clear();
    paused_ = false;
    changed();
}

void ReplayController::setPaused(bool paused) {
    if (!shown_ || paused_ == paused) {
        return;
    }
    paused_ = paused;
    if (paused_) {
        timer_.Stop();
    } else {
        schedule();
    }
    changed();
}

void ReplayController::jumpTo(std::size_t moves) {
    if (!shown_ || moves > moves_.size()) {
        return;
    }
    shown_ = freshShown();
    for (std::size_t i = setUpStones_; i < moves; ++i) {
        shown_->play(moves_[i].point);
    }
    paused_ = true;
    timer_.Stop();
    changed();
}

std::unique_ptr<GameEngine> ReplayController::freshShown() const {
    auto shown = std::make_unique<GameEngine>(setup_);
    if (setUpStones_ > 0) {
        // The live round went on from this position: it sets up again.
        (void)shown->setUp(setUp_);
    }
    return shown;
}

void ReplayController::setPace(ReplayPace pace) {
    pace_ = pace;
    if (shown_ && !paused_) {
        schedule();
    }
}

void ReplayController::schedule() {
    timer_.StartOnce(static_cast<int>(interval(pace_).count()));
}

void ReplayController::onTimer(wxTimerEvent& /*event*/) {
    if (!shown_ || paused_) {
        return;
    }
    const std::size_t next = shown_->history().size();
    if (next >= moves_.size()) {
        stop(); // the end was shown for one more beat: back to the live game
        return;
    }
    if (!shown_->play(moves_[next].point)) {
        stop(); // cannot happen for a recorded game, but never loop on it
        return;
    }
    schedule();
    changed();
}

void ReplayController::changed() {
    if (onChange_) {
        onChange_();
    }
}

} // namespace ttt::gui
