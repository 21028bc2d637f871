#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/game_record_format.hpp"

#include <array>
#include <catch2/catch.hpp>
#include <functional>
#include <tuple>

using namespace ttt;

namespace {

// `text` with `from` replaced by `to`, read and replayed: the message that
// refuses it, or "(read)" when nothing does.
std::string refusalOfChanged(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    const auto read = readGameRecord(text);
    if (!read) {
        return read.error().message();
    }
    const auto played = replay(*read);
    return played ? std::string("(read)") : played.error().message();
}

GameSetup computerSetup(const Rules& rules) {
    GameSetup setup;
    setup.rules = rules;
    setup.mode = Mode::HumanVsComputer;
    setup.players = {Player{"Zoë \"Z\" \\o/", PlayerSpec::human()},
                     Player{"Computer", PlayerSpec::computer(BotLevel::Hard)}};
    setup.starts = StartPolicy::Alternate;
    return setup;
}

void playAll(GameEngine& game, const std::vector<Point>& moves) {
    for (const Point p : moves) {
        REQUIRE(game.play(p));
    }
}

// Two engines that show the same session.
void requireSameGame(const GameEngine& a, const GameEngine& b) {
    CHECK(a.setup() == b.setup());
    CHECK(a.history() == b.history());
    CHECK(a.score() == b.score());
    CHECK(a.completedRounds() == b.completedRounds());
    CHECK(a.firstToMove() == b.firstToMove());
    CHECK(a.toMove() == b.toMove());
    CHECK(a.result().outcome == b.result().outcome);
    CHECK(a.result().winner == b.result().winner);
    CHECK(a.result().line == b.result().line);
}

Expected<GameEngine> roundTrip(const GameEngine& game) {
    const std::string text = writeGameRecord(recordOf(game));
    auto record = readGameRecord(text);
    if (!record) {
        return tl::unexpected(record.error());
    }
    return replay(record.value());
}

} // namespace

TEST_CASE("an unfinished session survives a round trip", "[records][game]") {
    GameEngine game(computerSetup(Rules::gomokuExact()));
    // Finish one round so that O opens the second (alternate starts).
    playAll(game, {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {4, 0}});
    REQUIRE(game.isRoundOver());
    game.newRound();
    REQUIRE(game.firstToMove() == Mark::O);
    playAll(game, {{7, 7}, {8, 8}, {6, 6}});

    const auto restored = roundTrip(game);
    REQUIRE(restored.has_value());
    requireSameGame(game, restored.value());
    CHECK(restored.value().toMove() == Mark::X);
    CHECK(restored.value().score().wins[0] == 1);
}

TEST_CASE("an opening rule and its colour decisions survive a round trip",
          "[records][game][opening]") {
    for (const OpeningRule rule : {OpeningRule::Swap, OpeningRule::Swap2}) {
        GameSetup setup = computerSetup(Rules::gomokuRenju());
        setup.opening = rule;
        GameEngine game(setup);
        playAll(game, {{7, 7}, {8, 7}, {7, 8}});
        // Saved while the decision is due, then after each step.
        for (int step = 0; step < 3; ++step) {
            INFO(openingRuleName(rule) << " step " << step);
            const auto restored = roundTrip(game);
            REQUIRE(restored.has_value());
            requireSameGame(game, restored.value());
            CHECK(restored->pendingChoice() == game.pendingChoice());
            CHECK(restored->openingSteps() == game.openingSteps());
            if (const auto due = game.pendingChoice()) {
                REQUIRE(game.chooseColour(due->mayPlaceTwo ? ColourOption::PlaceTwo
                                                           : ColourOption::TakeBlack));
            } else {
                playAll(game, {{6 + step, 3}});
            }
        }
        CHECK_THAT(writeGameRecord(recordOf(game)), Catch::Contains("\"opening\""));
    }
    // A decision the rule does not ask for, and a bad one, are refused with a reason.
    GameRecord record;
    record.setup.rules = Rules::gomokuFreestyle();
    record.setup.opening = OpeningRule::Swap;
    record.moves = {{7, 7}, {8, 7}, {7, 8}};
    record.choices = {ColourOption::PlaceTwo};
    const auto refused = replay(record);
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.error().message(), Catch::Contains("colour decision 1"));
    record.choices = {ColourOption::TakeWhite, ColourOption::TakeBlack};
    REQUIRE_FALSE(replay(record));
    record.choices = {};
    record.moves.push_back({9, 9}); // a move where a decision is due
    const auto undecided = replay(record);
    REQUIRE_FALSE(undecided);
    CHECK_THAT(undecided.error().message(), Catch::Contains("move 4"));
    const auto notGomoku = readGameRecord(
        R"({"format": "tictactoe-game", "version": 1, "rules": {"field": "bounded", "width": 3, )"
        R"("height": 3, "k": 3}, "opening": "swap", "moves": []})");
    CHECK_FALSE(notGomoku);
}

