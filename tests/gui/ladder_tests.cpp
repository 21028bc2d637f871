// The ladder of levels in the window (features.md M5): the Difficulty menu
// and the New game dialog offer all eight, "Adapt to my results" moves the
// computer between rounds, and the New game dialog suggests a level for a
// rated person.

#include "dialogs/new_game_dialog.hpp"
#include "dialogs/settings_menus.hpp"
#include "game/game_labels.hpp"
#include "game/level_adapter.hpp"
#include "gui_test_support.hpp"
#include "records_test_support.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "window/score_panel.hpp"

#include <catch2/catch.hpp>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/menu.h>
#include <wx/stattext.h>

using namespace std::chrono_literals;
using ttt::BotLevel;
using ttt::Point;
using namespace ttt::gui;

namespace {

template <typename T> T* child(wxWindow& parent, const char* name) {
    return dynamic_cast<T*>(wxWindow::FindWindowByName(name, &parent));
}

// Plays the person's side with Hard's moves until the round ends.
void playRoundWell(test::WindowFixture& window, ttt::HardBot& oracle) {
    test::playRoundAgainstComputer(window, [&oracle](const ttt::GameEngine& game) {
        ttt::SearchBudget budget;
        budget.timeLimit = 0ms;
        budget.nodeLimit = 100'000;
        return oracle.chooseMove(ttt::GameView::of(game), budget).move;
    });
}

} // namespace

TEST_CASE("Two wins or two losses in a row move the level", "[ladder]") {
    LevelAdapter adapter;
    using Result = LevelAdapter::Result;
    CHECK_FALSE(adapter.record(BotLevel::Medium, Result::Win));
    CHECK(adapter.record(BotLevel::Medium, Result::Win) == BotLevel::Club);
    CHECK(adapter.streak() == 0); // a new level counts afresh
    CHECK_FALSE(adapter.record(BotLevel::Medium, Result::Loss));
    CHECK(adapter.record(BotLevel::Medium, Result::Loss) == BotLevel::Novice);
    // A draw, or a result the other way, breaks the run.
    CHECK_FALSE(adapter.record(BotLevel::Medium, Result::Win));
    CHECK_FALSE(adapter.record(BotLevel::Medium, Result::Draw));
    CHECK_FALSE(adapter.record(BotLevel::Medium, Result::Win));
    CHECK_FALSE(adapter.record(BotLevel::Medium, Result::Loss));
    CHECK(adapter.streak() == -1);
    // Nothing beyond the ends of the ladder.
    adapter.forget();
    CHECK_FALSE(adapter.record(BotLevel::Hard, Result::Win));
    CHECK_FALSE(adapter.record(BotLevel::Hard, Result::Win));
    CHECK_FALSE(adapter.record(BotLevel::Easy, Result::Loss));
    CHECK_FALSE(adapter.record(BotLevel::Easy, Result::Loss));
}

TEST_CASE("The Difficulty menu and the New game dialog offer the whole ladder", "[ladder]") {
    test::WindowFixture window(test::humanVsComputer(BotLevel::Medium));
    wxMenuBar& bar = *window.frame().GetMenuBar();
    for (const BotLevel level : ttt::kBotLevels) {
        const int id = bar.FindMenuItem(_("&Settings"), "&" + levelChoiceLabel(level));
        INFO(levelChoiceLabel(level));
        CHECK(id != wxNOT_FOUND);
    }
    // Choosing one starts a game against it, the thinking time kept.
    window.frame().settingsMenus().chooseLevel(BotLevel::Skilled);
    CHECK(window.frame().options().computer.level == BotLevel::Skilled);
    CHECK(window.game().player(1).spec.level == BotLevel::Skilled);

    NewGameDialog dialog(&window.frame(), window.frame().options(), ttt::gui::ThemeId::Classic);
    auto* difficulty = child<wxChoice>(dialog, "difficulty");
    REQUIRE(difficulty != nullptr);
    CHECK(difficulty->GetCount() == ttt::kBotLevels.size());
    CHECK(difficulty->GetStringSelection() == levelChoiceLabel(BotLevel::Skilled));
    difficulty->SetSelection(7);
    CHECK(dialog.options().computer.level == BotLevel::Hard);
}

