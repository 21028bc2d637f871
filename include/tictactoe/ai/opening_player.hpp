#pragma once

// Swap and Swap2 for the computer (features.md R3, M2): which stones to
// propose and which colour to take, judged by a short search of a strong bot
// (its score for the side to move), never at random.

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
// Swap2: two more stones (white, black) near the first three, again the
// candidate closest to even.
[[nodiscard]] Opening proposeTwo(const GameView& view, Bot& judge,
                                 const OpeningJudgement& judgement, Random& random);
// The decision due in `view` (view.choice set): the colour the judge
// favours, or placing two more when the position is close to even and that
// is allowed.
[[nodiscard]] ColourOption decideColour(const GameView& view, Bot& judge,
                                        const OpeningJudgement& judgement);

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

private:
    std::unique_ptr<Bot> player_;
    std::unique_ptr<Bot> judge_;
    OpeningJudgement judgement_;
    Random random_;
    Opening plan_;              // the stones being placed
    std::size_t planStart_ = 0; // the move number of plan_'s first stone
};

} // namespace ttt
