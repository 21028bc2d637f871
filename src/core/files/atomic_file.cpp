#include "tictactoe/core/atomic_file.hpp"

#include "tictactoe/core/path_text.hpp"
#include "tictactoe/core/system_error.hpp"

#include <atomic>
#include <cerrno>
#include <string>
#include <system_error>

#ifdef _WIN32
#include "../windows_api.hpp"
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace fs = std::filesystem;

namespace ttt {

namespace {

std::atomic<unsigned> temporaryCounter{0};

#ifdef _WIN32
HANDLE toHandle(std::intptr_t handle) {
    return reinterpret_cast<HANDLE>(handle);
}
unsigned long processId() {
    return GetCurrentProcessId();
}
#else
unsigned long processId() {
    return static_cast<unsigned long>(getpid());
}
#endif

} // namespace

AtomicFileWriter::AtomicFileWriter(fs::path target) : target_(std::move(target)) {
    std::error_code ec;
    // A symbolic link is written through: the file it points to is replaced
    // and the link stays a link.
    // (Followed by hand: a link to a file that does not exist yet is followed too.)
    for (int hops = 0; fs::is_symlink(fs::symlink_status(target_, ec)); ++hops) {
        const fs::path next = fs::read_symlink(target_, ec);
        if (ec || hops == 40) {
            fail(ec ? Text("cannot follow the link {0}: {1}", displayPath(target_), ec.message())
                    : Text("cannot follow the link {0}: too many links", displayPath(target_)));
            return;
        }
        target_ = next.is_absolute() ? next : target_.parent_path() / next;
    }
    const fs::path folder = target_.parent_path();
    if (!folder.empty()) {
        fs::create_directories(folder, ec);
        if (ec) {
            fail(Text("cannot create the folder {0}: {1}", displayPath(folder), ec.message()));
            return;
        }
    }
    // Same folder as the target, so that the final rename never crosses file
    // systems; a short name of its own, so that a target whose name is as
    // long as the file system allows can still be written.
    temporary_ = folder / (".ttt-" + std::to_string(processId()) + "-" +
                           std::to_string(temporaryCounter.fetch_add(1)) + ".tmp");
#ifdef _WIN32
    HANDLE file = CreateFileW(temporary_.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW,
                              FILE_ATTRIBUTE_NORMAL, nullptr);
    if (file == INVALID_HANDLE_VALUE) {
        fail(Text("cannot create {0}: {1}", displayPath(temporary_), lastSystemError()));
        return;
    }
    handle_ = reinterpret_cast<std::intptr_t>(file);
#else
    mode_t mode = 0666;
    struct stat existing {};
    if (::stat(target_.c_str(), &existing) == 0) {
        mode = existing.st_mode & 07777; // keep the old file's permissions
    }
    const int fd = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0) {
        fail(Text("cannot create {0}: {1}", displayPath(temporary_), lastSystemError()));
        return;
    }
    handle_ = fd;
#endif
}

AtomicFileWriter::~AtomicFileWriter() {
    if (!committed_) {
        discard();
    }
}

void AtomicFileWriter::fail(Text text) {
    if (!error_) {
        error_ = Error{std::move(text)};
    }
}

void AtomicFileWriter::discard() {
    if (handle_ != -1) {
#ifdef _WIN32
        CloseHandle(toHandle(handle_));
#else
        ::close(static_cast<int>(handle_));
#endif
        handle_ = -1;
    }
    if (!temporary_.empty()) {
        std::error_code ignored;
        fs::remove(temporary_, ignored);
    }
}

Expected<void> AtomicFileWriter::write(std::string_view bytes) {
    if (committed_) {
        return failure(Text("the file was already written"));
    }
    if (error_) {
        return tl::unexpected(*error_);
    }
    while (!bytes.empty()) {
        std::size_t chunk = std::min<std::size_t>(bytes.size(), std::size_t{1} << 20U);
        if (failAfter_) {
            if (*failAfter_ == 0) {
                fail(Text("no space left on the disk (simulated)"));
                return tl::unexpected(*error_);
            }
            chunk = std::min(chunk, *failAfter_);
        }
#ifdef _WIN32
        DWORD written = 0;
        if (!WriteFile(toHandle(handle_), bytes.data(), static_cast<DWORD>(chunk), &written,
                       nullptr)) {
            fail(Text("cannot write {0}: {1}", displayPath(temporary_), lastSystemError()));
            return tl::unexpected(*error_);
        }
        const std::size_t done = written;
#else
        const ssize_t written = ::write(static_cast<int>(handle_), bytes.data(), chunk);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            fail(Text("cannot write {0}: {1}", displayPath(temporary_), lastSystemError()));
            return tl::unexpected(*error_);
        }
        const auto done = static_cast<std::size_t>(written);
#endif
        if (failAfter_) {
            *failAfter_ -= done;
        }
        bytes.remove_prefix(done);
    }
    return {};
}

Expected<void> AtomicFileWriter::commit() {
    if (committed_) {
        return {};
    }
    if (error_) {
        discard();
        return tl::unexpected(*error_);
    }
#ifdef _WIN32
    const bool flushed = FlushFileBuffers(toHandle(handle_)) != 0;
    if (!flushed) {
        fail(Text("cannot flush {0}: {1}", displayPath(temporary_), lastSystemError()));
    }
    CloseHandle(toHandle(handle_));
    handle_ = -1;
    if (!error_ && !MoveFileExW(temporary_.c_str(), target_.c_str(),
                                MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        fail(Text("cannot replace {0}: {1}", displayPath(target_), lastSystemError()));
    }
#else
    const int fd = static_cast<int>(handle_);
    if (::fsync(fd) != 0) {
        fail(Text("cannot flush {0}: {1}", displayPath(temporary_), lastSystemError()));
    }
    if (::close(fd) != 0) {
        fail(Text("cannot close {0}: {1}", displayPath(temporary_), lastSystemError()));
    }
    handle_ = -1;
    if (!error_ && ::rename(temporary_.c_str(), target_.c_str()) != 0) {
        fail(Text("cannot replace {0}: {1}", displayPath(target_), lastSystemError()));
    }
    if (!error_) {
        committed_ = true; // the new content is in place; nothing to discard
        // Make the rename itself durable. File systems that cannot flush a
        // folder say so with EINVAL; any other failure is reported.
        const fs::path folder =
            target_.parent_path().empty() ? fs::path(".") : target_.parent_path();
        const int dir = ::open(folder.c_str(), O_RDONLY | O_CLOEXEC);
        if (dir < 0) {
            return failure(Text("the file was written, but its folder {0} could not be opened "
                                "to make that permanent: {1}",
                                displayPath(folder), lastSystemError()));
        }
        const bool flushed = ::fsync(dir) == 0 || errno == EINVAL;
        const std::string flushError = flushed ? std::string() : lastSystemError();
        ::close(dir);
        if (!flushed) {
            return failure(Text("the file was written, but its folder {0} could not be flushed "
                                "to the disk: {1}",
                                displayPath(folder), flushError));
        }
        return {};
    }
#endif
    if (error_) {
        discard();
        return tl::unexpected(*error_);
    }
    committed_ = true;
    return {};
}

Expected<void> writeFileAtomically(const fs::path& target, std::string_view content) {
    AtomicFileWriter writer(target);
    if (auto written = writer.write(content); !written) {
        return written;
    }
    return writer.commit();
}

} // namespace ttt
