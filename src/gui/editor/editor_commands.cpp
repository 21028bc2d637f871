#include "editor/editor_commands.hpp"

#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "board/board_panel.hpp"
#include "editor/position_editor.hpp"
#include "feature/single_keys.hpp"

#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {

void EditorCommands::addMenuItems(Menus& menus) {
    const int id = wxWindow::NewControlId();
    menus.game->Append(id, _("Set &up position…\tE"),
                       _("Put stones on the board freely, then play on from there"));
    onMenu(id, [this] { setUpPosition(); });
    enableWhen(id, [this] { return canSetUp(); });
    bindSingleKeys(context().window(), [this](int key) { return key == 'E' && setUpPosition(); });
}

bool EditorCommands::canSetUp() const {
    return !closing_ && context().controller().canSetUpPosition() &&
           context().board().showsLiveGame();
}

bool EditorCommands::setUpPosition() {
    if (!canSetUp()) {
        return false;
    }
    GameController& controller = context().controller();
    const GameEngine& game = controller.game();
    PositionEditor editor(
        &context().window(), game.rules(), game.position(), context().theme(),
        {wxString::FromUTF8(game.player(0).name), wxString::FromUTF8(game.player(1).name)});
    if (editor.ShowModal() != wxID_OK || !canSetUp()) {
        return false;
    }
    if (const auto done = controller.setUpPosition(editor.position()); !done) {
        // The editor closes only on a position that can be played: not expected.
        tellPlayer(&context().window(), translated(done.error().text), NoticeKind::Problem);
        return false;
    }
    context().showStatus(_("The round goes on from the position set up. Undo takes it back."));
    return true;
}

} // namespace ttt::gui
