#pragma once

// What the window says about a reviewed round (features.md G14): each
// player's accuracy and count of each class beside the move list, the
// verdict on the move shown, and the status bar's summary.

#include "board/theme.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/round_review.hpp"

#include <cstddef>
#include <wx/string.h>

namespace ttt::gui {

// The player who played `side` in the reviewed round (the last to hold it:
// Swap and Swap2 may change owners after the opening stones).
[[nodiscard]] int reviewedPlayer(const GameEngine& game, const RoundReview& review, Mark side);

// "A mistake", "The engine's move", ... (capitalised: it opens a sentence).
[[nodiscard]] wxString moveClassWords(MoveClass c);

// One line a player: "Ann (X): accuracy 87 · best 12, good 3, inaccuracies 1,
// mistakes 0, blunders 1".
[[nodiscard]] wxString reviewSummaryText(const GameEngine& game, const RoundReview& review,
                                         ThemeId theme);

// The first sentence of that: "Move 9, A15 (Ann): a blunder; chance 100% → 52%."
[[nodiscard]] wxString moveVerdictText(const GameEngine& game, const RoundReview& review,
                                       std::size_t shown);

// The verdict on the move that made the position after `shown` moves:
// "Move 9, A15 (Ann): a blunder; chance 100% → 52%. The engine plays C8. It
// missed a win in 1 at C8." Empty before the first move.
[[nodiscard]] wxString moveReviewText(const GameEngine& game, const RoundReview& review,
                                      std::size_t shown);

// The status bar's line when a review is done: the accuracies, the first
// missed win and the first move that let a won position go.
[[nodiscard]] wxString reviewDoneText(const GameEngine& game, const RoundReview& review);

} // namespace ttt::gui
