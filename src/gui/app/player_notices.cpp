#include "app/player_notices.hpp"

#include "app/button_labels.hpp"

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
    showMessageBox(parent, message, "TicTacToe", wxOK | icon);
}

void tellPlayerLater(wxWindow& parent, const wxString& message) {
    parent.CallAfter([&parent, message] { tellPlayer(&parent, message, NoticeKind::Warning); });
}

bool askPlayer(wxWindow* parent, const wxString& question, const wxString& title) {
    if (questionHandler()) {
        return questionHandler()(question);
    }
    return showMessageBox(parent, question, title, wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION) ==
           wxID_YES;
}

int showMessageBox(wxWindow* parent, const wxString& message, const wxString& title, long style) {
    wxMessageDialog dialog(parent, message, title, style);
    labelMessageButtons(dialog);
    return dialog.ShowModal();
}

void setPlayerNoticeHandlers(NoticeHandler notices, QuestionHandler questions) {
    noticeHandler() = std::move(notices);
    questionHandler() = std::move(questions);
}

} // namespace ttt::gui
