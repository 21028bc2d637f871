#include "tictactoe/records/player_name.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/core/utf8.hpp"

namespace ttt {

std::string cleanPlayerName(std::string_view name) {
    std::string out;
    out.reserve(name.size());
    bool pendingSpace = false;
    std::size_t pos = 0;
    while (pos < name.size()) {
        const auto decoded = utf8::decode(name, pos);
        char32_t c = decoded ? decoded->codePoint : char32_t{0xFFFD};
        pos += decoded ? decoded->length : 1;
        // C0 and C1 controls, DEL and the line/paragraph separators act as spaces.
        const bool space = c == U' ' || c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 ||
                           c == 0x2029 || c == 0xA0;
        if (space) {
            pendingSpace = !out.empty();
            continue;
        }
        if (pendingSpace) {
            out += ' ';
            pendingSpace = false;
        }
        utf8::append(out, c);
    }
    // Cut to length, then trim again: a cut right after a space must not
    // leave one at the end (cleaning a clean name changes nothing).
    return std::string(ascii::trimEnd(utf8::truncate(out, kMaxPlayerNameLength), " "));
}

std::string playerNameKey(std::string_view name) {
    return utf8::foldCase(cleanPlayerName(name));
}

bool samePlayerName(std::string_view a, std::string_view b) {
    return playerNameKey(a) == playerNameKey(b);
}

std::string computerPlayerName(const PlayerSpec& spec) {
    const std::string shown = cleanPlayerName(spec.isEngine() ? engineProgramName(spec.engine)
                                                              : std::string(levelName(spec.level)));
    if (shown.empty()) {
        return "Computer";
    }
    return cleanPlayerName(
        std::string(utf8::truncate("Computer (" + shown, kMaxPlayerNameLength - 1)) + ")");
}

bool isComputerPlayerName(std::string_view name) {
    return name == "Computer" || (name.starts_with("Computer (") && name.ends_with(")"));
}

std::string leaderboardName(const Player& player, int playerIndex) {
    if (player.isComputer()) {
        return computerPlayerName(player.spec);
    }
    std::string name = cleanPlayerName(player.name);
    if (name.empty()) {
        name = "Player " + std::to_string(playerIndex + 1);
    }
    return name;
}

} // namespace ttt
