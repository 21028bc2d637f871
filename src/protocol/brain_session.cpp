#include "tictactoe/protocol/brain_session.hpp"

#include "brain_session_parts.hpp"
#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/game/renju.hpp"
#include "tictactoe/game/win_detection.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <array>
#include <functional>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;
using gomocup::formatPoint;

using brain::errorLine;
using brain::quote;

std::vector<std::string> ok() {
    return {"OK"};
}

std::string unsupportedSize(std::string_view size) {
    return errorLine("unsupported board size " + std::string(size) +
                     ": this brain plays on boards of 5 to 25 cells a side");
}

std::string malformedSize(std::string_view arguments, std::string_view expected) {
    return errorLine("malformed board size " + quote(arguments) + " (expected " +
                     std::string(expected) + ")");
}

// A DEBUG line: the search's move could not be sent, for this reason.
std::string safeMoveInstead(std::string_view why) {
    return brain::debugLine(std::string(why) + "; playing a safe move instead");
}

// (Appending, not "literal + string": GCC 12 misreads that as an overlapping copy.)
std::string twoDigits(int n) {
    std::string text = n < 10 ? "0" : "";
    text += std::to_string(n);
    return text;
}

const char* foulName(renju::Foul foul) {
    switch (foul) {
    case renju::Foul::Overline:
        return "an overline";
    case renju::Foul::DoubleFour:
        return "a double four";
    case renju::Foul::DoubleThree:
        return "a double three";
    case renju::Foul::None:
        break;
    }
    return "allowed";
}

} // namespace

BrainSession::BrainSession(std::unique_ptr<Bot> bot, BrainOptions options)
    : bot_(std::move(bot)), options_(std::move(options)) {
    if (!options_.clock) {
        options_.clock = [] { return std::chrono::steady_clock::now(); };
    }
    openingRandom_.seed(options_.openingSeed.value_or(
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count())));
}

BrainSession::~BrainSession() = default;

bool BrainSession::interruptsSearch(std::string_view line) {
    const auto command = gomocup::splitCommand(line);
    return !command.keyword.empty() && command.keyword != "INFO" && command.keyword != "YXSTOP";
}

std::optional<Rules> BrainSession::rules() const {
    if (!started_) {
        return std::nullopt;
    }
    return currentRules();
}

int BrainSession::cell(Point p) const {
    return onBoard(p) ? cells_[index(p)] : 0;
}

int BrainSession::blackSide() const {
    switch (black_) {
    case Side::Own:
        return 1;
    case Side::Opponent:
        return 2;
    case Side::Undecided:
        break;
    }
    return 0;
}

std::vector<std::string> BrainSession::handleLine(const ProtocolLine& line) {
    if (!line.truncated) {
        return handleLine(std::string_view(line.text));
    }
    if (block_ != Block::None) {
        ++blockLine_;
        if (!blockError_) {
            blockError_ = "line " + std::to_string(blockLine_) + " of the block is too long";
        }
        return {};
    }
    // INFO is never answered, however long; other commands get their error
    // (a manager waits for an answer to them).
    if (gomocup::splitCommand(line.text).keyword == "INFO") {
        return {};
    }
    return {errorLine("line too long (more than " + std::to_string(line.text.size()) +
                      " characters); ignored")};
}

std::vector<std::string> BrainSession::handleLine(std::string_view rawLine) {
    const std::string_view line = ascii::trim(rawLine);
    if (line.empty()) {
        return {}; // the protocol ignores empty lines
    }
    Replies replies;
    if (block_ != Block::None) {
        replies = handleBlockLine(line);
    } else {
        const auto command = gomocup::splitCommand(line);
        replies = dispatch(command.keyword, command.arguments);
    }
    if (!replies.empty() && !notices_.empty()) {
        Replies withNotices;
        for (const std::string& notice : notices_) {
            withNotices.push_back(brain::debugLine(notice));
        }
        notices_.clear();
        withNotices.insert(withNotices.end(), replies.begin(), replies.end());
        return withNotices;
    }
    return replies;
}

