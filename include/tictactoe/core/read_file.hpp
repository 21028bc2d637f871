#pragma once

// Reading a whole text file with a cap on its size, so that no file (a huge
// one, one that keeps growing, a device) can exhaust memory.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/core/text.hpp"

#include <cstdint>
#include <filesystem>
#include <string>

namespace ttt {

struct FileProblem {
    enum class Kind { Missing, TooLarge, Unreadable };
    Kind kind = Kind::Unreadable;
    Text text; // e.g. "it is too large (9000000 bytes; at most 8388608 are expected)"
    [[nodiscard]] std::string message() const { return text.english(); }
};

[[nodiscard]] Expected<std::string, FileProblem> readTextFile(const std::filesystem::path& path,
                                                              std::uintmax_t maxBytes);

} // namespace ttt
