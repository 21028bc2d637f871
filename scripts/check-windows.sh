#!/usr/bin/env bash
# Proves the Windows build under Wine in a headless X server:
#   imports  dist/TicTacToe.exe imports only Windows system DLLs and carries
#            its icon, version information and manifest
#   tests    the cross-compiled Catch2 test programs pass under Wine
#   gui      TicTacToe.exe opens its window, a click marks a cell, and a
#            window-manager close request ends it with exit code 0
#   network  two TicTacToe.exe play a round of 3×3 over 127.0.0.1 through
#            Wine's Winsock (tests/gui/network_processes.sh)
#   installer in a fresh Wine prefix: the silent install, its registry keys
#            (file types, Apps entry) and shortcut; a saved .tttgame opened
#            through its file type; an upgrade that keeps the leaderboard; the
#            uninstaller, which leaves no file or key of its own and keeps the
#            player's data; the same for everyone (/AllUsers); the portable zip
#
#   guitests (only when named) the window tests, cross-compiled, under Wine
#
# usage: scripts/check-windows.sh [imports] [tests] [gui] [network] [installer] [guitests]
#        (no argument: imports tests gui network installer)
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

# wine_path_of <environment variable>: its value in the Wine prefix, as a Unix path.
wine_path_of() {
    local value
    value=$(wine cmd /c echo "%$1%" 2>/dev/null | tr -d '\r')
    [[ -n "$value" && "$value" != "%$1%" ]] || die "%$1% is not set in the Wine prefix"
    winepath -u "$value" 2>/dev/null
}

