// The network game's messages between a host and a guest, without sockets:
// a whole round on each family of rules, the connection cut after every
// message and resumed, undo asked and answered, and peers that break the
// rules (the game stays as it was).

#include "tictactoe/net/net_game.hpp"
#include "tictactoe/records/game_record.hpp"

#include <catch2/catch.hpp>
#include <deque>
#include <limits>
#include <string>
#include <vector>

using namespace ttt;
using namespace ttt::net;

namespace {

GameEngine gameOf(Rules rules, OpeningRule opening = OpeningRule::None) {
    GameSetup setup;
    setup.rules = std::move(rules);
    setup.opening = opening;
    setup.players[0].name = "Ann";
    setup.players[1].name = "Ben";
    return GameEngine(setup);
}

// The wire between the two, which can be cut after its k-th message: what
// is then on the way is lost, and both sides go on alone until they resume.
struct Wire {
    Wire(NetGameHost& h, NetGameGuest& g) : host(h), guest(g) {}
    NetGameHost& host;
    NetGameGuest& guest;
    std::deque<std::string> toHost;
    std::deque<std::string> toGuest;
    int delivered = 0;
    int cutAfter = std::numeric_limits<int>::max();
    bool cut = false;
    int reconnects = 0;

    void collect() {
        for (auto& message : host.takeOutgoing()) {
            if (!cut) {
                toGuest.push_back(std::move(message));
            }
        }
        for (auto& message : guest.takeOutgoing()) {
            if (!cut) {
                toHost.push_back(std::move(message));
            }
        }
    }
    // Delivers everything on the way (and what it causes).
    void flush() {
        collect();
        while (!toHost.empty() || !toGuest.empty()) {
            if (!toHost.empty()) {
                const auto message = toHost.front();
                toHost.pop_front();
                REQUIRE(host.receive(message));
            } else {
                const auto message = toGuest.front();
                toGuest.pop_front();
                REQUIRE(guest.receive(message));
            }
            if (++delivered == cutAfter) {
                cut = true;
                toHost.clear();
                toGuest.clear();
            }
            collect();
        }
    }
    void reconnect() {
        cut = false;
        cutAfter = std::numeric_limits<int>::max();
        ++reconnects;
        auto resume = guest.resume();
        REQUIRE(resume);
        toHost.push_back(*resume);
        flush();
    }
};

// Plays `moves` in order, each by the side whose turn it is, through the
// wire; resumes when the wire is cut and nothing can go on.
void playScript(Wire& wire, const std::vector<Point>& moves) {
    for (int step = 0; step < 10'000; ++step) {
        wire.flush();
        const auto hostAt = wire.host.game().history().size();
        const auto guestAt = wire.guest.game().history().size();
        if (hostAt == moves.size() && guestAt == moves.size() &&
            wire.guest.pendingRequests() == 0) {
            return;
        }
        bool acted = false;
        if (hostAt < moves.size() && wire.host.isLocalTurn()) {
            REQUIRE(wire.host.play(moves[hostAt]));
            acted = true;
        } else if (guestAt < moves.size() && wire.guest.isLocalTurn() &&
                   wire.guest.pendingRequests() == 0) {
            REQUIRE(wire.guest.play(moves[guestAt]));
            acted = true;
        }
        if (!acted && wire.cut) {
            wire.reconnect();
        } else if (!acted) {
            wire.flush();
            if (wire.cut) {
                wire.reconnect();
            }
        }
    }
    FAIL("the script did not finish");
}

struct Family {
    const char* name;
    Rules rules;
    std::vector<Point> moves;
};

std::vector<Family> families() {
    return {
        {"3x3, a draw",
         Rules::classic(),
         {{1, 1}, {0, 0}, {2, 2}, {0, 2}, {0, 1}, {2, 1}, {1, 0}, {1, 2}, {2, 0}}},
        {"15x15 freestyle, five",
         Rules::gomokuFreestyle(),
         {{7, 7}, {8, 8}, {7, 6}, {8, 6}, {7, 5}, {9, 9}, {7, 4}, {6, 6}, {7, 3}}},
        {"15x15 Renju",
         Rules::gomokuRenju(),
         {{7, 7}, {8, 8}, {7, 6}, {8, 6}, {7, 5}, {9, 9}, {7, 4}, {6, 6}, {7, 3}}},
        {"unlimited field",
         Rules::unlimitedFive(),
         {{0, 0}, {-40, 3}, {1, 0}, {-41, 3}, {2, 0}, {60, -7}, {3, 0}, {61, -7}, {4, 0}}},
    };
}

} // namespace

