// The game record reader (.tttgame and the autosave). Whatever it accepts and
// replays, the game writes again in a form it reads back to the same record:
// a file the game saved is never one it cannot open.

#include "fuzz_check.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/game_record_format.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto record = readGameRecord(text);
    if (!record) {
        TTT_FUZZ_CHECK(!record.error().message().empty());
        return 0;
    }
    const auto again = readGameRecord(writeGameRecord(*record));
    TTT_FUZZ_CHECK(again.has_value());
    TTT_FUZZ_CHECK(*again == *record);

    const auto game = replay(*record);
    if (!game) {
        TTT_FUZZ_CHECK(!game.error().message().empty());
        return 0;
    }
    const GameRecord saved = recordOf(*game);
    const auto reread = readGameRecord(writeGameRecord(saved));
    TTT_FUZZ_CHECK(reread.has_value());
    TTT_FUZZ_CHECK(*reread == saved);
    TTT_FUZZ_CHECK(replay(*reread).has_value());
    fuzzInputAccepted() = true;
    return 0;
}
