#include "tictactoe/records/leaderboard.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ttt;

namespace {

PlayerStanding standing(std::string name, int w, int d, int l) {
    return PlayerStanding{std::move(name), w, d, l};
}

std::vector<std::string> namesOf(const std::vector<LeaderboardEntry>& entries) {
    std::vector<std::string> names;
    for (const auto& entry : entries) {
        names.push_back(entry.player.name);
    }
    return names;
}

} // namespace

TEST_CASE("points are 3 per win, 1 per draw, -2 per loss", "[records][leaderboard]") {
    CHECK(standing("a", 4, 3, 2).points() == 3 * 4 + 3 - 2 * 2);
    CHECK(standing("a", 0, 0, 5).points() == -10);
    CHECK(standing("a", 4, 3, 2).games() == 9);
    const auto huge = standing("a", Leaderboard::kMaxCount, Leaderboard::kMaxCount, 0);
    CHECK(huge.points() == 4LL * Leaderboard::kMaxCount); // no int overflow
}

TEST_CASE("a finished round is recorded for both players", "[records][leaderboard]") {
    Leaderboard board;
    REQUIRE(board.recordRound("Alice", "Bob", Outcome::Won, Mark::X));
    REQUIRE(board.recordRound("alice", "BOB", Outcome::Won, Mark::O));
    REQUIRE(board.recordRound("ALICE", "bob", Outcome::Drawn, Mark::None));
    REQUIRE(board.size() == 2);
    CHECK(board.find("alice") == standing("Alice", 1, 1, 1));
    CHECK(board.find("Bob") == standing("Bob", 1, 1, 1));

    CHECK_FALSE(board.recordRound("Alice", "Bob", Outcome::InProgress, Mark::None));
    CHECK_FALSE(board.recordRound("Alice", "aLiCe", Outcome::Won, Mark::X));
    CHECK_FALSE(board.recordRound("Alice", "  \n", Outcome::Won, Mark::X));
    CHECK_FALSE(board.recordRound("Alice", "Bob", Outcome::Won, Mark::None));
    CHECK(board.find("Alice") == standing("Alice", 1, 1, 1));
    CHECK(board.size() == 2);
}

TEST_CASE("the first spelling of a name is kept", "[records][leaderboard]") {
    Leaderboard board;
    board.addResult("  zoë ", PlayerResult::Win);
    board.addResult("ZOË", PlayerResult::Loss);
    REQUIRE(board.size() == 1);
    CHECK(board.players().front().name == "zoë");
    CHECK(board.find("Zoë")->losses == 1);
}

TEST_CASE("rounds of the engine are recorded with computer names", "[records][leaderboard]") {
    GameSetup setup;
    setup.mode = Mode::HumanVsComputer;
    setup.players = {Player{"Alice", PlayerSpec::human()},
                     Player{"Computer", PlayerSpec::computer(BotLevel::Hard)}};
    GameEngine game(setup);
    Leaderboard board;
    CHECK_FALSE(board.recordRound(game)); // not finished
    for (const Point p : {Point{0, 0}, Point{1, 0}, Point{0, 1}, Point{1, 1}, Point{0, 2}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.isRoundOver());
    REQUIRE(board.recordRound(game));
    CHECK(board.find("Alice") == standing("Alice", 1, 0, 0));
    CHECK(board.find("Computer (Hard)") == standing("Computer (Hard)", 0, 0, 1));

    // A computer-only demo is not recorded.
    setup.mode = Mode::ComputerVsComputer;
    GameEngine demo(setup);
    for (const Point p : {Point{0, 0}, Point{1, 0}, Point{0, 1}, Point{1, 1}, Point{0, 2}}) {
        REQUIRE(demo.play(p));
    }
    CHECK_FALSE(board.recordRound(demo));
    CHECK(board.size() == 2);
}

TEST_CASE("ranking: points, then wins, draws, fewer losses, then name", "[records][leaderboard]") {
    Leaderboard board;
    board.addStanding(standing("low", 0, 0, 3));    // -6
    board.addStanding(standing("draws", 2, 3, 0));  // 9
    board.addStanding(standing("wins", 3, 0, 0));   // 9, more wins
    board.addStanding(standing("losses", 2, 5, 1)); // 9, fewer wins, more draws
    board.addStanding(standing("bea", 2, 3, 0));    // same as "draws": name decides
    board.addStanding(standing("top", 10, 0, 0));   // 30
    board.addStanding(standing("fewer", 1, 6, 0));  // 9, 1 win
    board.addStanding(standing("more", 1, 8, 1));   // 9, 1 win, more draws

    const auto ranking = board.ranking(0);
    CHECK(namesOf(ranking) == std::vector<std::string>{"top", "wins", "losses", "bea", "draws",
                                                       "more", "fewer", "low"});
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        CHECK(ranking[i].rank == static_cast<int>(i) + 1);
    }
    CHECK(board.ranking(3).size() == 3);
    CHECK(namesOf(board.ranking(3)) == std::vector<std::string>{"top", "wins", "losses"});
}

TEST_CASE("the comparator: points first, the name last", "[records][leaderboard]") {
    CHECK(ranksAbove(standing("b", 2, 0, 1), standing("a", 2, 0, 2)));
    CHECK_FALSE(ranksAbove(standing("a", 2, 0, 2), standing("b", 2, 0, 1)));
    CHECK(ranksAbove(standing("Anna", 1, 0, 0), standing("bob", 1, 0, 0)));
    CHECK(ranksAbove(standing("alice", 1, 0, 0), standing("Bob", 1, 0, 0)));
    CHECK_FALSE(ranksAbove(standing("x", 1, 0, 0), standing("x", 1, 0, 0)));
}

