#!/usr/bin/env bash
# Fuzzes every reader of outside input (tests/fuzz) with libFuzzer, ASan and
# UBSan: the game record, the leaderboard, .psq, the settings' text values,
# the arena's openings, the brain's protocol session, external engines'
# replies and the network game's messages. Starts from the seed corpus in
# tests/fuzz/corpus (the repository's copy is never changed) and prints one
# line of figures per target.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     default: 30 s, all
#
# An input that breaks a promise is kept in build/fuzz/findings/; add it to
# tests/fuzz/corpus/<target>/ once fixed, so that it stays a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
    targets=(game_record leaderboard psq game_text settings_values openings brain_session engine_replies
        net_messages)
fi

for p in clang libclang-rt-14-dev; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        bash scripts/install-deps.sh --fuzz
        break
    fi
done

echo "=== fuzz: configure and build (clang, libFuzzer, ASan, UBSan) ==="
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc 2>/dev/null || echo 2)" --target \
    $(printf 'ttt-fuzz-%s ' "${targets[@]}")

bin=build/fuzz/tests/fuzz
work=build/fuzz/runs
findings=build/fuzz/findings
mkdir -p "$work" "$findings"

run_one() {
    local target=$1 corpus="$work/$1"
    rm -rf "$corpus"
    mkdir -p "$corpus"
    cp tests/fuzz/corpus/"$target"/* "$corpus"/
    # -max_len: large enough for every format's interesting shapes, small
    # enough to stay fast; the readers' size limits are tested by CTest.
    "$bin/ttt-fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=16384 -print_final_stats=1 -artifact_prefix="$findings/$target-" \
        "$corpus" >"$work/$target.log" 2>&1
}

failed=()
pids=()
jobs=$(nproc 2>/dev/null || echo 2)
for target in "${targets[@]}"; do
    run_one "$target" &
    pids+=("$!:$target")
    while (($(jobs -rp | wc -l) >= jobs)); do
        wait -n || true
    done
done
for entry in "${pids[@]}"; do
    wait "${entry%%:*}" || failed+=("${entry#*:}")
done

printf '%-16s %12s %10s %10s %8s  %s\n' target runs exec/s corpus cover result
for target in "${targets[@]}"; do
    log="$work/$target.log"
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    corpus=$(find "$work/$target" -type f | wc -l)
    cover=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    result=ok
    [[ " ${failed[*]} " == *" $target "* ]] && result="FAILED (see $log)"
    printf '%-16s %12s %10s %10s %8s  %s\n' "$target" "${runs:-?}" "${speed:-?}" "$corpus" \
        "${cover:-?}" "$result"
done
if ((${#failed[@]} > 0)); then
    for target in "${failed[@]}"; do
        echo "--- $target ---"
        grep -E 'ERROR|broken promise|SUMMARY|Test unit written' "$work/$target.log" | head -20
    done
    exit 1
fi
