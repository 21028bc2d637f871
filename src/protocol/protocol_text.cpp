#include "tictactoe/protocol/protocol_text.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/core/numbers.hpp"

#include <algorithm>

namespace ttt::gomocup {

namespace {

std::optional<int> parseCoordinate(std::string_view text) {
    const auto value = parseInteger(text);
    if (!value || *value < -1'000'000 || *value > 1'000'000) {
        return std::nullopt;
    }
    return static_cast<int>(*value);
}

} // namespace

std::string formatPoint(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

std::optional<Point> parsePoint(std::string_view text) {
    const auto comma = text.find(',');
    const auto x = parseCoordinate(text.substr(0, comma));
    const auto y =
        comma == std::string_view::npos ? std::nullopt : parseCoordinate(text.substr(comma + 1));
    return x && y ? std::optional<Point>(Point{*x, *y}) : std::nullopt;
}

std::optional<BoardEntry> parseBoardEntry(std::string_view text) {
    // "x,y,field": the point is everything before the last comma.
    const auto lastComma = text.rfind(',');
    if (lastComma == std::string_view::npos) {
        return std::nullopt;
    }
    const auto point = parsePoint(text.substr(0, lastComma));
    const auto field = parseInteger(text.substr(lastComma + 1));
    if (!point || !field || *field < -1000 || *field > 1000) {
        return std::nullopt;
    }
    return BoardEntry{*point, static_cast<int>(*field)};
}

std::string quote(std::string_view text, std::size_t limit) {
    std::string shown = "'";
    for (const char c : text.substr(0, limit)) {
        const auto byte = static_cast<unsigned char>(c);
        shown += byte < 0x20 || byte == 0x7F ? '?' : c;
    }
    if (text.size() > limit) {
        shown += "...";
    }
    return shown + "'";
}

std::optional<std::int64_t> parseInteger(std::string_view text) {
    return parseNumber<std::int64_t>(ascii::trim(text), NumberSign::AllowPlus);
}

CommandLine splitCommand(std::string_view line) {
    line = ascii::trim(line);
    const auto keywordLength = std::min(line.find_first_of(ascii::kBlanks), line.size());
    return CommandLine{ascii::toUpper(line.substr(0, keywordLength)),
                       ascii::trim(line.substr(keywordLength))};
}

std::map<std::string, std::string> parseAbout(std::string_view text) {
    std::map<std::string, std::string> fields;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto equals = text.find('=', pos);
        if (equals == std::string_view::npos || equals + 1 >= text.size() ||
            text[equals + 1] != '"') {
            break;
        }
        const auto close = text.find('"', equals + 2);
        if (close == std::string_view::npos) {
            break;
        }
        const std::string key = ascii::toLower(ascii::trim(text.substr(pos, equals - pos)));
        if (!key.empty()) { // `="x"` names nothing
            fields[key] = std::string(text.substr(equals + 2, close - equals - 2));
        }
        pos = close + 1;
        while (pos < text.size() && (text[pos] == ',' || ascii::isBlank(text[pos]))) {
            ++pos;
        }
    }
    return fields;
}

} // namespace ttt::gomocup
