#include "transposition_table.hpp"

#include "zobrist.hpp"

#include <algorithm>
#include <bit>

namespace ttt::hard {

namespace {

// data: score (32 bits) | move + 1 (16) | depth + 128 (8) | bound (2) | generation (6)
std::uint64_t pack(int score, int move, int depth, Bound bound, std::uint8_t generation) {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(score)) |
           static_cast<std::uint64_t>(static_cast<std::uint16_t>(move + 1)) << 32 |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(std::clamp(depth, -100, 120) + 128))
               << 48 |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(bound)) << 56 |
           static_cast<std::uint64_t>(generation & 63U) << 58;
}

int scoreOf(std::uint64_t data) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(data));
}
int moveOf(std::uint64_t data) {
    return static_cast<int>((data >> 32) & 0xFFFFU) - 1;
}
int depthOf(std::uint64_t data) {
    return static_cast<int>((data >> 48) & 0xFFU) - 128;
}
Bound boundOf(std::uint64_t data) {
    return static_cast<Bound>((data >> 56) & 3U);
}
std::uint8_t generationOf(std::uint64_t data) {
    return static_cast<std::uint8_t>(data >> 58);
}

} // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes)
    : megabytes_(std::max<std::size_t>(megabytes, 1)) {
    const std::size_t count = std::bit_floor(megabytes_ * 1024 * 1024 / sizeof(Bucket));
    buckets_ = std::make_unique<Bucket[]>(count);
    mask_ = count - 1;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i <= mask_; ++i) {
        for (Entry& e : buckets_[i].entries) {
            e.check.store(0, std::memory_order_relaxed);
            e.data.store(0, std::memory_order_relaxed);
        }
    }
}

void TranspositionTable::forgetAll() {
    salt_ = splitMix64(++salts_);
}

void TranspositionTable::prefetch(std::uint64_t key) const {
#if defined(__GNUC__)
    __builtin_prefetch(&bucket(key ^ salt_));
#else
    (void)key;
#endif
}

bool TranspositionTable::probe(std::uint64_t key, int ply, TTHit& hit) const {
    key ^= salt_;
    const Bucket& b = bucket(key);
    for (const Entry& e : b.entries) {
        const std::uint64_t data = e.data.load(std::memory_order_relaxed);
        const std::uint64_t check = e.check.load(std::memory_order_relaxed);
        if ((check ^ data) != key || boundOf(data) == Bound::None) {
            continue;
        }
        hit.score = scoreFromTable(scoreOf(data), ply);
        hit.move = moveOf(data);
        hit.depth = depthOf(data);
        hit.bound = boundOf(data);
        return true;
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, int score, int move, int depth, Bound bound,
                               int ply) {
    key ^= salt_;
    score = scoreToTable(score, ply);
    Bucket& b = bucket(key);
    Entry* target = nullptr;
    int worst = 1 << 30;
    for (Entry& e : b.entries) {
        const std::uint64_t data = e.data.load(std::memory_order_relaxed);
        const std::uint64_t check = e.check.load(std::memory_order_relaxed);
        if ((check ^ data) == key) {
            // The same position: keep a deeper result unless this one is exact,
            // and keep the old move when this result has none.
            if (bound != Bound::Exact && depthOf(data) > depth + 2 &&
                generationOf(data) == generation_) {
                return;
            }
            if (move < 0) {
                move = moveOf(data);
            }
            target = &e;
            break;
        }
        // Replace the shallowest entry, counting older searches' entries as shallower.
        const int age = (generation_ - generationOf(data)) & 63;
        const int value = boundOf(data) == Bound::None ? -1000 : depthOf(data) - 8 * age;
        if (value < worst) {
            worst = value;
            target = &e;
        }
    }
    const std::uint64_t data = pack(score, move, depth, bound, generation_);
    target->data.store(data, std::memory_order_relaxed);
    target->check.store(key ^ data, std::memory_order_relaxed);
}

} // namespace ttt::hard