TEST_CASE("A whole round over the wire on each family of rules", "[net][game]") {
    for (auto& family : families()) {
        DYNAMIC_SECTION(family.name) {
            NetGameHost host(gameOf(family.rules), 1);
            auto guest = NetGameGuest::fromWelcome(host.welcome());
            REQUIRE(guest);
            CHECK(guest->localPlayer() == 1);
            Wire wire(host, *guest);
            playScript(wire, family.moves);
            CHECK(recordOf(host.game()) == recordOf(guest->game()));
            CHECK(host.game().history().size() == family.moves.size());
            CHECK(host.game().isRoundOver());
            CHECK(host.events() == guest->events());
        }
    }
}

TEST_CASE("Cut after any message and resumed, both sides hold the same moves, none lost or doubled",
          "[net][game]") {
    for (auto& family : families()) {
        // The whole round's message count, uncut.
        NetGameHost probeHost(gameOf(family.rules), 1);
        auto probeGuest = NetGameGuest::fromWelcome(probeHost.welcome());
        REQUIRE(probeGuest);
        Wire probe(probeHost, *probeGuest);
        playScript(probe, family.moves);
        const int messages = probe.delivered;
        REQUIRE(messages >= static_cast<int>(family.moves.size()));

        for (int k = 1; k <= messages; ++k) {
            DYNAMIC_SECTION(family.name << ", cut after message " << k) {
                NetGameHost host(gameOf(family.rules), 1);
                auto guest = NetGameGuest::fromWelcome(host.welcome());
                REQUIRE(guest);
                Wire wire(host, *guest);
                wire.cutAfter = k;
                playScript(wire, family.moves);
                CHECK(wire.reconnects >= (k < messages ? 1 : 0));
                CHECK(recordOf(host.game()) == recordOf(guest->game()));
                std::vector<Point> played;
                for (const auto& move : host.game().history()) {
                    played.push_back(move.point);
                }
                CHECK(played == family.moves);
                CHECK(host.events() == guest->events());
            }
        }
    }
}

TEST_CASE("A guest joining a game in progress gets it whole", "[net][game]") {
    auto game = gameOf(Rules::gomokuFreestyle());
    REQUIRE(game.play({7, 7}));
    REQUIRE(game.play({8, 8}));
    NetGameHost host(std::move(game), 0);
    auto guest = NetGameGuest::fromWelcome(host.welcome());
    REQUIRE(guest);
    CHECK(guest->localPlayer() == 0);
    CHECK(recordOf(guest->game()) == recordOf(host.game()));
    CHECK(guest->isLocalTurn()); // player 0 (X) moves third
    CHECK_FALSE(host.isLocalTurn());
}

TEST_CASE("Undo is asked and answered across the wire", "[net][game]") {
    NetGameHost host(gameOf(Rules::gomokuFreestyle()), 1);
    auto guest = NetGameGuest::fromWelcome(host.welcome());
    REQUIRE(guest);
    Wire wire(host, *guest);
    playScript(wire, {{7, 7}, {8, 8}, {7, 6}});
    // The guest (O) asks back its last move: X has played since, so two go.
    REQUIRE(guest->askUndo());
    wire.flush();
    CHECK(host.undoAskedBy() == 1);
    CHECK(guest->undoAskedBy() == 1);
    CHECK_FALSE(host.isLocalTurn()); // nobody moves while it waits
    CHECK_FALSE(host.play({0, 0}));
    REQUIRE(host.answerUndo(true));
    wire.flush();
    CHECK(host.game().history().size() == 1);
    CHECK(recordOf(host.game()) == recordOf(guest->game()));
    CHECK(guest->isLocalTurn());

    // The host asks back its move; the guest says no.
    REQUIRE(guest->play({8, 8}));
    wire.flush();
    REQUIRE(host.play({7, 6}));
    REQUIRE(host.askUndo());
    wire.flush();
    CHECK(guest->undoAskedBy() == 0);
    REQUIRE(guest->answerUndo(false));
    wire.flush();
    CHECK_FALSE(host.undoAskedBy());
    CHECK(host.game().history().size() == 3);
    CHECK(recordOf(host.game()) == recordOf(guest->game()));
    CHECK(host.events().back().change == NetChange::undoDeclined);
}

