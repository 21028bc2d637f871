// ttt-network-bench: what a flood of strangers costs the window that hosts a
// network game (features.md M6). Two real game windows, one hosting and one
// joined, play moves in turn over 127.0.0.1 while other threads hammer the
// host's port (connect and close, garbage, a hello and silence), all on
// 127.0.0.1. A 10 ms timer on the window's thread measures how late each of
// its ticks comes: the longest gap is the longest the window went without a
// frame. Prints the gaps, the moves played, the computers turned away and
// the round trips the status bar showed. Needs an X display (xvfb-run works).
//
//   ttt-network-bench [seconds] [clients]    (defaults: 10 s, 4 clients)

#include "app/player_notices.hpp"
#include "network/network_commands.hpp"
#include "window/main_frame.hpp"
#include "window_bench.hpp"

#include <algorithm>
#include <asio.hpp>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <thread>
#include <vector>
#include <wx/app.h>
#include <wx/evtloop.h>
#include <wx/timer.h>

namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using namespace ttt::gui;

void pumpFor(std::chrono::milliseconds duration, const std::function<bool()>& until = {}) {
    const auto end = Clock::now() + duration;
    while (Clock::now() < end && !(until && until())) {
        wxTheApp->ProcessPendingEvents();
        while (wxEventLoopBase::GetActive()->Pending()) {
            wxEventLoopBase::GetActive()->Dispatch();
        }
        wxMilliSleep(1);
    }
}

double percentile(std::vector<double> values, double share) {
    if (values.empty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    const auto at = static_cast<std::size_t>(share * static_cast<double>(values.size() - 1));
    return values[at];
}

// One stranger's attempts on 127.0.0.1:port until `stop`: a third connect
// and close, a third send garbage, a third send a hello's start and wait.
void stranger(std::uint16_t port, int seed, const std::atomic<bool>& stop,
              std::atomic<int>& attempts) {
    asio::io_context io;
    const asio::ip::tcp::endpoint host(asio::ip::make_address("127.0.0.1"), port);
    for (int i = seed; !stop; ++i) {
        asio::ip::tcp::socket socket(io);
        std::error_code error;
        socket.connect(host, error);
        ++attempts;
        if (error) {
            std::this_thread::sleep_for(5ms);
            continue;
        }
        if (i % 3 == 1) {
            const std::string garbage(64, static_cast<char>('A' + i % 26));
            asio::write(socket, asio::buffer(garbage), error);
        } else if (i % 3 == 2) {
            const std::string hello = std::string("\0\0\0\x40", 4) + R"({"type":"hello")";
            asio::write(socket, asio::buffer(hello), error);
            std::this_thread::sleep_for(20ms);
        }
        socket.close(error);
        std::this_thread::sleep_for(10ms);
    }
}

int run(int seconds, int clients) {
    setPlayerNoticeHandlers([](const wxString&, NoticeKind) {},
                            [](const wxString&) { return true; });
    GameOptions options;
    options.mode = ttt::Mode::HumanVsHuman;
    options.rules = ttt::Rules::gomokuFreestyle();
    auto* host = new MainFrame(options, ThemeId::Classic);
    auto* guest = new MainFrame(options, ThemeId::Classic);
    host->Show();
    guest->Show();
    pumpFor(1s);

    HostRequest request;
    request.options = options;
    request.name = "Ann";
    request.port = 0;
    request.cost = ttt::net::KeyCost::minimal;
    const auto hosted = host->network().host(request);
    if (!hosted) {
        std::fputs("ttt-network-bench: cannot host on 127.0.0.1\n", stderr);
        return 1;
    }
    if (!guest->network().join({"127.0.0.1:" + std::to_string(hosted->port), hosted->code.text(),
                                "Ben", ttt::net::KeyCost::minimal})) {
        return 1;
    }
    pumpFor(10s, [&] { return guest->controller().remote() != nullptr; });
    if (guest->controller().remote() == nullptr) {
        std::fputs("ttt-network-bench: the guest did not join\n", stderr);
        return 1;
    }

    // The window's ticks: how late each comes after the one before.
    std::vector<double> gaps;
    auto last = Clock::now();
    wxTimer ticks;
    ticks.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
        const auto now = Clock::now();
        gaps.push_back(std::chrono::duration<double, std::milli>(now - last).count());
        last = now;
    });
    std::vector<double> roundTrips;
    std::atomic<bool> stop{false};
    std::atomic<int> attempts{0};
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back(stranger, hosted->port, c, std::cref(stop), std::ref(attempts));
    }
    ticks.Start(10);
    last = Clock::now();
    int moves = 0;
    const auto end = Clock::now() + std::chrono::seconds(seconds);
    // Rows 0, 2, 4, … filled left to right, each move by the window whose
    // turn it is: the marks alternate along a row and no line of five forms.
    while (Clock::now() < end) {
        const ttt::Point p{moves % 15, (2 * (moves / 15)) % 15};
        MainFrame* mover = host->controller().isHumanToMove()    ? host
                           : guest->controller().isHumanToMove() ? guest
                                                                 : nullptr;
        if (mover != nullptr && mover->controller().playHuman(p)) {
            ++moves;
        }
        pumpFor(200ms);
        const wxString shown = guest->network().connectionText();
        if (const int at = shown.Find(wxString::FromUTF8("· ")); at != wxNOT_FOUND) {
            long ms = 0;
            if (shown.Mid(static_cast<std::size_t>(at) + 2).BeforeFirst(' ').ToLong(&ms)) {
                roundTrips.push_back(static_cast<double>(ms));
            }
        }
    }
    ticks.Stop();
    stop = true;
    for (auto& thread : threads) {
        thread.join();
    }
    const auto played = host->controller().game().history().size();
    const bool same = host->controller().game().history() == guest->controller().game().history();
    std::printf("%d s, %d clients: %d connection attempts on 127.0.0.1\n", seconds, clients,
                attempts.load());
    std::printf("window ticks (10 ms timer) gap ms: median %.1f, 99%% %.1f, max %.1f (%zu ticks)\n",
                percentile(gaps, 0.5), percentile(gaps, 0.99), percentile(gaps, 1.0), gaps.size());
    std::printf("moves on both boards: %zu (%s); status-bar round trip ms: median %.0f, max %.0f\n",
                played, same ? "the same" : "DIFFERENT", percentile(roundTrips, 0.5),
                percentile(roundTrips, 1.0));
    host->network().leave();
    guest->network().leave();
    host->Destroy();
    guest->Destroy();
    pumpFor(300ms);
    return same ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    const int clients = argc > 2 ? std::max(0, std::atoi(argv[2])) : 4;
    return ttt::gui::bench::runInWindow(argv[0], "ttt-network-bench",
                                        [&] { return run(seconds, clients); });
}
