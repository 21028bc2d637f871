#pragma once

namespace ttt::gui {

// The program's texts are UTF-8 (×, …, ·). wxWidgets decodes narrow strings
// with the C library's locale, so under the plain "C" locale they would come
// out empty: switch character handling to UTF-8 when it is not already.
void useUtf8ForText();

} // namespace ttt::gui
