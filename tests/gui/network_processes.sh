#!/usr/bin/env bash
# Two game programs on one X server play each other over 127.0.0.1, as two
# people would on two computers (features.md M6): `TicTacToe --host` waits
# with its card (address, port, code), `TicTacToe --join=127.0.0.1:PORT
# --code=…` asks its person to accept the host's game; then Ann and Ben click
# their own boards in turn (a click out of turn is refused) until Ann has
# three in a row. Both windows are closed as a window manager would close
# them, and the autosave of each holds the same finished round and both
# names, and each leaderboard the one result.
# usage: network_processes.sh <TicTacToe> [screenshot folder]
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib/common.sh"
source "$TTT_REPO_DIR/scripts/lib/headless.sh"

game=$1
shots=${2:-}
work=$(mktemp -d)
host_pid=
guest_pid=
cleanup() {
    [[ -n "$host_pid" ]] && kill "$host_pid" 2>/dev/null || true
    [[ -n "$guest_pid" ]] && kill "$guest_pid" 2>/dev/null || true
    stop_xvfb
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/home" "$work/host" "$work/guest"
# A free port on loopback, chosen by the system.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

# Each program its own settings: the host is Ann (classic 3×3), the guest Ben.
printf '[game]\nmode=0\n[players]\nname1=Ann\n' >"$work/host/settings.ini"
printf '[players]\nname1=Ben\n' >"$work/guest/settings.ini"

# Without a window manager a dialog gets the keyboard only when given it.
# The questions' default button is No (the first): Tab moves to Yes.
press_yes() {
    xdotool windowfocus --sync "$1" 2>/dev/null || xdotool windowfocus "$1"
    sleep 0.3
    xdotool key Tab Return
}

start_xvfb
run() { HOME="$work/home" XDG_CONFIG_HOME="" XDG_DATA_HOME="" "$game" --size=620x440 "$@"; }
run --data-dir="$work/host" --host --port="$port" --code=K7M2QX &
host_pid=$!
card=$(wait_for_window "$host_pid" "^Waiting for the other player" 30)
# The only game window so far (without a window manager, no window names its process).
host_window=$(xdotool search --onlyvisible --name "^TicTacToe - " | head -n1)
echo "host: window $host_window, card $card, port $port"
[[ -n "$shots" ]] && screenshot "$shots/network-host.png"

run --data-dir="$work/guest" --join="127.0.0.1:$port" --code=k7m-2qx &
guest_pid=$!
question=$(wait_for_window "$guest_pid" "^Join a network game" 30)
[[ -n "$shots" ]] && screenshot "$shots/network-join.png"
press_yes "$question"
# The card closes by itself when the guest is in.
for ((i = 0; i < 40; i++)); do
    xdotool search --onlyvisible --name "^Waiting for the other player" >/dev/null 2>&1 || break
    sleep 0.25
done
xdotool search --onlyvisible --name "^Waiting for the other player" >/dev/null 2>&1 &&
    die "the host's card stayed open after the guest joined"
guest_window=$(xdotool search --onlyvisible --name "^TicTacToe - " | grep -vx "$host_window" | head -n1 || true)
[[ -n "$guest_window" ]] || die "no guest window"
# Side by side, as on two screens.
xdotool windowmove "$host_window" 0 0
xdotool windowmove "$guest_window" 640 0
sleep 0.5

# The cells' centres in a 620×440 window (board left of the side panel,
# below the banner), the same in both windows.
cell_x=(100 210 320)
cell_y=(167 277 386)
# A click on a cell of one window, then a wait until both windows show a
# change: the mover's board, and the other's once the move came over the
# network (the guest's own move shows only when the host's word comes back).
# The pointer rests on the cell first, so its hover is in the picture before.
snap() { import -window "$1" "$2"; }
click_cell() { # window other column row
    local window=$1 other=$2 before_a=$work/a.png before_b=$work/b.png
    xdotool mousemove --window "$window" "${cell_x[$3]}" "${cell_y[$4]}"
    sleep 0.4
    snap "$window" "$before_a"
    snap "$other" "$before_b"
    xdotool click 1
    local start=$SECONDS changed_a changed_b
    while ((SECONDS - start < 30)); do
        sleep 0.3
        snap "$window" "$work/a-now.png"
        snap "$other" "$work/b-now.png"
        changed_a=$(changed_pixels "$before_a" "$work/a-now.png")
        changed_b=$(changed_pixels "$before_b" "$work/b-now.png")
        if [[ "$changed_a" =~ ^[0-9]+$ && "$changed_b" =~ ^[0-9]+$ ]] &&
            ((changed_a > 200 && changed_b > 200)); then
            sleep 0.3 # the rest of the repaint
            return 0
        fi
    done
    die "the move on cell ($3,$4) did not show in both windows (changed: $changed_a, $changed_b)"
}
# Ben clicks out of turn first: refused (had it been played, the saved
# rounds below would not be the five moves played).
xdotool mousemove --window "$guest_window" "${cell_x[1]}" "${cell_y[1]}" click 1
sleep 0.5
click_cell "$host_window" "$guest_window" 0 0 # Ann X
[[ -n "$shots" ]] && screenshot "$shots/network-playing.png"
click_cell "$guest_window" "$host_window" 0 1 # Ben O
click_cell "$host_window" "$guest_window" 1 0 # Ann X
click_cell "$guest_window" "$host_window" 1 1 # Ben O
click_cell "$host_window" "$guest_window" 2 0 # Ann X: the top row
sleep 0.5
[[ -n "$shots" ]] && screenshot "$shots/network-won.png"

# The round is over: the windows close unasked. Without a window manager,
# under a loaded machine, GTK now and then lets a first WM_DELETE_WINDOW
# pass (the program idle in its main loop, no dialog open): the request is
# sent again every 3 s, as a person would click the close button again.
close_patiently() { # pid window
    local pid=$1 window=$2 start=$SECONDS requests=0
    while kill -0 "$pid" 2>/dev/null; do
        if (((SECONDS - start) % 3 == 0 && requests <= (SECONDS - start) / 3)); then
            /usr/bin/python3 "$TTT_REPO_DIR/scripts/x11-close-window.py" "$window" 2>/dev/null ||
                true
            requests=$((requests + 1))
        fi
        ((SECONDS - start < 30)) || die "the program did not end within 30 s ($requests close requests)"
        sleep 0.25
    done
    wait "$pid" || die "the program ended with an error"
    echo "closed after $((SECONDS - start)) s ($requests close request(s))"
}
close_patiently "$guest_pid" "$guest_window"
guest_pid=
close_patiently "$host_pid" "$host_window"
host_pid=

# The saved round: its moves and result, as one line.
round_of() {
    python3 -c 'import json, sys
game = json.load(open(sys.argv[1]))
print(game["moves"], game.get("result"), [p["name"] for p in game["players"]])' \
        "$1/autosave.tttgame"
}
host_round=$(round_of "$work/host")
guest_round=$(round_of "$work/guest")
echo "host:  $host_round"
echo "guest: $guest_round"
want="[[0, 0], [0, 1], [1, 0], [1, 1], [2, 0]] {'outcome': 'won', 'winner': 'X'} ['Ann', 'Ben']"
[[ "$host_round" == "$want" ]] || die "the host's round is not the one played"
[[ "$guest_round" == "$want" ]] || die "the guest's round is not the one played"
for side in host guest; do
    board=$(find "$work/$side" -name 'leaderboard*' | head -n1)
    [[ -n "$board" ]] || die "the $side kept no leaderboard"
    tr -d ' \n' <"$board" | grep -q '"name":"Ann","wins":1' || die "the $side's leaderboard: $(cat "$board")"
done
echo "network processes: joined with the code, a round of 3x3 played by clicks on both boards, the same win and one result on each side"
