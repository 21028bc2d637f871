#!/usr/bin/env bash
# Two game programs on one X server play each other over 127.0.0.1, as two
# people would on two computers (features.md M6): `TicTacToe --host` waits
# with its card (address, port, code), `TicTacToe --join=127.0.0.1:PORT
# --code=…` asks its person to accept the host's game, then the host's person
# clicks the board and the guest's board shows the move. Each window is then
# closed as a window manager would close it (each asks first, and the other
# is told), and the autosave of each holds the same round.
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

# Each program its own settings: the host is Ann (15×15 Gomoku), the guest Ben.
printf '[game]\nmode=0\n[players]\nname1=Ann\n[board]\nunlimited=0\nwidth=15\nheight=15\nk=5\nexact=0\nmoveLimit=0\n' \
    >"$work/host/settings.ini"
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

# Ann clicks the middle of her board's left part: a stone there.
eval "$(xdotool getwindowgeometry --shell "$host_window")"
xdotool mousemove --window "$host_window" $((WIDTH * 35 / 100)) $((HEIGHT / 2)) click 1
sleep 1.5
[[ -n "$shots" ]] && screenshot "$shots/network-playing.png"

# Closing asks first (a network round is under way): the answer is yes.
close_with_yes() {
    local pid=$1 window=$2
    /usr/bin/python3 "$TTT_REPO_DIR/scripts/x11-close-window.py" "$window" ||
        die "could not send the close request"
    local asked
    asked=$(wait_for_window "$pid" "^Leave the network game" 20)
    press_yes "$asked"
    for ((i = 0; i < 80; i++)); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.25
    done
    [[ -n "$shots" ]] && kill -0 "$pid" 2>/dev/null && screenshot "$shots/network-close-failed.png"
    kill -0 "$pid" 2>/dev/null && die "the program did not end after its close was confirmed"
    wait "$pid" || die "the program ended with an error"
}
close_with_yes "$guest_pid" "$guest_window"
guest_pid=
# The host was told: its round is no longer a network one, so it closes unasked.
sleep 1
close_and_wait "$host_pid" "$host_window" 20
host_pid=

moves_of() {
    tr -d ' \n' <"$1/autosave.tttgame" | grep -o '"moves":\[[^]]*\]*\]' || true
}
host_moves=$(moves_of "$work/host")
guest_moves=$(moves_of "$work/guest")
echo "host:  $host_moves"
echo "guest: $guest_moves"
[[ "$host_moves" == *"[["* ]] || die "the host's round has no move: $(cat "$work/host/autosave.tttgame")"
[[ "$host_moves" == "$guest_moves" ]] || die "the two windows hold different rounds"
grep -q '"name": "Ben"' "$work/host/autosave.tttgame" || die "the host does not know the guest's name"
grep -q '"name": "Ann"' "$work/guest/autosave.tttgame" || die "the guest does not know the host's name"
echo "network processes: joined with the code, one move seen on both boards, both closed and told"
