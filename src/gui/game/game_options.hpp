#pragma once

// What the player chose in the menus and the New game dialog, before it
// becomes a GameSetup. Human names are kept even while a computer plays so
// that switching modes back and forth does not lose them.

#include "tictactoe/game/game_engine.hpp"

#include <array>
#include <string>
#include <wx/string.h>

namespace ttt::gui {

struct GameOptions {
    Mode mode = Mode::HumanVsComputer;
    Rules rules = Rules::classic();
    StartPolicy starts = StartPolicy::Player1;
    // The computer player (a level or an engine, with its thinking time).
    PlayerSpec computer = PlayerSpec::computer(BotLevel::Medium);
    std::array<wxString, 2> names; // human names; empty means the default

    [[nodiscard]] GameSetup toSetup() const;
    [[nodiscard]] wxString nameOf(int player) const;
};

} // namespace ttt::gui
