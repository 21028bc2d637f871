#include "tictactoe/core/read_file.hpp"

#include <fstream>
#include <system_error>

namespace fs = std::filesystem;

namespace ttt {

Expected<std::string, FileProblem> readTextFile(const fs::path& path, std::uintmax_t maxBytes) {
    using Kind = FileProblem::Kind;
    const auto problem = [](Kind kind, Text text) {
        return tl::unexpected(FileProblem{kind, std::move(text)});
    };
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (status.type() == fs::file_type::not_found) {
        return problem(Kind::Missing, Text("the file does not exist"));
    }
    if (ec) {
        return problem(Kind::Unreadable, Text("cannot read it: {0}", ec.message()));
    }
    if (!fs::is_regular_file(status)) {
        return problem(Kind::Unreadable, Text("it is not a regular file"));
    }
    const std::uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > maxBytes) {
        return problem(Kind::TooLarge, Text("it is too large ({0} bytes; at most {1} are expected)",
                                            size, maxBytes));
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return problem(Kind::Unreadable, Text("cannot open it for reading"));
    }
    // Stop one byte past the limit, in case the file grew after its size was taken.
    std::string text;
    std::string chunk(std::size_t{64} << 10U, '\0');
    while (in && text.size() <= maxBytes) {
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        return problem(Kind::Unreadable, Text("reading it failed"));
    }
    if (text.size() > maxBytes) {
        return problem(Kind::TooLarge, Text("it is too large (more than {0} bytes)", maxBytes));
    }
    return text;
}

} // namespace ttt
