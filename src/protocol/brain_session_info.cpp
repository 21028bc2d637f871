// INFO: the limits and rules the manager sends. It is never answered; a
// value that cannot be used is told as a DEBUG line with the next reply.

#include "brain_session_parts.hpp"
#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <limits>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;
using Value = std::optional<std::int64_t>;
// Why a value was ignored; empty when it was taken.
using Refusal = std::optional<std::string_view>;

// time_left may be negative (the match's time is over); the timeouts not.
Refusal setMilliseconds(std::optional<Ms>& slot, Value value, bool allowNegative) {
    if (!value || (!allowNegative && *value < 0)) {
        return allowNegative ? "not a number of milliseconds"
                             : "not a non-negative number of milliseconds";
    }
    slot = Ms{*value};
    return std::nullopt;
}

Refusal setBytes(std::uint64_t& slot, Value value) {
    if (!value || *value < 0) {
        return "not a non-negative number of bytes";
    }
    slot = static_cast<std::uint64_t>(*value);
    return std::nullopt;
}

Refusal setThreads(int& slot, Value value) {
    if (!value || *value < 1) {
        return "not a positive number of threads";
    }
    slot = static_cast<int>(std::min<long long>(*value, 256));
    return std::nullopt;
}

Refusal setRule(int& slot, Value value) {
    if (!value || *value < 0 || *value > std::numeric_limits<int>::max()) {
        return "not a rule bitmask";
    }
    slot = static_cast<int>(*value);
    return std::nullopt;
}

} // namespace

BrainSession::Replies BrainSession::infoCommand(std::string_view arguments) {
    const auto command = gomocup::splitCommand(arguments);
    const std::string key = ascii::toLower(command.keyword);
    if (const Refusal why = applyInfo(key, gomocup::parseInteger(command.arguments))) {
        notices_.push_back("INFO " + key + " " + brain::quote(command.arguments) +
                           " ignored: " + std::string(*why));
    }
    return {};
}

std::optional<std::string_view> BrainSession::applyInfo(std::string_view key, Value value) {
    if (key == "timeout_turn") {
        return setMilliseconds(limits_.turn, value, false);
    }
    if (key == "timeout_match") {
        return setMilliseconds(limits_.match, value, false);
    }
    if (key == "time_left") {
        return setMilliseconds(limits_.timeLeft, value, true);
    }
    if (key == "max_memory") {
        const Refusal why = setBytes(limits_.maxMemory, value);
        if (!why && options_.applyMemoryLimit) {
            options_.applyMemoryLimit(limits_.maxMemory);
        }
        return why;
    }
    if (key == "thread_num") {
        return setThreads(limits_.threads, value);
    }
    if (key == "rule") {
        return setRule(ruleFlags_, value);
    }
    // Yixin Board's keys. max_node and max_depth: 0 or less (Yixin sends -1)
    // is no limit.
    if (key == "show_detail") {
        if (!value || *value < 0 || *value > 3) {
            return "not 0 to 3 (1 realtime messages, 2 each depth, 3 both)";
        }
        showDetail_ = static_cast<int>(*value);
        return std::nullopt;
    }
    if (key == "max_node") {
        if (!value) {
            return "not a number of nodes";
        }
        maxNodes_ = *value > 0 ? static_cast<std::uint64_t>(*value) : 0;
        return std::nullopt;
    }
    if (key == "max_depth") {
        if (!value) {
            return "not a depth";
        }
        maxDepth_ = static_cast<int>(std::clamp<std::int64_t>(*value, 0, 1000));
        return std::nullopt;
    }
    // game_type, folder, evaluate and keys from later protocol versions need
    // nothing from this brain: the protocol says to ignore what is not needed.
    return std::nullopt;
}

} // namespace ttt
