// A file of the window's folder board that includes the folder window, above
// it: the folder check must refuse it (tests/layers/CMakeLists.txt). The
// engine's headers and wxWidgets' are no folders of the window and pass.
#include "board/theme.hpp"
#include "game/game_controller.hpp"
#include "tictactoe/game/board.hpp"
#include "window/main_frame.hpp"

#include <wx/window.h>
