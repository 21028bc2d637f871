#include "event_log.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

using namespace ttt;

namespace {

using test::EventLog;

void playAll(GameEngine& game, std::initializer_list<Point> moves) {
    for (const Point p : moves) {
        REQUIRE(game.play(p));
    }
}

// Everything a refused move must leave untouched.
struct Snapshot {
    explicit Snapshot(const GameEngine& g)
        : history(g.history()), toMove(g.toMove()), outcome(g.result().outcome), score(g.score()),
          stones(g.board().stones()), redo(g.redoCount()) {}
    std::vector<Move> history;
    Mark toMove;
    Outcome outcome;
    Score score;
    std::vector<Point> stones;
    std::size_t redo;
    bool operator==(const Snapshot&) const = default;
};

// Why a move was refused, or nothing when it was played.
std::optional<MoveError> refusal(const Expected<void, MoveError>& played) {
    return played ? std::nullopt : std::optional<MoveError>(played.error());
}

GameSetup setupWith(const Rules& rules, StartPolicy starts = StartPolicy::Player1,
                    Mode mode = Mode::HumanVsHuman) {
    GameSetup setup;
    setup.rules = rules;
    setup.starts = starts;
    setup.mode = mode;
    return setup;
}

} // namespace

TEST_CASE("Players alternate and X wins a classic game", "[engine]") {
    GameEngine game;
    CHECK(game.toMove() == Mark::X);
    CHECK(game.player(0).name == "Player 1");
    CHECK(game.player(1).name == "Player 2");
    playAll(game, {{0, 0}, {1, 1}, {1, 0}, {2, 2}});
    CHECK(game.toMove() == Mark::X);
    CHECK_FALSE(game.isRoundOver());
    playAll(game, {{2, 0}});
    CHECK(game.result().outcome == Outcome::Won);
    CHECK(game.result().winner == Mark::X);
    CHECK(game.result().line == std::vector<Point>{{0, 0}, {1, 0}, {2, 0}});
    CHECK(game.score().wins[0] == 1);
    CHECK(game.score().wins[1] == 0);
}

TEST_CASE("A full classic board without a line is a draw", "[engine]") {
    GameEngine game;
    // X O X / X O O / O X X
    playAll(game, {{0, 0}, {1, 0}, {2, 0}, {1, 1}, {0, 1}, {2, 1}, {1, 2}, {0, 2}, {2, 2}});
    CHECK(game.result().outcome == Outcome::Drawn);
    CHECK(game.score().draws == 1);
    CHECK(game.score().wins == std::array<int, 2>{0, 0});
}

TEST_CASE("A win on the last free cell is a win, not a draw", "[engine]") {
    GameEngine game;
    // X O X / O X O / O X X: the ninth stone fills the board and the diagonal.
    playAll(game, {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}, {0, 2}});
    CHECK_FALSE(game.isRoundOver());
    playAll(game, {{2, 2}});
    CHECK(game.board().isFull());
    CHECK(game.result().outcome == Outcome::Won);
    CHECK(game.result().winner == Mark::X);
    CHECK(game.score().draws == 0);
}

TEST_CASE("The unlimited field draws only at its optional move limit", "[engine][unlimited]") {
    Rules rules = Rules::unlimitedFive();
    rules.moveLimit = 4;
    GameEngine game(setupWith(rules));
    playAll(game, {{1'000'000, 0}, {-1'000'000, 0}, {0, 1'000'000}});
    CHECK_FALSE(game.isRoundOver());
    playAll(game, {{0, -1'000'000}});
    CHECK(game.result().outcome == Outcome::Drawn);

    GameEngine endless(setupWith(Rules::unlimitedFive()));
    for (int i = 0; i < 200; ++i) {
        REQUIRE(endless.play({i * 3, (i % 2) * 1000}));
    }
    CHECK_FALSE(endless.isRoundOver());
}

