#include "tictactoe/records/game_record.hpp"

#include "tictactoe/core/utf8.hpp"

#include <algorithm>
#include <cstdlib>

namespace ttt {

namespace {

constexpr std::size_t kMaxNameBytes = 1024;

// "line 12: move 7: <problem>", or "move 7: <problem>" when the record was
// not read from a file.
Text atMove(const GameRecord& record, std::size_t moveIndex, Text problem) {
    if (moveIndex < record.moveLines.size()) {
        return Text("line {0}: move {1}: {2}", record.moveLines[moveIndex], moveIndex + 1,
                    std::move(problem));
    }
    return Text("move {0}: {1}", moveIndex + 1, std::move(problem));
}

Expected<void> checkRecord(const GameRecord& record) {
    if (const auto valid = record.setup.rules.validate(); !valid) {
        return failure(Text("the rules cannot be played: {0}", valid.error().text));
    }
    for (int i = 0; i < 2; ++i) {
        const Player& player = record.setup.players[static_cast<std::size_t>(i)];
        if (player.name.size() > kMaxNameBytes || player.spec.engine.size() > kMaxNameBytes ||
            !utf8::isValid(player.name) || !utf8::isValid(player.spec.engine)) {
            return failure(Text("the name of player {0} is too long or not valid UTF-8", i + 1));
        }
    }
    if (record.completedRounds < 0 || record.completedRounds > GameRecord::kMaxCount) {
        return failure(Text("the number of finished rounds is out of range"));
    }
    const Score& score = record.score;
    for (const int count : {score.wins[0], score.wins[1], score.draws}) {
        if (count < 0 || count > GameRecord::kMaxCount) {
            return failure(Text("the score is out of range"));
        }
    }
    if (record.moves.size() > GameRecord::kMaxMoves) {
        return failure(Text("the game has more than {0} moves", GameRecord::kMaxMoves));
    }
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Point p = record.moves[i];
        if (std::abs(static_cast<long long>(p.x)) > GameRecord::kMaxCoordinate ||
            std::abs(static_cast<long long>(p.y)) > GameRecord::kMaxCoordinate) {
            return failure(atMove(record, i, Text("the coordinates are too far from the centre")));
        }
    }
    if (record.setUpStones > record.moves.size() ||
        (record.setUpStones > 0 && record.setUpFirst == Mark::None)) {
        return failure(Text("the set-up position has more stones than the game has moves"));
    }
    if (record.outcome == Outcome::Won && record.winner == Mark::None) {
        return failure(Text("the result says the game was won but not by whom"));
    }
    if (((record.ending == RoundEnd::Resignation || record.ending == RoundEnd::Time) &&
         record.outcome != Outcome::Won) ||
        (record.ending == RoundEnd::Agreement && record.outcome != Outcome::Drawn)) {
        return failure(Text("the result says how the round ended, but not with a fitting outcome"));
    }
    return {};
}

Text describeResult(std::optional<Outcome> outcome, Mark winner) {
    if (!outcome || *outcome == Outcome::InProgress) {
        return Text("the game is still going on");
    }
    if (*outcome == Outcome::Drawn) {
        return Text("a draw");
    }
    return Text("{0} won", markName(winner));
}

// Replays the record into `game`; the caller has checked it with checkRecord.
Expected<void> replayMoves(GameEngine& game, const GameRecord& record) {
    game.newGame(record.setup);
    game.restoreCompletedRounds(record.completedRounds);
    std::size_t nextChoice = 0;
    bool declared = false;
    std::size_t nextOffer = 0;
    // The opening rule's steps due before the next move: a colour decision,
    // the declaration, black's offers (white's pick is the next move).
    const auto takeDueChoice = [&]() -> Expected<void> {
        for (;;) {
            const OpeningTask task = game.openingTask();
            if (game.pendingChoice() && nextChoice < record.choices.size()) {
                if (const auto chosen = game.chooseColour(record.choices[nextChoice]); !chosen) {
                    return failure(
                        Text("colour decision {0}: {1}", nextChoice + 1, describe(chosen.error())));
                }
                ++nextChoice;
            } else if (task.declareUpTo > 0 && record.declared > 0 && !declared) {
                if (const auto done = game.declareOffers(record.declared); !done) {
                    return failure(Text("the declared number of fifth moves, {0}: {1}",
                                        record.declared, describe(done.error())));
                }
                declared = true;
            } else if (task.offersDue > 0 && !task.picking && nextOffer < record.offers.size()) {
                if (const auto done = game.play(record.offers[nextOffer]); !done) {
                    return failure(
                        Text("fifth-move offer {0}: {1}", nextOffer + 1, describe(done.error())));
                }
                ++nextOffer;
            } else {
                return {};
            }
        }
    };
    if (record.setUpStones > 0) {
        std::vector<Move> setUp;
        Mark mark = record.setUpFirst;
        for (std::size_t i = 0; i < record.setUpStones; ++i) {
            setUp.push_back(Move{record.moves[i], mark});
            mark = opponent(mark);
        }
        if (const auto done = game.setUp(positionOfMoves(setUp, setUp.size())); !done) {
            return failure(Text("the set-up position: {0}", done.error().text));
        }
    }
    for (std::size_t i = record.setUpStones; i < record.moves.size(); ++i) {
        if (auto taken = takeDueChoice(); !taken) {
            return taken;
        }
        if (const OpeningTask task = game.openingTask(); task.offersDue > 0 && !task.picking) {
            // A move here would be taken as an offer: the file has too few.
            return failure(atMove(
                record, i,
                Text("the opening rule asks for {0} fifth-move offers first", task.offersDue)));
        }
        if (const auto played = game.play(record.moves[i]); !played) {
            return failure(atMove(record, i, describe(played.error())));
        }
    }
    if (auto taken = takeDueChoice(); !taken) {
        return taken;
    }
    if (nextChoice < record.choices.size()) {
        return failure(Text("the game has more colour decisions than its opening rule asks for"));
    }
    if ((record.declared > 0 && !declared) || nextOffer < record.offers.size()) {
        return failure(Text("the game has a declaration or fifth-move offers its opening rule "
                            "does not ask for there"));
    }
    if (record.ending != RoundEnd::Play) {
        const int loser = playerIndex(opponent(record.winner));
        const auto ended = record.ending == RoundEnd::Resignation ? game.resign(loser)
                           : record.ending == RoundEnd::Time      ? game.loseOnTime(loser)
                                                                  : game.agreeDraw();
        if (!ended) {
            return failure(Text("the round ended on the board before its stated end"));
        }
    }
    if (record.outcome) {
        const RoundResult& reached = game.result();
        const bool same = reached.outcome == *record.outcome &&
                          (reached.outcome != Outcome::Won || reached.winner == record.winner);
        if (!same) {
            return failure(Text("the stated result ({0}) does not match the moves ({1})",
                                describeResult(record.outcome, record.winner),
                                describeResult(reached.outcome, reached.winner)));
        }
    }
    game.setScore(record.score);
    return {};
}

} // namespace

