#include "tictactoe/records/format_names.hpp"
#include "tictactoe/records/leaderboard.hpp"
#include "tictactoe/records/leaderboard_format.hpp"
#include "tictactoe/records/player_name.hpp"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

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

namespace {

// X (player 1) takes the left column of a 3x3 board while O answers beside it.
const std::vector<Point> kXWinsClassic{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}};
// X takes five in the top row of 15x15 while O answers below it.
const std::vector<Point> kXWinsFive{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0},
                                    {2, 1}, {3, 0}, {3, 1}, {4, 0}};
// O takes the middle row of 3x3.
const std::vector<Point> kOWinsClassic{{0, 0}, {0, 1}, {2, 2}, {1, 1}, {2, 0}, {2, 1}};
const std::vector<Point> kDrawClassic{{0, 0}, {1, 1}, {2, 2}, {0, 1}, {2, 1},
                                      {2, 0}, {0, 2}, {1, 2}, {1, 0}};

GameEngine finished(Rules rules, Player first, Player second, const std::vector<Point>& moves) {
    GameSetup setup;
    setup.rules = rules;
    setup.mode = first.isComputer() && second.isComputer()   ? Mode::ComputerVsComputer
                 : first.isComputer() || second.isComputer() ? Mode::HumanVsComputer
                                                             : Mode::HumanVsHuman;
    setup.players = {std::move(first), std::move(second)};
    GameEngine game(setup);
    for (const Point p : moves) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.isRoundOver());
    return game;
}

Player person(std::string name) {
    return Player{std::move(name), PlayerSpec::human()};
}

Player level(BotLevel botLevel) {
    return Player{"Computer", PlayerSpec::computer(botLevel)};
}

} // namespace

TEST_CASE("a round against a computer level moves the person's rating", "[records][ratings]") {
    Leaderboard board;
    CHECK_FALSE(board.rating("Alice", RatingPool::SmallBoards));

    // A first win against Medium (1200, as a new player): +K/2.
    REQUIRE(board.recordRound(
        finished(Rules::classic(), person("Alice"), level(BotLevel::Medium), kXWinsClassic)));
    const auto first = board.rating("alice", RatingPool::SmallBoards);
    REQUIRE(first.has_value());
    CHECK(first->rating == Approx(1200 + PlayerRating::kProvisionalK / 2));
    CHECK(first->games == 1);
    CHECK(first->provisional());
    CHECK_FALSE(board.rating("Alice", RatingPool::FiveInARow));
    CHECK_FALSE(board.rating("Computer (Medium)", RatingPool::SmallBoards)); // levels are fixed
    CHECK(board.find("Computer (Medium)")->losses == 1);

    // A loss and a draw against Hard, each as ratedGame computes it (to 0.1).
    REQUIRE(board.recordRound(
        finished(Rules::classic(), person("ALICE"), level(BotLevel::Hard), kOWinsClassic)));
    const PlayerRating afterLoss =
        ratedGame(*first, levelRating(BotLevel::Hard, RatingPool::SmallBoards), 0.0);
    CHECK(board.rating("Alice", RatingPool::SmallBoards)->rating ==
          Approx(afterLoss.rating).margin(0.05));
    const PlayerRating beforeDraw = *board.rating("Alice", RatingPool::SmallBoards);
    REQUIRE(board.recordRound(
        finished(Rules::classic(), person("Alice"), level(BotLevel::Hard), kDrawClassic)));
    const auto afterDraw = board.rating("Alice", RatingPool::SmallBoards);
    const double hard = levelRating(BotLevel::Hard, RatingPool::SmallBoards);
    CHECK(afterDraw->games == 3);
    CHECK(afterDraw->rating == Approx(ratedGame(beforeDraw, hard, 0.5).rating).margin(0.05));
    CHECK((afterDraw->rating > beforeDraw.rating) == (hard > beforeDraw.rating));

    // Five in a row is a pool of its own: 15x15 here, exact five and the
    // unlimited field count there too.
    REQUIRE(board.recordRound(
        finished(Rules::gomokuFreestyle(), person("Alice"), level(BotLevel::Club), kXWinsFive)));
    REQUIRE(board.recordRound(
        finished(Rules::gomokuExact(), person("Alice"), level(BotLevel::Club), kXWinsFive)));
    REQUIRE(board.recordRound(
        finished(Rules::unlimitedFive(), person("Alice"), level(BotLevel::Club), kXWinsFive)));
    const auto five = board.rating("Alice", RatingPool::FiveInARow);
    REQUIRE(five.has_value());
    CHECK(five->games == 3);
    PlayerRating expected;
    for (int win = 0; win < 3; ++win) {
        expected = Leaderboard::keptRating(
            ratedGame(expected, levelRating(BotLevel::Club, RatingPool::FiveInARow), 1.0));
    }
    CHECK(five == expected);
    CHECK(board.rating("Alice", RatingPool::SmallBoards) == afterDraw);
}

