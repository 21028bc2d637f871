#pragma once

// One game session: rules, two players, the side to move, the move history
// with undo/redo, the round's result and the running score (features.md R5-R7, M1-M3,
// G1, G3-G5). Knows nothing of how it is shown or who decides the moves.

#include "tictactoe/core/text.hpp"
#include "tictactoe/game/board.hpp"
#include "tictactoe/game/game_clock.hpp"
#include "tictactoe/game/game_observer.hpp"
#include "tictactoe/game/player_spec.hpp"
#include "tictactoe/game/position.hpp"
#include "tictactoe/game/win_detection.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

enum class Mode { HumanVsHuman, HumanVsComputer, ComputerVsComputer };
enum class StartPolicy { Player1, Player2, Alternate };

// Opening rules for five in a row (R3), that take the first player's edge
// away. Swap: the opener places three stones (black, white, black), then the
// other player chooses a colour. Swap2: the other player may instead place
// two more (white, black) and let the opener choose.
// The Renju tournament openings (RIF):
// - Yamaguchi: the opener places one of the 26 openings (the first stone at
//   the centre, the second next to it, the third within the central 5x5) and
//   declares how many fifth moves black will offer; the other player may
//   swap; white plays the fourth; black offers that many fifth moves, no two
//   symmetrical; white picks one and plays the sixth.
// - Soosorv-N: as Yamaguchi, but white declares the number (1..N) with the
//   fourth move, and the other player may swap once more after it.
// - Taraguchi-N: the stones 1-4 keep to the central 1x1, 3x3, 5x5 and 7x7
//   squares, each placed by its colour's player, and after each the other
//   player may swap. Then black's player either swaps or plays the fifth
//   within the central 9x9 (after which white's player may swap), or offers
//   N fifth moves anywhere for white to pick from.
enum class OpeningRule { None, Swap, Swap2, Yamaguchi, Soosorv, Taraguchi };

// True for the Renju tournament openings above.
[[nodiscard]] constexpr bool isTournamentOpening(OpeningRule rule) {
    return rule == OpeningRule::Yamaguchi || rule == OpeningRule::Soosorv ||
           rule == OpeningRule::Taraguchi;
}
// The usual N: Soosorv-8, Taraguchi-10; Yamaguchi's declaration up to 10.
[[nodiscard]] int defaultFifthOffers(OpeningRule rule);
inline constexpr int kMaxFifthOffers = 20;

// A decision in the opening: take black, take white, (Swap2's first choice
// only) place two more stones, or (Taraguchi's after the fourth stone) offer
// the fifth moves.
enum class ColourOption { TakeBlack, TakeWhite, PlaceTwo, OfferFifths };

// A colour decision that is due: who decides and whether placing two more or
// offering the fifth moves is among the options.
struct ColourChoice {
    int chooser = 1; // player index
    bool mayPlaceTwo = false;
    bool mayOfferFifths = false;
    bool operator==(const ColourChoice&) const = default;
};

// A colour decision taken after `afterMoves` moves, and whether it swapped
// the players' colours (taking the colour one did not own).
struct OpeningStep {
    std::size_t afterMoves = 0;
    ColourOption option = ColourOption::TakeWhite;
    bool swapped = false;
    int chooser = 1; // player index
    bool operator==(const OpeningStep&) const = default;
};

// What a tournament opening asks of the acting player now, beyond a stone or
// a colour decision (GameEngine::openingTask).
struct OpeningTask {
    // > 0: the next stone must lie within the board's central square of this
    // side (1: the centre itself).
    long long area = 0;
    // > 0: the acting player declares how many fifth moves black will offer,
    // 1 to this many (declareOffers).
    int declareUpTo = 0;
    // > 0: black's player places this many tentative fifth moves in all
    // (play() adds one); offers() are those placed so far.
    int offersDue = 0;
    // White's player picks one of offers() as the fifth move (play() on it).
    bool picking = false;
    std::vector<Point> offers;
    bool operator==(const OpeningTask&) const = default;
};

struct Player {
    std::string name;
    PlayerSpec spec; // a person, or the computer player that moves

