#include "bench_positions.hpp"

namespace ttt::bench {

namespace {

// Two self-play games of the Hard bot at 30,000 nodes a move, frozen here so
// that the positions never change when the search does.
const std::vector<Point> kGameA{{7, 7},  {8, 8}, {9, 7}, {6, 7}, {8, 6}, {6, 8}, {7, 5},
                                {10, 8}, {7, 6}, {7, 8}, {9, 8}, {4, 8}, {5, 8}, {5, 6},
                                {4, 5},  {6, 9}, {7, 4}, {7, 3}, {6, 4}, {5, 3}, {6, 6}};
const std::vector<Point> kGameB{
    {7, 7},  {7, 8},  {5, 9},  {6, 8},  {8, 8},  {6, 6},  {7, 9},   {6, 7},  {6, 9}, {8, 9},
    {5, 6},  {7, 10}, {6, 10}, {5, 11}, {4, 9},  {3, 9},  {4, 8},   {7, 11}, {3, 7}, {2, 6},
    {4, 10}, {4, 11}, {6, 11}, {6, 5},  {6, 4},  {9, 10}, {10, 11}, {5, 5},  {4, 7}, {4, 6},
    {9, 7},  {10, 6}, {6, 12}, {6, 13}, {7, 12}, {5, 10}, {5, 12},  {8, 12}, {2, 7}, {1, 7},
    {4, 5},  {3, 12}, {3, 6},  {2, 13}, {1, 14}, {5, 4},  {1, 8},   {0, 9},  {5, 8}, {2, 5}};
const std::vector<Point> kGameC{{7, 7}, {8, 6},  {9, 7}, {9, 6},  {8, 7},   {10, 7},
                                {7, 6}, {11, 8}, {8, 5}, {12, 9}, {13, 10}, {6, 7}};

std::vector<Point> prefix(const std::vector<Point>& game, std::size_t n) {
    return {game.begin(), game.begin() + static_cast<long>(n)};
}

Rules unlimited(int k) {
    Rules rules = Rules::unlimitedFive();
    rules.k = k;
    return rules;
}

std::vector<Point> shifted(std::vector<Point> moves, Point by) {
    for (auto& p : moves) {
        p = p + by;
    }
    return moves;
}

} // namespace

const std::vector<BenchPosition>& benchPositions() {
    static const std::vector<BenchPosition> positions{
        {"15x15 opening", Rules::gomokuFreestyle(), prefix(kGameA, 6)},
        {"15x15 early", Rules::gomokuFreestyle(), prefix(kGameB, 12)},
        {"15x15 attack", Rules::gomokuFreestyle(), prefix(kGameC, 12)},
        {"15x15 middle", Rules::gomokuFreestyle(), prefix(kGameA, 21)},
        {"15x15 busy", Rules::gomokuFreestyle(), prefix(kGameB, 30)},
        {"15x15 late", Rules::gomokuFreestyle(), prefix(kGameB, 50)},
        {"15x15 exact five", Rules::gomokuExact(), prefix(kGameB, 20)},
        {"15x15 renju", Rules::gomokuRenju(), prefix(kGameB, 24)},
        {"15x15 caro", Rules::gomokuCaro(), prefix(kGameA, 16)},
        {"unlimited far", Rules::unlimitedFive(),
         shifted(prefix(kGameA, 16), {999'993, -1'000'007})},
        {"unlimited across zero", Rules::unlimitedFive(), shifted(prefix(kGameB, 24), {-7, -7})},
        // Other lengths of line: the general search (its own signature line).
        {"19x19 six", Rules::bounded(19, 19, 6), shifted(prefix(kGameB, 30), {2, 2})},
        {"unlimited six", unlimited(6), shifted(prefix(kGameA, 16), {-500, 300})},
    };
    return positions;
}

} // namespace ttt::bench
