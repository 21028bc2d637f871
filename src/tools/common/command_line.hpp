#pragma once

// The command line of the project's tools (ttt-arena, ttt-bench,
// pbrain-tictactoe), on CLI11: --help and --version everywhere, and a bad
// option is told on standard error with exit code 2.

#include <CLI/CLI.hpp>
#include <iostream>
#include <optional>
#include <string>

#ifndef TTT_VERSION
#define TTT_VERSION "dev"
#endif

namespace ttt::tools {

// Adds --version to `app`; call before parse().
inline void addVersion(CLI::App& app) {
    app.set_version_flag("--version", std::string(app.get_name()) + " " + TTT_VERSION,
                         "Show the version and exit");
}

// Parses the command line: nothing when the tool should go on, else the exit
// code (0 after --help or --version, 2 after a mistake).
inline std::optional<int> parseCommandLine(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help();
        return 0;
    } catch (const CLI::CallForAllHelp&) {
        std::cout << app.help("", CLI::AppFormatMode::All);
        return 0;
    } catch (const CLI::CallForVersion&) {
        std::cout << app.version() << "\n";
        return 0;
    } catch (const CLI::ParseError& error) {
        std::cerr << app.get_name() << ": " << error.what() << "\n(" << app.get_name()
                  << " --help lists the options)\n";
        return 2;
    }
    return std::nullopt;
}

// A CLI11 check from an Expected-returning parser: "" when it reads, else why not.
template <class Parse> auto checkWith(Parse parse) {
    return CLI::Validator(
        [parse](std::string& text) -> std::string {
            const auto read = parse(text);
            return read ? std::string() : read.error().message();
        },
        "");
}

} // namespace ttt::tools
