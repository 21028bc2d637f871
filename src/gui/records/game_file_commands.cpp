#include "records/game_file_commands.hpp"

#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "app/user_dirs.hpp"
#include "board/board_panel.hpp"
#include "feature/command_ids.hpp"
#include "records/game_files.hpp"
#include "tictactoe/records/game_text.hpp"
#include "tictactoe/records/psq_format.hpp"
#include "tictactoe/records/record_files.hpp"

#include <algorithm>
#include <system_error>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/filedlg.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/log.h>
#include <wx/menu.h>

namespace ttt::gui {
namespace {

wxString fileName(const std::filesystem::path& path) {
    return wxFromPath(path.filename());
}

} // namespace

GameFileCommands::GameFileCommands(WindowContext& window)
    : WindowFeature(window),
      history_(std::make_unique<wxFileHistory>(kMaxRecentGames, wxID_FILE1)) {}

GameFileCommands::~GameFileCommands() = default;

void GameFileCommands::addMenuItems(Menus& menus) {
    menus.game->Append(wxID_OPEN, _("&Open game…\tCtrl+O"),
                       _("Continue a saved game (.tttgame or Piskvork .psq)"));
    auto* recent = new wxMenu;
    const int recentId = wxWindow::NewControlId();
    menus.game->Append(recentId, _("Recent &games"), recent);
    history_->UseMenu(recent);
    menus.game->Append(wxID_SAVE, _("&Save game\tCtrl+S"),
                       _("Save this game to its file, or choose one"));
    menus.game->Append(wxID_SAVEAS, _("Save game &as…\tCtrl+Shift+S"),
                       _("Save this game as .tttgame or Piskvork .psq"));
    onMenu(wxID_SAVE, [this] { save(); });
    onMenu(wxID_SAVEAS, [this] { saveAs(); });
    onMenu(wxID_OPEN, [this] {
        if (const auto path = chooseOpenFile(&context().window(), folder_)) {
            openGame(*path);
        }
    });
    enableWhen(recentId, [this] { return history_->GetCount() > 0; });
    // Edit: the game as text, in the form Preferences chose, or either.
    menus.edit->Append(wxID_COPY, _("&Copy game\tCtrl+C"),
                       _("Copy the game in the form chosen in Preferences"));
    menus.edit->Append(kCopyGameAsMovesId, _("Copy game as &moves"),
                       _("Copy the moves as the board names them: h8 i9 j7"));
    menus.edit->Append(kCopyGameAsPiskvorkId, _("Copy game as &Piskvork text"),
                       _("Copy the game as a Piskvork .psq file would hold it"));
    menus.edit->Append(wxID_PASTE, _("&Paste game\tCtrl+V"),
                       _("Open the game on the clipboard: moves, Piskvork text or a saved game"));
    onMenu(wxID_COPY, [this] { copyGame(copyForm_); });
    onMenu(kCopyGameAsMovesId, [this] { copyGame(TextForm::Moves); });
    onMenu(kCopyGameAsPiskvorkId, [this] { copyGame(TextForm::Piskvork); });
    onMenu(wxID_PASTE, [this] {
        wxString text;
        {
            wxClipboardLocker locker;
            wxTextDataObject data;
            if (!!locker && wxTheClipboard->IsSupported(wxDF_UNICODETEXT) &&
                wxTheClipboard->GetData(data)) {
                text = data.GetText();
            }
        }
        pasteGame(text);
    });
    const int pictureId = kCopyBoardPictureId;
    const int pictureLargeId = wxWindow::NewControlId();
    menus.edit->AppendSeparator();
    menus.edit->Append(pictureId, _("Copy board p&icture\tCtrl+Shift+C"),
                       _("Copy the board as shown, as a picture"));
    menus.edit->Append(pictureLargeId, _("Copy board picture at &double size"),
                       _("Copy the board as a picture twice as sharp"));
    onMenu(pictureId, [this] { copyPicture(1.0); });
    onMenu(pictureLargeId, [this] { copyPicture(2.0); });
    const int exportId = wxWindow::NewControlId();
    menus.game->Append(exportId, _("E&xport picture…"),
                       _("Save the board as shown as a PNG picture"));
    onMenu(exportId, [this] {
        wxFileDialog dialog(&context().window(), _("Export picture"), wxFromPath(folder_),
                            "board.png", _("PNG pictures (*.png)|*.png"),
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() == wxID_OK) {
            std::filesystem::path path = pathFromWx(dialog.GetPath());
            if (path.extension().empty()) {
                path += ".png";
            }
            exportPicture(path, 1.0);
        }
    });
    const auto hasMoves = [this] { return !context().controller().game().history().empty(); };
    enableWhen(wxID_COPY, hasMoves);
    enableWhen(kCopyGameAsMovesId, hasMoves);
    enableWhen(kCopyGameAsPiskvorkId, hasMoves);
    context().window().Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& event) {
            const auto index = static_cast<std::size_t>(event.GetId() - wxID_FILE1);
            if (index < history_->GetCount()) {
                openGame(pathFromWx(history_->GetHistoryFile(index)));
            }
        },
        wxID_FILE1, wxID_FILE1 + static_cast<int>(kMaxRecentGames) - 1);
}

