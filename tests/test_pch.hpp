// What most test files include, compiled once for every test program
// (tests/CMakeLists.txt). Each file still includes what it uses.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>
