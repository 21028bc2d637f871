#include "game/game_options.hpp"

#include <wx/intl.h>

namespace ttt::gui {

wxString engineName(const PlayerSpec& spec) {
    return spec.isEngine() ? wxString::FromUTF8(engineProgramName(spec.engine)) : wxString();
}

wxString GameOptions::nameOf(int player) const {
    const wxString& name = names.at(static_cast<std::size_t>(player));
    if (!name.Strip(wxString::both).empty()) {
        return name.Strip(wxString::both);
    }
    return player == 0 ? _("Player 1") : _("Player 2");
}

wxString GameOptions::displayedEngineName() const {
    const wxString title = engineTitle.Strip(wxString::both);
    return title.empty() ? engineName(computer) : title;
}

GameSetup GameOptions::toSetup() const {
    GameSetup setup;
    setup.rules = rules;
    setup.mode = mode;
    setup.starts = starts;
    setup.opening = rules.k == 5 ? opening : OpeningRule::None;
    setup.clock = clock;
    const auto human = [this](int i) {
        return Player{nameOf(i).utf8_string(), PlayerSpec::human()};
    };
    const auto computerPlayer = [this](const wxString& name) {
        return Player{name.utf8_string(), computer};
    };
    switch (mode) {
    case Mode::HumanVsHuman:
        setup.players = {human(0), human(1)};
        break;
    case Mode::HumanVsComputer:
        // An external engine by its own name, else after its program (Settings > Engine…).
        setup.players = {
            human(0), computerPlayer(computer.isEngine() ? displayedEngineName() : _("Computer"))};
        break;
    case Mode::ComputerVsComputer:
        setup.players = {computerPlayer(_("Computer 1")), computerPlayer(_("Computer 2"))};
        break;
    }
    return setup.normalized();
}

} // namespace ttt::gui
