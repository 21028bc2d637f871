#include "tictactoe/core/safe_file.hpp"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <fstream>
#include <system_error>

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
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
std::string systemMessage(DWORD code) {
    char* buffer = nullptr;
    const DWORD length = FormatMessageA(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, code, 0, reinterpret_cast<LPSTR>(&buffer), 0, nullptr);
    std::string text = length > 0 && buffer != nullptr ? std::string(buffer, length)
                                                       : "error " + std::to_string(code);
    if (buffer != nullptr) {
        LocalFree(buffer);
    }
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == '.')) {
        text.pop_back();
    }
    return text;
}
std::string lastError() {
    return systemMessage(GetLastError());
}
HANDLE toHandle(std::intptr_t handle) {
    return reinterpret_cast<HANDLE>(handle);
}
unsigned long processId() {
    return GetCurrentProcessId();
}
#else
std::string lastError() {
    return std::strerror(errno);
}
unsigned long processId() {
    return static_cast<unsigned long>(getpid());
}
#endif

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

std::string displayPath(const fs::path& path) {
    const std::u8string text = path.u8string();
    return std::string(text.begin(), text.end());
}

AtomicFileWriter::AtomicFileWriter(fs::path target) : target_(std::move(target)) {
    std::error_code ec;
    // A symbolic link is written through: the file it points to is replaced
    // and the link stays a link.
    // (Followed by hand: a link to a file that does not exist yet is followed too.)
    for (int hops = 0; fs::is_symlink(fs::symlink_status(target_, ec)); ++hops) {
        const fs::path next = fs::read_symlink(target_, ec);
        if (ec || hops == 40) {
            fail("cannot follow the link " + displayPath(target_) +
                 (ec ? ": " + ec.message() : std::string(": too many links")));
            return;
        }
        target_ = next.is_absolute() ? next : target_.parent_path() / next;
    }
    const fs::path folder = target_.parent_path();
    if (!folder.empty()) {
        fs::create_directories(folder, ec);
        if (ec) {
            fail("cannot create the folder " + displayPath(folder) + ": " + ec.message());
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
        fail("cannot create " + displayPath(temporary_) + ": " + lastError());
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
        fail("cannot create " + displayPath(temporary_) + ": " + lastError());
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

void AtomicFileWriter::fail(std::string message) {
    if (error_.empty()) {
        error_ = std::move(message);
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

bool AtomicFileWriter::write(std::string_view bytes) {
    if (!ok() || committed_) {
        return false;
    }
    while (!bytes.empty()) {
        std::size_t chunk = std::min<std::size_t>(bytes.size(), std::size_t{1} << 20U);
        if (failAfter_) {
            if (*failAfter_ == 0) {
                fail("no space left on the disk (simulated)");
                return false;
            }
            chunk = std::min(chunk, *failAfter_);
        }
#ifdef _WIN32
        DWORD written = 0;
        if (!WriteFile(toHandle(handle_), bytes.data(), static_cast<DWORD>(chunk), &written,
                       nullptr)) {
            fail("cannot write " + displayPath(temporary_) + ": " + lastError());
            return false;
        }
        const std::size_t done = written;
#else
        const ssize_t written = ::write(static_cast<int>(handle_), bytes.data(), chunk);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            fail("cannot write " + displayPath(temporary_) + ": " + lastError());
            return false;
        }
        const auto done = static_cast<std::size_t>(written);
#endif
        if (failAfter_) {
            *failAfter_ -= done;
        }
        bytes.remove_prefix(done);
    }
    return true;
}

std::optional<std::string> AtomicFileWriter::commit() {
    if (committed_) {
        return std::nullopt;
    }
    if (!ok()) {
        discard();
        return error_;
    }
#ifdef _WIN32
    const bool flushed = FlushFileBuffers(toHandle(handle_)) != 0;
    if (!flushed) {
        fail("cannot flush " + displayPath(temporary_) + ": " + lastError());
    }
    CloseHandle(toHandle(handle_));
    handle_ = -1;
    if (ok() && !MoveFileExW(temporary_.c_str(), target_.c_str(),
                             MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        fail("cannot replace " + displayPath(target_) + ": " + lastError());
    }
#else
    const int fd = static_cast<int>(handle_);
    if (::fsync(fd) != 0) {
        fail("cannot flush " + displayPath(temporary_) + ": " + lastError());
    }
    if (::close(fd) != 0) {
        fail("cannot close " + displayPath(temporary_) + ": " + lastError());
    }
    handle_ = -1;
    if (ok() && ::rename(temporary_.c_str(), target_.c_str()) != 0) {
        fail("cannot replace " + displayPath(target_) + ": " + lastError());
    }
    if (ok()) {
        committed_ = true; // the new content is in place; nothing to discard
        // Make the rename itself durable. File systems that cannot flush a
        // folder say so with EINVAL; any other failure is reported.
        const fs::path folder =
            target_.parent_path().empty() ? fs::path(".") : target_.parent_path();
        const int dir = ::open(folder.c_str(), O_RDONLY | O_CLOEXEC);
        if (dir < 0) {
            return "the file was written, but its folder " + displayPath(folder) +
                   " could not be opened to make that permanent: " + lastError();
        }
        const bool flushed = ::fsync(dir) == 0 || errno == EINVAL;
        const std::string flushError = flushed ? std::string() : lastError();
        ::close(dir);
        if (!flushed) {
            return "the file was written, but its folder " + displayPath(folder) +
                   " could not be flushed to the disk: " + flushError;
        }
        return std::nullopt;
    }
#endif
    if (!ok()) {
        discard();
        return error_;
    }
    committed_ = true;
    return std::nullopt;
}

std::optional<std::string> writeFileAtomically(const fs::path& target, std::string_view content) {
    AtomicFileWriter writer(target);
    writer.write(content);
    return writer.commit();
}

FileText readTextFile(const fs::path& path, std::uintmax_t maxBytes) {
    FileText result;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (status.type() == fs::file_type::not_found) {
        result.status = ReadStatus::Missing;
        return result;
    }
    if (ec) {
        result.error = "cannot read it: " + ec.message();
        return result;
    }
    if (!fs::is_regular_file(status)) {
        result.error = "it is not a regular file";
        return result;
    }
    const std::uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > maxBytes) {
        result.status = ReadStatus::TooLarge;
        result.error = "it is too large (" + std::to_string(size) + " bytes; at most " +
                       std::to_string(maxBytes) + " are expected)";
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        result.error = "cannot open it for reading";
        return result;
    }
    // Stop one byte past the limit, in case the file grew after its size was taken.
    std::string text;
    std::string chunk(std::size_t{64} << 10U, '\0');
    while (in && text.size() <= maxBytes) {
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        result.error = "reading it failed";
        return result;
    }
    if (text.size() > maxBytes) {
        result.status = ReadStatus::TooLarge;
        result.error = "it is too large (more than " + std::to_string(maxBytes) + " bytes)";
        return result;
    }
    result.status = ReadStatus::Ok;
    result.text = std::move(text);
    return result;
}

Result<fs::path> setAside(const fs::path& path) {
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
        return Failure{"cannot rename " + displayPath(path) + ": " + ec.message()};
    }
    return Failure{"cannot find a free name to set " + displayPath(path) + " aside"};
}

LoadReport
loadOrSetAside(const fs::path& path, std::uintmax_t maxBytes, std::string_view what,
               std::string_view fallback,
               const std::function<std::optional<std::string>(std::string_view)>& parse) {
    LoadReport report;
    const FileText file = readTextFile(path, maxBytes);
    if (file.status == ReadStatus::Missing) {
        return report;
    }
    std::string reason = file.error;
    if (file.status == ReadStatus::Ok) {
        const auto refused = parse(file.text);
        if (!refused) {
            report.loaded = true;
            return report;
        }
        reason = *refused;
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
        notice += "It could not be moved aside (" + moved.error() +
                  "), so it is left as it is and will not be overwritten; the game continues "
                  "with " +
                  std::string(fallback) + ".";
    }
    report.notice = std::move(notice);
    return report;
}

} // namespace ttt
