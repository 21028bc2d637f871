#!/usr/bin/env bash
# Proves the Windows build under Wine in a headless X server:
#   imports  dist/TicTacToe.exe imports only Windows system DLLs and carries
#            its icon, version information and manifest
#   tests    the cross-compiled Catch2 test programs pass under Wine
#   gui      TicTacToe.exe opens its window, a click marks a cell, and a
#            window-manager close request ends it with exit code 0
#   network  two TicTacToe.exe play a round of 3×3 over 127.0.0.1 through
#            Wine's Winsock (tests/gui/network_processes.sh)
#
#   guitests (only when named) the window tests, cross-compiled, under Wine
#
# usage: scripts/check-windows.sh [imports] [tests] [gui] [network] [guitests]
#        (no argument: imports tests gui network)
# Run scripts/build-windows.sh first. Screenshots go to build/windows/checks/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/windows.sh"
source "$(dirname "${BASH_SOURCE[0]}")/lib/headless.sh"

EXE="$TTT_DIST_DIR/TicTacToe.exe"
CHECK_DIR="$TTT_WIN_BUILD_DIR/checks"
# DLLs that ship with every Windows 10/11 (lower case). Network play (Asio)
# adds mswsock.dll and iphlpapi.dll to ws2_32.dll.
SYSTEM_DLLS=(kernel32.dll user32.dll gdi32.dll comdlg32.dll comctl32.dll shell32.dll
    shlwapi.dll ole32.dll oleaut32.dll advapi32.dll rpcrt4.dll version.dll winmm.dll
    winspool.drv uxtheme.dll oleacc.dll msimg32.dll imm32.dll usp10.dll dwmapi.dll
    ws2_32.dll wsock32.dll mswsock.dll iphlpapi.dll wininet.dll winhttp.dll crypt32.dll
    secur32.dll bcrypt.dll ntdll.dll msvcrt.dll gdiplus.dll d2d1.dll dwrite.dll
    dbghelp.dll psapi.dll shcore.dll setupapi.dll hid.dll)

cleanup() {
    if [[ -n "$TTT_XVFB_PID" ]]; then
        wineserver -k 2>/dev/null || true
        stop_xvfb
    fi
}
trap cleanup EXIT

need_exe() {
    [[ -f "$EXE" ]] || die "$EXE is missing: run scripts/build-windows.sh first"
}

# The Wine prefix is created once, quietly, and then reused from the cache.
ensure_wineprefix() {
    if [[ ! -f "$WINEPREFIX/system.reg" ]]; then
        echo "creating the Wine prefix $WINEPREFIX (first time only)"
        mkdir -p "$WINEPREFIX"
        DISPLAY= wineboot --init >/dev/null 2>&1 || die "wineboot failed"
        wineserver -w
    fi
}

