#pragma once

// Files that survive crashes and damage (SPEC P5, docs/file-formats.md,
// "Safety"):
// - AtomicFileWriter writes a temporary file next to the target, flushes it to
//   the disk and only then renames it over the target, so the target always
//   holds either the old or the new content in full.
// - readTextFile reads with a size cap.
// - setAside renames a damaged file to "<name>.corrupt-<YYYYmmdd-HHMMSS>".
// - loadOrSetAside combines them for files the program owns (leaderboard,
//   autosave): a file that cannot be used is set aside, never deleted, and the
//   player gets one message saying what happened and where the file is now.

#include "tictactoe/core/result.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace ttt {

class AtomicFileWriter {
public:
    // Creates the target's folder if needed and opens a new temporary file in
    // it. Check ok() (or the result of commit()) for failures.
    explicit AtomicFileWriter(std::filesystem::path target);
    // Without a successful commit() the temporary file is removed and the target
    // is left as it was.
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

    // Appends bytes; false (and nothing more is written) after any failure.
    bool write(std::string_view bytes);
    // Flushes to the disk and renames over the target. Nothing on success,
    // else why it failed (the target is then unchanged).
    [[nodiscard]] std::optional<std::string> commit();

    [[nodiscard]] bool ok() const { return error_.empty(); }
    [[nodiscard]] const std::string& error() const { return error_; }
    [[nodiscard]] const std::filesystem::path& temporaryPath() const { return temporary_; }

    // For tests: after this many more bytes every write fails, as on a full disk.
    void failAfterBytesForTesting(std::size_t bytes) { failAfter_ = bytes; }

private:
    void fail(std::string message);
    void discard();

    std::filesystem::path target_;
    std::filesystem::path temporary_;
    std::intptr_t handle_ = -1; // a file descriptor, or a Windows HANDLE
    std::optional<std::size_t> failAfter_;
    bool committed_ = false;
    std::string error_;
};

// Writes `content` atomically; nothing on success, else why not.
[[nodiscard]] std::optional<std::string> writeFileAtomically(const std::filesystem::path& target,
                                                             std::string_view content);

enum class ReadStatus { Ok, Missing, TooLarge, Failed };
struct FileText {
    ReadStatus status = ReadStatus::Failed;
    std::string text;  // when Ok
    std::string error; // when TooLarge or Failed
};
[[nodiscard]] FileText readTextFile(const std::filesystem::path& path, std::uintmax_t maxBytes);

// Renames `path` to "<path>.corrupt-<local time YYYYmmdd-HHMMSS>" (adding "-2",
// "-3", ... if that name is taken) and returns the new path.
[[nodiscard]] Result<std::filesystem::path> setAside(const std::filesystem::path& path);

struct LoadReport {
    bool loaded = false; // false: the caller's defaults are in use
    // When set: tell the player once (the reason has been dealt with: the file
    // was moved away, so the next start will not show it again).
    std::optional<std::string> notice;
    std::optional<std::filesystem::path> setAsideAs;
    // False only when a damaged file could not be moved away: saving over it
    // would destroy it, so the caller should not save to this path this time.
    bool safeToSave = true;
};

// Loads a file the program owns. `parse` gets the text and returns nothing
// when it took the content, or the reason it cannot. A missing file is not a
// problem (loaded = false, no notice). A file that is too large, unreadable
// or refused by `parse` is set aside and a notice is returned, e.g.
// "The leaderboard file could not be used (line 3: ...). It was kept as
// /home/a/.local/share/TicTacToe/leaderboard.json.corrupt-20261122-193000; the
// game continues with an empty leaderboard."
// `what` names the file ("leaderboard"), `fallback` what is used instead
// ("an empty leaderboard").
LoadReport loadOrSetAside(const std::filesystem::path& path, std::uintmax_t maxBytes,
                          std::string_view what, std::string_view fallback,
                          const std::function<std::optional<std::string>(std::string_view)>& parse);

// A path as UTF-8 text, for messages.
[[nodiscard]] std::string displayPath(const std::filesystem::path& path);

} // namespace ttt
