// Runs a fuzz target over the files it is given (or the files in the folders it
// is given), without libFuzzer: the seed corpus and every input that once broke
// a reader become an ordinary regression test with any compiler.
//
// With --seeds-accepted first, every seed (a file whose name does not begin
// with "regression-") must also be taken by the target (fuzzInputAccepted(),
// fuzz_check.hpp): a valid seed file that the reader refuses fails the run.

#include "fuzz_check.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::vector<std::filesystem::path> inputsOf(const std::filesystem::path& path) {
    if (!std::filesystem::is_directory(path)) {
        return {path};
    }
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(path)) {
        if (entry.is_regular_file()) {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

int main(int argc, char** argv) {
    int count = 0;
    int refused = 0;
    int first = 1;
    const bool seedsAccepted = argc > 1 && std::string(argv[1]) == "--seeds-accepted";
    if (seedsAccepted) {
        ++first;
    }
    for (int i = first; i < argc; ++i) {
        for (const auto& file : inputsOf(argv[i])) {
            std::ifstream in(file, std::ios::binary);
            if (!in) {
                std::cerr << "cannot read " << file << '\n';
                return 1;
            }
            const std::string bytes{std::istreambuf_iterator<char>(in), {}};
            fuzzInputAccepted() = false;
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                   bytes.size());
            ++count;
            const bool seed = file.filename().string().rfind("regression-", 0) != 0;
            if (seedsAccepted && seed && !fuzzInputAccepted()) {
                std::cerr << "a valid seed was refused: " << file << '\n';
                ++refused;
            }
        }
    }
    std::cout << count << " inputs run\n";
    return count > 0 && refused == 0 ? 0 : 1;
}