Mark GameRecord::firstToMove() const {
    switch (setup.starts) {
    case StartPolicy::Player1:
        return Mark::X;
    case StartPolicy::Player2:
        return Mark::O;
    case StartPolicy::Alternate:
        return completedRounds % 2 == 0 ? Mark::X : Mark::O;
    }
    return Mark::X;
}

GameRecord recordOf(const GameEngine& game) {
    GameRecord record;
    record.setup = game.setup();
    record.completedRounds = game.completedRounds();
    record.moves.reserve(game.history().size());
    for (const Move& move : game.history()) {
        record.moves.push_back(move.point);
    }
    record.setUpStones = game.setUpStones();
    if (record.setUpStones > 0) {
        record.setUpFirst = game.history().front().mark;
    }
    for (const OpeningStep& step : game.openingSteps()) {
        record.choices.push_back(step.option);
    }
    record.declared = game.declaredOffers();
    record.offers = game.fifthOffers();
    record.outcome = game.result().outcome;
    record.winner = game.result().winner;
    record.ending = game.result().end;
    record.score = game.score();
    return record;
}

Expected<GameEngine> replay(const GameRecord& record) {
    TTT_TRY_VOID(checkRecord(record));
    GameEngine game;
    TTT_TRY_VOID(replayMoves(game, record));
    return game;
}

