// The blocks of stones: BOARD (a position and a move), YXBOARD (a position
// only) and SWAP2BOARD (an opening to answer, see brain_session_swap2.cpp),
// each read line by line up to DONE.

#include "brain_session_parts.hpp"
#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <cctype>

namespace ttt {

namespace {

bool startsWithLetter(std::string_view line) {
    return !line.empty() && std::isalpha(static_cast<unsigned char>(line.front())) != 0;
}

std::optional<gomocup::BoardEntry> parseBlockEntry(std::string_view line, bool swap2) {
    auto entry = gomocup::parseBoardEntry(line);
    if (!entry && swap2) {
        // Gomocup's manager sends the opening's stones as X,Y: their order
        // tells the colours (black first), so any field is only checked.
        if (const auto p = gomocup::parsePoint(line)) {
            entry = gomocup::BoardEntry{*p, 1};
        }
    }
    return entry;
}

} // namespace

BrainSession::Replies BrainSession::boardCommand(std::string_view /*arguments*/) {
    return openBlock(Block::Board);
}

BrainSession::Replies BrainSession::yxBoardCommand(std::string_view /*arguments*/) {
    return openBlock(Block::YxBoard);
}

BrainSession::Replies BrainSession::swap2BoardCommand(std::string_view /*arguments*/) {
    return openBlock(Block::Swap2);
}

BrainSession::Replies BrainSession::doneCommand(std::string_view /*arguments*/) {
    return {brain::errorLine("DONE without BOARD")};
}

BrainSession::Replies BrainSession::openBlock(Block block) {
    block_ = block;
    blockStones_.clear();
    blockError_.reset();
    blockLine_ = 0;
    blockStarted_ = now();
    return {};
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

BrainSession::Replies BrainSession::handleBlockLine(std::string_view line) {
    const auto command = gomocup::splitCommand(line);
    if (command.keyword == "DONE") {
        return closeBlock();
    }
    if (startsWithLetter(line)) {
        return commandInBlock(command.keyword, command.arguments);
    }
    ++blockLine_;
    if (!blockError_) {
        readBlockEntry(line); // keep only the first problem of a block
    }
    return {};
}

BrainSession::Replies BrainSession::closeBlock() {
    const Block finishedBlock = block_;
    block_ = Block::None;
    if (finishedBlock == Block::Swap2) {
        return swap2Done();
    }
    return boardDone(finishedBlock == Block::Board);
}

BrainSession::Replies BrainSession::commandInBlock(std::string_view keyword,
                                                   std::string_view arguments) {
    // INFO may come at any time; END always ends; any other command means
    // the manager gave up on the block without DONE.
    if (keyword == "INFO" || keyword == "END") {
        return dispatch(keyword, arguments);
    }
    Replies replies{
        brain::errorLine("the " + blockName() + " block was not ended by DONE; it is ignored")};
    block_ = Block::None;
    Replies next = dispatch(keyword, arguments);
    replies.insert(replies.end(), next.begin(), next.end());
    return replies;
}

void BrainSession::readBlockEntry(std::string_view line) {
    const std::string where = blockName() + " line " + std::to_string(blockLine_) + " ";
    const auto entry = parseBlockEntry(line, block_ == Block::Swap2);
    if (!entry) {
        blockError_ = where + brain::quote(line) +
                      (block_ == Block::Swap2 ? " is not X,Y or X,Y,FIELD" : " is not X,Y,FIELD");
    } else if (!started_) {
        blockError_ = std::string(brain::kNoBoardYet);
    } else if (auto problem = stoneProblem(entry->point, entry->field)) {
        blockError_ = where + *problem;
    } else {
        blockStones_.push_back(Stone{entry->point, entry->field == 1});
    }
}

std::optional<std::string> BrainSession::stoneProblem(Point p, int field) const {
    if (!onBoard(p)) {
        return gomocup::formatPoint(p) + " is " + brain::outsideBoard(width_, height_);
    }
    if (field == 3) {
        return "has field 3 (continuous game), which is not supported";
    }
    if (field != 1 && field != 2) {
        return "has field " + std::to_string(field) + " (not 1, 2 or 3)";
    }
    if (std::any_of(blockStones_.begin(), blockStones_.end(),
                    [&](const Stone& s) { return s.point == p; })) {
        return "repeats cell " + gomocup::formatPoint(p);
    }
    return std::nullopt;
}

std::optional<std::string> BrainSession::blockRefusal() const {
    if (blockError_) {
        return blockError_;
    }
    if (!started_) {
        return std::string(brain::kNoBoardYet);
    }
    return std::nullopt;
}

BrainSession::Replies BrainSession::boardDone(bool answerWithMove) {
    if (const auto why = blockRefusal()) {
        return {brain::errorLine(*why)};
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
            return {brain::errorLine(playable.error().message())}; // the old position stays
        }
    }
    setBoard(blockStones_, black);
    blockStones_.clear();
    if (!answerWithMove) {
        return {};
    }
    return answerMove(blockStarted_);
}

} // namespace ttt
