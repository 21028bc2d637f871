#pragma once

// Threat-space search: does the side to move win by a chain of fours (VCF,
// victory by continuous fours) or of fours and open threes (VCT)? The attacker
// only plays threats; the defender tries every answer that can matter (the
// forced block of a four; the cells that stop an open three and the
// defender's own fours). Found wins are real forced wins.

#include "move_generation.hpp"
#include "position.hpp"
#include "time_manager.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace ttt::hard {

class ThreatSearch {
public:
    ThreatSearch(Position& pos, TimeManager& time, std::uint64_t& nodes);

    struct Win {
        int move = kNoCell; // the attacker's first move
        int plies = 0;      // moves until the five, both sides counted
    };

    // At most `maxFours` fours, `nodeBudget` nodes and `timeShare` of the move's time.
    [[nodiscard]] Win findVcf(int maxFours, std::uint64_t nodeBudget, double timeShare);
    // At most `maxThreats` threats (each may end in a VCF), and at most `timeShare`
    // of the move's time.
    [[nodiscard]] Win findVct(int maxThreats, int maxFours, std::uint64_t nodeBudget,
                              double timeShare);

private:
    [[nodiscard]] std::optional<int> settledAtStart(int ply, int* firstMove);
    [[nodiscard]] int vcf(int foursLeft, int ply, int* firstMove);
    [[nodiscard]] int vct(int threatsLeft, int ply, int* firstMove);
    [[nodiscard]] int defend(int threatsLeft, int ply);
    [[nodiscard]] bool outOfBudget();
    [[nodiscard]] bool exhausted() const;
    std::vector<ScoredMove>& buffer(int ply);

    Position& pos_;
    TimeManager& time_;
    std::uint64_t& nodes_;
    std::uint64_t limit_ = 0;
    int vcfFours_ = 0;
    double timeShare_ = 1.0;
    bool outOfTime_ = false;
    std::vector<std::vector<ScoredMove>> buffers_;
};

} // namespace ttt::hard
