#include "transposition_table.hpp"

#include "zobrist.hpp"

#include <algorithm>
#include <bit>

namespace ttt::hard {

TranspositionTable::TranspositionTable(std::size_t megabytes)
    : megabytes_(std::max<std::size_t>(megabytes, 1)) {
    const std::size_t wanted = megabytes_ * 1024 * 1024 / sizeof(TTEntry);
    const std::size_t size = std::bit_floor(wanted);
    entries_.resize(size);
    mask_ = size - 1;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TTEntry{});
}

void TranspositionTable::forgetAll() {
    salt_ = splitMix64(++generation_);
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
    key ^= salt_;
    const TTEntry& e = entries_[slot(key)];
    return e.bound != Bound::None && e.key == key ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, int move, int depth, Bound bound) {
    key ^= salt_;
    TTEntry& e = entries_[slot(key)];
    // Keep a deeper result of the same position unless the new one is exact.
    if (e.key == key && e.depth > depth && bound != Bound::Exact) {
        return;
    }
    if (e.key != key || move >= 0) {
        e.move = move >= 0 ? static_cast<std::uint16_t>(move) : std::uint16_t{0xFFFF};
    }
    e.key = key;
    e.score = score;
    e.depth = static_cast<std::int8_t>(std::clamp(depth, -100, 100));
    e.bound = bound;
}

} // namespace ttt::hard
