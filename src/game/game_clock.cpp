#include "tictactoe/game/game_clock.hpp"

#include "tictactoe/core/numbers.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;

// "1h30m", "90s", "2m5s": a duration of whole seconds.
std::optional<Ms> parseDuration(std::string_view text) {
    if (text.empty()) {
        return std::nullopt;
    }
    constexpr std::string_view kUnits = "hms";
    constexpr std::array<std::int64_t, 3> kSeconds{3600, 60, 1};
    std::int64_t total = 0;
    std::size_t nextUnit = 0; // each unit once, in the order h m s
    while (!text.empty()) {
        const std::size_t digits = text.find_first_not_of("0123456789");
        if (digits == 0 || digits == std::string_view::npos) {
            return std::nullopt; // a number must come before its unit
        }
        const auto value = parseNumber<std::int64_t>(text.substr(0, digits));
        const std::size_t unit = kUnits.find(text[digits]);
        if (!value || unit == std::string_view::npos || unit < nextUnit || *value > 36'000) {
            return std::nullopt;
        }
        total += *value * kSeconds.at(unit);
        nextUnit = unit + 1;
        text.remove_prefix(digits + 1);
    }
    return Ms{total * 1000};
}

std::string formatDuration(Ms duration) {
    auto seconds = duration.count() / 1000;
    std::string out;
    if (seconds >= 3600) {
        out += std::to_string(seconds / 3600) + "h";
        seconds %= 3600;
    }
    if (seconds >= 60) {
        out += std::to_string(seconds / 60) + "m";
        seconds %= 60;
    }
    if (seconds > 0 || out.empty()) {
        out += std::to_string(seconds) + "s";
    }
    return out;
}

std::string twoDigits(std::int64_t value) {
    return (value < 10 ? "0" : "") + std::to_string(value);
}

} // namespace

Expected<void> ClockSettings::validate() const {
    if (kind == ClockKind::None) {
        return {};
    }
    if (time < kMinTime || time > kMaxTime) {
        return failure(Text("the time must be from 1 second to 10 hours"));
    }
    if (increment < Ms{0} || increment > kMaxIncrement) {
        return failure(Text("the increment must be from 0 to 10 minutes"));
    }
    if (kind == ClockKind::PerMove && increment != Ms{0}) {
        return failure(Text("a clock per move has no increment"));
    }
    if (increment.count() % 1000 != 0 || time.count() % 1000 != 0) {
        return failure(Text("clock times are whole seconds"));
    }
    return {};
}

Expected<ClockSettings> parseClock(std::string_view text) {
    if (text == "none") {
        return ClockSettings{};
    }
    const auto fail = [&] {
        return failure(Text("'{0}' is no time control: write for example 10m, 3m+2s or 30s/move",
                            std::string(text)));
    };
    ClockSettings settings;
    constexpr std::string_view kPerMove = "/move";
    if (text.ends_with(kPerMove)) {
        const auto time = parseDuration(text.substr(0, text.size() - kPerMove.size()));
        if (!time) {
            return fail();
        }
        settings = ClockSettings::perMove(*time);
    } else {
        const std::size_t plus = text.find('+');
        const auto time = parseDuration(text.substr(0, plus));
        const auto increment = plus == std::string_view::npos
                                   ? std::optional<Ms>(Ms{0})
                                   : parseDuration(text.substr(plus + 1));
        if (!time || !increment) {
            return fail();
        }
        settings = ClockSettings::perGame(*time, *increment);
    }
    TTT_TRY_VOID(settings.validate());
    return settings;
}

std::string formatClock(const ClockSettings& settings) {
    switch (settings.kind) {
    case ClockKind::None:
        return "none";
    case ClockKind::PerMove:
        return formatDuration(settings.time) + "/move";
    case ClockKind::PerGame:
        break;
    }
    std::string out = formatDuration(settings.time);
    if (settings.increment > Ms{0}) {
        out += "+" + formatDuration(settings.increment);
    }
    return out;
}

std::string formatClockTime(Ms left) {
    const std::int64_t ms = std::max<std::int64_t>(0, left.count());
    if (ms < 10'000) {
        // Tenths when every one counts, rounded down: 0:00.0 only at the end.
        return "0:0" + std::to_string(ms / 1000) + "." + std::to_string(ms % 1000 / 100);
    }
    // Whole seconds rounded up, so that a clock reads 0:10 until it shows tenths.
    const std::int64_t seconds = (ms + 999) / 1000;
    if (seconds >= 3600) {
        return std::to_string(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60) + ":" +
               twoDigits(seconds % 60);
    }
    return std::to_string(seconds / 60) + ":" + twoDigits(seconds % 60);
}

