#pragma once

// A small seeded random source whose draws are identical on every compiler and
// standard library (std::uniform_int_distribution is not), so that a seed
// replays the same game on Linux and Windows.

#include <cstdint>
#include <vector>

namespace ttt {

class Random {
public:
    explicit Random(std::uint64_t seed = 0) : state_(seed) {}

    void seed(std::uint64_t seed) { state_ = seed; }

    // SplitMix64: one addition and a mix per draw, good enough for choosing moves.
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound); bound must be positive. Rejection sampling removes
    // the bias a plain modulo would have.
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
        std::uint64_t value = next();
        while (value >= limit) {
            value = next();
        }
        return value % bound;
    }

    // Uniform in [0, 1), from the top 53 bits of one draw.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // A uniformly chosen element; the span must not be empty.
    template <typename T> const T& pick(const std::vector<T>& items) {
        return items[static_cast<std::size_t>(below(items.size()))];
    }

private:
    std::uint64_t state_;
};

} // namespace ttt
