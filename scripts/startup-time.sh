#!/usr/bin/env bash
# How much later the game's window is up than an empty wxWidgets frame of the
# same size (ttt-empty-frame, tests/gui/empty_frame.cpp) on this machine.
# Starts each program RUNS times, alternately, every time with a fresh, empty
# HOME (no settings, no autosaved game), measures the time from the exec until
# its top-level window is mapped and until it answers a ping from its event
# loop, kills it, and prints the medians and the ratio of the game's median to
# the empty frame's (docs/measurements.md, "Start-up time").
#
#   scripts/startup-time.sh [BUILD_DIR] [options] [-- GAME ARGS...]
#
#   BUILD_DIR        a Linux build directory with both programs built
#                    (default build/release:
#                    cmake --build build/release --target TicTacToe ttt-empty-frame)
#   --runs N         runs of each program (default 10), after one warm-up run each
#   --timeout S      seconds a run may take to show its window (default 20)
#   --home DIR       copy DIR into each fresh HOME (e.g. a HOME with saved settings
#                    and an autosaved game), instead of starting empty
#   --hard-game      a returning Gomoku player's HOME: settings with Hard on
#                    15x15 and the stones theme, and an autosaved round of six
#                    moves against Hard, which the game restores
#   --max-ratio R    exit with status 3 when the ratio (window mapped) is above R
#   GAME ARGS        given to the game only (e.g. --demo=gomoku)
#
# Uses $DISPLAY when it is set, otherwise starts its own Xvfb (1280x1024x24).
# Needs python3-xlib (scripts/install-deps.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/lib/headless.sh"
cd "$TTT_REPO_DIR"

build_dir=build/release
hard_game=0
probe_args=()
game_args=()
if [[ $# -gt 0 && "$1" != -* ]]; then
    build_dir=$1
    shift
fi
while [[ $# -gt 0 ]]; do
    case "$1" in
    --runs | --timeout | --home | --max-ratio)
        [[ $# -ge 2 ]] || die "$1 needs a value"
        probe_args+=("$1" "$2")
        shift 2
        ;;
    --hard-game)
        hard_game=1
        shift
        ;;
    --)
        shift
        game_args=("$@")
        break
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *) die "unknown option $1 (see --help)" ;;
    esac
done

game="$build_dir/src/gui/TicTacToe"
baseline="$build_dir/tests/gui/ttt-empty-frame"
for program in "$game" "$baseline"; do
    [[ -x "$program" ]] ||
        die "$program is missing: cmake --build $build_dir --target TicTacToe ttt-empty-frame"
done
/usr/bin/python3 -c 'import Xlib' 2>/dev/null || die "python3-xlib is missing (scripts/install-deps.sh)"

template=""
cleanup() {
    stop_xvfb
    [[ -z "$template" ]] || rm -rf "$template"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The settings and the autosave where the game looks for them under $HOME (Linux).
write_hard_game() {
    mkdir -p "$1/.config/tictactoe" "$1/.local/share/tictactoe"
    cat >"$1/.config/tictactoe/settings.ini" <<'INI'
[game]
mode=1
starts=0
opening=0
computer=hard:1000ms
adaptLevel=0
sounds=0
[players]
name1=Alice
name2=
[board]
unlimited=0
width=15
height=15
k=5
exact=0
moveLimit=0
restriction=0
[view]
theme=stones
moveList=0
toolbar=0
forbidden=1
language=system
INI
    cat >"$1/.local/share/tictactoe/autosave.tttgame" <<'JSON'
{
  "format": "tictactoe-game",
  "version": 1,
  "rules": {"field": "bounded", "width": 15, "height": 15, "k": 5, "overline": "freestyle"},
  "mode": "human-vs-computer",
  "players": [
    {"name": "Alice", "kind": "human"},
    {"name": "Computer", "kind": "computer", "bot": "hard"}
  ],
  "starts": "player1",
  "completedRounds": 3,
  "firstToMove": "X",
  "score": {"player1": 1, "player2": 2, "draws": 0},
  "result": {"outcome": "in-progress"},
  "moves": [[7, 7], [8, 8], [6, 8], [8, 6], [7, 9], [8, 7]]
}
JSON
}
if ((hard_game)); then
    template=$(mktemp -d)
    write_hard_game "$template"
    probe_args+=(--home "$template")
fi
if [[ -z "${DISPLAY:-}" ]]; then
    start_xvfb
fi
# No accessibility bus: there is no session bus to find it on under Xvfb, and
# looking for it only adds noise to both programs.
export NO_AT_BRIDGE=1

grep -m1 'CMAKE_BUILD_TYPE:' "$build_dir/CMakeCache.txt" 2>/dev/null | sed 's/.*=/build type: /' || true
echo "display: $DISPLAY, $(nproc) processors"
/usr/bin/python3 "$TTT_REPO_DIR/scripts/lib/startup_probe.py" "${probe_args[@]}" \
    "$baseline" "$game" "${game_args[@]}"
