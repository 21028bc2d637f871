#pragma once

// A game as it is saved (features.md P3, P4): the setup, the moves of the current
// round, its result and the session's score. Independent of the file format
// (game_record_format.hpp writes the project's own format, psq_format.hpp the
// Piskvork one). A record is turned back into a GameEngine by replaying its
// moves through GameEngine::play, so an impossible move is refused with the
// line of the file it came from.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/round_review.hpp"

#include <optional>
#include <string>
#include <vector>

namespace ttt {

struct GameRecord {
    // The engine's own limits: whatever it can play, a record can hold.
    static constexpr std::size_t kMaxMoves = Rules::kMaxMoves;
    static constexpr int kMaxCoordinate = Rules::kMaxCoordinate; // |x| and |y|, unlimited field
    static constexpr int kMaxCount = Score::kMaxCount;           // scores and round counts

    GameSetup setup;
    // Rounds finished before this one; decides who opens under StartPolicy::Alternate.
    int completedRounds = 0;
    // The current round's moves in order. The marks alternate, starting with
    // the side that opens the round (it follows from setup.starts and completedRounds).
    std::vector<Point> moves;
    // The round went on from a set-up position (features.md G15): its stones
    // are the first setUpStones moves, alternating from setUpFirst's (the
    // side that opened), whatever the policy says of who opens.
    std::size_t setUpStones = 0;
    Mark setUpFirst = Mark::None; // when setUpStones > 0
    // The opening rule's colour decisions in order (the first after move 3,
    // Swap2's second after move 5; Taraguchi's after each of moves 1-5).
    std::vector<ColourOption> choices;
    // Yamaguchi and Soosorv: the declared number of fifth-move offers (0: none
    // yet). The tournament openings: black's tentative fifth moves in order;
    // the fifth move is the one white picked.
    int declared = 0;
    std::vector<Point> offers;
    // The round's result as the file states it; when present, replaying must
    // reach the same outcome and winner.
    std::optional<Outcome> outcome;
    Mark winner = Mark::None; // when *outcome == Outcome::Won
    // A round the players ended: the loser resigned (Won), or both agreed
    // to a draw (Drawn). Replaying ends the round so after the moves.
    RoundEnd ending = RoundEnd::Play;
    // What the clocks read when the game was saved (setup.clock, features.md
    // G16), by player: the round goes on from these (RoundClock::restore).
    std::optional<GameClock::Readings> clockLeft;
    // The session's score as shown, including the current round if it is over.
    Score score;

    // The round was played over the network (M6), this file's side playing
    // that player (0 or 1): hosting it again goes on with it, the other
    // computer joining as the other player.
    std::optional<int> networkPlayer;

    // The round's review (G14), one entry for each move, if it was reviewed.
    std::optional<RoundReview> review;
    // A review in the file that could not be used, and why (the moves still
    // load); the player is told.
    std::optional<Text> reviewProblem;

    // Where each move was read from (1-based line numbers), for messages; may be empty.
    std::vector<int> moveLines;

    // Who opens this round.
    [[nodiscard]] Mark firstToMove() const;

    bool operator==(const GameRecord& other) const {
        return setup == other.setup && completedRounds == other.completedRounds &&
               moves == other.moves && setUpStones == other.setUpStones &&
               setUpFirst == other.setUpFirst && choices == other.choices &&
               declared == other.declared && offers == other.offers && outcome == other.outcome &&
               winner == other.winner && ending == other.ending && clockLeft == other.clockLeft &&
               networkPlayer == other.networkPlayer && score == other.score &&
               review == other.review;
    }
};

// Everything needed to restore `game` later (the redo list is not kept).
[[nodiscard]] GameRecord recordOf(const GameEngine& game);

// Checks the record (rules, names, counts, coordinates, moves, stated result)
// and builds the engine it describes. Messages name the line of a bad move
// when moveLines is filled, e.g. "line 12: move 7: that cell is already taken".
[[nodiscard]] Expected<GameEngine> replay(const GameRecord& record);

// The same, but into an existing engine, so that its observers stay attached.
// The record is checked on a scratch engine first: on failure `game` is left
// untouched. Observers then see GameStarted, RoundStarted, one MovePlayed per
// move (RoundEnded if the round was over) and ScoreChanged: a front end that
// records finished rounds on RoundEnded (Leaderboard::recordRound) must not
// do so while restoring.
[[nodiscard]] Expected<void> restoreInto(GameEngine& game, const GameRecord& record);

// "X", "O" and the names used in files for the enums.
[[nodiscard]] std::string_view markName(Mark mark);
[[nodiscard]] std::string_view modeName(Mode mode);
[[nodiscard]] std::string_view startPolicyName(StartPolicy policy);
[[nodiscard]] std::string_view openingRuleName(OpeningRule rule); // "none", "swap", "soosorv", ...
// "black", "white", "two", "offer"
[[nodiscard]] std::string_view colourOptionName(ColourOption option);
// An opening rule as files and the command line name it: "swap2", "yamaguchi",
// "soosorv-8", "taraguchi-10" (the N of Soosorv-N and Taraguchi-N).
[[nodiscard]] std::string openingName(OpeningRule rule, int fifthOffers);
struct NamedOpening {
    OpeningRule rule = OpeningRule::None;
    int fifthOffers = 0;
    bool operator==(const NamedOpening&) const = default;
};
// The other way round; "soosorv" and "taraguchi" alone are the usual N.
[[nodiscard]] Expected<NamedOpening> parseOpeningName(std::string_view name);
[[nodiscard]] std::string_view outcomeName(Outcome outcome);

} // namespace ttt
