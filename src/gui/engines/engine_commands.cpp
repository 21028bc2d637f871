#include "engines/engine_commands.hpp"

#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "app/user_dirs.hpp"
#include "game/engine_picker.hpp"
#include "tictactoe/protocol/external_engine.hpp"
#include "tictactoe/records/player_name.hpp"

#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {

void EngineCommands::addMenuItems(Menus& menus) {
    const int engineId = wxWindow::NewControlId();
    menus.settings->Append(engineId, _("&Engine…"),
                           _("Play against a Gomocup engine program (pbrain-…)"));
    onMenu(engineId, [this] {
        if (const auto program = chooseEngineProgram(&context().window())) {
            useEngine(*program);
        }
    });
}

bool EngineCommands::useEngine(const std::filesystem::path& program) {
    GameOptions next = context().options();
    next.mode = Mode::HumanVsComputer;
    next.computer = engineSpec(program);
    // Gomocup engines play five in a row on a board with edges.
    bool boardChanged = false;
    if (!ExternalEngine::supports(next.rules)) {
        next.rules = Rules::gomokuFreestyle();
        boardChanged = true;
    }
    const auto started = checkEngineStarts(program, next.rules);
    if (!started) {
        tellPlayer(&context().window(),
                   wxString::Format(_("%s cannot be used as a player: %s"),
                                    wxFromPath(program.filename()),
                                    translated(started.error().text)),
                   NoticeKind::Problem);
        return false;
    }
    // The side panel and the records show the engine by its own name,
    // cleaned as any player's name.
    next.engineTitle = wxString::FromUTF8(cleanPlayerName(*started));
    if (!context().startNewGame(next)) {
        return false;
    }
    if (boardChanged) {
        context().showStatus(wxString::Format(_("%s plays on Gomoku 15×15: engines play five in a "
                                                "row on a board with edges."),
                                              next.displayedEngineName()));
    }
    return true;
}

} // namespace ttt::gui
