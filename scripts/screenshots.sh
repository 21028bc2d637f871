#!/usr/bin/env bash
# Takes the screenshots in docs/screenshots/: every theme with a 3×3 game in
# the middle, a won Gomoku game and the unlimited field, the classic theme
# after a drawn and a lost 3×3 round, a replay with the move list, Gomoku at
# 200% scale, and 3×3, Gomoku and the New game dialog in each language. Runs the
# game in its own headless X server (Xvfb), so it works without a display.
#
#   scripts/screenshots.sh [path/to/TicTacToe]
#
# Without an argument the release preset is built first.
set -euo pipefail
cd "$(dirname "$0")/.."

# The part that runs inside the X server (the script calls itself there).
shoot() {
    local exe=$1 out=$2 shot theme demo pid wid
    local shots=()
    for theme in classic digits stones contrast; do
        for demo in classic gomoku unlimited; do
            shots+=("${theme}:${demo}")
        done
    done
    shots+=(classic:draw classic:loss)
    for shot in "${shots[@]}"; do
        theme=${shot%%:*}
        demo=${shot#*:}
        "${exe}" --theme="${theme}" --demo="${demo}" --size=1040x720 &
        pid=$!
        wid=$(timeout 20 xdotool search --sync --onlyvisible --pid "${pid}" --name 'TicTacToe' |
            head -n 1) || true
        if [[ -z "${wid}" ]]; then
            echo "screenshots.sh: the window of ${theme}/${demo} did not appear" >&2
            kill "${pid}" 2>/dev/null || true
            exit 1
        fi
        sleep 1.2 # first paint, fonts and the status bar
        if [[ "${demo}" == classic ]]; then
            # Point at the free cell on the left to show the hover preview.
            xdotool mousemove 190 400 && sleep 0.2 && xdotool mousemove 204 416
        else
            xdotool mousemove 1030 700
        fi
        sleep 0.4
        import -window "${wid}" "${out}/${theme}-${demo}.png"
        echo "${out}/${theme}-${demo}.png"
        kill "${pid}"
        wait "${pid}" 2>/dev/null || true
    done

    # The move list during a replay of the won Gomoku game, paused at move 8
    # (Ctrl+M shows the list, R replays at 0.5 s a move, P pauses).
    "${exe}" --theme=classic --demo=gomoku --size=1040x720 &
    pid=$!
    wid=$(timeout 20 xdotool search --sync --onlyvisible --pid "${pid}" --name 'TicTacToe' |
        head -n 1) || true
    if [[ -z "${wid}" ]]; then
        echo "screenshots.sh: the window of the replay did not appear" >&2
        kill "${pid}" 2>/dev/null || true
        exit 1
    fi
    sleep 1.2
    xdotool mousemove 1030 700 click 1 # focus; the round is over, so nothing is played
    xdotool key ctrl+m && sleep 0.3 && xdotool key r && sleep 3.75 && xdotool key p
    sleep 0.4
    import -window "${wid}" "${out}/classic-replay.png"
    echo "${out}/classic-replay.png"
    kill "${pid}"
    wait "${pid}" 2>/dev/null || true

    # High DPI: the same window at 200% (GDK_SCALE=2), every line drawn for
    # the screen's pixels, nothing scaled up.
    GDK_SCALE=2 "${exe}" --theme=classic --demo=gomoku --size=600x420 &
    pid=$!
    wid=$(timeout 20 xdotool search --sync --onlyvisible --pid "${pid}" --name 'TicTacToe' |
        head -n 1) || true
    if [[ -z "${wid}" ]]; then
        echo "screenshots.sh: the window at 200% did not appear" >&2
        kill "${pid}" 2>/dev/null || true
        exit 1
    fi
    sleep 1.2
    xdotool mousemove 1270 890
    sleep 0.4
    import -window "${wid}" "${out}/classic-gomoku-200percent.png"
    echo "${out}/classic-gomoku-200percent.png"
    kill "${pid}"
    wait "${pid}" 2>/dev/null || true

    # Each language (features.md E3): 3×3, Gomoku, and the New game dialog.
    local language
    for language in $(grep -v '^#' po/LINGUAS); do
        for demo in classic gomoku; do
            "${exe}" --language="${language}" --theme=classic --demo="${demo}" --size=1040x720 &
            pid=$!
            wid=$(timeout 20 xdotool search --sync --onlyvisible --pid "${pid}" --class 'TicTacToe' |
                head -n 1) || true
            if [[ -z "${wid}" ]]; then
                echo "screenshots.sh: the ${language} window did not appear" >&2
                kill "${pid}" 2>/dev/null || true
                exit 1
            fi
            sleep 1.2
            xdotool mousemove 1030 700
            sleep 0.4
            import -window "${wid}" "${out}/${language}-${demo}.png"
            echo "${out}/${language}-${demo}.png"
            if [[ "${demo}" == classic ]]; then
                # The New game dialog (Ctrl+N), a window of its own.
                xdotool windowactivate --sync "${wid}" 2>/dev/null || xdotool windowfocus "${wid}"
                xdotool key ctrl+n
                sleep 1.2
                local dialog
                dialog=$(xdotool search --onlyvisible --pid "${pid}" --class 'TicTacToe' |
                    grep -v "^${wid}\$" | tail -n 1) || true
                if [[ -n "${dialog}" ]]; then
                    import -window "${dialog}" "${out}/${language}-new-game.png"
                    echo "${out}/${language}-new-game.png"
                else
                    echo "screenshots.sh: the ${language} New game dialog did not appear" >&2
                fi
            fi
            kill "${pid}"
            wait "${pid}" 2>/dev/null || true
        done
    done
}
if [[ "${1:-}" == "--inside-xvfb" ]]; then
    shoot "$2" "$3"
    exit 0
fi

exe=${1:-}
if [[ -z "${exe}" ]]; then
    cmake --preset release >/dev/null
    cmake --build --preset release --target TicTacToe -j 2
    exe=build/release/src/gui/TicTacToe
fi
exe=$(realpath "${exe}")
out=docs/screenshots
mkdir -p "${out}"

for tool in xvfb-run xdotool import; do
    command -v "${tool}" >/dev/null || {
        echo "screenshots.sh: ${tool} is missing (apt-get install xvfb xdotool imagemagick)" >&2
        exit 1
    }
done


xvfb-run -a -s "-screen 0 1280x900x24" "$0" --inside-xvfb "${exe}" "${out}"
