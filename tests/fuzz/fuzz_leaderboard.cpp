// The leaderboard reader. Whatever it accepts holds only cleaned names and
// writes back to the same leaderboard.

#include "fuzz_check.hpp"
#include "tictactoe/records/leaderboard.hpp"
#include "tictactoe/records/leaderboard_format.hpp"
#include "tictactoe/records/player_name.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto board = readLeaderboard(text);
    if (!board) {
        TTT_FUZZ_CHECK(!board.error().message().empty());
        return 0;
    }
    for (const PlayerStanding& player : board->players()) {
        TTT_FUZZ_CHECK(cleanPlayerName(player.name) == player.name);
    }
    const auto again = readLeaderboard(writeLeaderboard(*board));
    TTT_FUZZ_CHECK(again.has_value());
    TTT_FUZZ_CHECK(*again == *board);
    return 0;
}