TEST_CASE("only a person against a built-in level is rated", "[records][ratings]") {
    Leaderboard board;
    // Two people: results, no ratings.
    REQUIRE(
        board.recordRound(finished(Rules::classic(), person("Ann"), person("Bob"), kXWinsClassic)));
    // An external engine: results, no rating.
    REQUIRE(board.recordRound(finished(Rules::classic(), person("Ann"),
                                       Player{"Engine", PlayerSpec::engineProgram("/opt/pbrain-x")},
                                       kXWinsClassic)));
    CHECK(board.find("Computer (pbrain-x)")->losses == 1);
    // Two computers: a demo, not recorded at all.
    CHECK_FALSE(board.recordRound(
        finished(Rules::classic(), level(BotLevel::Easy), level(BotLevel::Hard), kXWinsClassic)));
    CHECK(board.find("Ann")->wins == 2);
    for (const RatingPool pool : kRatingPools) {
        CHECK_FALSE(board.rating("Ann", pool));
        CHECK_FALSE(board.rating("Bob", pool));
    }
}

TEST_CASE("the round of an engine names the rated game", "[records][ratings]") {
    const GameEngine game =
        finished(Rules::gomokuExact(), person("  Zoë "), level(BotLevel::Strong), kXWinsFive);
    const auto round = leaderboardRoundOf(game);
    REQUIRE(round.has_value());
    CHECK(round->names == std::array<std::string, 2>{"Zoë", "Computer (Strong)"});
    CHECK(round->outcome == Outcome::Won);
    CHECK(round->winner == Mark::X);
    REQUIRE(round->rated.has_value());
    CHECK(*round->rated ==
          LeaderboardRound::RatedGame{0, BotLevel::Strong, RatingPool::FiveInARow});
    CHECK(round->personScore() == 1.0);

    // A forfeit: the same players with another result.
    const auto forfeit = leaderboardRoundOf(game, Outcome::Won, Mark::O);
    REQUIRE(forfeit.has_value());
    CHECK(forfeit->personScore() == 0.0);
    CHECK(leaderboardRoundOf(game, Outcome::Drawn, Mark::X)->winner == Mark::None);
    CHECK(leaderboardRoundOf(game, Outcome::Drawn, Mark::None)->personScore() == 0.5);
    CHECK_FALSE(leaderboardRoundOf(game, Outcome::InProgress, Mark::None));

    // Not finished: nothing.
    GameSetup setup;
    setup.mode = Mode::HumanVsComputer;
    setup.players = {person("Ann"), level(BotLevel::Easy)};
    CHECK_FALSE(leaderboardRoundOf(GameEngine(setup)));

    // A refused round moves no rating.
    Leaderboard board;
    LeaderboardRound same = *round;
    same.names[1] = "zoë";
    CHECK_FALSE(board.recordRound(same));
    CHECK(board.empty());
}

TEST_CASE("ratings are kept to 0.1 within 0..4000", "[records][ratings]") {
    CHECK(Leaderboard::keptRating({1234.5678, 3}) == PlayerRating{1234.6, 3});
    CHECK(Leaderboard::keptRating({-50, 3}) == PlayerRating{0, 3});
    CHECK_FALSE(std::signbit(Leaderboard::keptRating({-0.0, 3}).rating));
    CHECK_FALSE(std::signbit(Leaderboard::keptRating({-0.01, 3}).rating));
    CHECK(Leaderboard::keptRating({9000, 3}) == PlayerRating{4000, 3});
    CHECK(Leaderboard::keptRating({1200, -4}) == PlayerRating{1200, 0});
    CHECK(Leaderboard::keptRating({1200, Leaderboard::kMaxCount + 1}).games ==
          Leaderboard::kMaxCount);
    CHECK(Leaderboard::keptRating({std::nan(""), 1}).rating == PlayerRating::kStart);

    Leaderboard board;
    CHECK(board.setRating(" Ann ", RatingPool::FiveInARow, {1500.04, 12}));
    CHECK(board.rating("ANN", RatingPool::FiveInARow) == PlayerRating{1500.0, 12});
    CHECK(board.find("ann") == standing("Ann", 0, 0, 0)); // a new name, no results
    CHECK_FALSE(board.setRating("Ann", RatingPool::FiveInARow, {INFINITY, 1}));
    CHECK_FALSE(board.setRating("Ann", RatingPool::FiveInARow, {std::nan(""), 1}));
    CHECK_FALSE(board.setRating(" \t", RatingPool::FiveInARow, {1200, 1}));
    CHECK(board.rating("Ann", RatingPool::FiveInARow) == PlayerRating{1500.0, 12});
    CHECK_FALSE(board.rating("nobody", RatingPool::FiveInARow));

    // Ratings handed in with a standing are kept the same way; NaN is left out.
    Leaderboard joined;
    REQUIRE(joined.addStanding(standing("Cy", 1, 0, 0), PlayerRatings{PlayerRating{std::nan(""), 1},
                                                                      PlayerRating{5000, 2}}));
    CHECK_FALSE(joined.rating("Cy", RatingPool::SmallBoards));
    CHECK(joined.rating("Cy", RatingPool::FiveInARow) == PlayerRating{4000, 2});

    // Losing to Easy for ever stays within the bounds.
    PlayerRating low{1.0, 100};
    board.setRating("Ann", RatingPool::SmallBoards, low);
    for (int i = 0; i < 50; ++i) {
        REQUIRE(board.recordRound(
            finished(Rules::classic(), person("Ann"), level(BotLevel::Easy), kOWinsClassic)));
    }
    CHECK(board.rating("Ann", RatingPool::SmallBoards)->rating >= Leaderboard::kMinRating);
}

