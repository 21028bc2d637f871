#!/usr/bin/env bash
# Sets everything up and runs every test: installs the Debian packages, checks
# the formatting of the C++ sources against .clang-format, builds
# with warnings as errors, runs CTest, then builds and runs the tests again
# under AddressSanitizer + UndefinedBehaviorSanitizer.
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
done