    [[nodiscard]] bool isHuman() const { return spec.isHuman(); }
    [[nodiscard]] bool isComputer() const { return spec.isComputer(); }
    bool operator==(const Player&) const = default;
};

struct GameSetup {
    Rules rules = Rules::classic();
    Mode mode = Mode::HumanVsHuman;
    std::array<Player, 2> players{Player{"Player 1", PlayerSpec::human()},
                                  Player{"Player 2", PlayerSpec::human()}};
    StartPolicy starts = StartPolicy::Player1;
    OpeningRule opening = OpeningRule::None; // five in a row only; None elsewhere
    // The N of Soosorv-N and Taraguchi-N, Yamaguchi's highest declaration;
    // 0 under the other rules (normalized() sets the rule's usual N when 0).
    int fifthOffers = 0;
    ClockSettings clock; // the time control (G16); RoundClock runs it

    // Who is a computer follows the mode (in Human vs Computer player 2 is the
    // computer): a person where a computer is due becomes Medium, a computer
    // where a person is due becomes a person.
    [[nodiscard]] GameSetup normalized() const;
    bool operator==(const GameSetup&) const = default;
};

struct Move {
    Point point;
    Mark mark = Mark::None;
    bool operator==(const Move&) const = default;
};

enum class Outcome { InProgress, Won, Drawn };

// How a finished round ended: on the board (a line, a full board, the move
// limit), or by the players: a resignation, a draw both agreed to, or a
// player's time that ran out (game_clock.hpp).
enum class RoundEnd { Play, Resignation, Agreement, Time };

struct RoundResult {
    Outcome outcome = Outcome::InProgress;
    Mark winner = Mark::None; // when Won
    WinningLine line;         // when Won on the board
    RoundEnd end = RoundEnd::Play;
};

struct Score {
    static constexpr int kMaxCount = 1'000'000'000; // counts stop growing here

    std::array<int, 2> wins{0, 0}; // by player index
    int draws = 0;
    bool operator==(const Score&) const = default;
};

enum class MoveError {
    OffBoard,
    BeyondField,
    Occupied,
    RoundOver,
    WrongSide,
    Forbidden, // Renju: black's forbidden point
    ChoiceDue, // the opening rule asks for a colour decision first
    NoChoiceDue,
    OutsideArea,    // a tournament opening keeps this stone to a central square
    DeclarationDue, // the number of fifth-move offers must be declared first
    NoDeclarationDue,
    NotAnOffer,       // white picks the fifth move among black's offers
    SymmetricalOffer, // an offer symmetrical to one already made
    AlreadyOffered
};
[[nodiscard]] Text describe(MoveError error);

class GameEngine {
public:
    explicit GameEngine(const GameSetup& setup = {});

    // --- state -------------------------------------------------------------
    [[nodiscard]] const GameSetup& setup() const { return setup_; }
    [[nodiscard]] const Rules& rules() const { return setup_.rules; }
    [[nodiscard]] Mode mode() const { return setup_.mode; }
    [[nodiscard]] const Player& player(int index) const { return setup_.players.at(index); }
    [[nodiscard]] const Board& board() const { return board_; }
    [[nodiscard]] const std::vector<Move>& history() const { return history_; }
    [[nodiscard]] std::size_t redoCount() const { return redo_.size(); }
    [[nodiscard]] const RoundResult& result() const { return result_; }
    [[nodiscard]] bool isRoundOver() const { return result_.outcome != Outcome::InProgress; }
    [[nodiscard]] const Score& score() const { return score_; }
    // Rounds finished since the game started (drives "alternate who starts").
    [[nodiscard]] int completedRounds() const { return completedRounds_; }

    // Who opened this round (black), and which colour the next stone has.
    [[nodiscard]] Mark firstToMove() const { return roundStarter_; }
    [[nodiscard]] Mark toMove() const;
    // The player who acts now: the owner of the colour to move, except in an
    // opening rule's phases, where one player places stones of both colours
    // or chooses a colour.
    [[nodiscard]] int actingPlayer() const;
    [[nodiscard]] const Player& playerToMove() const { return player(actingPlayer()); }
    [[nodiscard]] bool isComputerToMove() const {
        return !isRoundOver() && playerToMove().isComputer();
    }

