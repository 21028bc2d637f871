#pragma once

// The moves the threat search (threat_search.hpp) tries on the general board,
// best-looking first.

#include "position.hpp"
#include "search_basics.hpp"

#include <vector>

namespace ttt::hard {

// Moves that make a four for the side to move (for the threat searches).
void generateFours(const Position& pos, std::vector<ScoredMove>& out);

// Defences against a pending open-four threat of `attacker`: cells where the
// attacker would make a four, and the defender's own fours.
void generateDefences(const Position& pos, Side attacker, std::vector<ScoredMove>& out);

// Sorts by score, highest first (stable, so equal scores keep board order).
void sortMoves(std::vector<ScoredMove>& moves);

} // namespace ttt::hard
