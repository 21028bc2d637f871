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
