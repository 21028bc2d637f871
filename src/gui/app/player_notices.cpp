#include "app/player_notices.hpp"

#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/window.h>

namespace ttt::gui {
namespace {

NoticeHandler& noticeHandler() {
    static NoticeHandler handler;
    return handler;
}

QuestionHandler& questionHandler() {
    static QuestionHandler handler;
    return handler;
}

} // namespace

void tellPlayer(wxWindow* parent, const wxString& message, NoticeKind kind) {
    if (noticeHandler()) {
        noticeHandler()(message, kind);
        return;
    }
    long icon = wxICON_INFORMATION;
    if (kind == NoticeKind::Warning) {
        icon = wxICON_WARNING;
    } else if (kind == NoticeKind::Problem) {
        icon = wxICON_ERROR;
    }
    wxMessageBox(message, "TicTacToe", wxOK | icon, parent);
}

void tellPlayerLater(wxWindow& parent, const wxString& message) {
    parent.CallAfter([&parent, message] { tellPlayer(&parent, message, NoticeKind::Warning); });
}

bool askPlayer(wxWindow* parent, const wxString& question, const wxString& title) {
    if (questionHandler()) {
        return questionHandler()(question);
    }
    return wxMessageBox(question, title, wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, parent) ==
           wxYES;
}

void setPlayerNoticeHandlers(NoticeHandler notices, QuestionHandler questions) {
    noticeHandler() = std::move(notices);
    questionHandler() = std::move(questions);
}

} // namespace ttt::gui