TEST_CASE("a finished round keeps its result and its score", "[records][game]") {
    GameEngine game(computerSetup(Rules::classic()));
    playAll(game, {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}});
    REQUIRE(game.isRoundOver());
    const auto restored = roundTrip(game);
    REQUIRE(restored.has_value());
    requireSameGame(game, restored.value());
    CHECK(restored.value().score().wins[0] == 1); // counted once, not twice

    // Undo after loading takes the win back, exactly as before saving.
    GameEngine copy = std::move(restored).value();
    REQUIRE(copy.undo());
    CHECK(copy.score().wins[0] == 0);
}

TEST_CASE("the unlimited field keeps far coordinates", "[records][game]") {
    GameSetup setup;
    setup.rules = Rules::unlimitedFive();
    setup.rules.moveLimit = 400;
    setup.starts = StartPolicy::Player2;
    setup.players = {Player{"Пётр\nnew line", PlayerSpec::human()},
                     Player{"王芳 🎲", PlayerSpec::human()}};
    GameEngine game(setup);
    playAll(game, {{1'000'000, -1'000'000},
                   {-1'000'000, 1'000'000},
                   {0, 0},
                   {-1, -1},
                   {999'999, -999'999},
                   {2'000'000, 2'000'000}});
    const std::string text = writeGameRecord(recordOf(game));
    CHECK_THAT(text, Catch::Contains("1000000,\n      -1000000"));
    CHECK_THAT(text, Catch::Contains("\"field\": \"unlimited\""));
    const auto restored = roundTrip(game);
    REQUIRE(restored.has_value());
    requireSameGame(game, restored.value());
    CHECK(restored.value().player(0).name == "Пётр\nnew line");
    CHECK(restored.value().rules().moveLimit == 400);
}

TEST_CASE("every setup field round-trips", "[records][game]") {
    for (const Mode mode : {Mode::HumanVsHuman, Mode::HumanVsComputer, Mode::ComputerVsComputer}) {
        for (const StartPolicy starts :
             {StartPolicy::Player1, StartPolicy::Player2, StartPolicy::Alternate}) {
            GameRecord record;
            record.setup.rules = Rules::bounded(7, 5, 4, Overline::Exact);
            record.setup.mode = mode;
            record.setup.starts = starts;
            record.setup.players[0].spec = mode == Mode::ComputerVsComputer
                                               ? PlayerSpec::computer(BotLevel::Easy)
                                               : PlayerSpec::human();
            record.setup.players[1].spec = mode != Mode::HumanVsHuman
                                               ? PlayerSpec::engineProgram("/opt/pbrain-x")
                                               : PlayerSpec::human();
            record.setup = record.setup.normalized();
            record.completedRounds = 3;
            record.score = Score{{4, 5}, 6};
            record.moves = {{0, 0}, {6, 4}};
            const auto read = readGameRecord(writeGameRecord(record));
            REQUIRE(read.has_value());
            CHECK(read.value() == record);
        }
    }
}

