// What an external engine may answer: its lines, cut by the line splitter, and
// read as a move, a BOARD entry, a number, an ABOUT answer or an analysis line. Nothing an engine
// sends may crash the game, and what is read as a move is written back the same.

#include "fuzz_check.hpp"
#include "tictactoe/protocol/analysis_message.hpp"
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
        // A MESSAGE line's text, as the manager reads it while an engine analyses.
        for (const std::string_view text :
             {std::string_view(line->text), gomocup::splitCommand(line->text).arguments}) {
            if (const auto analysis = parseAnalysisMessage(text)) {
                TTT_FUZZ_CHECK(analysis->rank >= 1 && !analysis->line.pv.empty());
                TTT_FUZZ_CHECK(analysis->line.pv.front() == analysis->line.move);
                TTT_FUZZ_CHECK(analysis->line.move.x >= 0 && analysis->line.move.y >= 0);
                TTT_FUZZ_CHECK(!analysis->line.chance ||
                               (*analysis->line.chance >= 0 && *analysis->line.chance <= 1));
            }
        }
        const auto quoted = gomocup::quote(line->text);
        TTT_FUZZ_CHECK(quoted.find_first_of("\r\n") == std::string::npos);
    }
    return 0;
}
