#pragma once

// A window painted through a picture of it kept in the program's memory. The
// graphics library then draws into memory, and the screen gets the finished
// part in one copy. Drawn straight into an X window, every gradient, curve,
// label and stamped mark was the X server's work, done in software where
// there is no graphics card's help (Xvfb, a virtual machine's desktop): the
// unlimited field took 10 to 30 ms a frame there (ttt-paint-bench,
// docs/architecture.md "Drawing the board"). Windows buffers every window
// this way anyway.
//
// A window that tells what changed (invalidate, scroll) has only that drawn
// again: a repaint the system asks for (the window uncovered) only copies the
// picture, and a pan moves the picture in memory and draws the strips it
// uncovers. Under GTK's 200 % a window of 900x640 has 9 MB of pixels; drawn
// whole, a frame took 8-20 ms (docs/frames.md).

#include <functional>
#include <optional>
#include <wx/bitmap.h>
#include <wx/geometry.h>
#include <wx/graphics.h>
#include <wx/image.h>
#include <wx/region.h>
#include <wx/window.h>

namespace ttt::gui {

class WindowBuffer {
public:
    // What paints a frame: a context on the picture, clipped to the part of
    // the window being repainted, and that part (none: the whole window).
    // Called once for each rectangle of what changed.
    using Draw = std::function<void(wxGraphicsContext& gc, std::optional<wxRect2DDouble> update)>;

    // By default a paint draws again the part the system repaints. After
    // this, only what invalidate() and scroll() were told (and everything
    // when the window's size or scale changed).
    void tellChanges() { tellsChanges_ = true; }

    // The part `area` of the window (nullptr: all of it) changed: drawn again
    // at the next paint.
    void invalidate(const wxRect* area);

    // The content inside `area` (window units) moved by (dx, dy) units: the
    // picture there moves along in memory, what lies outside it is drawn
    // again. False (and everything to be drawn again) where the picture cannot
    // be moved: no picture yet, or no way to reach its pixels.
    bool scroll(const wxRect& area, int dx, int dy);

    // Answers the window's paint event: `draw` paints what changed on the
    // picture, and the part repainted goes to the screen. The picture is
    // kept between frames at the window's size and the screen's scale.
    void paint(wxWindow& window, const Draw& draw);

    // The picture as the screen got it last (tests).
    [[nodiscard]] wxImage picture() const;
    // How many rectangles and pixels (window units) the last paint drew (tests, bench).
    [[nodiscard]] int drawnRects() const { return drawnRects_; }
    [[nodiscard]] long long drawnArea() const { return drawnArea_; }

private:
    wxBitmap picture_;
    bool tellsChanges_ = false;
    bool allChanged_ = true;
    wxRegion changed_;
    int drawnRects_ = 0;
    long long drawnArea_ = 0;
};

} // namespace ttt::gui
