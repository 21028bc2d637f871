#include "tictactoe/protocol/external_engine.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/protocol/analysis_message.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <limits>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;

// The free cell nearest the centre: what a cancelled request answers.
Point centreMost(const Board& board) {
    const Rules& rules = board.rules();
    const Point centre{rules.width / 2, rules.height / 2};
    Point best = centre;
    long long bestDistance = std::numeric_limits<long long>::max();
    for (int y = 0; y < rules.height; ++y) {
        for (int x = 0; x < rules.width; ++x) {
            const long long dx = x - centre.x;
            const long long dy = y - centre.y;
            if (board.isEmpty({x, y}) && dx * dx + dy * dy < bestDistance) {
                best = {x, y};
                bestDistance = dx * dx + dy * dy;
            }
        }
    }
    return best;
}

} // namespace

ExternalEngine::ExternalEngine(std::string path, ExternalEngineOptions options)
    : path_(std::move(path)), options_(std::move(options)) {}

ExternalEngine::~ExternalEngine() = default;

std::string ExternalEngine::name() const {
    std::string file = path_.substr(path_.find_last_of("/\\") + 1);
    if (file.size() > 4) {
        const std::string extension = ascii::toUpper(file.substr(file.size() - 4));
        if (extension == ".EXE") {
            file.resize(file.size() - 4);
        }
    }
    return file.empty() ? std::string("engine") : file;
}

std::string ExternalEngine::engineName() const {
    const auto fields = gomocup::parseAbout(about_);
    const auto found = fields.find("name");
    return found != fields.end() && !found->second.empty() ? found->second : name();
}

std::deque<std::string> ExternalEngine::messages() const {
    return process_ ? process_->messages() : std::deque<std::string>{};
}

Expected<void> ExternalEngine::supports(const Rules& rules) {
    if (rules.unlimited) {
        return failure(Text("a Gomocup engine needs a board with edges, not the unlimited field"));
    }
    if (rules.k != 5) {
        return failure(Text("a Gomocup engine plays five in a row, not {0} in a row", rules.k));
    }
    return {};
}

void ExternalEngine::start(const Rules& rules) {
    if (const auto supported = supports(rules); !supported) {
        throw EngineFailure(EngineFailureKind::Unsupported, supported.error().text);
    }
    try {
        ensureStarted(rules);
    } catch (const EngineFailure&) {
        forgetProcess();
        throw;
    }
}

void ExternalEngine::reset() {
    // Keep the process; the next move opens a new game with RESTART.
    if (!fresh_) {
        known_.clear();
        engineMark_ = Mark::None;
    }
}

BotMove ExternalEngine::chooseMove(const GameView& view, const SearchBudget& budget) {
    if (const auto supported = supports(view.rules); !supported) {
        throw EngineFailure(EngineFailureKind::Unsupported, supported.error().text);
    }
    try {
        ensureStarted(view.rules);

        const bool analysing = budget.multiPv > 1 || budget.onProgress;
        if (analysing && answersNBest_ != false) {
            const Ms limit = sendLimits(budget);
            if (auto answer = analyse(view, budget, limit)) {
                return *answer;
            }
            answersNBest_ = false; // from now on its best move alone, with BOARD
            forgetProcess();       // it may still be answering the lines it did not know
            ensureStarted(view.rules);
        }

        std::vector<Move> position;
        for (const Point p : view.board.stones()) {
            position.push_back(Move{p, view.board.at(p)});
        }
        if (position.size() <= 1) {
            matchUsed_ = Ms{0}; // a new game begins
        }
        // Continue the engine's game when the position grew from what it knows.
        const bool continues =
            fresh_ || (engineMark_ == view.toMove && known_.size() <= position.size() &&
                       std::equal(known_.begin(), known_.end(), position.begin()));
        if (!continues) {
            restartGame(view.rules);
        }
        const bool opponentMovedOnce =
            position.size() == known_.size() + 1 && position.back().mark != view.toMove;
        const bool opening = fresh_ && position.empty();
        if (!opening && !opponentMovedOnce) {
            restartGame(view.rules); // BOARD needs an empty board
        }
        const Ms limit = sendLimits(budget);

        Point move;
        if (opening) {
            move = process_->begin(limit, budget.cancel);
        } else if (opponentMovedOnce) {
            move = process_->turn(position.back().point, limit, budget.cancel);
        } else {
            std::vector<EngineStone> stones;
            for (const Move& m : position) {
                stones.push_back(EngineStone{m.point, m.mark == view.toMove});
            }
            move = process_->board(stones, limit, budget.cancel);
        }

        known_ = std::move(position);
        known_.push_back(Move{move, view.toMove});
        engineMark_ = view.toMove;
        fresh_ = false;
        matchUsed_ += process_->lastMoveTime();

        BotMove result;
        result.move = move;
        result.info.elapsed = process_->lastMoveTime();
        return result;
    } catch (const EngineFailure& failure) {
        forgetProcess();
        if (failure.kind() == EngineFailureKind::Cancelled) {
            return BotMove{centreMost(view.board), SearchInfo{}, std::nullopt, std::nullopt};
        }
        throw;
    } catch (...) {
        forgetProcess(); // whatever went wrong, the engine's state is unknown now
        throw;
    }
}

