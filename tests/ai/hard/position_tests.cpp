// The general search board (any k, exact or freestyle): what it keeps up to
// date stone by stone must equal a rebuild from the stones, after any mix of
// moves and take-backs, and taking everything back gives the empty board again.

#include "position.hpp"
#include "tictactoe/ai/random.hpp"

#include <catch2/catch.hpp>
#include <string>

using ttt::hard::Position;

TEST_CASE("Incremental keys, patterns, counts and hash equal a rebuild", "[hard][position]") {
    struct Shape {
        int width, height, k;
        bool exact;
    };
    for (const Shape s : {Shape{3, 3, 3, false}, Shape{4, 4, 4, true}, Shape{7, 6, 4, false},
                          Shape{10, 8, 5, true}, Shape{15, 15, 5, false}, Shape{12, 12, 6, true}}) {
        INFO(s.width << "x" << s.height << " k=" << s.k << (s.exact ? " exact" : " freestyle"));
        ttt::Random random(static_cast<std::uint64_t>(s.width * 1000 + s.height * 10 + s.k));
        Position position(s.width, s.height, s.k, s.exact);
        REQUIRE(position.checkConsistency());
        const std::uint64_t emptyHash = position.hash();
        const int cells = s.width * s.height;
        for (int round = 0; round < 8; ++round) {
            const int target =
                std::min(cells, position.stoneCount() + 3 + static_cast<int>(random.below(12)));
            while (position.stoneCount() < target) {
                const int x = static_cast<int>(random.below(static_cast<std::uint64_t>(s.width)));
                const int y = static_cast<int>(random.below(static_cast<std::uint64_t>(s.height)));
                const int cell = position.cellOf(x, y);
                if (!position.isEmpty(cell)) {
                    continue;
                }
                position.play(cell);
                const auto consistent = position.checkConsistency();
                INFO("after playing (" << x << ", " << y << "): "
                                       << (consistent ? "" : consistent.error().message()));
                REQUIRE(consistent);
            }
            const auto back = random.below(static_cast<std::uint64_t>(position.stoneCount() + 1));
            for (std::uint64_t i = 0; i < back; ++i) {
                position.undo();
                const auto consistent = position.checkConsistency();
                INFO("after taking back to " << position.stoneCount() << " stones: "
                                             << (consistent ? "" : consistent.error().message()));
                REQUIRE(consistent);
            }
        }
        while (position.stoneCount() > 0) {
            position.undo();
        }
        CHECK(position.hash() == emptyHash);
        CHECK(position.checkConsistency());
    }
}
