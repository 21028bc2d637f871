#!/usr/bin/env bash
# Sets everything up and runs every test: installs the Debian packages, checks
# the formatting of the C++ sources against .clang-format, builds
# with warnings as errors, runs CTest, then builds and runs the tests again
# under AddressSanitizer + UndefinedBehaviorSanitizer, checks the layers below
# the window with clang-tidy (scripts/tidy.sh), and fuzzes every reader
# of outside input for a short while (scripts/fuzz.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh

echo "=== formatting (clang-format, .clang-format) ==="
find include src tests -name '*.hpp' -o -name '*.cpp' | xargs clang-format --dry-run --Werror
echo "all C++ files formatted"

jobs=$(nproc 2>/dev/null || echo 2)
for preset in ci ci-asan; do
    echo "=== ${preset}: configure and build ==="
    cmake --preset "${preset}" >/dev/null
    cmake --build --preset "${preset}" -j "${jobs}"
    echo "=== ${preset}: tests ==="
    ctest --preset "${preset}"
    if [[ "${preset}" == ci ]]; then
        echo "=== clang-tidy on the layers below the window ==="
        bash scripts/tidy.sh build/ci
    fi
done

# The readers under libFuzzer for a short while (the seed corpus already ran
# in CTest above); scripts/fuzz.sh with a longer time for a real session.
echo "=== fuzzing the readers (${TTT_FUZZ_SECONDS:-20} s each) ==="
bash scripts/fuzz.sh "${TTT_FUZZ_SECONDS:-20}"
