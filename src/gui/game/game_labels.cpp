#include "game/game_labels.hpp"

#include <cmath>
#include <wx/intl.h>
#include <wx/numformatter.h>

namespace ttt::gui {

wxString levelLabel(BotLevel level) {
    switch (level) {
    case BotLevel::Easy:
        return _("Easy");
    case BotLevel::Novice:
        return _("Novice");
    case BotLevel::Medium:
        return _("Medium");
    case BotLevel::Club:
        return _("Club");
    case BotLevel::Skilled:
        return _("Skilled");
    case BotLevel::Strong:
        return _("Strong");
    case BotLevel::Expert:
        return _("Expert");
    case BotLevel::Hard:
        return _("Hard");
    }
    return _("Medium");
}

wxString levelChoiceLabel(BotLevel level) {
    // TRANSLATORS: a level's place on the ladder of 8 and its name, e.g. "4 · Club".
    return wxString::Format(_("%d · %s"), levelNumber(level), levelLabel(level));
}

wxString ratingText(const PlayerRating& rating) {
    const wxString number = wxString::Format("%ld", std::lround(rating.rating));
    return rating.provisional() ? number + "?" : number;
}

wxString describePlayer(const Player& player) {
    if (player.isHuman()) {
        return _("Human");
    }
    // An engine's own name is the player's name already; "Computer · " in
    // front of "Gomocup engine" would not fit the panel.
    if (player.spec.isEngine()) {
        return _("Gomocup engine");
    }
    if (levelUsesThinkingTime(player.spec.level)) {
        // TRANSLATORS: a computer level and its thinking time, e.g. "Computer · Hard · 1 s".
        return wxString::Format(_("Computer · %s · %s"), levelLabel(player.spec.level),
                                thinkingTimeLabel(player.spec.budget.time));
    }
    return wxString::Format(_("Computer · %s"), levelLabel(player.spec.level));
}

wxString describeRules(const Rules& rules) {
    const bool exact = rules.overline == Overline::Exact;
    if (rules.isRenju() || rules.isCaro()) {
        const wxString rule = rules.isRenju() ? _("Renju")
                              : exact         ? _("Caro")
                                              : _("Caro, overlines win");
        if (rules.unlimited) {
            // TRANSLATORS: e.g. "Unlimited field, Renju".
            return wxString::Format(_("Unlimited field, %s"), rule);
        }
        // TRANSLATORS: e.g. "Gomoku 15×15, Renju".
        return wxString::Format(_("Gomoku %d×%d, %s"), rules.width, rules.height, rule);
    }
    if (rules.unlimited) {
        return wxString::Format(exact ? _("Unlimited field, exactly %d in a row")
                                      : _("Unlimited field, %d in a row"),
                                rules.k);
    }
    if (rules == Rules::classic()) {
        return _("Classic 3×3");
    }
    if (rules == Rules::gomokuFreestyle()) {
        return _("Gomoku 15×15, freestyle");
    }
    if (rules == Rules::gomokuExact()) {
        return _("Gomoku 15×15, exactly five");
    }
    return wxString::Format(exact ? _("%d×%d, exactly %d in a row") : _("%d×%d, %d in a row"),
                            rules.width, rules.height, rules.k);
}

wxString thinkingTimeLabel(std::chrono::milliseconds time) {
    // TRANSLATORS: a thinking time in seconds, e.g. "0.5 s".
    return wxString::Format(
        _("%s s"), wxNumberFormatter::ToString(static_cast<double>(time.count()) / 1000.0, 1,
                                               wxNumberFormatter::Style_NoTrailingZeroes));
}

} // namespace ttt::gui