Expected<void> restoreInto(GameEngine& game, const GameRecord& record) {
    TTT_TRY_VOID(replay(record)); // on a scratch game first: `game` stays untouched on an error
    return replayMoves(game, record);
}

std::string_view markName(Mark mark) {
    switch (mark) {
    case Mark::X:
        return "X";
    case Mark::O:
        return "O";
    case Mark::None:
        break;
    }
    return "none";
}

std::string_view openingRuleName(OpeningRule rule) {
    switch (rule) {
    case OpeningRule::Swap:
        return "swap";
    case OpeningRule::Swap2:
        return "swap2";
    case OpeningRule::Yamaguchi:
        return "yamaguchi";
    case OpeningRule::Soosorv:
        return "soosorv";
    case OpeningRule::Taraguchi:
        return "taraguchi";
    case OpeningRule::None:
        break;
    }
    return "none";
}

std::string openingName(OpeningRule rule, int fifthOffers) {
    std::string name(openingRuleName(rule));
    if (rule == OpeningRule::Soosorv || rule == OpeningRule::Taraguchi) {
        name += "-" + std::to_string(fifthOffers > 0 ? fifthOffers : defaultFifthOffers(rule));
    }
    return name;
}

Expected<NamedOpening> parseOpeningName(std::string_view name) {
    const auto dash = name.find('-');
    const std::string_view base = name.substr(0, dash);
    for (const OpeningRule rule :
         {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2, OpeningRule::Yamaguchi,
          OpeningRule::Soosorv, OpeningRule::Taraguchi}) {
        if (base != openingRuleName(rule)) {
            continue;
        }
        const bool takesN = rule == OpeningRule::Soosorv || rule == OpeningRule::Taraguchi;
        if (dash == std::string_view::npos) {
            return NamedOpening{rule, takesN ? defaultFifthOffers(rule) : 0};
        }
        const std::string_view digits = name.substr(dash + 1);
        int n = 0;
        const bool number = takesN && !digits.empty() && digits.size() <= 2 &&
                            std::all_of(digits.begin(), digits.end(), [&n](char c) {
                                n = n * 10 + (c - '0');
                                return c >= '0' && c <= '9';
                            });
        if (!number || n < 1 || n > kMaxFifthOffers) {
            return failure(Text("\"{0}\": only Soosorv and Taraguchi take a number of fifth "
                                "moves, from 1 to {1} (e.g. \"soosorv-8\")",
                                name, kMaxFifthOffers));
        }
        return NamedOpening{rule, n};
    }
    return failure(Text("\"{0}\" is no opening rule: one of \"none\", \"swap\", \"swap2\", "
                        "\"yamaguchi\", \"soosorv-N\" or \"taraguchi-N\"",
                        name));
}

std::string_view colourOptionName(ColourOption option) {
    switch (option) {
    case ColourOption::TakeBlack:
        return "black";
    case ColourOption::TakeWhite:
        return "white";
    case ColourOption::PlaceTwo:
        return "two";
    case ColourOption::OfferFifths:
        return "offer";
    }
    return "white";
}

std::string_view modeName(Mode mode) {
    switch (mode) {
    case Mode::HumanVsHuman:
        return "human-vs-human";
    case Mode::HumanVsComputer:
        return "human-vs-computer";
    case Mode::ComputerVsComputer:
        return "computer-vs-computer";
    }
    return "human-vs-human";
}

std::string_view startPolicyName(StartPolicy policy) {
    switch (policy) {
    case StartPolicy::Player1:
        return "player1";
    case StartPolicy::Player2:
        return "player2";
    case StartPolicy::Alternate:
        return "alternate";
    }
    return "player1";
}

std::string_view outcomeName(Outcome outcome) {
    switch (outcome) {
    case Outcome::InProgress:
        return "in-progress";
    case Outcome::Won:
        return "won";
    case Outcome::Drawn:
        return "drawn";
    }
    return "in-progress";
}

} // namespace ttt
