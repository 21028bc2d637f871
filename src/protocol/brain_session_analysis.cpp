// The analysis commands Yixin Board sends (Rapfi answers them the same way;
// docs/gomocup.md): YXNBEST searches the N best moves and tells each with
// its line, YXSTOP ends a search early with the move found so far,
// YXHASHCLEAR forgets what earlier searches learnt; with INFO show_detail a
// search tells as it goes what it thinks (MESSAGE REALTIME, MESSAGE depth).

#include "brain_session_parts.hpp"
#include "tictactoe/ai/win_chance.hpp"
#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <cmath>

namespace ttt {

namespace {

using gomocup::formatPoint;

// A search's progress is told at most this often (the first depths of a
// search end within microseconds of each other).
constexpr std::chrono::milliseconds kProgressInterval{100};

constexpr int kShowRealtime = 1;
constexpr int kShowDepths = 2;

// A score as the manager reads it: a number, or a proven win / loss in so
// many moves of the whole game (plies) as "+W5" / "-L4".
std::string scoreText(int score) {
    if (SearchInfo::provesWin(score)) {
        return "+W" + std::to_string(SearchInfo::kWinScore - score);
    }
    if (SearchInfo::provesLoss(score)) {
        return "-L" + std::to_string(SearchInfo::kWinScore + score);
    }
    return std::to_string(score);
}

// "depth D [multipv I] ev S w CHANCE n NODES n/ms SPEED tm MS pv X,Y X,Y ..." (the
// fields of Rapfi's lines, with the protocol's own coordinates).
std::string depthLine(const SearchInfo& info, const SearchInfo::Line& line, std::size_t index,
                      bool numbered) {
    const auto ms = std::max<std::int64_t>(1, info.elapsed.count());
    std::string text = "MESSAGE depth " + std::to_string(line.depth);
    if (numbered) {
        text += " multipv " + std::to_string(index + 1);
    }
    // The chance to win in percent, one decimal (ai/win_chance.hpp).
    const long tenths = std::lround(winChance(line) * 1000.0);
    text += " ev " + scoreText(line.score) + " w " + std::to_string(tenths / 10) + "." +
            std::to_string(tenths % 10) + " n " + std::to_string(info.nodes) + " n/ms " +
            std::to_string(info.nodes / static_cast<std::uint64_t>(ms)) + " tm " +
            std::to_string(info.elapsed.count()) + " pv " + brain::joinPoints(line.pv);
    return text;
}

// The lines a search found, or its move alone when the bot tells no lines.
std::vector<SearchInfo::Line> linesOf(const SearchInfo& info, std::optional<Point> move) {
    if (!info.lines.empty() || !move) {
        return info.lines;
    }
    return {info.bestLine(*move)};
}

// What the manager is told of the search so far.
std::vector<std::string> progressLines(const SearchInfo& info, std::optional<Point> move,
                                       bool realtime, bool depths, bool numbered) {
    std::vector<std::string> lines;
    const std::vector<SearchInfo::Line> found = linesOf(info, move);
    if (depths) {
        for (std::size_t i = 0; i < found.size(); ++i) {
            lines.push_back(depthLine(info, found[i], i, numbered));
        }
    }
    if (realtime && !found.empty()) {
        lines.emplace_back("MESSAGE REALTIME REFRESH");
        for (const SearchInfo::Line& line : found) {
            if (line.proven && line.score < 0) {
                lines.push_back("MESSAGE REALTIME LOST " + formatPoint(line.move));
            }
        }
        lines.push_back("MESSAGE REALTIME BEST " + formatPoint(found.front().move));
    }
    return lines;
}

} // namespace

bool BrainSession::realtimeShown() const {
    return (showDetail_ & kShowRealtime) != 0;
}

bool BrainSession::depthsShown(int bestMoves) const {
    return bestMoves > 0 || (showDetail_ & kShowDepths) != 0;
}

std::function<void(const SearchInfo&)> BrainSession::progressListener(int bestMoves) {
    const bool realtime = realtimeShown();
    const bool depths = depthsShown(bestMoves);
    const bool numbered = bestMoves > 1;
    if (!lineWriter_ || (!realtime && !depths)) {
        return {};
    }
    lastProgress_ = now() - kProgressInterval;
    return [this, realtime, depths, numbered](const SearchInfo& info) {
        const auto at = now();
        if (at - lastProgress_ < kProgressInterval) {
            return;
        }
        lastProgress_ = at;
        for (const std::string& line :
             progressLines(info, std::nullopt, realtime, depths, numbered)) {
            lineWriter_(line);
        }
    };
}

void BrainSession::describeSearch(const SearchInfo& info, Point move, int bestMoves,
                                  Replies& replies) const {
    // A bot that tells no lines still has its move as one.
    for (std::string& line :
         progressLines(info, move, realtimeShown(), depthsShown(bestMoves), bestMoves > 1)) {
        replies.push_back(std::move(line));
    }
}

BrainSession::Replies BrainSession::nBestCommand(std::string_view arguments) {
    const auto count = gomocup::parseInteger(arguments);
    if (!count || *count < 1 || *count > kMaxBestMoves) {
        return {brain::errorLine("YXNBEST " + brain::quote(arguments) +
                                 ": expected how many of the best moves to search, 1 to " +
                                 std::to_string(kMaxBestMoves))};
    }
    if (!started_) {
        return brain::noBoardYet();
    }
    return answerMove(now(), static_cast<int>(*count));
}

BrainSession::Replies BrainSession::stopCommand(std::string_view /*arguments*/) {
    // The search it stopped (if any) has answered already: this line only
    // ends its effect on the next search.
    const std::lock_guard lock(searchMutex_);
    stopPending_ = false;
    return {};
}

BrainSession::Replies BrainSession::hashClearCommand(std::string_view /*arguments*/) {
    if (bot_) {
        bot_->reset();
    }
    return {"MESSAGE hash table cleared"};
}

} // namespace ttt
