// The leaderboard in the window: a finished round of named players is counted
// once, whatever happens to the board afterwards, in the totals and in its
// variant group; the dialog ranks and sorts, of all variants or of one group.

#include "dialogs/new_game_dialog.hpp"
#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "records/leaderboard_dialog.hpp"
#include "records/leaderboard_keeper.hpp"
#include "records_test_support.hpp"
#include "replay/replay_commands.hpp"
#include "tictactoe/records/record_files.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/listctrl.h>

using namespace std::chrono_literals;
using ttt::Point;
using namespace ttt::gui;

namespace {

// Alice (X) takes the top row while Bob answers below it.
void playAliceWins(test::WindowFixture& window) {
    for (Point p : {Point{0, 0}, Point{0, 1}, Point{1, 0}, Point{1, 1}, Point{2, 0}}) {
        window.clickCell(p);
    }
}

// On Gomoku, Bob (O) takes five in a row while Alice's stones stay apart.
void playBobWinsFive(test::WindowFixture& window) {
    for (int i = 0; i < 5; ++i) {
        window.clickCell(Point{2 * i, 0});
        window.clickCell(Point{i, 5});
    }
}

wxString cell(wxListCtrl& list, long row, int column) {
    return list.GetItemText(row, column);
}

void clickHeader(wxListCtrl& list, int column) {
    wxListEvent click(wxEVT_LIST_COL_CLICK, list.GetId());
    click.SetEventObject(&list);
    click.m_col = column;
    list.GetEventHandler()->ProcessEvent(click);
}

// Chooses an entry of the dialog's "variant" choice as the player would.
void chooseVariant(wxChoice& choice, int index) {
    choice.SetSelection(index);
    wxCommandEvent chosen(wxEVT_CHOICE, choice.GetId());
    chosen.SetEventObject(&choice);
    chosen.SetInt(index);
    choice.GetEventHandler()->ProcessEvent(chosen);
}

int choiceIndex(ttt::VariantGroup group) {
    return static_cast<int>(group) + 1; // after "All variants"
}

} // namespace

TEST_CASE("A finished round is on the leaderboard once", "[records]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    LeaderboardKeeper& keeper = window.frame().leaderboard();
    playAliceWins(window);
    REQUIRE(window.game().result().outcome == ttt::Outcome::Won);

    // Shown at once, written when the round is left.
    const auto alice = keeper.shownLeaderboard().find("alice");
    REQUIRE(alice.has_value());
    CHECK(alice->wins == 1);
    CHECK(keeper.shownLeaderboard().find("Bob")->losses == 1);
    CHECK(keeper.leaderboard().empty());
    {
        LeaderboardDialog dialog(&window.frame(), keeper.shownLeaderboard(),
                                 ttt::RatingPool::SmallBoards);
        wxListCtrl& list = dialog.list();
        REQUIRE(list.GetItemCount() == 2);
        CHECK(cell(list, 0, 1) == "Alice");
        CHECK(cell(list, 0, 2) == "3");
        CHECK(cell(list, 1, 1) == "Bob");
        CHECK(cell(list, 1, 2) == "-2");
        CHECK(cell(list, 0, 8) == wxString(wxUniChar(0x2013))); // people only: no rating
        CHECK(cell(list, 0, 7) == wxString(wxUniChar(0x2013))); // not over the network
    }

    window.frame().restartRound(); // the next round: now it is recorded
    CHECK(keeper.leaderboard().find("Alice")->wins == 1);
    window.frame().restartRound(); // leaving an empty round adds nothing
    window.frame().resetScore();
    CHECK(keeper.leaderboard().find("Alice")->wins == 1);
    CHECK(keeper.leaderboard().size() == 2);

    // On disk, and offered by the New game dialog.
    const auto onDisk = ttt::loadLeaderboardFile(dir.path() / ttt::kLeaderboardFileName);
    REQUIRE(onDisk.report.loaded);
    CHECK(onDisk.leaderboard.find("Bob")->losses == 1);
    NewGameDialog dialog(&window.frame(), window.frame().options(), window.frame().theme(),
                         keeper.knownNames());
    auto* name = dynamic_cast<wxComboBox*>(dialog.FindWindowByName("name1"));
    REQUIRE(name != nullptr);
    CHECK(name->FindString("Alice") != wxNOT_FOUND);
    CHECK(name->FindString("Bob") != wxNOT_FOUND);
}

