#include "move/move_commands.hpp"

#include "app/player_notices.hpp"
#include "board/board_panel.hpp"
#include "feature/single_keys.hpp"

#include <algorithm>
#include <array>
#include <tuple>
#include <wx/artprov.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/numdlg.h>

namespace ttt::gui {

MoveCommands::MoveCommands(WindowContext& window) : WindowFeature(window) {}

void MoveCommands::addMenuItems(Menus& menus) {
    wxFrame& frame = context().window();
    const int hintId = wxWindow::NewControlId();
    menus.move->Append(wxID_UNDO, _("&Undo\tCtrl+Z"),
                       _("Take back the last move (against the computer: with its reply)"));
    wxMenuItem* redoItem =
        menus.move->Append(wxID_REDO, _("Re&do\tCtrl+Y"), _("Play the move taken back again"));
    redoItem->AddExtraAccel(wxAcceleratorEntry(wxACCEL_CTRL | wxACCEL_SHIFT, 'Z'));
    menus.move->Append(hintId, _("&Hint\tH"),
                       _("Show the move the strongest computer player would make"));
    menus.tools.push_back({wxID_UNDO, _("Undo"), wxART_UNDO, _("Take back the last move"), true});
    menus.tools.push_back({wxID_REDO, _("Redo"), wxART_REDO, _("Play the move again")});
    menus.tools.push_back({hintId, _("Hint"), wxART_TIP, _("Show a good move")});

    onMenu(wxID_UNDO, [this] { undo(); });
    onMenu(wxID_REDO, [this] { redo(); });
    onMenu(hintId, [this] { showHint(); });
    enableWhen(wxID_UNDO, [this] { return context().controller().canUndo(); });
    enableWhen(wxID_REDO, [this] { return context().controller().canRedo(); });
    enableWhen(hintId, [this] { return canHint(); });
    bindSingleKeys(frame, [this](int key) { return key == 'H' && showHint(); });

    // Ending the round by the players' word (features.md G9, M6).
    menus.move->AppendSeparator();
    const int resignId = wxWindow::NewControlId();
    const int drawId = wxWindow::NewControlId();
    menus.move->Append(resignId, _("&Resign…"), _("Give up this round: the other player wins it"));
    menus.move->Append(drawId, _("Offer a &draw"),
                       _("Network game: offer the other player to end the round as a draw"));
    onMenu(resignId, [this] { resign(); });
    onMenu(drawId, [this] { context().controller().offerDraw(); });
    enableWhen(resignId, [this] { return !closing_ && context().controller().canResign(); });
    enableWhen(drawId, [this] { return !closing_ && context().controller().canOfferDraw(); });

    // The opening rules: a person's colour decision (the banner names the keys).
    menus.move->AppendSeparator();
    const std::array<std::tuple<ColourOption, wxString, wxString, int>, 4> options{{
        {ColourOption::TakeBlack, _("Take &black\tB"), _("Opening rule: play black"), 'B'},
        {ColourOption::TakeWhite, _("Take &white\tW"), _("Opening rule: play white"), 'W'},
        {ColourOption::PlaceTwo, _("Place &two more\tT"),
         _("Swap2: place two more stones and let the opener choose"), 'T'},
        {ColourOption::OfferFifths, _("Offer &fifth moves\tF"),
         _("Taraguchi: offer the fifth moves for white to pick from"), 'F'},
    }};
    for (const auto& [option, label, help, key] : options) {
        const int id = wxWindow::NewControlId();
        menus.move->Append(id, label, help);
        onMenu(id, [this, option = option] { chooseColour(option); });
        enableWhen(id, [this, option = option] { return canChoose(option); });
    }
    const int declareId = wxWindow::NewControlId();
    menus.move->Append(declareId, _("&Declare fifth moves…\tD"),
                       _("Yamaguchi and Soosõrv: say how many fifth moves black will offer"));
    onMenu(declareId, [this] { declareOffers(); });
    enableWhen(declareId, [this] { return canDeclare(); });
    bindSingleKeys(frame, [this, options](int key) {
        if (key == 'D') {
            return declareOffers();
        }
        for (const auto& [option, label, help, optionKey] : options) {
            if (key == optionKey) {
                return chooseColour(option);
            }
        }
        return false;
    });
}

bool MoveCommands::canDeclare() const {
    const GameController& controller = context().controller();
    return !closing_ && controller.game().openingTask().declareUpTo > 0 &&
           controller.isHumanToMove() && context().board().showsLiveGame();
}

bool MoveCommands::declareOffers() {
    if (!canDeclare()) {
        return false;
    }
    const GameEngine& game = context().controller().game();
    const int most = game.openingTask().declareUpTo;
    // TRANSLATORS: %d is the highest number the opening rule allows.
    const long count = wxGetNumberFromUser(
        wxString::Format(_("How many fifth moves will black offer? From 1 to %d."), most),
        _("Fifth moves:"), _("Declare fifth moves"), std::min(2, most), 1, most,
        &context().window());
    return count >= 1 && canDeclare() &&
           context().controller().declareOffers(static_cast<int>(count));
}

bool MoveCommands::canChoose(ColourOption option) const {
    const GameController& controller = context().controller();
    const auto due = controller.game().pendingChoice();
    return !closing_ && due && controller.isHumanToMove() && context().board().showsLiveGame() &&
           (option != ColourOption::PlaceTwo || due->mayPlaceTwo) &&
           (option != ColourOption::OfferFifths || due->mayOfferFifths);
}

bool MoveCommands::chooseColour(ColourOption option) {
    if (!canChoose(option)) {
        return false;
    }
    return context().controller().chooseColour(option);
}

void MoveCommands::gameChanged(GameEvent event) {
    if (event != GameEvent::PlayersChanged && event != GameEvent::ScoreChanged) {
        hints_.cancel(); // the hint was about the position before
    }
}

void MoveCommands::windowClosing() {
    closing_ = true;
    hints_.cancel();
}

bool MoveCommands::resign() {
    GameController& controller = context().controller();
    if (closing_ || !controller.canResign()) {
        return false;
    }
    if (!askPlayer(&context().window(), _("Give up this round? The other player wins it."),
                   _("Resign"))) {
        return false;
    }
    return controller.resign();
}

bool MoveCommands::undo() {
    return context().controller().undo();
}

bool MoveCommands::redo() {
    return context().controller().redo();
}

bool MoveCommands::canHint() const {
    // Not during a replay: the board shows another position then.
    // Not against a person on another computer either: a hint would be help
    // from the game to one side. Not in a tournament opening's square,
    // declaration, offers or pick: Hard's best move answers none of them.
    return !closing_ && context().controller().isHumanToMove() &&
           context().controller().remote() == nullptr &&
           !context().controller().game().pendingChoice() &&
           context().controller().game().openingTask() == OpeningTask{} &&
           context().board().showsLiveGame();
}

bool MoveCommands::showHint() {
    if (!canHint()) {
        return false;
    }
    context().controller().pausePondering(); // the hint has the cores
    hints_.request(context().controller().game(),
                   [this](Point move) { context().board().flashHint(move); });
    return true;
}

} // namespace ttt::gui
