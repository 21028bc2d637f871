// Two game windows in one test play each other over 127.0.0.1 (features.md
// M6): one hosts, the other joins with the code; both show the same round,
// only the side to move may play, undo is asked and answered, a new round
// and leaving reach the other window. Nothing is sent beyond loopback.

#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "network/network_commands.hpp"
#include "records/leaderboard_dialog.hpp"
#include "records/leaderboard_keeper.hpp"
#include "records_test_support.hpp"
#include "window/score_panel.hpp"

#include <catch2/catch.hpp>
#include <wx/listctrl.h>
#include <wx/statusbr.h>

using namespace std::chrono_literals;
using ttt::Outcome;
using ttt::Point;
using ttt::Rules;
using namespace ttt::gui;
using ttt::net::SessionState;

namespace {

wxString message(MainFrame& frame) {
    return frame.GetStatusBar()->GetStatusText(0);
}

wxString connection(MainFrame& frame) {
    return frame.network().connectionText();
}

bool sameRound(test::WindowFixture& a, test::WindowFixture& b) {
    return a.game().history() == b.game().history() &&
           a.game().result().outcome == b.game().result().outcome &&
           a.game().completedRounds() == b.game().completedRounds();
}

// A host window (Ann, 15×15 freestyle) and a guest window (Ben) joined to it.
struct Pair {
    test::WindowFixture host{test::humanVsHuman(Rules::gomokuFreestyle())};
    test::WindowFixture guest{test::humanVsHuman(Rules::classic())};

    Pair() {
        test::answerQuestions(true);
        HostRequest request;
        request.options = test::humanVsHuman(Rules::gomokuFreestyle());
        // A clock chosen for the game is not the network game's: each side's
        // would be its own (this one would end every round in a second).
        request.options.clock = ttt::ClockSettings::perMove(std::chrono::seconds(1));
        request.name = "Ann";
        request.port = 0;
        request.code = *ttt::net::JoinCode::parse("K7M2QX");
        request.cost = ttt::net::KeyCost::minimal;
        auto hosted = host.frame().network().host(request);
        REQUIRE(hosted);
        CHECK(hosted->code.text() == "K7M2QX");
        CHECK(connection(host.frame()).Contains("K7M 2QX"));
        const JoinRequest join{"127.0.0.1:" + std::to_string(hosted->port), "k7m-2qx", "Ben",
                               ttt::net::KeyCost::minimal};
        REQUIRE(guest.frame().network().join(join));
        REQUIRE(test::pumpUntil(
            [this] {
                return host.frame().network().state() == SessionState::playing &&
                       guest.frame().controller().remote() != nullptr;
            },
            10s));
    }
    // Plays `p` in the window whose turn it is and waits until both show it.
    void play(Point p) {
        // An answer on its way (the host's word on the guest's last request) settles first.
        REQUIRE(test::pumpUntil(
            [this] {
                return host.frame().controller().isHumanToMove() ||
                       guest.frame().controller().isHumanToMove();
            },
            5s));
        test::WindowFixture& mover = host.frame().controller().isHumanToMove() ? host : guest;
        test::WindowFixture& other = &mover == &host ? guest : host;
        CHECK_FALSE(other.frame().controller().playHuman(p)); // not the other's turn
        const auto before = host.game().history().size();
        REQUIRE(mover.frame().controller().playHuman(p));
        REQUIRE(test::pumpUntil(
            [&] { return host.game().history().size() == before + 1 && sameRound(host, guest); },
            5s));
    }
};

} // namespace