TEST_CASE("a full board rates only the players it has", "[records][ratings]") {
    Leaderboard board;
    for (std::size_t i = 0; i < Leaderboard::kMaxPlayers; ++i) {
        REQUIRE(board.addResult("p" + std::to_string(i), PlayerResult::Win));
    }
    CHECK_FALSE(board.setRating("newcomer", RatingPool::SmallBoards, {1200, 1}));
    CHECK(board.setRating("p7", RatingPool::SmallBoards, {1300, 1}));
    CHECK_FALSE(board.recordRound(
        finished(Rules::classic(), person("newcomer"), level(BotLevel::Easy), kXWinsClassic)));
    CHECK_FALSE(board.rating("newcomer", RatingPool::SmallBoards));
    CHECK(board.size() == Leaderboard::kMaxPlayers);
}

TEST_CASE("ratings in the ranking, sorting, merging, clearing and equality", "[records][ratings]") {
    Leaderboard board;
    board.addStanding(standing("Carol", 1, 5, 0)); // 8
    board.addStanding(standing("alice", 3, 0, 1)); // 7
    board.addStanding(standing("Bob", 3, 1, 3));   // 4
    board.addStanding(standing("dave", 0, 1, 0));  // 1
    board.setRating("alice", RatingPool::SmallBoards, {1300, 20});
    board.setRating("dave", RatingPool::SmallBoards, {1450, 4});
    board.setRating("Bob", RatingPool::SmallBoards, {1100, 15});
    board.setRating("Carol", RatingPool::FiveInARow, {1900, 30});

    // The ranking carries the ratings of the pool asked for, and only then.
    CHECK_FALSE(board.ranking(0)[1].rating.has_value());
    auto entries = board.ranking(0, RatingPool::SmallBoards);
    REQUIRE(namesOf(entries) == std::vector<std::string>{"Carol", "alice", "Bob", "dave"});
    CHECK_FALSE(entries[0].rating.has_value());
    CHECK(entries[1].rating == PlayerRating{1300, 20});

    sortEntries(entries, LeaderboardColumn::Rating, SortOrder::Descending);
    CHECK(namesOf(entries) == std::vector<std::string>{"dave", "alice", "Bob", "Carol"});
    sortEntries(entries, LeaderboardColumn::Rating, SortOrder::Ascending);
    CHECK(namesOf(entries) == std::vector<std::string>{"Bob", "alice", "dave", "Carol"});
    CHECK(defaultSortOrder(LeaderboardColumn::Rating) == SortOrder::Descending);
    // Equal ratings keep the ranking order; the unrated keep it among themselves.
    auto five = board.ranking(0, RatingPool::FiveInARow);
    sortEntries(five, LeaderboardColumn::Rating, SortOrder::Ascending);
    CHECK(namesOf(five) == std::vector<std::string>{"Carol", "alice", "Bob", "dave"});

    // Equality sees the ratings.
    Leaderboard copy = board;
    CHECK(copy == board);
    copy.setRating("Bob", RatingPool::SmallBoards, {1100.1, 15});
    CHECK_FALSE(copy == board);

    // Merging keeps, per pool, the rating with more games (ours on a tie), and
    // takes over a rating only the other board has.
    Leaderboard theirs;
    theirs.setRating("ALICE", RatingPool::SmallBoards, {1600, 25}); // more games: taken
    theirs.setRating("DAVE", RatingPool::SmallBoards, {1000, 3});   // fewer: ours kept
    theirs.setRating("bob", RatingPool::SmallBoards, {1234, 15});   // as many: ours kept
    theirs.setRating("bob", RatingPool::FiveInARow, {1700, 2});     // new pool: taken
    theirs.setRating("Erin", RatingPool::FiveInARow, {1750, 11});   // new player
    board.merge(theirs);
    CHECK(board.rating("alice", RatingPool::SmallBoards) == PlayerRating{1600, 25});
    CHECK(board.rating("dave", RatingPool::SmallBoards) == PlayerRating{1450, 4});
    CHECK(board.rating("Bob", RatingPool::SmallBoards) == PlayerRating{1100, 15});
    CHECK(board.rating("Bob", RatingPool::FiveInARow) == PlayerRating{1700, 2});
    CHECK(board.rating("erin", RatingPool::FiveInARow) == PlayerRating{1750, 11});
    CHECK(board.find("Erin") == standing("Erin", 0, 0, 0));
    CHECK(board.find("alice") == standing("alice", 3, 0, 1));
    const Leaderboard before = board;
    board.merge(board); // with itself: counts double, ratings stay
    CHECK(board.rating("alice", RatingPool::SmallBoards) == PlayerRating{1600, 25});
    CHECK(board.find("alice") == standing("alice", 6, 0, 2));

    board.clear();
    CHECK(board.empty());
    CHECK_FALSE(board.rating("alice", RatingPool::SmallBoards));
    board.addResult("alice", PlayerResult::Win);
    CHECK_FALSE(board.rating("alice", RatingPool::SmallBoards)); // no rating left behind
    CHECK_FALSE(board == before);
}

// The variant groups (issue 14): every round also counts in the group of its
// rules; the totals stay the sum, the points rule the same.

