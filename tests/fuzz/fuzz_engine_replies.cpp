// What an external engine may answer: its lines, cut by the line splitter, and
// read as a move, a BOARD entry, a number or an ABOUT answer. Nothing an engine
// sends may crash the game, and what is read as a move is written back the same.

#include "fuzz_check.hpp"
#include "tictactoe/protocol/line_splitter.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    LineSplitter lines(256);
    // Two pieces, as a pipe may deliver them.
    lines.feed(bytes.substr(0, size / 2));
    lines.feed(bytes.substr(size / 2));
    lines.flush();
    while (auto line = lines.next()) {
        TTT_FUZZ_CHECK(!line->text.empty());
        TTT_FUZZ_CHECK(line->text.size() <= 256);
        TTT_FUZZ_CHECK(line->text.find_first_of("\r\n") == std::string::npos);
        if (const auto p = gomocup::parsePoint(line->text)) {
            TTT_FUZZ_CHECK(gomocup::parsePoint(gomocup::formatPoint(*p)) == p);
        }
        (void)gomocup::parseBoardEntry(line->text);
        (void)gomocup::parseInteger(line->text);
        for (const auto& [key, value] : gomocup::parseAbout(line->text)) {
            TTT_FUZZ_CHECK(!key.empty());
        }
        const auto quoted = gomocup::quote(line->text);
        TTT_FUZZ_CHECK(quoted.find_first_of("\r\n") == std::string::npos);
    }
    return 0;
}