BrainSession::Replies BrainSession::dispatch(std::string_view keyword, std::string_view arguments) {
    using Handler = Replies (BrainSession::*)(std::string_view);
    struct Command {
        std::string_view keyword;
        Handler handler;
    };
    static constexpr std::array kCommands{
        Command{"START", &BrainSession::startCommand},
        Command{"RECTSTART", &BrainSession::rectStartCommand},
        Command{"RESTART", &BrainSession::restartCommand},
        Command{"BEGIN", &BrainSession::beginCommand},
        Command{"TURN", &BrainSession::turnCommand},
        Command{"BOARD", &BrainSession::boardCommand},
        Command{"YXBOARD", &BrainSession::yxBoardCommand},
        Command{"SWAP2BOARD", &BrainSession::swap2BoardCommand},
        Command{"DONE", &BrainSession::doneCommand},
        Command{"INFO", &BrainSession::infoCommand},
        Command{"END", &BrainSession::endCommand},
        Command{"ABOUT", &BrainSession::aboutCommand},
        Command{"TAKEBACK", &BrainSession::takebackCommand},
        Command{"PLAY", &BrainSession::playCommand},
        Command{"YXSHOWFORBID", &BrainSession::showForbidCommand},
        Command{"YXNBEST", &BrainSession::nBestCommand},
        Command{"YXSTOP", &BrainSession::stopCommand},
        Command{"YXHASHCLEAR", &BrainSession::hashClearCommand},
    };
    const auto command = std::ranges::find(kCommands, keyword, &Command::keyword);
    if (command == kCommands.end()) {
        return {"UNKNOWN command " + quote(keyword) + " is not supported"};
    }
    return std::invoke(command->handler, this, arguments);
}

BrainSession::Replies BrainSession::start(int width, int height) {
    if (width < kMinBoardSide || width > kMaxBoardSide || height < kMinBoardSide ||
        height > kMaxBoardSide) {
        return {unsupportedSize(brain::sizeText(width, height))};
    }
    started_ = true;
    width_ = width;
    height_ = height;
    cells_.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0);
    clearBoard();
    return ok();
}

BrainSession::Replies BrainSession::startCommand(std::string_view arguments) {
    const auto size = gomocup::parseInteger(arguments);
    if (!size) {
        return {malformedSize(arguments, "START size")};
    }
    if (*size < kMinBoardSide || *size > kMaxBoardSide) {
        return {unsupportedSize(std::to_string(*size))};
    }
    return start(static_cast<int>(*size), static_cast<int>(*size));
}

BrainSession::Replies BrainSession::rectStartCommand(std::string_view arguments) {
    const auto size = gomocup::parsePoint(arguments);
    if (!size) {
        return {malformedSize(arguments, "RECTSTART width,height")};
    }
    return start(size->x, size->y);
}

BrainSession::Replies BrainSession::restartCommand(std::string_view /*arguments*/) {
    if (!started_) {
        return brain::noBoardYet();
    }
    clearBoard();
    return ok();
}

BrainSession::Replies BrainSession::beginCommand(std::string_view /*arguments*/) {
    const auto received = now();
    if (!started_) {
        return brain::noBoardYet();
    }
    if (!stones_.empty()) {
        return {errorLine("BEGIN needs an empty board (" + std::to_string(stones_.size()) +
                          " stones are on it); use BOARD to continue a game")};
    }
    return answerMove(received);
}

BrainSession::Replies BrainSession::turnCommand(std::string_view arguments) {
    const auto received = now();
    if (!started_) {
        return brain::noBoardYet();
    }
    const auto p = readFreeCell(arguments);
    if (!p) {
        return {errorLine(p.error().message())};
    }
    // A refused move leaves the board as it was. On an empty board the
    // opponent opens, so it is black.
    std::vector<Stone> after = stones_;
    after.push_back(Stone{*p, false});
    const Side black = black_ == Side::Undecided ? Side::Opponent : black_;
    if (const auto playable = checkPosition(after, black); !playable) {
        return {errorLine(playable.error().message())};
    }
    place(*p, false);
    return answerMove(received);
}

BrainSession::Replies BrainSession::playCommand(std::string_view arguments) {
    if (!started_) {
        return brain::noBoardYet();
    }
    const auto p = readFreeCell(arguments);
    if (!p) {
        return {errorLine(p.error().message())};
    }
    place(*p, true);
    return {formatPoint(*p)};
}

