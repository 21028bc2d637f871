#include "gui_test_support.hpp"

#include "board/board_panel.hpp"

#include <catch2/catch.hpp>
#include <thread>
#include <wx/app.h>
#include <wx/stattext.h>
#include <wx/uiaction.h>
#include <wx/utils.h>

namespace ttt::gui::test {

using namespace std::chrono_literals;

bool pumpUntil(const std::function<bool()>& done, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        wxTheApp->Yield(true);
        wxTheApp->ProcessPendingEvents();
        wxTheApp->ProcessIdle();
        if (done()) {
            return true;
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            return false;
        }
        std::this_thread::sleep_for(5ms);
    }
}

void pumpFor(std::chrono::milliseconds duration) {
    pumpUntil([] { return false; }, duration);
}

ComputerTiming WindowFixture::fastTiming() {
    ComputerTiming timing;
    timing.maxThinkingTime = 300ms;
    timing.demoPace = 0ms;
    timing.replyPause = 0ms;
    return timing;
}

WindowFixture::WindowFixture(const GameOptions& options, const ComputerTiming& timing) {
    auto* frame = new MainFrame(options, ThemeId::Classic);
    frame_ = frame;
    frame->controller().setTiming(timing);
    // Off unless a test turns it on (or reads the settings): it would load
    // the cores between the moves of the tests that time the window.
    frame->controller().setPondering(false);
    frame->setConfirmation([](const wxString&, const wxString&) { return true; });
    frame->SetPosition(wxPoint(0, 0));
    frame->SetClientSize(wxSize(900, 640));
    frame->Show();
    frame->Raise();
    pumpUntil([frame] { return frame->IsShownOnScreen(); }, 5s);
    pumpFor(300ms); // let the window manager-less X server map and place it
    frame->board().SetFocus();
}

WindowFixture::~WindowFixture() {
    if (frame_) {
        frame_->Destroy();
    }
    pumpUntil([this] { return !frame_; }, 5s);
}

void WindowFixture::clickCell(Point p, bool expectMove) {
    BoardPanel& board = frame_->board();
    wxUIActionSimulator simulator;
    simulator.MouseMove(board.ClientToScreen(board.cellCentre(p)));
    pumpFor(40ms);
    const std::size_t before = game().history().size();
    const int received = board.inputsReceived();
    simulator.MouseClick();
    if (expectMove) {
        pumpUntil([this, before] { return !frame_ || game().history().size() != before; }, 2s);
    } else {
        // A refused click must have arrived, or "nothing was played" proves nothing.
        INFO("click at " << p.x << "," << p.y);
        REQUIRE(pumpUntil([&] { return board.inputsReceived() != received; }, 5s));
    }
}

void WindowFixture::clickBanner() {
    BoardPanel& board = frame_->board();
    const wxRect banner = board.bannerRect();
    wxUIActionSimulator simulator;
    simulator.MouseMove(
        board.ClientToScreen(wxPoint(banner.x + banner.width / 2, banner.y + banner.height / 2)));
    pumpFor(40ms);
    simulator.MouseClick();
    pumpUntil([this] { return !game().isRoundOver(); }, 2s);
}

void WindowFixture::pointKeysAtBoard() {
    BoardPanel& board = frame_->board();
    wxUIActionSimulator simulator;
    simulator.MouseMove(board.ClientToScreen(wxPoint(board.GetClientSize().x / 2, 4)));
    pumpFor(60ms);
    board.SetFocus();
    pumpFor(60ms);
}

void WindowFixture::pressKey(int keyCode) {
    BoardPanel& board = frame_->board();
    const int received = board.inputsReceived();
    wxUIActionSimulator simulator;
    simulator.Char(keyCode);
    // The key's release reaches the board after the press was handled (by the
    // board or by the window's single-key shortcuts).
    INFO("key " << keyCode);
    REQUIRE(pumpUntil([&] { return board.inputsReceived() != received; }, 5s));
}

GameOptions humanVsHuman(const Rules& rules) {
    GameOptions options;
    options.mode = Mode::HumanVsHuman;
    options.rules = rules;
    options.names = {"Alice", "Bob"};
    return options;
}

PlayerSpec computerPlayer(BotLevel level) {
    // Long enough for any test; the window's timing caps it (fastTiming: 300 ms).
    return PlayerSpec::computer(level, ThinkingBudget{std::chrono::seconds(20), {}, 1});
}

GameOptions humanVsComputer(BotLevel level, const Rules& rules) {
    GameOptions options;
    options.mode = Mode::HumanVsComputer;
    options.rules = rules;
    options.computer = computerPlayer(level);
    options.names = {"Alice", ""};
    return options;
}

void playRoundAgainstComputer(WindowFixture& window,
                              const std::function<Point(const GameEngine&)>& move) {
    for (int guard = 0; guard < 400 && !window.game().isRoundOver(); ++guard) {
        REQUIRE(pumpUntil(
            [&] {
                return window.game().isRoundOver() || window.frame().controller().isHumanToMove();
            },
            std::chrono::seconds(5)));
        if (!window.game().isRoundOver()) {
            REQUIRE(window.frame().controller().playHuman(move(window.game())));
        }
    }
    REQUIRE(window.game().isRoundOver());
}

bool hasLabel(const wxWindow& window, const wxString& text) {
    for (const wxWindow* child : window.GetChildren()) {
        const auto* label = dynamic_cast<const wxStaticText*>(child);
        if (label != nullptr && label->GetLabelText() == text) {
            return true;
        }
    }
    return false;
}

} // namespace ttt::gui::test
