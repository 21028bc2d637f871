#include "tictactoe/records/psq_format.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/core/numbers.hpp"
#include "tictactoe/core/utf8.hpp"
#include "tictactoe/records/player_name.hpp"

#include <algorithm>

namespace ttt {

namespace {

constexpr std::size_t kMaxLineLength = 4096;
constexpr int kMaxPsqSide = 1000;
constexpr int kPsqWinLength = 5;

// The blanks around a line's fields.
std::string_view trim(std::string_view text) {
    return ascii::trim(text, " \t\r");
}

// Splits into lines (LF or CRLF; a lone CR also ends a line).
std::vector<std::string_view> splitLines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || text[i] == '\r') {
            lines.push_back(text.substr(start, i - start));
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
                ++i;
            }
            start = i + 1;
        }
    }
    if (start < text.size()) {
        lines.push_back(text.substr(start));
    }
    return lines;
}

// A whole number with spaces around it and an optional "+", as Piskvork
// and other tools write them.
NumberStatus parseInteger(std::string_view text, long long& value) {
    return readNumber(trim(text), value, NumberSign::AllowPlus);
}

// Splits "a,b[,c]" into its fields; nothing when the line has another shape.
std::optional<std::vector<std::string_view>> splitFields(std::string_view line) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const auto comma = line.find(',', start);
        fields.push_back(
            line.substr(start, comma == std::string_view::npos ? line.npos : comma - start));
        if (comma == std::string_view::npos || fields.size() > 3) {
            break;
        }
        start = comma + 1;
    }
    if (fields.size() < 2 || fields.size() > 3) {
        return std::nullopt;
    }
    return fields;
}

struct Header {
    int width = 0;
    int height = 0;
    int opener = 0; // 0: player 1 opened, 1: player 2
};

Expected<Header> readHeader(std::string_view line) {
    const auto notPsq = Text("line 1: this is not a Piskvork .psq file: it should start with a "
                             "line like {0}",
                             std::string("\"Piskvorky 20x20, 11:11, 0\""));
    line = trim(line);
    std::string lowered(line.substr(0, 9));
    std::transform(lowered.begin(), lowered.end(), lowered.begin(), [](char c) {
        return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    });
    if (lowered != "piskvorky") {
        return failure(notPsq);
    }
    line.remove_prefix(9);
    const auto comma = line.find(',');
    const std::string_view size = trim(line.substr(0, comma));
    const auto cross = size.find_first_of("xX");
    long long width = 0;
    long long height = 0;
    if (cross == std::string_view::npos ||
        parseInteger(size.substr(0, cross), width) != NumberStatus::Ok ||
        parseInteger(size.substr(cross + 1), height) != NumberStatus::Ok) {
        return failure(notPsq);
    }
    if (width < Rules::kMinSide || height < Rules::kMinSide || width > kMaxPsqSide ||
        height > kMaxPsqSide) {
        return failure(
            Text("line 1: the board size {0}x{1} is not supported (each side {2} to {3})", width,
                 height, Rules::kMinSide, kMaxPsqSide));
    }
    Header header{static_cast<int>(width), static_cast<int>(height), 0};
    if (comma != std::string_view::npos) {
        // ", <level1>:<level2>, <opener>": only the opener matters here.
        const std::string_view rest = line.substr(comma + 1);
        const auto second = rest.find(',');
        if (second != std::string_view::npos) {
            long long opener = 0;
            if (parseInteger(rest.substr(second + 1), opener) != NumberStatus::Ok ||
                (opener != 0 && opener != 1)) {
                return failure(Text("line 1: the last number of the header must be 0 or 1"));
            }
            header.opener = static_cast<int>(opener);
        }
    }
    return header;
}

// A trailing line naming a player or an engine. Engine file names lose their
// folder, "pbrain-" and ".exe": "C:\\brains\\pbrain-foo.exe" -> "foo".
std::string engineName(std::string_view line) {
    const bool exe = line.size() > 4 && (line.ends_with(".exe") || line.ends_with(".EXE"));
    if (exe || line.find("pbrain-") != std::string_view::npos) {
        const auto slash = line.find_last_of("\\/");
        if (slash != std::string_view::npos) {
            line.remove_prefix(slash + 1);
        }
        if (line.size() > 4 && (line.ends_with(".exe") || line.ends_with(".EXE"))) {
            line.remove_suffix(4);
        }
        if (line.starts_with("pbrain-")) {
            line.remove_prefix(7);
        }
    }
    return cleanPlayerName(line);
}

// "x,y" or "x,y,time" with whole numbers (of any size).
bool isMoveLine(std::string_view line) {
    const auto fields = splitFields(line);
    long long value = 0;
    if (!fields) {
        return false;
    }
    for (const std::string_view field : *fields) {
        if (parseInteger(field, value) == NumberStatus::NotANumber) {
            return false;
        }
    }
    return true;
}