BrainSession::Replies BrainSession::takebackCommand(std::string_view arguments) {
    if (!started_) {
        return brain::noBoardYet();
    }
    const auto read = readCell(arguments);
    if (!read) {
        return {errorLine(read.error().message())};
    }
    const Point p = *read;
    if (cells_[index(p)] == 0) {
        return {errorLine("no stone on " + formatPoint(p) + " to take back")};
    }
    cells_[index(p)] = 0;
    std::erase_if(stones_, [p](const Stone& s) { return s.point == p; });
    if (stones_.empty()) {
        black_ = Side::Undecided; // taken back to the start: the next opener is black
    }
    return ok();
}

BrainSession::Replies BrainSession::showForbidCommand(std::string_view /*arguments*/) {
    if (!started_) {
        return brain::noBoardYet();
    }
    // "FORBID " and each point as XXYY, then "." (the Yixin protocol). Only
    // black's moves are restricted, and only while black is to move: black
    // has no more stones than white.
    std::string answer = "FORBID ";
    const Position now = positionOf(stones_, black_);
    const auto blackStones = std::count_if(now.board.stones().begin(), now.board.stones().end(),
                                           [&](Point p) { return now.board.at(p) == Mark::X; });
    const auto whiteStones = static_cast<std::ptrdiff_t>(stones_.size()) - blackStones;
    if (now.board.rules().isRenju() && blackStones <= whiteStones) {
        for (const Point p : renju::forbiddenPoints(now.board, Mark::X)) {
            answer += twoDigits(p.x) + twoDigits(p.y);
        }
    }
    answer += '.';
    return {answer};
}

BrainSession::Replies BrainSession::endCommand(std::string_view /*arguments*/) {
    finished_ = true;
    halt();
    return {};
}

BrainSession::Replies BrainSession::aboutCommand(std::string_view /*arguments*/) {
    const BrainIdentity& id = options_.identity;
    return {"name=\"" + id.name + "\", version=\"" + id.version + "\", author=\"" + id.author +
            "\", country=\"" + id.country + "\""};
}

Expected<Point> BrainSession::readCell(std::string_view text) const {
    const auto p = gomocup::parsePoint(text);
    if (!p) {
        return failure(Text::verbatim("malformed coordinates " + quote(text) + " (expected X,Y)"));
    }
    if (!onBoard(*p)) {
        return failure(Text::verbatim("coordinates " + formatPoint(*p) + " are " +
                                      brain::outsideBoard(width_, height_)));
    }
    return *p;
}

Expected<Point> BrainSession::readFreeCell(std::string_view text) const {
    TTT_TRY(cell, readCell(text));
    if (cells_[index(cell)] != 0) {
        return failure(Text::verbatim("cell " + formatPoint(cell) + " is already occupied"));
    }
    return cell;
}

Rules BrainSession::currentRules() const {
    Rules rules = Rules::bounded(width_, height_, 5);
    if ((ruleFlags_ & kRuleRenju) != 0) {
        // Renju decides overlines itself (black: exactly five), so bit 1 adds nothing.
        rules.restriction = Restriction::Renju;
        return rules;
    }
    if ((ruleFlags_ & kRuleExactFive) != 0) {
        rules.overline = Overline::Exact;
    }
    if ((ruleFlags_ & kRuleCaro) != 0) {
        rules.restriction = Restriction::Caro;
    }
    return rules;
}

Expected<void> BrainSession::checkRules() const {
    if ((ruleFlags_ & kRuleContinuous) != 0) {
        // Yixin Board sends 2 for renju; Piskvork's 2 is the continuous game.
        return failure(Text::verbatim("rule " + std::to_string(ruleFlags_) +
                                      ": the continuous game (2) is not supported (renju is 4)"));
    }
    if ((ruleFlags_ & kRuleRenju) != 0 && (ruleFlags_ & kRuleCaro) != 0) {
        return failure(
            Text::verbatim("rule " + std::to_string(ruleFlags_) +
                           " asks for renju (4) and caro (8) at once, which is no game"));
    }
    return {};
}

