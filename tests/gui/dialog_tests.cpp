// The New game dialog shows the current choices and gives them back, and a
// computer's name field never overwrites the name a person typed.

#include "dialogs/custom_rules_panel.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "gui_test_support.hpp"
#include "replay/replay_commands.hpp"

#include <catch2/catch.hpp>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/radiobox.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>

using namespace ttt::gui;
using ttt::Mark;
using ttt::Point;

TEST_CASE("The New game dialog round-trips every choice", "[dialog]") {
    test::WindowFixture window(test::humanVsHuman());
    GameOptions current;
    current.mode = ttt::Mode::HumanVsHuman;
    current.rules = ttt::Rules::bounded(9, 7, 4, ttt::Overline::Exact);
    current.starts = ttt::StartPolicy::Alternate;
    current.computer = ttt::PlayerSpec::computer(ttt::BotLevel::Hard);
    current.names = {"Ann", "Bea"};

    NewGameDialog dialog(&window.frame(), current, ThemeId::Classic);
    const GameOptions chosen = dialog.options();
    CHECK(chosen.mode == current.mode);
    CHECK(chosen.rules == current.rules);
    CHECK(chosen.starts == current.starts);
    CHECK(chosen.computer == current.computer);
    CHECK(chosen.names[0] == "Ann");
    CHECK(chosen.names[1] == "Bea");

    // Switching to Human vs Computer shows the computer, keeps Bea for later.
    auto* mode = dynamic_cast<wxRadioBox*>(dialog.FindWindowByName("mode"));
    auto* second = dynamic_cast<wxComboBox*>(dialog.FindWindowByName("name2"));
    REQUIRE(mode != nullptr);
    REQUIRE(second != nullptr);
    mode->SetSelection(static_cast<int>(ttt::Mode::HumanVsComputer));
    wxCommandEvent changed(wxEVT_RADIOBOX, mode->GetId());
    changed.SetEventObject(mode);
    mode->GetEventHandler()->ProcessEvent(changed);
    CHECK_FALSE(second->IsEnabled());
    CHECK(second->GetValue() != "Bea");
    const GameOptions againstComputer = dialog.options();
    CHECK(againstComputer.mode == ttt::Mode::HumanVsComputer);
    CHECK(againstComputer.names[1] == "Bea");
    CHECK(againstComputer.toSetup().players[1].isComputer());
}

TEST_CASE("The New game dialog names the marks as the theme draws them", "[dialog]") {
    test::WindowFixture window(test::humanVsHuman());
    const GameOptions current = test::humanVsHuman();

    const NewGameDialog classic(&window.frame(), current, ThemeId::Classic);
    CHECK(test::hasLabel(classic, "Player 1 (X):"));
    CHECK(test::hasLabel(classic, "Player 2 (O):"));

    const NewGameDialog stones(&window.frame(), current, ThemeId::Stones);
    CHECK(test::hasLabel(stones, "Player 1 (black):"));
    CHECK(test::hasLabel(stones, "Player 2 (white):"));
    CHECK_FALSE(test::hasLabel(stones, "Player 1 (X):"));

    const NewGameDialog digits(&window.frame(), current, ThemeId::Digits);
    CHECK(test::hasLabel(digits, "Player 1 (1):"));
    CHECK(test::hasLabel(digits, "Player 2 (0):"));

    // The first mark goes with the first move: when player 2 opens, player 2
    // has black (and X, and 1).
    GameOptions secondOpens = current;
    secondOpens.starts = ttt::StartPolicy::Player2;
    const NewGameDialog swapped(&window.frame(), secondOpens, ThemeId::Stones);
    CHECK(test::hasLabel(swapped, "Player 1 (white):"));
    CHECK(test::hasLabel(swapped, "Player 2 (black):"));
}

