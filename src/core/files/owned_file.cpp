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
        return failure(Text("cannot rename {0}: {1}", displayPath(path), ec.message()));
    }
    return failure(Text("cannot find a free name to set {0} aside", displayPath(path)));
}

LoadReport loadOrSetAside(const fs::path& path, std::uintmax_t maxBytes, const Text& what,
                          const Text& fallback,
                          const std::function<Expected<void>(std::string_view)>& parse) {
    LoadReport report;
    const auto file = readTextFile(path, maxBytes);
    if (!file && file.error().kind == FileProblem::Kind::Missing) {
        return report;
    }
    Text reason = file ? Text() : file.error().text;
    if (file) {
        const auto taken = parse(*file);
        if (taken) {
            report.loaded = true;
            return report;
        }
        reason = taken.error().text;
    }
    const auto moved = setAside(path);
    if (moved) {
        report.setAsideAs = moved.value();
        report.notice = Text("{0} {1} could not be used ({2}). It was kept as {3}; the game "
                             "continues with {4}.",
                             what, displayPath(path), reason, displayPath(moved.value()), fallback);
    } else {
        report.safeToSave = false;
        report.notice = Text("{0} {1} could not be used ({2}). It could not be moved aside ({3}), "
                             "so it is left as it is and will not be overwritten; the game "
                             "continues with {4}.",
                             what, displayPath(path), reason, moved.error().text, fallback);
    }
    return report;
}

} // namespace ttt
