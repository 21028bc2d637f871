#pragma once

// How the window tells the player something and asks yes or no, outside the
// game itself (file problems, engine trouble, confirmations). Message boxes by
// default; the tests install handlers that answer at once, so that no modal
// box ever waits for a click there.

#include <functional>
#include <wx/string.h>

class wxWindow;

namespace ttt::gui {

enum class NoticeKind { Information, Warning, Problem };

void tellPlayer(wxWindow* parent, const wxString& message, NoticeKind kind);
// After the window is on screen and the current event is over (never from
// inside a game event): a warning the player must see.
void tellPlayerLater(wxWindow& parent, const wxString& message);

// True for yes.
bool askPlayer(wxWindow* parent, const wxString& question, const wxString& title);

// A message box with its buttons in the game's language (app/button_labels.hpp);
// returns the button's id (wxID_OK, wxID_YES, ...). Not replaced in tests.
int showMessageBox(wxWindow* parent, const wxString& message, const wxString& title, long style);

using NoticeHandler = std::function<void(const wxString& message, NoticeKind kind)>;
using QuestionHandler = std::function<bool(const wxString& question)>;
// Empty handlers bring the message boxes back.
void setPlayerNoticeHandlers(NoticeHandler notices, QuestionHandler questions);

} // namespace ttt::gui