TEST_CASE("Black always opens: the marks go with who moves first", "[dialog]") {
    STATIC_REQUIRE(shownMark(Mark::X, Mark::X) == Mark::X);
    STATIC_REQUIRE(shownMark(Mark::O, Mark::O) == Mark::X);
    STATIC_REQUIRE(shownMark(Mark::X, Mark::O) == Mark::O);
    STATIC_REQUIRE(shownMark(Mark::None, Mark::O) == Mark::None);

    GameOptions options = test::humanVsHuman();
    options.starts = ttt::StartPolicy::Alternate;
    test::WindowFixture window(options);
    window.frame().setTheme(ThemeId::Stones);
    const auto status = [&window] { return window.frame().GetStatusBar()->GetStatusText(0); };
    CHECK(status() == "Alice (black) to move");
    for (const Point p : {Point{0, 0}, Point{0, 1}, Point{1, 0}, Point{1, 1}}) {
        REQUIRE(window.frame().controller().playHuman(p));
    }
    CHECK(status() == "Alice (black) to move");
    REQUIRE(window.frame().controller().playHuman({2, 0})); // Alice wins the round
    REQUIRE(window.game().isRoundOver());

    // Bob opens the next round, so Bob has black now; Alice plays white.
    REQUIRE(window.frame().restartRound());
    REQUIRE(window.game().firstToMove() == Mark::O);
    CHECK(status() == "Bob (black) to move");
    REQUIRE(window.frame().controller().playHuman({1, 1}));
    CHECK(status() == "Alice (white) to move");
}

TEST_CASE("The questions before a round is abandoned are titled by what they ask", "[dialog]") {
    test::WindowFixture window(test::humanVsHuman());
    wxArrayString titles;
    window.frame().setConfirmation([&titles](const wxString&, const wxString& title) {
        titles.push_back(title);
        return false;
    });
    REQUIRE(window.frame().controller().playHuman({1, 1}));
    CHECK_FALSE(window.frame().restartRound()); // Esc
    CHECK_FALSE(window.frame().startNewGame(test::humanVsHuman()));
    REQUIRE(titles.size() == 2);
    CHECK(titles[0] == "Restart round");
    CHECK(titles[1] == "New game");
    CHECK(window.game().history().size() == 1);
}

TEST_CASE("Typed custom board sizes are kept as typed, or the problem is shown", "[dialog]") {
    test::WindowFixture window(test::humanVsHuman());
    GameOptions current = test::humanVsHuman(ttt::Rules::bounded(10, 10, 5));
    NewGameDialog dialog(&window.frame(), current, ThemeId::Classic);
    const auto spin = [&dialog](const char* name) {
        auto* control = dynamic_cast<wxSpinCtrl*>(wxWindow::FindWindowByName(name, &dialog));
        REQUIRE(control != nullptr);
        return control;
    };
    // Typed in this order, k is typed while the board is still 10×10.
    spin("width")->SetValue("12");
    spin("k")->SetValue("12");
    spin("height")->SetValue("12");
    CHECK(dialog.options().rules == ttt::Rules::bounded(12, 12, 12));

    // A k longer than the shorter side is not changed: it is a problem.
    auto* custom = dynamic_cast<CustomRulesPanel*>(spin("k")->GetParent());
    REQUIRE(custom != nullptr);
    CHECK_FALSE(custom->problem().has_value());
    spin("height")->SetValue("8");
    REQUIRE(custom->problem().has_value());
    CHECK(custom->problem()->Contains("8"));
    CHECK(custom->rules().k == 12);
}

TEST_CASE("Preferences gather theme, language, thinking time and the move list", "[dialog]") {
    test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Hard));
    MainFrame& frame = window.frame();
    const Preferences before = frame.preferences();

    PreferencesDialog dialog(&frame, before);
    CHECK(dialog.preferences() == before); // shows what is, changes nothing by itself
    const auto choice = [&dialog](const char* name) {
        auto* control = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName(name, &dialog));
        REQUIRE(control != nullptr);
        return control;
    };
    choice("theme")->SetSelection(2); // the wooden board
    choice("thinkingTime")->SetSelection(0);
    auto* moveList = dynamic_cast<wxCheckBox*>(wxWindow::FindWindowByName("moveList", &dialog));
    REQUIRE(moveList != nullptr);
    moveList->SetValue(!before.moveListShown);
    const Preferences chosen = dialog.preferences();
    CHECK(chosen.theme == ThemeId::Stones);
    CHECK(chosen.thinkingTime == std::chrono::milliseconds(200));
    CHECK(chosen.language == before.language);

    frame.applyPreferences(chosen);
    CHECK(frame.preferences() == chosen);
    CHECK(frame.theme() == ThemeId::Stones);
    CHECK(frame.replay().isMoveListShown() == chosen.moveListShown);
    // The computer of the game now thinks 0.2 s a move.
    CHECK(window.game().player(1).spec.budget.time == std::chrono::milliseconds(200));
}
