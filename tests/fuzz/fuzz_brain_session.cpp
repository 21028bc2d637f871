// The Gomocup brain's side of the protocol, fed any lines a manager could
// send. It answers every line without crashing, and any move it answers is an
// empty cell of its board.

#include "fuzz_check.hpp"
#include "tictactoe/ai/easy_bot.hpp"
#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/line_splitter.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

namespace {

// Keeps a run short: a manager that sends more lines than this learns nothing new.
constexpr int kMaxLines = 200;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    BrainSession session(std::make_unique<EasyBot>(1));
    LineSplitter lines;
    lines.feed(std::string_view(reinterpret_cast<const char*>(data), size));
    lines.flush();
    int count = 0;
    while (auto line = lines.next()) {
        if (++count > kMaxLines || session.finished()) {
            break;
        }
        TTT_FUZZ_CHECK(line->text.find_first_of("\r\n") == std::string::npos);
        for (const std::string& reply : session.handleLine(*line)) {
            TTT_FUZZ_CHECK(!reply.empty());
            TTT_FUZZ_CHECK(reply.find_first_of("\r\n") == std::string::npos);
            if (const auto move = gomocup::parsePoint(reply); move && session.rules()) {
                // The move is placed as it is answered: it was free before.
                TTT_FUZZ_CHECK(session.cell(*move) == 1);
            }
        }
    }
    return 0;
}
