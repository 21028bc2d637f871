#pragma once

// A fixed-size, always-allocated hash table of search results keyed by the
// Zobrist hash. Nothing is allocated while searching.

#include "search_basics.hpp"

#include <cstdint>
#include <vector>

namespace ttt::hard {

struct TTEntry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::uint16_t move = 0xFFFF;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 32);

    [[nodiscard]] std::size_t megabytes() const { return megabytes_; }

    void clear();
    // Makes every stored entry invisible without touching memory: keys are
    // salted per generation. Used where results must not depend on earlier
    // searches (reproducible budgets) or when cell numbers change meaning.
    void forgetAll();
    // A matching entry, or nullptr.
    [[nodiscard]] const TTEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, int score, int move, int depth, Bound bound);

private:
    [[nodiscard]] std::size_t slot(std::uint64_t key) const {
        return static_cast<std::size_t>(key) & mask_;
    }
    std::size_t megabytes_;
    std::vector<TTEntry> entries_;
    std::size_t mask_ = 0;
    std::uint64_t salt_ = 0;
    std::uint64_t generation_ = 0;
};

} // namespace ttt::hard
