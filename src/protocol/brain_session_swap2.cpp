// SWAP2BOARD: the answers of the swap2 opening (three stones to propose, or
// the choice after three or five stones), all within one move's time.

#include "brain_session_parts.hpp"
#include "tictactoe/ai/opening_player.hpp"
#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;
using gomocup::formatPoint;

// A swap2 judgement with less time than this searches a number of nodes instead.
constexpr Ms kLeastJudgeTime{5};
constexpr std::uint64_t kJudgeNodes = 3000;

// `count` distinct empty cells of the board.
bool isPlacement(const Board& board, const std::vector<Point>& points, std::size_t count) {
    if (points.size() != count) {
        return false;
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto before = points.begin() + static_cast<std::ptrdiff_t>(i);
        if (!board.isEmpty(points[i]) || std::find(points.begin(), before, points[i]) != before) {
            return false;
        }
    }
    return true;
}

} // namespace

// One SWAP2BOARD answer. The whole answer fits the move's time: each of the
// judge's calls (a proposal judges judgement.tries candidates, a choice one
// position) gets a share, and a white move what is left.
class BrainSession::Swap2Reply {
public:
    Swap2Reply(BrainSession& session, std::vector<Point> stones);
    Replies answer();
    // The opening's colours go by order: black, white, black, ... The fields
    // do not matter. `ownBlack`: whether the brain holds the black stones.
    static std::vector<Stone> coloured(const std::vector<Point>& points, bool ownBlack);

private:
    struct Outcome {
        std::string answer;
        std::string decision; // for the DEBUG line
    };
    Outcome proposal();
    Outcome colourChoice();
    Outcome twoStones(const GameView& view);
    Outcome whiteMove();
    // Adds `placed`, or the free cells nearest the centre when it is no placement.
    Outcome place(Opening placed, std::size_t count, std::string decision);
    // About `time`; a few thousand nodes when the time is too short to search.
    [[nodiscard]] SearchBudget budget(Ms time) const;
    void failed(const std::exception& error, std::string_view instead);

    BrainSession& session_;
    std::vector<Point> stones_; // black first; the answer's stones are added
    std::size_t count_;         // the stones received
    std::chrono::steady_clock::time_point received_;
    Position position_; // the stones received, the brain black
    Ms total_{0};
    OpeningJudgement judgement_;
    bool ownBlack_ = true;
    Replies replies_;
};

BrainSession::Replies BrainSession::swap2Done() {
    if (const auto why = blockRefusal()) {
        return {brain::errorLine(*why)};
    }
    const std::size_t count = blockStones_.size();
    if (count != 0 && count != 3 && count != 5) {
        return {brain::errorLine("SWAP2BOARD needs 0, 3 or 5 stones (the swap2 opening), not " +
                                 std::to_string(count))};
    }
    std::vector<Point> stones;
    for (const Stone& s : blockStones_) {
        stones.push_back(s.point);
    }
    blockStones_.clear();
    const auto playable = checkPosition(Swap2Reply::coloured(stones, true), Side::Own);
    if (!playable) {
        return {brain::errorLine(playable.error().message())}; // the old position stays
    }
    return Swap2Reply(*this, std::move(stones)).answer();
}

BrainSession::Swap2Reply::Swap2Reply(BrainSession& session, std::vector<Point> stones)
    : session_(session), stones_(std::move(stones)), count_(stones_.size()),
      received_(session.blockStarted_),
      position_(session.positionOf(coloured(stones_, true), Side::Own)) {
    const int emptyCells = static_cast<int>(session_.cells_.size() - count_);
    session_.lastPlan_ =
        planTurn(session_.limits_, session_.matchUsed_, static_cast<int>(count_ / 2), emptyCells);
    const TurnPlan& plan = session_.lastPlan_;
    total_ = plan.targetTime > Ms{0} ? plan.targetTime : plan.searchTime;
    judgement_.budget = budget(total_ / (judgement_.tries + 2));
}

std::vector<BrainSession::Stone>
BrainSession::Swap2Reply::coloured(const std::vector<Point>& points, bool ownBlack) {
    std::vector<Stone> result;
    for (std::size_t i = 0; i < points.size(); ++i) {
        result.push_back(Stone{points[i], (i % 2 == 0) == ownBlack});
    }
    return result;
}

