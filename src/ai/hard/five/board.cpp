#include "board.hpp"

#include "../zobrist.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <sstream>

namespace ttt::hard::five {

namespace {

constexpr int kNearSquare = 2; // every cell within two
constexpr int kNearLine = 3;   // and on the eight lines, three away

// Bit position in a line key of the cell at `offset` (-5..-1, 1..5).
constexpr int keyShift(int offset) {
    return 2 * (offset < 0 ? offset + kHalfLine : offset + kHalfLine - 1);
}

} // namespace

Board::Board(int width, int height, Rule rule, const EvalWeights& weights)
    : width_(width), height_(height), stride_(width + 2 * kPad), tables_(&PatternTables::get(rule)),
      weights_(&weights) {
    half_ = tables_->halfLine();
    sideWeights_ = {&weights, &weights};
    if (rule == Rule::Renju) {
        // A foul is no asset of black's: its cells weigh nothing.
        auto black = std::make_shared<EvalWeights>(weights);
        for (int code = 0; code < kPatternCodeCount; ++code) {
            if (tables_->categoryOf(0, static_cast<PatternCode>(code)) == kCatForbidden) {
                black->mover[static_cast<std::size_t>(code)] = 0;
                black->waiter[static_cast<std::size_t>(code)] = 0;
            }
        }
        blackWeights_ = std::move(black);
        sideWeights_[0] = blackWeights_.get();
    }
    dirOffset_ = {1, stride_, stride_ + 1, stride_ - 1};
    for (int dy = -kNearLine; dy <= kNearLine; ++dy) {
        for (int dx = -kNearLine; dx <= kNearLine; ++dx) {
            const bool square = std::abs(dx) <= kNearSquare && std::abs(dy) <= kNearSquare;
            const bool line = dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy);
            if ((dx != 0 || dy != 0) && (square || line)) {
                nearOffsets_.push_back(dy * stride_ + dx);
            }
        }
    }
    cells_.resize(static_cast<std::size_t>(stride_ * (height + 2 * kPad)));
    for (auto& c : cells_) {
        c.stone = kWall;
    }
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            at(cellOf(x, y)).stone = 0;
        }
    }
    zobrist_.resize(cells_.size() * 2);
    for (std::size_t i = 0; i < zobrist_.size(); ++i) {
        zobrist_[i] = zobristKey(static_cast<int>(i / 2), static_cast<int>(i % 2));
    }
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const int cell = cellOf(x, y);
            for (int d = 0; d < 4; ++d) {
                std::uint32_t key = 0;
                for (int j = -kHalfLine; j <= kHalfLine; ++j) {
                    if (j != 0 &&
                        stone(cell + j * dirOffset_[static_cast<std::size_t>(d)]) == kWall) {
                        key |= std::uint32_t{kWall} << keyShift(j);
                    }
                }
                at(cell).key[static_cast<std::size_t>(d)] = key;
            }
            recomputeCell(cell);
            addCell(cell, +1);
        }
    }
    moves_.reserve(static_cast<std::size_t>(width_ * height_));
    records_.reserve(static_cast<std::size_t>(width_ * height_));
}

void Board::setSideToMove(Side side) {
    if (side != side_) {
        hash_ ^= kSideToMoveKey;
        side_ = side;
    }
}

void Board::recomputeCell(int cell) {
    const auto& key = at(cell).key;
    Derived& c = at(cell).derived;
    for (std::size_t d = 0; d < 4; ++d) {
        c.pattern[d] = tables_->lookup(key[d]);
    }
    for (int side = 0; side < 2; ++side) {
        const int shift = 4 * side;
        const auto s = static_cast<std::size_t>(side);
        c.code[s] = tables_->combine((c.pattern[0] >> shift) & 15U, (c.pattern[1] >> shift) & 15U,
                                     (c.pattern[2] >> shift) & 15U, (c.pattern[3] >> shift) & 15U);
        c.category[s] = tables_->categoryOf(side, c.code[s]);
    }
}

