#pragma once

// Settings ▸ Preferences… (Ctrl+,; features.md G11, E3, M2): the choices that
// are about how the program looks and behaves rather than about a game, in
// one place: theme, language, the computer's thinking time, the move list,
// sounds and reduced motion. The menus keep offering the first four too.

#include "app/language.hpp"
#include "board/theme.hpp"

#include <chrono>
#include <vector>
#include <wx/dialog.h>

class wxCheckBox;
class wxChoice;

namespace ttt::gui {

struct Preferences {
    ThemeId theme = ThemeId::Classic;
    LanguageId language = LanguageId::System;
    std::chrono::milliseconds thinkingTime{1000};
    bool moveListShown = false;
    bool sounds = false;         // a click for each move, a tone at a round's end
    bool reduceMotion = false;   // no animation of a new mark
    bool copyAsPiskvork = false; // Edit ▸ Copy game: Piskvork text, not the moves

    bool operator==(const Preferences&) const = default;
};

class PreferencesDialog final : public wxDialog {
public:
    PreferencesDialog(wxWindow* parent, const Preferences& current);

    // What the dialog shows now (the choices made, when it closed with OK).
    [[nodiscard]] Preferences preferences() const;

private:
    Preferences current_; // kept where the dialog offers no choice (e.g. an unusual time)
    std::vector<LanguageId> languages_;
    wxChoice* theme_ = nullptr;
    wxChoice* language_ = nullptr;
    wxChoice* thinkingTime_ = nullptr;
    wxChoice* copyForm_ = nullptr;
    wxCheckBox* moveList_ = nullptr;
    wxCheckBox* sounds_ = nullptr;
    wxCheckBox* reduceMotion_ = nullptr;
};

} // namespace ttt::gui
