#!/usr/bin/env bash
# Learns the evaluation of Hard's five-in-a-row search from scratch and writes
# resources/hard/five_eval.txt: rounds of self-play games, each round played
# with the weights the round before fitted, starting from the hand-set values
# (docs/bots.md, "The learned evaluation"): first fitted to the games'
# results, then to the scores of deeper searches. Every step is seeded, so a
# rerun with the same search writes the same file.
#
#   scripts/tune-eval.sh [BUILD_DIR] [WORK_DIR]
#
# BUILD_DIR holds a Release build of the tools (default build/release, made
# if missing); WORK_DIR keeps the games and the weights of each round
# (default build/tune). About 70 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build/release}
work=${2:-build/tune}
jobs=$(nproc 2>/dev/null || echo 2)
if [[ ! -x "$build/src/tools/tune/ttt-tune" ]]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTTT_BUILD_GUI=OFF \
        -DTTT_BUILD_TESTS=OFF
    cmake --build "$build" --target ttt-tune
fi
tune="$build/src/tools/tune/ttt-tune"
mkdir -p "$work"

# One round: GAMES games at NODES nodes a move with the weights IN, then the
# weights fitted to them (starting from IN) written to OUT.
round() {
    local rules=$1 games=$2 nodes=$3 seed=$4 in=$5 out=$6
    local data="$work/games-$rules-$seed.txt"
    rm -f "$data"
    "$tune" selfplay --rules "$rules" --games "$games" --nodes "$nodes" --seed "$seed" \
        --weights "$in" --concurrency "$jobs" --out "$data"
    "$tune" fit --rules "$rules" --data "$data" --from "$in" --out "$out"
}

# A round that learns the search's scores instead of the results: games with
# each move's score, then a fit to the scores of these games and the earlier
# ones given after OUT (the search sees further than a game's end teaches).
score_round() {
    local rules=$1 games=$2 nodes=$3 seed=$4 in=$5 out=$6
    shift 6
    local data="$work/games-$rules-$seed.txt"
    rm -f "$data"
    "$tune" selfplay --rules "$rules" --games "$games" --nodes "$nodes" --seed "$seed" \
        --weights "$in" --concurrency "$jobs" --scores --out "$data"
    local args=()
    for earlier in "$@"; do
        args+=(--data "$earlier")
    done
    "$tune" fit --rules "$rules" "${args[@]}" --data "$data" --from "$in" --epochs 10 \
        --rate 0.5 --lambda 0 --out "$out"
}

"$tune" init >"$work/w0.txt"
# Freestyle (five or more wins), then exact five (its rounds start from the
# hand-set values too and keep the freestyle section as it is).
round gomoku 4000 6000 101 "$work/w0.txt" "$work/w1.txt"
round gomoku 6000 6000 202 "$work/w1.txt" "$work/w2.txt"
round gomoku-exact 4000 6000 303 "$work/w2.txt" "$work/w3.txt"
round gomoku-exact 6000 6000 404 "$work/w3.txt" "$work/w4.txt"
# Freestyle again, the positions' targets now the scores of 30,000-node searches.
score_round gomoku 4000 30000 808 "$work/w4.txt" "$work/w5.txt"
score_round gomoku 4000 30000 909 "$work/w5.txt" "$work/w6.txt" "$work/games-gomoku-808.txt"
# Exact five the same way (Renju plays with these weights too).
score_round gomoku-exact 4000 30000 1010 "$work/w6.txt" "$work/w7.txt"
score_round gomoku-exact 4000 30000 1111 "$work/w7.txt" "$work/w8.txt" \
    "$work/games-gomoku-exact-1010.txt"
{
    echo "# Made by scripts/tune-eval.sh: two rounds of self-play and fit per rule from"
    echo "# the hand-set values (ttt-tune init), then two rounds per rule fitted to the"
    echo "# search's scores of deeper self-play; the last fit's command follows."
    cat "$work/w8.txt"
} >resources/hard/five_eval.txt
echo "resources/hard/five_eval.txt written; measure it (docs/bots.md) before committing"