void Board::addCell(int cell, int sign) {
    const Derived& c = at(cell).derived;
    for (std::size_t side = 0; side < 2; ++side) {
        const EvalWeights& w = *sideWeights_[side];
        catCount_[side][c.category[side]] += sign;
        moverSum_[side] += sign * w.mover[c.code[side]];
        waiterSum_[side] += sign * w.waiter[c.code[side]];
    }
}

inline void Board::setCode(int cell, int side, PatternCode code) {
    Derived& c = at(cell).derived;
    const auto s = static_cast<std::size_t>(side);
    const PatternCode old = c.code[s];
    --catCount_[s][c.category[s]];
    c.code[s] = code;
    c.category[s] = tables_->categoryOf(side, code);
    // Only Renju's black has fouls.
    assert(c.category[s] != kCatForbidden || (rule() == Rule::Renju && side == 0));
    ++catCount_[s][c.category[s]];
    const EvalWeights& w = *sideWeights_[s];
    moverSum_[s] += w.mover[code] - w.mover[old];
    waiterSum_[s] += w.waiter[code] - w.waiter[old];
}

void Board::refreshDirection(int cell, int dir) {
    const auto d = static_cast<std::size_t>(dir);
    Derived& c = at(cell).derived;
    const std::uint8_t now = tables_->lookup(at(cell).key[d]);
    const std::uint8_t before = c.pattern[d];
    if (now == before) {
        return;
    }
    // A stone reaches each cell along one of its lines only: one save a cell.
    // Written in place: a SavedCell built on the stack and copied whole
    // stalled on store forwarding.
    if (savedCount_ == saved_.size()) {
        saved_.resize(std::max<std::size_t>(256, 2 * saved_.size()));
    }
    SavedCell& save = saved_[savedCount_++];
    save.cell = cell;
    save.derived = c;
    c.pattern[d] = now;
    const unsigned changed = static_cast<unsigned>(now ^ before);
    if ((changed & 15U) != 0) {
        setCode(cell, 0,
                tables_->combine(c.pattern[0] & 15U, c.pattern[1] & 15U, c.pattern[2] & 15U,
                                 c.pattern[3] & 15U));
    }
    if ((changed >> 4) != 0) {
        setCode(cell, 1,
                tables_->combine(c.pattern[0] >> 4, c.pattern[1] >> 4, c.pattern[2] >> 4,
                                 c.pattern[3] >> 4));
    }
}

// Placing refreshes the patterns of the empty cells it reaches; taking back
// only clears the keys (undo() restores the rest from the move's record).
template <bool Place> void Board::updateLines(int cell, std::uint32_t colour) {
    for (int d = 0; d < 4; ++d) {
        const int off = dirOffset_[static_cast<std::size_t>(d)];
        const auto slot = static_cast<std::size_t>(d);
        // Sets (or clears) the stone's two bits in the key of q, a cell on its
        // line; false at the wall (the border is five wide: only walls beyond).
        const auto touch = [&](int q, int shift) {
            Cell& c = at(q);
            if (c.stone == kWall) {
                return false;
            }
            if constexpr (Place) {
                c.key[slot] |= colour << shift;
                if (c.stone == 0) {
                    refreshDirection(q, d);
                }
            } else {
                c.key[slot] &= ~(3U << shift);
            }
            return true;
        };
        // Forwards the stone lies j cells before the cell looked at. (Two
        // loops rather than one over both directions: this is the hottest
        // code of the search, and the single loop measured 7% slower.)
        for (int j = 1, q = cell + off; j <= half_ && touch(q, keyShift(-j)); ++j, q += off) {
        }
        for (int j = 1, q = cell - off; j <= half_ && touch(q, keyShift(j)); ++j, q -= off) {
        }
    }
}