TEST_CASE("the leaderboard's variant groups cover every variant",
          "[records][leaderboard][variants]") {
    CHECK(variantGroupOf(Rules::classic()) == VariantGroup::Classic);
    CHECK(variantGroupOf(Rules::bounded(3, 3, 3, Overline::Exact)) == VariantGroup::Classic);
    CHECK(variantGroupOf(Rules::bounded(4, 4, 3)) == VariantGroup::OtherBoards);
    CHECK(variantGroupOf(Rules::bounded(7, 7, 4)) == VariantGroup::OtherBoards);
    CHECK(variantGroupOf(Rules::bounded(15, 15, 4)) == VariantGroup::OtherBoards);
    CHECK(variantGroupOf(Rules::bounded(19, 19, 6)) == VariantGroup::OtherBoards);
    CHECK(variantGroupOf(Rules::gomokuFreestyle()) == VariantGroup::GomokuFreestyle);
    CHECK(variantGroupOf(Rules::bounded(5, 5, 5)) == VariantGroup::GomokuFreestyle);
    CHECK(variantGroupOf(Rules::bounded(20, 10, 5)) == VariantGroup::GomokuFreestyle);
    CHECK(variantGroupOf(Rules::gomokuExact()) == VariantGroup::GomokuExact);
    CHECK(variantGroupOf(Rules::bounded(19, 19, 5, Overline::Exact)) == VariantGroup::GomokuExact);
    CHECK(variantGroupOf(Rules::gomokuRenju()) == VariantGroup::GomokuRenju);
    CHECK(variantGroupOf(Rules::gomokuCaro()) == VariantGroup::GomokuCaro);
    CHECK(variantGroupOf(parseRules("19x19/5/caro").value()) == VariantGroup::GomokuCaro);
    CHECK(variantGroupOf(parseRules("17x17/5/renju").value()) == VariantGroup::GomokuRenju);
    CHECK(variantGroupOf(Rules::unlimitedFive()) == VariantGroup::Unlimited);
    CHECK(variantGroupOf(parseRules("unlimited/renju").value()) == VariantGroup::Unlimited);
    Rules unlimitedFour = Rules::unlimitedFive();
    unlimitedFour.k = 4;
    CHECK(variantGroupOf(unlimitedFour) == VariantGroup::Unlimited);

    // Every group has its own key, read back.
    std::vector<std::string_view> keys;
    for (const VariantGroup group : kVariantGroups) {
        CHECK(static_cast<std::size_t>(group) == keys.size()); // kVariantGroups in order
        keys.push_back(variantGroupKey(group));
        CHECK(variantGroupFromKey(variantGroupKey(group)) == group);
    }
    CHECK(keys == std::vector<std::string_view>{"classic", "other-boards", "gomoku-freestyle",
                                                "gomoku-exact", "gomoku-renju", "gomoku-caro",
                                                "unlimited"});
    CHECK_FALSE(variantGroupFromKey("all"));
    CHECK_FALSE(variantGroupFromKey("Classic"));
    CHECK_FALSE(variantGroupFromKey(""));
}

TEST_CASE("a round counts in its group and in the leaderboard totals",
          "[records][leaderboard][variants]") {
    Leaderboard board;
    REQUIRE(
        board.recordRound(finished(Rules::classic(), person("Ann"), person("Bob"), kXWinsClassic)));
    REQUIRE(board.recordRound(
        finished(Rules::gomokuFreestyle(), person("Bob"), person("ann"), kXWinsFive)));
    REQUIRE(board.recordRound(
        finished(Rules::gomokuRenju(), person("Ann"), level(BotLevel::Medium), kXWinsFive)));
    REQUIRE(
        board.recordRound(finished(Rules::classic(), person("Bob"), person("Ann"), kDrawClassic)));
    // The totals: the sum of every group, points as always.
    CHECK(board.find("Ann") == standing("Ann", 2, 1, 1));
    CHECK(board.find("Ann")->points() == 3 * 2 + 1 - 2);
    CHECK(board.find("Bob") == standing("Bob", 1, 1, 1));
    // Each group.
    CHECK(board.find("ann", VariantGroup::Classic) == standing("Ann", 1, 1, 0));
    CHECK(board.find("Ann", VariantGroup::GomokuFreestyle) == standing("Ann", 0, 0, 1));
    CHECK(board.find("Ann", VariantGroup::GomokuRenju) == standing("Ann", 1, 0, 0));
    CHECK(board.find("Ann", VariantGroup::Unlimited) == standing("Ann", 0, 0, 0));
    CHECK(board.find("Computer (Medium)", VariantGroup::GomokuRenju) ==
          standing("Computer (Medium)", 0, 0, 1));
    CHECK_FALSE(board.find("nobody", VariantGroup::Classic));
    for (std::size_t i = 0; i < board.size(); ++i) {
        ResultCounts sum;
        for (const ResultCounts& group : board.variants()[i]) {
            sum.wins += group.wins;
            sum.draws += group.draws;
            sum.losses += group.losses;
        }
        const PlayerStanding& totals = board.players()[i];
        CHECK(sum == ResultCounts{totals.wins, totals.draws, totals.losses});
    }

    // The round of an engine names its group; a round without one counts in
    // the totals only.
    CHECK(
        leaderboardRoundOf(finished(Rules::gomokuCaro(), person("Ann"), person("Bob"), kXWinsFive))
            ->variant == VariantGroup::GomokuCaro);
    REQUIRE(board.recordRound("Ann", "Bob", Outcome::Won, Mark::X));
    CHECK(board.find("Ann")->wins == 3);
    CHECK(board.find("Ann", VariantGroup::Classic)->wins == 1);
    REQUIRE(board.recordRound("Ann", "Cy", Outcome::Drawn, Mark::None, VariantGroup::Unlimited));
    CHECK(board.find("Cy", VariantGroup::Unlimited) == standing("Cy", 0, 1, 0));
    CHECK(board.addResult("Cy", PlayerResult::Loss, VariantGroup::OtherBoards));
    CHECK(board.find("cy") == standing("Cy", 0, 1, 1));
    CHECK(board.find("cy", VariantGroup::OtherBoards) == standing("Cy", 0, 0, 1));
    // A refused round counts nowhere.
    CHECK_FALSE(board.recordRound("Ann", "ANN", Outcome::Won, Mark::X, VariantGroup::Classic));
    CHECK(board.find("Ann", VariantGroup::Classic) == standing("Ann", 1, 1, 0));
}

