#pragma once

// One owner for an operating-system handle (a POSIX file descriptor, a
// Windows HANDLE): closed exactly once, movable, never copied. The traits say
// what "no handle" is and how to close one. Private to the core layer.

#include <utility>

namespace ttt::detail {

template <class Traits> class UniqueHandle {
public:
    using Value = typename Traits::Value;

    UniqueHandle() = default;
    explicit UniqueHandle(Value value) : value_(value) {}
    ~UniqueHandle() { reset(); }
    UniqueHandle(UniqueHandle&& other) noexcept : value_(other.release()) {}
    UniqueHandle& operator=(UniqueHandle&& other) noexcept {
        if (this != &other) {
            reset(other.release());
        }
        return *this;
    }
    UniqueHandle(const UniqueHandle&) = delete;
    UniqueHandle& operator=(const UniqueHandle&) = delete;

    [[nodiscard]] Value get() const { return value_; }
    [[nodiscard]] bool valid() const { return Traits::valid(value_); }
    Value release() { return std::exchange(value_, Traits::invalid()); }
    void reset(Value value = Traits::invalid()) {
        if (valid()) {
            Traits::close(value_);
        }
        value_ = value;
    }

private:
    Value value_ = Traits::invalid();
};

} // namespace ttt::detail

#ifdef _WIN32
#include "windows_api.hpp"

namespace ttt::detail {
struct WindowsHandleTraits {
    using Value = HANDLE;
    static Value invalid() { return nullptr; }
    static bool valid(Value h) { return h != nullptr && h != INVALID_HANDLE_VALUE; }
    static void close(Value h) { ::CloseHandle(h); }
};
using Handle = UniqueHandle<WindowsHandleTraits>;
} // namespace ttt::detail
#else
#include <unistd.h>

namespace ttt::detail {
struct FileDescriptorTraits {
    using Value = int;
    static Value invalid() { return -1; }
    static bool valid(Value fd) { return fd >= 0; }
    static void close(Value fd) { ::close(fd); }
};
using Fd = UniqueHandle<FileDescriptorTraits>;
} // namespace ttt::detail
#endif
