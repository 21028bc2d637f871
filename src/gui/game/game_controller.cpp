#include "game/game_controller.hpp"

#include "tictactoe/ai/time_share.hpp"
#include "tictactoe/players/player_factory.hpp"

#include <algorithm>
#include <random>
#include <wx/intl.h>

namespace ttt::gui {

namespace {

// How often a running clock is read: the tenths it shows under ten seconds.
constexpr int kClockTickMs = 100;

} // namespace

GameController::GameController(const GameSetup& setup)
    : game_(setup), clockTimer_(this), paceTimer_(this), nextRoundTimer_(this),
      positionShownAt_(std::chrono::steady_clock::now()) {
    Bind(wxEVT_TIMER, &GameController::onPaceTimer, this, paceTimer_.GetId());
    Bind(wxEVT_TIMER, &GameController::onNextRoundTimer, this, nextRoundTimer_.GetId());
    Bind(wxEVT_TIMER, &GameController::onClockTimer, this, clockTimer_.GetId());
    clock_.setTimeSource([] { return std::chrono::steady_clock::now(); });
    clock_.start();
    followClock();
    game_.addObserver(this);
    makeBots();
    // Let the window finish building before a computer that opens moves.
    CallAfter([this] { scheduleComputer(); });
}

GameController::~GameController() {
    shutDown();
    game_.removeObserver(this);
}

void GameController::addListener(ControllerListener* listener) {
    if (std::find(listeners_.begin(), listeners_.end(), listener) == listeners_.end()) {
        listeners_.push_back(listener);
    }
}

void GameController::removeListener(ControllerListener* listener) {
    listeners_.erase(std::remove(listeners_.begin(), listeners_.end(), listener), listeners_.end());
}

void GameController::attachRemote(RemotePeer& peer, int localPlayer) {
    remote_ = &peer;
    networkPlayer_ = localPlayer;
    followClock();
    tellPlayersChanged();
}

void GameController::detachRemote() {
    if (std::exchange(remote_, nullptr) != nullptr) {
        tellPlayersChanged();
    }
}

void GameController::tellPlayersChanged() {
    const auto listeners = listeners_;
    for (ControllerListener* listener : listeners) {
        listener->onGameChanged(GameEvent::PlayersChanged);
    }
}

void GameController::leaveRemote() {
    if (auto* peer = std::exchange(remote_, nullptr)) {
        peer->leave();
    }
}

void GameController::leaveNetworkGame() {
    leaveRemote();
    networkPlayer_.reset();
    followClock();
}

bool GameController::playFromPeer(Point point) {
    return !shutDown_ && game_.play(point).has_value();
}

bool GameController::chooseColourFromPeer(ColourOption option) {
    return !shutDown_ && game_.chooseColour(option).has_value();
}

void GameController::takeBackFromPeer(int moves) {
    for (int i = 0; i < moves && game_.canUndo(); ++i) {
        game_.undo();
    }
}

void GameController::newRoundFromPeer() {
    game_.newRound();
}

bool GameController::canResign() const {
    if (shutDown_ || game_.isRoundOver() || game_.mode() == Mode::ComputerVsComputer) {
        return false;
    }
    return remote_ == nullptr || remote_->mayResign();
}

bool GameController::resign() {
    if (!canResign()) {
        return false;
    }
    if (remote_ != nullptr) {
        return remote_->requestResign();
    }
    // Against the computer the person resigns, whoever is to move.
    int player = game_.actingPlayer();
    if (game_.mode() == Mode::HumanVsComputer) {
        player = game_.player(0).isHuman() ? 0 : 1;
    }
    cancelComputer();
    return game_.resign(player).has_value();
}

bool GameController::canOfferDraw() const {
    return !shutDown_ && remote_ != nullptr && remote_->mayOfferDraw();
}

bool GameController::offerDraw() {
    return canOfferDraw() && remote_->requestDraw();
}

void GameController::resignFromPeer(int player) {
    (void)game_.resign(player);
}

void GameController::drawFromPeer() {
    (void)game_.agreeDraw();
}

void GameController::newGame(const GameSetup& setup) {
    leaveNetworkGame();
    cancelComputer();
    holdComputer_ = false;
    game_.newGame(setup);
}

void GameController::restartRound() {
    if (remote_ != nullptr) {
        // Over the network a round is only left for the next one when it ended.
        if (game_.isRoundOver()) {
            remote_->requestNewRound();
        }
        return;
    }
    cancelComputer();
    holdComputer_ = false;
    game_.newRound();
}

Expected<void> GameController::setUpPosition(const Position& position) {
    if (!canSetUpPosition()) {
        return failure(Text("the position cannot be set up during a network game"));
    }
    cancelComputer();
    TTT_TRY_VOID(game_.setUp(position)); // the computer is scheduled on PositionSetUp
    networkPlayer_.reset();
    followClock();
    return {};
}

void GameController::resetScore() {
    if (remote_ != nullptr) {
        return; // both windows keep the score the rounds made
    }
    cancelComputer();
    game_.resetScore();
}

void GameController::loadPosition(const GameSetup& setup, const std::vector<Point>& moves,
                                  const Score& score) {
    leaveNetworkGame();
    cancelComputer();
    holdComputer_ = false;
    loading_ = true;
    game_.newGame(setup);
    for (Point p : moves) {
        if (!game_.play(p)) {
            break; // an impossible move ends the replay; what came before stays
        }
    }
    game_.setScore(score);
    finishLoading();
}

void GameController::continueWith(const GameSetup& setup) {
    const Score score = game_.score(); // copies: the new game clears the engine's
    const int rounds = game_.completedRounds();
    leaveNetworkGame();
    cancelComputer();
    holdComputer_ = false;
    loading_ = true;
    game_.newGame(setup);
    game_.restoreCompletedRounds(rounds);
    game_.setScore(score);
    finishLoading();
}

void GameController::finishLoading() {
    loading_ = false;
    const auto listeners = listeners_;
    for (ControllerListener* listener : listeners) {
        listener->onGameLoaded();
    }
    scheduleComputer();
}

bool GameController::playHuman(Point p) {
    if (shutDown_ || !isHumanToMove()) {
        return false;
    }
    if (remote_ != nullptr) {
        return remote_->requestMove(p);
    }
    return game_.play(p).has_value();
}

bool GameController::chooseColour(ColourOption option) {
    if (shutDown_ || !isHumanToMove()) {
        return false;
    }
    if (remote_ != nullptr) {
        return remote_->requestColour(option);
    }
    return game_.chooseColour(option).has_value();
}

bool GameController::declareOffers(int count) {
    // Not over the network: the tournament openings are played in one window.
    if (shutDown_ || !isHumanToMove() || remote_ != nullptr) {
        return false;
    }
    return game_.declareOffers(count).has_value();
}

void GameController::shutDown() {
    shutDown_ = true;
    cancelComputer();
    clockTimer_.Stop();
}

void GameController::followClock() {
    const auto now = std::chrono::steady_clock::now();
    if (networkPlayer_.has_value() != clock_.paused()) {
        if (networkPlayer_) {
            clock_.pause(now);
        } else {
            clock_.resume(now);
        }
    }
    if (shutDown_ || !clock_.running()) {
        clockTimer_.Stop();
    } else if (!clockTimer_.IsRunning()) {
        clockTimer_.Start(kClockTickMs);
    }
}

void GameController::onClockTimer(wxTimerEvent& /*event*/) {
    if (shutDown_) {
        clockTimer_.Stop();
        return;
    }
    // A flag that falls ends the round: the listeners hear RoundEnded.
    if (!clock_.checkFlag(std::chrono::steady_clock::now())) {
        const auto listeners = listeners_;
        for (ControllerListener* listener : listeners) {
            listener->onClockTick();
        }
    }
    followClock();
}

void GameController::makeBots() {
    std::random_device entropy;
    for (int i = 0; i < 2; ++i) {
        const Player& player = game_.player(i);
        // The new bot is made before the old one goes: a Hard bot made a
        // moment ago (a game restored at start-up) may still be building its
        // tables, which the new one then takes over instead of waiting for.
        std::shared_ptr<Bot> made;
        if (player.isComputer()) {
            const std::uint64_t seed = (std::uint64_t{entropy()} << 32) | entropy();
            made = makeBot(player.spec, game_.setup().opening, seed);
        }
        bots_[static_cast<std::size_t>(i)] = std::move(made);
    }
}

void GameController::onGameEvent(const GameEngine& /*game*/, GameEvent event) {
    if (event == GameEvent::GameStarted) {
        makeBots();
    }
    if (event == GameEvent::GameStarted || event == GameEvent::RoundStarted) {
        assisted_ = false;
    }
    if (event == GameEvent::GameStarted || event == GameEvent::RoundStarted ||
        event == GameEvent::PositionSetUp) {
        expectedReply_.reset(); // it was about another round
    }
    if (event != GameEvent::PlayersChanged && event != GameEvent::ScoreChanged &&
        event != GameEvent::RoundEnded) {
        review_.reset(); // it was a review of other moves
    }
    if (event != GameEvent::PlayersChanged) {
        // Whatever a running search was about is no longer the position.
        cancelComputer();
        positionShownAt_ = std::chrono::steady_clock::now();
    }
    followClock();
    const auto listeners = listeners_;
    for (ControllerListener* listener : listeners) {
        listener->onGameChanged(event);
    }
    if (event != GameEvent::PlayersChanged) {
        scheduleComputer();
    }
    if (game_.isRoundOver() && game_.mode() == Mode::ComputerVsComputer && !shutDown_) {
        nextRoundTimer_.StartOnce(
            static_cast<int>(std::max<long long>(1, timing_.demoRoundPause.count())));
    }
}

void GameController::onNextRoundTimer(wxTimerEvent& /*event*/) {
    if (!shutDown_ && game_.isRoundOver() && game_.mode() == Mode::ComputerVsComputer) {
        game_.newRound();
    }
}

void GameController::cancelComputer() {
    worker_.cancel();
    ponderer_.stop();
    paceTimer_.Stop();
    nextRoundTimer_.Stop();
    pendingMove_.reset();
    setThinking(false);
}

void GameController::scheduleComputer() {
    if (shutDown_ || loading_ || holdComputer_ || !game_.isComputerToMove() || worker_.waiting() ||
        pendingMove_) {
        schedulePondering(); // the person's turn, perhaps: the computer thinks meanwhile
        return;
    }
    const auto side = static_cast<std::size_t>(game_.actingPlayer());
    std::shared_ptr<Bot> bot = bots_[side];
    if (!bot) {
        return;
    }
    if (fallbackUsed_) {
        // Under Swap and Swap2 the stand-in decides colours too.
        bot = makeBot(PlayerSpec::computer(BotLevel::Easy), game_.setup().opening, 1);
    }
    const std::size_t historySize = game_.history().size();
    setThinking(true);
    worker_.start(
        std::move(bot), game_, budgetFor(side),
        [this, historySize](const BotMove& answer) { onAnswer(historySize, answer); },
        [this](const wxString& message) { onSearchFailed(message); });
}

SearchBudget GameController::budgetFor(std::size_t side) const {
    // The player's own thinking time (a setting), never more than the window allows.
    SearchBudget budget = SearchBudget::of(game_.player(static_cast<int>(side)).spec.budget);
    if (timing_.maxThinkingTime) {
        budget.timeLimit = std::min(budget.timeLimit, *timing_.maxThinkingTime);
    }
    if (hasClock()) {
        // Within its clock too: its share of what is left (time_share.hpp).
        budget =
            budgetOnClock(budget, game_.setup().clock,
                          clock_.left(static_cast<int>(side), std::chrono::steady_clock::now()),
                          GameView::of(game_));
    }
    return budget;
}

void GameController::setPondering(bool on) {
    ponderOn_ = on;
    if (on) {
        schedulePondering();
    } else {
        ponderer_.stop();
    }
}

void GameController::holdPondering(bool hold) {
    ponderHeld_ = hold;
    if (hold) {
        ponderer_.stop();
    } else {
        schedulePondering();
    }
}

void GameController::schedulePondering() {
    // Only against a person at this window: the computer's opponent thinks
    // here, not the computer's other self (a demo) nor a peer's machine.
    if (!ponderOn_ || ponderHeld_ || ponderer_.running() || shutDown_ || loading_ ||
        holdComputer_ || remote_ != nullptr || game_.mode() != Mode::HumanVsComputer ||
        !isHumanToMove() || worker_.waiting() || fallbackUsed_ || game_.board().stoneCount() == 0) {
        return;
    }
    // Hard alone learns from move to move (the other levels search afresh
    // with a fixed effort; an engine's protocol has no pondering).
    const auto side = static_cast<std::size_t>(1 - game_.actingPlayer());
    const PlayerSpec& computer = game_.player(static_cast<int>(side)).spec;
    if (!bots_[side] || computer.kind != PlayerSpec::Kind::Computer ||
        computer.level != BotLevel::Hard) {
        return;
    }
    // A cancelled search of the same bot may still be winding down.
    worker_.cancelAndWait();
    SearchBudget budget = budgetFor(side);
    budget.threads = BotWorker::threadsFor(budget);
    // The reply the computer's line expects, while its move is the last one.
    const std::size_t moves = game_.history().size();
    const bool afterItsMove =
        expectedAfter_ == moves && moves > 0 && game_.placedBy(moves - 1) == static_cast<int>(side);
    ponderer_.start(bots_[side], game_, afterItsMove ? expectedReply_ : std::nullopt, budget);
}

void GameController::onAnswer(std::size_t historySize, const BotMove& move) {
    // The worker dropped answers of older requests; this one must still be
    // about the position on the board.
    if (shutDown_ || historySize != game_.history().size() || !game_.isComputerToMove() ||
        move.choice.has_value() != game_.pendingChoice().has_value() ||
        move.declare.has_value() != (game_.openingTask().declareUpTo > 0)) {
        return;
    }
    fallbackUsed_ = false;
    const auto elapsed = std::chrono::steady_clock::now() - positionShownAt_;
    const auto wait = paceForCurrentMode() - elapsed;
    if (wait > std::chrono::milliseconds(0)) {
        pendingMove_ = move;
        const auto ms = std::chrono::ceil<std::chrono::milliseconds>(wait).count();
        paceTimer_.StartOnce(static_cast<int>(std::max<long long>(1, ms)));
        return;
    }
    applyComputerMove(move);
}

void GameController::onSearchFailed(const wxString& message) {
    if (shutDown_) {
        return;
    }
    setThinking(false);
    if (game_.playerToMove().spec.isEngine()) {
        forfeitComputer(message);
        return;
    }
    const auto listeners = listeners_;
    for (ControllerListener* listener : listeners) {
        listener->onComputerProblem(message);
    }
    // Keep the game going with the simplest player rather than stall it.
    if (!fallbackUsed_) {
        fallbackUsed_ = true;
        scheduleComputer();
    }
}

void GameController::onPaceTimer(wxTimerEvent& /*event*/) {
    if (!pendingMove_ || shutDown_) {
        return;
    }
    const BotMove move = *pendingMove_;
    pendingMove_.reset();
    applyComputerMove(move);
}

void GameController::applyComputerMove(const BotMove& move) {
    setThinking(false);
    // Known before play(): its event starts the pondering.
    expectedReply_ = Ponderer::expectedReply(move);
    expectedAfter_ = game_.history().size() + 1;
    const auto done = move.choice    ? game_.chooseColour(*move.choice)
                      : move.declare ? game_.declareOffers(*move.declare)
                                     : game_.play(move.move);
    if (!done) {
        // The position is unchanged, so the answer was wrong: never stall.
        const auto listeners = listeners_;
        for (ControllerListener* listener : listeners) {
            listener->onComputerProblem(_("The computer chose an impossible move."));
        }
        // The simplest player answers instead, once, as after a failed search.
        if (!fallbackUsed_) {
            fallbackUsed_ = true;
            scheduleComputer();
        }
    }
}

void GameController::setThinking(bool thinking) {
    if (thinking_ == thinking) {
        return;
    }
    thinking_ = thinking;
    const auto listeners = listeners_;
    for (ControllerListener* listener : listeners) {
        listener->onThinkingChanged(thinking);
    }
}

std::chrono::milliseconds GameController::paceForCurrentMode() const {
    if (hasClock()) {
        return std::chrono::milliseconds(0); // a pause would be the computer's time
    }
    return game_.mode() == Mode::ComputerVsComputer ? timing_.demoPace : timing_.replyPause;
}

} // namespace ttt::gui