BrainSession::Position BrainSession::positionOf(const std::vector<Stone>& stones,
                                                Side black) const {
    // With no stone yet the brain is to move, so it opens: black.
    const Mark own = black == Side::Opponent ? Mark::O : Mark::X;
    Position result{Board(currentRules()), {}, own};
    std::vector<Point> xs;
    std::vector<Point> os;
    for (const Stone& s : stones) {
        const Mark mark = s.own ? own : opponent(own);
        result.board.place(s.point, mark);
        (mark == Mark::X ? xs : os).push_back(s.point);
    }
    // In turn from black's first stone while both sides have stones left, then the rest.
    for (std::size_t i = 0; i < std::max(xs.size(), os.size()); ++i) {
        if (i < xs.size()) {
            result.history.push_back(Move{xs[i], Mark::X});
        }
        if (i < os.size()) {
            result.history.push_back(Move{os[i], Mark::O});
        }
    }
    return result;
}

Expected<void> BrainSession::checkPosition(const std::vector<Stone>& stones, Side black) const {
    if (auto rulesOk = checkRules(); !rulesOk) {
        return rulesOk;
    }
    if (limits_.maxMemory != 0 && limits_.maxMemory < options_.memoryNeeded) {
        return failure(Text::verbatim(
            "max_memory " + std::to_string(limits_.maxMemory) + " bytes is less than the " +
            std::to_string(options_.memoryNeeded) + " bytes this brain needs"));
    }
    if (stones.size() == cells_.size()) {
        return failure(Text::verbatim("the board is full"));
    }
    // Under Renju black's overline and under Caro a five blocked at both
    // ends do not win, so the game goes on.
    const Position candidate = positionOf(stones, black);
    for (const Stone& s : stones) {
        if (findWin(candidate.board, s.point, Mark::X)) {
            return failure(Text::verbatim(
                "the game is already over: " + std::string(s.own ? "own" : "opponent") +
                " five in a row through " + formatPoint(s.point)));
        }
    }
    return {};
}

BrainSession::Replies BrainSession::answerMove(std::chrono::steady_clock::time_point received,
                                               int bestMoves) {
    if (const auto playable = checkPosition(stones_, black_); !playable) {
        return {errorLine(playable.error().message())};
    }
    // The brain plays black (X) when it opened the game, else white (O).
    // Analysis tools and puzzles send any position (own 4, opponent 3, ...):
    // it is answered for the brain all the same.
    const Position position = positionOf(stones_, black_);
    const auto ownCount =
        std::count_if(stones_.begin(), stones_.end(), [](const Stone& s) { return s.own; });

    const int emptyCells = static_cast<int>(cells_.size() - stones_.size());
    lastPlan_ = planTurn(limits_, matchUsed_, static_cast<int>(ownCount), emptyCells);
    SearchBudget budget;
    budget.timeLimit = lastPlan_.searchTime;
    budget.maxDepth = lastPlan_.maxDepth;
    if (maxDepth_ > 0 && (budget.maxDepth == 0 || maxDepth_ < budget.maxDepth)) {
        budget.maxDepth = maxDepth_;
    }
    if (maxNodes_ > 0) {
        budget.nodeLimit = maxNodes_;
    }
    budget.targetTime = lastPlan_.targetTime;
    budget.threads = lastPlan_.threads;
    budget.cancel = &cancel_;
    budget.multiPv = std::max(1, bestMoves);
    budget.onProgress = progressListener(bestMoves);

    if (!beginSearch()) {
        return {};
    }
    Replies replies;
    const BotMove choice = searchOwnMove(position, budget, replies);
    const bool dropped = endSearch();
    matchUsed_ += std::chrono::duration_cast<Ms>(now() - received);
    if (dropped) {
        return {}; // a newer command (or END) is waiting; this answer is no longer wanted
    }
    lastSearch_ = choice.info;
    place(choice.move, true);
    describeSearch(choice.info, choice.move, bestMoves, replies);
    if (options_.debugLines) {
        replies.push_back(brain::debugLine(
            "depth " + std::to_string(choice.info.depth) + " score " +
            std::to_string(choice.info.score) + " nodes " + std::to_string(choice.info.nodes) +
            " time " + std::to_string(choice.info.elapsed.count()) + " ms of " +
            std::to_string(lastPlan_.searchTime.count()) + " ms"));
    }
    replies.push_back(formatPoint(choice.move));
    return replies;
}

