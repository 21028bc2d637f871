# Run at build time (cmake -P) by src/core: turns Unicode's CaseFolding.txt
# into a sorted C++ table of the simple case folding (statuses C and S: one
# code point to one code point), so that no folding rule is typed by hand.
#   -DINPUT=<CaseFolding.txt> -DOUTPUT=<header>
cmake_minimum_required(VERSION 3.25)
file(STRINGS "${INPUT}" lines REGEX "^[0-9A-F]+; [CS]; [0-9A-F]+;")
file(STRINGS "${INPUT}" version REGEX "^# CaseFolding-" LIMIT_COUNT 1)
set(entries "")
set(count 0)
foreach(line IN LISTS lines)
    string(REGEX MATCH "^([0-9A-F]+); [CS]; ([0-9A-F]+);" _ "${line}")
    string(APPEND entries "    {0x${CMAKE_MATCH_1}, 0x${CMAKE_MATCH_2}},\n")
    math(EXPR count "${count} + 1")
endforeach()
if(count LESS 1000)
    message(FATAL_ERROR "${INPUT} holds only ${count} simple case foldings: is it CaseFolding.txt?")
endif()
string(REPLACE "# " "" version "${version}")
file(WRITE "${OUTPUT}.tmp" "// Generated from ${version} by cmake/GenerateCaseFolding.cmake; do not edit.
#pragma once

#include <array>

namespace ttt::utf8::detail {

struct CaseFold {
    char32_t from;
    char32_t to;
};

// The simple case folding (statuses C and S), sorted by code point.
inline constexpr std::array<CaseFold, ${count}> kCaseFolding{{
${entries}}};

} // namespace ttt::utf8::detail
")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