TEST_CASE("an impossible move names its number and the reason", "[records][game]") {
    GameRecord record;
    record.moves = {{0, 0}, {1, 1}, {0, 0}};
    const std::string text = writeGameRecord(record);
    const auto read = readGameRecord(text);
    REQUIRE(read.has_value());
    const auto engine = replay(read.value());
    REQUIRE_FALSE(engine.has_value());
    CHECK(engine.error().message() == "move 3: that cell is already taken");

    record.moves = {{0, 0}, {3, 3}};
    const auto offBoard = replay(record);
    REQUIRE_FALSE(offBoard.has_value());
    CHECK(offBoard.error().message() == "move 2: that cell is outside the board");

    record.moves = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {2, 2}};
    CHECK(replay(record).error().message() == "move 6: the round is over");
}

TEST_CASE("a stated result must match the moves", "[records][game]") {
    GameRecord record;
    record.moves = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}};
    record.outcome = Outcome::Won;
    record.winner = Mark::X;
    record.score = Score{{1, 0}, 0};
    CHECK(replay(record).has_value());
    record.winner = Mark::O;
    CHECK(replay(record).error().message() ==
          "the stated result (O won) does not match the moves (X won)");
    record.outcome = Outcome::InProgress;
    CHECK_THAT(replay(record).error().message(), Catch::Contains("does not match"));
}

TEST_CASE("restoreInto keeps observers and leaves the engine alone on failure", "[records][game]") {
    struct Counter : GameObserver {
        int moves = 0;
        int started = 0;
        void onGameEvent(const GameEngine&, GameEvent event) override {
            moves += event == GameEvent::MovePlayed ? 1 : 0;
            started += event == GameEvent::GameStarted ? 1 : 0;
        }
    } counter;
    GameEngine game;
    game.addObserver(&counter);
    REQUIRE(game.play({1, 1}));

    GameRecord bad;
    bad.moves = {{0, 0}, {0, 0}};
    CHECK(restoreInto(game, bad).error().message() == "move 2: that cell is already taken");
    CHECK(game.history().size() == 1);
    CHECK(counter.started == 0);

    GameRecord good;
    good.setup.rules = Rules::bounded(5, 5, 4);
    good.moves = {{0, 0}, {4, 4}, {2, 2}};
    CHECK(restoreInto(game, good));
    CHECK(game.history().size() == 3);
    CHECK(game.rules().width == 5);
    CHECK(counter.started == 1);
    CHECK(counter.moves == 1 + 3);
    game.removeObserver(&counter);
}

TEST_CASE("own-format fields are checked", "[records][game]") {
    const std::string valid = writeGameRecord(GameRecord{});
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string text = valid;
        const auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        text.replace(at, from.size(), to);
        return readGameRecord(text);
    };
    CHECK_THAT(replaced("\"width\": 3", "\"width\": 26").error().message(),
               Catch::Contains("\"rules.width\" must be a whole number from 3 to 25"));
    CHECK_THAT(replaced("\"k\": 3", "\"k\": 4").error().message(),
               Catch::Contains("cannot be played"));
    CHECK_THAT(replaced("\"bounded\"", "\"round\"").error().message(),
               Catch::Contains("\"rules.field\" must be one of \"bounded\", \"unlimited\""));
    CHECK_THAT(replaced("\"human-vs-human\"", "\"human-vs-computer\"").error().message(),
               Catch::Contains("\"players[1].kind\" does not fit the mode"));
    CHECK_THAT(replaced("\"firstToMove\": \"X\"", "\"firstToMove\": \"O\"").error().message(),
               Catch::Contains("\"firstToMove\" does not fit"));
    CHECK_THAT(replaced("\"draws\": 0", "\"draws\": -1").error().message(),
               Catch::Contains("\"score.draws\""));
    CHECK_THAT(replaced("\"moves\": []", "\"moves\": [[1]]").error().message(),
               Catch::Contains("\"moves[0]\" must be a pair [x, y]"));
    CHECK_THAT(replaced("\"moves\": []", "\"moves\": [[1, 1000000001]]").error().message(),
               Catch::Contains("whole numbers from -1000000000 to 1000000000"));
    CHECK_THAT(replaced("\"moves\": []", "\"moves\": [[1.5, 2]]").error().message(),
               Catch::Contains("whole numbers"));
    CHECK_THAT(replaced("\"moves\": []", "\"mooves\": []").error().message(),
               Catch::Contains("\"moves\" is missing"));
    CHECK_THAT(replaced("\"version\": 1", "\"version\": 2").error().message(),
               Catch::Contains("newer version of the game (format version 2; this version "
                               "reads up to 1)"));
    CHECK_THAT(replaced("\"version\": 1", "\"version\": 0").error().message(),
               Catch::Contains("\"version\" must be"));
    CHECK_THAT(replaced("tictactoe-game", "tictactoe-leaderboard").error().message(),
               Catch::Contains("not a saved game file: its format is \"tictactoe-leaderboard\" "
                               "(a leaderboard)"));
    // Unknown members are ignored, so that small additions keep version 1.
    CHECK(replaced("\"moves\": []", "\"comment\": \"hi\", \"moves\": []").has_value());
}