TEST_CASE("Colour decisions of Swap2 and a new round go through the host", "[net][game]") {
    NetGameHost host(gameOf(Rules::gomokuFreestyle(), OpeningRule::Swap2), 1);
    auto guest = NetGameGuest::fromWelcome(host.welcome());
    REQUIRE(guest);
    Wire wire(host, *guest);
    // The host opens: three stones; the guest then decides.
    REQUIRE(host.play({7, 7}));
    REQUIRE(host.play({8, 8}));
    REQUIRE(host.play({7, 6}));
    wire.flush();
    REQUIRE(guest->game().pendingChoice());
    CHECK_FALSE(host.chooseColour(ColourOption::TakeBlack)); // not the host's decision
    REQUIRE(guest->chooseColour(ColourOption::TakeWhite));
    wire.flush();
    CHECK_FALSE(host.game().pendingChoice());
    CHECK(recordOf(host.game()) == recordOf(guest->game()));
}

TEST_CASE("A game under a Renju tournament opening is refused by the guest", "[net][game]") {
    for (const OpeningRule rule :
         {OpeningRule::Yamaguchi, OpeningRule::Soosorv, OpeningRule::Taraguchi}) {
        NetGameHost host(gameOf(Rules::gomokuRenju(), rule), 1);
        const auto guest = NetGameGuest::fromWelcome(host.welcome());
        REQUIRE_FALSE(guest);
        CHECK_THAT(guest.error().text.english(), Catch::Contains("not played over the network"));
    }
}

TEST_CASE("A guest that breaks the rules changes nothing on the host", "[net][game]") {
    NetGameHost host(gameOf(Rules::gomokuFreestyle()), 1);
    REQUIRE(host.play({7, 7}));
    (void)host.takeOutgoing();
    const auto before = recordOf(host.game());
    const std::vector<std::string> hostile = {
        "",
        "not json",
        R"({"type":"requests","from":1,"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":7,"y":7}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":15,"y":0}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":-1,"y":3}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":99999999,"y":3}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":"8","y":8}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"teleport"}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"colour","option":"black"}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"round"}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"answer","accept":true}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":8,"y":8},{"request":"move","x":9,"y":9}],"seen":1})",
        R"({"type":"requests","from":5,"requests":[{"request":"move","x":8,"y":8}],"seen":1})",
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":8,"y":8}],"seen":9})",
        R"({"type":"hello","seen":1})",
    };
    for (const auto& message : hostile) {
        INFO(message);
        CHECK_FALSE(host.receive(message));
        CHECK(recordOf(host.game()) == before);
    }
    // Out of turn on the host's turn: after the guest's move, again.
    REQUIRE(host.receive(
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":8,"y":8}],"seen":1})"));
    const auto error = host.receive(
        R"({"type":"requests","from":2,"requests":[{"request":"move","x":9,"y":9}],"seen":2})");
    REQUIRE_FALSE(error);
    CHECK(error.error().message().find("out of turn") != std::string::npos);
    // The same request again (a resend after a reconnect) is not played twice.
    REQUIRE(host.receive(
        R"({"type":"requests","from":1,"requests":[{"request":"move","x":8,"y":8}],"seen":1})"));
    CHECK(host.game().history().size() == 2);
}

