// ttt-net-load: how a hosting game stands a flood of connections. A host on
// 127.0.0.1 (loopback only: this program sends nothing anywhere else) with a
// joined guest that exchanges a message every 20 ms; meanwhile other
// clients make N connection attempts within T seconds: half connect and
// close, half send a hello and then garbage or nothing. Prints the attempts
// made, what the host told, the game's round-trip times under the flood and
// whether the guest stayed joined.
//
//   ttt-net-load [--attempts N] [--seconds T] [--clients C]

#include "command_line.hpp"
#include "tictactoe/net/frames.hpp"
#include "tictactoe/net/link.hpp"

#include <algorithm>
#include <asio.hpp>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace ttt::net;
using Clock = std::chrono::steady_clock;

struct Counters {
    std::mutex mutex;
    std::condition_variable changed;
    bool guestJoined = false;
    bool guestClosed = false;
    int refusedTold = 0;
    std::vector<double> roundTrips; // ms
    std::vector<Clock::time_point> sentAt;
};

void flood(std::uint16_t port, int attempts, std::chrono::milliseconds spread, int index,
           int clients, std::atomic<int>& made) {
    asio::io_context io;
    const auto start = Clock::now();
    const std::string hello = frame(R"({"type":"hello","protocol":1,"program":"load","key":")" +
                                    std::string(64, '7') + "\"}");
    for (int i = index; i < attempts; i += clients) {
        const auto due = start + spread * i / attempts;
        std::this_thread::sleep_until(due);
        asio::ip::tcp::socket socket(io);
        std::error_code error;
        socket.connect({asio::ip::make_address("127.0.0.1"), port}, error);
        made.fetch_add(1);
        if (error) {
            continue;
        }
        if (i % 2 == 1) {
            asio::write(socket, asio::buffer(hello), error);
            if (i % 4 == 1) {
                asio::write(socket, asio::buffer(std::string("\x00\x00\x00\x05garbage", 11)),
                            error);
            }
        }
        socket.close(error);
    }
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("A hosting game under a flood of connections on loopback (127.0.0.1)",
                 "ttt-net-load");
    ttt::tools::addVersion(app);
    int attempts = 1000;
    double seconds = 10.0;
    int clients = 4;
    app.add_option("--attempts", attempts, "Connection attempts in all")
        ->check(CLI::Range(1, 1'000'000));
    app.add_option("--seconds", seconds, "Over this many seconds")->check(CLI::Range(0.1, 3600.0));
    app.add_option("--clients", clients, "Threads making them")->check(CLI::Range(1, 64));
    if (const auto code = ttt::tools::parseCommandLine(app, argc, argv)) {
        return *code;
    }

    Counters counters;
    const auto code = JoinCode::random();
    auto key = CodeKey::make(code, KeyCost::interactive);
    if (!key) {
        std::fprintf(stderr, "ttt-net-load: %s\n", key.error().message().c_str());
        return 1;
    }
    std::atomic<NetHost*> echo{nullptr};
    auto host = NetHost::start({*key, "load", "127.0.0.1", 0, {}}, [&](const LinkEvent& event) {
        if (event.kind == LinkEventKind::message) {
            if (auto* server = echo.load()) {
                server->send(event.text);
            }
            return;
        }
        const std::lock_guard lock(counters.mutex);
        if (event.kind == LinkEventKind::refused) {
            ++counters.refusedTold;
        } else if (event.kind == LinkEventKind::closed) {
            counters.guestClosed = true;
        }
        counters.changed.notify_all();
    });
    if (!host) {
        std::fprintf(stderr, "ttt-net-load: %s\n", host.error().message().c_str());
        return 1;
    }
    auto& server = **host;
    echo = &server;
    auto guest = NetGuest::connect(
        {"127.0.0.1:" + std::to_string(server.port()), code, "load", KeyCost::interactive, {}},
        [&](const LinkEvent& event) {
            const std::lock_guard lock(counters.mutex);
            if (event.kind == LinkEventKind::joined) {
                counters.guestJoined = true;
            } else if (event.kind == LinkEventKind::message) {
                const auto index = std::stoul(event.text);
                counters.roundTrips.push_back(std::chrono::duration<double, std::milli>(
                                                  Clock::now() - counters.sentAt.at(index))
                                                  .count());
            } else {
                counters.guestClosed = true;
            }
            counters.changed.notify_all();
        });
    {
        std::unique_lock lock(counters.mutex);
        if (!counters.changed.wait_for(lock, std::chrono::seconds(10),
                                       [&] { return counters.guestJoined; })) {
            std::fprintf(stderr, "ttt-net-load: the guest did not join\n");
            return 1;
        }
    }

    std::atomic<int> made{0};
    const auto spread = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    std::vector<std::thread> flooders;
    const auto start = Clock::now();
    for (int i = 0; i < clients; ++i) {
        flooders.emplace_back(flood, server.port(), attempts, spread, i, clients, std::ref(made));
    }
    // The game goes on meanwhile: the guest sends, the host echoes it back.
    // (The host's echo runs on its own link thread, as the window's answer
    // would come from its own thread.)
    std::thread game([&] {
        for (std::size_t i = 0; Clock::now() - start < spread; ++i) {
            {
                const std::lock_guard lock(counters.mutex);
                counters.sentAt.push_back(Clock::now());
            }
            guest->send(std::to_string(i));
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
    for (auto& thread : flooders) {
        thread.join();
    }
    game.join();
    const double took = std::chrono::duration<double>(Clock::now() - start).count();
    std::this_thread::sleep_for(std::chrono::milliseconds(300));

    const std::lock_guard lock(counters.mutex);
    auto trips = counters.roundTrips;
    std::sort(trips.begin(), trips.end());
    const auto at = [&](double q) {
        return trips.empty()
                   ? 0.0
                   : trips[std::min(trips.size() - 1, static_cast<std::size_t>(q * trips.size()))];
    };
    std::printf("attempts %d in %.1f s (%d clients); the host told of %d refused guests\n",
                made.load(), took, clients, counters.refusedTold);
    std::printf(
        "game messages %zu sent, %zu echoed; round trip ms: median %.2f, 99%% %.2f, max %.2f\n",
        counters.sentAt.size(), trips.size(), at(0.5), at(0.99),
        trips.empty() ? 0.0 : trips.back());
    std::printf("the guest %s\n", counters.guestClosed ? "was DROPPED" : "stayed joined");
    return counters.guestClosed ? 1 : 0;
}
