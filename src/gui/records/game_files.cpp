#include "records/game_files.hpp"

#include "app/player_notices.hpp"
#include "app/user_dirs.hpp"
#include "tictactoe/records/format_names.hpp"

#include <wx/filedlg.h>
#include <wx/intl.h>

namespace ttt::gui {
namespace {

wxString wildcards() {
    return _("TicTacToe games (*.tttgame)|*.tttgame|Piskvork games (*.psq)|*.psq|All files "
             "(*)|*");
}

} // namespace

GameOptions optionsFromSetup(const GameSetup& setup, const GameOptions& previous) {
    GameOptions options = previous;
    options.mode = setup.mode;
    options.rules = setup.rules;
    options.starts = setup.starts;
    options.opening = setup.opening;
    options.clock = setup.clock;
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        const Player& player = setup.players.at(i);
        if (player.isHuman()) {
            options.names.at(i) = wxString::FromUTF8(player.name);
        } else {
            options.computer = player.spec;
            if (player.spec.isEngine()) {
                options.engineTitle = wxString::FromUTF8(player.name);
            }
        }
    }
    return options;
}

std::optional<std::filesystem::path> chooseSaveFile(wxWindow* parent,
                                                    const std::filesystem::path& folder,
                                                    const std::filesystem::path& suggested) {
    const std::filesystem::path start =
        suggested.has_parent_path() ? suggested.parent_path() : folder;
    const std::filesystem::path name = suggested.empty()
                                           ? std::filesystem::path(_("game.tttgame").utf8_string())
                                           : suggested.filename();
    wxFileDialog dialog(parent, _("Save game"), wxFromPath(start), wxFromPath(name), wildcards(),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (name.extension() == kPsqExtension) {
        dialog.SetFilterIndex(1);
    }
    if (dialog.ShowModal() != wxID_OK) {
        return std::nullopt;
    }
    return completeSavePath(parent, pathFromWx(dialog.GetPath()),
                            dialog.GetFilterIndex() == 1 ? GameFileFormat::Psq
                                                         : GameFileFormat::Own);
}

std::optional<std::filesystem::path>
completeSavePath(wxWindow* parent, std::filesystem::path chosen, GameFileFormat filterFormat) {
    const std::string extension = chosen.extension().string();
    if (extension == kGameRecordExtension || extension == kPsqExtension || extension == ".PSQ") {
        return chosen; // the dialog asked before replacing it
    }
    // The filter chosen in the dialog decides the format of a bare name; the
    // dialog did not see the name with its extension, so a file already there
    // is asked about here.
    chosen += filterFormat == GameFileFormat::Psq ? kPsqExtension : kGameRecordExtension;
    std::error_code error;
    if (std::filesystem::exists(chosen, error) &&
        !askPlayer(parent,
                   wxString::Format(_("%s already exists. Do you want to replace it?"),
                                    wxFromPath(chosen.filename())),
                   _("Save game"))) {
        return std::nullopt;
    }
    return chosen;
}

std::optional<std::filesystem::path> chooseOpenFile(wxWindow* parent,
                                                    const std::filesystem::path& folder) {
    wxFileDialog dialog(parent, _("Open game"), wxFromPath(folder), wxEmptyString, wildcards(),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) {
        return std::nullopt;
    }
    return pathFromWx(dialog.GetPath());
}

} // namespace ttt::gui
