#include "tictactoe/protocol/brain_session.hpp"

#include "tictactoe/game/win_detection.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;
using gomocup::formatPoint;

constexpr std::size_t kQuoteLimit = 40;

std::string quote(std::string_view text) {
    return gomocup::quote(text, kQuoteLimit);
}

std::string lowerCase(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

bool startsWithLetter(std::string_view line) {
    return !line.empty() && std::isalpha(static_cast<unsigned char>(line.front())) != 0;
}

std::string sizeText(int width, int height) {
    return std::to_string(width) + "x" + std::to_string(height);
}

// The position in the engine's terms: marks instead of own/opponent stones,
// and a history that alternates X and O so the bot sees a real game.
struct Position {
    Board board;
    std::vector<Move> history;
    Mark own = Mark::X;
};

} // namespace

BrainSession::BrainSession(std::unique_ptr<Bot> bot, BrainOptions options)
    : bot_(std::move(bot)), options_(std::move(options)) {
    if (!options_.clock) {
        options_.clock = [] { return std::chrono::steady_clock::now(); };
    }
}

BrainSession::~BrainSession() = default;

bool BrainSession::interruptsSearch(std::string_view line) {
    const auto command = gomocup::splitCommand(line);
    return !command.keyword.empty() && command.keyword != "INFO";
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
    return {"ERROR line too long (more than " + std::to_string(line.text.size()) +
            " characters); ignored"};
}

std::vector<std::string> BrainSession::handleLine(std::string_view rawLine) {
    const std::string_view line = gomocup::trim(rawLine);
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
            withNotices.push_back("DEBUG " + notice);
        }
        notices_.clear();
        withNotices.insert(withNotices.end(), replies.begin(), replies.end());
        return withNotices;
    }
    return replies;
}

BrainSession::Replies BrainSession::dispatch(std::string_view keyword, std::string_view arguments) {
    if (keyword == "START") {
        return startCommand(arguments);
    }
    if (keyword == "RECTSTART") {
        return rectStartCommand(arguments);
    }
    if (keyword == "RESTART") {
        return restartCommand();
    }
    if (keyword == "BEGIN") {
        const auto received = now();
        if (!started_) {
            return {"ERROR no board yet: send START first"};
        }
        if (!stones_.empty()) {
            return {"ERROR BEGIN needs an empty board (" + std::to_string(stones_.size()) +
                    " stones are on it); use BOARD to continue a game"};
        }
        return answerMove(received);
    }
    if (keyword == "TURN") {
        return turnCommand(arguments);
    }
    if (keyword == "BOARD" || keyword == "SWAP2BOARD") {
        block_ = keyword == "BOARD" ? Block::Board : Block::Swap2;
        blockStones_.clear();
        blockError_.reset();
        blockLine_ = 0;
        blockStarted_ = now();
        return {};
    }
    if (keyword == "DONE") {
        return {"ERROR DONE without BOARD"};
    }
    if (keyword == "INFO") {
        infoCommand(arguments);
        return {};
    }
    if (keyword == "END") {
        finished_ = true;
        halt();
        return {};
    }
    if (keyword == "ABOUT") {
        return {aboutLine()};
    }
    if (keyword == "TAKEBACK") {
        return takebackCommand(arguments);
    }
    if (keyword == "PLAY") {
        return playCommand(arguments);
    }
    return {"UNKNOWN command " + quote(keyword) + " is not supported"};
}

