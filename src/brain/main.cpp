// pbrain-tictactoe: the Hard bot as a Gomocup brain. It speaks the Piskvork
// protocol on standard input and output; every protocol rule lives in
// BrainSession, this file only connects it to the console.
//
// usage: pbrain-tictactoe [--bot NAME] [--quiet] [--help] [--version]

#include "command_line.hpp"
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

namespace {

void writeLine(const std::string& line) {
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout); // the manager waits for whole lines
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
    CLI::App app("The Hard computer player of TicTacToe as a Gomocup brain: it speaks the "
                 "Piskvork protocol on standard input and output (docs/gomocup.md).",
                 "pbrain-tictactoe");
    ttt::tools::addVersion(app);
    app.add_option("--bot", botName,
                   "another level of the ladder, for experiments (easy ... expert)")
        ->check(ttt::tools::checkWith([](std::string_view text) -> ttt::Expected<ttt::PlayerSpec> {
            TTT_TRY(spec, ttt::parsePlayerSpec(text));
            if (spec.kind != ttt::PlayerSpec::Kind::Computer) {
                return ttt::failure(
                    ttt::Text::verbatim("a built-in level is needed (easy, novice, medium, club, "
                                        "skilled, strong, expert, hard)"));
            }
            return spec;
        }))
        ->capture_default_str();
    app.add_flag("--quiet", quiet, "no DEBUG lines with the search figures");
    if (const auto exitCode = ttt::tools::parseCommandLine(app, argc, argv)) {
        return *exitCode;
    }
    auto bot = ttt::makeBot(*ttt::parsePlayerSpec(botName), 0);
    // The search's Gomoku tables before the first command is read, not inside
    // the first TURN, whose time the manager counts.
    bot->prepare(ttt::Rules::gomokuFreestyle());

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