void GameFileCommands::gameChanged(GameEvent event) {
    // A new game is not the file's game any more: Save asks for a name. (A
    // game opened from a file starts too; it takes the file's name after.)
    if (event == GameEvent::GameStarted) {
        gameFile_.reset();
        fileRecord_.reset();
    }
}

void GameFileCommands::startSession(const StoredSettings& settings) {
    // wxFileHistory puts each added file first: add the oldest first.
    for (auto it = settings.recentGames.rbegin(); it != settings.recentGames.rend(); ++it) {
        history_->AddFileToHistory(wxFromPath(*it));
    }
    folder_ = settings.gameFolder;
    copyForm_ = settings.copyAsPiskvork ? TextForm::Piskvork : TextForm::Moves;
}

void GameFileCommands::saveSettings(StoredSettings& settings) const {
    settings.recentGames = recentGames();
    settings.gameFolder = folder_;
    settings.copyAsPiskvork = copyForm_ == TextForm::Piskvork;
}

std::vector<std::filesystem::path> GameFileCommands::recentGames() const {
    std::vector<std::filesystem::path> files;
    for (std::size_t i = 0; i < history_->GetCount(); ++i) {
        files.push_back(pathFromWx(history_->GetHistoryFile(i)));
    }
    return files;
}

void GameFileCommands::remember(const std::filesystem::path& path, const GameRecord& record) {
    gameFile_ = path;
    fileRecord_ = record;
    folder_ = path.parent_path();
    history_->AddFileToHistory(wxFromPath(path));
}

bool GameFileCommands::isKeptInFile() const {
    if (!fileRecord_) {
        return false;
    }
    // A running clock reads a little less every moment: the game is the
    // file's as long as everything else is.
    GameRecord saved = *fileRecord_;
    GameRecord now = context().controller().record();
    saved.clockLeft.reset();
    now.clockLeft.reset();
    return saved == now;
}

void GameFileCommands::forget(const std::filesystem::path& path) {
    for (std::size_t i = 0; i < history_->GetCount(); ++i) {
        if (pathFromWx(history_->GetHistoryFile(i)) == path) {
            history_->RemoveFileFromHistory(i);
            return;
        }
    }
}

void GameFileCommands::save() {
    if (gameFile_) {
        saveGame(*gameFile_);
    } else {
        saveAs();
    }
}

void GameFileCommands::saveAs() {
    if (const auto path = chooseSaveFile(&context().window(), folder_,
                                         gameFile_.value_or(std::filesystem::path{}))) {
        saveGame(*path);
    }
}

bool GameFileCommands::saveGame(const std::filesystem::path& path) {
    const GameRecord record = context().controller().record();
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
        if (const auto loss = psqLossWarning(record)) {
            tellPlayer(&context().window(),
                       wxString::Format(_("Saved as %s. A .psq file cannot hold all of this "
                                          "game: %s. Save it as .tttgame to keep everything."),
                                        fileName(path), translated(*loss)),
                       NoticeKind::Warning);
        }
    }
    remember(path, record);
    context().showStatus(wxString::Format(_("Game saved as %s."), fileName(path)));
    return true;
}

bool GameFileCommands::openGame(const std::filesystem::path& path) {
    Expected<OpenedGame> opened = openGameFile(path);
    if (!opened) {
        forget(path);
        tellPlayer(&context().window(),
                   wxString::Format(_("%s cannot be opened: %s"), fileName(path),
                                    translated(opened.error().text)),
                   NoticeKind::Problem);
        return false;
    }
    if (!takeGame(*opened, fileName(path))) {
        return false;
    }
    remember(path, context().controller().record());
    context().showStatus(wxString::Format(_("Opened %s."), fileName(path)));
    return true;
}

