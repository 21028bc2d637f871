#pragma once

// What a fuzz target may do when a reader's promise is broken: stop the run
// loudly, in every build type (assert would vanish under NDEBUG), so that the
// fuzzer keeps the input that did it.

#include <cstdio>
#include <cstdlib>

#define TTT_FUZZ_CHECK(condition)                                                                  \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: broken promise: %s\n", __FILE__, __LINE__, #condition);   \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)

// A target that replays what it reads says here that it took the whole input
// (read it and replayed the game). The seed corpus run (standalone_main.cpp
// with --seeds-accepted) then fails when a seed, any file not named
// regression-*, was not taken: a reader that refuses a valid seed is broken,
// even though it refused it politely.
inline bool& fuzzInputAccepted() {
    static bool accepted = false;
    return accepted;
}
