#include "tictactoe/players/player_factory.hpp"

#include "tictactoe/ai/easy_bot.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/ladder_bot.hpp"
#include "tictactoe/ai/medium_bot.hpp"
#include "tictactoe/ai/opening_player.hpp"
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
    if (const auto style = ladderStyle(spec.level)) {
        return std::make_unique<LadderBot>(spec.level, *style, seed);
    }
    switch (spec.level) {
    case BotLevel::Easy:
        return std::make_unique<EasyBot>(seed);
    case BotLevel::Medium:
        return std::make_unique<MediumBot>(seed);
    case BotLevel::Hard:
        return std::make_unique<HardBot>(seed);
    case BotLevel::Novice:
    case BotLevel::Club:
    case BotLevel::Skilled:
    case BotLevel::Strong:
    case BotLevel::Expert:
        break; // made above, from their styles
    }
    return nullptr;
}

std::unique_ptr<Bot> makeBot(const PlayerSpec& spec, OpeningRule opening, std::uint64_t seed) {
    std::unique_ptr<Bot> own = makeBot(spec, seed);
    if (own == nullptr || opening == OpeningRule::None) {
        return own;
    }
    auto player = std::make_unique<OpeningPlayer>(
        std::move(own), makeBot(PlayerSpec::computer(BotLevel::Hard), seed ^ 0x5a5a5a5aULL));
    player->setSeed(seed);
    return player;
}

} // namespace ttt
