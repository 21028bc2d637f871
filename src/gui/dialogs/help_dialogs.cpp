#include "dialogs/help_dialogs.hpp"

#include "app/app_icon.hpp"
#include "app/button_labels.hpp"
#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "board/board_painter.hpp"
#include "build_info.hpp"
#include "dialogs/help_page.hpp"
#include "tictactoe/game/renju.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <wx/aboutdlg.h>
#include <wx/dcmemory.h>
#include <wx/display.h>
#include <wx/filesys.h>
#include <wx/fs_mem.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/menuitem.h>
#include <wx/sizer.h>

namespace ttt::gui {
namespace {

// --- HTML ------------------------------------------------------------------

wxString escaped(const wxString& text) {
    wxString out;
    out.reserve(text.length());
    for (const wxUniChar c : text) {
        switch (c.GetValue()) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
            break;
        }
    }
    return out;
}

wxString heading(const wxString& title) {
    return "<h3>" + escaped(title) + "</h3>\n";
}

wxString paragraph(const wxString& text) {
    return "<p>" + escaped(text) + "</p>\n";
}

wxString document(const wxString& body) {
    return "<html><body>\n" + body + "</body></html>\n";
}

// A menu item's label without its mnemonic and accelerator ("&Undo\tCtrl+Z"
// is "Undo"): the key list names commands as the translated menus do.
wxString menuText(const wxString& label) {
    return wxStripMenuCodes(label, wxStrip_All);
}

// --- pictures ----------------------------------------------------------------

// A small position, drawn as the board draws it.
struct Diagram {
    Rules rules;
    std::vector<Point> moves;   // played in turn, black (the opener) first
    bool showForbidden = false; // Renju: the no-entry sign on black's forbidden points
};

// Small enough for the stones and signs to be large in a picture, large
// enough for five in a row with room around it.
constexpr int kDiagramSide = 7;

Rules diagramRules(Restriction restriction) {
    Rules rules = Rules::bounded(kDiagramSide, kDiagramSide, 5);
    rules.restriction = restriction;
    return rules;
}

// Black made five on the diagonal with the last stone; the line joins the five.
Diagram wonRound() {
    return {diagramRules(Restriction::None),
            {{1, 5}, {2, 2}, {2, 4}, {3, 4}, {4, 2}, {4, 4}, {5, 1}, {4, 1}, {3, 3}},
            false};
}

// Black's last stone, (4, 4), made a four down column 4 (blocked above, so
// white must take (4, 5)) and an open three along row 4 at once.
Diagram fourThree() {
    return {
        diagramRules(Restriction::None),
        {{4, 2}, {3, 3}, {4, 3}, {5, 2}, {4, 1}, {4, 0}, {3, 4}, {2, 5}, {2, 4}, {5, 5}, {4, 4}},
        false};
}

// Renju, black to move: (3, 3) would make two open threes (a double three).
Diagram doubleThree() {
    return {diagramRules(Restriction::Renju),
            {{3, 2}, {4, 4}, {2, 3}, {2, 2}, {3, 1}, {5, 2}, {1, 3}, {1, 5}},
            true};
}

// The Gomoku pictures show stones, as the Renju text speaks of black and
// white; a player who chose high contrast keeps it.
ThemeId diagramTheme(ThemeId current) {
    return current == ThemeId::HighContrast ? current : ThemeId::Stones;
}

wxBitmap paintDiagram(const Diagram& diagram, ThemeId themeId, double scale) {
    GameSetup setup;
    setup.rules = diagram.rules;
    GameEngine game(setup);
    for (const Point p : diagram.moves) {
        if (!game.play(p)) {
            wxFAIL_MSG("a help picture's move was refused");
            break;
        }
    }
    std::vector<Point> forbidden;
    if (diagram.showForbidden && !game.isRoundOver()) {
        forbidden = renju::forbiddenPoints(game.board(), game.firstToMove());
    }
    // The board on the page's own white rather than the window's background.
    Theme theme = themeFor(themeId);
    theme.backgroundTop = *wxWHITE;
    theme.backgroundBottom = *wxWHITE;

    const int side = static_cast<int>(std::lround(RulesPage::kPictureSize * scale));
    wxBitmap bitmap(side, side, 24);
    {
        wxMemoryDC dc(bitmap);
        const std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        if (gc) {
            const wxRect2DDouble client(0, 0, side, side);
            BoardScene scene;
            scene.game = &game;
            scene.theme = &theme;
            scene.boardArea = client;
            scene.dip = scale;
            scene.geometry.fit(client, CellRect{0, 0, kDiagramSide - 1, kDiagramSide - 1}, 0.4,
                               side);
            scene.forbidden = &forbidden;
            BoardPainter painter(*gc, scene);
            painter.paint(client, wxRect2DDouble(0, 0, 0, 0), Banner{});
        }
        dc.SelectObject(wxNullBitmap);
    }
    return bitmap;
}

// The memory file system and the PNG format, registered once for the
// program (wxWidgets owns and deletes the handlers).
void useMemoryFiles() {
    static const bool registered = [] {
        wxFileSystem::AddHandler(new wxMemoryFSHandler);
        if (wxImage::FindHandler(wxBITMAP_TYPE_PNG) == nullptr) {
            wxImage::AddHandler(new wxPNGHandler);
        }
        return true;
    }();
    (void)registered;
}

// A picture beside its caption.
wxString figure(const wxString& file, const wxString& caption) {
    const wxString size = wxString::Format("%d", RulesPage::kPictureSize);
    return "<table cellspacing=\"0\" cellpadding=\"6\"><tr><td valign=\"top\">"
           "<img src=\"memory:" +
           escaped(file) + "\" width=\"" + size + "\" height=\"" + size + "\" alt=\"" +
           escaped(caption) + "\"></td><td valign=\"top\">" + escaped(caption) +
           "</td></tr></table>\n";
}

} // namespace

