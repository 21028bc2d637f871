# ttt-arena's round robin end to end on classic tic-tac-toe (a game takes no
# time): a line per pair, the crosstable and the Elo ladder with the first
# player at the anchor; and exit code 2 for --round-robin beside --p1,
# --sprt or --make-openings, with one player, or --anchor-elo without it.
# Run with -DARENA=<ttt-arena>, and -DEMULATOR=<program> to run it through
# one (Wine for the Windows build).

function(run expected)
    execute_process(COMMAND ${EMULATOR} ${ARENA} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out
                    ERROR_VARIABLE err)
    if(NOT code EQUAL expected)
        message(FATAL_ERROR "ttt-arena ${ARGN}: exit ${code}, expected ${expected}\n${out}\n${err}")
    endif()
    set(output "${out}" PARENT_SCOPE)
endfunction()

function(expect pattern what)
    if(NOT output MATCHES "${pattern}")
        message(FATAL_ERROR "ttt-arena printed no ${what}:\n${output}")
    endif()
endfunction()

set(score "[0-9]+\\.[05]/")
run(0 --rules classic --round-robin easy medium hard --games 4)
foreach(pair "easy vs medium" "easy vs hard" "medium vs hard")
    expect("\n${pair}: \\+[0-9]+ =[0-9]+ -[0-9]+\n" "line for ${pair}")
endforeach()
expect("\nCrosstable[^\n]*\n +easy +medium +hard\n +easy +- +${score}4 +${score}4\n" "crosstable")
# Each player plays 2 pairs of 4 games; the first is the anchor, 0 +- 0.
expect("\nLadder[^\n]*\n +Player +Elo +\\+- +Score +Gap\n +easy +0 +0 +${score}8\n" "ladder")
expect("\n +medium +-?[0-9]+ +[0-9]+ +${score}8 +[-+]?[0-9]+\n +hard +-?[0-9]+ +[0-9]+ +${score}8 +[-+]?[0-9]+\n"
       "ladder rows after the anchor")

run(0 --rules classic --round-robin easy hard --games 2 --anchor-elo 1000)
expect("\n +easy +1000 +0 +${score}2\n" "ladder anchored at 1000")

run(2 --rules classic --round-robin easy medium --p1 hard)
run(2 --rules classic --round-robin easy medium --p2 hard)
run(2 --rules classic --round-robin easy medium --sprt 0,50)
run(2 --rules classic --round-robin easy medium --make-openings 3)
run(2 --rules classic --round-robin easy)
run(2 --rules classic --round-robin easy human)
run(2 --rules classic --anchor-elo 100)
