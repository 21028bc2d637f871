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
    OpeningRule opening = OpeningRule::None; // five in a row only (R3)
    ClockSettings clock;                     // New game ▸ Time control (G16)
    // The computer player (a level or an engine, with its thinking time).
    PlayerSpec computer = PlayerSpec::computer(BotLevel::Medium);
    // An engine's own name (its ABOUT answer), e.g. "Rapfi"; empty: the name
    // of its program. Only for an engine.
    wxString engineTitle;
    std::array<wxString, 2> names; // human names; empty means the default

    [[nodiscard]] GameSetup toSetup() const;
    [[nodiscard]] wxString nameOf(int player) const;
    // The engine's title, or its program's name when it has none.
    [[nodiscard]] wxString displayedEngineName() const;
};

// The program's name of an engine player without folder and ".exe", e.g.
// "pbrain-foo" (empty for the built-in levels).
[[nodiscard]] wxString engineName(const PlayerSpec& spec);

} // namespace ttt::gui
