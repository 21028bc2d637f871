#include "tictactoe/ai/game_review.hpp"

#include "tictactoe/ai/win_chance.hpp"
#include "tictactoe/game/win_detection.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ttt {
namespace {

// A won position: the mover's chance at least this; a lost one at most 1 - this.
constexpr double kWon = 0.8;

// What the search of one position says, for the side to move there.
struct Verdict {
    Point best;
    double chance = 0.5;
    std::optional<int> winIn; // a proven win in this many of the mover's own moves
    bool provenLoss = false;
};

Verdict verdictOf(const BotMove& answer) {
    const SearchInfo& info = answer.info;
    const SearchInfo::Line line =
        info.lines.empty()
            ? SearchInfo::Line{answer.move, info.score, info.depth, info.proven, info.pv}
            : info.lines.front();
    Verdict verdict;
    verdict.best = answer.move;
    verdict.chance = winChance(line);
    if (line.proven && SearchInfo::provesWin(line.score)) {
        const int plies = SearchInfo::kWinScore - line.score;
        verdict.winIn = std::max(1, (plies + 1) / 2);
    }
    verdict.provenLoss = line.proven && SearchInfo::provesLoss(line.score);
    return verdict;
}

} // namespace

MoveClass classifyDrop(double drop, bool playedBest, const ReviewThresholds& thresholds) {
    if (playedBest) {
        return MoveClass::Best;
    }
    if (drop < thresholds.good) {
        return MoveClass::Good;
    }
    if (drop < thresholds.inaccuracy) {
        return MoveClass::Inaccuracy;
    }
    if (drop < thresholds.mistake) {
        return MoveClass::Mistake;
    }
    return MoveClass::Blunder;
}

Expected<RoundReview> reviewRound(const Rules& rules, std::span<const Move> moves, Bot& bot,
                                  const SearchBudget& perPosition,
                                  const std::function<void(const ReviewProgress&)>& progress) {
    if (moves.empty()) {
        return failure(Text("The round has no moves to review."));
    }
    const Mark black = moves.front().mark;
    Board board(rules);
    // The positions before each move, and after the last one unless it ended the round.
    std::vector<Verdict> verdicts;
    std::vector<bool> ended(moves.size(), false); // the move ended the round
    std::vector<bool> drawn(moves.size(), false);
    ReviewProgress done{0, moves.size() + 1};
    for (std::size_t i = 0; i <= moves.size(); ++i) {
        if ((i > 0 && ended[i - 1]) || (i == moves.size() && board.isFull())) {
            break; // the round is over: no position left to search
        }
        const Mark toMove = i < moves.size() ? moves[i].mark : opponent(moves.back().mark);
        if (i < moves.size() && !board.isEmpty(moves[i].point)) {
            return failure(Text("The round's moves do not fit its board."));
        }
        const GameView view{rules, board, toMove, moves.first(i), std::nullopt, false};
        const BotMove answer = bot.chooseMove(view, perPosition);
        if (perPosition.cancelled()) {
            return failure(Text("The review was cancelled."));
        }
        verdicts.push_back(verdictOf(answer));
        done.done = verdicts.size();
        if (progress) {
            progress(done);
        }
        if (i < moves.size()) {
            board.place(moves[i].point, moves[i].mark);
            ended[i] = findWin(board, moves[i].point, black).has_value();
            drawn[i] = !ended[i] && board.isFull();
            ended[i] = ended[i] || drawn[i];
        }
    }

    RoundReview review;
    review.engine = bot.name();
    review.msPerPosition = static_cast<int>(perPosition.timeLimit.count());
    for (std::size_t i = 0; i < moves.size() && i < verdicts.size(); ++i) {
        const Verdict& before = verdicts[i];
        MoveReview m;
        m.move = moves[i].point;
        m.side = moves[i].mark;
        m.best = before.best;
        m.chanceBefore = before.chance;
        bool lossAfter = false;
        if (ended[i]) {
            m.chanceAfter = drawn[i] ? 0.5 : 1.0;
        } else if (i + 1 < verdicts.size()) {
            const Verdict& after = verdicts[i + 1];
            m.chanceAfter = 1.0 - after.chance;
            lossAfter = after.winIn.has_value();
        } else {
            m.chanceAfter = m.chanceBefore; // the round stopped here (not searched)
        }
        const bool wonAfter = ended[i] && !drawn[i];
        if (before.winIn && !wonAfter && !(i + 1 < verdicts.size() && verdicts[i + 1].provenLoss)) {
            m.missedWin = before.winIn; // the opponent is not lost any more
        }
        m.losesWonGame = (before.chance >= kWon || before.winIn) && !before.provenLoss &&
                         (lossAfter || m.chanceAfter <= 1.0 - kWon);
        const bool playedBest = m.move == before.best;
        m.moveClass = classifyDrop(m.drop(), playedBest);
        if (m.missedWin || lossAfter) {
            if (!playedBest && !before.provenLoss) {
                m.moveClass = MoveClass::Blunder; // a proven result given away
            }
        }
        review.moves.push_back(m);
    }
    return review;
}

} // namespace ttt
