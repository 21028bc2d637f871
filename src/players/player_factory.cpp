#include "tictactoe/players/player_factory.hpp"

#include "tictactoe/ai/easy_bot.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/medium_bot.hpp"
#include "tictactoe/protocol/external_engine.hpp"

namespace ttt {

std::unique_ptr<Bot> makeBot(const PlayerSpec& spec, std::uint64_t seed) {
    switch (spec.kind) {
    case PlayerSpec::Kind::Human:
        return nullptr;
    case PlayerSpec::Kind::Engine:
        // Started on its first move (or by ExternalEngine::start).
        return std::make_unique<ExternalEngine>(spec.engine);
    case PlayerSpec::Kind::Computer:
        break;
    }
    switch (spec.level) {
    case BotLevel::Easy:
        return std::make_unique<EasyBot>(seed);
    case BotLevel::Medium:
        return std::make_unique<MediumBot>(seed);
    case BotLevel::Hard:
        return std::make_unique<HardBot>(seed);
    }
    return nullptr;
}

} // namespace ttt
