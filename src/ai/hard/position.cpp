#include "position.hpp"

#include "zobrist.hpp"

#include <algorithm>
#include <cassert>
#include <string>

namespace ttt::hard {

namespace {
constexpr std::uint8_t kWall = 3;
constexpr int kNearRange = 2;
} // namespace

Position::Position(int width, int height, int k, bool exact)
    : width_(width), height_(height), k_(k), table_(k, exact), radius_(table_.radius()),
      pad_(std::max(radius_, kNearRange)), stride_(width + 2 * pad_) {
    dirOffset_ = {1, stride_, stride_ + 1, stride_ - 1};
    pow3_.resize(static_cast<std::size_t>(2 * radius_));
    std::uint64_t p = 1;
    for (auto& x : pow3_) {
        x = p;
        p *= 3;
    }
    const auto cells = static_cast<std::size_t>(stride_ * (height + 2 * pad_));
    stone_.assign(cells, kWall);
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            stone_[static_cast<std::size_t>(cellOf(x, y))] = 0;
        }
    }
    for (int side = 0; side < 2; ++side) {
        key_[side].assign(cells * 4, 0);
        pat_[side].assign(cells * 4, kDead);
        cat_[side].assign(cells, kCatNone);
        value_[side].assign(cells, 0);
    }
    near_.assign(cells, 0);
    zobrist_.resize(cells * 2);
    for (std::size_t i = 0; i < zobrist_.size(); ++i) {
        zobrist_[i] = zobristKey(static_cast<int>(i / 2), static_cast<int>(i % 2));
    }
    // Walls block lines exactly like an opponent stone, for both sides.
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const int cell = cellOf(x, y);
            for (int d = 0; d < 4; ++d) {
                for (int j = -radius_; j <= radius_; ++j) {
                    const auto n = static_cast<std::size_t>(cell + j * dirOffset_[d]);
                    if (j == 0 || stone_[n] != kWall) {
                        continue;
                    }
                    const auto bit =
                        pow3_[static_cast<std::size_t>(j < 0 ? j + radius_ : j + radius_ - 1)];
                    const auto slot = static_cast<std::size_t>(cell * 4 + d);
                    key_[0][slot] += 2 * bit;
                    key_[1][slot] += 2 * bit;
                }
            }
            recomputeCell(cell);
            addCell(cell, +1);
        }
    }
    moves_.reserve(static_cast<std::size_t>(width_ * height_));
}

void Position::setSideToMove(Side side) {
    if (side != side_) {
        hash_ ^= kSideToMoveKey;
        side_ = side;
    }
}

void Position::recomputeCell(int cell) {
    const auto& info = cellInfoTable();
    for (int side = 0; side < 2; ++side) {
        std::array<Pattern, 4> p{};
        for (int d = 0; d < 4; ++d) {
            const auto slot = static_cast<std::size_t>(cell * 4 + d);
            p[static_cast<std::size_t>(d)] = table_.lookup(key_[side][slot]);
            pat_[side][slot] = p[static_cast<std::size_t>(d)];
        }
        const CellInfo& ci = info[static_cast<std::size_t>(comboIndex(p[0], p[1], p[2], p[3]))];
        cat_[side][static_cast<std::size_t>(cell)] = ci.category;
        value_[side][static_cast<std::size_t>(cell)] = ci.value;
    }
}

void Position::addCell(int cell, int sign) {
    const auto c = static_cast<std::size_t>(cell);
    for (int side = 0; side < 2; ++side) {
        catCount_[side][cat_[side][c]] += sign;
        valueSum_[side] += sign * value_[side][c];
    }
}

void Position::refresh(int cell, int dir) {
    const auto& info = cellInfoTable();
    const auto c = static_cast<std::size_t>(cell);
    const auto base = c * 4;
    for (int side = 0; side < 2; ++side) {
        const Pattern p = table_.lookup(key_[side][base + static_cast<std::size_t>(dir)]);
        auto& current = pat_[side][base + static_cast<std::size_t>(dir)];
        if (p == current) {
            continue;
        }
        current = p;
        const auto* pats = &pat_[side][base];
        const CellInfo& ci = info[static_cast<std::size_t>(
            comboIndex(static_cast<Pattern>(pats[0]), static_cast<Pattern>(pats[1]),
                       static_cast<Pattern>(pats[2]), static_cast<Pattern>(pats[3])))];
        --catCount_[side][cat_[side][c]];
        valueSum_[side] -= value_[side][c];
        cat_[side][c] = ci.category;
        value_[side][c] = ci.value;
        ++catCount_[side][ci.category];
        valueSum_[side] += ci.value;
    }
}