TEST_CASE("move count and coordinate limits", "[records][game]") {
    GameRecord record;
    record.setup.rules = Rules::unlimitedFive();
    for (std::size_t i = 0; i <= GameRecord::kMaxMoves; ++i) {
        record.moves.push_back(Point{static_cast<int>(i), static_cast<int>(i % 2) * 1000});
    }
    const auto tooMany = readGameRecord(writeGameRecord(record));
    REQUIRE_FALSE(tooMany.has_value());
    CHECK_THAT(tooMany.error().message(), Catch::Contains("more than 100000 moves"));
    CHECK_THAT(replay(record).error().message(), Catch::Contains("more than 100000 moves"));

    record.moves = {{GameRecord::kMaxCoordinate + 1, 0}};
    CHECK_THAT(replay(record).error().message(), Catch::Contains("too far"));
}

TEST_CASE("The saved text of one game is pinned, member by member", "[records]") {
    // docs/file-formats.md describes each member; a change to the writer that
    // changes the text (order, names, layout) must be a change on purpose.
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    setup.mode = Mode::HumanVsComputer;
    setup.players = {Player{"Ann", PlayerSpec::human()},
                     Player{"Computer", PlayerSpec::computer(BotLevel::Club)}};
    setup.starts = StartPolicy::Alternate;
    setup.opening = OpeningRule::Swap2;
    GameEngine game(setup);
    playAll(game, {{7, 7}, {8, 8}, {6, 8}});
    REQUIRE(game.chooseColour(ColourOption::PlaceTwo));
    playAll(game, {{9, 9}, {5, 5}});
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    playAll(game, {{10, 10}});
    game.setScore(Score{{2, 1}, 1});
    const std::string expected = R"({
  "format": "tictactoe-game",
  "version": 1,
  "rules": {
    "field": "bounded",
    "width": 15,
    "height": 15,
    "k": 5,
    "overline": "freestyle"
  },
  "mode": "human-vs-computer",
  "players": [
    {
      "name": "Ann",
      "kind": "human"
    },
    {
      "name": "Computer",
      "kind": "computer",
      "bot": "club"
    }
  ],
  "starts": "alternate",
  "opening": "swap2",
  "completedRounds": 0,
  "firstToMove": "X",
  "score": {
    "player1": 2,
    "player2": 1,
    "draws": 1
  },
  "result": {
    "outcome": "in-progress"
  },
  "moves": [
    [
      7,
      7
    ],
    [
      8,
      8
    ],
    [
      6,
      8
    ],
    [
      9,
      9
    ],
    [
      5,
      5
    ],
    [
      10,
      10
    ]
  ],
  "choices": [
    "two",
    "white"
  ]
}
)";
    const std::string written = writeGameRecord(recordOf(game));
    CHECK(written == expected);
    const auto read = readGameRecord(expected);
    REQUIRE(read);
    CHECK(*read == recordOf(game));
}