TEST_CASE("Two windows play a round over loopback, with names, turns, undo and a new round",
          "[network]") {
    test::TemporaryDataDir dir; // the leaderboards below hold this test's rounds alone
    Pair pair;
    MainFrame& host = pair.host.frame();
    MainFrame& guest = pair.guest.frame();

    // The guest took the host's rules and both know both names.
    CHECK(pair.guest.game().rules() == Rules::gomokuFreestyle());
    CHECK(host.scores().playerName(1) == "Ben");
    CHECK(guest.scores().playerName(0) == "Ann");
    CHECK(connection(guest).Contains("Ann"));
    CHECK(connection(host).Contains("Ben"));
    // Ann opens: Ben's window waits for her.
    CHECK(message(guest).Contains("Waiting for Ann"));
    CHECK_FALSE(guest.controller().isHumanToMove());

    pair.play({7, 7});
    pair.play({8, 8});
    pair.play({7, 6});
    CHECK(message(host).Contains("Waiting for Ben"));

    // Ann asks to take her move back; Ben's window asks him (yes) and both lose it.
    REQUIRE(host.controller().canUndo());
    CHECK_FALSE(host.controller().canRedo());
    REQUIRE(host.controller().undo());
    REQUIRE(test::pumpUntil(
        [&] { return pair.host.game().history().size() == 2 && sameRound(pair.host, pair.guest); },
        5s));

    // Then Ben says no to the next request: nothing is taken back.
    pair.play({7, 6});
    test::answerQuestions(false);
    REQUIRE(host.controller().undo());
    REQUIRE(test::pumpUntil([&] { return message(host).Contains("said no"); }, 5s));
    test::answerQuestions(true);
    CHECK(pair.host.game().history().size() == 3);
    CHECK(sameRound(pair.host, pair.guest));

    // Ann finishes a column of five; both windows end the round with her win.
    for (const Point p :
         {Point{9, 9}, Point{7, 5}, Point{10, 10}, Point{7, 4}, Point{11, 11}, Point{7, 3}}) {
        pair.play(p);
    }
    REQUIRE(pair.guest.game().result().outcome == Outcome::Won);
    CHECK(guest.scores().scoreLabel(0) == "1");
    CHECK(host.scores().scoreLabel(0) == "1");

    // A score reset is not one side's to make; the next round is, once the round is over.
    host.controller().resetScore();
    CHECK(host.scores().scoreLabel(0) == "1");
    guest.controller().restartRound();
    REQUIRE(test::pumpUntil(
        [&] {
            return pair.host.game().completedRounds() == 1 && pair.host.game().history().empty() &&
                   sameRound(pair.host, pair.guest);
        },
        5s));

    // The connection's round trip comes into the status bar.
    REQUIRE(test::pumpUntil([&] { return connection(guest).Contains("ms"); }, 6s));

    // Each window's leaderboard has the round once, between two people, noted
    // as played over the network.
    for (MainFrame* frame : {&host, &guest}) {
        const ttt::Leaderboard& board = frame->leaderboard().leaderboard();
        CHECK(board.find("Ann") == ttt::PlayerStanding{"Ann", 1, 0, 0});
        CHECK(board.find("Ben") == ttt::PlayerStanding{"Ben", 0, 0, 1});
        CHECK(board.find("Ben", ttt::VariantGroup::GomokuFreestyle)->losses == 1);
        CHECK_FALSE(board.rating("Ann", ttt::RatingPool::FiveInARow).has_value());
        const auto entries = board.ranking(0);
        REQUIRE(entries.size() == 2);
        CHECK(entries[0].network == ttt::ResultCounts{1, 0, 0});
        CHECK(entries[1].network == ttt::ResultCounts{0, 0, 1});
        LeaderboardDialog dialog(frame, board, ttt::RatingPool::FiveInARow);
        CHECK(dialog.list().GetItemText(0, 7) == "1");
    }
}

TEST_CASE("Leaving a network game tells the other window, which keeps its board", "[network]") {
    Pair pair;
    pair.play({7, 7});
    SECTION("the guest leaves") {
        pair.guest.frame().network().leave();
        CHECK(pair.guest.frame().controller().remote() == nullptr);
        REQUIRE(test::pumpUntil([&] { return !pair.host.frame().network().isHosting(); }, 5s));
        CHECK(message(pair.host.frame()).Contains("left"));
        CHECK(pair.host.frame().controller().remote() == nullptr);
        CHECK(pair.host.game().history().size() == 1);
    }
    SECTION("the host starts another game") {
        pair.host.frame().startNewGame(test::humanVsHuman());
        CHECK_FALSE(pair.host.frame().network().isHosting());
        REQUIRE(test::pumpUntil([&] { return !pair.guest.frame().network().isJoined(); }, 5s));
        CHECK(message(pair.guest.frame()).Contains("left"));
        CHECK(pair.guest.game().history().size() == 1);
    }
}

TEST_CASE("A wrong join code or address is refused before anything is sent", "[network]") {
    test::WindowFixture window(test::humanVsHuman());
    auto& network = window.frame().network();
    const auto badCode = network.join({"127.0.0.1", "K7M2Q0", "Ben", ttt::net::KeyCost::minimal});
    REQUIRE_FALSE(badCode);
    CHECK(badCode.error().text.english().find("0") != std::string::npos);
    CHECK_FALSE(network.join({"127.0.0.1:99999", "K7M2QX", "Ben", ttt::net::KeyCost::minimal}));
    CHECK_FALSE(network.isJoined());
}