void Position::addStoneToKeys(int cell, Side side, int sign) {
    const Side other = opponent(side);
    for (int d = 0; d < 4; ++d) {
        const int off = dirOffset_[d];
        for (int j = 1; j <= radius_; ++j) {
            // The stone is j cells before `after` and j cells beyond `before`.
            const int after = cell + j * off;
            const int before = cell - j * off;
            for (const auto& [target, bitIndex] :
                 {std::pair{after, radius_ - j}, std::pair{before, radius_ + j - 1}}) {
                const auto t = static_cast<std::size_t>(target);
                if (stone_[t] == kWall) {
                    continue;
                }
                const std::uint64_t bit = pow3_[static_cast<std::size_t>(bitIndex)];
                const auto slot = t * 4 + static_cast<std::size_t>(d);
                if (sign > 0) {
                    key_[side][slot] += bit;
                    key_[other][slot] += 2 * bit;
                } else {
                    key_[side][slot] -= bit;
                    key_[other][slot] -= 2 * bit;
                }
                if (stone_[t] == 0) {
                    refresh(target, d);
                }
            }
        }
    }
}

void Position::play(int cell) {
    assert(cell >= 0 && cell < cellCount() && isEmpty(cell));
    const Side side = side_;
    addCell(cell, -1);
    stone_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(side + 1);
    hash_ ^= zobrist_[static_cast<std::size_t>(cell * 2 + side)] ^ kSideToMoveKey;
    addStoneToKeys(cell, side, +1);
    for (int dy = -kNearRange; dy <= kNearRange; ++dy) {
        for (int dx = -kNearRange; dx <= kNearRange; ++dx) {
            ++near_[static_cast<std::size_t>(cell + dy * stride_ + dx)];
        }
    }
    moves_.push(cell, xOf(cell), yOf(cell));
    side_ = opponent(side);
}

void Position::undo() {
    const int cell = moves_.pop();
    const auto side = static_cast<Side>(stone_[static_cast<std::size_t>(cell)] - 1);
    stone_[static_cast<std::size_t>(cell)] = 0;
    addStoneToKeys(cell, side, -1);
    for (int dy = -kNearRange; dy <= kNearRange; ++dy) {
        for (int dx = -kNearRange; dx <= kNearRange; ++dx) {
            --near_[static_cast<std::size_t>(cell + dy * stride_ + dx)];
        }
    }
    recomputeCell(cell);
    addCell(cell, +1);
    hash_ ^= zobrist_[static_cast<std::size_t>(cell * 2 + side)] ^ kSideToMoveKey;
    side_ = side;
}

Position::Area Position::area() const {
    return moves_.area(kNearRange, width_, height_);
}

int Position::findCell(int side, Category c) const {
    if (catCount_[side][c] == 0) {
        return kNoCell;
    }
    const Area a = area();
    for (int y = a.y0; y <= a.y1; ++y) {
        for (int x = a.x0; x <= a.x1; ++x) {
            const int cell = cellOf(x, y);
            if (isEmpty(cell) && category(side, cell) == c) {
                return cell;
            }
        }
    }
    return kNoCell;
}

int Position::evaluate() const {
    // The side to move is a tempo ahead: its potential counts a little more.
    const int own = valueSum_[side_];
    const int theirs = valueSum_[opponent(side_)];
    return own + own / 8 - theirs;
}

Expected<void> Position::checkConsistency() const {
    Position fresh(width_, height_, k_, table_.exact());
    for (const int cell : moves_.cells()) {
        fresh.setSideToMove(static_cast<Side>(stone_[static_cast<std::size_t>(cell)] - 1));
        fresh.play(cell);
    }
    fresh.setSideToMove(side_);
    const auto differs = [&](const char* what) {
        return failure(Text::verbatim(std::string(what) + " differs after " +
                                      std::to_string(moves_.size()) + " stones"));
    };
    if (fresh.stone_ != stone_) {
        return differs("a stone");
    }
    if (fresh.key_ != key_) {
        return differs("a line key");
    }
    // Patterns, categories and values are kept for empty cells only.
    for (std::size_t cell = 0; cell < stone_.size(); ++cell) {
        if (stone_[cell] != 0) {
            continue;
        }
        for (std::size_t side = 0; side < 2; ++side) {
            for (std::size_t d = 0; d < 4; ++d) {
                if (fresh.pat_[side][cell * 4 + d] != pat_[side][cell * 4 + d]) {
                    return differs("a line pattern");
                }
            }
            if (fresh.cat_[side][cell] != cat_[side][cell] ||
                fresh.value_[side][cell] != value_[side][cell]) {
                return differs("a cell's category or value");
            }
        }
    }
    if (fresh.catCount_ != catCount_) {
        return differs("a category count");
    }
    if (fresh.valueSum_ != valueSum_) {
        return differs("a value sum");
    }
    if (fresh.near_ != near_) {
        return differs("a neighbour count");
    }
    if (fresh.hash_ != hash_) {
        return differs("the hash");
    }
    return {};
}

} // namespace ttt::hard