TEST_CASE("The New game dialog suggests the level nearest a person's rating", "[ladder]") {
    test::WindowFixture window(test::humanVsComputer(BotLevel::Medium));
    const auto lookup = [](const wxString& name, ttt::RatingPool pool) {
        std::optional<ttt::PlayerRating> rating;
        if (name == "Anna" && pool == ttt::RatingPool::FiveInARow) {
            rating = ttt::PlayerRating{ttt::levelRating(BotLevel::Strong, pool) + 5, 20};
        }
        return rating;
    };
    GameOptions options = window.frame().options();
    options.names[0] = "Anna";
    options.rules = ttt::Rules::gomokuFreestyle();
    NewGameDialog dialog(&window.frame(), options, ttt::gui::ThemeId::Classic, {}, lookup);
    auto* suggestion = child<wxStaticText>(dialog, "suggestion");
    REQUIRE(suggestion != nullptr);
    CHECK(suggestion->IsShown());
    CHECK(suggestion->GetLabel().Contains("Anna"));
    CHECK(suggestion->GetLabel().Contains(levelChoiceLabel(BotLevel::Strong)));
    // Nobody rated on 3x3, and nobody named Bob: no suggestion.
    auto* variant = child<wxChoice>(dialog, "variant");
    REQUIRE(variant != nullptr);
    variant->SetSelection(static_cast<int>(Variant::Classic));
    wxCommandEvent changed(wxEVT_CHOICE, variant->GetId());
    changed.SetEventObject(variant);
    variant->ProcessWindowEvent(changed);
    CHECK_FALSE(suggestion->IsShown());
    child<wxComboBox>(dialog, "name1")->SetValue("Bob");
    CHECK_FALSE(suggestion->IsShown());
}

TEST_CASE("Adapt to my results moves the computer up after two wins", "[ladder]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsComputer(BotLevel::Easy));
    SettingsMenus& menus = window.frame().settingsMenus();
    menus.setAdaptLevel(true);
    ttt::HardBot oracle(3);
    // A perfect player beats random play in most rounds; a draw only restarts the count.
    for (int round = 0; round < 12 && window.frame().options().computer.level == BotLevel::Easy;
         ++round) {
        playRoundWell(window, oracle);
        window.frame().restartRound();
        test::pumpUntil([] { return false; }, 50ms); // the level changes after the round starts
    }
    REQUIRE(window.frame().options().computer.level == BotLevel::Novice);
    CHECK(window.game().player(1).spec.level == BotLevel::Novice);
    // The score goes on, and the player is told.
    CHECK(window.game().score().wins[0] >= 2);
    CHECK(window.frame().GetStatusBar()->GetStatusText(0).Contains(
        levelChoiceLabel(BotLevel::Novice)));
    // Without it, nothing moves, not even after two wins in a row.
    menus.setAdaptLevel(false);
    int winsInARow = 0;
    for (int round = 0; round < 12 && winsInARow < LevelAdapter::kRoundsInARow; ++round) {
        const int winsBefore = window.game().score().wins[0];
        playRoundWell(window, oracle);
        winsInARow = window.game().score().wins[0] > winsBefore ? winsInARow + 1 : 0;
        window.frame().restartRound();
        test::pumpUntil([] { return false; }, 50ms);
    }
    REQUIRE(winsInARow == LevelAdapter::kRoundsInARow);
    CHECK(window.frame().options().computer.level == BotLevel::Novice);
    CHECK(window.game().player(1).spec.level == BotLevel::Novice);
}

TEST_CASE("A level changed by Adapt keeps the round, the score and who opens", "[ladder]") {
    test::TemporaryDataDir dir;
    GameOptions options = test::humanVsComputer(BotLevel::Easy);
    options.starts = ttt::StartPolicy::Alternate;
    test::WindowFixture window(options);
    window.frame().settingsMenus().setAdaptLevel(true);
    ttt::HardBot oracle(3);
    int rounds = 0;
    while (rounds < 12 && window.frame().options().computer.level == BotLevel::Easy) {
        playRoundWell(window, oracle);
        window.frame().restartRound();
        ++rounds;
        test::pumpUntil([] { return false; }, 50ms); // the level changes after the round starts
    }
    REQUIRE(window.frame().options().computer.level == BotLevel::Novice);
    const ttt::GameEngine& game = window.game();
    CHECK(game.player(1).spec.level == BotLevel::Novice);
    CHECK(game.completedRounds() == rounds);
    CHECK(window.frame().scores().roundLabel() == wxString::Format("Round %d", rounds + 1));
    const ttt::Score& score = game.score();
    CHECK(score.wins[0] >= 2);
    CHECK(score.wins[0] + score.wins[1] + score.draws == rounds);
    // Alternating: player 1 opens the odd rounds, the computer the even ones.
    CHECK(game.firstToMove() == (rounds % 2 == 0 ? ttt::Mark::X : ttt::Mark::O));
    // The computer opens its rounds at the new level too.
    if (game.firstToMove() == ttt::Mark::O) {
        CHECK(test::pumpUntil([&game] { return game.history().size() == 1; }, 5s));
    }
}