    // --- opening rules (Swap, Swap2, the tournament openings) ------------------
    // The colour decision due now, if any (no stone may be played until then).
    [[nodiscard]] std::optional<ColourChoice> pendingChoice() const;
    // A tournament opening's constraint, declaration, offers or pick due now.
    [[nodiscard]] OpeningTask openingTask() const;
    // Declares how many fifth moves black will offer (openingTask().declareUpTo).
    Expected<void, MoveError> declareOffers(int count);
    // The declared number, once declared (0: none).
    [[nodiscard]] int declaredOffers() const { return declared_; }
    // Black's tentative fifth moves this round, in the order offered; after
    // white's pick the fifth move is one of them.
    [[nodiscard]] const std::vector<Point>& fifthOffers() const { return offers_; }
    // True while the acting player places stones for both colours.
    [[nodiscard]] bool isPlacingOpening() const;
    // The decisions taken this round, in order.
    [[nodiscard]] const std::vector<OpeningStep>& openingSteps() const { return steps_; }
    // Who placed the stone of history()[index] (a player index): under Swap
    // and Swap2 the opening's stones are placed by one player for both
    // colours, so this is not always the owner of the stone's colour.
    [[nodiscard]] int placedBy(std::size_t index) const;
    // Takes the due decision. Taking the colour one does not own swaps the
    // players' colours: the stones stay, their owners change.
    Expected<void, MoveError> chooseColour(ColourOption option);

    // --- moves ---------------------------------------------------------------
    // Plays for the side to move; a refused move changes nothing and says why.
    // While a tournament opening asks for offers, the stone is a tentative
    // fifth move instead; while white picks, the pick.
    Expected<void, MoveError> play(Point p);
    // Plays only if `side` is the side to move (a stale or wrong-side request is refused).
    Expected<void, MoveError> play(Point p, Mark side);
    [[nodiscard]] Expected<void, MoveError> checkMove(Point p, Mark side) const;

    [[nodiscard]] bool canUndo() const { return !history_.empty() || replaced_.has_value(); }
    [[nodiscard]] bool canRedo() const { return !redo_.empty(); }
    bool undo(); // takes back the last move (and the score it earned, if it ended the round)
    // or, after a resignation or an agreed draw, that end alone (no move), or
    // a set-up position with no move after it, at once: back to the
    // unfinished round it replaced, or to an empty board (PositionSetUp)
    bool redo();

    // --- the players end a round (features.md M6) ----------------------------
    // `player` gives the round up: the other wins it (RoundEnd::Resignation).
    // Observers hear RoundEnded alone, no move. Refused once the round is over.
    Expected<void, MoveError> resign(int player);
    // Both players agreed to a draw (RoundEnd::Agreement).
    Expected<void, MoveError> agreeDraw();
    // `player`'s clock ran out (features.md G16): the other wins the round
    // (RoundEnd::Time), as with a resignation.
    Expected<void, MoveError> loseOnTime(int player);

    // --- a set-up position (features.md G15) ---------------------------------
    // Goes on from `position` (Game ▸ Set up position…): its stones, in the
    // order orderPosition gives them, become the round's first setUpStones()
    // moves, set up rather than played, and the player to move is the
    // position's. The opening rule has no say in such a round. When the
    // round on the board is over it is left first, as newRound does (the
    // score keeps it). Refused with orderPosition's message, nothing changed.
    // Observers hear PositionSetUp.
    Expected<void> setUp(const Position& position);
    // How many of history()'s first moves were set up (0: none).
    [[nodiscard]] std::size_t setUpStones() const { return setUpStones_; }
    // The stones on the board now and the player to move, as a Position:
    // what the editor starts from.
    [[nodiscard]] Position position() const;

    // --- rounds, games and score --------------------------------------------
    void newRound();                      // empty board, score kept
    void newGame(const GameSetup& setup); // everything afresh
    void resetScore();                    // zero score, same mode, players and board
    // E.g. restoring a saved session; the score includes the current round when
    // it is over. Negative counts are taken as 0.
    void setScore(const Score& score);
    void setPlayerNames(const std::string& first, const std::string& second);
    // Restoring a saved session: how many rounds were finished before (it decides
    // who opens under StartPolicy::Alternate); starts a fresh round, score kept.
    void restoreCompletedRounds(int completedRounds);