void Board::play(int cell) {
    assert(cell >= 0 && cell < cellCount() && isEmpty(cell));
    const Side side = side_;
    records_.push_back(MoveRecord{catCount_, moverSum_, waiterSum_, savedCount_});
    addCell(cell, -1);
    Cell& c = at(cell);
    c.stone = static_cast<std::uint8_t>(side + 1);
    hash_ ^= zobrist_[static_cast<std::size_t>(cell * 2 + side)] ^ kSideToMoveKey;
    updateLines<true>(cell, static_cast<std::uint32_t>(side + 1));
    for (const int off : nearOffsets_) {
        ++at(cell + off).near;
    }
    moves_.push(cell, xOf(cell), yOf(cell));
    side_ = opponent(side);
}

void Board::undo() {
    const int cell = moves_.pop();
    Cell& c = at(cell);
    const auto side = static_cast<Side>(c.stone - 1);
    c.stone = 0;
    updateLines<false>(cell, static_cast<std::uint32_t>(side + 1));
    for (const int off : nearOffsets_) {
        --at(cell + off).near;
    }
    // The played cell's own patterns did not change while it held the stone.
    const MoveRecord& record = records_.back();
    for (std::size_t i = record.savedFrom; i < savedCount_; ++i) {
        at(saved_[i].cell).derived = saved_[i].derived;
    }
    savedCount_ = record.savedFrom;
    catCount_ = record.catCount;
    moverSum_ = record.moverSum;
    waiterSum_ = record.waiterSum;
    records_.pop_back();
    hash_ ^= zobrist_[static_cast<std::size_t>(cell * 2 + side)] ^ kSideToMoveKey;
    side_ = side;
}

int Board::fourCount(int side) const {
    const auto& n = catCount_[static_cast<std::size_t>(side)];
    return n[kCatFive] + n[kCatFlex4] + n[kCatB4F3] + n[kCatB4Plus] + n[kCatB4];
}

int Board::threatMask() const {
    const auto& own = catCount_[static_cast<std::size_t>(side_)];
    const auto& their = catCount_[static_cast<std::size_t>(opponent(side_))];
    int mask = 0;
    mask |= own[kCatFive] + own[kCatFlex4] > 0 ? kOwnFlex4 : 0;
    mask |= own[kCatB4F3] > 0 ? kOwnB4F3 : 0;
    mask |= own[kCatB4Plus] + own[kCatB4] > 0 ? kOwnFour : 0;
    mask |= own[kCatF3x2] > 0 ? kOwnF3x2 : 0;
    mask |= own[kCatF3Plus] + own[kCatF3] > 0 ? kOwnThree : 0;
    mask |= their[kCatFive] + their[kCatFlex4] > 0 ? kTheirFlex4 : 0;
    mask |= their[kCatB4F3] > 0 ? kTheirB4F3 : 0;
    mask |= their[kCatB4Plus] + their[kCatB4] > 0 ? kTheirFour : 0;
    mask |= their[kCatF3x2] > 0 ? kTheirF3x2 : 0;
    mask |= their[kCatF3Plus] + their[kCatF3] > 0 ? kTheirThree : 0;
    return mask;
}

Board::Area Board::area() const {
    return moves_.area(kNearLine, width_, height_);
}

int Board::findCell(int side, Category c) const {
    const int n = count(side, c);
    if (n == 0) {
        return kNoCell;
    }
    // A single such cell is most often one the last stone made, on its lines.
    if (n == 1 && !moves_.empty()) {
        const int last = moves_.last();
        for (const int off : dirOffset_) {
            for (const int step : {off, -off}) {
                for (int j = 1, q = last + step; j <= half_ && stone(q) != kWall; ++j, q += step) {
                    if (isEmpty(q) && category(side, q) == c) {
                        return q;
                    }
                }
            }
        }
    }
    const Area a = area();
    for (int y = a.y0; y <= a.y1; ++y) {
        for (int x = a.x0, cell = cellOf(a.x0, y); x <= a.x1; ++x, ++cell) {
            if (isEmpty(cell) && category(side, cell) == c) {
                return cell;
            }
        }
    }
    return kNoCell;
}