BrainSession::Replies BrainSession::Swap2Reply::answer() {
    if (!session_.beginSearch()) {
        return {};
    }
    const Outcome outcome = count_ == 0 ? proposal() : colourChoice();
    const bool dropped = session_.endSearch();
    const Ms took = std::chrono::duration_cast<Ms>(session_.now() - received_);
    session_.matchUsed_ += took;
    if (dropped) {
        return {}; // a newer command (or END) is waiting
    }
    session_.setBoard(coloured(stones_, ownBlack_), ownBlack_ ? Side::Own : Side::Opponent);
    if (session_.options_.debugLines) {
        replies_.push_back(brain::debugLine(
            "swap2 after " + std::to_string(count_) + " stones: " + outcome.decision + ", time " +
            std::to_string(took.count()) + " ms of " + std::to_string(total_.count()) + " ms"));
    }
    replies_.push_back(outcome.answer);
    return std::move(replies_);
}

BrainSession::Swap2Reply::Outcome BrainSession::Swap2Reply::proposal() {
    Opening three;
    try {
        three = proposeThree(position_.board.rules(), *session_.bot_, judgement_,
                             session_.openingRandom_);
    } catch (const std::exception& error) {
        failed(error, "proposing the cells nearest the centre");
    }
    return place(std::move(three), 3, "three stones proposed");
}

BrainSession::Swap2Reply::Outcome BrainSession::Swap2Reply::colourChoice() {
    const GameView view{position_.board.rules(),
                        position_.board,
                        Mark::O,
                        position_.history,
                        ColourChoice{count_ == 3 ? 1 : 0, count_ == 3, false},
                        false,
                        {}};
    ColourOption option = ColourOption::TakeBlack;
    try {
        option = decideColour(view, *session_.bot_, judgement_);
    } catch (const std::exception& error) {
        failed(error, "taking black");
    }
    if (option == ColourOption::PlaceTwo && count_ == 3) {
        return twoStones(view);
    }
    if (option == ColourOption::TakeBlack) {
        return {"SWAP", "black taken"};
    }
    return whiteMove();
}

BrainSession::Swap2Reply::Outcome BrainSession::Swap2Reply::twoStones(const GameView& view) {
    Opening two;
    try {
        two = proposeTwo(view, *session_.bot_, judgement_, session_.openingRandom_);
    } catch (const std::exception& error) {
        failed(error, "placing the cells nearest the centre");
    }
    return place(std::move(two), 2, "two stones placed, the opponent chooses");
}

BrainSession::Swap2Reply::Outcome BrainSession::Swap2Reply::whiteMove() {
    // White, and white's move now with the rest of the time.
    ownBlack_ = false;
    const Position asWhite = session_.positionOf(coloured(stones_, false), Side::Opponent);
    const Ms spent = std::chrono::duration_cast<Ms>(session_.now() - received_);
    const BotMove move =
        session_.searchOwnMove(asWhite, budget(std::max(Ms{0}, total_ - spent)), replies_);
    session_.lastSearch_ = move.info;
    stones_.push_back(move.move);
    return {formatPoint(move.move), "white taken"};
}

BrainSession::Swap2Reply::Outcome BrainSession::Swap2Reply::place(Opening placed, std::size_t count,
                                                                  std::string decision) {
    if (!isPlacement(position_.board, placed, count)) {
        placed = brain::freeCellsByCentre(position_.board);
        placed.resize(std::min(placed.size(), count));
    }
    stones_.insert(stones_.end(), placed.begin(), placed.end());
    return {brain::joinPoints(placed), std::move(decision)};
}

SearchBudget BrainSession::Swap2Reply::budget(Ms time) const {
    SearchBudget result;
    result.threads = session_.lastPlan_.threads;
    result.cancel = &session_.cancel_;
    if (time >= kLeastJudgeTime) {
        result.timeLimit = time;
    } else {
        result.timeLimit = Ms{0};
        result.nodeLimit = kJudgeNodes;
    }
    return result;
}

void BrainSession::Swap2Reply::failed(const std::exception& error, std::string_view instead) {
    replies_.push_back(brain::debugLine("the opening judgement failed (" +
                                        std::string(error.what()) + "); " + std::string(instead)));
}

} // namespace ttt