std::optional<BotMove> ExternalEngine::analyse(const GameView& view, const SearchBudget& budget,
                                               Ms limit) {
    std::vector<EngineStone> stones;
    for (const Point p : view.board.stones()) {
        stones.push_back(EngineStone{p, view.board.at(p) == view.toMove});
    }
    // The lines of the depth the engine reports now, by rank; told to
    // onProgress at most every kProgressEvery (an engine may print thousands).
    constexpr Ms kProgressEvery{100};
    const auto started = std::chrono::steady_clock::now();
    auto toldAt = started - kProgressEvery;
    SearchInfo info;
    const auto wanted = static_cast<std::size_t>(std::max(1, budget.multiPv));
    bool pending = false; // lines heard since the last report
    const auto heard = [&](std::string_view message) {
        if (!message.empty()) {
            const auto parsed = parseAnalysisMessage(message);
            if (!parsed || static_cast<std::size_t>(parsed->rank) > wanted ||
                !view.board.isEmpty(parsed->line.move)) {
                return;
            }
            const auto rank = static_cast<std::size_t>(parsed->rank);
            if (rank == 1 && parsed->depth != info.depth) {
                info.lines.clear(); // a new depth begins with its best move
            }
            if (info.lines.size() < rank) {
                info.lines.resize(rank);
            }
            info.lines[rank - 1] = parsed->line;
            info.depth = std::max(info.depth, parsed->depth);
            pending = true;
        }
        // An empty message: the engine is quiet a moment; what is pending is told.
        const auto now = std::chrono::steady_clock::now();
        info.elapsed = std::chrono::duration_cast<Ms>(now - started);
        if (!budget.onProgress || !pending || now - toldAt < kProgressEvery) {
            return;
        }
        SearchInfo told = info;
        // The lines told so far, in rank order without gaps.
        const auto gap = std::find_if(told.lines.begin(), told.lines.end(),
                                      [](const SearchInfo::Line& l) { return l.pv.empty(); });
        told.lines.erase(gap, told.lines.end());
        if (!told.lines.empty()) {
            toldAt = now;
            pending = false;
            told.score = told.lines.front().score;
            told.proven = told.lines.front().proven;
            told.pv = told.lines.front().pv;
            budget.onProgress(told);
        }
    };
    restartGame(view.rules); // the engine's game is set by YXBOARD; RESTART first keeps it simple
    const auto move =
        process_->nbest(stones, static_cast<int>(wanted), limit, budget.cancel, heard);
    if (!move) {
        return std::nullopt;
    }
    answersNBest_ = true;
    // The engine now counts its move as played: its game is no longer ours.
    fresh_ = false;
    known_.clear();
    engineMark_ = Mark::None;
    BotMove result;
    result.move = *move;
    result.info = info;
    const auto gap = std::find_if(result.info.lines.begin(), result.info.lines.end(),
                                  [](const SearchInfo::Line& l) { return l.pv.empty(); });
    result.info.lines.erase(gap, result.info.lines.end());
    if (!result.info.lines.empty()) {
        result.info.score = result.info.lines.front().score;
        result.info.proven = result.info.lines.front().proven;
        result.info.pv = result.info.lines.front().pv;
    }
    result.info.elapsed = process_->lastMoveTime();
    return result;
}

