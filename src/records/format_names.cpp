#include "tictactoe/records/format_names.hpp"

namespace ttt {

std::optional<Text> describeFormatName(std::string_view format) {
    if (format == kLeaderboardFormat) {
        return Text("a leaderboard");
    }
    if (format == kGameRecordFormat) {
        return Text("a saved game");
    }
    return std::nullopt;
}

} // namespace ttt
