#pragma once

// Why an external Gomocup engine could not give a move. Each way of
// misbehaving is its own kind, so a match report or a window can say exactly
// what went wrong ("timed out", "crashed", ...) and the game goes on.

#include "tictactoe/core/text_error.hpp"

#include <utility>

namespace ttt {

enum class EngineFailureKind {
    FailedToStart,  // the program could not be started or quit at once
    Crashed,        // the process ended or closed its output while it had to answer
    TimedOut,       // no answer within the time limit plus the tolerance
    MalformedReply, // an answer that is not what the protocol asks for
    IllegalMove,    // a move off the board or onto an occupied cell
    Refused,        // ERROR or UNKNOWN to a command it must support
    Unsupported,    // rules the protocol cannot express (not five in a row, unlimited field)
    Cancelled       // the caller stopped waiting; the engine was stopped
};

// what() says what happened in English, text() in words for the player.
class EngineFailure : public TextError {
public:
    EngineFailure(EngineFailureKind kind, Text text) : TextError(std::move(text)), kind_(kind) {}

    [[nodiscard]] EngineFailureKind kind() const { return kind_; }

private:
    EngineFailureKind kind_;
};

} // namespace ttt