TEST_CASE("Every kind of illegal move is refused with a reason and changes nothing", "[engine]") {
    GameEngine game(setupWith(Rules::bounded(4, 4, 3)));
    EventLog log;
    game.addObserver(&log);
    playAll(game, {{1, 1}, {2, 2}});
    log.events.clear();
    const Snapshot before(game);

    CHECK(refusal(game.play({1, 1})) == MoveError::Occupied);
    CHECK(refusal(game.play({2, 2})) == MoveError::Occupied);
    CHECK(refusal(game.play({4, 0})) == MoveError::OffBoard);
    CHECK(refusal(game.play({0, -1})) == MoveError::OffBoard);
    CHECK(refusal(game.play({1'000'000, 1'000'000})) == MoveError::OffBoard);
    CHECK(refusal(game.play({0, 0}, Mark::O)) == MoveError::WrongSide);
    CHECK(refusal(game.play({0, 0}, Mark::None)) == MoveError::WrongSide);
    CHECK(Snapshot(game) == before);
    CHECK(log.events.empty());

    playAll(game, {{0, 0}, {3, 3}, {2, 0}, {0, 3}, {1, 0}}); // X takes the top row
    REQUIRE(game.isRoundOver());
    const Snapshot over(game);
    CHECK(refusal(game.play({3, 0})) == MoveError::RoundOver);
    CHECK(refusal(game.play({3, 0}, Mark::O)) == MoveError::RoundOver);
    CHECK(Snapshot(game) == over);

    for (const MoveError e :
         {MoveError::OffBoard, MoveError::Occupied, MoveError::RoundOver, MoveError::WrongSide}) {
        CHECK_FALSE(describe(e).english().empty());
    }
    game.removeObserver(&log);
}

TEST_CASE("Undo and redo walk the history back to the first move and forward again",
          "[engine][undo]") {
    GameEngine game(setupWith(Rules::gomokuFreestyle()));
    const std::vector<Point> moves{{7, 7}, {8, 8}, {7, 8}, {6, 9}, {7, 6}, {9, 9}};
    for (const Point p : moves) {
        REQUIRE(game.play(p));
    }
    const Snapshot full(game);

    while (game.canUndo()) {
        CHECK(game.undo());
    }
    CHECK(game.history().empty());
    CHECK(game.board().stoneCount() == 0);
    CHECK(game.toMove() == Mark::X);
    CHECK(game.redoCount() == moves.size());
    CHECK_FALSE(game.undo());

    while (game.canRedo()) {
        CHECK(game.redo());
    }
    CHECK(Snapshot(game) == Snapshot(full));
    CHECK_FALSE(game.redo());

    // A new move after undo drops the moves that could have been redone.
    game.undo();
    game.undo();
    CHECK(game.redoCount() == 2);
    REQUIRE(game.play({0, 0}));
    CHECK(game.redoCount() == 0);
    CHECK(game.history().back().point == Point{0, 0});
}

TEST_CASE("Undoing the winning move takes back the result and its point", "[engine][undo]") {
    GameEngine game;
    EventLog log;
    game.addObserver(&log);
    playAll(game, {{0, 0}, {1, 1}, {1, 0}, {2, 2}, {2, 0}});
    REQUIRE(game.score().wins[0] == 1);
    CHECK(log.events.back() == GameEvent::RoundEnded);

    game.undo();
    CHECK_FALSE(game.isRoundOver());
    CHECK(game.score().wins[0] == 0);
    CHECK(game.toMove() == Mark::X);

    game.redo();
    CHECK(game.result().winner == Mark::X);
    CHECK(game.score().wins[0] == 1);
    CHECK(log.events.back() == GameEvent::RoundEnded);
    game.removeObserver(&log);
}

TEST_CASE("Observers hear of every change in order", "[engine][observer]") {
    GameEngine game;
    EventLog log;
    game.addObserver(&log);
    game.addObserver(&log); // added once only
    playAll(game, {{1, 1}});
    game.undo();
    game.redo();
    game.newRound();
    game.resetScore();
    game.setPlayerNames("Ann", "Bob");
    game.newGame(GameSetup{});
    CHECK(log.events == std::vector<GameEvent>{GameEvent::MovePlayed, GameEvent::MoveUndone,
                                               GameEvent::MoveRedone, GameEvent::RoundStarted,
                                               GameEvent::ScoreChanged, GameEvent::PlayersChanged,
                                               GameEvent::GameStarted});
    game.removeObserver(&log);
    game.play({0, 0});
    CHECK(log.events.size() == 7);
}

TEST_CASE("Observers watch one engine: its copies tell them nothing", "[engine][observer]") {
    GameEngine game;
    EventLog log;
    game.addObserver(&log);
    GameEngine copy = game; // a snapshot, as a search reads
    REQUIRE(copy.play({1, 1}));
    GameEngine moved = std::move(copy);
    REQUIRE(moved.play({0, 0}));
    CHECK(log.events.empty());
    // Assigned another engine's value, the engine keeps its own observers.
    game = moved;
    CHECK(game.history().size() == 2);
    REQUIRE(game.play({2, 2}));
    CHECK(log.events == std::vector<GameEvent>{GameEvent::MovePlayed});
    game.removeObserver(&log);
}

