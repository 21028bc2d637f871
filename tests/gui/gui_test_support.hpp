#pragma once

// Helpers for driving the real window: every wait has a deadline, so a broken
// build fails a test instead of hanging CI.

#include "window/main_frame.hpp"

#include <chrono>
#include <functional>
#include <wx/weakref.h>

namespace ttt::gui::test {

// Processes events until `done` holds or the time is up; true if it held.
bool pumpUntil(const std::function<bool()>& done, std::chrono::milliseconds timeout);
// Processes events for this long.
void pumpFor(std::chrono::milliseconds duration);

// A shown game window with given options; destroyed at the end of the test.
class WindowFixture {
public:
    explicit WindowFixture(const GameOptions& options, const ComputerTiming& timing = fastTiming());
    ~WindowFixture();
    WindowFixture(const WindowFixture&) = delete;
    WindowFixture& operator=(const WindowFixture&) = delete;

    [[nodiscard]] MainFrame& frame() { return *frame_; }
    [[nodiscard]] bool alive() const { return frame_ != nullptr; }
    [[nodiscard]] const GameEngine& game() { return frame_->controller().game(); }

    // Moves the pointer onto a cell and clicks; waits until the move is on the
    // board, or, when the click should be refused, until the board received it
    // (fails the test if it never does).
    void clickCell(Point p, bool expectMove = true);
    void clickBanner();
    // Sends one key press to the board and waits until the board received it
    // (fails the test if it never does).
    void pressKey(int keyCode);
    // Gives the board the keyboard: keys go to the window under the pointer
    // when no window manager runs, so the pointer rests on the banner, above
    // the cells.
    void pointKeysAtBoard();

    static ComputerTiming fastTiming();

private:
    wxWeakRef<MainFrame> frame_;
};

// A static text among the window's children reads `text` (shortcut marks removed).
bool hasLabel(const wxWindow& window, const wxString& text);

GameOptions humanVsHuman(const Rules& rules = Rules::classic());
// A computer player of that level whose own thinking time is long (the
// fixture's timing decides how long it really thinks).
PlayerSpec computerPlayer(BotLevel level);
GameOptions humanVsComputer(BotLevel level, const Rules& rules = Rules::classic());

// Against the computer: plays the person's moves chosen by `move` (given the
// game) until the round is over; fails the test if it does not end.
void playRoundAgainstComputer(WindowFixture& window,
                              const std::function<Point(const GameEngine&)>& move);

} // namespace ttt::gui::test