TEST_CASE("a leaderboard group ranks only its players, by their results there",
          "[records][leaderboard][variants]") {
    Leaderboard board;
    for (int i = 0; i < 3; ++i) {
        board.recordRound("Ann", "Bob", Outcome::Won, Mark::X, VariantGroup::Classic);
    }
    board.recordRound("Bob", "Cy", Outcome::Won, Mark::X, VariantGroup::GomokuExact);
    board.recordRound("Cy", "Ann", Outcome::Drawn, Mark::None, VariantGroup::GomokuExact);
    board.addStanding(standing("Old", 9, 0, 0)); // from before the groups: totals only

    CHECK(namesOf(board.ranking(0)) == std::vector<std::string>{"Old", "Ann", "Cy", "Bob"});
    const auto classic = board.ranking(0, std::nullopt, VariantGroup::Classic);
    REQUIRE(namesOf(classic) == std::vector<std::string>{"Ann", "Bob"});
    CHECK(classic[0].player == standing("Ann", 3, 0, 0));
    CHECK(classic[1].player == standing("Bob", 0, 0, 3));
    CHECK(classic[1].rank == 2);
    const auto exact = board.ranking(0, std::nullopt, VariantGroup::GomokuExact);
    REQUIRE(namesOf(exact) == std::vector<std::string>{"Bob", "Ann", "Cy"});
    CHECK(exact[0].player == standing("Bob", 1, 0, 0));
    CHECK(exact[2].player == standing("Cy", 0, 1, 1));
    CHECK(board.ranking(0, std::nullopt, VariantGroup::GomokuCaro).empty());
    CHECK(board.ranking(1, std::nullopt, VariantGroup::GomokuExact).size() == 1);

    // Ratings when asked for, sorting as for the totals.
    board.setRating("Cy", RatingPool::FiveInARow, {1500, 3});
    auto rated = board.ranking(0, RatingPool::FiveInARow, VariantGroup::GomokuExact);
    CHECK(rated[2].rating == PlayerRating{1500, 3});
    sortEntries(rated, LeaderboardColumn::Losses, SortOrder::Descending);
    CHECK(namesOf(rated) == std::vector<std::string>{"Cy", "Bob", "Ann"});
}

TEST_CASE("merging and equality of leaderboards see the groups",
          "[records][leaderboard][variants]") {
    Leaderboard ours;
    ours.recordRound("Ann", "Bob", Outcome::Won, Mark::X, VariantGroup::Classic);
    Leaderboard theirs;
    theirs.recordRound("ANN", "Cy", Outcome::Won, Mark::O, VariantGroup::Classic);
    theirs.recordRound("ann", "Cy", Outcome::Drawn, Mark::None, VariantGroup::Unlimited);
    ours.merge(theirs);
    CHECK(ours.find("Ann") == standing("Ann", 1, 1, 1));
    CHECK(ours.find("Ann", VariantGroup::Classic) == standing("Ann", 1, 0, 1));
    CHECK(ours.find("Ann", VariantGroup::Unlimited) == standing("Ann", 0, 1, 0));
    CHECK(ours.find("Cy", VariantGroup::Classic) == standing("Cy", 1, 0, 0));
    ours.merge(ours);
    CHECK(ours.find("Ann", VariantGroup::Classic) == standing("Ann", 2, 0, 2));
    CHECK(ours.find("Ann") == standing("Ann", 2, 2, 2));

    // The same totals in other groups are another leaderboard.
    Leaderboard a;
    a.recordRound("Ann", "Bob", Outcome::Won, Mark::X, VariantGroup::Classic);
    Leaderboard b;
    b.recordRound("Ann", "Bob", Outcome::Won, Mark::X, VariantGroup::OtherBoards);
    CHECK(a.players() == b.players());
    CHECK_FALSE(a == b);
    a.clear();
    CHECK(a.variants().empty());
    a.addResult("Ann", PlayerResult::Win);
    CHECK(a.find("Ann", VariantGroup::Classic) == standing("Ann", 0, 0, 0)); // nothing left behind

    // A standing whose groups add up to more than its totals is raised to them.
    Leaderboard raised;
    VariantResults groups{};
    groups[static_cast<std::size_t>(VariantGroup::Classic)] = {2, 0, 1};
    groups[static_cast<std::size_t>(VariantGroup::Unlimited)] = {Leaderboard::kMaxCount, 4, 0};
    REQUIRE(raised.addStanding(standing("Dee", 1, 5, 0), PlayerRatings{}, groups));
    CHECK(raised.find("Dee") == standing("Dee", Leaderboard::kMaxCount, 5, 1));
    CHECK(raised.find("Dee", VariantGroup::Unlimited) ==
          standing("Dee", Leaderboard::kMaxCount, 4, 0));
    // Counts stop at kMaxCount in a group as in the totals.
    raised.recordRound("Dee", "Eve", Outcome::Won, Mark::X, VariantGroup::Unlimited);
    CHECK(raised.find("Dee", VariantGroup::Unlimited)->wins == Leaderboard::kMaxCount);
    CHECK(raised.find("Dee")->wins == Leaderboard::kMaxCount);
}