// --- Help ▸ Rules -------------------------------------------------------------

RulesPage::RulesPage(const wxWindow& window, ThemeId theme) {
    useMemoryFiles();
    static int pages = 0; // each page's files have names of their own
    const wxString prefix = wxString::Format("rules-%d-", ++pages);
    const ThemeId look = diagramTheme(theme);
    const double scale = window.GetDPIScaleFactor();
    const wxString black = markName(look, Mark::X);

    const wxString win = addPicture(prefix + "win.png", paintDiagram(wonRound(), look, scale));
    const wxString fourThreeFile =
        addPicture(prefix + "four-three.png", paintDiagram(fourThree(), look, scale));
    const wxString forbidden =
        addPicture(prefix + "forbidden.png", paintDiagram(doubleThree(), look, scale));

    wxString body;
    body += heading(_("Goal"));
    body += paragraph(
        _("Players take turns placing their mark on an empty cell. The first to get k marks "
          "in an unbroken line - across, down or diagonally - wins the round. When no cell is "
          "left, the round is a draw."));
    body += figure(win, _("A won round: five in a row, joined by the winning line."));
    body += heading(_("Classic 3×3"));
    body += paragraph(_("Three in a row on a 3×3 board. Perfect play always draws."));
    body += heading(_("Gomoku 15×15"));
    body += paragraph(
        _("Five in a row on a 15×15 board. Freestyle: five or more wins. Exactly five: a line "
          "of six or more does not count."));
    body += paragraph(
        _("A four is one move short of five: it must be blocked at once. An open three, with "
          "both ends free, becomes an open four that cannot be blocked on both sides. A "
          "four-three makes both with one stone and usually wins."));
    body += figure(fourThreeFile, _("A four-three: the last move, marked, makes a four down "
                                    "and an open three across at once."));
    body += heading(_("Renju"));
    body += paragraph(
        _("Black, who opens, may not make an overline (six or more in a row), a double four "
          "(two fours with one stone) or a double three (two open threes with one stone). A "
          "five always wins, even when it makes one of these as well. White has no "
          "restrictions and also wins with an overline. While black is to move, the forbidden "
          "points are marked with a no-entry sign, and a move there is refused."));
    body +=
        figure(forbidden, wxString::Format(_("A forbidden point: if %s played the marked point, it "
                                             "would make two open threes at once."),
                                           black));
    body += heading(_("Caro"));
    body += paragraph(
        _("A five blocked at both ends by the opponent's marks does not win; the edge of the "
          "board is no block. In standard Caro only exactly five wins."));
    body += heading(_("Swap and Swap2"));
    body += paragraph(
        _("Opening rules that take away the opener's advantage. The opener places three stones: "
          "black, white, black. Then the other player takes black (B) or takes white (W); under "
          "Swap2 that player may instead place two more stones, white and black (T), and let "
          "the opener choose the colour."));
    body += heading(_("Renju tournament openings"));
    body += paragraph(
        _("Yamaguchi and Soosõrv-8: the opener places one of the 26 openings (the centre, a "
          "point next to it, one within the central 5×5); the number of fifth moves black will "
          "offer is declared (D) by the opener under Yamaguchi, by white with the fourth stone "
          "under Soosõrv, and the other player may swap. Taraguchi-10: each of the first four "
          "stones within the central 1×1 to 7×7, a swap possible after each; then black's "
          "player swaps, plays the fifth within the central 9×9, or offers ten (F). Black "
          "offers the fifth moves, none symmetrical; white clicks the one to keep."));
    body += heading(_("Unlimited field"));
    body += paragraph(
        _("Five in a row on a board without edges. The view follows the game so that every "
          "stone stays visible. Drag the field to pan it, turn the mouse wheel to zoom; C "
          "centres the view on the last move again."));
    body += heading(_("Custom board"));
    body += paragraph(
        _("Any width and height from 3 to 25 and any line length up to the shorter side."));
    body += heading(_("Score"));
    body += paragraph(
        _("Each win scores one point for the winner; draws are counted separately. Reset score "
          "keeps the players and the board."));
    body += heading(_("Mouse"));
    body += paragraph(
        _("Click an empty cell to play there. On the wooden board the stone goes to the "
          "nearest intersection. After a round, click the banner above the board for the next "
          "one."));
    body += heading(_("Keyboard"));
    body += paragraph(_("Arrow keys move the cursor, Enter or Space places a mark. Help ▸ "
                        "Keyboard shortcuts lists every key."));
    html_ = document(body);
}

