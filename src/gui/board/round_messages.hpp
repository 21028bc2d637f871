#pragma once

// What the window says about the round: the line above the board (whose turn
// it is, or the result and how the next round starts) and the sentence in
// the status bar. The words for the rules themselves are in rule_messages.hpp.

#include "board/theme.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <wx/string.h>

namespace ttt::gui {

// Who won the round, the way the banner colours it.
enum class RoundWinner {
    None,               // no one (yet)
    ComputerOverPerson, // the computer beat a person
    Person,             // a person won
    Computer,           // a computer beat a computer
};
[[nodiscard]] RoundWinner roundWinner(const GameEngine& game);

// The banner above the board: the result and how to go on, a replay's move,
// or whose turn it is. `replay`: `game` is a position shown instead of the
// live game; `thinking`: the computer is thinking about its move.
struct BannerWords {
    wxString title;
    wxString subtitle;
};
[[nodiscard]] BannerWords bannerWords(const GameEngine& game, ThemeId theme, bool thinking,
                                      bool replay);

// The status bar's sentence about the live game: the result and how the next
// round starts, or whose turn it is with what the opening rules ask.
[[nodiscard]] wxString roundStatus(const GameEngine& game, ThemeId theme, bool thinking);

} // namespace ttt::gui