TEST_CASE("the leaderboard groups are written and read back", "[records][leaderboard][variants]") {
    Leaderboard board;
    board.recordRound("Ann", "Bob", Outcome::Won, Mark::X, VariantGroup::Classic);
    board.recordRound("Ann", "Bob", Outcome::Drawn, Mark::None, VariantGroup::GomokuCaro);
    board.recordRound("Ann", "Bob", Outcome::Won, Mark::O); // in the totals only
    board.addStanding(standing("Cy", 4, 0, 0));
    const std::string text = writeLeaderboard(board);
    CHECK_THAT(text, Catch::Contains("\"variants\""));
    CHECK_THAT(text, Catch::Contains("\"classic\""));
    CHECK_THAT(text, Catch::Contains("\"gomoku-caro\""));
    CHECK_THAT(text, !Catch::Contains("\"unlimited\"")); // groups without results are left out
    CHECK_THAT(text, Catch::Contains("\"version\": 1"));
    const auto read = readLeaderboard(text);
    REQUIRE(read.has_value());
    CHECK(*read == board);
    CHECK(read->find("bob", VariantGroup::GomokuCaro) == standing("Bob", 0, 1, 0));
    CHECK(read->find("Cy", VariantGroup::Classic) == standing("Cy", 0, 0, 0));
    CHECK(writeLeaderboard(*read) == text);
    // Cy has no groups: no "variants" member (the file holds exactly one, Ann's and Bob's).
    const auto cy = text.find("\"Cy\"");
    REQUIRE(cy != std::string::npos);
    CHECK(text.find("\"variants\"", cy) == std::string::npos);
}

TEST_CASE("an old leaderboard file without groups loads into the totals",
          "[records][leaderboard][variants]") {
    // Written before the groups were kept (format version 1, as now).
    const std::string old = R"json({
  "format": "tictactoe-leaderboard",
  "version": 1,
  "players": [
    {"name": "Alice", "wins": 12, "draws": 3, "losses": 4,
     "ratings": {"small-boards": {"rating": 1187.5, "games": 14}}},
    {"name": "Computer (Hard)", "wins": 4, "draws": 3, "losses": 12}
  ]
})json";
    auto board = readLeaderboard(old);
    REQUIRE(board.has_value());
    CHECK(board->find("alice") == standing("Alice", 12, 3, 4));
    for (const VariantGroup group : kVariantGroups) {
        CHECK(board->find("Alice", group)->games() == 0);
        CHECK(board->ranking(0, std::nullopt, group).empty());
    }
    CHECK(board->ranking(0).size() == 2);
    CHECK_THAT(writeLeaderboard(*board), !Catch::Contains("variants"));
    // New rounds count in both; the old ones stay in the totals only.
    board->recordRound("Alice", "Computer (Hard)", Outcome::Won, Mark::X, VariantGroup::Classic);
    CHECK(board->find("Alice") == standing("Alice", 13, 3, 4));
    CHECK(board->find("Alice", VariantGroup::Classic) == standing("Alice", 1, 0, 0));
    const auto again = readLeaderboard(writeLeaderboard(*board));
    REQUIRE(again.has_value());
    CHECK(*again == *board);

    // Unknown groups (of a later version) are skipped; missing counts are 0;
    // groups that add up to exactly the totals are fine.
    const auto later = readLeaderboard(R"({"format": "tictactoe-leaderboard", "version": 1,
        "players": [{"name": "Ben", "wins": 2, "draws": 1, "losses": 1, "variants": {
            "classic": {"wins": 1}, "gomoku-exact": {"wins": 1, "draws": 1, "losses": 1},
            "hexagonal": {"wins": "many"}, "unlimited": {}}}]})");
    REQUIRE(later.has_value());
    CHECK(later->find("Ben", VariantGroup::Classic) == standing("Ben", 1, 0, 0));
    CHECK(later->find("Ben", VariantGroup::GomokuExact) == standing("Ben", 1, 1, 1));
    CHECK(later->find("Ben", VariantGroup::Unlimited) == standing("Ben", 0, 0, 0));
}

