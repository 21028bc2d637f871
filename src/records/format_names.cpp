#include "tictactoe/records/format_names.hpp"

namespace ttt {

std::optional<std::string_view> describeFormatName(std::string_view format) {
    if (format == kLeaderboardFormat) {
        return "a leaderboard";
    }
    if (format == kGameRecordFormat) {
        return "a saved game";
    }
    return std::nullopt;
}

} // namespace ttt