TEST_CASE("Scores add up over rounds, reset score keeps mode and players", "[engine][score]") {
    GameSetup setup = setupWith(Rules::classic(), StartPolicy::Player1, Mode::HumanVsComputer);
    setup.players[0].name = "Ann";
    setup.players[1].name = "Computer";
    setup.players[1].spec = PlayerSpec::computer(BotLevel::Hard);
    GameEngine game(setup);
    CHECK(game.player(0).isHuman());
    CHECK(game.player(1).isComputer());

    playAll(game, {{0, 0}, {1, 1}, {1, 0}, {2, 2}, {2, 0}}); // X wins
    game.newRound();
    playAll(game, {{0, 0}, {1, 0}, {2, 2}, {1, 1}, {0, 2}, {1, 2}}); // O takes the middle column
    REQUIRE(game.result().winner == Mark::O);
    game.newRound();
    playAll(game, {{0, 0}, {1, 0}, {2, 0}, {1, 1}, {0, 1}, {2, 1}, {1, 2}, {0, 2}, {2, 2}}); // draw
    CHECK(game.score() == Score{{1, 1}, 1});

    game.resetScore();
    CHECK(game.score() == Score{});
    CHECK(game.mode() == Mode::HumanVsComputer);
    CHECK(game.player(0).name == "Ann");
    CHECK(game.player(1).spec == PlayerSpec::computer(BotLevel::Hard));
    CHECK(game.isRoundOver()); // the board stays as it was

    game.newRound();
    CHECK(game.history().empty());
    CHECK(game.score() == Score{});

    game.newGame(setupWith(Rules::gomokuFreestyle()));
    CHECK(game.rules() == Rules::gomokuFreestyle());
    CHECK(game.mode() == Mode::HumanVsHuman);
    CHECK(game.completedRounds() == 0);
}

TEST_CASE("Who starts: player 1, player 2, or alternating each finished round", "[engine][start]") {
    GameEngine first(setupWith(Rules::classic(), StartPolicy::Player1));
    GameEngine second(setupWith(Rules::classic(), StartPolicy::Player2));
    GameEngine alternate(setupWith(Rules::classic(), StartPolicy::Alternate));
    CHECK(first.toMove() == Mark::X);
    CHECK(second.toMove() == Mark::O);
    CHECK(second.playerToMove().name == "Player 2");
    CHECK(alternate.toMove() == Mark::X);

    const auto finishRound = [](GameEngine& g) {
        // The starter takes the top row while the other plays the middle row.
        playAll(g, {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}});
        REQUIRE(g.isRoundOver());
        g.newRound();
    };
    finishRound(alternate);
    CHECK(alternate.toMove() == Mark::O);
    CHECK(alternate.score().wins[0] == 1);
    finishRound(alternate);
    CHECK(alternate.toMove() == Mark::X);
    CHECK(alternate.score().wins[1] == 1);

    // Restarting an unfinished round does not pass the first move on.
    playAll(alternate, {{1, 1}});
    alternate.newRound();
    CHECK(alternate.toMove() == Mark::X);

    finishRound(second);
    CHECK(second.toMove() == Mark::O);
    finishRound(first);
    CHECK(first.toMove() == Mark::X);
}

TEST_CASE("Modes decide which players are computers", "[engine]") {
    GameSetup setup;
    setup.mode = Mode::ComputerVsComputer;
    GameEngine demo(setup);
    CHECK(demo.player(0).isComputer());
    CHECK(demo.player(1).isComputer());
    CHECK(demo.isComputerToMove());

    setup.mode = Mode::HumanVsHuman;
    setup.players[1].spec = PlayerSpec::computer(BotLevel::Hard); // overruled by the mode
    GameEngine friends(setup);
    CHECK(friends.player(1).isHuman());
    CHECK_FALSE(friends.isComputerToMove());
}