// Digits with separators only, or a number followed by a separator: what a
// move line becomes when a byte of it is damaged. No name starts like that
// (the writer never writes one).
bool looksLikeDamagedMove(std::string_view line) {
    const bool onlyMoveCharacters =
        line.find_first_not_of("0123456789+-,;.:/ \t") == std::string_view::npos;
    if (onlyMoveCharacters && line.find_first_of("0123456789") != std::string_view::npos) {
        return true;
    }
    std::size_t i = (line.starts_with('+') || line.starts_with('-')) ? 1 : 0;
    const std::size_t digits = i;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') {
        ++i;
    }
    return i > digits && i < line.size() && std::string_view(",;.:").find(line[i]) != line.npos;
}

// The line (1-based) where the moves stopped: the first non-blank one after
// the last move read.
std::size_t firstTrailerLine(const std::vector<std::string_view>& lines,
                             const std::vector<int>& moveLines) {
    std::size_t index = moveLines.empty() ? 1 : static_cast<std::size_t>(moveLines.back());
    while (index < lines.size() && trim(lines[index]).empty()) {
        ++index;
    }
    return index + 1;
}

// At most 40 characters of a line, for a message.
std::string shorten(std::string_view line) {
    constexpr std::size_t kShown = 40;
    std::string text(utf8::isValid(line) ? utf8::truncate(line, kShown) : line.substr(0, 0));
    return text.size() < line.size() ? text + "…" : text;
}

bool looksLikeNumberOrMove(std::string_view text) {
    long long number = 0;
    if (parseInteger(text, number) != NumberStatus::NotANumber) {
        return true;
    }
    return text.find(',') != std::string_view::npos &&
           parseInteger(text.substr(0, text.find(',')), number) != NumberStatus::NotANumber;
}

// The rule line "rule N" after the names, N as Gomocup's INFO rule counts
// it: 1 exactly five, 4 Renju, 8 Caro (9: Caro with exactly five).
constexpr std::string_view kRuleLine = "rule ";

std::optional<Rules> withRuleFlags(Rules rules, long long flags) {
    rules.overline = (flags & 1) != 0 ? Overline::Exact : Overline::Freestyle;
    switch (flags & ~1LL) {
    case 0:
        rules.restriction = Restriction::None;
        break;
    case 4:
        rules.restriction = Restriction::Renju;
        break;
    case 8:
        rules.restriction = Restriction::Caro;
        break;
    default:
        return std::nullopt;
    }
    if (!rules.validate()) {
        return std::nullopt;
    }
    return rules;
}

} // namespace

Expected<PsqGame> readPsq(std::string_view text, const PsqReadOptions& options) {
    if (text.starts_with("\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    }
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) {
        return failure(
            Text("this .psq file is saved as UTF-16 text; it must be plain text (UTF-8)"));
    }
    const auto lines = splitLines(text);
    if (lines.empty() || trim(lines.front()).empty()) {
        return failure(Text("the file is empty"));
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].size() > kMaxLineLength) {
            return failure(Text("line {0} is too long", i + 1));
        }
    }
    TTT_TRY(header, readHeader(lines.front()));
    const Header& size = header;

    PsqGame game;
    GameRecord& record = game.record;
    const bool fits = size.width <= Rules::kMaxSide && size.height <= Rules::kMaxSide;
    if (fits) {
        const int k = std::min({kPsqWinLength, size.width, size.height});
        record.setup.rules = Rules::bounded(size.width, size.height, k, options.overline);
        if (k != kPsqWinLength) {
            auto note = Text("{0} in a row is assumed on this small board", k);
            game.notes.push_back(std::move(note));
        }
    } else {
        record.setup.rules = Rules::unlimitedFive();
        record.setup.rules.overline = options.overline;
        auto note = Text("the {0}x{1} board is larger than {2}x{2}, so the game was loaded onto "
                         "the unlimited field",
                         size.width, size.height, Rules::kMaxSide);
        game.notes.push_back(std::move(note));
    }
    record.setup.starts = size.opener == 1 ? StartPolicy::Player2 : StartPolicy::Player1;

    std::size_t index = 1;
    for (; index < lines.size(); ++index) {
        const std::string_view line = trim(lines[index]);
        if (line.empty()) {
            continue;
        }
        const auto fields = splitFields(line);
        long long x = 0;
        long long y = 0;
        long long time = 0;
        if (!fields || parseInteger((*fields)[0], x) == NumberStatus::NotANumber ||
            parseInteger((*fields)[1], y) == NumberStatus::NotANumber ||
            (fields->size() == 3 && parseInteger((*fields)[2], time) == NumberStatus::NotANumber)) {
            break; // the moves are over
        }
        const std::size_t lineNumber = index + 1;
        if (parseInteger((*fields)[0], x) == NumberStatus::OutOfRange ||
            parseInteger((*fields)[1], y) == NumberStatus::OutOfRange || x < 1 || y < 1 ||
            x > size.width || y > size.height) {
            return failure(Text("line {0}: the move {1} is outside the {2}x{3} board (columns and "
                                "rows count from 1)",
                                lineNumber, line, size.width, size.height));
        }
        if (record.moves.size() >= GameRecord::kMaxMoves) {
            return failure(Text("line {0}: too many moves", lineNumber));
        }
        record.moves.push_back(Point{static_cast<int>(x - 1), static_cast<int>(y - 1)});
        record.moveLines.push_back(static_cast<int>(index + 1));
    }

    // Trailing lines: two names (players or engines), then numbers Piskvork
    // may add. Nothing there may look like a move: a move line that lost a
    // digit or a comma must not quietly end the game early.
    std::vector<std::string> names;
    int ignored = 0;
    bool unreadableName = false;
    for (; index < lines.size(); ++index) {
        const std::string_view line = trim(lines[index]);
        if (line.empty()) {
            continue;
        }
        const std::size_t lineNumber = index + 1;
        if (isMoveLine(line)) {
            return failure(Text("line {0}: a move after the player names; the file is damaged "
                                "(line {1} is no move)",
                                lineNumber, firstTrailerLine(lines, record.moveLines)));
        }
        long long number = 0;
        if (parseInteger(line, number) != NumberStatus::NotANumber) {
            continue; // a number Piskvork writes after the names
        }
        if (line.size() > kRuleLine.size() && line.starts_with(kRuleLine) &&
            parseInteger(line.substr(kRuleLine.size()), number) == NumberStatus::Ok) {
            if (auto ruled = withRuleFlags(record.setup.rules, number)) {
                record.setup.rules = *ruled;
            } else {
                game.notes.emplace_back(Text("line {0}: the rule {1} is not known or does not fit "
                                             "the board, so it was left out",
                                             lineNumber, number));
            }
            continue;
        }
        if (looksLikeDamagedMove(line)) {
            return failure(Text("line {0}: \"{1}\" is not a move; the file is damaged", lineNumber,
                                shorten(line)));
        }
        if (names.size() < 2) {
            if (!utf8::isValid(line)) {
                unreadableName = true;
            }
            names.push_back(utf8::isValid(line) ? engineName(line) : std::string());
            continue;
        }
        ++ignored;
    }
    if (names.size() == 2) {
        for (std::size_t i = 0; i < 2; ++i) {
            // Piskvork writes "homo-1"/"homo-2" for human players: keep the default names.
            if (!names[i].empty() && !names[i].starts_with("homo-")) {
                record.setup.players[i].name = names[i];
            }
        }
    } else if (names.size() == 1) {
        game.notes.emplace_back(Text("only one player name was found, so neither was used"));
    }
    if (unreadableName) {
        game.notes.emplace_back(Text("a player name that is not UTF-8 text was left out"));
    }
    if (ignored > 0) {
        game.notes.push_back(
            ignored == 1
                ? Text("one line after the player names could not be used and was left out")
                : Text("{0} lines after the player names could not be used and were left out",
                       ignored));
    }
    return game;
}

