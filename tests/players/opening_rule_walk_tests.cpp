// Swap and Swap2 against the computer on every variant and at every level
// (R3, M2): the computer decides, places and plays on through BotRunner, as
// the window asks it, and the round never waits for an answer that does not
// come.

#include "tictactoe/ai/bot_runner.hpp"
#include "tictactoe/ai/candidates.hpp"
#include "tictactoe/players/player_factory.hpp"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <chrono>
#include <future>
#include <string>
#include <variant>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

struct Variant {
    std::string name;
    Rules rules;
};

std::vector<Variant> fiveInARowVariants() {
    Rules unlimitedRenju = Rules::unlimitedFive();
    unlimitedRenju.restriction = Restriction::Renju;
    Rules unlimitedCaro = Rules::unlimitedFive();
    unlimitedCaro.restriction = Restriction::Caro;
    Rules unlimitedExact = Rules::unlimitedFive();
    unlimitedExact.overline = Overline::Exact;
    return {{"15x15 freestyle", Rules::gomokuFreestyle()},
            {"15x15 exact five", Rules::gomokuExact()},
            {"15x15 Renju", Rules::gomokuRenju()},
            {"15x15 Caro", Rules::gomokuCaro()},
            {"9x9 five", Rules::bounded(9, 9, 5)},
            {"unlimited", Rules::unlimitedFive()},
            {"unlimited exact five", unlimitedExact},
            {"unlimited Renju", unlimitedRenju},
            {"unlimited Caro", unlimitedCaro}};
}

// The computer's answer through a BotRunner, with a deadline: a move, a
// decision, or the runner's error text.
std::variant<BotMove, std::string> askComputer(BotRunner& runner, const std::shared_ptr<Bot>& bot,
                                               const GameEngine& game) {
    std::promise<std::variant<BotMove, std::string>> answer;
    auto arrived = answer.get_future();
    SearchBudget budget;
    budget.timeLimit = 200ms;
    budget.nodeLimit = 4'000;
    runner.start(
        bot, game, budget,
        [&answer](std::uint64_t, const BotMove& move) { answer.set_value(move); },
        [&answer](std::uint64_t, const Text& why) { answer.set_value(why.english()); });
    if (arrived.wait_for(30s) != std::future_status::ready) {
        runner.cancel();
        return std::string("no answer within 30 s");
    }
    return arrived.get();
}

// A person's action: a colour decision when one is due (`decision`), else a
// stone on the first free cell near the first stone (or the centre) that the
// rules allow.
void personActs(GameEngine& game, ColourOption decision) {
    if (const auto due = game.pendingChoice()) {
        const bool allowed = (decision != ColourOption::PlaceTwo || due->mayPlaceTwo) &&
                             (decision != ColourOption::OfferFifths || due->mayOfferFifths);
        REQUIRE(game.chooseColour(allowed ? decision : ColourOption::TakeBlack));
        return;
    }
    if (const int most = game.openingTask().declareUpTo; most > 0) {
        REQUIRE(game.declareOffers(std::min(2, most)));
        return;
    }
    const Point around =
        game.history().empty() ? centreOf(game.rules()) : game.history().front().point;
    for (int reach = 1; reach < 6; ++reach) {
        for (int dy = -reach; dy <= reach; ++dy) {
            for (int dx = -reach; dx <= reach; ++dx) {
                if (game.play(around + Point{dx, dy})) {
                    return;
                }
            }
        }
    }
    FAIL("the person found no cell to play");
}

// The computer's answer, applied: a colour decision, a declaration or a
// stone (an offer and a pick are stones too); it must come and be legal.
void computerActs(GameEngine& game, BotRunner& runner, const std::shared_ptr<Bot>& bot) {
    const auto answer = askComputer(runner, bot, game);
    if (const auto* why = std::get_if<std::string>(&answer)) {
        FAIL("the computer did not act: " << *why);
    }
    const BotMove& move = std::get<BotMove>(answer);
    if (game.pendingChoice()) {
        REQUIRE(move.choice.has_value());
        REQUIRE(game.chooseColour(*move.choice));
    } else if (game.openingTask().declareUpTo > 0) {
        REQUIRE(move.declare.has_value());
        REQUIRE(game.declareOffers(*move.declare));
    } else {
        REQUIRE_FALSE(move.choice.has_value());
        REQUIRE_FALSE(move.declare.has_value());
        const auto played = game.play(move.move);
        INFO("refused: " << (played ? "" : describe(played.error()).english()));
        REQUIRE(played);
    }
}

// Plays the round on until the opening is decided and two more ordinary moves
// are on the board; every action of the computer's must come and be legal.
void walkOpening(GameEngine& game, const std::shared_ptr<Bot>& bot, ColourOption personDecides) {
    BotRunner runner;
    for (int action = 0; action < 24 && !game.isRoundOver(); ++action) {
        const bool openingDone =
            game.setup().opening == OpeningRule::None ||
            (!game.openingSteps().empty() && !game.pendingChoice() && !game.isPlacingOpening());
        const std::size_t openingStones =
            game.openingSteps().empty() ? 3 : game.openingSteps().back().afterMoves;
        if (openingDone && game.history().size() >= openingStones + 2) {
            return;
        }
        if (!game.isComputerToMove()) {
            personActs(game, personDecides);
            continue;
        }
        computerActs(game, runner, bot);
    }
    CHECK(game.isRoundOver()); // else the walk ran out of actions
}