    // --- observers (not owned; remove before destroying the observer) ---------
    void addObserver(GameObserver* observer);
    void removeObserver(GameObserver* observer);

private:
    // What the opening rule asks for now.
    enum class Phase { Play, Place, Choose, Declare, Offer, Pick };
    struct Due {
        explicit Due(Phase phase_ = Phase::Play, int actor_ = -1, ColourChoice choice_ = {},
                     long long area_ = 0, int upTo_ = 0)
            : phase(phase_), actor(actor_), choice(choice_), area(area_), upTo(upTo_) {}
        Phase phase;
        int actor; // player index, when not Play
        ColourChoice choice;
        long long area; // the central square the next stone keeps to (0: anywhere)
        int upTo;       // Declare: the highest number; Offer: how many in all
    };
    [[nodiscard]] Due due() const;
    [[nodiscard]] Due swapDue() const;
    [[nodiscard]] Due tournamentDue() const;
    [[nodiscard]] Due taraguchiDue() const;
    [[nodiscard]] Due offersDue(int wanted) const;
    [[nodiscard]] const OpeningStep* stepAfter(std::size_t moves) const;
    [[nodiscard]] int fifthOffersLimit() const;
    [[nodiscard]] Expected<void, MoveError> checkOffer(Point p) const;
    void apply(Move move);
    void applyChoice(ColourOption option);
    void swapColours();
    void evaluateResult(Point last);
    // `loser` lost the round off the board (a resignation, the clock).
    Expected<void, MoveError> endBy(int loser, RoundEnd end);
    // Renju on a bounded board: black is to move and every empty cell is
    // forbidden to black, so the round is drawn.
    [[nodiscard]] bool sideToMoveIsStuck() const;
    void startRound();
    // The board from the round's moves, with the opener and the set-up given.
    void rebuild(std::vector<Move> moves, Mark starter, std::size_t setUpStones);
    void tally(int delta);
    void notify(GameEvent event) const;

    GameSetup setup_;
    Board board_;
    std::vector<Move> history_;
    // Undone moves and decisions, the next one to redo last.
    struct RedoItem {
        Move move;
        std::optional<ColourOption> choice; // a decision instead of a move
        int declared = 0;                   // or a declaration
        bool offer = false;                 // or a tentative fifth move (move.point)
    };
    std::vector<RedoItem> redo_;
    std::vector<OpeningStep> steps_;
    int declared_ = 0;          // the declared number of fifth-move offers
    std::vector<Point> offers_; // black's tentative fifth moves
    int proposer_ = 0;          // the opening rule's first player: who opened the round
    std::size_t setUpStones_ = 0;
    // What a set-up replaced, for its undo: the unfinished round's moves,
    // decisions, opener and own set-up.
    struct ReplacedRound {
        std::vector<Move> history;
        std::vector<OpeningStep> steps;
        int declared = 0;
        std::vector<Point> offers;
        Mark starter = Mark::X;
        std::size_t setUpStones = 0;
    };
    std::optional<ReplacedRound> replaced_;
    RoundResult result_;
    Score score_;
    int completedRounds_ = 0;
    // The finished round's point is in score_ (false after a reset of the
    // score, so that undoing the winning move takes back nothing that is no
    // longer counted).
    bool roundCounted_ = false;
    Mark roundStarter_ = Mark::X;
    // Observers watch this engine, not its value: a copy (a snapshot a
    // search reads) starts with none, and an assigned engine keeps its own.
    struct Observers {
        std::vector<GameObserver*> list;
        Observers() = default;
        ~Observers() = default;
        Observers(const Observers& /*other*/) {}
        Observers(Observers&& /*other*/) noexcept {}
        // NOLINTNEXTLINE(bugprone-unhandled-self-assignment,cert-oop54-cpp): nothing is taken
        Observers& operator=(const Observers& /*other*/) { return *this; }
        Observers& operator=(Observers&& /*other*/) noexcept { return *this; }
    };
    Observers observers_;
};

} // namespace ttt
