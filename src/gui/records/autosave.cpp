#include "records/autosave.hpp"

#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "app/user_dirs.hpp"
#include "records/game_files.hpp"
#include "tictactoe/records/record_files.hpp"

#include <wx/frame.h>
#include <wx/intl.h>

namespace ttt::gui {

Autosave::Autosave(WindowContext& window)
    : WindowFeature(window), file_(userDataDir() / kAutosaveFileName) {
    context().controller().addListener(this);
}

Autosave::~Autosave() {
    context().controller().removeListener(this);
}

void Autosave::startSession(const StoredSettings& /*settings*/) {
    restoreGame();
    // Only now: the file already holds the game just restored, and writing it
    // back (with its wait for the disk) would only hold up the window.
    started_ = true;
}

void Autosave::restoreGame() {
    const AutosaveLoad autosave = loadAutosaveFile(file_);
    writable_ = autosave.report.safeToSave;
    if (autosave.report.notice) {
        tellPlayerLater(context().window(), translated(*autosave.report.notice));
    }
    if (!autosave.game) {
        return;
    }
    if (const auto restored = context().controller().restore(*autosave.game); !restored) {
        tellPlayerLater(context().window(),
                        wxString::Format(_("The autosaved game could not be restored (%s)."),
                                         translated(restored.error().text)));
        return;
    }
    context().adoptOptions(optionsFromSetup(autosave.game->setup, context().options()));
}

void Autosave::windowClosing() {
    write();
    closed_ = true;
}

void Autosave::onGameChanged(GameEvent event) {
    if (!context().controller().isLoading() && event != GameEvent::PlayersChanged) {
        write();
    }
}

void Autosave::write() {
    if (!started_ || !writable_ || closed_) {
        return;
    }
    if (const auto saved = saveAutosaveFile(file_, context().controller().record()); !saved) {
        writable_ = false; // one message, not one per move
        tellPlayerLater(context().window(),
                        wxString::Format(_("The game could not be autosaved: %s"),
                                         translated(saved.error().text)));
    }
}

} // namespace ttt::gui