check_imports() {
    step "Imports and resources of $(basename "$EXE")"
    need_exe
    local exe dll bad=0
    for exe in "$TTT_DIST_DIR"/*.exe; do
        echo "$(basename "$exe"):"
        while read -r dll; do
            if [[ " ${SYSTEM_DLLS[*]} " == *" ${dll,,} "* ]]; then
                echo "  ok   $dll"
            else
                echo "  FAIL $dll is not a Windows system DLL"
                bad=1
            fi
        done < <("$TTT_HOST-objdump" -p "$exe" | sed -n 's/^\s*DLL Name: //p')
    done
    ((bad == 0)) || die "an exe depends on a DLL that Windows does not provide"

    # Resource types: 14 icon group, 16 version information, 24 manifest.
    local resources
    resources=$(wrestool --list "$EXE")
    local type
    for type in 14 16 24; do
        grep -q -- "--type=$type " <<<"$resources" || die "TicTacToe.exe lacks resource type $type"
    done
    wrestool --extract --raw --type=24 "$EXE" | grep -q PerMonitorV2 || die "the manifest is not DPI aware"
    echo "resources: icon group, version information and manifest present"
    step_done
}

check_tests() {
    step "Engine tests under Wine"
    [[ -f "$TTT_WIN_BUILD_DIR/CTestTestfile.cmake" ]] || die "no test build in $TTT_WIN_BUILD_DIR"
    ensure_wineprefix
    start_xvfb
    # CTest runs each program through Wine (CMAKE_CROSSCOMPILING_EMULATOR).
    # The window tests start their own xvfb-run around the exe, which does
    # not go through Wine: they have the step guitests.
    # A program Wine now and then fails to start (it ends at once, no output)
    # gets one more try; a test that really fails fails twice.
    ctest --test-dir "$TTT_WIN_BUILD_DIR" --exclude-regex '^gui\.' --no-tests=error \
        --output-on-failure --timeout 600 -j"$TTT_JOBS" --repeat until-pass:2
    step_done
}

# The window tests (wxUIActionSimulator) under Wine, one run per tag as CTest
# does natively. Not part of the default steps: a few of them measure time,
# which Wine stretches.
check_guitests() {
    step "Window tests under Wine"
    local exe="$TTT_WIN_BUILD_DIR/tests/gui/ttt_gui_tests.exe"
    [[ -f "$exe" ]] || die "$exe is missing"
    ensure_wineprefix
    start_xvfb
    local tags tag failed=()
    # Catch2 2.x exits with the number of tags listed.
    tags=$( (wine "$exe" --list-tags 2>/dev/null || true) | sed -n 's/^ *[0-9]\+ *\(\[[^]]*\]\).*/\1/p')
    [[ -n "$tags" ]] || die "no tags listed by $exe"
    for tag in $tags; do
        if wine "$exe" "$tag" >"$TTT_WIN_BUILD_DIR/guitests.log" 2>&1; then
            echo "  passed $tag"
        else
            echo "  FAILED $tag"
            grep -A8 'FAILED' "$TTT_WIN_BUILD_DIR/guitests.log" | head -n 30 || true
            failed+=("$tag")
        fi
    done
    ((${#failed[@]} == 0)) || die "window tests failed under Wine: ${failed[*]}"
    step_done
}

check_gui() {
    step "TicTacToe.exe under Wine: window, click, close; then in the system language"
    need_exe
    ensure_wineprefix
    start_xvfb
    mkdir -p "$CHECK_DIR"
    rm -f "$CHECK_DIR"/*.png

    # The command line (E2, E6): --version answers and exits with 0, a bad
    # option exits with 2; neither opens a window or a message box.
    local version code=0
    version=$(timeout 60 wine "$EXE" --version 2>/dev/null | tr -d '\r') || code=$?
    echo "TicTacToe.exe --version: '$version' (exit code $code)"
    ((code == 0)) && [[ "$version" =~ ^TicTacToe\ [0-9]+\.[0-9]+\.[0-9]+$ ]] ||
        die "TicTacToe.exe --version did not answer with its version"
    code=0
    timeout 60 wine "$EXE" --no-such-option >/dev/null 2>&1 || code=$?
    echo "TicTacToe.exe --no-such-option: exit code $code"
    ((code == 2)) || die "TicTacToe.exe did not refuse a bad option with exit code 2"

    # A folder of its own for settings and autosave, so that a game saved by an
    # earlier run cannot come back and leave the centre cell taken.
    local data_dir
    data_dir=$(mktemp -d "${TMPDIR:-/tmp}/ttt-wine-data.XXXXXX")
    local started=$SECONDS
    wine "$EXE" --data-dir="$(winepath -w "$data_dir")" >"$CHECK_DIR/wine.log" 2>&1 &
    local game_pid=$!
    local window
    window=$(wait_for_window "$game_pid" '^TicTacToe' 60)
    echo "window $window '$(xdotool getwindowname "$window")' after $((SECONDS - started)) s"
    sleep 2 # let it finish its first paint

    eval "$(xdotool getwindowgeometry --shell "$window")" # X, Y, WIDTH, HEIGHT
    echo "geometry: ${WIDTH}x${HEIGHT} at $X,$Y"
    # The board fills the middle of the window: its centre is a cell.
    local cx=$((X + WIDTH / 2)) cy=$((Y + HEIGHT / 2))
    xdotool mousemove "$cx" "$cy"
    sleep 1
    screenshot "$CHECK_DIR/before-click.png"
    xdotool click 1
    sleep 2
    screenshot "$CHECK_DIR/after-click.png"
    local changed
    changed=$(changed_pixels "$CHECK_DIR/before-click.png" "$CHECK_DIR/after-click.png")
    echo "pixels changed by the click at ($cx,$cy): $changed"
    [[ "$changed" =~ ^[0-9]+$ ]] && ((changed > 50)) || die "the click did not change the board"

    close_and_wait "$game_pid" "$window" 10

    # The same exe on a system in another language speaks it (features.md E3):
    # its catalogs are inside it, and it follows the system's language.
    local language title
    language=$(grep -v '^#' "$TTT_REPO_DIR/po/LINGUAS" | head -n1)
    title=$(sed -n '/^msgid "TicTacToe - %s"$/{n;s/^msgstr "\(.*\)%s"$/\1/p}' \
        "$TTT_REPO_DIR/po/$language.po")
    [[ -n "$title" ]] || die "po/$language.po does not translate the window title"
    rm -rf "$data_dir" && mkdir -p "$data_dir"
    LANG=$language.UTF-8 LC_ALL=$language.UTF-8 \
        wine "$EXE" --data-dir="$(winepath -w "$data_dir")" >"$CHECK_DIR/wine-$language.log" 2>&1 &
    game_pid=$!
    # xdotool cannot search for a title outside ASCII: find the window, then
    # read its title.
    window=$(wait_for_window "$game_pid" '.' 60)
    local name=""
    for _ in $(seq 20); do
        name=$(xdotool getwindowname "$window")
        [[ "$name" == "$title"* ]] && break
        sleep 0.5
    done
    echo "window $window '$name' (LANG=$language.UTF-8)"
    [[ "$name" == "$title"* ]] || die "the window's title is not in $language: '$name'"
    sleep 2
    screenshot "$CHECK_DIR/$language.png"
    close_and_wait "$game_pid" "$window" 10
    rm -rf "$data_dir"
    step_done
}

check_network() {
    step "Two TicTacToe.exe under Wine play a round over 127.0.0.1"
    need_exe
    ensure_wineprefix
    # The exe as the script starts a program, its --data-dir a Windows path.
    local launcher
    launcher=$(mktemp "${TMPDIR:-/tmp}/ttt-wine-game.XXXXXX")
    cat >"$launcher" <<LAUNCHER
#!/usr/bin/env bash
args=()
for a in "\$@"; do
    [[ "\$a" == --data-dir=* ]] && a="--data-dir=\$(winepath -w "\${a#--data-dir=}")"
    args+=("\$a")
done
exec wine "$(realpath "$EXE")" "\${args[@]}"
LAUNCHER
    chmod +x "$launcher"
    mkdir -p "$CHECK_DIR"
    # Its own X server: the script starts and stops one.
    env -u TTT_XVFB_PID -u DISPLAY \
        bash "$TTT_REPO_DIR/tests/gui/network_processes.sh" "$launcher" "$CHECK_DIR" ||
        { rm -f "$launcher"; die "the two programs did not play their round under Wine"; }
    rm -f "$launcher"
    step_done
}

steps=("$@")
((${#steps[@]})) || steps=(imports tests gui network)
for s in "${steps[@]}"; do
    case "$s" in
    imports) check_imports ;;
    tests) check_tests ;;
    guitests) check_guitests ;;
    gui) check_gui ;;
    network) check_network ;;
    *) die "unknown step '$s' (imports, tests, gui, network, guitests)" ;;
    esac
done
echo "Windows checks passed: ${steps[*]}"