RulesPage::~RulesPage() {
    for (const wxString& name : pictures_) {
        wxMemoryFSHandler::RemoveFile(name);
    }
}

wxString RulesPage::addPicture(const wxString& name, const wxBitmap& bitmap) {
    wxMemoryFSHandler::AddFile(name, bitmap, wxBITMAP_TYPE_PNG);
    pictures_.push_back(name);
    return name;
}

// --- Help ▸ Keyboard shortcuts --------------------------------------------------

std::vector<KeyGroup> keyboardShortcuts() {
    // The keys as the menus write them (window/main_frame.cpp and the
    // features' addMenuItems), then the board's own (board/board_panel.cpp,
    // onKeyDown). tests/gui/help_tests.cpp checks every menu key is here.
    return {
        {menuText(_("&Game")),
         {
             {{"Ctrl+N"}, menuText(_("&New game…\tCtrl+N"))},
             {{"Esc"}, menuText(_("&Restart round\tEsc"))},
             {{"Ctrl+R"}, menuText(_("Reset &score\tCtrl+R"))},
             {{"E"}, menuText(_("Set &up position…\tE"))},
             {{"Ctrl+Shift+R"}, menuText(_("Re&view round\tCtrl+Shift+R"))},
             {{"Ctrl+Shift+L"}, menuText(_("Learn from your &mistakes\tCtrl+Shift+L"))},
             {{"Ctrl+O"}, menuText(_("&Open game…\tCtrl+O"))},
             {{"Ctrl+S"}, menuText(_("&Save game\tCtrl+S"))},
             {{"Ctrl+Shift+S"}, menuText(_("Save game &as…\tCtrl+Shift+S"))},
             {{"Ctrl+L"}, menuText(_("&Leaderboard…\tCtrl+L"))},
             {{"Ctrl+Q"}, menuText(_("&Quit\tCtrl+Q"))},
         }},
        {menuText(_("&Edit")),
         {
             {{"Ctrl+C"}, menuText(_("&Copy game\tCtrl+C"))},
             {{"Ctrl+V"}, menuText(_("&Paste game\tCtrl+V"))},
             {{"Ctrl+Shift+C"}, menuText(_("Copy board p&icture\tCtrl+Shift+C"))},
         }},
        {menuText(_("&Move")),
         {
             {{"Ctrl+Z"}, menuText(_("&Undo\tCtrl+Z"))},
             {{"Ctrl+Y", "Ctrl+Shift+Z"}, menuText(_("Re&do\tCtrl+Y"))},
             {{"H"}, menuText(_("&Hint\tH"))},
             {{"B"}, _("Opening rule: play black")},
             {{"W"}, _("Opening rule: play white")},
             {{"T"}, _("Swap2: place two more stones and let the opener choose")},
             {{"F"}, _("Taraguchi: offer the fifth moves for white to pick from")},
             {{"D"}, _("Yamaguchi and Soosõrv: say how many fifth moves black will offer")},
             {{"R"}, menuText(_("Re&play round\tR"))},
             {{"P"}, menuText(_("Pa&use replay\tP"))},
             {{"S"}, menuText(_("S&top replay\tS"))},
         }},
        {menuText(_("&View")),
         {
             {{"Ctrl+M"}, menuText(_("&Move list\tCtrl+M"))},
             {{"A"}, menuText(_("&Analysis\tA"))},
             {{"Ctrl++"}, _("Unlimited field: larger cells")},
             {{"Ctrl+-"}, _("Unlimited field: more cells")},
             {{"Ctrl+0"}, _("Unlimited field: show every stone and follow the game again")},
             {{"C"},
              _("Unlimited field: centre the view on the last move and keep up with new ones")},
             {{"F11"}, _("The board on the whole screen; F11 again to leave")},
         }},
        {menuText(_("&Settings")),
         {
             {{"Ctrl+,"}, menuText(_("&Preferences…\tCtrl+,"))},
         }},
        {menuText(_("&Help")),
         {
             {{"F1"}, menuText(_("&Rules\tF1"))},
         }},
        {_("On the board"),
         {
             {{_("Arrow keys")}, _("Move the cursor (the first press shows it where it is)")},
             {{"Enter", "Space"}, _("Place a mark at the cursor")},
             {{wxString::FromUTF8("1–9")},
              _("On 3×3: play like a numeric keypad (7 8 9 top row, 1 2 3 bottom row)")},
             {{"Space", "Enter"}, _("After a round: start the next one")},
             {{_("Shift+arrow keys")}, _("Unlimited field: pan the view")},
         }},
    };
}

