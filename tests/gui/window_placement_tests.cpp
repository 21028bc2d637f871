// The window comes back at its saved size and place only where that fits a
// display (features.md P2): shrunk to the display it would open on, moved
// onto it, or put on the primary display when its monitor is gone.

#include "feature/settings_store.hpp"
#include "gui_test_support.hpp"
#include "records_test_support.hpp"
#include "window/window_placement.hpp"

#include <catch2/catch.hpp>
#include <vector>
#include <wx/display.h>

using namespace std::chrono_literals;
using namespace ttt::gui;

namespace {

// Catch prints a wxRect as its four numbers.
std::string show(const wxRect& r) {
    return std::to_string(r.x) + "," + std::to_string(r.y) + " " + std::to_string(r.width) + "x" +
           std::to_string(r.height);
}

void checkFit(const wxRect& saved, const std::vector<wxRect>& displays, const wxRect& expected) {
    const wxRect fitted = fitWindowToDisplays(saved, displays);
    INFO("saved " << show(saved) << ", fitted " << show(fitted) << ", expected " << show(expected));
    CHECK(fitted == expected);
}

void closeWindow(test::WindowFixture& window) {
    window.frame().Close();
    REQUIRE(test::pumpUntil([&window] { return !window.alive(); }, 5s));
}

} // namespace

TEST_CASE("A saved window is fitted to one screen", "[resize]") {
    // 1920×1080 with a panel of 27 px at the top.
    const std::vector<wxRect> one{wxRect(0, 27, 1920, 1053)};
    SECTION("a window that fits stays as it was") {
        checkFit(wxRect(100, 80, 900, 700), one, wxRect(100, 80, 900, 700));
        checkFit(wxRect(0, 27, 1920, 1053), one, wxRect(0, 27, 1920, 1053));
    }
    SECTION("a window larger than the screen is shrunk to it") {
        checkFit(wxRect(100, 100, 2800, 2000), one, wxRect(0, 27, 1920, 1053));
        // Too wide only: it keeps its height and as much of its place as it can.
        checkFit(wxRect(300, 200, 2400, 600), one, wxRect(0, 200, 1920, 600));
    }
    SECTION("a window partly off the screen is moved onto it, as little as need be") {
        checkFit(wxRect(1500, 100, 800, 600), one, wxRect(1120, 100, 800, 600));
        checkFit(wxRect(-50, 0, 800, 600), one, wxRect(0, 27, 800, 600));
        checkFit(wxRect(200, 900, 800, 600), one, wxRect(200, 480, 800, 600));
    }
    SECTION("at 200 % a window saved at 100 % is twice as large as the screen") {
        // 1400×1000 pixels are 700×500 of GTK's at a scale of 2.
        checkFit(wxRect(0, 0, 1400, 1000), {wxRect(0, 0, 700, 500)}, wxRect(0, 0, 700, 500));
    }
    SECTION("with no display known, nothing is changed") {
        checkFit(wxRect(5000, 5000, 800, 600), {}, wxRect(5000, 5000, 800, 600));
    }
}

TEST_CASE("A saved window is fitted to the display it would open on", "[resize]") {
    // The primary display first, a second one to its right.
    const std::vector<wxRect> twoSideBySide{wxRect(0, 0, 1920, 1080), wxRect(1920, 0, 1280, 1024)};
    SECTION("a window on the second display stays there") {
        checkFit(wxRect(2000, 100, 1000, 700), twoSideBySide, wxRect(2000, 100, 1000, 700));
    }
    SECTION("a window across both goes onto the one it covers most") {
        checkFit(wxRect(1800, 50, 1200, 900), twoSideBySide, wxRect(1920, 50, 1200, 900));
        checkFit(wxRect(1500, 50, 600, 900), twoSideBySide, wxRect(1320, 50, 600, 900));
    }
    SECTION("a window larger than the second display, on it, is shrunk to it, not to the first") {
        checkFit(wxRect(2000, 0, 1400, 1050), twoSideBySide, wxRect(1920, 0, 1280, 1024));
    }
    SECTION("a window on a monitor since unplugged goes onto the primary display") {
        const std::vector<wxRect> primaryOnly{wxRect(0, 0, 1920, 1080)};
        checkFit(wxRect(2000, 100, 1000, 700), primaryOnly, wxRect(460, 190, 1000, 700));
        // Larger than the primary display too: shrunk to it.
        checkFit(wxRect(-3000, -2000, 2560, 1440), primaryOnly, wxRect(0, 0, 1920, 1080));
        // The primary display (listed first) need not be the one at 0,0.
        const std::vector<wxRect> primaryOnTheRight{wxRect(1920, 0, 1280, 1024),
                                                    wxRect(0, 0, 1920, 1080)};
        checkFit(wxRect(9000, 0, 800, 600), primaryOnTheRight, wxRect(2160, 212, 800, 600));
    }
}

