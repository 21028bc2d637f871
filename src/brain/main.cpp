// pbrain-tictactoe: the Hard bot as a Gomocup brain. It speaks the Piskvork
// protocol on standard input and output; every protocol rule lives in
// BrainSession, this file only connects it to the console.
//
// usage: pbrain-tictactoe [--bot NAME] [--quiet]
//   --bot NAME  another computer player (e.g. "medium"), for experiments
//   --quiet     no DEBUG lines with the search figures

#include "tictactoe/players/player_factory.hpp"
#include "tictactoe/protocol/brain_loop.hpp"
#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/line_splitter.hpp"

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#ifndef TTT_VERSION
#define TTT_VERSION "dev"
#endif

namespace {

void writeLine(const std::string& line) {
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout); // the manager waits for whole lines
}

int usage(std::string_view problem) {
    std::fprintf(stderr, "pbrain-tictactoe: %.*s\nusage: pbrain-tictactoe [--bot NAME] [--quiet]\n",
                 static_cast<int>(problem.size()), problem.data());
    return 2;
}

} // namespace

int main(int argc, char** argv) {
#ifdef _WIN32
    // Text mode would end the input at a stray Ctrl+Z byte; line ends are
    // handled by the splitter anyway.
    _setmode(_fileno(stdin), _O_BINARY);
#endif
    std::string botName = "hard";
    bool quiet = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--bot" && i + 1 < argc) {
            botName = argv[++i];
        } else if (arg == "--quiet") {
            quiet = true;
        } else {
            return usage("unknown argument '" + std::string(arg) + "'");
        }
    }
    const auto spec = ttt::parsePlayerSpec(botName);
    auto bot = spec ? ttt::makeBot(*spec, 0) : nullptr;
    if (!bot) {
        return usage(spec ? "'" + botName + "' is no computer player" : spec.error().message);
    }

    ttt::BrainOptions options;
    options.identity = {"TicTacToe", TTT_VERSION, "TicTacToe project", "International"};
    options.debugLines = !quiet;
    // The Hard bot's tables have a fixed size (about 37 MB resident on 20x20,
    // measured); a smaller max_memory is refused rather than exceeded.
    options.memoryNeeded = std::uint64_t{40} * 1024 * 1024;
    ttt::BrainSession session(std::move(bot), options);

    // This thread reads; the loop's worker thinks and answers.
    ttt::BrainLoop loop(session, writeLine);
    ttt::LineSplitter splitter;
    bool reading = true;
    while (reading) {
        const int c = std::getc(stdin);
        if (c == EOF) {
            splitter.flush();
        } else {
            const char byte = static_cast<char>(c);
            splitter.feed(std::string_view(&byte, 1));
        }
        while (auto line = splitter.next()) {
            if (!loop.post(std::move(*line))) {
                reading = false; // END
                break;
            }
        }
        if (c == EOF) {
            reading = false;
        }
    }
    loop.closeInput();
    loop.wait();
    return 0;
}
