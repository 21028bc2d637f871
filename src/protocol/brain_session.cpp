#include "tictactoe/protocol/brain_session.hpp"

#include "tictactoe/ai/opening_player.hpp"
#include "tictactoe/game/renju.hpp"
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
// A swap2 judgement with less time than this searches a number of nodes instead.
constexpr Ms kLeastJudgeTime{5};
constexpr std::uint64_t kJudgeNodes = 3000;

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

// (Appending, not "literal + string": GCC 12 misreads that as an overlapping copy.)
std::string twoDigits(int n) {
    std::string text = n < 10 ? "0" : "";
    text += std::to_string(n);
    return text;
}

std::string joinPoints(const std::vector<Point>& points) {
    std::string text;
    for (const Point p : points) {
        if (!text.empty()) {
            text += ' ';
        }
        text += formatPoint(p);
    }
    return text;
}

// `count` distinct empty cells of the board.
bool isPlacement(const Board& board, const std::vector<Point>& points, std::size_t count) {
    if (points.size() != count) {
        return false;
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!board.isEmpty(points[i]) ||
            std::find(points.begin(), points.begin() + static_cast<std::ptrdiff_t>(i), points[i]) !=
                points.begin() + static_cast<std::ptrdiff_t>(i)) {
            return false;
        }
    }
    return true;
}