TEST_CASE("Undo after a reset of the score takes back no point that is no longer counted",
          "[engine][undo][score]") {
    GameEngine game;
    playAll(game, {{0, 0}, {1, 1}, {1, 0}, {2, 2}, {2, 0}}); // X wins
    REQUIRE(game.score() == Score{{1, 0}, 0});
    game.resetScore();
    REQUIRE(game.undo());
    CHECK(game.score() == Score{});
    // Winning again counts the point again, and undoing that takes it back.
    REQUIRE(game.redo());
    CHECK(game.score() == Score{{1, 0}, 0});
    REQUIRE(game.undo());
    CHECK(game.score() == Score{});

    SECTION("the same for a draw") {
        game.newRound();
        playAll(game,
                {{0, 0}, {1, 0}, {2, 0}, {1, 1}, {0, 1}, {2, 1}, {1, 2}, {0, 2}, {2, 2}}); // draw
        game.resetScore();
        game.undo();
        CHECK(game.score() == Score{});
    }
    SECTION("a restored score that does not include the finished round") {
        playAll(game, {{2, 0}});
        game.setScore(Score{{0, 3}, 0}); // as a damaged file might state it
        game.undo();
        CHECK(game.score() == Score{{0, 3}, 0});
    }
}

TEST_CASE("No count of the score is ever negative", "[engine][score]") {
    GameEngine game;
    game.setScore(Score{{-1, -5}, -2});
    CHECK(game.score() == Score{});
}

TEST_CASE("Renju: black's forbidden points are refused, white's same points are not",
          "[engine][renju]") {
    for (const StartPolicy starts : {StartPolicy::Player1, StartPolicy::Player2}) {
        GameSetup setup;
        setup.rules = Rules::gomokuRenju();
        setup.starts = starts;
        GameEngine game(setup);
        const Mark black = game.firstToMove();
        // Black builds two open twos crossing at (7,7): playing there is a double three.
        const std::vector<Point> blacks{{5, 7}, {6, 7}, {7, 5}, {7, 6}};
        const std::vector<Point> whites{{0, 0}, {2, 0}, {4, 0}, {0, 14}};
        for (std::size_t i = 0; i < blacks.size(); ++i) {
            REQUIRE(game.play(blacks[i]));
            REQUIRE(game.play(whites[i]));
        }
        REQUIRE(game.toMove() == black);
        const auto refused = game.play({7, 7});
        REQUIRE_FALSE(refused);
        CHECK(refused.error() == MoveError::Forbidden);
        CHECK_FALSE(describe(MoveError::Forbidden).english().empty());
        CHECK(game.history().size() == 8); // nothing changed
        CHECK(game.play({10, 10}));
        CHECK(game.play({7, 7})); // white may
    }
}

namespace {

GameEngine swapGame(OpeningRule rule) {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    setup.opening = rule;
    setup.players = {Player{"Ann", PlayerSpec::human()}, Player{"Bob", PlayerSpec::human()}};
    return GameEngine(setup);
}

void placeOpening(GameEngine& game, std::initializer_list<Point> stones) {
    for (const Point p : stones) {
        REQUIRE(game.play(p));
    }
}

} // namespace

TEST_CASE("Swap: the opener places three stones, the other player chooses a colour",
          "[engine][opening]") {
    GameEngine game = swapGame(OpeningRule::Swap);
    CHECK(game.isPlacingOpening());
    // Ann (player 1) places black, white, black.
    for (const Point p : {Point{7, 7}, Point{8, 7}, Point{7, 8}}) {
        CHECK(game.actingPlayer() == 0);
        REQUIRE(game.play(p));
    }
    CHECK_FALSE(game.isPlacingOpening());
    REQUIRE(game.pendingChoice() == ColourChoice{1, false});
    CHECK(game.actingPlayer() == 1);
    CHECK(game.play({0, 0}).error() == MoveError::ChoiceDue);
    CHECK(game.chooseColour(ColourOption::PlaceTwo).error() == MoveError::NoChoiceDue);

    SECTION("taking white: Bob plays white's next stone") {
        REQUIRE(game.chooseColour(ColourOption::TakeWhite));
        CHECK_FALSE(game.pendingChoice());
        CHECK(game.actingPlayer() == 1);
        CHECK(game.firstToMove() == Mark::X); // Ann stays black
        CHECK(game.board().at({7, 7}) == Mark::X);
    }
    SECTION("taking black: the stones stay, their owners change, Ann plays white") {
        REQUIRE(game.chooseColour(ColourOption::TakeBlack));
        CHECK(game.firstToMove() == Mark::O); // Bob's mark is black now
        CHECK(game.board().at({7, 7}) == Mark::O);
        CHECK(game.board().at({8, 7}) == Mark::X);
        CHECK(game.toMove() == Mark::X);
        CHECK(game.actingPlayer() == 0);
        REQUIRE(game.play({9, 9}));
        CHECK(game.actingPlayer() == 1);
        // Undo takes back the move, then the decision; redo brings both back.
        REQUIRE(game.undo());
        REQUIRE(game.undo());
        CHECK(game.pendingChoice() == ColourChoice{1, false});
        CHECK(game.board().at({7, 7}) == Mark::X);
        CHECK(game.firstToMove() == Mark::X);
        REQUIRE(game.redo());
        CHECK(game.firstToMove() == Mark::O);
        REQUIRE(game.redo());
        CHECK(game.board().at({9, 9}) == Mark::X);
        CHECK(game.openingSteps() ==
              std::vector<OpeningStep>{OpeningStep{3, ColourOption::TakeBlack, true, 1}});
    }
}

