#include "board/round_messages.hpp"

#include "app/translated_text.hpp"
#include "board/rule_messages.hpp"

#include <wx/intl.h>

namespace ttt::gui {
namespace {

// "Black made exactly five · Press Space…": the reason first, when there is one.
wxString withReason(const wxString& reason, const wxString& next) {
    return reason.empty() ? next : reason + " · " + next;
}

} // namespace

RoundWinner roundWinner(const GameEngine& game) {
    const RoundResult& result = game.result();
    if (result.outcome != Outcome::Won) {
        return RoundWinner::None;
    }
    const Player& winner = game.player(playerIndex(result.winner));
    const Player& loser = game.player(1 - playerIndex(result.winner));
    if (winner.isComputer() && loser.isHuman()) {
        return RoundWinner::ComputerOverPerson;
    }
    return winner.isHuman() ? RoundWinner::Person : RoundWinner::Computer;
}

BannerWords bannerWords(const GameEngine& game, ThemeId theme, bool thinking, bool replay) {
    const RoundResult& result = game.result();
    BannerWords words;
    // The demo goes on by itself; Space or a click only hurries it.
    const wxString next = game.mode() == Mode::ComputerVsComputer
                              ? _("Next round in a moment - Space or a click starts it now")
                              : _("Press Space or click here for the next round");
    if (result.outcome == Outcome::Won) {
        const wxString name = wxString::FromUTF8(game.player(playerIndex(result.winner)).name);
        words.subtitle = withReason(endReason(game), next);
        switch (roundWinner(game)) {
        case RoundWinner::ComputerOverPerson:
            words.title = _("The computer wins");
            break;
        case RoundWinner::Person:
            words.title = wxString::Format(_("%s wins!"), name);
            break;
        case RoundWinner::Computer:
        case RoundWinner::None:
            words.title = wxString::Format(_("%s wins"), name);
            break;
        }
    } else if (result.outcome == Outcome::Drawn) {
        words.title = _("It's a draw");
        words.subtitle = withReason(endReason(game), next);
    } else if (replay) {
        words.title =
            game.history().empty()
                ? _("Replay")
                : wxString::Format(_("Replay: move %d"), static_cast<int>(game.history().size()));
    } else {
        const wxString name = wxString::FromUTF8(game.playerToMove().name);
        words.title = thinking ? wxString::Format(_("%s is thinking…"), name)
                               : wxString::Format(_("%s to move"), name);
        if (const wxString prompt = openingPrompt(game, theme); !prompt.empty() && !thinking) {
            words.title = prompt;
        }
    }
    return words;
}

wxString roundStatus(const GameEngine& game, ThemeId theme, bool thinking) {
    const RoundResult& result = game.result();
    // The demo starts its next round by itself.
    const wxString next = game.mode() == Mode::ComputerVsComputer
                              ? _("The next one starts in a moment.")
                              : _("Press Space for the next one.");
    const auto moves = static_cast<int>(game.history().size());
    if (result.outcome == Outcome::Won) {
        const wxString winner = wxString::FromUTF8(game.player(playerIndex(result.winner)).name);
        const wxString message =
            wxString::Format(wxPLURAL("%s wins the round after %d move.",
                                      "%s wins the round after %d moves.", moves),
                             winner, moves);
        if (result.end == RoundEnd::Resignation || result.end == RoundEnd::Time) {
            const wxString loser =
                wxString::FromUTF8(game.player(1 - playerIndex(result.winner)).name);
            const wxString why = result.end == RoundEnd::Time
                                     ? wxString::Format(_("%s ran out of time."), loser)
                                     : wxString::Format(_("%s resigned."), loser);
            return joinSentences(why, joinSentences(message, next));
        }
        return joinSentences(message, next);
    }
    if (result.outcome == Outcome::Drawn) {
        const wxString message =
            wxString::Format(wxPLURAL("The round is a draw after %d move.",
                                      "The round is a draw after %d moves.", moves),
                             moves);
        if (result.end == RoundEnd::Agreement) {
            return joinSentences(_("Both players agreed to a draw."), joinSentences(message, next));
        }
        return joinSentences(message, next);
    }
    if (thinking) {
        return _("Computer is thinking…");
    }
    wxString message =
        wxString::Format(_("%s (%s) to move"), wxString::FromUTF8(game.playerToMove().name),
                         markName(theme, shownMark(game.toMove(), game.firstToMove())));
    if (const wxString prompt = openingPrompt(game, theme); !prompt.empty()) {
        message = prompt;
    }
    if (const wxString notice = openingDecisionNotice(game, theme); !notice.empty()) {
        message = joinSentences(notice, message);
    }
    if (const wxString notice = blockedFiveNotice(game); !notice.empty()) {
        message = joinSentences(notice, message);
    }
    return message;
}

} // namespace ttt::gui