Expected<void> Board::checkConsistency() const {
    // Through a stream: GCC 12 warns falsely (-Wrestrict) on chains of operator+.
    const auto where = [&](int cell, int dir = -1, int side = -1) {
        std::ostringstream text;
        text << " at (" << xOf(cell) << ", " << yOf(cell) << ")";
        if (dir >= 0) {
            text << " direction " << dir;
        }
        if (side >= 0) {
            text << " side " << side;
        }
        return text.str();
    };
    std::array<std::array<int, kCategoryCount>, 2> counts{};
    std::array<int, 2> mover{};
    std::array<int, 2> waiter{};
    std::uint64_t hash = side_ == 1 ? kSideToMoveKey : 0;
    int stones = 0;
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const int cell = cellOf(x, y);
            const Cell& c = at(cell);
            if (c.stone != 0) {
                hash ^= zobrist_[static_cast<std::size_t>(cell * 2 + c.stone - 1)];
                ++stones;
            }
            int near = 0;
            for (const int off : nearOffsets_) {
                const int s = stone(cell + off);
                near += s == 1 || s == 2 ? 1 : 0;
            }
            if (near != c.near) {
                return failure(Text::verbatim("near count" + where(cell)));
            }
            for (int d = 0; d < 4; ++d) {
                const int off = dirOffset_[static_cast<std::size_t>(d)];
                std::uint32_t key = 0;
                for (int j = -half_; j <= half_; ++j) {
                    if (j != 0) {
                        key |= static_cast<std::uint32_t>(stone(cell + j * off)) << keyShift(j);
                    }
                }
                // The freestyle key never holds the cells five away.
                const std::uint32_t kept = half_ == 5
                                               ? c.key[static_cast<std::size_t>(d)]
                                               : c.key[static_cast<std::size_t>(d)] &
                                                     ~((3U << keyShift(-5)) | (3U << keyShift(5)));
                if (key != kept) {
                    return failure(Text::verbatim("line key" + where(cell, d)));
                }
            }
            if (c.stone != 0) {
                continue;
            }
            for (int side = 0; side < 2; ++side) {
                std::array<Pattern, 4> p{};
                for (int d = 0; d < 4; ++d) {
                    const int off = dirOffset_[static_cast<std::size_t>(d)];
                    std::array<std::uint8_t, 11> line{};
                    for (int j = -kHalfLine; j <= kHalfLine; ++j) {
                        const int s = j == 0 ? 0 : stone(cell + j * off);
                        line[static_cast<std::size_t>(j + kHalfLine)] =
                            s == 0 ? 0 : (s == kWall ? 3 : (s == side + 1 ? 1 : 2));
                    }
                    p[static_cast<std::size_t>(d)] = PatternTables::classify(line, rule(), side);
                    if (p[static_cast<std::size_t>(d)] != pattern(side, cell, d)) {
                        return failure(Text::verbatim("pattern" + where(cell, d, side)));
                    }
                }
                const PatternCode code = PatternTables::code(p[0], p[1], p[2], p[3]);
                const Category cat = PatternTables::category(code, rule(), side);
                if (code != this->code(side, cell) || cat != category(side, cell)) {
                    return failure(Text::verbatim("pattern code" + where(cell)));
                }
                const auto s = static_cast<std::size_t>(side);
                ++counts[s][cat];
                mover[s] += weights(side).mover[code];
                waiter[s] += weights(side).waiter[code];
            }
        }
    }
    if (stones != moveCount()) {
        return failure(Text::verbatim("stone count"));
    }
    if (hash != hash_) {
        return failure(Text::verbatim("hash"));
    }
    if (counts != catCount_) {
        return failure(Text::verbatim("category counts"));
    }
    if (mover != moverSum_ || waiter != waiterSum_) {
        return failure(Text::verbatim("evaluation sums"));
    }
    return {};
}

} // namespace ttt::hard::five