TEST_CASE("damaged leaderboard groups are refused with the member named",
          "[records][leaderboard][variants]") {
    const std::string head = R"({"format": "tictactoe-leaderboard", "version": 1, "players": [)"
                             R"({"name": "x", "wins": 1}, {"name": "a", "wins": 5, "draws": 5, )"
                             R"("losses": 5, )";
    const auto message = [&](const std::string& variants) {
        const auto read = readLeaderboard(head + variants + "}]}");
        return read ? std::string("(read)") : read.error().message();
    };
    CHECK_THAT(message(R"("variants": 3)"),
               Catch::Contains("\"players[1].variants\" must be an object"));
    CHECK_THAT(message(R"("variants": [])"),
               Catch::Contains("\"players[1].variants\" must be an object"));
    CHECK_THAT(message(R"("variants": {"classic": [1, 0, 0]})"),
               Catch::Contains("\"players[1].variants.classic\" must be an object"));
    CHECK_THAT(message(R"("variants": {"gomoku-renju": null})"),
               Catch::Contains("\"players[1].variants.gomoku-renju\" must be an object"));
    for (const char* field : {"wins", "draws", "losses"}) {
        for (const char* bad : {"-1", "1.5", "\"3\"", "1000000001", "null", "true", "[1]"}) {
            INFO(field << " " << bad);
            CHECK_THAT(message(R"("variants": {"other-boards": {")" + std::string(field) +
                               "\": " + bad + "}}"),
                       Catch::Contains("\"players[1].variants.other-boards." + std::string(field) +
                                       "\" must be a whole number from 0 to 1000000000"));
        }
    }
    // More in the groups than in the totals: damaged.
    CHECK_THAT(message(R"("variants": {"classic": {"wins": 6}})"),
               Catch::Contains("\"players[1].variants\" add up to more than \"players[1].wins\""));
    CHECK_THAT(message(R"("variants": {"classic": {"draws": 3}, "unlimited": {"draws": 3}})"),
               Catch::Contains("\"players[1].variants\" add up to more than \"players[1].draws\""));
    CHECK_THAT(
        message(R"("variants": {"classic": {"losses": 5}, "gomoku-caro": {"losses": 1}})"),
        Catch::Contains("\"players[1].variants\" add up to more than \"players[1].losses\""));
    CHECK_THAT(message(R"("variants": {"classic": {"wins": 1000000000}, )"
                       R"("unlimited": {"wins": 1000000000}})"),
               Catch::Contains("add up to more than \"players[1].wins\""));
    // The edges are fine.
    CHECK(message(R"("variants": {"classic": {"wins": 5, "draws": 5, "losses": 5}})") == "(read)");
    CHECK(message(R"("variants": {})") == "(read)");
    CHECK(message(R"("variants": {"classic": {"wins": 0, "draws": 0, "losses": 0}})") == "(read)");
    // Totals at the largest count hold groups that reach it together.
    const auto full = readLeaderboard(
        R"({"format": "tictactoe-leaderboard", "version": 1, "players": [{"name": "a", )"
        R"("wins": 1000000000, "variants": {"classic": {"wins": 1000000000}, )"
        R"("unlimited": {"wins": 1000000000}}}]})");
    REQUIRE(full.has_value());
    CHECK(full->find("a", VariantGroup::Unlimited)->wins == Leaderboard::kMaxCount);
    CHECK(*readLeaderboard(writeLeaderboard(*full)) == *full);
}

