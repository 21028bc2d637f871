// The leaderboard reader. Whatever it accepts holds only cleaned names and
// ratings as the leaderboard keeps them (0..4000 to 0.1, games 0..kMaxCount),
// and writes back to the same leaderboard.

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
    TTT_FUZZ_CHECK(board->ratings().size() == board->players().size());
    for (const PlayerRatings& ratings : board->ratings()) {
        for (const auto& rating : ratings) {
            if (rating) {
                TTT_FUZZ_CHECK(rating->rating >= Leaderboard::kMinRating &&
                               rating->rating <= Leaderboard::kMaxRating);
                TTT_FUZZ_CHECK(rating->games >= 0 && rating->games <= Leaderboard::kMaxCount);
                TTT_FUZZ_CHECK(Leaderboard::keptRating(*rating) == *rating);
            }
        }
    }
    const auto again = readLeaderboard(writeLeaderboard(*board));
    TTT_FUZZ_CHECK(again.has_value());
    TTT_FUZZ_CHECK(*again == *board);
    return 0;
}
