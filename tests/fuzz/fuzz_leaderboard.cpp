// The leaderboard reader. Whatever it accepts holds only cleaned names,
// ratings as the leaderboard keeps them (0..4000 to 0.1, games 0..kMaxCount)
// and results per variant group within 0..kMaxCount that add up to no more
// than the player's totals, network results within the totals, and writes
// back to the same leaderboard.

#include "fuzz_check.hpp"
#include "tictactoe/records/leaderboard.hpp"
#include "tictactoe/records/leaderboard_format.hpp"
#include "tictactoe/records/player_name.hpp"

#include <algorithm>
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
    TTT_FUZZ_CHECK(board->variants().size() == board->players().size());
    TTT_FUZZ_CHECK(board->network().size() == board->players().size());
    for (std::size_t i = 0; i < board->players().size(); ++i) {
        const PlayerStanding& totals = board->players()[i];
        long long wins = 0;
        long long draws = 0;
        long long losses = 0;
        for (const ResultCounts& group : board->variants()[i]) {
            TTT_FUZZ_CHECK(group.wins >= 0 && group.wins <= Leaderboard::kMaxCount);
            TTT_FUZZ_CHECK(group.draws >= 0 && group.draws <= Leaderboard::kMaxCount);
            TTT_FUZZ_CHECK(group.losses >= 0 && group.losses <= Leaderboard::kMaxCount);
            wins += group.wins;
            draws += group.draws;
            losses += group.losses;
        }
        TTT_FUZZ_CHECK(std::min<long long>(wins, Leaderboard::kMaxCount) <= totals.wins);
        TTT_FUZZ_CHECK(std::min<long long>(draws, Leaderboard::kMaxCount) <= totals.draws);
        TTT_FUZZ_CHECK(std::min<long long>(losses, Leaderboard::kMaxCount) <= totals.losses);
        const ResultCounts& network = board->network()[i];
        TTT_FUZZ_CHECK(network.wins >= 0 && network.wins <= totals.wins);
        TTT_FUZZ_CHECK(network.draws >= 0 && network.draws <= totals.draws);
        TTT_FUZZ_CHECK(network.losses >= 0 && network.losses <= totals.losses);
    }
    const auto again = readLeaderboard(writeLeaderboard(*board));
    TTT_FUZZ_CHECK(again.has_value());
    TTT_FUZZ_CHECK(*again == *board);
    return 0;
}
