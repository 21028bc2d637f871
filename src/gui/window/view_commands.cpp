#include "window/view_commands.hpp"

#include "board/board_panel.hpp"
#include "feature/settings_store.hpp"
#include "feature/single_keys.hpp"

#include <algorithm>
#include <functional>
#include <tuple>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/toolbar.h>

namespace ttt::gui {
namespace {

constexpr double kZoomStep = 1.25;

} // namespace

void ViewCommands::addMenuItems(Menus& menus) {
    wxFrame& frame = context().window();
    const auto add = [&](const wxString& label, const wxString& help,
                         std::function<void(BoardPanel&)> action) {
        const int id = wxWindow::NewControlId();
        menus.view->Append(id, label, help);
        onMenu(id, [this, action] { action(context().board()); });
        enableWhen(id, [this] { return context().board().canMoveView(); });
    };
    menus.view->AppendSeparator();
    add(_("Zoom &in\tCtrl++"), _("Unlimited field: larger cells"),
        [](BoardPanel& board) { board.zoomBy(kZoomStep); });
    add(_("Zoom &out\tCtrl+-"), _("Unlimited field: more cells"),
        [](BoardPanel& board) { board.zoomBy(1 / kZoomStep); });
    add(_("&Fit the game\tCtrl+0"),
        _("Unlimited field: show every stone and follow the game again"),
        [](BoardPanel& board) { board.fitGame(); });
    add(_("&Centre on last move\tC"),
        _("Unlimited field: centre the view on the last move and keep up with new ones"),
        [](BoardPanel& board) { board.centreOnLastMove(); });
    menus.view->AppendSeparator();
    auto* numbers = new wxMenu; // owned by the View menu
    using Numbers = BoardPanel::MoveNumbers;
    for (const auto& [which, label, help] :
         {std::tuple{Numbers::Off, _("&None"), _("No numbers on the stones")},
          std::tuple{Numbers::All, _("&All"), _("The number of every move on its stone")},
          std::tuple{Numbers::LastTen, _("The &last ten"), _("Numbers on the last ten moves")}}) {
        const int id = wxWindow::NewControlId();
        numbers->AppendRadioItem(id, label, help);
        const Numbers choice = which; // (clang-tidy 14 captures no structured binding)
        onMenu(id, [this, choice] { context().board().showMoveNumbers(choice); });
        checkWhen(id, [this, choice] { return context().board().moveNumbersShown() == choice; });
    }
    menus.view->AppendSubMenu(numbers, _("Move &numbers"),
                              _("Show in which order the stones were played"));
    const int forbiddenId = wxWindow::NewControlId();
    menus.view->AppendCheckItem(forbiddenId, _("Forbidden &points"),
                                _("Renju: mark the points black may not play"));
    onMenu(forbiddenId, [this] {
        BoardPanel& board = context().board();
        board.showForbiddenPoints(!board.forbiddenPointsShown());
    });
    checkWhen(forbiddenId, [this] { return context().board().forbiddenPointsShown(); });
    const int fullScreenId = wxWindow::NewControlId();
    menus.view->AppendCheckItem(fullScreenId, _("F&ull screen\tF11"),
                                _("The board on the whole screen; F11 again to leave"));
    onMenu(fullScreenId, [&frame] { frame.ShowFullScreen(!frame.IsFullScreen()); });
    checkWhen(fullScreenId, [&frame] { return frame.IsFullScreen(); });
    const int toolbarId = wxWindow::NewControlId();
    menus.view->AppendCheckItem(toolbarId, _("&Toolbar"),
                                _("Buttons for New game, Undo, Redo and Hint under the menus"));
    onMenu(toolbarId, [this] { showToolbar(!isToolbarShown()); });
    checkWhen(toolbarId, [this] { return isToolbarShown(); });
    bindSingleKeys(frame, [this](int key) {
        if (key != 'C' || !context().board().canMoveView()) {
            return false;
        }
        context().board().centreOnLastMove();
        return true;
    });
}

void ViewCommands::startSession(const StoredSettings& settings) {
    showToolbar(settings.toolbarShown);
    context().board().showForbiddenPoints(settings.forbiddenShown);
    context().board().showMoveNumbers(
        static_cast<BoardPanel::MoveNumbers>(std::clamp(settings.moveNumbers, 0, 2)));
    if (settings.reduceMotion) {
        setReduceMotion(*settings.reduceMotion);
    }
}

void ViewCommands::saveSettings(StoredSettings& settings) const {
    settings.toolbarShown = isToolbarShown();
    settings.forbiddenShown = context().board().forbiddenPointsShown();
    settings.moveNumbers = static_cast<int>(context().board().moveNumbersShown());
    settings.reduceMotion = reduceMotion_;
}

void ViewCommands::showToolbar(bool shown) {
    if (isToolbarShown() == shown) {
        return;
    }
    context().toolbar().Show(shown);
    context().window().SendSizeEvent(); // the frame gives the board the room back
}

bool ViewCommands::isToolbarShown() const {
    const wxToolBar* tools = context().window().GetToolBar();
    return tools != nullptr && tools->IsShown();
}

void ViewCommands::setReduceMotion(bool reduce) {
    reduceMotion_ = reduce;
    context().board().setReduceMotion(reduce);
}

bool ViewCommands::reducesMotion() const {
    return context().board().reducesMotion();
}

} // namespace ttt::gui
