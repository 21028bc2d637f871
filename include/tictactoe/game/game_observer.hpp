#pragma once

namespace ttt {

class GameEngine;

enum class GameEvent {
    GameStarted,  // new game: rules, mode, players or score may all have changed
    RoundStarted, // empty board, same players
    MovePlayed,
    MoveUndone,
    MoveRedone,
    RoundEnded,   // after MovePlayed/MoveRedone of the move that won or drew
    ColourChosen, // an opening rule's decision (also when redone; undone: MoveUndone)
    ScoreChanged,
    PlayersChanged, // names changed, nothing else
    PositionSetUp   // the round goes on from a set-up position, or its set-up was taken back
};

// Front ends (window, brain, arena) learn of changes here instead of polling.
// Observers are called synchronously on the thread that changed the engine.
class GameObserver {
public:
    virtual ~GameObserver() = default;
    virtual void onGameEvent(const GameEngine& game, GameEvent event) = 0;

protected:
    GameObserver() = default;
    GameObserver(const GameObserver&) = default;
    GameObserver& operator=(const GameObserver&) = default;
};

} // namespace ttt