TEST_CASE("Over the network a draw is offered and accepted, and a resignation ends the round",
          "[network]") {
    Pair pair;
    MainFrame& host = pair.host.frame();
    MainFrame& guest = pair.guest.frame();
    pair.play({7, 7});
    CHECK_FALSE(guest.moves().showHint()); // no help from the game against a person
    for (MainFrame* frame : {&host, &guest}) {
        CHECK_FALSE(frame->controller().hasClock());
        CHECK_FALSE(frame->controller().game().setup().clock.enabled());
        CHECK(frame->scores().clockLabel(0).empty());
    }

    // Ben offers a draw, Ann's window asks her (yes): both rounds are drawn.
    REQUIRE(guest.controller().canOfferDraw());
    REQUIRE(guest.controller().offerDraw());
    REQUIRE(test::pumpUntil(
        [&] { return pair.host.game().isRoundOver() && sameRound(pair.host, pair.guest); }, 5s));
    CHECK(pair.guest.game().result().outcome == Outcome::Drawn);
    CHECK(pair.guest.game().result().end == ttt::RoundEnd::Agreement);
    CHECK(message(guest).Contains("agreed"));
    CHECK(guest.scores().drawsLabel() == "1");

    // The next round: Ann resigns it after a move each.
    host.controller().restartRound();
    REQUIRE(test::pumpUntil(
        [&] { return !pair.guest.game().isRoundOver() && sameRound(pair.host, pair.guest); }, 5s));
    pair.play({7, 7});
    pair.play({8, 8});
    REQUIRE(host.controller().canResign());
    REQUIRE(host.moves().resign());
    REQUIRE(test::pumpUntil(
        [&] { return pair.guest.game().isRoundOver() && sameRound(pair.host, pair.guest); }, 5s));
    CHECK(pair.guest.game().result().end == ttt::RoundEnd::Resignation);
    CHECK(message(guest).Contains("Ann resigned"));
    CHECK(guest.scores().scoreLabel(1) == "1");
    CHECK_FALSE(guest.controller().canResign());
}

TEST_CASE("A person resigns a round against the computer, and undo takes it back", "[network]") {
    test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Easy));
    window.clickCell({1, 1});
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == 2; }, 5s));
    REQUIRE(window.frame().moves().resign());
    CHECK(window.game().result().winner == ttt::Mark::O);
    CHECK(window.frame().scores().scoreLabel(1) == "1");
    REQUIRE(window.frame().controller().undo());
    CHECK_FALSE(window.game().isRoundOver());
    CHECK(window.frame().scores().scoreLabel(1) == "0");
}

TEST_CASE("A network round left unfinished is hosted again by either side and goes on",
          "[network]") {
    Pair pair;
    pair.play({7, 7});
    pair.play({8, 8});
    pair.play({7, 6});
    // Both files would say who played what over the network.
    CHECK(pair.host.frame().controller().record().networkPlayer == 0);
    CHECK(pair.guest.frame().controller().record().networkPlayer == 1);
    pair.host.frame().network().leave();
    REQUIRE(test::pumpUntil([&] { return !pair.guest.frame().network().isJoined(); }, 5s));
    CHECK(message(pair.guest.frame()).Contains("Save game"));

    // Ben hosts the round on his board; Ann, on another game meanwhile, joins it.
    pair.host.frame().startNewGame(test::humanVsHuman());
    HostRequest request;
    request.continueBoard = true;
    request.port = 0;
    request.cost = ttt::net::KeyCost::minimal;
    auto hosted = pair.guest.frame().network().host(request);
    REQUIRE(hosted);
    CHECK(pair.guest.game().history().size() == 3); // the round stayed
    REQUIRE(
        pair.host.frame().network().join({"127.0.0.1:" + std::to_string(hosted->port),
                                          hosted->code.text(), "Ann", ttt::net::KeyCost::minimal}));
    REQUIRE(
        test::pumpUntil([&] { return pair.host.frame().controller().remote() != nullptr; }, 10s));
    CHECK(sameRound(pair.host, pair.guest));
    CHECK(pair.host.frame().controller().networkPlayer() == 0); // Ann plays X again
    CHECK(pair.guest.frame().controller().networkPlayer() == 1);
    // Ben (O) is to move, in his window only.
    REQUIRE(pair.guest.frame().controller().isHumanToMove());
    CHECK_FALSE(pair.host.frame().controller().isHumanToMove());
    REQUIRE(pair.guest.frame().controller().playHuman({9, 9}));
    REQUIRE(test::pumpUntil(
        [&] { return pair.host.game().history().size() == 4 && sameRound(pair.host, pair.guest); },
        5s));
}

