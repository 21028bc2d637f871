#pragma once

// Which moves a node searches, best-looking first. Called after the node has
// dealt with a win in one and with the opponent's five threat.

#include "position.hpp"
#include "search_basics.hpp"

#include <vector>

namespace ttt::hard {

enum class MoveScope {
    NearStones, // empty cells within two of a stone (large boards)
    Everywhere  // every empty cell (boards small enough to solve)
};

// When the opponent threatens an open four (or a double four), only moves that
// stop it or that make a four of one's own can avoid losing; otherwise every
// candidate in scope. Moves get a threat-based ordering score.
void generateMoves(const Position& pos, MoveScope scope, std::vector<ScoredMove>& out);

// Moves that make a four for the side to move (for the threat searches).
void generateFours(const Position& pos, std::vector<ScoredMove>& out);

// Defences against a pending open-four threat of `attacker`: cells where the
// attacker would make a four, and the defender's own fours.
void generateDefences(const Position& pos, Side attacker, std::vector<ScoredMove>& out);

// Sorts by score, highest first (stable, so equal scores keep board order).
void sortMoves(std::vector<ScoredMove>& moves);

} // namespace ttt::hard
