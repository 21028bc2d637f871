#include "tictactoe/game/game_engine.hpp"

#include "tictactoe/game/opening_geometry.hpp"
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
    case MoveError::OutsideArea:
        return Text("the opening rule keeps this stone to the board's central square");
    case MoveError::DeclarationDue:
        return Text("the number of fifth moves to offer must be declared first");
    case MoveError::NoDeclarationDue:
        return Text("no number of fifth moves is to be declared now, or not that number");
    case MoveError::NotAnOffer:
        return Text("white picks the fifth move among black's offers");
    case MoveError::SymmetricalOffer:
        return Text("that fifth move is symmetrical to one already offered");
    case MoveError::AlreadyOffered:
        return Text("that fifth move is already offered");
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
    if (!isTournamentOpening(s.opening)) {
        s.fifthOffers = 0;
    } else if (s.opening == OpeningRule::Yamaguchi || s.fifthOffers <= 0) {
        s.fifthOffers = defaultFifthOffers(s.opening);
    } else {
        s.fifthOffers = std::min(s.fifthOffers, kMaxFifthOffers);
    }
    return s;
}

int defaultFifthOffers(OpeningRule rule) {
    switch (rule) {
    case OpeningRule::Soosorv:
        return 8;
    case OpeningRule::Yamaguchi:
    case OpeningRule::Taraguchi:
        return 10;
    case OpeningRule::None:
    case OpeningRule::Swap:
    case OpeningRule::Swap2:
        break;
    }
    return 0;
}

GameEngine::GameEngine(const GameSetup& setup) : setup_(setup.normalized()), board_(setup_.rules) {
    startRound();
}

Mark GameEngine::toMove() const {
    return history_.empty() ? roundStarter_ : opponent(history_.back().mark);
}

int GameEngine::actingPlayer() const {
    const Due now = due();
    return now.phase == Phase::Play ? playerIndex(toMove()) : now.actor;
}

const OpeningStep* GameEngine::stepAfter(std::size_t moves) const {
    return !steps_.empty() && steps_.back().afterMoves == moves ? &steps_.back() : nullptr;
}

int GameEngine::fifthOffersLimit() const {
    return std::max(1, setup_.fifthOffers);
}

GameEngine::Due GameEngine::due() const {
    if (setup_.opening == OpeningRule::None || isRoundOver() || setUpStones_ > 0) {
        return Due{};
    }
    switch (setup_.opening) {
    case OpeningRule::Swap:
    case OpeningRule::Swap2:
        return swapDue();
    case OpeningRule::Yamaguchi:
    case OpeningRule::Soosorv:
        return tournamentDue();
    case OpeningRule::Taraguchi:
        return taraguchiDue();
    case OpeningRule::None:
        break;
    }
    return Due{};
}

GameEngine::Due GameEngine::swapDue() const {
    const std::size_t moves = history_.size();
    const bool placedTwo = steps_.size() == 1 && steps_.front().option == ColourOption::PlaceTwo;
    if (moves < 3) {
        return Due{Phase::Place, proposer_};
    }
    if (moves == 3 && steps_.empty()) {
        return Due{Phase::Choose, 1 - proposer_,
                   ColourChoice{1 - proposer_, setup_.opening == OpeningRule::Swap2, false}};
    }
    if (moves < 5 && placedTwo) {
        return Due{Phase::Place, 1 - proposer_};
    }
    if (moves == 5 && placedTwo) {
        return Due{Phase::Choose, proposer_, ColourChoice{proposer_, false, false}};
    }
    return Due{};
}

GameEngine::Due GameEngine::tournamentDue() const {
    const std::size_t moves = history_.size();
    const int black = playerIndex(roundStarter_);
    const int white = 1 - black;
    if (moves < 3) {
        // One of the 26 openings: the centre, next to it, the central 5x5.
        return Due{Phase::Place, proposer_, {}, 2 * static_cast<long long>(moves) + 1};
    }
    const bool yamaguchi = setup_.opening == OpeningRule::Yamaguchi;
    if (moves == 3) {
        if (yamaguchi && declared_ == 0) {
            return Due{Phase::Declare, proposer_, {}, 0, fifthOffersLimit()};
        }
        if (stepAfter(3) == nullptr) {
            return Due{Phase::Choose, 1 - proposer_, ColourChoice{1 - proposer_, false, false}};
        }
        return Due{}; // white plays the fourth anywhere
    }
    if (moves == 4) {
        if (!yamaguchi) {
            if (declared_ == 0) { // white, who played the fourth, declares
                return Due{Phase::Declare, white, {}, 0, fifthOffersLimit()};
            }
            if (stepAfter(4) == nullptr) {
                return Due{Phase::Choose, black, ColourChoice{black, false, false}};
            }
        }
        return offersDue(declared_);
    }
    return Due{};
}