TEST_CASE("A restored finished game is not counted again", "[records]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    LeaderboardKeeper& keeper = window.frame().leaderboard();
    playAliceWins(window);
    const ttt::GameRecord finished = ttt::recordOf(window.game());
    window.frame().restartRound();
    REQUIRE(keeper.leaderboard().find("Alice")->wins == 1);

    // Restoring fires RoundEnded again; leaving the restored round must not count.
    REQUIRE(window.frame().controller().restore(finished));
    CHECK(window.game().isRoundOver());
    CHECK(keeper.shownLeaderboard().find("Alice")->wins == 1);
    window.frame().restartRound();
    CHECK(keeper.leaderboard().find("Alice")->wins == 1);
}

TEST_CASE("Against the computer the computer's level is recorded", "[records]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Easy));
    // Play the first free cell until the round ends, whoever wins.
    test::playRoundAgainstComputer(window, [](const ttt::GameEngine& game) {
        for (int i = 0; i < 9; ++i) {
            if (game.board().isEmpty(Point{i % 3, i / 3})) {
                return Point{i % 3, i / 3};
            }
        }
        return Point{0, 0};
    });
    // The rating moves with the round: shown at once, kept when the round is left.
    const auto shown = window.frame().leaderboard().shownLeaderboard().rating(
        "Alice", ttt::RatingPool::SmallBoards);
    REQUIRE(shown.has_value());
    CHECK(shown->games == 1);
    const ttt::GameRecord finished = ttt::recordOf(window.game());
    window.frame().restartRound();
    // Restoring the finished game and leaving it again moves nothing.
    REQUIRE(window.frame().controller().restore(finished));
    window.frame().restartRound();
    const ttt::Leaderboard& board = window.frame().leaderboard().leaderboard();
    const auto computer = board.find("Computer (Easy)");
    REQUIRE(computer.has_value());
    CHECK(computer->games() == 1);
    CHECK(board.find("Alice")->games() == 1);
    CHECK(board.rating("Alice", ttt::RatingPool::SmallBoards) == shown);
    CHECK_FALSE(board.rating("Alice", ttt::RatingPool::FiveInARow).has_value());
    CHECK_FALSE(board.rating("Computer (Easy)", ttt::RatingPool::SmallBoards).has_value());

    // The dialog shows it, provisional after one round.
    LeaderboardDialog dialog(&window.frame(), board, ttt::RatingPool::SmallBoards);
    wxListCtrl& list = dialog.list();
    REQUIRE(list.GetItemCount() == 2);
    const long alice = cell(list, 0, 1) == "Alice" ? 0 : 1;
    CHECK(cell(list, alice, 8) == wxString::Format("%ld?", std::lround(shown->rating)));
    CHECK(cell(list, 1 - alice, 8) == wxString(wxUniChar(0x2013)));
}

TEST_CASE("The leaderboard dialog sorts by the clicked column", "[records]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    ttt::Leaderboard board;
    board.addStanding({"Ann", 5, 0, 0}); // 15 points
    board.addStanding({"Ben", 1, 9, 0}); // 12 points
    board.addStanding({"Cid", 6, 0, 4}); // 10 points
    board.setRating("Ann", ttt::RatingPool::FiveInARow, {1180.4, 12});
    board.setRating("Ben", ttt::RatingPool::FiveInARow, {1239.6, 3});
    board.setRating("Cid", ttt::RatingPool::SmallBoards, {1500, 30}); // another pool
    LeaderboardDialog dialog(&window.frame(), board, ttt::RatingPool::FiveInARow);
    wxListCtrl& list = dialog.list();
    REQUIRE(list.GetItemCount() == 3);
    CHECK(cell(list, 0, 1) == "Ann");
    CHECK(cell(list, 0, 8) == "1180");
    CHECK(cell(list, 1, 8) == "1240?");
    CHECK(cell(list, 2, 8) == wxString(wxUniChar(0x2013)));

    clickHeader(list, 5); // Lost: most first
    CHECK(cell(list, 0, 1) == "Cid");
    CHECK(cell(list, 0, 5) == "4");
    clickHeader(list, 4); // Drawn: most first
    CHECK(cell(list, 0, 1) == "Ben");
    clickHeader(list, 4); // again: fewest first
    CHECK(cell(list, 2, 1) == "Ben");
    clickHeader(list, 1); // Player: A-Z
    CHECK(cell(list, 0, 1) == "Ann");
    CHECK(cell(list, 2, 1) == "Cid");
    clickHeader(list, 8); // Rating: highest first, the unrated last
    CHECK(cell(list, 0, 1) == "Ben");
    CHECK(cell(list, 1, 1) == "Ann");
    CHECK(cell(list, 2, 1) == "Cid");
    clickHeader(list, 8); // again: lowest first, the unrated still last
    CHECK(cell(list, 0, 1) == "Ann");
    CHECK(cell(list, 1, 1) == "Ben");
    CHECK(cell(list, 2, 1) == "Cid");
}

