#include "dialogs/help_dialogs.hpp"

#include "app/app_icon.hpp"
#include "build_info.hpp"

#include <utility>
#include <vector>
#include <wx/aboutdlg.h>
#include <wx/dialog.h>
#include <wx/intl.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {

void showRules(wxWindow* parent) {
    const std::vector<std::pair<wxString, wxString>> sections{
        {_("Goal"),
         _("Players take turns placing their mark on an empty cell. The first to get k marks "
           "in an unbroken line - across, down or diagonally - wins the round. When no cell is "
           "left, the round is a draw.")},
        {_("Classic 3×3"), _("Three in a row on a 3×3 board. Perfect play always draws.")},
        {_("Gomoku 15×15"),
         _("Five in a row on a 15×15 board. Freestyle: five or more wins. Exactly five: a line "
           "of six or more does not count.")},
        {_("Unlimited field"),
         _("Five in a row on a board without edges. The view follows the game so that every "
           "stone stays visible. Drag the field to pan it, turn the mouse wheel to zoom; C "
           "centres the view on the last move again.")},
        {_("Custom board"),
         _("Any width and height from 3 to 25 and any line length up to the shorter side.")},
        {_("Mouse"),
         _("Click an empty cell to play there. On the wooden board the stone goes to the "
           "nearest intersection. After a round, click the banner above the board for the next "
           "one.")},
        {_("Keyboard"),
         _("Arrow keys move the cursor, Enter or Space places a mark. On 3×3 the keys 1 to 9 "
           "play like a numeric keypad (7 is top left, 3 is bottom right). Esc restarts the "
           "round; Space starts the next round when one is over. Ctrl+N: new game, Ctrl+R: "
           "reset score, Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z): undo / redo, H: hint, R: replay the "
           "round (P pauses, S stops), Ctrl+M: move list, Ctrl+S / Ctrl+Shift+S / Ctrl+O: save "
           "/ save as / open a game, Ctrl+L: leaderboard, Ctrl+,: preferences, F11: full screen, "
           "F1: this help.")},
        {_("Score"),
         _("Each win scores one point for the winner; draws are counted separately. Reset score "
           "keeps the players and the board.")},
    };

    wxDialog dialog(parent, wxID_ANY, _("Rules and keys"), wxDefaultPosition, wxDefaultSize,
                    wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* scroller = new wxScrolledWindow(&dialog, wxID_ANY);
    auto* column = new wxBoxSizer(wxVERTICAL);
    const int wrap = dialog.FromDIP(460);
    for (const auto& [title, body] : sections) {
        auto* heading = new wxStaticText(scroller, wxID_ANY, title);
        heading->SetFont(heading->GetFont().Bold().Scaled(1.15f));
        column->Add(heading, wxSizerFlags().Border(wxTOP, dialog.FromDIP(10)));
        auto* text = new wxStaticText(scroller, wxID_ANY, body);
        text->Wrap(wrap);
        column->Add(text, wxSizerFlags().Border(wxTOP, dialog.FromDIP(4)));
    }
    auto* padded = new wxBoxSizer(wxVERTICAL);
    padded->Add(column, wxSizerFlags(1).Expand().Border(wxALL, dialog.FromDIP(16)));
    scroller->SetSizer(padded);
    scroller->SetScrollRate(0, dialog.FromDIP(10));

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(scroller, wxSizerFlags(1).Expand());
    outer->Add(dialog.CreateStdDialogButtonSizer(wxOK),
               wxSizerFlags().Expand().Border(wxALL, dialog.FromDIP(10)));
    dialog.SetSizer(outer);
    dialog.SetSize(dialog.FromDIP(wxSize(540, 560)));
    dialog.CentreOnParent();
    dialog.ShowModal();
}

void showAbout(wxWindow* parent) {
    wxAboutDialogInfo info;
    info.SetName(build::kProductName);
    info.SetVersion(build::kVersion);
    info.SetDescription(_("Noughts and crosses, k in a row and Gomoku for the desktop: play "
                          "a friend or the computer."));
    info.SetCopyright(_("© The TicTacToe authors"));
    info.SetLicence(_("Released under the MIT License.\n\n"
                      "Permission is hereby granted, free of charge, to any person obtaining a "
                      "copy of this software, to deal in the Software without restriction. "
                      "The software is provided \"as is\", without warranty of any kind. See "
                      "the LICENSE file for the full text."));
    info.SetIcon(appIcons().GetIcon(128));
    wxAboutBox(info, parent);
}

} // namespace ttt::gui