GameEngine::Due GameEngine::taraguchiDue() const {
    const std::size_t moves = history_.size();
    const auto offered = std::any_of(steps_.begin(), steps_.end(), [](const OpeningStep& s) {
        return s.option == ColourOption::OfferFifths;
    });
    if (moves >= 1 && moves <= 5 && stepAfter(moves) == nullptr) {
        // The player who did not place the last stone may swap; after the
        // fourth, black's player may also offer the fifth moves.
        if (moves == 5 && offered) {
            return Due{}; // the fifth was picked from the offers
        }
        const int other = 1 - playerIndex(history_.back().mark);
        return Due{Phase::Choose, other, ColourChoice{other, false, moves == 4}};
    }
    if (moves < 4) {
        return Due{Phase::Play, -1, {}, 2 * static_cast<long long>(moves) + 1};
    }
    if (moves == 4) {
        if (offered) {
            return offersDue(fifthOffersLimit());
        }
        return Due{Phase::Play, -1, {}, 9};
    }
    return Due{};
}

GameEngine::Due GameEngine::offersDue(int wanted) const {
    const int black = playerIndex(roundStarter_);
    const auto empty = setup_.rules.unlimited
                           ? 0
                           : setup_.rules.cellCount() - static_cast<long long>(history_.size());
    if (!setup_.rules.unlimited && empty < 8LL * wanted + 64) {
        // A small board may leave fewer different fifth moves than are due:
        // then black offers them all.
        const std::size_t room = distinctOffers(board_, [this](Point p) {
            return !setup_.rules.isRenju() || !renju::isForbidden(board_, p, roundStarter_);
        });
        wanted = std::min(wanted, static_cast<int>(room));
    }
    if (std::cmp_less(offers_.size(), wanted)) {
        return Due{Phase::Offer, black, {}, 0, wanted};
    }
    return Due{Phase::Pick, 1 - black};
}

std::optional<ColourChoice> GameEngine::pendingChoice() const {
    const Due now = due();
    if (now.phase != Phase::Choose) {
        return std::nullopt;
    }
    return now.choice;
}

OpeningTask GameEngine::openingTask() const {
    const Due now = due();
    OpeningTask task;
    task.area = now.area;
    if (now.phase == Phase::Declare) {
        task.declareUpTo = now.upTo;
    }
    if (now.phase == Phase::Offer || now.phase == Phase::Pick) {
        task.offersDue = now.phase == Phase::Offer ? now.upTo : static_cast<int>(offers_.size());
        task.picking = now.phase == Phase::Pick;
        task.offers = offers_;
    }
    return task;
}

int GameEngine::placedBy(std::size_t index) const {
    assert(index < history_.size());
    if (setup_.opening != OpeningRule::None && setUpStones_ == 0) {
        // Swap, Swap2 and the 26 openings: stones 1-3 by the opener; Swap2's
        // stones 4-5 by the other player, who chose to place them.
        if (index < 3 && setup_.opening != OpeningRule::Taraguchi) {
            return proposer_;
        }
        if (index < 5 && setup_.opening == OpeningRule::Swap2 && !steps_.empty() &&
            steps_.front().option == ColourOption::PlaceTwo) {
            return 1 - proposer_;
        }
    }
    // A stone's player owned its colour then: each swap since turned the
    // stones' colours over (swapColours).
    const auto swapsSince = std::count_if(steps_.begin(), steps_.end(), [&](const OpeningStep& s) {
        return s.swapped && s.afterMoves > index;
    });
    const int owner = playerIndex(history_.at(index).mark);
    return swapsSince % 2 == 0 ? owner : 1 - owner;
}

bool GameEngine::isPlacingOpening() const {
    return due().phase == Phase::Place;
}

Expected<void, MoveError> GameEngine::declareOffers(int count) {
    const Due now = due();
    if (now.phase != Phase::Declare || count < 1 || count > now.upTo) {
        return failure(MoveError::NoDeclarationDue);
    }
    redo_.clear();
    declared_ = count;
    notify(GameEvent::ColourChosen);
    return {};
}