// The free cells of the board, the nearest to the centre first.
std::vector<Point> freeCellsByCentre(const Board& board) {
    const Rules& rules = board.rules();
    const Point centre{rules.width / 2, rules.height / 2};
    std::vector<Point> freeCells;
    for (int y = 0; y < rules.height; ++y) {
        for (int x = 0; x < rules.width; ++x) {
            if (board.isEmpty({x, y})) {
                freeCells.push_back({x, y});
            }
        }
    }
    const auto distance = [centre](Point p) {
        const long long dx = p.x - centre.x;
        const long long dy = p.y - centre.y;
        return dx * dx + dy * dy;
    };
    std::stable_sort(freeCells.begin(), freeCells.end(),
                     [&](Point a, Point b) { return distance(a) < distance(b); });
    return freeCells;
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
    if (keyword == "BOARD" || keyword == "YXBOARD" || keyword == "SWAP2BOARD") {
        block_ = keyword == "BOARD"     ? Block::Board
                 : keyword == "YXBOARD" ? Block::YxBoard
                                        : Block::Swap2;
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
    if (keyword == "YXSHOWFORBID") {
        return showForbidCommand();
    }
    return {"UNKNOWN command " + quote(keyword) + " is not supported"};
}

BrainSession::Replies BrainSession::handleBlockLine(std::string_view line) {
    const auto command = gomocup::splitCommand(line);
    if (command.keyword == "DONE") {
        const Block finishedBlock = block_;
        block_ = Block::None;
        if (finishedBlock == Block::Swap2) {
            return swap2Done();
        }
        return boardDone(finishedBlock == Block::Board);
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
        Replies replies{"ERROR the " + blockName() + " block was not ended by DONE; it is ignored"};
        block_ = Block::None;
        Replies next = dispatch(command.keyword, command.arguments);
        replies.insert(replies.end(), next.begin(), next.end());
        return replies;
    }
    ++blockLine_;
    if (blockError_) {
        return {}; // keep only the first problem of a block
    }
    const std::string where = blockName() + " line " + std::to_string(blockLine_) + " ";
    auto entry = gomocup::parseBoardEntry(line);
    if (!entry && block_ == Block::Swap2) {
        // Gomocup's manager sends the opening's stones as X,Y: their order
        // tells the colours (black first), so any field is only checked.
        if (const auto p = gomocup::parsePoint(line)) {
            entry = gomocup::BoardEntry{*p, 1};
        }
    }
    if (!entry) {
        blockError_ = where + quote(line) +
                      (block_ == Block::Swap2 ? " is not X,Y or X,Y,FIELD" : " is not X,Y,FIELD");
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
    // A refused move leaves the board as it was. On an empty board the
    // opponent opens, so it is black.
    std::vector<Stone> after = stones_;
    after.push_back(Stone{*p, false});
    const Side black = black_ == Side::Undecided ? Side::Opponent : black_;
    if (const auto playable = checkPosition(after, black); !playable) {
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
    if (stones_.empty()) {
        black_ = Side::Undecided; // taken back to the start: the next opener is black
    }
    return {"OK"};
}

BrainSession::Replies BrainSession::boardDone(bool answerWithMove) {
    if (blockError_) {
        return {"ERROR " + *blockError_};
    }
    if (!started_) {
        return {"ERROR no board yet: send START first"};
    }
    // Black by the counts, as the side to move is decided: with as many own
    // stones as the opponent's (or more) the brain moved first.
    const auto ownCount = std::count_if(blockStones_.begin(), blockStones_.end(),
                                        [](const Stone& s) { return s.own; });
    const auto opponentCount = static_cast<std::ptrdiff_t>(blockStones_.size()) - ownCount;
    const Side black = blockStones_.empty()        ? Side::Undecided
                       : ownCount >= opponentCount ? Side::Own
                                                   : Side::Opponent;
    // YXBOARD only sets the position: whether a move can be searched in it is
    // the next move's question.
    if (answerWithMove) {
        if (const auto playable = checkPosition(blockStones_, black); !playable) {
            return {"ERROR " + playable.error().message()}; // the old position stays
        }
    }
    setBoard(blockStones_, black);
    blockStones_.clear();
    if (!answerWithMove) {
        return {};
    }
    return answerMove(blockStarted_);
}

SearchBudget BrainSession::openingBudget(Ms time) {
    SearchBudget budget;
    budget.threads = lastPlan_.threads;
    budget.cancel = &cancel_;
    if (time >= kLeastJudgeTime) {
        budget.timeLimit = time;
    } else {
        budget.timeLimit = Ms{0};
        budget.nodeLimit = kJudgeNodes;
    }
    return budget;
}

BrainSession::Replies BrainSession::swap2Done() {
    if (blockError_) {
        return {"ERROR " + *blockError_};
    }
    if (!started_) {
        return {"ERROR no board yet: send START first"};
    }
    const std::size_t count = blockStones_.size();
    if (count != 0 && count != 3 && count != 5) {
        return {"ERROR SWAP2BOARD needs 0, 3 or 5 stones (the swap2 opening), not " +
                std::to_string(count)};
    }
    // The opening's colours go by order: black, white, black, ... The fields
    // do not matter. `ownBlack`: whether the brain holds the black stones.
    std::vector<Point> stones;
    for (const Stone& s : blockStones_) {
        stones.push_back(s.point);
    }
    blockStones_.clear();
    const auto coloured = [](const std::vector<Point>& points, bool ownBlack) {
        std::vector<Stone> result;
        for (std::size_t i = 0; i < points.size(); ++i) {
            result.push_back(Stone{points[i], (i % 2 == 0) == ownBlack});
        }
        return result;
    };
    if (const auto playable = checkPosition(coloured(stones, true), Side::Own); !playable) {
        return {"ERROR " + playable.error().message()}; // the old position stays
    }
    const auto received = blockStarted_;
    const Position position = positionOf(coloured(stones, true), Side::Own);

    // The whole answer fits the move's time: each of the judge's calls (a
    // proposal judges judgement.tries candidates, a choice one position) gets
    // a share, and a white move what is left.
    const int emptyCells = static_cast<int>(cells_.size() - stones.size());
    lastPlan_ = planTurn(limits_, matchUsed_, static_cast<int>(count / 2), emptyCells);
    const Ms total = lastPlan_.targetTime > Ms{0} ? lastPlan_.targetTime : lastPlan_.searchTime;
    OpeningJudgement judgement;
    judgement.budget = openingBudget(total / (judgement.tries + 2));

    if (!beginSearch()) {
        return {};
    }
    Replies replies;
    std::string answer;
    std::string decision;
    bool ownBlack = true;
    const auto failed = [&](const std::exception& error, std::string_view instead) {
        replies.push_back("DEBUG the opening judgement failed (" + std::string(error.what()) +
                          "); " + std::string(instead));
    };
    if (count == 0) {
        Opening three;
        try {
            three = proposeThree(position.board.rules(), *bot_, judgement, openingRandom_);
        } catch (const std::exception& error) {
            failed(error, "proposing the cells nearest the centre");
        }
        if (!isPlacement(position.board, three, 3)) {
            three = freeCellsByCentre(position.board);
            three.resize(std::min<std::size_t>(three.size(), 3));
        }
        stones = three;
        answer = joinPoints(three);
        decision = "three stones proposed";
    } else {
        const GameView view{position.board.rules(),
                            position.board,
                            Mark::O,
                            position.history,
                            ColourChoice{count == 3 ? 1 : 0, count == 3},
                            false};
        ColourOption option = ColourOption::TakeBlack;
        try {
            option = decideColour(view, *bot_, judgement);
        } catch (const std::exception& error) {
            failed(error, "taking black");
        }
        if (option == ColourOption::PlaceTwo && count == 3) {
            Opening two;
            try {
                two = proposeTwo(view, *bot_, judgement, openingRandom_);
            } catch (const std::exception& error) {
                failed(error, "placing the cells nearest the centre");
            }
            if (!isPlacement(position.board, two, 2)) {
                two = freeCellsByCentre(position.board);
                two.resize(std::min<std::size_t>(two.size(), 2));
            }
            stones.insert(stones.end(), two.begin(), two.end());
            answer = joinPoints(two);
            decision = "two stones placed, the opponent chooses";
        } else if (option == ColourOption::TakeBlack) {
            answer = "SWAP";
            decision = "black taken";
        } else {
            // White, and white's move now with the rest of the time.
            ownBlack = false;
            const Position asWhite = positionOf(coloured(stones, false), Side::Opponent);
            const Ms spent = std::chrono::duration_cast<Ms>(now() - received);
            const BotMove move =
                searchOwnMove(asWhite, openingBudget(std::max(Ms{0}, total - spent)), replies);
            lastSearch_ = move.info;
            stones.push_back(move.move);
            answer = formatPoint(move.move);
            decision = "white taken";
        }
    }
    const bool dropped = endSearch();
    const Ms took = std::chrono::duration_cast<Ms>(now() - received);
    matchUsed_ += took;
    if (dropped) {
        return {}; // a newer command (or END) is waiting
    }
    setBoard(coloured(stones, ownBlack), ownBlack ? Side::Own : Side::Opponent);
    if (options_.debugLines) {
        replies.push_back("DEBUG swap2 after " + std::to_string(count) + " stones: " + decision +
                          ", time " + std::to_string(took.count()) + " ms of " +
                          std::to_string(total.count()) + " ms");
    }
    replies.push_back(answer);
    return replies;
}

BrainSession::Replies BrainSession::showForbidCommand() const {
    if (!started_) {
        return {"ERROR no board yet: send START first"};
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

std::string BrainSession::blockName() const {
    switch (block_) {
    case Block::YxBoard:
        return "YXBOARD";
    case Block::Swap2:
        return "SWAP2BOARD";
    case Block::Board:
    case Block::None:
        break;
    }
    return "BOARD";
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

BrainSession::Replies BrainSession::answerMove(std::chrono::steady_clock::time_point received) {
    if (const auto playable = checkPosition(stones_, black_); !playable) {
        return {"ERROR " + playable.error().message()};
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
    budget.targetTime = lastPlan_.targetTime;
    budget.threads = lastPlan_.threads;
    budget.cancel = &cancel_;

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

BotMove BrainSession::searchOwnMove(const Position& position, const SearchBudget& budget,
                                    Replies& replies) {
    BotMove choice;
    try {
        const GameView view{
            position.board.rules(), position.board, position.own, position.history, {}, false};
        choice = bot_->chooseMove(view, budget);
    } catch (const std::exception& error) {
        replies.push_back("DEBUG the search failed (" + std::string(error.what()) +
                          "); playing a safe move instead");
        choice.move = fallbackMove(position);
        return choice;
    }
    if (!position.board.isEmpty(choice.move)) {
        replies.push_back("DEBUG the search chose " + formatPoint(choice.move) +
                          ", which is not free; playing a safe move instead");
        choice.move = fallbackMove(position);
    } else if (position.board.rules().isRenju() && position.own == Mark::X) {
        // A forbidden move loses under Renju: never send one, whatever the bot says.
        if (const auto foul = renju::foulAt(position.board, choice.move, Mark::X);
            foul != renju::Foul::None) {
            replies.push_back("DEBUG the search chose " + formatPoint(choice.move) + ", which is " +
                              foulName(foul) +
                              " (forbidden to black); playing a safe move instead");
            choice.move = fallbackMove(position);
        }
    }
    return choice;
}

Point BrainSession::fallbackMove(const Position& position) const {
    // The free cell closest to the centre: never illegal, rarely silly. When
    // every free cell is forbidden to black the nearest one is all there is.
    const bool restricted = position.board.rules().isRenju() && position.own == Mark::X;
    const std::vector<Point> freeCells = freeCellsByCentre(position.board);
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
