# The game's command line (E2, E6): --help and --version answer on standard
# output with exit code 0; a bad option or value is told with the usage on
# standard error, exit code 2, and no window; all of it without a display
# too (a terminal, a package build), where a window asked for is refused with
# exit code 1. Run with -DPROGRAM=TicTacToe and -DLAUNCHER=xvfb-run (empty
# when a display is there), or with -DHEADLESS=ON where no display is set.

# What the program runs under (RUN_PREFIX: xvfb-run, or an environment with
# a display that is not there further down) and how a failure names it (WHERE).
if(LAUNCHER)
    set(RUN_PREFIX ${LAUNCHER} -a)
endif()

function(run_game expected_code out_var err_var)
    execute_process(COMMAND ${RUN_PREFIX} ${PROGRAM} ${ARGN} RESULT_VARIABLE code
                    OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
    if(NOT code STREQUAL "${expected_code}")
        message(FATAL_ERROR "TicTacToe ${ARGN}${WHERE}: exit code ${code}, expected "
                            "${expected_code}\nstdout: ${out}\nstderr: ${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
    set(${err_var} "${err}" PARENT_SCOPE)
endfunction()

function(expect_match text pattern what)
    if(NOT text MATCHES "${pattern}")
        message(FATAL_ERROR "${what}: expected \"${pattern}\" in:\n${text}")
    endif()
endfunction()

if(NOT HEADLESS)
    run_game(0 out err --version)
    expect_match("${out}" "^TicTacToe [0-9]+\\.[0-9]+\\.[0-9]+\n$" "--version")

    foreach(option --help -h)
        run_game(0 out err ${option})
        expect_match("${out}" "Usage: .*--language.*--version.*FILE" "${option}")
    endforeach()

    run_game(2 out err --no-such-option)
    expect_match("${err}" "no-such-option.*Usage: " "a bad option")
    if(NOT out STREQUAL "")
        message(FATAL_ERROR "a bad option wrote to standard output: ${out}")
    endif()

    run_game(2 out err --theme=plaid)
    expect_match("${err}" "plaid.*Usage: " "a bad theme")
    run_game(2 out err --size=12)
    expect_match("${err}" "1000x700.*Usage: " "a bad size")
    run_game(2 out err --demo=classic game.tttgame)
    expect_match("${err}" "--demo.*Usage: " "a file with --demo")
    run_game(2 out err one.tttgame two.tttgame)
    expect_match("${err}" "two.tttgame.*Usage: " "two files")
endif()

# -DHEADLESS=ON (gui.command_line.headless, run by CTest without DISPLAY,
# WAYLAND_DISPLAY or XDG_RUNTIME_DIR): no display at all, as over ssh or in a
# script, then a display named but not there; --help and --version never
# start GTK.
if(HEADLESS)
    set(WHERE " without a display")
    run_game(0 out err --version)
    expect_match("${out}" "^TicTacToe [0-9]+\\.[0-9]+\\.[0-9]+\n$" "--version without a display")
    run_game(0 out err --help)
    expect_match("${out}" "Usage: .*--language.*--version.*FILE" "--help without a display")
    run_game(2 out err --theme=plaid)
    expect_match("${err}" "plaid.*Usage: " "a bad theme without a display")
    run_game(1 out err)
    expect_match("${err}" "graphical display" "a window without a display")
    run_game(1 out err game.tttgame)
    expect_match("${err}" "graphical display" "a file to open without a display")

    set(RUN_PREFIX ${CMAKE_COMMAND} -E env DISPLAY=:4093)
    set(WHERE " with a display that is not there")
    run_game(0 out err --version)
    expect_match("${out}" "^TicTacToe [0-9]+\\.[0-9]+\\.[0-9]+\n$" "--version, no such display")
    foreach(option --help -h)
        run_game(0 out err ${option})
        expect_match("${out}" "Usage: .*--language.*--version.*FILE" "${option}, no such display")
    endforeach()
    run_game(0 out err --theme=stones --version)
    expect_match("${out}" "^TicTacToe " "--version after another option, no such display")
endif()