TEST_CASE("the top ten of many players", "[records][leaderboard]") {
    Leaderboard board;
    for (int i = 0; i < 25; ++i) {
        board.addStanding(standing("player " + std::to_string(i), i, 0, 0));
    }
    const auto top = board.ranking();
    REQUIRE(top.size() == Leaderboard::kDefaultTop);
    CHECK(top.front().player.name == "player 24");
    CHECK(top.back().player.name == "player 15");
}

TEST_CASE("columns sort both ways and keep rank order on ties", "[records][leaderboard]") {
    Leaderboard board;
    board.addStanding(standing("Carol", 1, 5, 0)); // 8
    board.addStanding(standing("alice", 3, 0, 1)); // 7
    board.addStanding(standing("Bob", 3, 1, 3));   // 4
    board.addStanding(standing("dave", 0, 1, 0));  // 1
    auto entries = board.ranking(0);
    REQUIRE(namesOf(entries) == std::vector<std::string>{"Carol", "alice", "Bob", "dave"});

    sortEntries(entries, LeaderboardColumn::Name, SortOrder::Ascending);
    CHECK(namesOf(entries) == std::vector<std::string>{"alice", "Bob", "Carol", "dave"});
    sortEntries(entries, LeaderboardColumn::Name, SortOrder::Descending);
    CHECK(namesOf(entries) == std::vector<std::string>{"dave", "Carol", "Bob", "alice"});
    sortEntries(entries, LeaderboardColumn::Wins, SortOrder::Descending);
    CHECK(namesOf(entries) == std::vector<std::string>{"alice", "Bob", "Carol", "dave"});
    sortEntries(entries, LeaderboardColumn::Wins, SortOrder::Ascending);
    CHECK(namesOf(entries) == std::vector<std::string>{"dave", "Carol", "alice", "Bob"});
    sortEntries(entries, LeaderboardColumn::Draws, SortOrder::Descending);
    CHECK(namesOf(entries) == std::vector<std::string>{"Carol", "Bob", "dave", "alice"});
    sortEntries(entries, LeaderboardColumn::Losses, SortOrder::Ascending);
    CHECK(namesOf(entries) == std::vector<std::string>{"Carol", "dave", "alice", "Bob"});
    sortEntries(entries, LeaderboardColumn::Games, SortOrder::Descending);
    CHECK(namesOf(entries) == std::vector<std::string>{"Bob", "Carol", "alice", "dave"});
    sortEntries(entries, LeaderboardColumn::Points, SortOrder::Ascending);
    CHECK(namesOf(entries) == std::vector<std::string>{"dave", "Bob", "alice", "Carol"});
    sortEntries(entries, LeaderboardColumn::Rank, SortOrder::Ascending);
    CHECK(namesOf(entries) == std::vector<std::string>{"Carol", "alice", "Bob", "dave"});

    CHECK(defaultSortOrder(LeaderboardColumn::Name) == SortOrder::Ascending);
    CHECK(defaultSortOrder(LeaderboardColumn::Points) == SortOrder::Descending);
}

TEST_CASE("merging adds counts of the same names", "[records][leaderboard]") {
    Leaderboard ours;
    ours.addStanding(standing("Alice", 1, 2, 3));
    ours.addStanding(standing("Bob", 1, 0, 0));
    Leaderboard theirs;
    theirs.addStanding(standing("ALICE", 10, 20, 30));
    theirs.addStanding(standing("Carol", 5, 0, 0));
    ours.merge(theirs);
    REQUIRE(ours.size() == 3);
    CHECK(ours.players()[0] == standing("Alice", 11, 22, 33));
    CHECK(ours.players()[1] == standing("Bob", 1, 0, 0));
    CHECK(ours.players()[2] == standing("Carol", 5, 0, 0));

    ours.merge(ours); // merging with itself doubles
    CHECK(ours.find("bob") == standing("Bob", 2, 0, 0));

    Leaderboard full;
    full.addStanding(standing("x", Leaderboard::kMaxCount - 1, 0, 0));
    full.merge(full);
    CHECK(full.find("x")->wins == Leaderboard::kMaxCount); // saturates, no overflow
}

TEST_CASE("clear empties the board", "[records][leaderboard]") {
    Leaderboard board;
    board.addResult("Alice", PlayerResult::Win);
    board.clear();
    CHECK(board.empty());
    CHECK_FALSE(board.find("Alice"));
    board.addResult("alice", PlayerResult::Draw);
    CHECK(board.players().front().name == "alice");
}

TEST_CASE("known names leave computers out and sort A-Z", "[records][leaderboard]") {
    Leaderboard board;
    board.recordRound("zed", "Computer (Hard)", Outcome::Won, Mark::X);
    board.recordRound("Amy", "bob", Outcome::Drawn, Mark::None);
    CHECK(board.knownNames() == std::vector<std::string>{"Amy", "bob", "zed"});
    CHECK(board.knownNames(true) ==
          std::vector<std::string>{"Amy", "bob", "Computer (Hard)", "zed"});
}

TEST_CASE("a full board takes no new names but keeps counting old ones", "[records][leaderboard]") {
    Leaderboard board;
    for (std::size_t i = 0; i < Leaderboard::kMaxPlayers; ++i) {
        REQUIRE(board.addResult("p" + std::to_string(i), PlayerResult::Win));
    }
    CHECK_FALSE(board.addResult("newcomer", PlayerResult::Win));
    CHECK_FALSE(board.recordRound("p1", "newcomer", Outcome::Won, Mark::X));
    CHECK(board.find("p1")->wins == 1); // nothing half-recorded
    CHECK(board.recordRound("p1", "p2", Outcome::Won, Mark::X));
    CHECK(board.find("p1")->wins == 2);
    CHECK(board.size() == Leaderboard::kMaxPlayers);
}
