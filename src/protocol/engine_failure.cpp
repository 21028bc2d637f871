#include "tictactoe/protocol/engine_failure.hpp"

namespace ttt {

std::string_view describe(EngineFailureKind kind) {
    switch (kind) {
    case EngineFailureKind::FailedToStart:
        return "failed to start";
    case EngineFailureKind::Crashed:
        return "crashed";
    case EngineFailureKind::TimedOut:
        return "timed out";
    case EngineFailureKind::MalformedReply:
        return "malformed reply";
    case EngineFailureKind::IllegalMove:
        return "illegal move";
    case EngineFailureKind::Refused:
        return "refused a command";
    case EngineFailureKind::Unsupported:
        return "unsupported rules";
    case EngineFailureKind::Cancelled:
        return "cancelled";
    }
    return "failed";
}

} // namespace ttt
