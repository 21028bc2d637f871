#pragma once

// A window painted through a picture of it kept in the program's memory. The
// graphics library then draws into memory, and the screen gets the finished
// part in one copy. Drawn straight into an X window, every gradient, curve,
// label and stamped mark was the X server's work, done in software where
// there is no graphics card's help (Xvfb, a virtual machine's desktop): the
// unlimited field took 10 to 30 ms a frame there (ttt-paint-bench,
// docs/architecture.md "Drawing the board"). Windows buffers every window
// this way anyway.

#include <functional>
#include <optional>
#include <wx/bitmap.h>
#include <wx/geometry.h>
#include <wx/graphics.h>
#include <wx/window.h>

namespace ttt::gui {

class WindowBuffer {
public:
    // What paints a frame: a context on the picture, clipped to the part of
    // the window being repainted, and that part (none: the whole window).
    using Draw = std::function<void(wxGraphicsContext& gc, std::optional<wxRect2DDouble> update)>;

    // Answers the window's paint event: `draw` paints the picture, and the
    // part repainted goes to the screen. The picture is kept between frames
    // at the window's size and the screen's scale.
    void paint(wxWindow& window, const Draw& draw);

private:
    wxBitmap picture_;
};

} // namespace ttt::gui
