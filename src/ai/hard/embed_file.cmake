# cmake -DINPUT=<file> -DOUTPUT=<file.cpp> -DSYMBOL=<name> -P embed_file.cmake
# Writes a C++ source defining `extern const unsigned char <name>[]` (the
# file's bytes and a terminating 0) and `extern const std::size_t <name>Size`
# (its length without the 0), so that a data file is part of the program.
file(READ "${INPUT}" content HEX)
string(LENGTH "${content}" hexLength)
math(EXPR size "${hexLength} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${content}")
# Break the initialiser into lines of 16 bytes.
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){16})" "\\1\n" bytes "${bytes}")
set(source "// Generated from ${INPUT} by src/ai/hard/embed_file.cmake. Do not edit.\n")
string(APPEND source "#include <cstddef>\n")
string(APPEND source "extern const unsigned char ${SYMBOL}[];\n")
string(APPEND source "extern const std::size_t ${SYMBOL}Size;\n")
string(APPEND source "const unsigned char ${SYMBOL}[] = {\n${bytes}0x00};\n")
string(APPEND source "const std::size_t ${SYMBOL}Size = ${size};\n")
file(WRITE "${OUTPUT}.tmp" "${source}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
