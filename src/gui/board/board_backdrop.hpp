#pragma once

// The still part of the board kept as one picture: the background, the board
// with its grid and star points, and the coordinates change only with the
// window's size, the theme and the layout, while the marks, the hover and the
// banner change with every move. Drawn straight into an X window each frame,
// that part was most of a frame's time: the wooden board's shadow, gradient
// and grain and sixty labels are the X server's work, 15 ms a frame under
// Xvfb; a stamp of the picture costs a fraction of a millisecond
// (docs/architecture.md, "Drawing the board").

#include "board/board_geometry.hpp"
#include "board/theme.hpp"

#include <functional>
#include <optional>
#include <wx/gdicmn.h>
#include <wx/graphics.h>

namespace ttt::gui {

class BoardBackdrop {
public:
    // Everything the still part's look depends on.
    struct Key {
        ThemeId theme = ThemeId::Classic;
        wxSize pixels;      // the picture's size in screen pixels
        double scale = 1.0; // screen pixels per drawing unit
        double dip = 1.0;   // pixels per device-independent pixel
        BoardGeometry geometry;
        wxRect2DDouble boardArea;
        bool coordinates = false;
        bool operator==(const Key&) const = default;
    };

    // The picture for `key`, made with `draw` (given a context in drawing
    // units on an opaque picture of key.pixels) unless the last one was made
    // for the same key.
    [[nodiscard]] const wxGraphicsBitmap&
    picture(wxGraphicsContext& gc, const Key& key,
            const std::function<void(wxGraphicsContext&)>& draw);

    // How many pictures were made so far (tests).
    [[nodiscard]] int made() const { return made_; }

private:
    std::optional<Key> key_;
    std::optional<wxGraphicsBitmap> picture_;
    int made_ = 0;
};

} // namespace ttt::gui
