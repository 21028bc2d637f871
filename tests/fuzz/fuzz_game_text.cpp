// A game pasted as text (Edit ▸ Paste game): the own format, Piskvork's or a
// move list. What it accepts replays, and a move list copied from it is read
// back move for move.

#include "fuzz_check.hpp"
#include "tictactoe/records/game_text.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    GameSetup current;
    current.rules = Rules::gomokuFreestyle();
    const auto opened = readGameText(text, current);
    fuzzInputAccepted() = opened.has_value();
    if (!opened) {
        TTT_FUZZ_CHECK(!opened.error().message().empty());
        return 0;
    }
    TTT_FUZZ_CHECK(replay(opened->record).has_value());
    const auto moves = writeMoveText(opened->record);
    if (!moves || opened->record.setup.rules.width > 26) {
        return 0;
    }
    GameSetup same = opened->record.setup;
    same.opening = OpeningRule::None;
    const auto again = readGameText(*moves, same);
    if (opened->record.setup.opening == OpeningRule::None && opened->record.moves.size() > 0) {
        TTT_FUZZ_CHECK(again.has_value());
        TTT_FUZZ_CHECK(again->record.moves == opened->record.moves);
    }
    return 0;
}
