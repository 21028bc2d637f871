# Starting a program in a virtual X server, finding its window and closing it
# as a user would; sourced, not run. Needs xvfb, xdotool, imagemagick and
# python3-xlib (for x11-close-window.py).

TTT_XVFB_PID=""

# start_xvfb: a private Xvfb on a free display; DISPLAY is exported.
start_xvfb() {
    [[ -n "$TTT_XVFB_PID" ]] && return
    local fifo display_number
    fifo=$(mktemp -u)
    mkfifo "$fifo"
    Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
    TTT_XVFB_PID=$!
    read -r -t 20 display_number <"$fifo" || die "Xvfb did not start"
    rm -f "$fifo"
    export DISPLAY=":$display_number"
    echo "Xvfb on $DISPLAY (pid $TTT_XVFB_PID)"
}

stop_xvfb() {
    if [[ -n "$TTT_XVFB_PID" ]]; then
        kill "$TTT_XVFB_PID" 2>/dev/null || true
        wait "$TTT_XVFB_PID" 2>/dev/null || true
        TTT_XVFB_PID=""
    fi
}

# wait_for_window <pid> <title regex> <seconds>: prints the id of the first
# visible window whose title matches; fails if the program exits first.
wait_for_window() {
    local pid=$1 title=$2 limit=$3 start=$SECONDS window
    while ((SECONDS - start < limit)); do
        window=$(xdotool search --onlyvisible --name "$title" 2>/dev/null | head -n1 || true)
        if [[ -n "$window" ]]; then
            echo "$window"
            return 0
        fi
        kill -0 "$pid" 2>/dev/null || die "the program exited before its window appeared"
        sleep 0.5
    done
    die "no window titled '$title' within $limit s"
}

# close_and_wait <pid> <window> <seconds>: asks the window to close as the
# window manager's close button would, then waits for the program to end.
# Fails unless it ends within the limit with exit code 0.
close_and_wait() {
    local pid=$1 window=$2 limit=$3 start=$SECONDS
    /usr/bin/python3 "$TTT_REPO_DIR/scripts/x11-close-window.py" "$window" ||
        die "could not send the close request"
    while kill -0 "$pid" 2>/dev/null; do
        if ((SECONDS - start >= limit)); then
            kill "$pid" 2>/dev/null || true
            die "the program did not end within $limit s of the close request"
        fi
        sleep 0.25
    done
    local status=0
    wait "$pid" || status=$?
    ((status == 0)) || die "the program ended with exit code $status"
    echo "closed after $((SECONDS - start)) s with exit code 0"
}

screenshot() {
    import -window root "$1"
}

# changed_pixels <a.png> <b.png>: how many pixels differ (ImageMagick's AE).
changed_pixels() {
    compare -metric AE -fuzz 5% "$1" "$2" null: 2>&1 >/dev/null | cut -d' ' -f1 || true
}