TEST_CASE("A saved window is fitted to a display left of or above the primary one", "[resize]") {
    // A monitor to the left of the primary one has negative coordinates.
    const std::vector<wxRect> leftOfPrimary{wxRect(0, 0, 1920, 1080), wxRect(-1280, 0, 1280, 1024)};
    checkFit(wxRect(-1200, 100, 1000, 700), leftOfPrimary, wxRect(-1200, 100, 1000, 700));
    checkFit(wxRect(-1500, -50, 1000, 700), leftOfPrimary, wxRect(-1280, 0, 1000, 700));
    checkFit(wxRect(-1300, 0, 1600, 1100), leftOfPrimary, wxRect(-1280, 0, 1280, 1024));
    // One above it.
    const std::vector<wxRect> abovePrimary{wxRect(0, 0, 1920, 1080), wxRect(0, -1080, 1920, 1080)};
    checkFit(wxRect(100, -900, 800, 600), abovePrimary, wxRect(100, -900, 800, 600));
    checkFit(wxRect(100, -1200, 2000, 800), abovePrimary, wxRect(0, -1080, 1920, 800));
}

TEST_CASE("A window saved larger than the screen comes back inside it", "[resize]") {
    test::TemporaryDataDir dir;
    const wxRect screen = wxDisplay().GetClientArea();
    const wxRect tooLarge(40, 30, screen.width + 600, screen.height + 400);
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        window.frame().SetSize(tooLarge);
        REQUIRE(
            test::pumpUntil([&] { return window.frame().GetSize() == tooLarge.GetSize(); }, 3s));
        closeWindow(window);
    }
    // wxWidgets' persistence kept what it was given.
    const wxString ini = wxString::FromUTF8(test::readFile(settingsFile()));
    REQUIRE(ini.Contains(wxString::Format("w=%d", tooLarge.width)));

    test::WindowFixture again(test::humanVsHuman());
    CHECK(again.frame().startSession());
    test::pumpFor(200ms);
    const wxRect restored = again.frame().GetScreenRect();
    INFO("screen " << show(screen) << ", restored " << show(restored));
    CHECK(screen.Contains(restored));
    // As large as the screen allows, not back at the default size.
    CHECK(restored.width == screen.width);
    CHECK(restored.height == screen.height);
}

TEST_CASE("A window saved on a monitor since unplugged comes back on the screen", "[resize]") {
    test::TemporaryDataDir dir;
    const wxRect screen = wxDisplay().GetClientArea();
    const wxRect elsewhere(screen.GetRight() + 500, 100, 820, 610);
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        window.frame().SetSize(elsewhere);
        REQUIRE(test::pumpUntil([&] { return window.frame().GetPosition().x == elsewhere.x; }, 3s));
        closeWindow(window);
    }
    test::WindowFixture again(test::humanVsHuman());
    again.frame().SetPosition(wxPoint(300, 200)); // not where it would be put
    CHECK(again.frame().startSession());
    test::pumpFor(200ms);
    const wxRect restored = again.frame().GetScreenRect();
    INFO("screen " << show(screen) << ", restored " << show(restored));
    CHECK(screen.Contains(restored));
    CHECK(restored.GetSize() == elsewhere.GetSize());
    // Centred on the primary display.
    CHECK(restored.x == screen.x + (screen.width - elsewhere.width) / 2);
}
