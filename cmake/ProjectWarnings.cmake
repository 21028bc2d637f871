# ttt_set_warnings(<target>): the project's warning level for one target.
function(ttt_set_warnings target)
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4 /permissive- /utf-8)
        if(TTT_WARNINGS_AS_ERRORS)
            target_compile_options(${target} PRIVATE /WX)
        endif()
    else()
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
        if(TTT_WARNINGS_AS_ERRORS)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
endfunction()

# ttt_set_strict_warnings(<target>): the engine's layers also warn of shadowed
# names and of conversions that may change a value.
function(ttt_set_strict_warnings target)
    if(NOT MSVC)
        target_compile_options(${target} PRIVATE -Wshadow -Wconversion)
        # Clang's -Wconversion also flags every int index into a container; GCC's
        # does not, and GCC is the compiler the warnings are kept clean with.
        if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
            target_compile_options(${target} PRIVATE -Wno-sign-conversion)
        endif()
    endif()
endfunction()
