#include "game/engine_picker.hpp"

#include "app/user_dirs.hpp"
#include "tictactoe/protocol/external_engine.hpp"

#include <chrono>
#include <system_error>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/stdpaths.h>
#include <wx/utils.h>

namespace ttt::gui {

PlayerSpec engineSpec(const std::filesystem::path& program) {
    return PlayerSpec::engineProgram(wxFromPath(program).utf8_string());
}

bool isThisGameProgram(const std::filesystem::path& program) {
    const std::filesystem::path self = pathFromWx(wxStandardPaths::Get().GetExecutablePath());
    std::error_code error;
    if (std::filesystem::equivalent(program, self, error)) {
        return true;
    }
    // Another copy of the game, e.g. the installed one next to a build.
    return wxFromPath(program.stem()).IsSameAs(wxFromPath(self.stem()), false);
}

std::optional<std::filesystem::path> chooseEngineProgram(wxWindow* parent) {
#ifdef _WIN32
    const wxString wildcard = _("Programs (*.exe)|*.exe|All files (*.*)|*.*");
#else
    const wxString wildcard = _("All files (*)|*");
#endif
    wxFileDialog dialog(parent, _("Choose a Gomocup engine (pbrain-…)"), wxEmptyString,
                        wxEmptyString, wildcard, wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) {
        return std::nullopt;
    }
    return pathFromWx(dialog.GetPath());
}

Expected<std::string> checkEngineStarts(const std::filesystem::path& program, const Rules& rules) {
    using namespace std::chrono_literals;
    if (isThisGameProgram(program)) {
        // Started as an engine it would only open a second game window.
        // Worded here, in the window's language already.
        return failure(
            Text::verbatim(wxString(_("this is the TicTacToe game itself, not a Gomocup engine; "
                                      "choose an engine program (pbrain-…)"))
                               .utf8_string()));
    }
    ExternalEngineOptions options;
    // The one engine call on the window's thread: kept short on purpose.
    options.process.commandTimeout = 3s;
    options.process.endTimeout = 500ms;
    options.gameType = 0; // the opponent is a person
    wxBusyCursor busy;
    try {
        ExternalEngine probe(wxFromPath(program).utf8_string(), options);
        probe.start(rules);
        return probe.engineName();
    } catch (const EngineFailure& refused) {
        return failure(refused.text());
    } catch (const std::exception& error) {
        return failure(Text::verbatim(error.what()));
    }
}

} // namespace ttt::gui
