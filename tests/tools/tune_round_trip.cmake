# ttt-tune end to end on a tiny scale: self-play writes games, fit reads them
# and writes a weights file, and a match plays with that file (so the tool
# reads back what it writes). Also the command line's exit codes: 0 for
# --version, 2 for a mistake. Run with -DTUNE=<ttt-tune> -DWORK=<folder>, and
# -DEMULATOR=<program> to run it through one (Wine for the Windows build).

function(run expected)
    execute_process(COMMAND ${EMULATOR} ${TUNE} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out
                    ERROR_VARIABLE err)
    if(NOT code EQUAL expected)
        message(FATAL_ERROR "ttt-tune ${ARGN}: exit ${code}, expected ${expected}\n${out}\n${err}")
    endif()
    set(output "${out}" PARENT_SCOPE)
    set(err "${err}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

run(0 --version)
run(2 no-such-command)
run(2 fit --out ${WORK}/w.txt)
run(2 match --nodes 100 --a noSuchParameter=3)

run(0 selfplay --games 6 --nodes 400 --seed 3 --out ${WORK}/games.txt)
file(STRINGS ${WORK}/games.txt games)
list(LENGTH games count)
if(NOT count EQUAL 6)
    message(FATAL_ERROR "selfplay wrote ${count} games, expected 6")
endif()

# The same games, in the same order, when they are played two at a time.
run(0 selfplay --games 6 --nodes 400 --seed 3 --concurrency 2 --out ${WORK}/games2.txt)
file(READ ${WORK}/games.txt one)
file(READ ${WORK}/games2.txt two)
if(NOT one STREQUAL two)
    message(FATAL_ERROR "selfplay wrote other games with --concurrency 2:\n${one}\n---\n${two}")
endif()

run(0 fit --data ${WORK}/games.txt --epochs 2 --out ${WORK}/weights.txt)
file(READ ${WORK}/weights.txt weights)
if(NOT weights MATCHES "rule freestyle" OR NOT weights MATCHES "rule exact")
    message(FATAL_ERROR "fit wrote no weights of both rules:\n${weights}")
endif()

# With --scores, the same games with each searched move's score after it; fit
# learns from them with --lambda and refuses a damaged score with its move.
run(0 selfplay --games 6 --nodes 400 --seed 3 --scores --out ${WORK}/scored.txt)
file(READ ${WORK}/scored.txt scored)
if(NOT scored MATCHES " [a-o][0-9]+/-?[0-9]+ ")
    message(FATAL_ERROR "selfplay --scores wrote no scores:\n${scored}")
endif()
string(REGEX REPLACE "/-?[0-9]+" "" unscored "${scored}")
if(NOT unscored STREQUAL one)
    message(FATAL_ERROR "selfplay --scores played other games:\n${one}\n---\n${scored}")
endif()
run(0 fit --data ${WORK}/scored.txt --lambda 0.5 --epochs 2 --out ${WORK}/scored-weights.txt)
file(READ ${WORK}/scored-weights.txt weights)
if(NOT weights MATCHES "--lambda 0.5")
    message(FATAL_ERROR "fit did not record --lambda in its header:\n${weights}")
endif()
# The scores move the weights only as far as --lambda lets them: with 1 the
# fit is the one of the same games without scores, with 0.5 it is not.
function(fitted_values file out_var)
    file(STRINGS ${file} lines REGEX "^[^#]")
    set(${out_var} "${lines}" PARENT_SCOPE)
endfunction()
run(0 fit --data ${WORK}/scored.txt --lambda 1 --epochs 2 --out ${WORK}/scored-lambda1.txt)
fitted_values(${WORK}/weights.txt plain)
fitted_values(${WORK}/scored-lambda1.txt lambda1)
fitted_values(${WORK}/scored-weights.txt lambda05)
if(NOT lambda1 STREQUAL plain)
    message(FATAL_ERROR "fit --lambda 1 of the scored games differs from the unscored fit")
endif()
if(lambda05 STREQUAL plain)
    message(FATAL_ERROR "fit --lambda 0.5 ignored the scores")
endif()
file(WRITE ${WORK}/bad-score.txt "1 h8 g7 h9/12 g8/x3 h10\n")
run(1 fit --data ${WORK}/bad-score.txt --lambda 0.5 --epochs 1 --out ${WORK}/unused.txt)
if(NOT err MATCHES "bad score in 'g8/x3'")
    message(FATAL_ERROR "fit did not name the bad score:\n${err}")
endif()
run(2 fit --data ${WORK}/scored.txt --lambda 1.5 --out ${WORK}/unused.txt)

# calibrate: the win probability curve from the scored games, written with
# its command and read back by the library's reader (scale and bias lines);
# games without scores are refused.
run(0 calibrate --data ${WORK}/scored.txt --out ${WORK}/curve.txt)
file(READ ${WORK}/curve.txt curve)
if(NOT curve MATCHES "# ttt-tune calibrate --data scored.txt" OR NOT curve MATCHES "\nscale [0-9.e+-]+\nbias -?[0-9.e+-]+\n$")
    message(FATAL_ERROR "calibrate wrote no curve:\n${curve}")
endif()
if(NOT output MATCHES "Held-out games, by the chance given")
    message(FATAL_ERROR "calibrate printed no deciles:\n${output}")
endif()
run(1 calibrate --data ${WORK}/games.txt --out ${WORK}/unused.txt)
if(NOT err MATCHES "no scored moves")
    message(FATAL_ERROR "calibrate of games without scores did not say so:\n${err}")
endif()
run(2 calibrate --data ${WORK}/scored.txt)

run(0 match --a weights=${WORK}/weights.txt --nodes 300 --games 2)
if(NOT output MATCHES "p1 wins [0-9]+, draws [0-9]+, losses [0-9]+ \\(2 games\\)")
    message(FATAL_ERROR "the match with the fitted weights did not report:\n${output}")
endif()

# A damaged weights file is refused with its line, not played with.
file(WRITE ${WORK}/bad.txt "scale 200\nmover F3 F3 F3 NOSUCH 5\n")
run(2 match --a weights=${WORK}/bad.txt --nodes 300)