TEST_CASE("a round's review survives a round trip, a damaged one is left out with the move named",
          "[records][game][review]") {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    GameEngine game(setup);
    playAll(game, {{7, 7}, {8, 8}, {6, 6}});
    GameRecord record = recordOf(game);
    RoundReview review;
    review.engine = "Hard";
    review.msPerPosition = 400;
    review.moves = {
        MoveReview{{7, 7}, Mark::X, 0.48, 0.47, {7, 7}, MoveClass::Best, std::nullopt, false},
        MoveReview{{8, 8}, Mark::O, 0.53, 0.31, {7, 8}, MoveClass::Blunder, 3, true},
        MoveReview{{6, 6}, Mark::X, 0.69, 0.66, {9, 9}, MoveClass::Good, std::nullopt, false},
    };
    record.review = review;
    const std::string text = writeGameRecord(record);
    const auto read = readGameRecord(text);
    REQUIRE(read);
    CHECK(*read == record);
    REQUIRE(read->review.has_value());
    CHECK(read->review->moves[1].missedWin == 3);
    CHECK(read->review->moves[1].losesWonGame);
    CHECK_FALSE(read->reviewProblem.has_value());

    // Damaged: the moves load, the review is left out and the reason names the move.
    const auto damaged = [&](const std::string& from, const std::string& to) {
        std::string changed = text;
        const auto at = changed.find(from);
        REQUIRE(at != std::string::npos);
        changed.replace(at, from.size(), to);
        return readGameRecord(changed);
    };
    const auto badClass = damaged("\"blunder\"", "\"brilliant\"");
    REQUIRE(badClass);
    CHECK(badClass->moves == record.moves);
    CHECK_FALSE(badClass->review.has_value());
    REQUIRE(badClass->reviewProblem.has_value());
    CHECK(badClass->reviewProblem->english().find("review.moves[1].class") != std::string::npos);

    const auto badChance = damaged("0.31", "1.31");
    REQUIRE(badChance);
    CHECK_FALSE(badChance->review.has_value());
    CHECK(badChance->reviewProblem->english().find("review.moves[1].after") != std::string::npos);

    // A review with fewer entries than the round has moves is another round's.
    const auto otherRound = damaged("\"moves\": [", "\"moves\": [[0, 0], ");
    REQUIRE(otherRound);
    CHECK(otherRound->moves.size() == 4);
    CHECK_FALSE(otherRound->review.has_value());
    CHECK(otherRound->reviewProblem->english().find("3 entries for a round of 4 moves") !=
          std::string::npos);
    // Nor is such a review written.
    GameRecord longer = record;
    longer.moves.push_back({9, 9});
    CHECK(writeGameRecord(longer).find("\"review\"") == std::string::npos);
}

TEST_CASE("a round the players ended keeps how it ended", "[records][game]") {
    GameEngine game(computerSetup(Rules::gomokuFreestyle()));
    playAll(game, {{7, 7}, {8, 8}, {7, 6}});
    SECTION("a resignation") {
        REQUIRE(game.resign(1));
        const std::string text = writeGameRecord(recordOf(game));
        CHECK(text.find("\"ending\": \"resignation\"") != std::string::npos);
        auto back = roundTrip(game);
        REQUIRE(back);
        requireSameGame(game, *back);
        CHECK(back->result().end == RoundEnd::Resignation);
        CHECK(back->score().wins[0] == 1);
    }
    SECTION("an agreed draw") {
        REQUIRE(game.agreeDraw());
        auto back = roundTrip(game);
        REQUIRE(back);
        requireSameGame(game, *back);
        CHECK(back->result().end == RoundEnd::Agreement);
    }
    SECTION("an ending that does not fit the outcome is refused") {
        GameRecord record = recordOf(game);
        record.outcome = Outcome::Drawn;
        record.ending = RoundEnd::Resignation;
        CHECK_FALSE(replay(record));
        record.outcome = Outcome::Won;
        record.winner = Mark::X;
        record.ending = RoundEnd::Agreement;
        CHECK_FALSE(replay(record));
    }
    SECTION("an unknown ending is refused with its field named") {
        REQUIRE(game.resign(1));
        std::string text = writeGameRecord(recordOf(game));
        const auto at = text.find("resignation");
        REQUIRE(at != std::string::npos);
        text.replace(at, 11, "surrender");
        const auto read = readGameRecord(text);
        REQUIRE_FALSE(read);
        CHECK(read.error().text.english().find("ending") != std::string::npos);
    }
}

