#include "tictactoe/core/owned_file.hpp"

#include "tictactoe/core/path_text.hpp"
#include "tictactoe/core/read_file.hpp"

#include <chrono>
#include <ctime>
#include <system_error>

namespace fs = std::filesystem;

namespace ttt {

namespace {

std::string localTimestamp() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm parts{};
#ifdef _WIN32
    localtime_s(&parts, &now);
#else
    localtime_r(&now, &parts);
#endif
    char text[32] = {};
    std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &parts);
    return text;
}

} // namespace

Expected<fs::path> setAside(const fs::path& path) {
    const std::string suffix = ".corrupt-" + localTimestamp();
    for (int attempt = 1; attempt <= 1000; ++attempt) {
        fs::path candidate = path;
        candidate += attempt == 1 ? suffix : suffix + "-" + std::to_string(attempt);
        std::error_code ec;
        if (fs::exists(candidate, ec) || ec) {
            continue;
        }
        fs::rename(path, candidate, ec);
        if (!ec) {
            return candidate;
        }
        return failure("cannot rename " + displayPath(path) + ": " + ec.message());
    }
    return failure("cannot find a free name to set " + displayPath(path) + " aside");
}

LoadReport loadOrSetAside(const fs::path& path, std::uintmax_t maxBytes, std::string_view what,
                          std::string_view fallback,
                          const std::function<Expected<void>(std::string_view)>& parse) {
    LoadReport report;
    const auto file = readTextFile(path, maxBytes);
    if (!file && file.error().kind == FileProblem::Kind::Missing) {
        return report;
    }
    std::string reason = file ? std::string() : file.error().message;
    if (file) {
        const auto taken = parse(*file);
        if (taken) {
            report.loaded = true;
            return report;
        }
        reason = taken.error().message;
    }
    std::string notice = "The " + std::string(what) + " file " + displayPath(path) +
                         " could not be used (" + reason + "). ";
    const auto moved = setAside(path);
    if (moved) {
        report.setAsideAs = moved.value();
        notice += "It was kept as " + displayPath(moved.value()) + "; the game continues with " +
                  std::string(fallback) + ".";
    } else {
        report.safeToSave = false;
        notice += "It could not be moved aside (" + moved.error().message +
                  "), so it is left as it is and will not be overwritten; the game continues "
                  "with " +
                  std::string(fallback) + ".";
    }
    report.notice = std::move(notice);
    return report;
}

} // namespace ttt
