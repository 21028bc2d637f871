#include "tictactoe/ai/hard_bot.hpp"

#include "engine.hpp"

namespace ttt {

HardBot::HardBot(std::uint64_t seed) : engine_(std::make_unique<hard::Engine>(seed)) {}

HardBot::~HardBot() = default;

void HardBot::setSeed(std::uint64_t seed) {
    engine_->setSeed(seed);
}

void HardBot::reset() {
    engine_->reset();
}

BotMove HardBot::chooseMove(const GameView& view, const SearchBudget& budget) {
    return engine_->chooseMove(view, budget);
}

} // namespace ttt
