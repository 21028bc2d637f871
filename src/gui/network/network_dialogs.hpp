#pragma once

// The dialogs of Game ▸ Play over network (features.md M6): the host's name
// and port, the card the host reads out while it waits (addresses, port,
// join code), and the guest's address, code and name.

#include "network/network_commands.hpp"

#include <functional>
#include <optional>
#include <wx/dialog.h>

class wxStaticText;

namespace ttt::gui {

// The host's name and port; none when cancelled.
[[nodiscard]] std::optional<HostRequest> askHostDetails(wxWindow* parent, HostRequest defaults);

// The guest's address, code and name; none when cancelled.
[[nodiscard]] std::optional<JoinRequest> askJoinDetails(wxWindow* parent, JoinRequest defaults);

// What the host tells the other player, shown until the guest joins
// (joined() closes it) or the person stops hosting (Cancel).
class HostWaitDialog final : public wxDialog {
public:
    HostWaitDialog(wxWindow* parent, const HostedGame& hosted, const wxString& rules);
    // The guest is in: the dialog closes by itself.
    void joined();
};

} // namespace ttt::gui