TEST_CASE("A host that breaks the rules changes nothing on the guest", "[net][game]") {
    NetGameHost host(gameOf(Rules::gomokuFreestyle()), 1);
    auto guest = NetGameGuest::fromWelcome(host.welcome());
    REQUIRE(guest);
    const auto before = recordOf(guest->game());
    const std::vector<std::string> hostile = {
        R"({"type":"events","from":1,"events":[{"change":"move","x":7,"y":7},{"change":"move","x":7,"y":7}],"handled":0})",
        R"({"type":"events","from":1,"events":[{"change":"move","x":15,"y":7}],"handled":0})",
        R"({"type":"events","from":1,"events":[{"change":"undo","count":1}],"handled":0})",
        R"({"type":"events","from":1,"events":[{"change":"round"}],"handled":0})",
        R"({"type":"events","from":1,"events":[{"change":"colour","option":"black"}],"handled":0})",
        R"({"type":"events","from":3,"events":[{"change":"move","x":7,"y":7}],"handled":0})",
        R"({"type":"events","from":1,"events":[{"change":"move","x":7,"y":7}],"handled":4})",
        R"({"type":"events","from":1,"events":{},"handled":0})",
        R"({"type":"game","record":"{}","guest":1,"events":0})",
    };
    for (const auto& message : hostile) {
        INFO(message);
        CHECK_FALSE(guest->receive(message));
        CHECK(recordOf(guest->game()) == before);
        CHECK(guest->events().empty());
    }
    CHECK_FALSE(NetGameGuest::fromWelcome(R"({"type":"game","record":"{}","guest":1,"events":0})"));
    CHECK_FALSE(NetGameGuest::fromWelcome(R"({"type":"game","guest":1,"events":0})"));
}

TEST_CASE("A resignation and a draw offer go through the host", "[net][game]") {
    NetGameHost host(gameOf(Rules::gomokuFreestyle()), 1);
    auto guest = NetGameGuest::fromWelcome(host.welcome());
    REQUIRE(guest);
    Wire wire(host, *guest);
    playScript(wire, {{7, 7}, {8, 8}});

    // The guest offers a draw; the host says no; then a move declines the next.
    REQUIRE(guest->offerDraw());
    wire.flush();
    CHECK(host.drawOfferedBy() == 1);
    CHECK_FALSE(host.offerDraw()); // one offer at a time
    REQUIRE(host.answerDraw(false));
    wire.flush();
    CHECK_FALSE(guest->drawOfferedBy());
    CHECK(guest->events().back().change == NetChange::drawDeclined);
    REQUIRE(guest->offerDraw());
    wire.flush();
    REQUIRE(host.play({7, 6}));
    wire.flush();
    CHECK_FALSE(guest->drawOfferedBy());
    CHECK_FALSE(guest->answerDraw(true)); // nothing to answer

    SECTION("the host accepts the guest's offer") {
        REQUIRE(guest->offerDraw());
        wire.flush();
        REQUIRE(host.answerDraw(true));
        wire.flush();
        CHECK(guest->game().result().outcome == Outcome::Drawn);
        CHECK(guest->game().result().end == RoundEnd::Agreement);
    }
    SECTION("the guest resigns") {
        REQUIRE(guest->resign());
        wire.flush();
        CHECK(host.game().result().winner == Mark::X);
        CHECK(host.game().result().end == RoundEnd::Resignation);
    }
    SECTION("the host resigns and the guest accepts a draw no more") {
        REQUIRE(host.resign());
        wire.flush();
        CHECK(guest->game().result().winner == Mark::O);
        CHECK_FALSE(guest->offerDraw());
    }
    CHECK(recordOf(host.game()) == recordOf(guest->game()));
    CHECK(host.game().isRoundOver());
}

TEST_CASE("Resignations and draws the rules do not allow are broken rules", "[net][game]") {
    NetGameHost host(gameOf(Rules::gomokuFreestyle()), 1);
    REQUIRE(host.play({7, 7}));
    (void)host.takeOutgoing();
    const auto requests = [](const char* body) {
        return std::string(R"({"type":"requests","from":1,"seen":1,"requests":[)") + body + "]}";
    };
    // Accepting a draw nobody offered; a second offer while one waits; an
    // answer that is not yes or no.
    CHECK_FALSE(host.receive(requests(R"({"request":"draw-answer","accept":true})")));
    REQUIRE(host.offerDraw());
    CHECK_FALSE(host.receive(requests(R"({"request":"draw"})")));
    CHECK_FALSE(host.receive(requests(R"({"request":"draw-answer","accept":1})")));
    // A resignation in the same message as a broken request is taken back too.
    CHECK_FALSE(host.receive(requests(R"({"request":"resign"},{"request":"undo"})")));
    CHECK(host.game().result().outcome == Outcome::InProgress);
    CHECK(host.drawOfferedBy() == 0);
}
