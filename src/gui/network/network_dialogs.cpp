#include "network/network_dialogs.hpp"

#include "app/button_labels.hpp"

#include <wx/checkbox.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace ttt::gui {

namespace {

// A label and its field in a two-column grid.
void addRow(wxWindow* parent, wxFlexGridSizer* grid, const wxString& label, wxWindow* field) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), wxSizerFlags().CenterVertical());
    grid->Add(field, wxSizerFlags().Expand());
}

wxFlexGridSizer* makeGrid() {
    auto* grid = new wxFlexGridSizer(2, wxSize(12, 8));
    grid->AddGrowableCol(1);
    return grid;
}

// Puts the grid and the OK/Cancel buttons in the dialog.
void finish(wxDialog& dialog, wxSizer* content) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(content, wxSizerFlags(1).Expand().Border(wxALL, dialog.FromDIP(12)));
    column->Add(dialog.CreateSeparatedButtonSizer(wxOK | wxCANCEL),
                wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, dialog.FromDIP(12)));
    dialog.SetSizerAndFit(column);
    dialog.SetMinSize(wxSize(dialog.FromDIP(420), dialog.GetSize().y));
    labelStockButtons(dialog);
}

} // namespace

std::optional<HostRequest> askHostDetails(wxWindow* parent, HostRequest defaults) {
    wxDialog dialog(parent, wxID_ANY, _("Host a network game"));
    auto* content = new wxBoxSizer(wxVERTICAL);
    content->Add(new wxStaticText(&dialog, wxID_ANY,
                                  _("The other player joins from their computer with this "
                                    "computer's address and the code shown next.")),
                 wxSizerFlags().Border(wxBOTTOM, dialog.FromDIP(8)));
    auto* grid = makeGrid();
    auto* name = new wxTextCtrl(&dialog, wxID_ANY, wxString::FromUTF8(defaults.name));
    auto* port = new wxSpinCtrl(&dialog, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                wxSP_ARROW_KEYS, 0, 65535, defaults.port);
    port->SetToolTip(_("0 takes any free port"));
    addRow(&dialog, grid, _("Your name:"), name);
    addRow(&dialog, grid, _("Port:"), port);
    content->Add(grid, wxSizerFlags().Expand());
    wxCheckBox* goOn = nullptr;
    if (defaults.continueBoard) {
        // A network round that did not end (opened from its file, or cut off).
        goOn = new wxCheckBox(&dialog, wxID_ANY,
                              _("Go on with the round on the board (played over the network)"));
        goOn->SetValue(true);
        content->Add(goOn, wxSizerFlags().Border(wxTOP, dialog.FromDIP(8)));
    }
    finish(dialog, content);
    name->SetFocus();
    if (dialog.ShowModal() != wxID_OK) {
        return std::nullopt;
    }
    defaults.name = name->GetValue().utf8_string();
    defaults.port = static_cast<std::uint16_t>(port->GetValue());
    defaults.continueBoard = goOn != nullptr && goOn->GetValue();
    return defaults;
}

std::optional<JoinRequest> askJoinDetails(wxWindow* parent, JoinRequest defaults) {
    wxDialog dialog(parent, wxID_ANY, _("Join a network game"));
    auto* content = new wxBoxSizer(wxVERTICAL);
    content->Add(new wxStaticText(&dialog, wxID_ANY,
                                  _("Type the address and the code the host's window shows.")),
                 wxSizerFlags().Border(wxBOTTOM, dialog.FromDIP(8)));
    auto* grid = makeGrid();
    auto* address = new wxTextCtrl(&dialog, wxID_ANY, wxString::FromUTF8(defaults.address));
    address->SetHint(_("e.g. 192.168.1.7 or 192.168.1.7:38715"));
    auto* code = new wxTextCtrl(&dialog, wxID_ANY, wxString::FromUTF8(defaults.code));
    code->SetHint(_("six letters and digits"));
    auto* name = new wxTextCtrl(&dialog, wxID_ANY, wxString::FromUTF8(defaults.name));
    addRow(&dialog, grid, _("Host's address:"), address);
    addRow(&dialog, grid, _("Join code:"), code);
    addRow(&dialog, grid, _("Your name:"), name);
    content->Add(grid, wxSizerFlags().Expand());
    finish(dialog, content);
    (defaults.address.empty() ? address : code)->SetFocus();
    if (dialog.ShowModal() != wxID_OK) {
        return std::nullopt;
    }
    defaults.address = address->GetValue().Strip(wxString::both).utf8_string();
    defaults.code = code->GetValue().utf8_string();
    defaults.name = name->GetValue().utf8_string();
    return defaults;
}

HostWaitDialog::HostWaitDialog(wxWindow* parent, const HostedGame& hosted, const wxString& rules)
    : wxDialog(parent, wxID_ANY, _("Waiting for the other player")) {
    auto* content = new wxBoxSizer(wxVERTICAL);
    content->Add(new wxStaticText(this, wxID_ANY,
                                  wxString::Format(_("Tell the other player to choose Game ▸ Play "
                                                     "over network ▸ Join a game… and to type:"))),
                 wxSizerFlags().Border(wxBOTTOM, FromDIP(8)));
    auto* grid = makeGrid();
    wxString addresses;
    for (const auto& address : hosted.addresses) {
        addresses += (addresses.empty() ? "" : "\n") + wxString::FromUTF8(address);
    }
    if (addresses.empty()) {
        addresses = _("(this computer shows no network address: is it connected?)");
    }
    const auto value = [this](const wxString& text, bool large) {
        auto* label = new wxStaticText(this, wxID_ANY, text);
        if (large) {
            label->SetFont(label->GetFont().Scaled(1.8F).Bold());
        }
        return label;
    };
    addRow(this, grid, _("Address:"), value(addresses, false));
    addRow(this, grid, _("Port:"), value(wxString::Format("%u", unsigned{hosted.port}), false));
    addRow(this, grid, _("Join code:"), value(wxString::FromUTF8(hosted.code.shown()), true));
    addRow(this, grid, _("Rules:"), value(rules, false));
    content->Add(grid, wxSizerFlags().Expand());
    content->Add(new wxStaticText(this, wxID_ANY,
                                  _("Cancel stops hosting. The game starts when they join.")),
                 wxSizerFlags().Border(wxTOP, FromDIP(8)));
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(content, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(12)));
    column->Add(CreateSeparatedButtonSizer(wxCANCEL),
                wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
    SetSizerAndFit(column);
    labelStockButtons(*this);
}

void HostWaitDialog::joined() {
    if (IsModal()) {
        EndModal(wxID_OK);
    }
}

} // namespace ttt::gui
