#pragma once

// Writing a file so that a crash or a full disk never leaves it half written
// (features.md P5, docs/file-formats.md, "Safety"): AtomicFileWriter writes a
// temporary file next to the target, flushes it to the disk and only then
// renames it over the target, so the target always holds either the old or
// the new content in full. A target that is a symbolic link is written
// through: the file it points to is replaced and the link stays a link.

#include "tictactoe/core/expected.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string_view>

namespace ttt {

class AtomicFileWriter {
public:
    // Creates the target's folder if needed and opens a new temporary file in
    // it. A failure here is reported by write() and commit().
    explicit AtomicFileWriter(std::filesystem::path target);
    // Without a successful commit() the temporary file is removed and the target
    // is left as it was.
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

    // Appends bytes; after any failure nothing more is written and the first
    // failure is returned again.
    Expected<void> write(std::string_view bytes);
    // Flushes to the disk and renames over the target (the target is
    // unchanged when this fails).
    [[nodiscard]] Expected<void> commit();

    [[nodiscard]] const std::filesystem::path& temporaryPath() const { return temporary_; }

    // For tests: after this many more bytes every write fails, as on a full disk.
    void failAfterBytesForTesting(std::size_t bytes) { failAfter_ = bytes; }

private:
    void fail(Text text);
    void discard();

    std::filesystem::path target_;
    std::filesystem::path temporary_;
    std::intptr_t handle_ = -1; // a file descriptor, or a Windows HANDLE
    std::optional<std::size_t> failAfter_;
    bool committed_ = false;
    std::optional<Error> error_; // the first failure
};

// Writes `content` atomically.
[[nodiscard]] Expected<void> writeFileAtomically(const std::filesystem::path& target,
                                                 std::string_view content);

} // namespace ttt