// A tournament opening played on until it is decided and two more moves are
// on the board (seven in all); each of the computer's actions (a stone, a
// decision, a declaration, an offer, a pick) must come and be legal.
void walkTournamentOpening(GameEngine& game, const std::shared_ptr<Bot>& bot,
                           ColourOption personDecides) {
    BotRunner runner;
    for (int action = 0; action < 80 && !game.isRoundOver(); ++action) {
        if (game.history().size() >= 7) {
            return;
        }
        if (!game.isComputerToMove()) {
            personActs(game, personDecides);
            continue;
        }
        computerActs(game, runner, bot);
    }
    CHECK(game.isRoundOver()); // else the walk ran out of actions
}

GameSetup againstComputer(const Rules& rules, OpeningRule opening, BotLevel level,
                          bool computerOpens) {
    GameSetup setup;
    setup.rules = rules;
    setup.mode = Mode::HumanVsComputer;
    setup.players = {Player{"Ann", PlayerSpec::human()},
                     Player{"Computer", PlayerSpec::computer(level)}};
    setup.starts = computerOpens ? StartPolicy::Player2 : StartPolicy::Player1;
    setup.opening = opening;
    return setup;
}

} // namespace

TEST_CASE("Under Swap and Swap2 the computer decides on every variant and at every level",
          "[opening][factory]") {
    for (const Variant& variant : fiveInARowVariants()) {
        for (const OpeningRule opening : {OpeningRule::Swap, OpeningRule::Swap2}) {
            for (const BotLevel level : kBotLevels) {
                INFO(variant.name << (opening == OpeningRule::Swap ? ", Swap, " : ", Swap2, ")
                                  << levelName(level));
                // The person places the three stones; the computer decides.
                GameEngine game(againstComputer(variant.rules, opening, level, false));
                REQUIRE(game.setup().opening == opening);
                const std::shared_ptr<Bot> bot = makeBot(game.player(1).spec, opening, 11);
                walkOpening(game, bot, ColourOption::TakeBlack);
                CHECK_FALSE(game.openingSteps().empty());
                CHECK(game.openingSteps().front().chooser == 1);
            }
        }
    }
}

TEST_CASE("Under Swap and Swap2 the computer opens on every variant, whatever the person decides",
          "[opening][factory]") {
    for (const Variant& variant : fiveInARowVariants()) {
        for (const OpeningRule opening : {OpeningRule::Swap, OpeningRule::Swap2}) {
            for (const ColourOption decision :
                 {ColourOption::TakeBlack, ColourOption::TakeWhite, ColourOption::PlaceTwo}) {
                INFO(variant.name << (opening == OpeningRule::Swap ? ", Swap" : ", Swap2")
                                  << ", the person decides " << static_cast<int>(decision));
                GameEngine game(againstComputer(variant.rules, opening, BotLevel::Medium, true));
                REQUIRE(game.actingPlayer() == 1);
                const std::shared_ptr<Bot> bot = makeBot(game.player(1).spec, opening, 5);
                walkOpening(game, bot, decision);
                REQUIRE_FALSE(game.openingSteps().empty());
                CHECK(game.openingSteps().front().chooser == 0);
                CHECK(game.openingSteps().front().option ==
                      (opening == OpeningRule::Swap && decision == ColourOption::PlaceTwo
                           ? ColourOption::TakeBlack
                           : decision));
            }
        }
    }
}

TEST_CASE("Under the tournament openings the computer takes every role",
          "[opening][factory][tournament]") {
    const std::array<Variant, 3> variants{{{"15x15 Renju", Rules::gomokuRenju()},
                                           {"15x15 freestyle", Rules::gomokuFreestyle()},
                                           {"unlimited", Rules::unlimitedFive()}}};
    for (const Variant& variant : variants) {
        for (const OpeningRule opening :
             {OpeningRule::Yamaguchi, OpeningRule::Soosorv, OpeningRule::Taraguchi}) {
            for (const bool computerOpens : {true, false}) {
                for (const ColourOption decision :
                     {ColourOption::TakeBlack, ColourOption::TakeWhite,
                      ColourOption::OfferFifths}) {
                    INFO(variant.name << ", " << static_cast<int>(opening)
                                      << (computerOpens ? ", the computer opens" : "")
                                      << ", the person decides " << static_cast<int>(decision));
                    GameEngine game(
                        againstComputer(variant.rules, opening, BotLevel::Medium, computerOpens));
                    const std::shared_ptr<Bot> bot = makeBot(game.player(1).spec, opening, 7);
                    walkTournamentOpening(game, bot, decision);
                    REQUIRE(game.history().size() >= 7);
                    CHECK_FALSE(game.openingSteps().empty());
                    if (opening != OpeningRule::Taraguchi ||
                        game.openingSteps().back().option == ColourOption::OfferFifths) {
                        // The fifth move is one of the offers.
                        CHECK(std::find(game.fifthOffers().begin(), game.fifthOffers().end(),
                                        game.history()[4].point) != game.fifthOffers().end());
                    }
                }
            }
        }
    }
}
