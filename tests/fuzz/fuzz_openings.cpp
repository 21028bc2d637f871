// The arena's openings file. Every opening it accepts can be played on the
// board it was read for, and is written back to a line that reads the same.

#include "fuzz_check.hpp"
#include "tictactoe/ai/openings.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    const std::string text(reinterpret_cast<const char*>(data), size);
    for (const Rules& rules : {Rules::gomokuFreestyle(), Rules::unlimitedFive()}) {
        std::istringstream in(text);
        const auto openings = readOpenings(in, rules);
        if (!openings) {
            TTT_FUZZ_CHECK(!openings.error().message().empty());
            continue;
        }
        for (const Opening& opening : *openings) {
            GameSetup setup;
            setup.rules = rules;
            GameEngine game(setup);
            for (const Point p : opening) {
                TTT_FUZZ_CHECK(game.play(p).has_value());
            }
            std::istringstream line(formatOpening(opening));
            const auto again = readOpenings(line, rules);
            TTT_FUZZ_CHECK(again.has_value() && again->size() == 1 && again->front() == opening);
        }
    }
    return 0;
}
