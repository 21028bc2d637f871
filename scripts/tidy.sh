#!/usr/bin/env bash
# clang-tidy (.clang-tidy) over every source file of the layers below the
# window: core, game, ai, records, protocol, players, net, and the tools and brain
# built on them. Needs the compile database of a configured build (default
# build/ci; scripts/test.sh configures it first). Fails on any finding.
#
#   scripts/tidy.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build/ci}
[[ -f "$build/compile_commands.json" ]] || {
    echo "tidy: no $build/compile_commands.json; configure and build first" >&2
    exit 2
}
tidy=$(command -v clang-tidy-14 || command -v clang-tidy || true)
if [[ -z "$tidy" ]]; then
    bash scripts/install-deps.sh --tidy
    tidy=$(command -v clang-tidy-14 || command -v clang-tidy)
fi

start=$(date +%s)
# The Windows-only file is not in a Linux compile database. Clang's
# -Wconversion includes sign conversions, which GCC's (the reference) does not.
find src/core src/game src/ai src/records src/protocol src/players src/net src/tools src/brain \
    -name '*.cpp' ! -name '*_win32.cpp' | sort |
    xargs -P "$(nproc 2>/dev/null || echo 2)" -n 6 "$tidy" -p "$build" --quiet \
        --extra-arg=-Wno-sign-conversion >"$build/tidy.log" 2>&1 || status=$?
if grep -E "(warning|error):" "$build/tidy.log"; then
    echo "tidy: findings above (full output in $build/tidy.log)" >&2
    exit 1
fi
if [[ -n "${status:-}" ]]; then
    cat "$build/tidy.log" >&2
    exit 1
fi
echo "tidy: no findings ($(($(date +%s) - start)) s)"
