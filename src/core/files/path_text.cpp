#include "tictactoe/core/path_text.hpp"

namespace ttt {

std::string displayPath(const std::filesystem::path& path) {
    const std::u8string text = path.u8string();
    return std::string(text.begin(), text.end());
}

} // namespace ttt