TEST_CASE("Swap2: place two more, then the opener chooses", "[engine][opening]") {
    GameEngine game = swapGame(OpeningRule::Swap2);
    placeOpening(game, {{7, 7}, {8, 7}, {7, 8}});
    REQUIRE(game.pendingChoice() == ColourChoice{1, true});
    REQUIRE(game.chooseColour(ColourOption::PlaceTwo));
    CHECK(game.isPlacingOpening());
    CHECK(game.actingPlayer() == 1); // Bob places white, then black
    CHECK(game.toMove() == Mark::O);
    placeOpening(game, {{6, 6}, {9, 9}});
    REQUIRE(game.pendingChoice() == ColourChoice{0, false});
    CHECK(game.actingPlayer() == 0);
    SECTION("the opener takes white: colours swap, Ann moves as white") {
        REQUIRE(game.chooseColour(ColourOption::TakeWhite));
        CHECK(game.firstToMove() == Mark::O);
        CHECK(game.toMove() == Mark::X);
        CHECK(game.actingPlayer() == 0);
    }
    SECTION("the opener keeps black: Bob moves as white") {
        REQUIRE(game.chooseColour(ColourOption::TakeBlack));
        CHECK(game.firstToMove() == Mark::X);
        CHECK(game.actingPlayer() == 1);
    }
    // Undo walks back through both decisions to the empty board.
    while (game.undo()) {
    }
    CHECK(game.history().empty());
    CHECK(game.openingSteps().empty());
    CHECK(game.firstToMove() == Mark::X);
    CHECK(game.isPlacingOpening());
}

TEST_CASE("The opening's stones are credited to the player who placed them", "[engine][opening]") {
    const auto placers = [](const GameEngine& game) {
        std::vector<int> who;
        for (std::size_t i = 0; i < game.history().size(); ++i) {
            who.push_back(game.placedBy(i));
        }
        return who;
    };
    SECTION("Swap2: Ann places three, Bob two, Ann takes white (a swap), then each their own") {
        GameEngine game = swapGame(OpeningRule::Swap2);
        placeOpening(game, {{7, 7}, {8, 8}, {6, 8}});
        REQUIRE(game.chooseColour(ColourOption::PlaceTwo));
        placeOpening(game, {{9, 9}, {5, 5}});
        REQUIRE(game.chooseColour(ColourOption::TakeWhite));
        placeOpening(game, {{10, 10}, {4, 4}});
        // Ann moves as white now (X after the swap is Bob's black).
        CHECK(placers(game) == std::vector<int>{0, 0, 0, 1, 1, 0, 1});
    }
    SECTION("Swap: Bob takes black; the first stones stay Ann's though they are Bob's colour") {
        GameEngine game = swapGame(OpeningRule::Swap);
        placeOpening(game, {{7, 7}, {8, 8}, {6, 8}});
        REQUIRE(game.chooseColour(ColourOption::TakeBlack));
        placeOpening(game, {{9, 9}, {5, 5}});
        CHECK(ttt::playerIndex(game.history()[0].mark) == 1);
        CHECK(placers(game) == std::vector<int>{0, 0, 0, 0, 1});
    }
    SECTION("without an opening rule the owner of the colour placed it") {
        GameEngine game = swapGame(OpeningRule::None);
        placeOpening(game, {{7, 7}, {8, 8}, {6, 8}});
        CHECK(placers(game) == std::vector<int>{0, 1, 0});
    }
}