# has_key <key> [value]: the registry key (and its value) exists.
has_key() {
    if (($# == 2)); then
        wine reg query "$1" /v "$2" >/dev/null 2>&1
    else
        wine reg query "$1" >/dev/null 2>&1
    fi
}

expect_key() {
    has_key "$@" || die "the registry lacks $*"
    echo "  registry: $*"
}

expect_no_key() {
    ! has_key "$@" || die "the registry still holds $*"
}

check_installer() {
    step "The installer under Wine: install, open a game by its type, upgrade, uninstall"
    local version
    version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$TTT_WIN_BUILD_DIR/CMakeCache.txt")
    local setup="$TTT_DIST_DIR/TicTacToe-$version-setup.exe"
    local zip="$TTT_DIST_DIR/TicTacToe-$version-portable.zip"
    [[ -f "$setup" && -f "$zip" ]] || die "$setup or $zip is missing: run scripts/build-windows.sh installer"
    echo "$(basename "$setup"): $(du -k "$setup" | cut -f1) KiB, $(basename "$zip"): $(du -k "$zip" | cut -f1) KiB"

    # The zip holds the two programs, the notes and the licence.
    local listed
    listed=$(python3 -c 'import sys, zipfile; print("\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))' "$zip")
    local entry
    for entry in TicTacToe/TicTacToe.exe TicTacToe/pbrain-tictactoe.exe TicTacToe/README.txt \
        TicTacToe/LICENSE.txt; do
        grep -qx "$entry" <<<"$listed" || die "the portable zip lacks $entry"
    done
    echo "portable zip: $(wc -l <<<"$listed") files"

    ensure_wineprefix
    start_xvfb
    mkdir -p "$CHECK_DIR"
    # A fresh prefix: a copy of the cached one, which nothing was ever installed into.
    local prefix
    prefix=$(mktemp -d "${TMPDIR:-/tmp}/ttt-wine-install.XXXXXX")
    cp -a "$WINEPREFIX/." "$prefix/"
    local WINEPREFIX="$prefix"
    export WINEPREFIX

    local programs appdata start_menu
    programs=$(wine_path_of LOCALAPPDATA)/Programs/TicTacToe
    appdata=$(wine_path_of APPDATA)
    rm -rf "$appdata/TicTacToe" # a person who never played: no autosave to come back
    wine "$setup" /S
    wineserver -w
    start_menu="$appdata/Microsoft/Windows/Start Menu/Programs"
    local file
    for file in TicTacToe.exe pbrain-tictactoe.exe README.txt LICENSE.txt uninstall.exe; do
        [[ -f "$programs/$file" ]] || die "not installed: $programs/$file"
    done
    [[ -f "$start_menu/TicTacToe.lnk" ]] || die "no Start-menu shortcut in $start_menu"
    echo "installed for the current user into $programs, with its Start-menu shortcut"
    local classes='HKCU\Software\Classes'
    local uninstall='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\TicTacToe'
    expect_key "$classes\.tttgame\OpenWithProgids" TicTacToe.Game
    expect_key "$classes\.psq\OpenWithProgids" TicTacToe.PiskvorkGame
    expect_key "$classes\TicTacToe.Game\shell\open\command"
    expect_key "$classes\Applications\TicTacToe.exe\SupportedTypes" .psq
    expect_key 'HKCU\Software\RegisteredApplications' TicTacToe
    local name
    for name in DisplayName DisplayVersion Publisher DisplayIcon UninstallString EstimatedSize; do
        expect_key "$uninstall" "$name"
    done
    wine reg query "$uninstall" /v DisplayVersion | grep -q "$version" ||
        die "the Apps entry does not say version $version"
    # .tttgame is the game's own: its default program; .psq is not taken over.
    wine reg query "$classes\.tttgame" /ve | grep -q TicTacToe.Game ||
        die ".tttgame does not open with the game"

    # What Windows runs for a double-clicked .tttgame. (Wine 8 reads file
    # types from HKLM only: it is tried for real in the install for everyone.)
    local command
    command=$(wine reg query "$classes\\TicTacToe.Game\\shell\\open\\command" /ve | tr -d '\r' |
        sed -n 's/.*REG_SZ *//p')
    echo "  a .tttgame opens with: $command"
    [[ "$command" == '"'*'\TicTacToe.exe" "%1"' ]] || die "the open command is not the game's: $command"

    # An upgrade over it keeps the player's leaderboard and the file types.
    local data="$appdata/TicTacToe"
    mkdir -p "$data"
    cat >"$data/leaderboard.json" <<'BOARD'
{"format": "tictactoe-leaderboard", "version": 1, "players": [{"name": "Ann", "wins": 3}]}
BOARD
    cp "$data/leaderboard.json" "$CHECK_DIR/leaderboard-before.json"
    wine "$setup" /S
    wineserver -w
    cmp -s "$data/leaderboard.json" "$CHECK_DIR/leaderboard-before.json" ||
        die "the upgrade changed the leaderboard"
    expect_key "$classes\.tttgame\OpenWithProgids" TicTacToe.Game
    [[ -f "$programs/TicTacToe.exe" ]] || die "the upgrade lost the game"
    echo "upgraded in place: leaderboard and file types kept"

    # The uninstaller: nothing of its own left, the player's data kept.
    wine "$programs/uninstall.exe" /CurrentUser /S
    wineserver -w
    [[ ! -e "$programs" ]] || die "the uninstaller left $programs: $(ls -A "$programs")"
    [[ ! -e "$start_menu/TicTacToe.lnk" ]] || die "the uninstaller left the Start-menu shortcut"
    expect_no_key "$uninstall"
    expect_no_key 'HKCU\Software\TicTacToe'
    expect_no_key "$classes\TicTacToe.Game"
    expect_no_key "$classes\TicTacToe.PiskvorkGame"
    expect_no_key "$classes\Applications\TicTacToe.exe"
    expect_no_key "$classes\.tttgame"
    expect_no_key "$classes\.psq\OpenWithProgids" TicTacToe.PiskvorkGame
    expect_no_key 'HKCU\Software\RegisteredApplications' TicTacToe
    cmp -s "$data/leaderboard.json" "$CHECK_DIR/leaderboard-before.json" ||
        die "the uninstaller did not keep the leaderboard"
    echo "uninstalled: no file or key left, the leaderboard kept"

    # For everyone: Program Files and HKLM, and back out again.
    wine "$setup" /AllUsers /S
    wineserver -w
    local everyone
    everyone=$(wine_path_of ProgramW6432)/TicTacToe
    [[ -f "$everyone/TicTacToe.exe" ]] || die "not installed for everyone into $everyone"
    expect_key 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\TicTacToe' DisplayName
    expect_key 'HKLM\Software\Classes\.tttgame\OpenWithProgids' TicTacToe.Game
    expect_no_key "$uninstall"
    # A saved game opened through its file type (HKCR, as Explorer does):
    # the game starts with it.
    local games="$prefix/drive_c/games"
    mkdir -p "$games"
    cat >"$games/opened.tttgame" <<'GAME'
{
  "format": "tictactoe-game",
  "version": 1,
  "rules": {"field": "bounded", "width": 15, "height": 15, "k": 5, "restriction": "renju"},
  "mode": "human-vs-human",
  "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}],
  "moves": [[7, 7], [8, 6], [8, 8], [6, 6], [9, 9], [6, 8]]
}
GAME
    wine start 'C:\games\opened.tttgame' >"$CHECK_DIR/installed-start.log" 2>&1
    local window="" start=$SECONDS
    while [[ -z "$window" ]] && ((SECONDS - start < 60)); do
        window=$(xdotool search --onlyvisible --name '^TicTacToe - Gomoku' 2>/dev/null | head -n1 || true)
        sleep 0.5
    done
    [[ -n "$window" ]] || die "the game did not open opened.tttgame through its file type"
    sleep 2
    name=$(xdotool getwindowname "$window")
    echo "opened through the file type: '$name'"
    [[ "$name" == *Renju* ]] || die "the window does not show the saved Renju game: '$name'"
    import -window "$window" "$CHECK_DIR/installed-opened.png"
    /usr/bin/python3 "$TTT_REPO_DIR/scripts/x11-close-window.py" "$window" ||
        die "could not close the game"
    wineserver -w

    wine "$everyone/uninstall.exe" /AllUsers /S
    wineserver -w
    [[ ! -e "$everyone" ]] || die "the uninstaller left $everyone"
    expect_no_key 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\TicTacToe'
    expect_no_key 'HKLM\Software\Classes\TicTacToe.Game'
    echo "installed and uninstalled for everyone"

    wineserver -k 2>/dev/null || true
    rm -rf "$prefix"
    step_done
}

steps=("$@")
((${#steps[@]})) || steps=(imports tests gui network installer)
for s in "${steps[@]}"; do
    case "$s" in
    imports) check_imports ;;
    tests) check_tests ;;
    guitests) check_guitests ;;
    gui) check_gui ;;
    network) check_network ;;
    installer) check_installer ;;
    *) die "unknown step '$s' (imports, tests, gui, network, installer, guitests)" ;;
    esac
done
echo "Windows checks passed: ${steps[*]}"
