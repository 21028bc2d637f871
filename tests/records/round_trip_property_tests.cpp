// Everything the game writes it reads back: random sessions of every variant
// (moves, undo, redo, reset score, new rounds and new games, stones far out on
// the unlimited field, every kind of player), and after every step the
// autosave, the game record, .psq where it can hold the game, the leaderboard
// (with the ratings those rounds moved) and the settings' text forms are
// written and read back to the same state. Random leaderboards with ratings
// and results in every variant group, of every size, go through the
// leaderboard file the same way.

#include "temp_dir.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/player_spec.hpp"
#include "tictactoe/game/round_review.hpp"
#include "tictactoe/game/rules.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/leaderboard.hpp"
#include "tictactoe/records/leaderboard_format.hpp"
#include "tictactoe/records/psq_format.hpp"
#include "tictactoe/records/record_files.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace ttt;

namespace {

class Session {
public:
    explicit Session(std::uint32_t seed) : random_(seed) { newGame(); }

    void step() {
        const auto roll = below(100);
        if (roll < 2) {
            newGame();
        } else if (roll < 6) {
            game_.newRound();
        } else if (roll < 8) {
            game_.resetScore();
        } else if (roll < 18) {
            game_.undo();
        } else if (roll < 24) {
            game_.redo();
        } else if (game_.isRoundOver()) {
            if (game_.result().outcome != Outcome::InProgress) {
                if (leaderboard_.recordRound(game_) && leaderboardRoundOf(game_)->rated) {
                    ++ratedRounds_;
                }
            }
            game_.newRound();
        } else {
            play();
        }
    }

    [[nodiscard]] const GameEngine& game() const { return game_; }
    [[nodiscard]] const Leaderboard& leaderboard() const { return leaderboard_; }
    // Recorded rounds of a person against a level: they moved a rating.
    [[nodiscard]] int ratedRounds() const { return ratedRounds_; }

private:
    std::uint64_t below(std::uint64_t n) { return random_() % n; }