BotMove BrainSession::searchOwnMove(const Position& position, const SearchBudget& budget,
                                    Replies& replies) {
    BotMove choice;
    try {
        const GameView view{
            position.board.rules(), position.board, position.own, position.history, {}, false, {}};
        choice = bot_->chooseMove(view, budget);
    } catch (const std::exception& error) {
        replies.push_back(safeMoveInstead("the search failed (" + std::string(error.what()) + ")"));
        choice.move = fallbackMove(position);
        return choice;
    }
    if (!position.board.isEmpty(choice.move)) {
        replies.push_back(safeMoveInstead("the search chose " + formatPoint(choice.move) +
                                          ", which is not free"));
        choice.move = fallbackMove(position);
    } else if (position.board.rules().isRenju() && position.own == Mark::X) {
        // A forbidden move loses under Renju: never send one, whatever the bot says.
        if (const auto foul = renju::foulAt(position.board, choice.move, Mark::X);
            foul != renju::Foul::None) {
            replies.push_back(safeMoveInstead("the search chose " + formatPoint(choice.move) +
                                              ", which is " + foulName(foul) +
                                              " (forbidden to black)"));
            choice.move = fallbackMove(position);
        }
    }
    return choice;
}

Point BrainSession::fallbackMove(const Position& position) const {
    // The free cell closest to the centre: never illegal, rarely silly. When
    // every free cell is forbidden to black the nearest one is all there is.
    const bool restricted = position.board.rules().isRenju() && position.own == Mark::X;
    const std::vector<Point> freeCells = brain::freeCellsByCentre(position.board);
    for (const Point p : freeCells) {
        if (!restricted || !renju::isForbidden(position.board, p, Mark::X)) {
            return p;
        }
    }
    return freeCells.empty() ? Point{-1, -1} : freeCells.front();
}

void BrainSession::setBoard(const std::vector<Stone>& stones, Side black) {
    std::fill(cells_.begin(), cells_.end(), 0);
    stones_.clear();
    for (const Stone& stone : stones) {
        place(stone.point, stone.own);
    }
    black_ = black;
}

void BrainSession::place(Point p, bool own) {
    if (stones_.empty()) {
        black_ = own ? Side::Own : Side::Opponent; // whoever opens is black
    }
    cells_[index(p)] = own ? 1 : 2;
    stones_.push_back(Stone{p, own});
}

void BrainSession::clearBoard() {
    std::fill(cells_.begin(), cells_.end(), 0);
    stones_.clear();
    black_ = Side::Undecided;
    matchUsed_ = Ms{0};
    limits_.timeLeft.reset(); // belongs to the match that ended
    block_ = Block::None;
    if (bot_) {
        bot_->reset();
    }
}

bool BrainSession::onBoard(Point p) const {
    return started_ && p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_;
}

std::size_t BrainSession::index(Point p) const {
    return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(p.x);
}

bool BrainSession::beginSearch() {
    const std::lock_guard lock(searchMutex_);
    if (halted_) {
        return false;
    }
    interrupted_ = false;
    cancel_ = stopPending_; // a YXSTOP already on its way: answer at once
    searching_ = true;
    return true;
}

bool BrainSession::endSearch() {
    const std::lock_guard lock(searchMutex_);
    searching_ = false;
    const bool dropped = interrupted_ || halted_;
    interrupted_ = false;
    return dropped;
}

void BrainSession::interrupt() {
    const std::lock_guard lock(searchMutex_);
    if (searching_) {
        interrupted_ = true;
        cancel_ = true;
    }
}

void BrainSession::requestStop() {
    const std::lock_guard lock(searchMutex_);
    if (searching_) {
        cancel_ = true;
    } else {
        stopPending_ = true;
    }
}

void BrainSession::halt() {
    const std::lock_guard lock(searchMutex_);
    halted_ = true;
    cancel_ = true;
}

} // namespace ttt
