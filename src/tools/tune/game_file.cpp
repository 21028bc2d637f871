#include "game_file.hpp"

#include "match_text.hpp"
#include "tictactoe/ai/openings.hpp"
#include "tictactoe/core/read_file.hpp"

#include <sstream>
#include <stdexcept>

namespace ttt::tune {

std::vector<PlayedGame> readGameFile(const std::string& path, const Rules& rules) {
    constexpr std::uintmax_t kMaxBytes = std::uintmax_t{1} << 31U;
    const auto text = readTextFile(path, kMaxBytes);
    if (!text) {
        throw std::runtime_error(path + ": " + text.error().message());
    }
    std::vector<PlayedGame> games;
    std::istringstream in(*text);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string resultText;
        if (!(words >> resultText)) {
            continue;
        }
        const auto xResult = tools::parseDecimal(resultText);
        if (!xResult || *xResult < 0 || *xResult > 1) {
            throw std::runtime_error(path + ": bad result '" + resultText + "'");
        }
        PlayedGame game{*xResult, {}};
        std::string moveText;
        while (words >> moveText) {
            PlayedMove move;
            if (const auto slash = moveText.find('/'); slash != std::string::npos) {
                move.score = tools::parseDecimal(moveText.substr(slash + 1));
                if (!move.score) {
                    throw std::runtime_error(path + ": bad score in '" + moveText + "'");
                }
                moveText.resize(slash);
            }
            const auto p = parseMoveText(moveText);
            if (!p || p->x < 0 || p->y < 0 || p->x >= rules.width || p->y >= rules.height) {
                throw std::runtime_error(path + ": bad move '" + moveText + "'");
            }
            move.point = *p;
            game.moves.push_back(move);
        }
        games.push_back(std::move(game));
    }
    return games;
}

} // namespace ttt::tune