bool GameFileCommands::takeGame(const OpenedGame& opened, const wxString& source) {
    // A round just saved (or opened) and not played on since is in its file.
    if (context().controller().isRoundInProgress() && !isKeptInFile() &&
        !askPlayer(&context().window(),
                   _("A round is in progress. Abandon it and open the saved game?"),
                   _("Open game"))) {
        return false;
    }
    if (const auto restored = context().controller().restore(opened.record); !restored) {
        tellPlayer(&context().window(),
                   wxString::Format(_("%s cannot be opened: %s"), source,
                                    translated(restored.error().text)),
                   NoticeKind::Problem);
        return false;
    }
    context().adoptOptions(optionsFromSetup(opened.record.setup, context().options()));
    wxString notes;
    for (const Text& note : opened.notes) {
        notes += (notes.empty() ? "" : "; ") + translated(note);
    }
    if (const auto& problem = opened.record.reviewProblem) {
        // The moves are there; only the review could not be used.
        notes += (notes.empty() ? "" : "; ") +
                 wxString::Format(_("its review was left out (%s)"), translated(*problem));
    }
    if (!notes.empty()) {
        tellPlayer(&context().window(), wxString::Format(_("%s was opened: %s."), source, notes),
                   NoticeKind::Information);
    }
    return true;
}

Expected<std::string> GameFileCommands::gameText(TextForm form) const {
    const GameRecord record = context().controller().record();
    if (form == TextForm::Moves) {
        return writeMoveText(record);
    }
    return writePsq(record);
}

bool GameFileCommands::copyGame(TextForm form) {
    const auto text = gameText(form);
    if (!text) {
        tellPlayer(
            &context().window(),
            wxString::Format(_("The game cannot be copied so: %s"), translated(text.error().text)),
            NoticeKind::Problem);
        return false;
    }
    wxClipboardLocker locker;
    if (!locker || !wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(*text)))) {
        context().showStatus(_("The clipboard cannot be used now."));
        return false;
    }
    wxTheClipboard->Flush(); // still there after the game closes
    context().showStatus(form == TextForm::Moves ? _("The moves are copied.")
                                                 : _("The game is copied as Piskvork text."));
    return true;
}

namespace {

// The scale a picture is drawn at: the window's own pixels times `scale`.
double pictureScale(wxWindow& board, double scale) {
    return std::clamp(board.GetContentScaleFactor() * scale, 1.0, 4.0);
}

} // namespace

bool GameFileCommands::copyPicture(double scale) {
    BoardPanel& board = context().board();
    const wxBitmap picture = board.picture(pictureScale(board, scale));
    wxClipboardLocker locker;
    if (!locker || !picture.IsOk() || !wxTheClipboard->SetData(new wxBitmapDataObject(picture))) {
        context().showStatus(_("The clipboard cannot be used now."));
        return false;
    }
    wxTheClipboard->Flush();
    context().showStatus(wxString::Format(_("The board is copied as a picture (%d×%d)."),
                                          picture.GetWidth(), picture.GetHeight()));
    return true;
}

bool GameFileCommands::exportPicture(const std::filesystem::path& path, double scale) {
    BoardPanel& board = context().board();
    if (wxImage::FindHandler(wxBITMAP_TYPE_PNG) == nullptr) {
        wxImage::AddHandler(new wxPNGHandler); // wxWidgets owns it
    }
    const wxImage image = board.picture(pictureScale(board, scale)).ConvertToImage();
    // To a temporary file first: a failed save leaves no half picture.
    const std::filesystem::path partial = path.string() + ".part";
    wxLogNull quiet; // the message below says it instead
    std::error_code error;
    if (!image.IsOk() || !image.SaveFile(wxFromPath(partial), wxBITMAP_TYPE_PNG) ||
        (std::filesystem::rename(partial, path, error), error)) {
        std::filesystem::remove(partial, error);
        tellPlayer(&context().window(),
                   wxString::Format(_("The picture could not be saved as %s."), fileName(path)),
                   NoticeKind::Problem);
        return false;
    }
    context().showStatus(wxString::Format(_("Saved the picture as %s."), fileName(path)));
    return true;
}

bool GameFileCommands::pasteGame(const wxString& text) {
    const std::string utf8 = text.utf8_string();
    Expected<OpenedGame> opened = readGameText(utf8, context().controller().game().setup());
    if (!opened) {
        tellPlayer(&context().window(),
                   wxString::Format(_("The text on the clipboard is no game: %s"),
                                    translated(opened.error().text)),
                   NoticeKind::Problem);
        return false;
    }
    if (!takeGame(*opened, _("The pasted game"))) {
        return false;
    }
    context().showStatus(_("Pasted the game."));
    return true;
}

} // namespace ttt::gui