BrainSession::Replies BrainSession::handleBlockLine(std::string_view line) {
    const auto command = gomocup::splitCommand(line);
    if (command.keyword == "DONE") {
        const Block finishedBlock = block_;
        block_ = Block::None;
        if (finishedBlock == Block::Swap2) {
            return {"UNKNOWN SWAP2BOARD (the swap2 opening) is not supported"};
        }
        return boardDone();
    }
    if (startsWithLetter(line)) {
        // INFO may come at any time; END always ends; any other command means
        // the manager gave up on the block without DONE.
        if (command.keyword == "INFO") {
            infoCommand(command.arguments);
            return {};
        }
        if (command.keyword == "END") {
            return dispatch(command.keyword, command.arguments);
        }
        block_ = Block::None;
        Replies replies{"ERROR the BOARD block was not ended by DONE; it is ignored"};
        Replies next = dispatch(command.keyword, command.arguments);
        replies.insert(replies.end(), next.begin(), next.end());
        return replies;
    }
    ++blockLine_;
    if (block_ == Block::Swap2 || blockError_) {
        return {}; // keep only the first problem of a block
    }
    const std::string where = "BOARD line " + std::to_string(blockLine_) + " ";
    const auto entry = gomocup::parseBoardEntry(line);
    if (!entry) {
        blockError_ = where + quote(line) + " is not X,Y,FIELD";
    } else if (!started_) {
        blockError_ = "no board yet: send START first";
    } else if (!onBoard(entry->point)) {
        blockError_ = where + formatPoint(entry->point) + " is outside the " +
                      sizeText(width_, height_) + " board";
    } else if (entry->field == 3) {
        blockError_ = where + "has field 3 (continuous game), which is not supported";
    } else if (entry->field != 1 && entry->field != 2) {
        blockError_ = where + "has field " + std::to_string(entry->field) + " (not 1, 2 or 3)";
    } else if (std::any_of(blockStones_.begin(), blockStones_.end(),
                           [&](const Stone& s) { return s.point == entry->point; })) {
        blockError_ = where + "repeats cell " + formatPoint(entry->point);
    } else {
        blockStones_.push_back(Stone{entry->point, entry->field == 1});
    }
    return {};
}

BrainSession::Replies BrainSession::start(int width, int height) {
    if (width < kMinBoardSide || width > kMaxBoardSide || height < kMinBoardSide ||
        height > kMaxBoardSide) {
        return {"ERROR unsupported board size " + sizeText(width, height) +
                ": this brain plays on boards of 5 to 25 cells a side"};
    }
    started_ = true;
    width_ = width;
    height_ = height;
    cells_.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0);
    clearBoard();
    return {"OK"};
}

BrainSession::Replies BrainSession::startCommand(std::string_view arguments) {
    const auto size = gomocup::parseInteger(arguments);
    if (!size) {
        return {"ERROR malformed board size " + quote(arguments) + " (expected START size)"};
    }
    if (*size < kMinBoardSide || *size > kMaxBoardSide) {
        return {"ERROR unsupported board size " + std::to_string(*size) +
                ": this brain plays on boards of 5 to 25 cells a side"};
    }
    return start(static_cast<int>(*size), static_cast<int>(*size));
}

BrainSession::Replies BrainSession::rectStartCommand(std::string_view arguments) {
    const auto size = gomocup::parsePoint(arguments);
    if (!size) {
        return {"ERROR malformed board size " + quote(arguments) +
                " (expected RECTSTART width,height)"};
    }
    return start(size->x, size->y);
}

BrainSession::Replies BrainSession::restartCommand() {
    if (!started_) {
        return {"ERROR no board yet: send START first"};
    }
    clearBoard();
    return {"OK"};
}

BrainSession::Replies BrainSession::turnCommand(std::string_view arguments) {
    const auto received = now();
    if (!started_) {
        return {"ERROR no board yet: send START first"};
    }
    const auto p = readFreeCell(arguments);
    if (!p) {
        return {"ERROR " + p.error().message()};
    }
    // A refused move leaves the board as it was.
    std::vector<Stone> after = stones_;
    after.push_back(Stone{*p, false});
    if (const auto playable = checkPosition(after); !playable) {
        return {"ERROR " + playable.error().message()};
    }
    place(*p, false);
    return answerMove(received);
}

BrainSession::Replies BrainSession::playCommand(std::string_view arguments) {
    if (!started_) {
        return {"ERROR no board yet: send START first"};
    }
    const auto p = readFreeCell(arguments);
    if (!p) {
        return {"ERROR " + p.error().message()};
    }
    place(*p, true);
    return {formatPoint(*p)};
}

BrainSession::Replies BrainSession::takebackCommand(std::string_view arguments) {
    if (!started_) {
        return {"ERROR no board yet: send START first"};
    }
    const auto read = readCell(arguments);
    if (!read) {
        return {"ERROR " + read.error().message()};
    }
    const Point p = *read;
    if (cells_[index(p)] == 0) {
        return {"ERROR no stone on " + formatPoint(p) + " to take back"};
    }
    cells_[index(p)] = 0;
    std::erase_if(stones_, [p](const Stone& s) { return s.point == p; });
    return {"OK"};
}

