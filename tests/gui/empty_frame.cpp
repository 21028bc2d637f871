// ttt-empty-frame: the baseline of scripts/startup-time.sh, an empty
// wxWidgets frame with the client size the game's window opens with (940x680
// device-independent pixels, never more than 90% x 80% of the screen),
// centred, and nothing else: no menus, no status bar, no icon, no files read.
// Linked to wxWidgets core and base only. It stays open until it is closed.
//
//   ttt-empty-frame

#include <algorithm>
#include <wx/app.h>
#include <wx/display.h>
#include <wx/frame.h>

namespace {

class EmptyFrameApp final : public wxApp {
public:
    bool OnInit() override {
        if (!wxApp::OnInit()) {
            return false;
        }
        // Owned by wxWidgets, destroyed when it is closed.
        auto* frame = new wxFrame(nullptr, wxID_ANY, "ttt-empty-frame");
        const wxRect screen = wxDisplay(frame).GetClientArea();
        const wxSize wanted = frame->FromDIP(wxSize(940, 680));
        frame->SetClientSize(wxSize(std::min(wanted.x, screen.width * 9 / 10),
                                    std::min(wanted.y, screen.height * 8 / 10)));
        frame->Centre();
        frame->Show();
        return true;
    }
};

} // namespace

wxIMPLEMENT_APP(EmptyFrameApp);
