#include "line_pattern.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <utility>

namespace ttt::hard {

namespace {

constexpr int kMaxRadius = 20; // 3^40 still fits in 64 bits
constexpr int kMaxTableRadius = 5;
constexpr int kCacheBits = 18;
constexpr std::size_t kCacheSize = std::size_t{1} << kCacheBits;

struct LineWindow {
    std::array<std::uint8_t, 2 * kMaxRadius + 1> c{};
    int length = 0;
    int centre = 0;
    int k = 5;
    bool exact = false;

    // Does the own stone at pos stand in a winning run that also holds the centre?
    [[nodiscard]] bool winsThroughCentre(int pos) const {
        int lo = pos;
        int hi = pos;
        while (lo > 0 && c[static_cast<std::size_t>(lo - 1)] == kLineOwn) {
            --lo;
        }
        while (hi < length - 1 && c[static_cast<std::size_t>(hi + 1)] == kLineOwn) {
            ++hi;
        }
        if (lo > centre || hi < centre) {
            return false;
        }
        const int run = hi - lo + 1;
        if (run < k) {
            return false;
        }
        return !exact || (run == k && lo > 0 && hi < length - 1);
    }

    // Empty cells that would complete a win through the centre.
    [[nodiscard]] int completions() {
        int n = 0;
        for (int e = 0; e < length; ++e) {
            auto& cell = c[static_cast<std::size_t>(e)];
            if (cell != kLineEmpty) {
                continue;
            }
            cell = kLineOwn;
            n += winsThroughCentre(e) ? 1 : 0;
            cell = kLineEmpty;
        }
        return n;
    }
};

Pattern classify(LineWindow w) {
    const auto centre = static_cast<std::size_t>(w.centre);
    w.c[centre] = kLineOwn;
    if (w.winsThroughCentre(w.centre)) {
        return kFive;
    }
    const int fours = w.completions();
    if (fours >= 2) {
        return kF4;
    }
    if (fours == 1) {
        return kB4;
    }
    bool closedThree = false;
    for (int e = 0; e < w.length; ++e) {
        auto& cell = w.c[static_cast<std::size_t>(e)];
        if (cell != kLineEmpty) {
            continue;
        }
        cell = kLineOwn;
        const int n = w.completions();
        cell = kLineEmpty;
        if (n >= 2) {
            return kF3;
        }
        closedThree = closedThree || n == 1;
    }
    if (closedThree) {
        return kB3;
    }
    // Lower levels: count the k-long windows through the centre that are free
    // of blockers, and those already holding k-3 own stones.
    int open = 0;
    int twos = 0;
    for (int start = w.centre - w.k + 1; start <= w.centre; ++start) {
        if (start < 0 || start + w.k > w.length) {
            continue;
        }
        int own = 0;
        bool blocked = false;
        for (int i = start; i < start + w.k; ++i) {
            const auto cell = w.c[static_cast<std::size_t>(i)];
            blocked = blocked || cell == kLineBlocked;
            own += cell == kLineOwn ? 1 : 0;
        }
        if (!blocked) {
            ++open;
            twos += own >= std::max(2, w.k - 3) ? 1 : 0;
        }
    }
    if (twos >= 3) {
        return kF2;
    }
    if (twos >= 1) {
        return kB2;
    }
    if (open >= 3) {
        return kF1;
    }
    return open >= 1 ? kB1 : kDead;
}

LineWindow decode(std::uint64_t key, int radius, int k, bool exact) {
    LineWindow w;
    w.length = 2 * radius + 1;
    w.centre = radius;
    w.k = k;
    w.exact = exact;
    for (int i = 0; i < 2 * radius; ++i) {
        const int pos = i < radius ? i : i + 1;
        w.c[static_cast<std::size_t>(pos)] = static_cast<std::uint8_t>(key % 3);
        key /= 3;
    }
    w.c[static_cast<std::size_t>(radius)] = kLineEmpty;
    return w;
}

std::shared_ptr<const std::vector<std::uint8_t>> sharedTable(int k, bool exact, int radius) {
    static std::mutex mutex;
    static std::map<std::pair<int, bool>, std::shared_ptr<const std::vector<std::uint8_t>>> tables;
    const std::scoped_lock lock(mutex);
    auto& slot = tables[{k, exact}];
    if (!slot) {
        std::size_t size = 1;
        for (int i = 0; i < 2 * radius; ++i) {
            size *= 3;
        }
        auto table = std::make_shared<std::vector<std::uint8_t>>(size);
        for (std::size_t key = 0; key < size; ++key) {
            (*table)[key] = classify(decode(key, radius, k, exact));
        }
        slot = std::move(table);
    }
    return slot;
}

} // namespace

int patternRadius(int k, bool exact) {
    return std::min(exact ? k : k - 1, kMaxRadius);
}

Pattern classifyLine(std::span<const std::uint8_t> cells, int k, bool exact) {
    LineWindow w;
    w.length = static_cast<int>(std::min(cells.size(), w.c.size()));
    w.centre = w.length / 2;
    w.k = k;
    w.exact = exact;
    std::copy_n(cells.begin(), w.length, w.c.begin());
    w.c[static_cast<std::size_t>(w.centre)] = kLineEmpty;
    return classify(w);
}

PatternTable::PatternTable(int k, bool exact)
    : k_(k), exact_(exact), radius_(patternRadius(k, exact)) {
    if (radius_ <= kMaxTableRadius) {
        table_ = sharedTable(k, exact, radius_);
    }
}

Pattern PatternTable::lookupSlow(std::uint64_t key) const {
    struct CacheEntry {
        std::uint64_t key = ~0ULL;
        int shape = -1; // k and the overline rule
        Pattern pattern = kDead;
    };
    thread_local std::vector<CacheEntry> cache(kCacheSize);
    const int shape = 2 * k_ + (exact_ ? 1 : 0);
    auto& entry = cache[((key ^ static_cast<std::uint64_t>(shape)) * 0x9E3779B97F4A7C15ULL) >>
                        (64 - kCacheBits)];
    if (entry.key != key || entry.shape != shape) {
        entry.key = key;
        entry.shape = shape;
        entry.pattern = classify(decode(key, radius_, k_, exact_));
    }
    return entry.pattern;
}

} // namespace ttt::hard
