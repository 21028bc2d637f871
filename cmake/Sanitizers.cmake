# With TTT_SANITIZE every target is built and linked with ASan and UBSan, and
# any undefined behaviour stops the program instead of only printing.
if(TTT_SANITIZE)
    if(MSVC)
        add_compile_options(/fsanitize=address)
    else()
        add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                            -fno-omit-frame-pointer)
        add_link_options(-fsanitize=address,undefined)
    endif()
endif()