wxString keyboardPage() {
    wxString body = heading(_("Keyboard shortcuts"));
    body += "<table cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n";
    for (const KeyGroup& group : keyboardShortcuts()) {
        body += "<tr><td colspan=\"2\" bgcolor=\"#e8edf3\"><b>" + escaped(group.title) +
                "</b></td></tr>\n";
        for (const KeyHelp& row : group.rows) {
            wxString keys;
            for (const wxString& key : row.keys) {
                keys += (keys.empty() ? "" : ", ") + ("<b>" + escaped(key) + "</b>");
            }
            body += "<tr><td valign=\"top\" nowrap>" + keys + "</td><td valign=\"top\">" +
                    escaped(row.action) + "</td></tr>\n";
        }
    }
    body += "</table>\n";
    return document(body);
}

// --- the dialogs -------------------------------------------------------------------

HelpDialog::HelpDialog(wxWindow* parent, const wxString& title, const wxString& html)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    auto made = makeHelpPage(*this, html);
    if (!made) {
        problem_ = translated(made.error().text);
        return;
    }
    page_ = *made;
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(page_, wxSizerFlags(1).Expand());
    outer->Add(CreateStdDialogButtonSizer(wxOK),
               wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    labelStockButtons(*this);
    SetSizer(outer);
    // A comfortable size, but never larger than the screen it opens on.
    const wxRect screen = wxDisplay(parent != nullptr ? parent : this).GetClientArea();
    const wxSize wanted = FromDIP(wxSize(640, 680));
    SetSize(std::min(wanted.x, screen.width * 9 / 10), std::min(wanted.y, screen.height * 9 / 10));
    CentreOnParent();
}

namespace {

void showHelp(wxWindow* parent, const wxString& title, const wxString& html) {
    HelpDialog dialog(parent, title, html);
    if (dialog.page() == nullptr) {
        tellPlayer(parent, dialog.problem(), NoticeKind::Problem);
        return;
    }
    dialog.ShowModal();
}

} // namespace

void showRules(wxWindow* parent, ThemeId theme) {
    const RulesPage page(*parent, theme); // its pictures live as long as the dialog
    showHelp(parent, _("Rules and keys"), page.html());
}

void showKeyboard(wxWindow* parent) {
    showHelp(parent, _("Keyboard shortcuts"), keyboardPage());
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
