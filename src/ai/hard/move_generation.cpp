#include "move_generation.hpp"

namespace ttt::hard {

namespace {

int orderingScore(const Position& pos, int cell) {
    const Side me = pos.sideToMove();
    const Side op = opponent(me);
    return threatPriority(pos.category(me, cell), pos.category(op, cell)) +
           pos.cellValue(me, cell) + pos.cellValue(op, cell) * 4 / 5;
}

template <typename Keep>
void collect(const Position& pos, Position::Area a, std::vector<ScoredMove>& out, Keep keep) {
    out.clear();
    for (int y = a.y0; y <= a.y1; ++y) {
        for (int x = a.x0; x <= a.x1; ++x) {
            const int cell = pos.cellOf(x, y);
            if (pos.isEmpty(cell) && keep(cell)) {
                out.push_back(ScoredMove{cell, orderingScore(pos, cell)});
            }
        }
    }
}

} // namespace

void generateDefences(const Position& pos, Side attacker, std::vector<ScoredMove>& out) {
    const Side defender = opponent(attacker);
    collect(pos, pos.area(), out, [&](int cell) {
        return makesFour(pos.category(attacker, cell)) || makesFour(pos.category(defender, cell));
    });
}

void generateFours(const Position& pos, std::vector<ScoredMove>& out) {
    const Side me = pos.sideToMove();
    if (pos.fourCount(me) == 0) {
        out.clear();
        return;
    }
    collect(pos, pos.area(), out, [&](int cell) { return makesFour(pos.category(me, cell)); });
}

void sortMoves(std::vector<ScoredMove>& moves) {
    // Insertion sort: stable, in place (no allocation) and quick on short lists.
    for (std::size_t i = 1; i < moves.size(); ++i) {
        const ScoredMove m = moves[i];
        std::size_t j = i;
        for (; j > 0 && moves[j - 1].score < m.score; --j) {
            moves[j] = moves[j - 1];
        }
        moves[j] = m;
    }
}

} // namespace ttt::hard