TEST_CASE("a round played over the network keeps which side this file's player was",
          "[records][game]") {
    GameEngine game(computerSetup(Rules::gomokuFreestyle()));
    playAll(game, {{7, 7}, {8, 8}});
    GameRecord record = recordOf(game);
    record.networkPlayer = 1;
    const std::string text = writeGameRecord(record);
    CHECK(text.find("\"network\"") != std::string::npos);
    const auto back = readGameRecord(text);
    REQUIRE(back);
    CHECK(back->networkPlayer == 1);
    CHECK(*back == record);
    CHECK_FALSE(readGameRecord(writeGameRecord(recordOf(game)))->networkPlayer);

    std::string bad = text;
    const auto at = bad.find("\"player\": 1");
    REQUIRE(at != std::string::npos);
    bad.replace(at, 11, "\"player\": 2");
    const auto refused = readGameRecord(bad);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().text.english().find("network") != std::string::npos);
}

TEST_CASE("a round from a set-up position keeps its set-up, and a damaged one is refused",
          "[records][game]") {
    // Renju, with the opener set up as O and a black stone black could not
    // play one by one (the double three point h8 taken): replayed by setting
    // up, not by playing.
    GameSetup setup = computerSetup(Rules::gomokuRenju());
    setup.starts = StartPolicy::Player1;
    GameEngine game(setup);
    playAll(game, {{7, 7}});
    Position position;
    position.black = {{5, 7}, {6, 7}, {7, 5}, {7, 6}, {7, 7}};
    position.white = {{0, 0}, {14, 14}, {0, 14}, {14, 0}};
    position.playerToMove = 0; // white to move by player 1 (X): black is O
    const auto forbidden = game.setUp(position);
    // h8 makes a double three for black: refused as a set-up too.
    REQUIRE_FALSE(forbidden);
    position.black.back() = {10, 10};
    REQUIRE(game.setUp(position));
    playAll(game, {{3, 3}, {11, 11}});
    const GameRecord record = recordOf(game);
    CHECK(record.setUpStones == 9);
    CHECK(record.setUpFirst == Mark::O);
    const std::string text = writeGameRecord(record);
    CHECK(text.find("\"setUp\"") != std::string::npos);
    const auto back = readGameRecord(text);
    REQUIRE(back);
    CHECK(*back == record);
    const auto replayed = replay(*back);
    REQUIRE(replayed);
    requireSameGame(game, *replayed);
    CHECK(replayed->setUpStones() == 9);
    CHECK(replayed->firstToMove() == Mark::O);
    // Undo in the replayed game takes the two moves, then the set-up at once.
    GameEngine again = *replayed;
    REQUIRE(again.undo());
    REQUIRE(again.undo());
    REQUIRE(again.undo());
    CHECK(again.history().empty());
    // A game without a set-up writes none.
    GameEngine plain(setup);
    playAll(plain, {{7, 7}});
    CHECK(writeGameRecord(recordOf(plain)).find("setUp") == std::string::npos);

    // Damaged set-ups are refused, naming the member.
    const auto refusal = [&](const std::string& from, const std::string& to) {
        return refusalOfChanged(text, from, to);
    };
    CHECK_THAT(refusal("\"stones\": 9", "\"stones\": 12"),
               Catch::Contains("\"setUp.stones\" must be a whole number from 1 to 11"));
    CHECK_THAT(refusal("\"stones\": 9", "\"stones\": 0"), Catch::Contains("setUp.stones"));
    CHECK_THAT(refusal("\"first\": \"O\"", "\"first\": \"Z\""), Catch::Contains("setUp.first"));
    // Another opener makes another position, still one a round can go on from.
    CHECK(refusal("\"first\": \"O\"", "\"first\": \"X\"") == "(read)");

    // A set-up whose stones have won already is refused when replayed.
    GameRecord won;
    won.setup.rules = Rules::gomokuFreestyle();
    for (int i = 0; i < 5; ++i) {
        won.moves.push_back({i, 0});
        if (i < 4) {
            won.moves.push_back({i, 5});
        }
    }
    won.setUpStones = won.moves.size();
    won.setUpFirst = Mark::X;
    const auto wonReplay = replay(won);
    REQUIRE_FALSE(wonReplay);
    CHECK_THAT(wonReplay.error().message(),
               Catch::Contains("the set-up position: black (X) already has a winning line"));
}