Ms lowTimeWarning(const ClockSettings& settings) {
    constexpr Ms kLowTime{10'000};
    return std::min(kLowTime, settings.time / 5);
}

// --- GameClock ---------------------------------------------------------------

GameClock::GameClock(ClockSettings settings) : settings_(settings) {
    reset();
}

void GameClock::reset() {
    left_ = {settings_.time, settings_.time};
    running_.reset();
}

void GameClock::start(int player, TimePoint now) {
    assert(player == 0 || player == 1);
    stop(now);
    running_ = player;
    since_ = now;
}

void GameClock::stop(TimePoint now) {
    if (running_) {
        left_.at(static_cast<std::size_t>(*running_)) = left(*running_, now);
        running_.reset();
    }
}

void GameClock::finishTurn(TimePoint now) {
    if (!running_) {
        return;
    }
    const auto player = static_cast<std::size_t>(*running_);
    stop(now);
    if (settings_.kind == ClockKind::PerMove) {
        left_.at(player) = settings_.time;
    } else {
        left_.at(player) += settings_.increment;
    }
}

GameClock::Ms GameClock::left(int player, TimePoint now) const {
    const Ms stored = left_.at(static_cast<std::size_t>(player));
    if (running_ != player) {
        return stored;
    }
    return stored - std::chrono::duration_cast<Ms>(now - since_);
}

GameClock::Readings GameClock::readings(TimePoint now) const {
    return {left(0, now), left(1, now)};
}

void GameClock::set(Readings readings) {
    left_ = readings;
    running_.reset();
}

std::optional<int> GameClock::flagFallen(TimePoint now) const {
    if (enabled() && running_ && left(*running_, now) <= Ms{0}) {
        return running_;
    }
    return std::nullopt;
}

// --- RoundClock --------------------------------------------------------------

RoundClock::RoundClock(GameEngine& game) : game_(game), clock_(game.setup().clock) {
    game_.addObserver(this);
    remember();
}

RoundClock::~RoundClock() {
    game_.removeObserver(this);
}

std::size_t RoundClock::actions() const {
    // A tournament opening's declaration and each offer can be undone too.
    return game_.history().size() + game_.openingSteps().size() +
           (game_.declaredOffers() > 0 ? 1 : 0) + game_.fifthOffers().size();
}

void RoundClock::remember() {
    const std::size_t done = actions();
    std::erase_if(snapshots_, [done](const Snapshot& s) { return s.actions >= done; });
    snapshots_.push_back(Snapshot{done, clock_.readings(now())});
}

void RoundClock::restartFull() {
    clock_.reset();
    snapshots_.clear();
    remember();
    runForActingPlayer();
}

void RoundClock::runForActingPlayer() {
    if (!clock_.enabled() || paused_ || game_.isRoundOver()) {
        clock_.stop(now());
        return;
    }
    clock_.start(game_.actingPlayer(), now());
}

void RoundClock::onGameEvent(const GameEngine& game, GameEvent event) {
    switch (event) {
    case GameEvent::GameStarted:
        clock_ = GameClock(game.setup().clock);
        restartFull();
        break;
    case GameEvent::RoundStarted:
        restartFull();
        break;
    case GameEvent::ColourChosen:
        if (const OpeningTask task = game.openingTask();
            task.offersDue > 0 && !task.picking && !task.offers.empty()) {
            // An offer with more to come: black's turn goes on (one
            // increment for all the offers, as for one move).
            remember();
            break;
        }
        [[fallthrough]];
    case GameEvent::MovePlayed:
    case GameEvent::MoveRedone:
        clock_.finishTurn(now());
        remember();
        runForActingPlayer();
        break;
    case GameEvent::RoundEnded:
        clock_.stop(now());
        break;
    case GameEvent::MoveUndone: {
        const std::size_t done = actions();
        const auto reached = std::find_if(snapshots_.rbegin(), snapshots_.rend(),
                                          [done](const Snapshot& s) { return s.actions == done; });
        if (reached != snapshots_.rend()) {
            clock_.set(reached->readings);
        } else {
            clock_.stop(now()); // before a restored game's readings: they stay
        }
        remember();
        runForActingPlayer();
        break;
    }
    case GameEvent::PositionSetUp:
        clock_.stop(now());
        snapshots_.clear();
        remember();
        runForActingPlayer();
        break;
    case GameEvent::ScoreChanged:
    case GameEvent::PlayersChanged:
        break;
    }
}

void RoundClock::pause(TimePoint now) {
    now_ = now;
    clock_.stop(now);
    paused_ = true;
}

void RoundClock::resume(TimePoint now) {
    now_ = now;
    paused_ = false;
    runForActingPlayer();
}

void RoundClock::restore(Readings readings, TimePoint now) {
    now_ = now;
    clock_.set(readings);
    snapshots_.clear();
    remember();
    runForActingPlayer();
}

bool RoundClock::checkFlag(TimePoint now) {
    const auto flagged = clock_.flagFallen(now);
    if (!flagged || game_.isRoundOver()) {
        return false;
    }
    now_ = now;
    return game_.loseOnTime(*flagged).has_value();
}

} // namespace ttt
