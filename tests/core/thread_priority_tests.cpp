#include "tictactoe/core/thread_priority.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <thread>

#if defined(_WIN32)
#include "windows_api.hpp"
#elif defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace {

// The calling thread's priority as the system tells it: its nice value on
// Linux, its thread priority on Windows.
int ownPriority() {
#if defined(_WIN32)
    return GetThreadPriority(GetCurrentThread());
#elif defined(__linux__)
    return getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
#else
    return 0;
#endif
}

} // namespace

TEST_CASE("A thread lowers its own priority on Linux, and only its own", "[core][threads]") {
    const int mainBefore = ownPriority();
    int before = 0;
    int after = 0;
    std::thread([&] {
        before = ownPriority();
        ttt::lowerThisThreadsPriority();
        after = ownPriority();
    }).join();
#if defined(__linux__)
    CHECK(after == std::min(before + 10, 19)); // 10 nice levels lower, at most the lowest
#else
    CHECK(after == before); // Windows: left alone (thread_priority.hpp says why)
#endif
    CHECK(ownPriority() == mainBefore); // the calling program's other threads keep theirs
}
