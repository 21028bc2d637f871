#pragma once

// The Hard search behind one call (HardBot owns one): maps the game's board
// (bounded, or a window of the unlimited field around the stones) onto the internal
// Position, picks the search options for the variant, and translates the
// result back into points and SearchInfo.

#include "tictactoe/ai/bot.hpp"
#include "time_manager.hpp"
#include "transposition_table.hpp"

#include <cstdint>
#include <memory>
#include <optional>

namespace ttt::hard {

// The table a search with this budget gets, in megabytes: enough for the
// nodes the budget allows (about 2 million a second a thread), no more, as
// allocating and touching a large table costs time of its own.
[[nodiscard]] std::size_t tableMegabytes(const Rules& rules, const SearchBudget& budget);

class SearchFacade {
public:
    explicit SearchFacade(std::uint64_t seed);
    ~SearchFacade();
    SearchFacade(const SearchFacade&) = delete;
    SearchFacade& operator=(const SearchFacade&) = delete;

    void setSeed(std::uint64_t seed) { seed_ = seed; }
    // Waits for the tables a search under these rules needs (HardBot::prepare).
    void prepare(const Rules& rules);
    void reset();
    [[nodiscard]] BotMove chooseMove(const GameView& view, const SearchBudget& budget);
    // HardBot::ponder: chooseMove's search of `view`, on the opponent's time.
    bool ponder(const GameView& view, const SearchBudget& budget);

private:
    // Which part of the field the internal board covers.
    struct Window {
        int x0 = 0;
        int y0 = 0;
        int width = 0;
        int height = 0;
        bool operator==(const Window&) const = default;
        [[nodiscard]] bool contains(Point p) const {
            return p.x >= x0 && p.y >= y0 && p.x < x0 + width && p.y < y0 + height;
        }
    };
    // keepCurrent: reuse the last window while the stones fit well inside it.
    [[nodiscard]] Window chooseWindow(const GameView& view, bool keepCurrent) const;
    // The table for a search of this window under these rules: made again
    // for another size, forgotten when cell numbers change meaning.
    TranspositionTable& table(const Rules& rules, const Window& window, const SearchBudget& budget);
    // Five in a row on a board too large to solve: the specialised search.
    [[nodiscard]] BotMove chooseFive(const GameView& view, const SearchBudget& budget,
                                     TimeManager::Clock::time_point start);

    std::uint64_t seed_;
    std::unique_ptr<TranspositionTable> tt_;
    std::optional<Rules> ttRules_;
    std::optional<Window> ttWindow_;
    // The Gomoku tables being built, until the first search has waited for
    // them (the last facade to let go of a build still running waits for it).
    class TableBuild;
    std::shared_ptr<const TableBuild> tables_;
};

} // namespace ttt::hard
