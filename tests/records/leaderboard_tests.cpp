#include "tictactoe/records/leaderboard.hpp"

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