Expected<void> psqCanHold(const Rules& rules) {
    if (rules.unlimited) {
        return failure(Text("the .psq format needs a board with edges; games on the unlimited "
                            "field are saved in the game's own format"));
    }
    return {};
}

std::optional<Text> psqLossWarning(const Rules& rules) {
    if (const auto holds = psqCanHold(rules); !holds) {
        return holds.error().text;
    }
    const int assumedK = std::min({kPsqWinLength, rules.width, rules.height});
    if (rules.k != assumedK) {
        return Text("the .psq format keeps only the board and the moves: {0} in a row will be "
                    "read back as {1} in a row",
                    rules.k, assumedK);
    }
    return std::nullopt;
}

std::optional<Text> psqLossWarning(const GameRecord& record) {
    if (auto loss = psqLossWarning(record.setup.rules)) {
        return loss;
    }
    if (record.setup.opening != OpeningRule::None) {
        return Text("the .psq format keeps the stones and who plays which colour, but not the "
                    "opening rule: it reads back as a game without one");
    }
    return std::nullopt;
}

Expected<std::string> writePsq(const GameRecord& record) {
    const Rules& rules = record.setup.rules;
    TTT_TRY_VOID(psqCanHold(rules));
    // Black is whoever owns the first stone now: under Swap and Swap2 the
    // colour decisions may have given it to the other player.
    const auto played = replay(record);
    const Mark black = played ? played->firstToMove() : record.firstToMove();
    std::string out = "Piskvorky " + std::to_string(rules.width) + "x" +
                      std::to_string(rules.height) + ", 0:0, " + (black == Mark::O ? "1" : "0") +
                      "\n";
    for (const Point p : record.moves) {
        if (!rules.contains(p)) {
            return failure(Text("a move lies outside the board"));
        }
        out += std::to_string(p.x + 1) + "," + std::to_string(p.y + 1) + ",0\n";
    }
    for (int i = 0; i < 2; ++i) {
        std::string name = cleanPlayerName(record.setup.players[static_cast<std::size_t>(i)].name);
        if (name.empty() || looksLikeNumberOrMove(name) || looksLikeDamagedMove(name) ||
            name.starts_with("homo-") || name.starts_with(kRuleLine)) {
            name = "Player " + std::to_string(i + 1);
        }
        out += name + "\n";
    }
    if (const int flags = gomocupRuleFlags(rules); flags != 0) {
        out += "rule " + std::to_string(flags) + "\n";
    }
    return out;
}

} // namespace ttt
