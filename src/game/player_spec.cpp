#include "tictactoe/game/player_spec.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/core/numbers.hpp"

#include <array>

namespace ttt {

namespace {

constexpr std::string_view kHuman = "human";
constexpr std::string_view kEnginePrefix = "engine:";

// Takes one budget part ("200ms", "nodes=N", "threads=N", "ponder") into
// `budget`. False when the part is no budget at all (then it belongs to the name).
Expected<bool> readBudgetPart(std::string_view part, ThinkingBudget& budget) {
    if (ascii::equalsIgnoringCase(part, "ponder")) {
        budget.ponder = true;
        return true;
    }
    if (part.starts_with("nodes=")) {
        const auto nodes = parseNumber<std::uint64_t>(part.substr(6));
        if (!nodes || *nodes == 0) {
            return failure(Text("bad node limit '{0}' (write nodes=N, N > 0)", part));
        }
        budget.nodes = nodes;
        return true;
    }
    if (part.starts_with("threads=")) {
        const auto threads = parseNumber<int>(part.substr(8));
        if (!threads || *threads <= 0 || *threads > ThinkingBudget::kMaxThreads) {
            return failure(Text("bad thread count '{0}' (write threads=N, 1..{1})", part,
                                ThinkingBudget::kMaxThreads));
        }
        budget.threads = *threads;
        return true;
    }
    if (part.ends_with("ms")) {
        if (const auto ms = parseNumber<long long>(part.substr(0, part.size() - 2))) {
            if (*ms <= 0) {
                return failure(Text("the thinking time must be positive: '{0}'", part));
            }
            budget.time = std::chrono::milliseconds(*ms);
            return true;
        }
    }
    return false;
}

// Each level's key (files, command lines) and its name (shown).
struct LevelWords {
    BotLevel level;
    std::string_view key;
    std::string_view name;
};
constexpr std::array<LevelWords, 8> kLevelWords{{{BotLevel::Easy, "easy", "Easy"},
                                                 {BotLevel::Novice, "novice", "Novice"},
                                                 {BotLevel::Medium, "medium", "Medium"},
                                                 {BotLevel::Club, "club", "Club"},
                                                 {BotLevel::Skilled, "skilled", "Skilled"},
                                                 {BotLevel::Strong, "strong", "Strong"},
                                                 {BotLevel::Expert, "expert", "Expert"},
                                                 {BotLevel::Hard, "hard", "Hard"}}};

const LevelWords& wordsOf(BotLevel level) {
    for (const LevelWords& words : kLevelWords) {
        if (words.level == level) {
            return words;
        }
    }
    return kLevelWords[1];
}

} // namespace

int levelNumber(BotLevel level) {
    return static_cast<int>(level) + 1;
}

std::optional<BotLevel> nextLevel(BotLevel level, int step) {
    const int index = static_cast<int>(level) + step;
    if (index < 0 || index >= static_cast<int>(kBotLevels.size())) {
        return std::nullopt;
    }
    return kBotLevels[static_cast<std::size_t>(index)];
}

bool levelUsesThinkingTime(BotLevel level) {
    return level == BotLevel::Hard;
}

std::string_view levelKey(BotLevel level) {
    return wordsOf(level).key;
}

std::optional<BotLevel> levelFromKey(std::string_view key) {
    for (const LevelWords& words : kLevelWords) {
        if (ascii::equalsIgnoringCase(key, words.key)) {
            return words.level;
        }
    }
    return std::nullopt;
}

std::string_view levelName(BotLevel level) {
    return wordsOf(level).name;
}

bool PlayerSpec::samePlayer(const PlayerSpec& other) const {
    if (kind != other.kind) {
        return false;
    }
    switch (kind) {
    case Kind::Human:
        return true;
    case Kind::Computer:
        return level == other.level;
    case Kind::Engine:
        return engine == other.engine;
    }
    return false;
}

Expected<PlayerSpec> parsePlayerSpec(std::string_view text) {
    ThinkingBudget budget;
    // Budget parts come off the right end while they look like one.
    for (auto colon = text.rfind(':'); colon != std::string_view::npos; colon = text.rfind(':')) {
        TTT_TRY(taken, readBudgetPart(text.substr(colon + 1), budget));
        if (!taken) {
            break;
        }
        text = text.substr(0, colon);
    }
    if (ascii::equalsIgnoringCase(text, kHuman)) {
        return PlayerSpec::human();
    }
    // Hard alone learns from move to move; a node limit makes it forget.
    const auto mayPonder = [&budget](std::optional<BotLevel> level) {
        return !budget.ponder || (level == BotLevel::Hard && !budget.nodes);
    };
    if (const auto level = levelFromKey(text)) {
        if (!mayPonder(level)) {
            return failure(Text("only hard thinks on the opponent's time (ponder), and not "
                                "under a node limit"));
        }
        return PlayerSpec::computer(*level, budget);
    }
    if (text.size() > kEnginePrefix.size() &&
        ascii::equalsIgnoringCase(text.substr(0, kEnginePrefix.size()), kEnginePrefix)) {
        if (!mayPonder(std::nullopt)) {
            return failure(Text("an engine cannot be asked to ponder (the Gomocup protocol has "
                                "no pondering)"));
        }
        return PlayerSpec::engineProgram(std::string(text.substr(kEnginePrefix.size())), budget);
    }
    if (text.empty()) {
        return failure(Text("a player needs a name (e.g. hard:200ms)"));
    }
    return failure(Text("unknown player '{0}' (human, easy, novice, medium, club, skilled, strong, "
                        "expert, hard or engine:PATH)",
                        text));
}

std::string engineProgramName(std::string_view path) {
    const auto slash = path.find_last_of("/\\");
    if (slash != std::string_view::npos) {
        path.remove_prefix(slash + 1);
    }
    if (path.size() > 4 && ascii::equalsIgnoringCase(path.substr(path.size() - 4), ".exe")) {
        path.remove_suffix(4);
    }
    return std::string(path);
}

std::string formatPlayerSpec(const PlayerSpec& spec, BudgetText budget) {
    std::string text;
    switch (spec.kind) {
    case PlayerSpec::Kind::Human:
        return std::string(kHuman);
    case PlayerSpec::Kind::Computer:
        text = std::string(levelKey(spec.level));
        break;
    case PlayerSpec::Kind::Engine:
        text = std::string(kEnginePrefix) + spec.engine;
        break;
    }
    if (budget == BudgetText::Included) {
        // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on
        // "literal" + std::string at -O3.
        text.append(":").append(std::to_string(spec.budget.time.count())).append("ms");
        if (spec.budget.nodes) {
            text.append(":nodes=").append(std::to_string(*spec.budget.nodes));
        }
        if (spec.budget.threads != 1) {
            text.append(":threads=").append(std::to_string(spec.budget.threads));
        }
        if (spec.budget.ponder) {
            text.append(":ponder");
        }
    }
    return text;
}

} // namespace ttt