BrainSession::Replies BrainSession::boardDone() {
    if (blockError_) {
        return {"ERROR " + *blockError_};
    }
    if (!started_) {
        return {"ERROR no board yet: send START first"};
    }
    if (const auto playable = checkPosition(blockStones_); !playable) {
        return {"ERROR " + playable.error().message()}; // the old position stays
    }
    std::fill(cells_.begin(), cells_.end(), 0);
    stones_.clear();
    for (const Stone& stone : blockStones_) {
        place(stone.point, stone.own);
    }
    blockStones_.clear();
    return answerMove(blockStarted_);
}

void BrainSession::infoCommand(std::string_view arguments) {
    const auto command = gomocup::splitCommand(arguments);
    const std::string key = lowerCase(command.keyword);
    const std::string_view valueText = command.arguments;
    const auto value = gomocup::parseInteger(valueText);
    const auto ignored = [&](std::string_view why) {
        notices_.push_back("INFO " + key + " " + quote(valueText) +
                           " ignored: " + std::string(why));
    };
    const auto milliseconds = [&](std::optional<Ms>& slot, bool allowNegative) {
        if (!value || (!allowNegative && *value < 0)) {
            ignored(allowNegative ? "not a number of milliseconds"
                                  : "not a non-negative number of milliseconds");
            return;
        }
        slot = Ms{*value};
    };
    if (key == "timeout_turn") {
        milliseconds(limits_.turn, false);
    } else if (key == "timeout_match") {
        milliseconds(limits_.match, false);
    } else if (key == "time_left") {
        milliseconds(limits_.timeLeft, true);
    } else if (key == "max_memory") {
        if (!value || *value < 0) {
            ignored("not a non-negative number of bytes");
            return;
        }
        limits_.maxMemory = static_cast<std::uint64_t>(*value);
        if (options_.applyMemoryLimit) {
            options_.applyMemoryLimit(limits_.maxMemory);
        }
    } else if (key == "thread_num") {
        if (!value || *value < 1) {
            ignored("not a positive number of threads");
            return;
        }
        limits_.threads = static_cast<int>(std::min<long long>(*value, 256));
    } else if (key == "rule") {
        if (!value || *value < 0 || *value > std::numeric_limits<int>::max()) {
            ignored("not a rule bitmask");
            return;
        }
        ruleFlags_ = static_cast<int>(*value);
    }
    // game_type, folder, evaluate and keys from later protocol versions need
    // nothing from this brain: the protocol says to ignore what is not needed.
}

std::string BrainSession::aboutLine() const {
    const BrainIdentity& id = options_.identity;
    return "name=\"" + id.name + "\", version=\"" + id.version + "\", author=\"" + id.author +
           "\", country=\"" + id.country + "\"";
}