Expected<void, MoveError> GameEngine::checkOffer(Point p) const {
    if (!board_.contains(p)) {
        return failure(setup_.rules.unlimited ? MoveError::BeyondField : MoveError::OffBoard);
    }
    if (board_.at(p) != Mark::None) {
        return failure(MoveError::Occupied);
    }
    if (std::find(offers_.begin(), offers_.end(), p) != offers_.end()) {
        return failure(MoveError::AlreadyOffered);
    }
    if (std::any_of(offers_.begin(), offers_.end(),
                    [&](Point offer) { return areSymmetricOffers(board_, offer, p); })) {
        return failure(MoveError::SymmetricalOffer);
    }
    if (setup_.rules.isRenju() && renju::isForbidden(board_, p, roundStarter_)) {
        return failure(MoveError::Forbidden);
    }
    return {};
}

Expected<void, MoveError> GameEngine::chooseColour(ColourOption option) {
    const auto due = pendingChoice();
    if (!due || (option == ColourOption::PlaceTwo && !due->mayPlaceTwo) ||
        (option == ColourOption::OfferFifths && !due->mayOfferFifths)) {
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
    const Due now = due();
    if (now.phase == Phase::Choose) {
        return failure(MoveError::ChoiceDue);
    }
    if (now.phase == Phase::Declare) {
        return failure(MoveError::DeclarationDue);
    }
    if (side != toMove()) {
        return failure(MoveError::WrongSide);
    }
    if (now.phase == Phase::Offer) {
        return checkOffer(p);
    }
    if (now.phase == Phase::Pick) {
        if (std::find(offers_.begin(), offers_.end(), p) == offers_.end()) {
            return failure(MoveError::NotAnOffer);
        }
        return {};
    }
    if (now.area > 0 && board_.contains(p) && centralSquareOf(setup_.rules, p) > now.area) {
        return failure(MoveError::OutsideArea);
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
    if (due().phase == Phase::Offer) {
        offers_.push_back(p);
        notify(GameEvent::ColourChosen);
        return {};
    }
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
    const std::size_t offersAfter = 4; // the tournament openings' offers follow the fourth
    if (!offers_.empty() && history_.size() == offersAfter) {
        // The last thing done was a tentative fifth move.
        const Point offer = offers_.back();
        offers_.pop_back();
        redo_.push_back(RedoItem{Move{offer, roundStarter_}, std::nullopt, 0, true});
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
    const std::size_t declaredAfter = setup_.opening == OpeningRule::Yamaguchi ? 3 : 4;
    if (declared_ > 0 && history_.size() == declaredAfter) {
        redo_.push_back(RedoItem{Move{}, std::nullopt, declared_});
        declared_ = 0;
        notify(GameEvent::MoveUndone);
        return true;
    }
    if (history_.size() == setUpStones_ && (setUpStones_ > 0 || replaced_)) {
        // The whole set-up at once, back to what it replaced.
        ReplacedRound before = replaced_.value_or(ReplacedRound{{}, {}, 0, {}, roundStarter_, 0});
        replaced_.reset();
        redo_.clear();
        rebuild(std::move(before.history), before.starter, before.setUpStones);
        steps_ = std::move(before.steps);
        declared_ = before.declared;
        offers_ = std::move(before.offers);
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
    if (next.declared > 0 || next.offer) {
        if (next.offer) {
            offers_.push_back(next.move.point);
        } else {
            declared_ = next.declared;
        }
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
    replaced_ = ReplacedRound{history_, steps_, declared_, offers_, roundStarter_, setUpStones_};
    const Mark starter =
        moves.empty() ? markOf(position.playerToMove == 1 ? 1 : 0) : moves.front().mark;
    redo_.clear();
    steps_.clear();
    declared_ = 0;
    offers_.clear();
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
    declared_ = 0;
    offers_.clear();
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
    if (observer != nullptr && std::find(observers_.list.begin(), observers_.list.end(),
                                         observer) == observers_.list.end()) {
        observers_.list.push_back(observer);
    }
}

void GameEngine::removeObserver(GameObserver* observer) {
    observers_.list.erase(std::remove(observers_.list.begin(), observers_.list.end(), observer),
                          observers_.list.end());
}

void GameEngine::notify(GameEvent event) const {
    // Copy: an observer may remove itself while being told.
    const auto observers = observers_.list;
    for (GameObserver* observer : observers) {
        observer->onGameEvent(*this, event);
    }
}

} // namespace ttt