TEST_CASE("Hosting a Renju tournament opening is refused and the board stays", "[network]") {
    GameOptions options = test::humanVsHuman(Rules::gomokuRenju());
    options.opening = ttt::OpeningRule::Soosorv;
    test::WindowFixture window(options);
    window.clickCell({7, 7});
    HostRequest request;
    request.options = options;
    request.port = 0;
    request.cost = ttt::net::KeyCost::minimal;
    for (const bool continueBoard : {false, true}) {
        request.continueBoard = continueBoard;
        const auto hosted = window.frame().network().host(request);
        REQUIRE_FALSE(hosted);
        CHECK_THAT(hosted.error().text.english(), Catch::Contains("not played over the network"));
        CHECK(window.game().history().size() == 1);
        CHECK_FALSE(window.frame().controller().networkPlayer());
    }
}

TEST_CASE("A guest with the wrong code is told so in a box, and its board stays as it was",
          "[network]") {
    test::WindowFixture host(test::humanVsHuman(Rules::gomokuFreestyle()));
    test::WindowFixture guest(test::humanVsHuman());
    guest.clickCell({1, 1});
    HostRequest request;
    request.options = test::humanVsHuman(Rules::gomokuFreestyle());
    request.port = 0;
    request.code = *ttt::net::JoinCode::parse("K7M2QX");
    request.cost = ttt::net::KeyCost::minimal;
    auto hosted = host.frame().network().host(request);
    REQUIRE(hosted);
    test::clearNotices();
    REQUIRE(guest.frame().network().join({"127.0.0.1:" + std::to_string(hosted->port), "ABCDEF",
                                          "Ben", ttt::net::KeyCost::minimal}));
    REQUIRE(test::pumpUntil([&] { return !guest.frame().network().isJoined(); }, 10s));
    REQUIRE_FALSE(test::notices().empty());
    CHECK(test::notices().back().message.Contains("Could not join"));
    CHECK(test::notices().back().kind == NoticeKind::Problem);
    CHECK(guest.game().history().size() == 1);
    CHECK(guest.game().rules() == Rules::classic());
    CHECK(host.frame().network().state() == SessionState::waiting); // the host waits on
}

TEST_CASE("Closing a window in the middle of a network round asks first and tells the other",
          "[network]") {
    Pair pair;
    pair.play({7, 7});
    wxArrayString asked;
    bool answer = false;
    pair.guest.frame().setConfirmation([&](const wxString& question, const wxString&) {
        asked.push_back(question);
        return answer;
    });
    CHECK_FALSE(pair.guest.frame().Close()); // kept: the question was answered no
    test::pumpFor(200ms);
    REQUIRE(pair.guest.alive());
    REQUIRE(asked.size() == 1);
    CHECK(asked[0].Contains("Ann"));
    CHECK(pair.guest.frame().network().isJoined());
    answer = true;
    CHECK(pair.guest.frame().Close());
    REQUIRE(test::pumpUntil([&] { return !pair.host.frame().network().isHosting(); }, 5s));
    CHECK(message(pair.host.frame()).Contains("left"));
}

TEST_CASE("A guest that says no to the host's game leaves the host waiting for another",
          "[network]") {
    test::WindowFixture host(test::humanVsHuman(Rules::gomokuFreestyle()));
    test::WindowFixture guest(test::humanVsHuman());
    HostRequest request;
    request.options = test::humanVsHuman(Rules::gomokuFreestyle());
    request.name = "Ann";
    request.port = 0;
    request.cost = ttt::net::KeyCost::minimal;
    auto hosted = host.frame().network().host(request);
    REQUIRE(hosted);
    const JoinRequest join{"127.0.0.1:" + std::to_string(hosted->port), hosted->code.text(), "Ben",
                           ttt::net::KeyCost::minimal};
    test::answerQuestions(false);
    REQUIRE(guest.frame().network().join(join));
    REQUIRE(test::pumpUntil([&] { return message(host.frame()).Contains("another guest"); }, 10s));
    test::answerQuestions(true);
    CHECK_FALSE(guest.frame().network().isJoined());
    CHECK(guest.game().rules() == Rules::classic()); // the guest's board stayed its own
    CHECK(host.frame().network().isHosting());
    CHECK(connection(host.frame()).Contains(wxString::FromUTF8(hosted->code.shown())));

    // Another try with the same code: in.
    REQUIRE(guest.frame().network().join(join));
    REQUIRE(test::pumpUntil([&] { return guest.frame().controller().remote() != nullptr; }, 10s));
    CHECK(host.frame().scores().playerName(1) == "Ben");
}
