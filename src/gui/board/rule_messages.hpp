#pragma once

// What the window says about Renju, Caro, Swap and Swap2 (features.md R3): why
// a click is refused, why a round ended, why a five did not win and what the
// opening rule asks for.

#include "board/theme.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/renju.hpp"

#include <optional>
#include <wx/string.h>

namespace ttt::gui {

// "Black may not play there: it makes a double three (Renju)."; `black` is
// how the theme names black's mark ("black", "X", "1").
[[nodiscard]] wxString forbiddenMoveMessage(renju::Foul foul, const wxString& black);

// The shape a forbidden point would make, in a word or two ("double
// three"), for the sign drawn at the point clicked; empty for None.
[[nodiscard]] wxString foulName(renju::Foul foul);

// Why the round ended, when the rules make it worth saying (Renju, Caro);
// empty otherwise.
[[nodiscard]] wxString endReason(const GameEngine& game);

// Under Caro, when the last move made a five blocked at both ends, that it
// does not win; empty otherwise.
[[nodiscard]] wxString blockedFiveNotice(const GameEngine& game);

// Under Swap and Swap2, what the acting player is to do ("Ann places the
// opening: stone 2 of 3 (white)", "Bob chooses: B takes black, W takes
// white, T places two more"), the colours named as the theme shows them;
// empty outside the opening.
[[nodiscard]] wxString openingPrompt(const GameEngine& game, ThemeId theme);
// A tournament opening's refusal of a click: a short reason shown at the
// point (as a forbidden point's) and the sentence for the status bar.
struct OpeningRefusal {
    wxString reason;
    wxString message;
};
[[nodiscard]] std::optional<OpeningRefusal> openingRefusal(const GameEngine& game, MoveError error);
// Right after a colour decision, what was decided ("Computer takes black.");
// empty otherwise.
[[nodiscard]] wxString openingDecisionNotice(const GameEngine& game, ThemeId theme);

} // namespace ttt::gui
