#include "tictactoe/ai/hard_bot.hpp"

#include "search_facade.hpp"

namespace ttt {

HardBot::HardBot(std::uint64_t seed) : search_(std::make_unique<hard::SearchFacade>(seed)) {}

HardBot::~HardBot() = default;

void HardBot::setSeed(std::uint64_t seed) {
    search_->setSeed(seed);
}

void HardBot::reset() {
    search_->reset();
}

void HardBot::prepare(const Rules& rules) {
    search_->prepare(rules);
}

BotMove HardBot::chooseMove(const GameView& view, const SearchBudget& budget) {
    return search_->chooseMove(view, budget);
}

bool HardBot::ponder(const GameView& view, const SearchBudget& budget) {
    return search_->ponder(view, budget);
}

} // namespace ttt
