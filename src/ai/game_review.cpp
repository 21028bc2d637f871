#include "tictactoe/ai/game_review.hpp"

#include "tictactoe/ai/win_chance.hpp"
#include "tictactoe/game/renju.hpp"
#include "tictactoe/game/win_detection.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

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
    const SearchInfo::Line line = answer.info.bestLine(answer.move);
    Verdict verdict;
    verdict.best = answer.move;
    verdict.chance = winChance(line);
    if (line.proven && SearchInfo::provesWin(line.score)) {
        verdict.winIn = SearchInfo::movesToWin(line.score);
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
        const GameView view{rules, board, toMove, moves.first(i), std::nullopt, false, {}};
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
        // A move that wins the round at once is as good as the engine's.
        const bool playedBest = m.move == before.best || wonAfter;
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

Expected<TryVerdict> judgeTry(const Rules& rules, std::span<const Move> before, Point tried,
                              const MoveReview& reviewed, Bot& bot, const SearchBudget& budget,
                              const ReviewThresholds& thresholds) {
    const Mark black = before.empty() ? reviewed.side : before.front().mark;
    Board board(rules);
    for (const Move& m : before) {
        if (!board.isEmpty(m.point)) {
            return failure(Text("The round's moves do not fit its board."));
        }
        board.place(m.point, m.mark);
    }
    if (!board.isEmpty(tried)) {
        return failure(Text("That point is taken."));
    }
    if (rules.isRenju() && reviewed.side == black && renju::isForbidden(board, tried, black)) {
        return failure(Text("That point is forbidden to black."));
    }
    TryVerdict verdict;
    verdict.engineBest = tried == reviewed.best;
    board.place(tried, reviewed.side);
    std::optional<int> keptWin; // the opponent is proven lost after the move tried
    if (findWin(board, tried, black)) {
        verdict.chance = 1.0;
        verdict.wins = true;
    } else if (board.isFull()) {
        verdict.chance = 0.5;
    } else if (verdict.engineBest) {
        verdict.chance = reviewed.chanceBefore; // what the review found for it
    } else {
        std::vector<Move> moves(before.begin(), before.end());
        moves.push_back({tried, reviewed.side});
        const GameView view{rules, board, opponent(reviewed.side), moves, std::nullopt, false, {}};
        const BotMove answer = bot.chooseMove(view, budget);
        if (budget.cancelled()) {
            return failure(Text("The search was cancelled."));
        }
        const Verdict after = verdictOf(answer);
        verdict.chance = 1.0 - after.chance;
        if (after.provenLoss) {
            keptWin = 1;
        }
    }
    verdict.keeps = verdict.engineBest || verdict.wins || keptWin.has_value() ||
                    reviewed.chanceBefore - verdict.chance < thresholds.good;
    return verdict;
}

} // namespace ttt
