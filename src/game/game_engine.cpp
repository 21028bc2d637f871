#include "tictactoe/game/game_engine.hpp"

#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

namespace ttt {

Text describe(MoveError error) {
    switch (error) {
    case MoveError::OffBoard:
        return Text("that cell is outside the board");
    case MoveError::BeyondField:
        return Text(
            "that cell is too far out: the field reaches 1,000,000,000 cells from its centre");
    case MoveError::Occupied:
        return Text("that cell is already taken");
    case MoveError::RoundOver:
        return Text("the round is over");
    case MoveError::WrongSide:
        return Text("it is not that side's turn");
    case MoveError::Forbidden:
        return Text("black may not play there under Renju (an overline, a double four or a "
                    "double three)");
    case MoveError::ChoiceDue:
        return Text("a colour must be chosen first (the opening rule)");
    case MoveError::NoChoiceDue:
        return Text("no colour is to be chosen now");
    }
    return Text("illegal move");
}

GameSetup GameSetup::normalized() const {
    GameSetup s = *this;
    const bool firstComputer = mode == Mode::ComputerVsComputer;
    const bool secondComputer = mode != Mode::HumanVsHuman;
    const auto follow = [](PlayerSpec& spec, bool computer) {
        if (!computer) {
            spec = PlayerSpec::human();
        } else if (spec.isHuman()) {
            spec = PlayerSpec::computer(BotLevel::Medium);
        }
    };
    follow(s.players[0].spec, firstComputer);
    follow(s.players[1].spec, secondComputer);
    if (s.rules.k != 5) {
        s.opening = OpeningRule::None; // the opening rules are Gomoku's
    }
    return s;
}

GameEngine::GameEngine(const GameSetup& setup) : setup_(setup.normalized()), board_(setup_.rules) {
    startRound();
}

Mark GameEngine::toMove() const {
    return history_.empty() ? roundStarter_ : opponent(history_.back().mark);
}

int GameEngine::actingPlayer() const {
    if (const auto choice = pendingChoice()) {
        return choice->chooser;
    }
    if (isPlacingOpening()) {
        // Stones 1-3 by the opener, 4-5 (Swap2) by the other player.
        return history_.size() < 3 ? proposer_ : 1 - proposer_;
    }
    return playerIndex(toMove());
}

std::optional<ColourChoice> GameEngine::pendingChoice() const {
    if (setup_.opening == OpeningRule::None || isRoundOver() || setUpStones_ > 0) {
        return std::nullopt;
    }
    const std::size_t moves = history_.size();
    if (moves == 3 && steps_.empty()) {
        return ColourChoice{1 - proposer_, setup_.opening == OpeningRule::Swap2};
    }
    if (moves == 5 && steps_.size() == 1 && steps_.front().option == ColourOption::PlaceTwo) {
        return ColourChoice{proposer_, false};
    }
    return std::nullopt;
}

int GameEngine::placedBy(std::size_t index) const {
    assert(index < history_.size());
    if (setup_.opening != OpeningRule::None && setUpStones_ == 0) {
        // Stones 1-3 by the opener; Swap2's stones 4-5 by the other player,
        // who chose to place them.
        if (index < 3) {
            return proposer_;
        }
        if (index < 5 && !steps_.empty() && steps_.front().option == ColourOption::PlaceTwo) {
            return 1 - proposer_;
        }
    }
    return playerIndex(history_.at(index).mark);
}

bool GameEngine::isPlacingOpening() const {
    if (setup_.opening == OpeningRule::None || isRoundOver() || setUpStones_ > 0) {
        return false;
    }
    const std::size_t moves = history_.size();
    return moves < 3 ||
           (moves < 5 && steps_.size() == 1 && steps_.front().option == ColourOption::PlaceTwo);
}

Expected<void, MoveError> GameEngine::chooseColour(ColourOption option) {
    const auto due = pendingChoice();
    if (!due || (option == ColourOption::PlaceTwo && !due->mayPlaceTwo)) {
        return failure(MoveError::NoChoiceDue);
    }
    redo_.clear();
    applyChoice(option);
    notify(GameEvent::ColourChosen);
    return {};
}

void GameEngine::applyChoice(ColourOption option) {
    const int chooser = actingPlayer();
    // Black belongs to whoever owns the first mark of the round.
    const bool ownsBlack = playerIndex(roundStarter_) == chooser;
    const bool swap = (option == ColourOption::TakeBlack && !ownsBlack) ||
                      (option == ColourOption::TakeWhite && ownsBlack);
    steps_.push_back(OpeningStep{history_.size(), option, swap, chooser});
    if (swap) {
        swapColours();
    }
}

void GameEngine::swapColours() {
    board_.clear();
    for (Move& move : history_) {
        move.mark = opponent(move.mark);
        board_.place(move.point, move.mark);
    }
    for (RedoItem& item : redo_) {
        item.move.mark = opponent(item.move.mark);
    }
    roundStarter_ = opponent(roundStarter_);
}

Expected<void, MoveError> GameEngine::checkMove(Point p, Mark side) const {
    if (isRoundOver()) {
        return failure(MoveError::RoundOver);
    }
    if (pendingChoice()) {
        return failure(MoveError::ChoiceDue);
    }
    if (side != toMove()) {
        return failure(MoveError::WrongSide);
    }
    if (!board_.contains(p)) {
        return failure(setup_.rules.unlimited ? MoveError::BeyondField : MoveError::OffBoard);
    }
    if (board_.at(p) != Mark::None) {
        return failure(MoveError::Occupied);
    }
    if (setup_.rules.isRenju() && side == roundStarter_ &&
        renju::isForbidden(board_, p, roundStarter_)) {
        return failure(MoveError::Forbidden);
    }
    return {};
}

bool GameEngine::sideToMoveIsStuck() const {
    if (!setup_.rules.isRenju() || setup_.rules.unlimited || toMove() != roundStarter_) {
        return false;
    }
    for (int y = 0; y < setup_.rules.height; ++y) {
        for (int x = 0; x < setup_.rules.width; ++x) {
            if (board_.isEmpty({x, y}) && !renju::isForbidden(board_, {x, y}, roundStarter_)) {
                return false;
            }
        }
    }
    return true;
}

Expected<void, MoveError> GameEngine::play(Point p) {
    return play(p, toMove());
}

Expected<void, MoveError> GameEngine::play(Point p, Mark side) {
    if (const auto legal = checkMove(p, side); !legal) {
        return legal;
    }
    redo_.clear();
    apply(Move{p, side});
    notify(GameEvent::MovePlayed);
    if (isRoundOver()) {
        notify(GameEvent::RoundEnded);
    }
    return {};
}

void GameEngine::apply(Move move) {
    board_.place(move.point, move.mark);
    history_.push_back(move);
    evaluateResult(move.point);
    if (isRoundOver()) {
        tally(+1);
        roundCounted_ = true;
    }
}

void GameEngine::evaluateResult(Point last) {
    if (auto line = findWin(board_, last, roundStarter_)) {
        result_ = RoundResult{Outcome::Won, board_.at(last), std::move(*line)};
    } else if (board_.isFull() || sideToMoveIsStuck() ||
               (setup_.rules.drawAfterMoves() > 0 &&
                std::cmp_greater_equal(history_.size(), setup_.rules.drawAfterMoves()))) {
        result_ = RoundResult{Outcome::Drawn, Mark::None, {}};
    } else {
        result_ = RoundResult{};
    }
}

void GameEngine::tally(int delta) {
    // No count ever goes below zero, whatever happened to the score meanwhile.
    const auto add = [delta](int& count) {
        count = std::clamp(count + delta, 0, Score::kMaxCount);
    };
    if (result_.outcome == Outcome::Won) {
        add(score_.wins[static_cast<std::size_t>(playerIndex(result_.winner))]);
    } else if (result_.outcome == Outcome::Drawn) {
        add(score_.draws);
    }
}

Expected<void, MoveError> GameEngine::resign(int player) {
    return endBy(player, RoundEnd::Resignation);
}

Expected<void, MoveError> GameEngine::loseOnTime(int player) {
    return endBy(player, RoundEnd::Time);
}

Expected<void, MoveError> GameEngine::endBy(int loser, RoundEnd end) {
    if (isRoundOver()) {
        return failure(MoveError::RoundOver);
    }
    assert(loser == 0 || loser == 1);
    redo_.clear();
    result_ = RoundResult{Outcome::Won, markOf(1 - loser), {}, end};
    tally(+1);
    roundCounted_ = true;
    notify(GameEvent::RoundEnded);
    return {};
}

Expected<void, MoveError> GameEngine::agreeDraw() {
    if (isRoundOver()) {
        return failure(MoveError::RoundOver);
    }
    redo_.clear();
    result_ = RoundResult{Outcome::Drawn, Mark::None, {}, RoundEnd::Agreement};
    tally(+1);
    roundCounted_ = true;
    notify(GameEvent::RoundEnded);
    return {};
}

bool GameEngine::undo() {
    if (isRoundOver() && result_.end != RoundEnd::Play) {
        // The players' end of the round goes first; the moves stay.
        if (roundCounted_) {
            tally(-1);
        }
        roundCounted_ = false;
        result_ = RoundResult{};
        notify(GameEvent::MoveUndone);
        return true;
    }
    if (!steps_.empty() && steps_.back().afterMoves == history_.size()) {
        // The last thing done was a colour decision: take it back first.
        const OpeningStep step = steps_.back();
        if (step.swapped) {
            swapColours();
        }
        steps_.pop_back();
        redo_.push_back(RedoItem{Move{}, step.option});
        notify(GameEvent::MoveUndone);
        return true;
    }
    if (history_.size() == setUpStones_ && (setUpStones_ > 0 || replaced_)) {
        // The whole set-up at once, back to what it replaced.
        ReplacedRound before = replaced_.value_or(ReplacedRound{{}, {}, roundStarter_, 0});
        replaced_.reset();
        redo_.clear();
        rebuild(std::move(before.history), before.starter, before.setUpStones);
        steps_ = std::move(before.steps);
        notify(GameEvent::PositionSetUp);
        return true;
    }
    if (history_.empty()) {
        return false;
    }
    if (isRoundOver() && roundCounted_) {
        tally(-1);
    }
    roundCounted_ = false;
    const Move last = history_.back();
    history_.pop_back();
    board_.remove(last.point);
    redo_.push_back(RedoItem{last, std::nullopt});
    result_ = RoundResult{};
    notify(GameEvent::MoveUndone);
    return true;
}

bool GameEngine::redo() {
    if (redo_.empty()) {
        return false;
    }
    const RedoItem next = redo_.back();
    redo_.pop_back();
    if (next.choice) {
        applyChoice(*next.choice);
        notify(GameEvent::ColourChosen);
        return true;
    }
    apply(next.move);
    notify(GameEvent::MoveRedone);
    if (isRoundOver()) {
        notify(GameEvent::RoundEnded);
    }
    return true;
}

Expected<void> GameEngine::setUp(const Position& position) {
    TTT_TRY(moves, orderPosition(setup_.rules, position));
    if (isRoundOver()) {
        newRound(); // the finished round is left, as the next round would leave it
    }
    // What is replaced, for undo; a round that is over is not (it was left above).
    replaced_ = ReplacedRound{history_, steps_, roundStarter_, setUpStones_};
    const Mark starter =
        moves.empty() ? markOf(position.playerToMove == 1 ? 1 : 0) : moves.front().mark;
    redo_.clear();
    steps_.clear();
    const std::size_t stones = moves.size();
    rebuild(std::move(moves), starter, stones);
    notify(GameEvent::PositionSetUp);
    return {};
}

Position GameEngine::position() const {
    Position position;
    for (const Move& move : history_) {
        (move.mark == roundStarter_ ? position.black : position.white).push_back(move.point);
    }
    position.playerToMove = actingPlayer();
    return position;
}

void GameEngine::rebuild(std::vector<Move> moves, Mark starter, std::size_t setUpStones) {
    board_.clear();
    for (const Move& move : moves) {
        board_.place(move.point, move.mark);
    }
    history_ = std::move(moves);
    roundStarter_ = starter;
    setUpStones_ = setUpStones;
    result_ = RoundResult{};
    roundCounted_ = false;
}

void GameEngine::startRound() {
    board_.clear();
    history_.clear();
    redo_.clear();
    steps_.clear();
    setUpStones_ = 0;
    replaced_.reset();
    result_ = RoundResult{};
    roundCounted_ = false;
    switch (setup_.starts) {
    case StartPolicy::Player1:
        roundStarter_ = Mark::X;
        break;
    case StartPolicy::Player2:
        roundStarter_ = Mark::O;
        break;
    case StartPolicy::Alternate:
        roundStarter_ = completedRounds_ % 2 == 0 ? Mark::X : Mark::O;
        break;
    }
    proposer_ = playerIndex(roundStarter_);
}

void GameEngine::newRound() {
    if (isRoundOver() && completedRounds_ < Score::kMaxCount) {
        ++completedRounds_;
    }
    startRound();
    notify(GameEvent::RoundStarted);
}

void GameEngine::newGame(const GameSetup& setup) {
    setup_ = setup.normalized();
    board_ = Board(setup_.rules);
    score_ = Score{};
    completedRounds_ = 0;
    startRound();
    notify(GameEvent::GameStarted);
}

void GameEngine::resetScore() {
    score_ = Score{};
    roundCounted_ = false; // the round on the board, if over, no longer counts
    notify(GameEvent::ScoreChanged);
}

void GameEngine::setScore(const Score& score) {
    score_ = score;
    for (int& wins : score_.wins) {
        wins = std::clamp(wins, 0, Score::kMaxCount);
    }
    score_.draws = std::clamp(score_.draws, 0, Score::kMaxCount);
    // A stated score includes a finished round on the board only if it can.
    roundCounted_ = isRoundOver() &&
                    (result_.outcome == Outcome::Drawn
                         ? score_.draws > 0
                         : score_.wins[static_cast<std::size_t>(playerIndex(result_.winner))] > 0);
    notify(GameEvent::ScoreChanged);
}

void GameEngine::setPlayerNames(const std::string& first, const std::string& second) {
    setup_.players[0].name = first;
    setup_.players[1].name = second;
    notify(GameEvent::PlayersChanged);
}

void GameEngine::restoreCompletedRounds(int completedRounds) {
    completedRounds_ = std::clamp(completedRounds, 0, Score::kMaxCount);
    startRound();
    notify(GameEvent::RoundStarted);
}

void GameEngine::addObserver(GameObserver* observer) {
    if (observer != nullptr &&
        std::find(observers_.begin(), observers_.end(), observer) == observers_.end()) {
        observers_.push_back(observer);
    }
}

void GameEngine::removeObserver(GameObserver* observer) {
    observers_.erase(std::remove(observers_.begin(), observers_.end(), observer), observers_.end());
}

void GameEngine::notify(GameEvent event) const {
    // Copy: an observer may remove itself while being told.
    const auto observers = observers_;
    for (GameObserver* observer : observers) {
        observer->onGameEvent(*this, event);
    }
}

} // namespace ttt
