#include "tictactoe/records/game_text.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/psq_format.hpp"

#include <algorithm>
#include <charconv>
#include <vector>

namespace ttt {
namespace {

// The largest board a move list may make: 26 columns have single letters.
constexpr int kMostColumns = 26;

std::string_view content(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) {
        text.remove_prefix(3); // a UTF-8 byte order mark
    }
    return ascii::trimStart(text);
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// A cell named as on the board: column letter(s), row from 1 at the bottom.
struct NamedCell {
    int column = 0; // 0-based
    int row = 0;    // 1-based, from the bottom
};

std::optional<NamedCell> cellOf(std::string_view word) {
    std::size_t letters = 0;
    while (letters < word.size() && isLetter(word[letters])) {
        ++letters;
    }
    if (letters == 0 || letters > 2 || letters == word.size()) {
        return std::nullopt;
    }
    int column = 0;
    for (std::size_t i = 0; i < letters; ++i) {
        column = column * 26 + (ascii::toLower(word[i]) - 'a' + 1); // bijective base 26
    }
    int row = 0;
    const std::string_view digits = word.substr(letters);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
    if (error != std::errc{} || end != digits.data() + digits.size() || row < 1 ||
        row > Rules::kMaxCoordinate) {
        return std::nullopt;
    }
    return NamedCell{column - 1, row};
}

// A move number: "12." or "12)" (or "12" alone before its move).
bool isMoveNumber(std::string_view word) {
    if (!word.empty() && (word.back() == '.' || word.back() == ')')) {
        word.remove_suffix(1);
    }
    return !word.empty() && std::all_of(word.begin(), word.end(), isDigit);
}

std::vector<std::string_view> wordsOf(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    const auto separator = [](char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ';';
    };
    while (i < text.size()) {
        while (i < text.size() && separator(text[i])) {
            ++i;
        }
        const std::size_t start = i;
        while (i < text.size() && !separator(text[i])) {
            ++i;
        }
        if (i > start) {
            words.push_back(text.substr(start, i - start));
        }
    }
    return words;
}

Expected<OpenedGame> readMoveText(std::string_view text, const GameSetup& current) {
    const std::vector<std::string_view> words = wordsOf(text);
    std::vector<NamedCell> cells;
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string_view word = words[i];
        // "1.h8": the number stuck to its move.
        if (const auto dot = word.find_first_of(".)"); dot != std::string_view::npos &&
                                                       dot + 1 < word.size() &&
                                                       isMoveNumber(word.substr(0, dot + 1))) {
            word.remove_prefix(dot + 1);
        }
        if (isMoveNumber(word)) {
            continue;
        }
        const auto cell = cellOf(word);
        if (!cell) {
            return failure(Text("word {0}, \"{1}\": not a move such as h8",
                                static_cast<long long>(i + 1), std::string(word.substr(0, 20))));
        }
        if (cells.size() >= GameRecord::kMaxMoves) {
            return failure(Text("more moves than a board can hold"));
        }
        cells.push_back(*cell);
    }
    if (cells.empty()) {
        return failure(Text("there is no game in the text: no moves such as h8 i9 j7"));
    }
    int columns = 0;
    int rows = 0;
    for (const NamedCell& c : cells) {
        columns = std::max(columns, c.column + 1);
        rows = std::max(rows, c.row);
    }
    OpenedGame opened;
    GameRecord& record = opened.record;
    record.setup = current;
    record.setup.opening = OpeningRule::None;
    if (record.setup.mode == Mode::ComputerVsComputer) {
        record.setup.mode = Mode::HumanVsHuman; // a pasted game is for people to look at
    }
    const Rules& rules = current.rules;
    if (rules.unlimited || columns > rules.width || rows > rules.height) {
        const int side = std::max({15, columns, rows});
        if (side > kMostColumns) {
            return failure(Text("the moves reach row {0}: no board of this game is that large",
                                static_cast<long long>(std::max(columns, rows))));
        }
        record.setup.rules = side == 15 ? Rules::gomokuFreestyle() : Rules::bounded(side, side, 5);
        opened.notes.emplace_back(
            Text("the moves do not fit the board: they are on Gomoku {0}x{0}", side));
    }
    record.setup = record.setup.normalized();
    record.completedRounds = 0;
    for (const NamedCell& c : cells) {
        record.moves.push_back(Point{c.column, record.setup.rules.height - c.row});
    }
    TTT_TRY(engine, replay(record));
    (void)engine;
    return opened;
}

// RenjuNet's database (.rif): XML whose <move> element holds the moves as
// "h8 i9 j7"; its games are Renju on 15x15. Only the first game is read.
Expected<OpenedGame> readRifText(std::string_view text, const GameSetup& current) {
    const std::string lower = ascii::toLower(text);
    std::size_t open = lower.find("<move");
    while (open != std::string::npos && open + 5 < lower.size() && lower[open + 5] != '>' &&
           lower[open + 5] != ' ') {
        open = lower.find("<move", open + 5); // <moves>, <movelist>: not the element
    }
    const auto contentStart = open == std::string::npos ? open : lower.find('>', open);
    const auto close =
        contentStart == std::string::npos ? contentStart : lower.find("</move>", contentStart);
    if (close == std::string::npos) {
        return failure(Text("the text is XML without a <move> element: not a RenjuNet game"));
    }
    GameSetup renju = current;
    renju.rules = Rules::gomokuRenju();
    TTT_TRY(opened, readMoveText(text.substr(contentStart + 1, close - contentStart - 1), renju));
    opened.notes.emplace_back(Text("a RenjuNet game: played under Renju on 15x15"));
    return opened;
}

} // namespace

Expected<std::string> writeMoveText(const GameRecord& record) {
    const Rules& rules = record.setup.rules;
    if (rules.unlimited) {
        return failure(
            Text("the unlimited field has no names for its cells: save it as a game instead"));
    }
    std::string text;
    for (const Point p : record.moves) {
        if (!text.empty()) {
            text += ' ';
        }
        text += cellName(rules, p);
    }
    return text;
}

Expected<OpenedGame> readGameText(std::string_view text, const GameSetup& current) {
    if (text.size() > kMaxGameTextBytes) {
        return failure(Text("the text is too long to be a game"));
    }
    const std::string_view start = content(text);
    OpenedGame opened;
    if (ascii::toLower(start.substr(0, 9)) == "piskvorky") {
        TTT_TRY(game, readPsq(start));
        opened.record = std::move(game.record);
        opened.notes = std::move(game.notes);
        opened.format = GameFileFormat::Psq;
    } else if (start.starts_with('{')) {
        TTT_TRY(record, readGameRecord(start));
        opened.record = std::move(record);
    } else if (start.starts_with('<')) {
        return readRifText(start, current);
    } else {
        return readMoveText(start, current);
    }
    TTT_TRY(engine, replay(opened.record));
    (void)engine;
    return opened;
}

} // namespace ttt
