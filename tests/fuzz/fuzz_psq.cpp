// The Piskvork .psq reader. A game it accepts and that replays is written as
// .psq again (when the rules fit the format) and read back move for move.

#include "fuzz_check.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/psq_format.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto psq = readPsq(text);
    if (!psq) {
        TTT_FUZZ_CHECK(!psq.error().message().empty());
        return 0;
    }
    const auto game = replay(psq->record);
    fuzzInputAccepted() = game.has_value();
    if (!game || !psqCanHold(psq->record.setup.rules)) {
        return 0;
    }
    const auto written = writePsq(psq->record);
    TTT_FUZZ_CHECK(written.has_value());
    const auto again = readPsq(*written);
    TTT_FUZZ_CHECK(again.has_value());
    TTT_FUZZ_CHECK(again->record.moves == psq->record.moves);
    TTT_FUZZ_CHECK(again->record.setup.rules.width == psq->record.setup.rules.width);
    TTT_FUZZ_CHECK(again->record.setup.rules.height == psq->record.setup.rules.height);
    return 0;
}
