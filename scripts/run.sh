#!/usr/bin/env bash
# Sets everything up and starts the game: installs the Debian packages, builds
# the release preset and runs the window.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh --game-only
cmake --preset release >/dev/null
cmake --build --preset release --target TicTacToe -j "$(nproc 2>/dev/null || echo 2)"
exec ./build/release/src/gui/TicTacToe "$@"