    void newGame() {
        static const std::vector<Rules> variants{
            Rules::classic(),         Rules::gomokuFreestyle(),
            Rules::gomokuExact(),     Rules::unlimitedFive(),
            Rules::bounded(4, 4, 3),  Rules::bounded(7, 5, 4, Overline::Exact),
            Rules::bounded(25, 3, 3), Rules::bounded(20, 20, 5),
            Rules::gomokuRenju(),     Rules::gomokuCaro()};
        static const std::vector<std::string> names{
            "Ann", "Пётр", "  spaced   out ", "李雷", "\"quoted\" \\ name", "Player 1", ""};
        GameSetup setup;
        setup.rules = variants[below(variants.size())];
        if (setup.rules.unlimited && below(2) == 0) {
            setup.rules.moveLimit = static_cast<int>(20 + below(200));
        }
        setup.mode = static_cast<Mode>(below(3));
        setup.starts = static_cast<StartPolicy>(below(3));
        if (setup.rules.k == 5) {
            setup.opening = static_cast<OpeningRule>(below(3));
        }
        switch (below(3)) { // the time control (G16)
        case 0:
            break;
        case 1:
            setup.clock = ClockSettings::perGame(std::chrono::seconds(1 + below(36'000)),
                                                 std::chrono::seconds(below(601)));
            break;
        default:
            setup.clock = ClockSettings::perMove(std::chrono::seconds(1 + below(3600)));
            break;
        }
        const auto computer = [&] {
            switch (below(4)) {
            case 0:
                return PlayerSpec::computer(BotLevel::Easy);
            case 1: // a level of the ladder (the rated games)
                return PlayerSpec::computer(kBotLevels[below(kBotLevels.size())]);
            case 2: {
                ThinkingBudget budget;
                budget.time = std::chrono::milliseconds(250);
                budget.threads = 2;
                return PlayerSpec::computer(BotLevel::Hard, budget);
            }
            default:
                return PlayerSpec::engineProgram("/opt/engines/pbrain-x");
            }
        };
        for (int i = 0; i < 2; ++i) {
            const bool isComputer = setup.mode == Mode::ComputerVsComputer ||
                                    (setup.mode == Mode::HumanVsComputer && i == 1);
            setup.players[static_cast<std::size_t>(i)] =
                Player{names[below(names.size())], isComputer ? computer() : PlayerSpec::human()};
        }
        game_.newGame(setup);
    }

    void play() {
        if (const auto due = game_.pendingChoice()) {
            const auto option = static_cast<ColourOption>(below(due->mayPlaceTwo ? 3 : 2));
            REQUIRE(game_.chooseColour(option));
            return;
        }
        const Rules& rules = game_.rules();
        for (int tries = 0; tries < 200; ++tries) {
            Point p{};
            if (rules.unlimited) {
                const auto last =
                    game_.history().empty() ? Point{0, 0} : game_.history().back().point;
                if (below(20) == 0) { // a jump far out, up to the edge of the field
                    const int far = Rules::kMaxCoordinate - static_cast<int>(below(3));
                    p = Point{below(2) == 0 ? far : -far, static_cast<int>(below(7)) - 3};
                } else {
                    p = last +
                        Point{static_cast<int>(below(5)) - 2, static_cast<int>(below(5)) - 2};
                }
            } else {
                p = Point{static_cast<int>(below(static_cast<std::uint64_t>(rules.width))),
                          static_cast<int>(below(static_cast<std::uint64_t>(rules.height)))};
            }
            if (game_.play(p)) {
                return;
            }
        }
    }

    std::mt19937 random_;
    GameEngine game_;
    Leaderboard leaderboard_;
    int ratedRounds_ = 0;
};

// A review of the round with random values, now and then: what the file keeps of it.
std::optional<RoundReview> randomReview(const GameRecord& record, std::mt19937& random) {
    if (record.moves.empty() || random() % 3 != 0) {
        return std::nullopt;
    }
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    RoundReview review;
    review.engine = random() % 2 == 0 ? "Hard" : "pbrain-x \"Zoë\"";
    review.msPerPosition = static_cast<int>(random() % 5000);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        MoveReview m;
        m.move = record.moves[i];
        m.side = i % 2 == 0 ? record.firstToMove() : opponent(record.firstToMove());
        m.moveClass = static_cast<MoveClass>(random() % kMoveClasses);
        m.chanceBefore = random() % 7 == 0 ? 1.0 : unit(random);
        m.chanceAfter = random() % 7 == 0 ? 0.0 : unit(random);
        m.best = record.moves[random() % record.moves.size()];
        if (random() % 4 == 0) {
            m.missedWin = 1 + static_cast<int>(random() % 9);
        }
        m.losesWonGame = random() % 5 == 0;
        review.moves.push_back(m);
    }
    return review;
}

// The state a record must give back: what the player sees and continues from.
void requireSameGame(const GameEngine& restored, const GameEngine& game) {
    REQUIRE(restored.setup() == game.setup());
    REQUIRE(restored.score() == game.score());
    REQUIRE(restored.completedRounds() == game.completedRounds());
    REQUIRE(restored.firstToMove() == game.firstToMove());
    REQUIRE(restored.toMove() == game.toMove());
    REQUIRE(restored.result().outcome == game.result().outcome);
    REQUIRE(restored.result().winner == game.result().winner);
    REQUIRE(restored.history() == game.history());
}

} // namespace

TEST_CASE("Every state of random sessions survives every format the game writes",
          "[records][round-trip]") {
    test::TempDir dir;
    std::mt19937 reviews(77);
    int reviewed = 0;
    int psqChecked = 0;
    int farStones = 0;
    int ratedRounds = 0;
    for (std::uint32_t seed = 1; seed <= 12; ++seed) {
        Session session(seed);
        for (int step = 0; step < 400; ++step) {
            session.step();
            const GameEngine& game = session.game();
            INFO("seed " << seed << ", step " << step << ", rules " << formatRules(game.rules()));

            // The game record (.tttgame and, on disk below, the autosave).
            GameRecord record = recordOf(game);
            record.review = randomReview(record, reviews);
            reviewed += record.review ? 1 : 0;
            if (game.setup().clock.enabled() && reviews() % 2 == 0) {
                record.clockLeft =
                    GameClock::Readings{std::chrono::milliseconds(
                                            static_cast<long long>(reviews() % 50'000'000) - 1000),
                                        std::chrono::milliseconds(reviews() % 3'000'000'000LL)};
            }
            const auto read = readGameRecord(writeGameRecord(record));
            REQUIRE(read);
            REQUIRE(*read == record);
            REQUIRE_FALSE(read->reviewProblem.has_value());
            const auto restored = replay(*read);
            REQUIRE(restored);
            requireSameGame(*restored, game);

            // .psq, where the format can hold the game: the same moves.
            if (psqCanHold(game.rules()) && !record.moves.empty()) {
                const auto psq = writePsq(record);
                REQUIRE(psq);
                PsqReadOptions options;
                options.overline = game.rules().overline;
                const auto back = readPsq(*psq, options);
                REQUIRE(back);
                REQUIRE(back->record.moves == record.moves);
                REQUIRE(back->record.setup.rules.width == game.rules().width);
                REQUIRE(back->record.setup.rules.height == game.rules().height);
                ++psqChecked;
            }
            for (const auto& move : game.history()) {
                farStones += std::abs(move.point.x) > 1'000'000 ? 1 : 0;
            }

            // The leaderboard.
            const auto board = readLeaderboard(writeLeaderboard(session.leaderboard()));
            REQUIRE(board);
            REQUIRE(*board == session.leaderboard());
            // Every round of a session has its variant group: they add up to the totals.
            for (std::size_t i = 0; i < board->size(); ++i) {
                ResultCounts sum;
                for (const ResultCounts& group : board->variants()[i]) {
                    sum.wins += group.wins;
                    sum.draws += group.draws;
                    sum.losses += group.losses;
                }
                const PlayerStanding& totals = board->players()[i];
                REQUIRE(sum == ResultCounts{totals.wins, totals.draws, totals.losses});
            }

            // The settings' text forms: the rules (the move limit of the
            // unlimited field is a setting of its own) and both players.
            Rules ruleText = game.rules();
            ruleText.moveLimit = 0;
            REQUIRE(parseRules(formatRules(ruleText)) == ruleText);
            for (int i = 0; i < 2; ++i) {
                const PlayerSpec& spec = game.player(i).spec;
                REQUIRE(parsePlayerSpec(formatPlayerSpec(spec, BudgetText::Included)) == spec);
            }

            // Through real files now and then (they are slower).
            if (step % 40 == 0) {
                const auto autosave = dir / "autosave.json";
                REQUIRE(saveAutosaveFile(autosave, record));
                const auto loaded = loadAutosaveFile(autosave);
                REQUIRE(loaded.report.loaded);
                REQUIRE(loaded.game == record);

                const auto own = dir / "game.tttgame";
                REQUIRE(saveGameFile(own, record, GameFileFormat::Own));
                const auto opened = openGameFile(own);
                REQUIRE(opened);
                REQUIRE(opened->record == record);

                const auto leaderboardFile = dir / "leaderboard.json";
                REQUIRE(saveLeaderboardFile(leaderboardFile, session.leaderboard()));
                const auto kept = loadLeaderboardFile(leaderboardFile);
                REQUIRE(kept.leaderboard == session.leaderboard());
            }
        }
        ratedRounds += session.ratedRounds();
    }
    // The sessions did reach what they are meant to cover.
    CHECK(psqChecked > 500);
    CHECK(reviewed > 500);
    CHECK(farStones > 0);
    CHECK(ratedRounds >= 5); // 7 with these seeds
}

TEST_CASE("Random leaderboards with ratings and variant groups survive the leaderboard file",
          "[records][round-trip]") {
    static const std::vector<std::string> names{"Ann",
                                                "ANN",
                                                "Пётр",
                                                "пётр",
                                                "  spaced   out ",
                                                "李雷",
                                                "\"quoted\" \\ name",
                                                "Ελένη",
                                                "Computer (Hard)",
                                                "Player 1",
                                                "Zoë",
                                                "zoë",
                                                "tab\there",
                                                ""};
    test::TempDir dir;
    for (std::uint32_t seed = 1; seed <= 200; ++seed) {
        std::mt19937 random(seed);
        const auto below = [&](std::uint64_t n) { return random() % n; };
        // Any double, also beyond the range and with many decimals: the board
        // keeps it to 0.1 within 0..4000, and that is what the file holds.
        const auto anyRating = [&] {
            std::uniform_real_distribution<double> rating(-200.0, 4200.0);
            return PlayerRating{rating(random), static_cast<int>(below(40))};
        };
        // A group, or none now and then (a round counted in the totals only,
        // as in a file from before the groups).
        const auto anyGroup = [&]() -> std::optional<VariantGroup> {
            const auto index = below(kVariantGroups.size() + 1);
            if (index == kVariantGroups.size()) {
                return std::nullopt;
            }
            return kVariantGroups[index];
        };
        // Any counts, up to the largest: the board keeps the totals at least
        // the sum of the groups.
        const auto anyCount = [&] {
            return below(8) == 0 ? Leaderboard::kMaxCount - static_cast<int>(below(3))
                                 : static_cast<int>(below(50));
        };
        Leaderboard board;
        const auto steps = below(60);
        for (std::uint64_t step = 0; step < steps; ++step) {
            const std::string& name = names[below(names.size())];
            switch (below(4)) {
            case 0:
                (void)board.addResult(name, static_cast<PlayerResult>(below(3)), anyGroup());
                break;
            case 1:
                (void)board.setRating(name, kRatingPools[below(kRatingPools.size())], anyRating());
                break;
            case 2: {
                Rules rules = below(2) == 0 ? Rules::classic() : Rules::gomokuExact();
                LeaderboardRound round;
                round.names = {name, "Computer (" + std::string(levelName(kBotLevels[0])) + ")"};
                round.outcome = below(3) == 0 ? Outcome::Drawn : Outcome::Won;
                round.winner =
                    round.outcome == Outcome::Won ? markOf(static_cast<int>(below(2))) : Mark::None;
                round.rated = LeaderboardRound::RatedGame{0, kBotLevels[below(kBotLevels.size())],
                                                          ratingPoolOf(rules)};
                round.variant = below(4) == 0 ? anyGroup() : variantGroupOf(rules);
                (void)board.recordRound(round);
                break;
            }
            default: {
                Leaderboard other;
                (void)other.setRating(name, kRatingPools[below(kRatingPools.size())], anyRating());
                VariantResults groups{};
                for (std::uint64_t n = below(3); n > 0; --n) {
                    if (const auto group = anyGroup()) {
                        groups[static_cast<std::size_t>(*group)] =
                            ResultCounts{anyCount(), anyCount(), anyCount()};
                    }
                }
                (void)other.addStanding(
                    PlayerStanding{names[below(names.size())], anyCount(), anyCount(), anyCount()},
                    PlayerRatings{}, groups);
                board.merge(other);
                break;
            }
            }
        }
        INFO("seed " << seed);
        const std::string text = writeLeaderboard(board);
        const auto read = readLeaderboard(text);
        REQUIRE(read);
        REQUIRE(*read == board);
        REQUIRE(writeLeaderboard(*read) == text);
        for (std::size_t i = 0; i < read->size(); ++i) {
            const PlayerStanding& totals = read->players()[i];
            long long wins = 0;
            long long draws = 0;
            long long losses = 0;
            for (const ResultCounts& group : read->variants()[i]) {
                wins += group.wins;
                draws += group.draws;
                losses += group.losses;
            }
            REQUIRE(std::min<long long>(wins, Leaderboard::kMaxCount) <= totals.wins);
            REQUIRE(std::min<long long>(draws, Leaderboard::kMaxCount) <= totals.draws);
            REQUIRE(std::min<long long>(losses, Leaderboard::kMaxCount) <= totals.losses);
        }
        for (const auto& ratings : read->ratings()) {
            for (const auto& rating : ratings) {
                if (rating) {
                    REQUIRE(rating->rating >= Leaderboard::kMinRating);
                    REQUIRE(rating->rating <= Leaderboard::kMaxRating);
                    REQUIRE(Leaderboard::keptRating(*rating) == *rating);
                }
            }
        }
        if (seed % 20 == 0) {
            const auto path = dir / "leaderboard.json";
            REQUIRE(saveLeaderboardFile(path, board));
            REQUIRE(loadLeaderboardFile(path).leaderboard == board);
        }
    }
}
