#include "threat_search.hpp"

#include <algorithm>

namespace ttt::hard {

namespace {
constexpr int kMaxThreatPly = 96;
}

ThreatSearch::ThreatSearch(Position& pos, TimeManager& time, std::uint64_t& nodes)
    : pos_(pos), time_(time), nodes_(nodes), buffers_(kMaxThreatPly + 1) {
    for (auto& b : buffers_) {
        b.reserve(static_cast<std::size_t>(pos.width() * pos.height()));
    }
}

std::vector<ScoredMove>& ThreatSearch::buffer(int ply) {
    return buffers_[static_cast<std::size_t>(std::min(ply, kMaxThreatPly))];
}

bool ThreatSearch::outOfBudget() {
    ++nodes_;
    if ((nodes_ & 1023U) == 0 && !time_.withinShare(timeShare_)) {
        outOfTime_ = true;
    }
    return outOfTime_ || nodes_ >= limit_ || time_.mustStop(nodes_);
}

bool ThreatSearch::exhausted() const {
    return outOfTime_ || nodes_ >= limit_ || time_.stopped();
}

ThreatSearch::Win ThreatSearch::findVcf(int maxFours, std::uint64_t nodeBudget, double timeShare) {
    limit_ = nodes_ + nodeBudget;
    timeShare_ = timeShare;
    outOfTime_ = false;
    Win win;
    win.plies = vcf(maxFours, 0, &win.move);
    return win.plies > 0 ? win : Win{};
}

ThreatSearch::Win ThreatSearch::findVct(int maxThreats, int maxFours, std::uint64_t nodeBudget,
                                        double timeShare) {
    limit_ = nodes_ + nodeBudget;
    timeShare_ = timeShare;
    outOfTime_ = false;
    vcfFours_ = maxFours;
    // Shallow proofs first: they are cheaper and give the shorter win.
    for (int threats = 1; threats <= maxThreats; ++threats) {
        Win win;
        win.plies = vct(threats, 0, &win.move);
        if (win.plies > 0) {
            return win;
        }
        if (exhausted()) {
            break;
        }
    }
    return Win{};
}

// Where both threat searches stop at once: out of budget or depth (no win
// found), or the side to move has a five (a win in one ply, at *firstMove).
std::optional<int> ThreatSearch::settledAtStart(int ply, int* firstMove) {
    if (outOfBudget() || ply >= kMaxThreatPly - 2) {
        return 0;
    }
    const Side me = pos_.sideToMove();
    if (pos_.count(me, kCatFive) > 0) {
        *firstMove = pos_.findCell(me, kCatFive);
        return 1;
    }
    return std::nullopt;
}

int ThreatSearch::vcf(int foursLeft, int ply, int* firstMove) {
    if (const std::optional<int> settled = settledAtStart(ply, firstMove)) {
        return *settled;
    }
    const Side me = pos_.sideToMove();
    const Side op = opponent(me);
    auto& moves = buffer(ply);
    if (pos_.count(op, kCatFive) > 0) {
        // The defender threatens five: only a block that is itself a four keeps the chain.
        const int block = pos_.findCell(op, kCatFive);
        if (pos_.count(op, kCatFive) > 1 || !makesFour(pos_.category(me, block))) {
            return 0;
        }
        moves.assign(1, ScoredMove{block, 0});
    } else {
        if (pos_.count(me, kCatFlex4) > 0) {
            *firstMove = pos_.findCell(me, kCatFlex4);
            return 3;
        }
        if (foursLeft <= 0) {
            return 0;
        }
        generateFours(pos_, moves);
        sortMoves(moves);
    }
    for (const auto& move : moves) {
        const int m = move.cell;
        pos_.play(m);
        int plies = 0;
        if (pos_.count(me, kCatFive) >= 2) {
            plies = 3;
        } else if (pos_.count(me, kCatFive) == 1 && pos_.count(op, kCatFive) == 0) {
            const int block = pos_.findCell(me, kCatFive);
            pos_.play(block);
            int unused = kNoCell;
            const int rest = vcf(foursLeft - 1, ply + 2, &unused);
            pos_.undo();
            plies = rest > 0 ? rest + 2 : 0;
        }
        pos_.undo();
        if (plies > 0) {
            *firstMove = m;
            return plies;
        }
        if (exhausted()) {
            return 0;
        }
    }
    return 0;
}

int ThreatSearch::vct(int threatsLeft, int ply, int* firstMove) {
    if (const std::optional<int> settled = settledAtStart(ply, firstMove)) {
        return *settled;
    }
    const Side me = pos_.sideToMove();
    const Side op = opponent(me);
    auto& moves = buffer(ply);
    if (pos_.count(op, kCatFive) > 0) {
        const int block = pos_.findCell(op, kCatFive);
        if (pos_.count(op, kCatFive) > 1 || !makesThreat(pos_.category(me, block)) ||
            threatsLeft <= 0) {
            return 0;
        }
        moves.assign(1, ScoredMove{block, 0});
    } else {
        if (pos_.count(me, kCatFlex4) > 0) {
            *firstMove = pos_.findCell(me, kCatFlex4);
            return 3;
        }
        if (const int plies = vcf(vcfFours_, ply, firstMove); plies > 0) {
            return plies;
        }
        if (threatsLeft <= 0) {
            return 0;
        }
        const Position::Area a = pos_.area();
        moves.clear();
        for (int y = a.y0; y <= a.y1; ++y) {
            for (int x = a.x0; x <= a.x1; ++x) {
                const int cell = pos_.cellOf(x, y);
                if (pos_.isEmpty(cell) && makesThreat(pos_.category(me, cell))) {
                    moves.push_back(ScoredMove{
                        cell, threatPriority(pos_.category(me, cell), pos_.category(op, cell)) +
                                  pos_.cellValue(me, cell)});
                }
            }
        }
        sortMoves(moves);
    }
    // `moves` may be reused deeper down: iterate over a copy of the cells.
    const std::size_t count = moves.size();
    for (std::size_t i = 0; i < count; ++i) {
        const int m = buffer(ply)[i].cell;
        pos_.play(m);
        const int plies = defend(threatsLeft - 1, ply + 1);
        pos_.undo();
        if (plies > 0) {
            *firstMove = m;
            return plies + 1;
        }
        if (exhausted()) {
            return 0;
        }
    }
    return 0;
}

int ThreatSearch::defend(int threatsLeft, int ply) {
    if (outOfBudget()) {
        return 0;
    }
    const Side def = pos_.sideToMove();
    const Side att = opponent(def);
    if (pos_.count(def, kCatFive) > 0) {
        return 0;
    }
    if (pos_.count(att, kCatFive) >= 2) {
        return 2;
    }
    auto& moves = buffer(ply);
    if (pos_.count(att, kCatFive) == 1) {
        moves.assign(1, ScoredMove{pos_.findCell(att, kCatFive), 0});
    } else if (pos_.count(att, kCatFlex4) > 0) {
        generateDefences(pos_, att, moves);
        sortMoves(moves);
    } else {
        return 0; // no threat left: not a forced win
    }
    int longest = 0;
    const std::size_t count = moves.size();
    for (std::size_t i = 0; i < count; ++i) {
        const int m = buffer(ply)[i].cell;
        pos_.play(m);
        int unused = kNoCell;
        const int plies = vct(threatsLeft, ply + 1, &unused);
        pos_.undo();
        if (plies == 0) {
            return 0;
        }
        longest = std::max(longest, plies + 1);
    }
    return longest;
}

} // namespace ttt::hard
