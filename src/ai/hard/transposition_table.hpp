#pragma once

// The transposition table of Hard's searches, shared by all search threads
// without locks: an entry is two 64-bit words, the key stored XORed
// with the data, so that a torn write (two threads storing into one slot at
// once) reads back as a miss rather than as a wrong result. Four entries make
// a bucket of one cache line; the replacement prefers shallow and old ones.

#include "search_basics.hpp"

#include <atomic>
#include <cstdint>
#include <memory>

namespace ttt::hard {

struct TTHit {
    int score = 0;
    int move = -1; // -1: none
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);

    [[nodiscard]] std::size_t megabytes() const { return megabytes_; }
    // Forget everything (also what other generations stored).
    void clear();
    // A new search: older entries are replaced first.
    void newSearch() { generation_ = static_cast<std::uint8_t>((generation_ + 1) & 63U); }
    // Makes every entry invisible without touching the memory (keys are
    // salted): where a result must not depend on earlier searches
    // (reproducible budgets) or where cell numbers change meaning.
    void forgetAll();

    [[nodiscard]] bool probe(std::uint64_t key, int ply, TTHit& hit) const;
    // Scores are given and found relative to the root, `ply` plies above.
    void store(std::uint64_t key, int score, int move, int depth, Bound bound, int ply);
    void prefetch(std::uint64_t key) const;

private:
    struct Entry {
        std::atomic<std::uint64_t> check{0}; // key ^ data
        std::atomic<std::uint64_t> data{0};
    };
    struct alignas(64) Bucket {
        Entry entries[4];
    };
    [[nodiscard]] Bucket& bucket(std::uint64_t key) const {
        return buckets_[static_cast<std::size_t>(key >> 20) & mask_];
    }

    std::size_t megabytes_;
    std::unique_ptr<Bucket[]> buckets_;
    std::size_t mask_ = 0;
    std::uint64_t salt_ = 0;
    std::uint64_t salts_ = 0; // salts used so far
    std::uint8_t generation_ = 0;
};

} // namespace ttt::hard
