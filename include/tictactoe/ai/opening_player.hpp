#pragma once

// Swap, Swap2 and the Renju tournament openings for the computer (features.md
// R3, M2): which stones to propose, which colour to take, how many fifth
// moves to declare, which to offer and which to pick, judged by a short
// search of a strong bot (its score for the side to move), never at random.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/openings.hpp"
#include "tictactoe/ai/random.hpp"

#include <memory>

namespace ttt {

struct OpeningJudgement {
    // Within this margin (the judge's score units) a position counts as even:
    // in Swap2's first choice the chooser then places two more.
    int evenMargin = 60;
    int tries = 6; // candidate openings judged per proposal
    SearchBudget budget = [] {
        SearchBudget b;
        b.timeLimit = std::chrono::milliseconds{0};
        b.nodeLimit = 20'000;
        return b;
    }();
};

// The judge's score of the position for its side to move.
[[nodiscard]] int judgePosition(const GameView& view, Bot& judge, const SearchBudget& budget);

// The opener's three stones (black, white, black) near the centre: of a few
// random candidates, the one the judge finds closest to even.
[[nodiscard]] Opening proposeThree(const Rules& rules, Bot& judge,
                                   const OpeningJudgement& judgement, Random& random);
// Yamaguchi and Soosorv: one of the 26 openings (the centre, a cell next to
// it, one within the central 5x5), the candidate closest to even.
[[nodiscard]] Opening proposeTwentySix(const Rules& rules, Bot& judge,
                                       const OpeningJudgement& judgement, Random& random);
// Swap2: two more stones (white, black) near the first three, again the
// candidate closest to even.
[[nodiscard]] Opening proposeTwo(const GameView& view, Bot& judge,
                                 const OpeningJudgement& judgement, Random& random);
// The decision due in `view` (view.choice set): the colour the judge
// favours, or placing two more when the position is close to even and that
// is allowed; under Taraguchi, offering the fifth moves when black is ahead.
[[nodiscard]] ColourOption decideColour(const GameView& view, Bot& judge,
                                        const OpeningJudgement& judgement);

// The tournament openings (view.task):
// - a stone that the other player may swap after, within the central square
//   asked for: of a few candidates there, the one closest to even;
[[nodiscard]] Point proposeWithin(const GameView& view, Bot& judge,
                                  const OpeningJudgement& judgement, Random& random);
// - the number of fifth moves to declare: one, and one more for each even
//   margin black is ahead, up to what the rule allows;
[[nodiscard]] int declareFifths(const GameView& view, Bot& judge,
                                const OpeningJudgement& judgement);
// - black's offers: the fifth moves the judge likes best for black, no two
//   symmetrical (white will pick the one best for white);
[[nodiscard]] Opening offerFifths(const GameView& view, Bot& judge,
                                  const OpeningJudgement& judgement);
// - white's pick: the offer that leaves white best off.
[[nodiscard]] Point pickFifth(const GameView& view, Bot& judge, const OpeningJudgement& judgement);

// A computer player under an opening rule: proposes and decides as above,
// and lets its own bot play the rest of the game.
class OpeningPlayer final : public Bot {
public:
    OpeningPlayer(std::unique_ptr<Bot> player, std::unique_ptr<Bot> judge,
                  OpeningJudgement judgement = {});

    [[nodiscard]] std::string name() const override { return player_->name(); }
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override;
    void setSeed(std::uint64_t seed) override;
    void reset() override;
    // The player's own thinking (the opening's decisions are not pondered).
    bool ponder(const GameView& view, const SearchBudget& budget) override {
        return player_->ponder(view, budget);
    }
    // An engine as the player starts before any clock runs, as it would alone.
    void prepare(const Rules& rules) override {
        player_->prepare(rules);
        judge_->prepare(rules);
    }

private:
    std::unique_ptr<Bot> player_;
    std::unique_ptr<Bot> judge_;
    OpeningJudgement judgement_;
    Random random_;
    BotMove placeOpening(const GameView& view, const SearchBudget& budget,
                         const OpeningJudgement& judgement);
    BotMove offer(const GameView& view, const OpeningJudgement& judgement);

    Opening plan_;              // the stones being placed
    std::size_t planStart_ = 0; // the move number of plan_'s first stone
    Opening planBase_;          // the stones before it, that it was made for
    Opening offerPlan_;         // the fifth moves being offered
    Opening offerBase_;         // the stones they were chosen for
};

} // namespace ttt
