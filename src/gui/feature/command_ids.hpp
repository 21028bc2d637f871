#pragma once

// Commands offered in more than one place: a menu of the window and a
// context menu elsewhere (the move list's). Both use the same id, so the
// one handler the feature binds on the window serves both: a context
// menu's choice travels up to the window as any command does.

#include <wx/defs.h>

namespace ttt::gui {

enum CommandId : int {
    kCopyGameAsMovesId = wxID_HIGHEST + 1, // Edit ▸ Copy game as moves
    kCopyGameAsPiskvorkId,                 // Edit ▸ Copy game as Piskvork text
    kCopyBoardPictureId,                   // Edit ▸ Copy board picture
};

} // namespace ttt::gui
