#include "records/game_file_commands.hpp"

#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "app/user_dirs.hpp"
#include "records/game_files.hpp"
#include "tictactoe/records/record_files.hpp"

#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {
namespace {

wxString fileName(const std::filesystem::path& path) {
    return wxFromPath(path.filename());
}

} // namespace

void GameFileCommands::addMenuItems(Menus& menus) {
    menus.game->Append(wxID_OPEN, _("&Open game…\tCtrl+O"),
                       _("Continue a saved game (.tttgame or Piskvork .psq)"));
    menus.game->Append(wxID_SAVE, _("&Save game…\tCtrl+S"),
                       _("Save this game as .tttgame or Piskvork .psq"));
    onMenu(wxID_SAVE, [this] {
        if (const auto path = chooseSaveFile(&context().window())) {
            saveGame(*path);
        }
    });
    onMenu(wxID_OPEN, [this] {
        if (const auto path = chooseOpenFile(&context().window())) {
            openGame(*path);
        }
    });
}

bool GameFileCommands::saveGame(const std::filesystem::path& path) {
    const GameRecord record = recordOf(context().controller().game());
    const GameFileFormat format = gameFileFormatFor(path);
    if (format == GameFileFormat::Psq) {
        if (const auto holds = psqCanHold(record.setup.rules); !holds) {
            tellPlayer(&context().window(),
                       wxString::Format(_("This game cannot be saved as a Piskvork .psq file: "
                                          "%s.\n\nSave it as a TicTacToe game (.tttgame) "
                                          "instead; that format keeps everything."),
                                        translated(holds.error().text)),
                       NoticeKind::Problem);
            return false;
        }
    }
    if (const auto saved = saveGameFile(path, record, format); !saved) {
        tellPlayer(&context().window(),
                   wxString::Format(_("The game could not be saved to %s: %s"), wxFromPath(path),
                                    translated(saved.error().text)),
                   NoticeKind::Problem);
        return false;
    }
    if (format == GameFileFormat::Psq) {
        if (const auto loss = psqLossWarning(record.setup.rules)) {
            tellPlayer(&context().window(),
                       wxString::Format(_("Saved as %s. A .psq file cannot hold all of this "
                                          "game: %s. Save it as .tttgame to keep everything."),
                                        fileName(path), translated(*loss)),
                       NoticeKind::Warning);
        }
    }
    context().showStatus(wxString::Format(_("Game saved as %s."), fileName(path)));
    return true;
}

bool GameFileCommands::openGame(const std::filesystem::path& path) {
    Expected<OpenedGame> opened = openGameFile(path);
    if (!opened) {
        tellPlayer(&context().window(),
                   wxString::Format(_("%s cannot be opened: %s"), fileName(path),
                                    translated(opened.error().text)),
                   NoticeKind::Problem);
        return false;
    }
    if (context().controller().isRoundInProgress() &&
        !askPlayer(&context().window(),
                   _("A round is in progress. Abandon it and open the saved game?"),
                   _("Open game"))) {
        return false;
    }
    if (const auto restored = context().controller().restore(opened->record); !restored) {
        tellPlayer(&context().window(),
                   wxString::Format(_("%s cannot be opened: %s"), fileName(path),
                                    translated(restored.error().text)),
                   NoticeKind::Problem);
        return false;
    }
    context().adoptOptions(optionsFromSetup(opened->record.setup, context().options()));
    if (!opened->notes.empty()) {
        wxString notes;
        for (const Text& note : opened->notes) {
            notes += (notes.empty() ? "" : "; ") + translated(note);
        }
        tellPlayer(&context().window(),
                   wxString::Format(_("%s was opened: %s."), fileName(path), notes),
                   NoticeKind::Information);
    }
    context().showStatus(wxString::Format(_("Opened %s."), fileName(path)));
    return true;
}

} // namespace ttt::gui