TEST_CASE("Clear leaderboard asks first", "[records]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    LeaderboardKeeper& keeper = window.frame().leaderboard();
    playAliceWins(window);
    window.frame().restartRound();
    REQUIRE_FALSE(keeper.leaderboard().empty());

    test::answerQuestions(false);
    CHECK_FALSE(keeper.clearLeaderboard());
    CHECK_FALSE(keeper.leaderboard().empty());
    test::answerQuestions(true);
    CHECK(keeper.clearLeaderboard());
    CHECK(keeper.leaderboard().empty());
    const auto onDisk = ttt::loadLeaderboardFile(dir.path() / ttt::kLeaderboardFileName);
    CHECK(onDisk.leaderboard.empty());
}

TEST_CASE("A damaged leaderboard file is set aside with one message", "[records]") {
    test::TemporaryDataDir dir;
    test::writeFile(dir.path() / ttt::kLeaderboardFileName, "{\"format\": \"tictactoe-lead");
    test::clearNotices();
    test::WindowFixture window(test::humanVsHuman());
    REQUIRE(test::pumpUntil([] { return !test::notices().empty(); }, 2s));
    CHECK(test::notices().size() == 1);
    CHECK(test::notices()[0].message.Contains("corrupt"));
    CHECK(window.frame().leaderboard().leaderboard().empty());
    bool setAside = false;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
        setAside =
            setAside || entry.path().filename().string().find(".corrupt-") != std::string::npos;
    }
    CHECK(setAside);
    test::clearNotices();
}

TEST_CASE("Undoing and redoing a winning move counts the round once", "[records]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    LeaderboardKeeper& keeper = window.frame().leaderboard();
    playAliceWins(window);
    REQUIRE(window.frame().moves().undo());
    CHECK_FALSE(window.game().isRoundOver());
    CHECK_FALSE(keeper.shownLeaderboard().find("Alice").has_value());
    REQUIRE(window.frame().moves().redo());
    REQUIRE(window.game().isRoundOver());
    CHECK(keeper.shownLeaderboard().find("Alice")->wins == 1);
    // Taken back and won again by another move: still one round.
    REQUIRE(window.frame().moves().undo());
    window.clickCell({2, 0});
    REQUIRE(window.game().isRoundOver());
    window.frame().restartRound();
    CHECK(keeper.leaderboard().find("Alice")->wins == 1);
    CHECK(keeper.leaderboard().find("Bob")->losses == 1);
}

