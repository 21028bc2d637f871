#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/easy_bot.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/medium_bot.hpp"
#include "tictactoe/protocol/external_engine_bot.hpp"

#include <algorithm>
#include <cctype>
#include <functional>

namespace ttt {

namespace {

// Makes a bot from the text after "name:" (empty for plain kinds) and a seed.
using BotMaker = std::function<std::unique_ptr<Bot>(std::string_view argument, std::uint64_t seed)>;

struct BotKind {
    std::string_view name;      // lower case
    bool takesArgument = false; // spelt "name:argument" (not listed by botNames())
    BotMaker make;
};

// The single list of computer players: the GUI menu, the arena and the brain
// all read it. Add a kind here and every front end offers it.
const std::vector<BotKind>& botKinds() {
    static const std::vector<BotKind> kinds{
        {"easy", false,
         [](std::string_view, std::uint64_t seed) { return std::make_unique<EasyBot>(seed); }},
        {"medium", false,
         [](std::string_view, std::uint64_t seed) { return std::make_unique<MediumBot>(seed); }},
        {"hard", false,
         [](std::string_view, std::uint64_t seed) { return std::make_unique<HardBot>(seed); }},
        // "engine:PATH": a Gomocup brain program; started on its first move.
        {"engine", true,
         [](std::string_view path, std::uint64_t) {
             return std::make_unique<ExternalEngineBot>(std::string(path));
         }},
    };
    return kinds;
}

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) ==
               std::tolower(static_cast<unsigned char>(y));
    });
}

} // namespace

std::unique_ptr<Bot> makeBot(std::string_view name, std::uint64_t seed) {
    const auto colon = name.find(':');
    const std::string_view head = name.substr(0, colon);
    const std::string_view argument =
        colon == std::string_view::npos ? std::string_view{} : name.substr(colon + 1);
    for (const BotKind& kind : botKinds()) {
        const bool hasArgument = colon != std::string_view::npos;
        if (equalsIgnoringCase(head, kind.name) && hasArgument == kind.takesArgument) {
            return kind.make(argument, seed);
        }
    }
    return nullptr;
}

const std::vector<std::string>& botNames() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> list;
        for (const BotKind& kind : botKinds()) {
            if (!kind.takesArgument) {
                list.emplace_back(kind.name);
            }
        }
        return list;
    }();
    return names;
}

} // namespace ttt