TEST_CASE("Opening rules only apply to five in a row and start again each round",
          "[engine][opening]") {
    GameSetup setup;
    setup.rules = Rules::classic();
    setup.opening = OpeningRule::Swap2;
    CHECK(setup.normalized().opening == OpeningRule::None);
    GameSetup gomoku;
    gomoku.rules = Rules::gomokuRenju();
    gomoku.opening = OpeningRule::Swap;
    gomoku.starts = StartPolicy::Player2;
    GameEngine game(gomoku);
    CHECK(game.actingPlayer() == 1); // player 2 opens: they place the three stones
    placeOpening(game, {{7, 7}, {8, 7}, {7, 8}});
    CHECK(game.pendingChoice() == ColourChoice{0, false});
    game.newRound();
    CHECK(game.isPlacingOpening());
    CHECK(game.openingSteps().empty());
}

TEST_CASE("Renju: a round is drawn when black has no allowed point left", "[engine][renju]") {
    // 6x5: the two empty cells would each give black six in a row.
    //   B B . B B B
    //   B B B . B B
    //   W W B W W W
    //   W W W B W W
    //   W B W W W B
    const std::vector<std::string> rows{"BB.BBB", "BBB.BB", "WWBWWW", "WWWBWW", "WBWWWB"};
    std::vector<Point> blacks;
    std::vector<Point> whites;
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 6; ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            (c == 'B' ? blacks : whites).push_back({x, y});
            if (c == '.') {
                whites.pop_back();
            }
        }
    }
    REQUIRE(blacks.size() == whites.size());
    // Some orders make a black move forbidden on the way: try orders until one plays through.
    std::mt19937 random(7);
    bool reached = false;
    for (int attempt = 0; attempt < 200 && !reached; ++attempt) {
        std::shuffle(blacks.begin(), blacks.end(), random);
        std::shuffle(whites.begin(), whites.end(), random);
        GameSetup setup;
        setup.rules = *parseRules("6x5/5/renju");
        GameEngine game(setup);
        bool legal = true;
        for (std::size_t i = 0; i < blacks.size() && legal; ++i) {
            legal = game.play(blacks[i]) && !game.isRoundOver() && game.play(whites[i]);
        }
        if (!legal) {
            continue;
        }
        reached = true;
        // Black to move, both empty cells forbidden: the round is a draw.
        CHECK(game.result().outcome == Outcome::Drawn);
        CHECK(renju::isForbidden(game.board(), {2, 0}, Mark::X));
        CHECK(renju::isForbidden(game.board(), {3, 1}, Mark::X));
        CHECK_FALSE(game.board().isFull());
        // Undoing white's last move takes the draw back.
        REQUIRE(game.undo());
        CHECK_FALSE(game.isRoundOver());
    }
    CHECK(reached);
}

TEST_CASE("A resignation ends the round for the other player, and undo takes it back alone",
          "[engine][resign]") {
    GameEngine game;
    EventLog log;
    game.addObserver(&log);
    playAll(game, {{0, 0}, {1, 1}});
    REQUIRE(game.resign(0)); // X gives up
    CHECK(game.isRoundOver());
    CHECK(game.result().outcome == Outcome::Won);
    CHECK(game.result().winner == Mark::O);
    CHECK(game.result().end == RoundEnd::Resignation);
    CHECK(game.result().line.empty());
    CHECK(game.score().wins[1] == 1);
    CHECK(log.events.back() == GameEvent::RoundEnded);
    CHECK(refusal(game.resign(1)) == MoveError::RoundOver);
    CHECK(refusal(game.agreeDraw()) == MoveError::RoundOver);
    CHECK(refusal(game.play({2, 2})) == MoveError::RoundOver);

    REQUIRE(game.undo()); // the resignation, not a move
    CHECK_FALSE(game.isRoundOver());
    CHECK(game.history().size() == 2);
    CHECK(game.score().wins[1] == 0);
    CHECK(log.events.back() == GameEvent::MoveUndone);
    game.removeObserver(&log);
}

TEST_CASE("A draw both players agree to is a drawn round on the score", "[engine][resign]") {
    GameEngine game(setupWith(Rules::gomokuFreestyle()));
    playAll(game, {{7, 7}, {8, 8}, {7, 6}});
    REQUIRE(game.agreeDraw());
    CHECK(game.result().outcome == Outcome::Drawn);
    CHECK(game.result().end == RoundEnd::Agreement);
    CHECK(game.score().draws == 1);
    game.newRound();
    CHECK(game.completedRounds() == 1);
    CHECK(game.score().draws == 1);
    CHECK(game.result().end == RoundEnd::Play);
}
