#pragma once

#include <filesystem>
#include <string>

namespace ttt {

// A path as UTF-8 text, for messages.
[[nodiscard]] std::string displayPath(const std::filesystem::path& path);

} // namespace ttt
