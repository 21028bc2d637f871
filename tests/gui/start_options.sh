#!/usr/bin/env bash
# The program started as a person starts it from a shell or a file manager:
# `TicTacToe --language=ru --data-dir=DIR FILE` opens FILE, speaks Russian and
# keeps everything it writes in DIR (features.md E3, E6, P3, P4). The window
# is found by its Russian title, closed as a window manager would close it,
# and the files it left are read: the autosave holds the opened game, and the
# home folder got nothing. usage: start_options.sh <TicTacToe>
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib/common.sh"
source "$TTT_REPO_DIR/scripts/lib/headless.sh"

game=$1
work=$(mktemp -d)
trap 'stop_xvfb; rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/data"
# Three moves of Gomoku, as Piskvork writes them (columns and rows from 1).
printf 'Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n8,9,0\nAnna\nBoris\n' >"$work/opened.psq"

start_xvfb
HOME="$work/home" XDG_CONFIG_HOME="" XDG_DATA_HOME="" \
    "$game" --language=ru --data-dir="$work/data" "$work/opened.psq" &
pid=$!
window=$(wait_for_window "$pid" "^Крестики-нолики — Гомоку 15×15" 30)
echo "window $window: $(xdotool getwindowname "$window")"
close_and_wait "$pid" "$window" 20

autosave=$(find "$work/data" -name 'autosave.tttgame' | head -n1)
[[ -n "$autosave" ]] || die "no autosave in the --data-dir folder: $(find "$work/data")"
grep -q '"name": "Anna"' "$autosave" || die "the autosave does not hold the opened game"
moves=$(tr -d ' \n' <"$autosave" | grep -o '"moves":\[\[7,7\],\[8,8\],\[7,8\]\]' || true)
[[ -n "$moves" ]] || die "the autosave does not hold the opened game's moves: $(cat "$autosave")"
find "$work/data" -name 'settings.ini' | grep -q . || die "no settings in the --data-dir folder"
# GTK tells the desktop's list of recent files about the opened file
# (recently-used.xbel): the desktop's, not the game's.
left=$(find "$work/home" -type f -not -path "$work/home/.cache/*" \
    -not -name recently-used.xbel | head -n5)
[[ -z "$left" ]] || die "the home folder got files though --data-dir was given: $left"
echo "start options: the file opened, in Russian, everything kept in --data-dir"
