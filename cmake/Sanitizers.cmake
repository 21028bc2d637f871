# With TTT_SANITIZE every target is built and linked with ASan and UBSan, and
# any undefined behaviour stops the program instead of only printing.
# TTT_FUZZ adds libFuzzer's coverage hooks to every target (tests/fuzz links
# the fuzzer's main itself).
if(TTT_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "TTT_FUZZ needs clang (libFuzzer), not ${CMAKE_CXX_COMPILER_ID}")
    endif()
    set(TTT_SANITIZE ON)
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()
if(TTT_SANITIZE)
    if(MSVC)
        add_compile_options(/fsanitize=address)
    else()
        add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                            -fno-omit-frame-pointer)
        add_link_options(-fsanitize=address,undefined)
    endif()
endif()
