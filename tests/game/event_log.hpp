#pragma once

// An observer that records every event the engine reports, for the game tests.

#include "tictactoe/game/game_engine.hpp"

#include <vector>

namespace ttt::test {

class EventLog : public GameObserver {
public:
    void onGameEvent(const GameEngine& /*game*/, GameEvent event) override {
        events.push_back(event);
    }
    std::vector<GameEvent> events;
};

} // namespace ttt::test
