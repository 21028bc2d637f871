#pragma once

// Who makes a player's moves (features.md M1-M4): a person, one of the built-in
// computer levels, or an external Gomocup engine program, and for a computer
// the budget it may think with. One value for the window, the arena, the
// brain, the records and the settings; its text form is read and written here
// only.

#include "tictactoe/core/expected.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ttt {

// The built-in computer players, weakest first: the ladder of levels 1-8
// (features.md M5). Easy (random), Medium (attack/defend) and Hard (the full
// search) are the strategies of M2; the levels between are made from them
// with plausible mistakes (ai/ladder_bot.hpp).
enum class BotLevel : std::uint8_t { Easy, Novice, Medium, Club, Skilled, Strong, Expert, Hard };
inline constexpr std::array<BotLevel, 8> kBotLevels{
    BotLevel::Easy,    BotLevel::Novice, BotLevel::Medium, BotLevel::Club,
    BotLevel::Skilled, BotLevel::Strong, BotLevel::Expert, BotLevel::Hard};

// 1 (Easy) .. 8 (Hard): the level's place on the ladder.
[[nodiscard]] int levelNumber(BotLevel level);
// The level one step up or down the ladder; nothing beyond its ends.
[[nodiscard]] std::optional<BotLevel> nextLevel(BotLevel level, int step);
// "easy", "novice", ..., "hard": the level's key in files and command lines.
[[nodiscard]] std::string_view levelKey(BotLevel level);
// The key in any letter case; nothing for other text.
[[nodiscard]] std::optional<BotLevel> levelFromKey(std::string_view key);
// "Easy", "Novice", ..., "Hard": the English name (records, tools).
[[nodiscard]] std::string_view levelName(BotLevel level);
// Whether the level thinks for the player's thinking time (the top of the
// ladder); the others answer within a fixed effort whatever the time.
[[nodiscard]] bool levelUsesThinkingTime(BotLevel level);

// How long (and how widely) a computer may think about one move.
struct ThinkingBudget {
    static constexpr std::chrono::milliseconds kDefaultTime{1000};
    static constexpr int kMaxThreads = 256;

    std::chrono::milliseconds time = kDefaultTime;
    std::optional<std::uint64_t> nodes; // for reproducible matches and tests
    int threads = 1;                    // search threads (1 .. kMaxThreads)
    // Thinks on the opponent's time (Hard; Bot::ponder). The window has its
    // own setting; the arena's players ponder when their spec says ":ponder".
    bool ponder = false;

    bool operator==(const ThinkingBudget&) const = default;
};

struct PlayerSpec {
    enum class Kind : std::uint8_t { Human, Computer, Engine };

    Kind kind = Kind::Human;
    BotLevel level = BotLevel::Medium; // Kind::Computer
    std::string engine;                // Kind::Engine: the program's path (UTF-8)
    ThinkingBudget budget;             // Kind::Computer and Kind::Engine

    [[nodiscard]] static PlayerSpec human() { return {}; }
    [[nodiscard]] static PlayerSpec computer(BotLevel level, ThinkingBudget budget = {}) {
        return PlayerSpec{Kind::Computer, level, {}, budget};
    }
    [[nodiscard]] static PlayerSpec engineProgram(std::string path, ThinkingBudget budget = {}) {
        return PlayerSpec{Kind::Engine, BotLevel::Medium, std::move(path), budget};
    }

    [[nodiscard]] bool isHuman() const { return kind == Kind::Human; }
    [[nodiscard]] bool isComputer() const { return kind != Kind::Human; }
    [[nodiscard]] bool isEngine() const { return kind == Kind::Engine; }

    // The same player, budgets aside (e.g. "is this still Hard?").
    [[nodiscard]] bool samePlayer(const PlayerSpec& other) const;
    bool operator==(const PlayerSpec&) const = default;
};

// The text form: "human"; "easy", "medium", "hard" (any letter case); or
// "engine:PATH". A computer may be followed by budget parts, read from the
// right so that a path may itself hold ':' (e.g. "engine:C:\x\pbrain.exe"):
// ":200ms" (thinking time), ":nodes=N", ":threads=N".
[[nodiscard]] Expected<PlayerSpec> parsePlayerSpec(std::string_view text);

// An engine's program name: the file name without folder and ".exe"
// ("/opt/pbrain-foo" and "C:\\bin\\pbrain-foo.exe" give "pbrain-foo").
[[nodiscard]] std::string engineProgramName(std::string_view path);

enum class BudgetText { Omitted, Included };
// "hard", "engine:/opt/pbrain-x", and with the budget "hard:1000ms:nodes=5000"
// (the time is always written, nodes and threads only when set).
[[nodiscard]] std::string formatPlayerSpec(const PlayerSpec& spec,
                                           BudgetText budget = BudgetText::Omitted);

} // namespace ttt