TEST_CASE("the largest leaderboard with every group reads back",
          "[records][leaderboard][variants]") {
    // 10,000 players with the longest names, the largest counts, a rating in
    // every pool and results in every group: within the reader's limits of
    // values and depth.
    Leaderboard board;
    std::string longest;
    for (std::size_t i = 0; i + 5 < kMaxPlayerNameLength; ++i) {
        longest += "\U0001F600";
    }
    const PlayerRating rating{3999.9, Leaderboard::kMaxCount};
    VariantResults groups{};
    groups.fill(
        ResultCounts{Leaderboard::kMaxCount, Leaderboard::kMaxCount, Leaderboard::kMaxCount});
    for (std::size_t i = 0; i < Leaderboard::kMaxPlayers; ++i) {
        REQUIRE(board.addStanding(
            PlayerStanding{longest + std::to_string(10'000 + i), Leaderboard::kMaxCount,
                           Leaderboard::kMaxCount, Leaderboard::kMaxCount},
            PlayerRatings{rating, rating}, groups,
            ResultCounts{Leaderboard::kMaxCount, Leaderboard::kMaxCount, Leaderboard::kMaxCount}));
    }
    const std::string text = writeLeaderboard(board);
    // The file loader's size limit holds it too (else the file would be set aside).
    CHECK(text.size() < kMaxLeaderboardFileBytes);
    const auto read = readLeaderboard(text);
    REQUIRE(read.has_value());
    CHECK(read->size() == Leaderboard::kMaxPlayers);
    CHECK(*read == board);
}

namespace {

// The network counts of one player, from the ranking as the dialog gets them.
ResultCounts networkOf(const Leaderboard& board, const std::string& name) {
    for (const LeaderboardEntry& entry : board.ranking(0)) {
        if (entry.player.name == name) {
            return entry.network;
        }
    }
    return ResultCounts{-1, -1, -1};
}

LeaderboardRound networkRound(std::string first, std::string second, Outcome outcome, Mark winner) {
    LeaderboardRound round;
    round.names = {std::move(first), std::move(second)};
    round.outcome = outcome;
    round.winner = winner;
    round.variant = VariantGroup::GomokuFreestyle;
    round.network = true;
    return round;
}

} // namespace

TEST_CASE("a round over the network counts as one between two people, and in the network counts",
          "[records][leaderboard][network]") {
    Leaderboard board;
    REQUIRE(board.recordRound(networkRound("Ann", "Ben", Outcome::Won, Mark::X)));
    REQUIRE(board.recordRound(networkRound("Ann", "Ben", Outcome::Drawn, Mark::None)));
    REQUIRE(board.recordRound(networkRound("Ben", "ann", Outcome::Won, Mark::O)));
    board.recordRound("Ann", "Cy", Outcome::Won, Mark::O, VariantGroup::Classic); // at one table
    // In the totals and the group as any round, and once more in the network counts.
    CHECK(board.find("Ann") == standing("Ann", 2, 1, 1));
    CHECK(board.find("Ann", VariantGroup::GomokuFreestyle) == standing("Ann", 2, 1, 0));
    CHECK(networkOf(board, "Ann") == ResultCounts{2, 1, 0});
    CHECK(networkOf(board, "Ben") == ResultCounts{0, 1, 2});
    CHECK(networkOf(board, "Cy") == ResultCounts{});
    // Never a rating: two people.
    CHECK_FALSE(board.rating("Ann", RatingPool::FiveInARow).has_value());
    // The same name twice is no round, over the network or not.
    CHECK_FALSE(board.recordRound(networkRound("Ann", "ANN", Outcome::Won, Mark::X)));
    CHECK(networkOf(board, "Ann") == ResultCounts{2, 1, 0});

    // Sorting by the Network column: the most rounds first, then the ranking.
    auto entries = board.ranking(0);
    sortEntries(entries, LeaderboardColumn::Network, defaultSortOrder(LeaderboardColumn::Network));
    CHECK(namesOf(entries) == std::vector<std::string>{"Ann", "Ben", "Cy"});
    sortEntries(entries, LeaderboardColumn::Network, SortOrder::Ascending);
    CHECK(namesOf(entries) == std::vector<std::string>{"Cy", "Ann", "Ben"});

    // Written, read back, merged (added up), cleared, compared.
    const std::string text = writeLeaderboard(board);
    CHECK_THAT(text, Catch::Contains("\"network\""));
    const auto read = readLeaderboard(text);
    REQUIRE(read.has_value());
    CHECK(*read == board);
    CHECK(writeLeaderboard(*read) == text);
    const auto cy = text.find("\"Cy\"");
    REQUIRE(cy != std::string::npos);
    CHECK(text.find("\"network\"", cy) == std::string::npos); // none: left out
    Leaderboard merged = board;
    merged.merge(*read);
    CHECK(networkOf(merged, "Ben") == ResultCounts{0, 2, 4});
    CHECK(merged.find("Ben") == standing("Ben", 0, 2, 4));
    Leaderboard atOneTable;
    atOneTable.recordRound("Ann", "Ben", Outcome::Won, Mark::X, VariantGroup::GomokuFreestyle);
    Leaderboard overNetwork;
    overNetwork.recordRound(networkRound("Ann", "Ben", Outcome::Won, Mark::X));
    CHECK(atOneTable.players() == overNetwork.players());
    CHECK_FALSE(atOneTable == overNetwork);
    merged.clear();
    CHECK(merged.network().empty());
    // A standing with more network results than totals is raised to them.
    Leaderboard raised;
    REQUIRE(raised.addStanding(standing("Dee", 1, 0, 0), PlayerRatings{}, VariantResults{},
                               ResultCounts{3, 1, 0}));
    CHECK(raised.find("Dee") == standing("Dee", 3, 1, 0));
}

TEST_CASE("leaderboard network counts: old files, damaged ones",
          "[records][leaderboard][network]") {
    const std::string head = R"({"format": "tictactoe-leaderboard", "version": 1, "players": [)"
                             R"({"name": "a", "wins": 5, "draws": 5, "losses": 5)";
    const auto message = [&](const std::string& member) {
        const auto read = readLeaderboard(head + member + "}]}");
        return read ? std::string("(read)") : read.error().message();
    };
    CHECK(message("") == "(read)"); // an older file: no network rounds
    CHECK(message(R"(, "network": {})") == "(read)");
    CHECK(message(R"(, "network": {"wins": 5, "draws": 5, "losses": 5})") == "(read)");
    CHECK_THAT(message(R"(, "network": 2)"),
               Catch::Contains("\"players[0].network\" must be an object"));
    CHECK_THAT(message(R"(, "network": {"draws": -1})"),
               Catch::Contains("\"players[0].network.draws\" must be a whole number from 0"));
    CHECK_THAT(message(R"(, "network": {"losses": 6})"),
               Catch::Contains("\"players[0].network\" add up to more than "
                               "\"players[0].losses\""));
    const auto read = readLeaderboard(head + R"(, "network": {"wins": 2, "losses": 1}}]})");
    REQUIRE(read.has_value());
    CHECK(networkOf(*read, "a") == ResultCounts{2, 0, 1});
}
