#pragma once

// The processor time a thread has used: how a test knows that a search is
// under way, and how long it went on after a cancel, whatever the load of
// the machine (wall-clock time on a busy machine says neither). Linux only;
// elsewhere nothing, and the caller falls back to wall-clock waits.

#include <chrono>
#include <optional>
#include <thread>

#if defined(__linux__)
#include <pthread.h>
#include <time.h>
#endif

namespace ttt::test {

#if defined(__linux__)
inline std::optional<std::chrono::microseconds> readClock(clockid_t clock) {
    timespec used{};
    if (::clock_gettime(clock, &used) != 0) {
        return std::nullopt;
    }
    return std::chrono::seconds{used.tv_sec} +
           std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::nanoseconds{used.tv_nsec});
}
#endif

inline std::optional<std::chrono::microseconds>
threadCpuTime([[maybe_unused]] std::thread& thread) {
#if defined(__linux__)
    clockid_t clock{};
    if (::pthread_getcpuclockid(thread.native_handle(), &clock) != 0) {
        return std::nullopt;
    }
    return readClock(clock);
#else
    return std::nullopt;
#endif
}

// The calling thread's own processor time.
inline std::optional<std::chrono::microseconds> ownCpuTime() {
#if defined(__linux__)
    return readClock(CLOCK_THREAD_CPUTIME_ID);
#else
    return std::nullopt;
#endif
}

} // namespace ttt::test