TEST_CASE("a game on a clock keeps its time control, the clocks and a loss on time",
          "[records][game][clock]") {
    using namespace std::chrono_literals;
    GameSetup setup = computerSetup(Rules::gomokuFreestyle());
    setup.clock = ClockSettings::perGame(3min, 2s);
    GameEngine game(setup);
    playAll(game, {{7, 7}, {8, 8}, {6, 6}});
    REQUIRE(game.loseOnTime(game.actingPlayer()));
    GameRecord record = recordOf(game);
    record.clockLeft = GameClock::Readings{171'500ms, -40ms};
    const std::string text = writeGameRecord(record);
    CHECK(text.find("\"control\": \"3m+2s\"") != std::string::npos);
    CHECK(text.find("\"ending\": \"time\"") != std::string::npos);
    const auto back = readGameRecord(text);
    REQUIRE(back);
    CHECK(*back == record);
    CHECK(back->setup.clock == setup.clock);
    const auto replayed = replay(*back);
    REQUIRE(replayed);
    CHECK(replayed->result().end == RoundEnd::Time);
    CHECK(replayed->result().winner == game.result().winner);
    CHECK(replayed->score() == game.score());
    // Per move, and no readings: the clocks start full.
    record.setup.clock = ClockSettings::perMove(30s);
    record.clockLeft.reset();
    const auto perMove = readGameRecord(writeGameRecord(record));
    REQUIRE(perMove);
    CHECK(perMove->setup.clock == ClockSettings::perMove(30s));
    CHECK_FALSE(perMove->clockLeft);
    // No clock, no member.
    record.setup.clock = {};
    CHECK(writeGameRecord(record).find("\"clock\"") == std::string::npos);

    const auto refusal = [&](const std::string& from, const std::string& to) {
        return refusalOfChanged(text, from, to);
    };
    CHECK(refusal("\"3m+2s\"", "\"3 minutes\"").find("clock.control") != std::string::npos);
    CHECK(refusal("\"3m+2s\"", "\"none\"").find("clock") != std::string::npos);
    CHECK(refusal("\"3m+2s\"", "\"0s\"").find("clock.control") != std::string::npos);
    CHECK(refusal("-40", "-99999999999").find("clock.left") != std::string::npos);
    CHECK(refusal("-40", "\"soon\"").find("clock.left") != std::string::npos);
    CHECK(refusal("\"ending\": \"time\"", "\"ending\": \"clock\"").find("ending") !=
          std::string::npos);
}

TEST_CASE("a tournament opening keeps its N, the declaration, the offers and the pick",
          "[records][game][opening][tournament]") {
    GameSetup setup = computerSetup(Rules::gomokuRenju());
    setup.opening = OpeningRule::Soosorv;
    setup.fifthOffers = 5;
    GameEngine game(setup);
    playAll(game, {{7, 7}, {8, 8}, {9, 7}});
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    playAll(game, {{5, 9}});
    // Saved at every step from the declaration to the sixth move.
    const auto steps = std::array<std::function<void()>, 6>{
        [&] { REQUIRE(game.declareOffers(2)); },
        [&] { REQUIRE(game.chooseColour(ColourOption::TakeBlack)); },
        [&] {
            REQUIRE(game.play({6, 6}));
        },
        [&] {
            REQUIRE(game.play({10, 10}));
        },
        [&] {
            REQUIRE(game.play({10, 10}));
        },
        [&] {
            REQUIRE(game.play({3, 3}));
        }};
    for (std::size_t step = 0; step <= steps.size(); ++step) {
        INFO("step " << step);
        const std::string text = writeGameRecord(recordOf(game));
        CHECK_THAT(text, Catch::Contains("\"soosorv-5\""));
        const auto restored = roundTrip(game);
        REQUIRE(restored.has_value());
        requireSameGame(game, restored.value());
        CHECK(restored->setup().fifthOffers == 5);
        CHECK(restored->declaredOffers() == game.declaredOffers());
        CHECK(restored->fifthOffers() == game.fifthOffers());
        CHECK(restored->openingTask() == game.openingTask());
        CHECK(restored->actingPlayer() == game.actingPlayer());
        if (step < steps.size()) {
            steps[step]();
        }
    }
}

TEST_CASE("tournament opening fields are checked", "[records][game][opening][tournament]") {
    const auto gameWith = [](const std::string& opening, const std::string& more) {
        return readGameRecord(
            R"({"format": "tictactoe-game", "version": 1,
                "rules": {"field": "bounded", "width": 15, "height": 15, "k": 5},
                "mode": "human-vs-human", "starts": "player1", "opening": )" +
            opening + R"(, "moves": [[7, 7], [8, 8], [9, 7]])" + more + "}");
    };
    CHECK(gameWith("\"yamaguchi\"", R"(, "declared": 3)"));
    CHECK(gameWith("\"taraguchi-10\"", ""));
    CHECK(gameWith("\"taraguchi\"", "")->setup.fifthOffers == 10);
    for (const auto& [opening, more, says] :
         std::vector<std::tuple<std::string, std::string, std::string>>{
             {"\"soosorv-0\"", "", "from 1 to 20"},
             {"\"soosorv-21\"", "", "from 1 to 20"},
             {"\"swap2-3\"", "", "only Soosorv and Taraguchi"},
             {"\"renju\"", "", "no opening rule"},
             {"7", "", "must be a text"},
             {"\"yamaguchi\"", R"(, "declared": 0)", "declared"},
             {"\"yamaguchi\"", R"(, "declared": "two")", "declared"},
             {"\"swap\"", R"(, "declared": 2)", "tournament openings"},
             {"\"swap\"", R"(, "offers": [[1, 1]])", "tournament openings"},
             {"\"yamaguchi\"", R"(, "offers": [[1]])", "pair"}}) {
        INFO(opening << more);
        const auto read = gameWith(opening, more);
        REQUIRE_FALSE(read);
        CHECK_THAT(read.error().text.english(), Catch::Contains(says));
    }
    // Read, but impossible when replayed: an offer before the declaration,
    // the same offer twice, a declaration beyond the rule's N.
    for (const auto& [moves, more] : std::vector<std::pair<std::string, std::string>>{
             {"[[7, 7], [8, 8], [9, 7]]", R"(, "choices": ["white"], "offers": [[6, 6]])"},
             {"[[7, 7], [8, 8], [9, 7], [1, 1]]",
              R"(, "declared": 2, "choices": ["white"], "offers": [[3, 3], [3, 3]])"},
             {"[[7, 7], [8, 8], [9, 7]]", R"(, "declared": 12)"},
             // Too few offers: the moves after the fourth must not become offers.
             {"[[7, 7], [8, 8], [9, 7], [1, 1], [3, 3], [4, 4]]",
              R"(, "declared": 2, "choices": ["white"], "offers": [[3, 3]])"}}) {
        INFO(moves << more);
        auto read = readGameRecord(
            R"({"format": "tictactoe-game", "version": 1,
                "rules": {"field": "bounded", "width": 15, "height": 15, "k": 5},
                "mode": "human-vs-human", "starts": "player1", "opening": "yamaguchi", "moves": )" +
            moves + more + "}");
        REQUIRE(read);
        CHECK_FALSE(replay(*read));
    }
}
