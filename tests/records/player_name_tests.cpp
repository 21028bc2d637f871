#include "tictactoe/core/utf8.hpp"
#include "tictactoe/records/player_name.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

using namespace ttt;

TEST_CASE("names are cleaned before they are kept", "[records][names]") {
    CHECK(cleanPlayerName("  Alice  ") == "Alice");
    CHECK(cleanPlayerName("Al\n\tice") == "Al ice");
    CHECK(cleanPlayerName("a   b") == "a b");
    CHECK(cleanPlayerName("\n\r\t ") == "");
    CHECK(cleanPlayerName("bad\xFFutf") == "bad\xEF\xBF\xBDutf");
    CHECK(utf8::codePointCount(cleanPlayerName(std::string(500, 'x'))) == kMaxPlayerNameLength);
    CHECK(cleanPlayerName("\"quoted\" \\back\\") == "\"quoted\" \\back\\");
}

TEST_CASE("names are compared case-insensitively", "[records][names]") {
    CHECK(samePlayerName("Alice", "ALICE"));
    CHECK(samePlayerName(" alice ", "Alice"));
    CHECK(samePlayerName("Пётр", "ПЁТР"));
    CHECK(samePlayerName("Ελένη", "ΕΛΈΝΗ"));
    CHECK_FALSE(samePlayerName("Alice", "Alicia"));
    CHECK_FALSE(samePlayerName("Pétr", "Petr"));
}

TEST_CASE("computer players are named by their level", "[records][names]") {
    CHECK(computerPlayerName(PlayerSpec::computer(BotLevel::Hard)) == "Computer (Hard)");
    CHECK(computerPlayerName(PlayerSpec::computer(BotLevel::Easy)) == "Computer (Easy)");
    CHECK(computerPlayerName(PlayerSpec::computer(BotLevel::Medium)) == "Computer (Medium)");
    CHECK(computerPlayerName(PlayerSpec::engineProgram("C:\\x\\pbrain-embryo.exe")) ==
          "Computer (pbrain-embryo)");
    CHECK(computerPlayerName(PlayerSpec::engineProgram("/opt/")) == "Computer");
    CHECK(isComputerPlayerName("Computer (Hard)"));
    CHECK_FALSE(isComputerPlayerName("Computerised Carl"));

    const Player human{"  Zoë ", PlayerSpec::human()};
    const Player unnamed{"", PlayerSpec::human()};
    const Player bot{"whatever", PlayerSpec::computer(BotLevel::Medium)};
    CHECK(leaderboardName(human, 0) == "Zoë");
    CHECK(leaderboardName(unnamed, 1) == "Player 2");
    CHECK(leaderboardName(bot, 1) == "Computer (Medium)");
}

TEST_CASE("cleaning a clean name changes nothing", "[records][names]") {
    // The case the fuzzer found: a cut at the length limit right after a space.
    const std::string cutAfterSpace = std::string(63, 'A') + " B";
    CHECK(cleanPlayerName(cutAfterSpace) == std::string(63, 'A'));

    std::mt19937 random(17);
    const std::vector<std::string> pieces{
        " ", "  ", "\t",       "\n",           "A",    "b",    "é",
        "Ж", "中", "\xC2\xA0", "\xE2\x80\xA8", "\xFF", "\x7F", "x y"};
    for (int round = 0; round < 20000; ++round) {
        std::string name;
        const auto length = random() % 90;
        for (std::size_t i = 0; i < length; ++i) {
            name += pieces[random() % pieces.size()];
        }
        const std::string once = cleanPlayerName(name);
        INFO(name);
        CHECK(cleanPlayerName(once) == once);
        CHECK(playerNameKey(once) == playerNameKey(name));
        CHECK_FALSE(once.starts_with(' '));
        CHECK_FALSE(once.ends_with(' '));
        CHECK(utf8::codePointCount(once) <= kMaxPlayerNameLength);
    }
}
