#pragma once

// The words the window uses for the game's own things: computer levels,
// ratings, players, variants and thinking times, translated. Shared by the
// side panel, the menus and the dialogs.

#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/level_ratings.hpp"

#include <array>
#include <chrono>
#include <wx/string.h>

namespace ttt::gui {

// "Human", "Computer · Club", or with the thinking time "Computer · Hard · 1 s".
[[nodiscard]] wxString describePlayer(const Player& player);
// The variant in words, translated.
[[nodiscard]] wxString describeRules(const Rules& rules);
// The translated name of a computer level ("Easy", "Novice", ..., "Hard").
[[nodiscard]] wxString levelLabel(BotLevel level);
// The level with its place on the ladder, for menus and choices ("4 · Club").
[[nodiscard]] wxString levelChoiceLabel(BotLevel level);
// A person's rating as a whole number, "?" after it while provisional ("1240?").
[[nodiscard]] wxString ratingText(const PlayerRating& rating);

// "0.5 s": a thinking time as the menus and the dialog show it.
[[nodiscard]] wxString thinkingTimeLabel(std::chrono::milliseconds time);

// The thinking times offered (Settings ▸ Thinking time and the Preferences dialog).
inline constexpr std::array<std::chrono::milliseconds, 6> kThinkingTimes{
    std::chrono::milliseconds(200),  std::chrono::milliseconds(500),
    std::chrono::milliseconds(1000), std::chrono::milliseconds(2000),
    std::chrono::milliseconds(5000), std::chrono::milliseconds(10000)};

} // namespace ttt::gui