Expected<Point> BrainSession::readCell(std::string_view text) const {
    const auto p = gomocup::parsePoint(text);
    if (!p) {
        return failure(Text::verbatim("malformed coordinates " + quote(text) + " (expected X,Y)"));
    }
    if (!onBoard(*p)) {
        return failure(Text::verbatim("coordinates " + formatPoint(*p) + " are outside the " +
                                      sizeText(width_, height_) + " board"));
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
    return Rules::bounded(width_, height_, 5,
                          (ruleFlags_ & kRuleExactFive) != 0 ? Overline::Exact
                                                             : Overline::Freestyle);
}

Expected<void> BrainSession::checkPosition(const std::vector<Stone>& stones) const {
    if ((ruleFlags_ & kRuleRenju) != 0) {
        return failure(
            Text::verbatim("renju is not supported (this brain plays freestyle and exact five)"));
    }
    if ((ruleFlags_ & kRuleCaro) != 0) {
        return failure(
            Text::verbatim("caro is not supported (this brain plays freestyle and exact five)"));
    }
    if ((ruleFlags_ & kRuleContinuous) != 0) {
        return failure(Text::verbatim("the continuous game is not supported"));
    }
    if (limits_.maxMemory != 0 && limits_.maxMemory < options_.memoryNeeded) {
        return failure(Text::verbatim(
            "max_memory " + std::to_string(limits_.maxMemory) + " bytes is less than the " +
            std::to_string(options_.memoryNeeded) + " bytes this brain needs"));
    }
    if (stones.size() == cells_.size()) {
        return failure(Text::verbatim("the board is full"));
    }
    Board board(currentRules());
    for (const Stone& s : stones) {
        board.place(s.point, s.own ? Mark::X : Mark::O);
    }
    for (const Stone& s : stones) {
        if (findWin(board, s.point)) {
            return failure(Text::verbatim(
                "the game is already over: " + std::string(s.own ? "own" : "opponent") +
                " five in a row through " + formatPoint(s.point)));
        }
    }
    return {};
}

BrainSession::Replies BrainSession::answerMove(std::chrono::steady_clock::time_point received) {
    if (const auto playable = checkPosition(stones_); !playable) {
        return {"ERROR " + playable.error().message()};
    }
    // Whoever has fewer stones started second; with equal counts we are first.
    // Analysis tools and puzzles send any position (own 4, opponent 3, ...):
    // it is answered for the side to move all the same.
    const auto ownCount =
        std::count_if(stones_.begin(), stones_.end(), [](const Stone& s) { return s.own; });
    const auto opponentCount = static_cast<std::ptrdiff_t>(stones_.size()) - ownCount;
    Position position{Board(currentRules()), {}, ownCount < opponentCount ? Mark::O : Mark::X};
    std::vector<Point> xs;
    std::vector<Point> os;
    for (const Stone& s : stones_) {
        const Mark mark = s.own ? position.own : opponent(position.own);
        position.board.place(s.point, mark);
        (mark == Mark::X ? xs : os).push_back(s.point);
    }
    // In turn while both sides have stones left, then the rest.
    for (std::size_t i = 0; i < std::max(xs.size(), os.size()); ++i) {
        if (i < xs.size()) {
            position.history.push_back(Move{xs[i], Mark::X});
        }
        if (i < os.size()) {
            position.history.push_back(Move{os[i], Mark::O});
        }
    }

    const int emptyCells = static_cast<int>(cells_.size() - stones_.size());
    lastPlan_ = planTurn(limits_, matchUsed_, static_cast<int>(ownCount), emptyCells);
    SearchBudget budget;
    budget.timeLimit = lastPlan_.searchTime;
    budget.maxDepth = lastPlan_.maxDepth;
    budget.targetTime = lastPlan_.targetTime;
    budget.threads = lastPlan_.threads;
    budget.cancel = &cancel_;

    if (!beginSearch()) {
        return {};
    }
    Replies replies;
    BotMove choice;
    try {
        const GameView view{position.board.rules(), position.board, position.own, position.history};
        choice = bot_->chooseMove(view, budget);
    } catch (const std::exception& error) {
        replies.push_back("DEBUG the search failed (" + std::string(error.what()) +
                          "); playing a safe move instead");
        choice.move = fallbackMove();
    }
    const bool dropped = endSearch();
    matchUsed_ += std::chrono::duration_cast<Ms>(now() - received);
    if (dropped) {
        return {}; // a newer command (or END) is waiting; this answer is no longer wanted
    }
    if (!position.board.isEmpty(choice.move)) {
        replies.push_back("DEBUG the search chose " + formatPoint(choice.move) +
                          ", which is not free; playing a safe move instead");
        choice.move = fallbackMove();
    }
    lastSearch_ = choice.info;
    place(choice.move, true);
    if (options_.debugLines) {
        replies.push_back("DEBUG depth " + std::to_string(choice.info.depth) + " score " +
                          std::to_string(choice.info.score) + " nodes " +
                          std::to_string(choice.info.nodes) + " time " +
                          std::to_string(choice.info.elapsed.count()) + " ms of " +
                          std::to_string(lastPlan_.searchTime.count()) + " ms");
    }
    replies.push_back(formatPoint(choice.move));
    return replies;
}

Point BrainSession::fallbackMove() const {
    // The free cell closest to the centre: never illegal, rarely silly.
    const Point centre{width_ / 2, height_ / 2};
    Point best{-1, -1};
    long long bestDistance = std::numeric_limits<long long>::max();
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const Point p{x, y};
            const long long dx = p.x - centre.x;
            const long long dy = p.y - centre.y;
            if (cells_[index(p)] == 0 && dx * dx + dy * dy < bestDistance) {
                best = p;
                bestDistance = dx * dx + dy * dy;
            }
        }
    }
    return best;
}

void BrainSession::place(Point p, bool own) {
    cells_[index(p)] = own ? 1 : 2;
    stones_.push_back(Stone{p, own});
}

void BrainSession::clearBoard() {
    std::fill(cells_.begin(), cells_.end(), 0);
    stones_.clear();
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
    cancel_ = false;
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

void BrainSession::halt() {
    const std::lock_guard lock(searchMutex_);
    halted_ = true;
    cancel_ = true;
}

} // namespace ttt