TEST_CASE("Rounds on 3x3 and on Gomoku are kept in their variant groups", "[records]") {
    using ttt::PlayerStanding;
    using ttt::VariantGroup;
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    LeaderboardKeeper& keeper = window.frame().leaderboard();
    playAliceWins(window); // 3x3: Alice wins
    REQUIRE(window.game().result().outcome == ttt::Outcome::Won);
    CHECK(keeper.shownLeaderboard().find("Alice", VariantGroup::Classic)->wins == 1);
    // Another game leaves the round: it is recorded.
    REQUIRE(window.frame().startNewGame(test::humanVsHuman(ttt::Rules::gomokuFreestyle())));
    CHECK(keeper.leaderboard().find("Alice", VariantGroup::Classic)->wins == 1);
    playBobWinsFive(window); // Gomoku: Bob wins
    REQUIRE(window.game().result().outcome == ttt::Outcome::Won);
    REQUIRE(window.game().result().winner == ttt::Mark::O);
    window.frame().restartRound();

    const ttt::Leaderboard& board = keeper.leaderboard();
    CHECK(board.find("Alice") == PlayerStanding{"Alice", 1, 0, 1});
    CHECK(board.find("Bob") == PlayerStanding{"Bob", 1, 0, 1});
    CHECK(board.find("Alice", VariantGroup::Classic) == PlayerStanding{"Alice", 1, 0, 0});
    CHECK(board.find("Bob", VariantGroup::Classic) == PlayerStanding{"Bob", 0, 0, 1});
    CHECK(board.find("Alice", VariantGroup::GomokuFreestyle) == PlayerStanding{"Alice", 0, 0, 1});
    CHECK(board.find("Bob", VariantGroup::GomokuFreestyle) == PlayerStanding{"Bob", 1, 0, 0});
    CHECK(board.find("Bob", VariantGroup::GomokuExact)->games() == 0);
    const auto onDisk = ttt::loadLeaderboardFile(dir.path() / ttt::kLeaderboardFileName);
    REQUIRE(onDisk.report.loaded);
    CHECK(onDisk.leaderboard == board);

    LeaderboardDialog dialog(&window.frame(), board, ttt::RatingPool::FiveInARow);
    auto* choice = dynamic_cast<wxChoice*>(dialog.FindWindowByName("variant"));
    REQUIRE(choice != nullptr);
    REQUIRE(choice->GetCount() == 1 + ttt::kVariantGroups.size());
    CHECK(choice->GetSelection() == 0);
    CHECK(choice->GetString(0) == "All variants");
    CHECK(choice->GetString(static_cast<unsigned>(choiceIndex(VariantGroup::Classic))) ==
          "Classic 3×3");
    CHECK(choice->GetString(static_cast<unsigned>(choiceIndex(VariantGroup::GomokuCaro))) ==
          "Gomoku (Caro)");
    wxListCtrl& list = dialog.list();

    // All variants: both rounds, 1 point each (the name decides), with ratings.
    CHECK_FALSE(dialog.shownVariant().has_value());
    REQUIRE(list.GetItemCount() == 2);
    CHECK(list.GetColumnCount() == 9);
    CHECK(cell(list, 0, 1) == "Alice");
    CHECK(cell(list, 0, 2) == "1");
    CHECK(cell(list, 0, 6) == "2");
    CHECK(cell(list, 1, 1) == "Bob");
    CHECK(cell(list, 1, 2) == "1");
    CHECK(cell(list, 1, 8) == wxString(wxUniChar(0x2013)));

    // 3x3: Alice's win, no Network or Rating column.
    chooseVariant(*choice, choiceIndex(VariantGroup::Classic));
    CHECK(dialog.shownVariant() == VariantGroup::Classic);
    REQUIRE(list.GetItemCount() == 2);
    CHECK(list.GetColumnCount() == 7);
    CHECK(cell(list, 0, 1) == "Alice");
    CHECK(cell(list, 0, 2) == "3");
    CHECK(cell(list, 0, 6) == "1");
    CHECK(cell(list, 1, 1) == "Bob");
    CHECK(cell(list, 1, 2) == "-2");

    // Gomoku freestyle: Bob's win; sorting works there too.
    chooseVariant(*choice, choiceIndex(VariantGroup::GomokuFreestyle));
    REQUIRE(list.GetItemCount() == 2);
    CHECK(cell(list, 0, 1) == "Bob");
    CHECK(cell(list, 0, 2) == "3");
    CHECK(cell(list, 1, 1) == "Alice");
    clickHeader(list, 5); // Lost: most first
    CHECK(cell(list, 0, 1) == "Alice");
    CHECK(cell(list, 0, 5) == "1");
    clickHeader(list, 1); // Player: A-Z
    CHECK(cell(list, 0, 1) == "Alice");
    clickHeader(list, 1); // Z-A
    CHECK(cell(list, 0, 1) == "Bob");

    // A group nobody played: empty.
    chooseVariant(*choice, choiceIndex(VariantGroup::GomokuRenju));
    CHECK(list.GetItemCount() == 0);
    CHECK(dialog.rows().empty());

    // Back to all variants: both again, in the order chosen (Z-A), with ratings.
    chooseVariant(*choice, 0);
    CHECK_FALSE(dialog.shownVariant().has_value());
    REQUIRE(list.GetItemCount() == 2);
    CHECK(list.GetColumnCount() == 9);
    CHECK(cell(list, 0, 1) == "Bob");
    CHECK(cell(list, 1, 1) == "Alice");

    // Sorted by rating in all variants, a group falls back to the ranking.
    clickHeader(list, 8);
    dialog.showVariant(VariantGroup::GomokuFreestyle);
    CHECK(choice->GetSelection() == choiceIndex(VariantGroup::GomokuFreestyle));
    CHECK(cell(list, 0, 1) == "Bob");
    CHECK(cell(list, 1, 1) == "Alice");
}