void ExternalEngine::ensureStarted(const Rules& rules) {
    if (process_ && (!process_->alive() || !startedRules_ || startedRules_->width != rules.width ||
                     startedRules_->height != rules.height)) {
        forgetProcess(); // a new size needs a new process (the protocol has no resize)
    }
    if (!process_) {
        process_ = std::make_unique<EngineProcess>(path_, options_.process);
        process_->start(rules.width, rules.height);
        process_->info("timeout_match", std::to_string(options_.matchTime.count()));
        sentMatchTime_ = options_.matchTime;
        process_->info("max_memory", std::to_string(options_.maxMemory));
        process_->info("game_type", std::to_string(options_.gameType));
        process_->info("rule", std::to_string(gomocupRuleFlags(rules)));
        // ABOUT after the settings: its answer says they are taken (an engine
        // may size its tables for max_memory), so that this set-up, done before
        // a game's clock runs, does not count as the first move's thinking.
        about_ = process_->about();
        startedRules_ = rules;
        fresh_ = true;
        known_.clear();
        engineMark_ = Mark::None;
        sentTurnLimit_.reset();
        return;
    }
    if (gomocupRuleFlags(*startedRules_) != gomocupRuleFlags(rules)) {
        process_->info("rule", std::to_string(gomocupRuleFlags(rules)));
        startedRules_ = rules;
    }
}

void ExternalEngine::restartGame(const Rules& rules) {
    if (fresh_) {
        return;
    }
    if (!process_->restart()) {
        // A brain without RESTART is started again, as the protocol suggests.
        forgetProcess();
        ensureStarted(rules);
    }
    fresh_ = true;
    known_.clear();
    engineMark_ = Mark::None;
}

Ms ExternalEngine::sendLimits(const SearchBudget& budget) {
    // On a game clock the engine shares it out itself, as in Gomocup: its
    // own time a move and what is left, not the share we would take.
    Ms limit = budget.selfSharedTurnLimit();
    if (sentTurnLimit_ != limit) {
        process_->info("timeout_turn", std::to_string(limit.count()));
        sentTurnLimit_ = limit;
    }
    if (budget.clock) {
        // The round's clock (the window's time control, the arena's --clock).
        const ClockSettings& clock = budget.clock->settings;
        const Ms match = clock.kind == ClockKind::PerGame ? clock.time : Ms{0};
        if (sentMatchTime_ != match) {
            process_->info("timeout_match", std::to_string(match.count()));
            sentMatchTime_ = match;
        }
        if (clock.kind == ClockKind::PerGame) {
            process_->info("time_left",
                           std::to_string(std::max(Ms{0}, budget.clock->left).count()));
        }
        return limit;
    }
    if (options_.matchTime > Ms{0}) {
        const Ms left = options_.matchTime - matchUsed_;
        if (left + options_.process.tolerance < Ms{0}) {
            throw EngineFailure(EngineFailureKind::TimedOut,
                                Text("the engine used {0} ms of its {1} ms for the game",
                                     matchUsed_.count(), options_.matchTime.count()));
        }
        process_->info("time_left", std::to_string(left.count()));
        limit = std::clamp(left, Ms{0}, limit);
    }
    return limit;
}

void ExternalEngine::forgetProcess() {
    process_.reset(); // END, then kill if it does not go
    startedRules_.reset();
    fresh_ = false;
    known_.clear();
    engineMark_ = Mark::None;
    sentTurnLimit_.reset();
    sentMatchTime_.reset();
}

} // namespace ttt
