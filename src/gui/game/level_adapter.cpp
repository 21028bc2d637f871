#include "game/level_adapter.hpp"

namespace ttt::gui {

std::optional<BotLevel> LevelAdapter::record(BotLevel level, Result result) {
    switch (result) {
    case Result::Draw:
        streak_ = 0;
        return std::nullopt;
    case Result::Win:
        streak_ = streak_ > 0 ? streak_ + 1 : 1;
        break;
    case Result::Loss:
        streak_ = streak_ < 0 ? streak_ - 1 : -1;
        break;
    }
    if (streak_ >= kRoundsInARow || streak_ <= -kRoundsInARow) {
        const auto next = nextLevel(level, streak_ > 0 ? 1 : -1);
        streak_ = 0;
        return next;
    }
    return std::nullopt;
}

} // namespace ttt::gui
