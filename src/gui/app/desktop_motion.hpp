#pragma once

// Whether the desktop asks programs for less animation, the default of
// Settings ▸ Preferences ▸ Reduce motion (features.md G11). wxWidgets 3.2 has
// no such query, so this is the one place that asks the platform: GTK's
// gtk-enable-animations (GNOME's Reduce animation) and Windows' "Show
// animations in Windows" (SPI_GETCLIENTAREAANIMATION). False where it cannot
// be told.

namespace ttt::gui {

[[nodiscard]] bool desktopAsksForLessMotion();

} // namespace ttt::gui
