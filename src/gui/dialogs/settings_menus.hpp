#pragma once

// Settings ▸ Players, Difficulty, Thinking time, Who starts, Board, Theme and Language
// (features.md G4, G11, M1-M3, R1-R6, E3): each choice starts a new game
// (asking first when a round is under way), except the theme, the language
// (from the next start) and a level chosen between people. Every check
// mark follows the options through wxEVT_UPDATE_UI, so a cancelled choice or a
// game opened from a file shows as it is.

#include "app/language.hpp"
#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "game/level_adapter.hpp"

#include <array>
#include <chrono>

namespace ttt::gui {

class SettingsMenus final : public WindowFeature {
public:
    using WindowFeature::WindowFeature;

    void addMenuItems(Menus& menus) override;
    void startSession(const StoredSettings& settings) override;
    void saveSettings(StoredSettings& settings) const override;

    // The same as the menu items (the tests use them).
    void chooseMode(Mode mode);
    void chooseLevel(BotLevel level);
    // How long Hard or an engine thinks about a move (Settings ▸ Thinking time).
    void chooseThinkingTime(std::chrono::milliseconds time);
    void chooseStarts(StartPolicy starts);
    void chooseOpening(OpeningRule rule);
    void chooseBoard(const Rules& rules);
    void chooseCustomBoard(); // the Custom board dialog
    void chooseLanguage(LanguageId language);
    [[nodiscard]] LanguageId chosenLanguage() const { return language_; }
    // Settings ▸ Difficulty ▸ Adapt to my results.
    void setAdaptLevel(bool adapt);
    [[nodiscard]] bool adaptsLevel() const { return adapt_; }
    // Settings ▸ Thinking time ▸ Think on my time (GameController::setPondering).
    void setPondering(bool on);

    void gameChanged(GameEvent event) override;

private:
    // A radio or check item whose mark follows `isCurrent` and whose choice
    // runs `choose`.
    void addChoice(wxMenu& menu, const wxString& label, std::function<bool()> isCurrent,
                   std::function<void()> choose, bool radio = true);

    // The person's result of the round on screen against a level, counted
    // when the round is left (an undone win does not count).
    [[nodiscard]] std::optional<LevelAdapter::Result> resultAgainstLevel() const;

    LanguageId language_ = activeLanguage(); // kept for the next start
    bool adapt_ = false;
    LevelAdapter adapter_;
    std::optional<LevelAdapter::Result> finished_;
    bool adapting_ = false; // the level is changing between rounds
};

} // namespace ttt::gui
