#include "board/rule_messages.hpp"

#include "tictactoe/game/win_detection.hpp"

#include <wx/intl.h>

namespace ttt::gui {

wxString forbiddenMoveMessage(renju::Foul foul, const wxString& black) {
    wxString name = black;
    if (!name.empty()) {
        name[0] = wxToupper(name[0]); // it opens the sentence
    }
    // TRANSLATORS: %s is black's mark as the theme shows it: "Black", "X" or "1".
    switch (foul) {
    case renju::Foul::Overline:
        return wxString::Format(_("%s may not play there: it makes an overline (Renju)."), name);
    case renju::Foul::DoubleFour:
        return wxString::Format(_("%s may not play there: it makes a double four (Renju)."), name);
    case renju::Foul::DoubleThree:
        return wxString::Format(_("%s may not play there: it makes a double three (Renju)."), name);
    case renju::Foul::None:
        break;
    }
    return {};
}

wxString foulName(renju::Foul foul) {
    // TRANSLATORS: the label beside a refused Renju point, what black's stone
    // would make there.
    switch (foul) {
    case renju::Foul::Overline:
        return _("overline");
    case renju::Foul::DoubleFour:
        return _("double four");
    case renju::Foul::DoubleThree:
        return _("double three");
    case renju::Foul::None:
        break;
    }
    return {};
}

wxString endReason(const GameEngine& game) {
    const Rules& rules = game.rules();
    const RoundResult& result = game.result();
    if (result.end == RoundEnd::Resignation) {
        const int loser = 1 - playerIndex(result.winner);
        return wxString::Format(_("%s resigned"), wxString::FromUTF8(game.player(loser).name));
    }
    if (result.end == RoundEnd::Agreement) {
        return _("Both players agreed to a draw");
    }
    if (result.end == RoundEnd::Time) {
        const int loser = 1 - playerIndex(result.winner);
        return wxString::Format(_("%s ran out of time"),
                                wxString::FromUTF8(game.player(loser).name));
    }
    if (!rules.isRenju() && !rules.isCaro()) {
        return {};
    }
    if (result.outcome == Outcome::Won) {
        if (rules.isRenju()) {
            return result.winner == game.firstToMove() ? _("Black made exactly five")
                                                       : _("White made five in a row");
        }
        return _("An open five: not blocked at both ends");
    }
    if (result.outcome == Outcome::Drawn && rules.isRenju() && !rules.unlimited &&
        !game.board().isFull()) {
        return _("Black has no allowed point left");
    }
    return {};
}

wxString blockedFiveNotice(const GameEngine& game) {
    if (!game.rules().isCaro() || game.isRoundOver() || game.history().empty() ||
        !makesBlockedFive(game.board(), game.history().back().point)) {
        return {};
    }
    return _("That five is blocked at both ends: under Caro it does not win.");
}

} // namespace ttt::gui

namespace ttt::gui {

wxString openingPrompt(const GameEngine& game, ThemeId theme) {
    const wxString name = wxString::FromUTF8(game.playerToMove().name);
    const wxString black = markName(theme, Mark::X);
    const wxString white = markName(theme, Mark::O);
    const OpeningTask task = game.openingTask();
    if (const auto due = game.pendingChoice()) {
        // TRANSLATORS: a name and the two colours as the theme names them
        // ("black"/"white", "X"/"O" or "1"/"0"); B, W, T and F are the keys.
        if (due->mayOfferFifths) {
            return wxString::Format(_("%s chooses: B takes %s and plays the fifth, W takes %s, F "
                                      "offers %d fifth moves"),
                                    name, black, white, game.setup().fifthOffers);
        }
        return due->mayPlaceTwo
                   ? wxString::Format(_("%s chooses: B takes %s, W takes %s, T places two more"),
                                      name, black, white)
                   : wxString::Format(_("%s chooses: B takes %s, W takes %s"), name, black, white);
    }
    if (task.declareUpTo > 0) {
        // TRANSLATORS: D is the key; %d the highest number allowed.
        return wxString::Format(_("%s declares how many fifth moves %s will offer (1 to %d): D"),
                                name, black, task.declareUpTo);
    }
    if (task.picking) {
        return wxString::Format(_("%s picks one of %s's %d offered fifth moves"), name, black,
                                static_cast<int>(task.offers.size()));
    }
    if (task.offersDue > 0) {
        // TRANSLATORS: e.g. "Ann offers fifth move 2 of 3 (black)".
        return wxString::Format(_("%s offers fifth move %d of %d (%s)"), name,
                                static_cast<int>(task.offers.size()) + 1, task.offersDue, black);
    }
    if (task.area > 0 && !game.isPlacingOpening()) {
        // TRANSLATORS: e.g. "Ann plays stone 3 within the central 5×5".
        return wxString::Format(_("%s plays stone %d within the central %lld×%lld"), name,
                                static_cast<int>(game.history().size()) + 1, task.area, task.area);
    }
    if (!game.isPlacingOpening()) {
        return {};
    }
    const auto placed = static_cast<int>(game.history().size());
    const bool placesBlack = game.toMove() == game.firstToMove();
    // TRANSLATORS: e.g. "Ann places the opening: stone 2 of 3 (white)".
    return wxString::Format(_("%s places the opening: stone %d of %d (%s)"), name,
                            placed < 3 ? placed + 1 : placed - 2, placed < 3 ? 3 : 2,
                            placesBlack ? black : white);
}

std::optional<OpeningRefusal> openingRefusal(const GameEngine& game, MoveError error) {
    switch (error) {
    case MoveError::OutsideArea: {
        const long long area = game.openingTask().area;
        return OpeningRefusal{wxString::Format(_("central %lld×%lld"), area, area),
                              wxString::Format(_("The opening rule asks for this stone within "
                                                 "the central %lld×%lld square."),
                                               area, area)};
    }
    case MoveError::SymmetricalOffer:
        return OpeningRefusal{_("symmetrical"),
                              _("That fifth move mirrors one already offered: offer another.")};
    case MoveError::AlreadyOffered:
        return OpeningRefusal{_("offered"), _("That fifth move is offered already.")};
    case MoveError::NotAnOffer:
        return OpeningRefusal{_("not offered"), _("Pick the fifth move among the offered stones.")};
    default:
        break;
    }
    return std::nullopt;
}

wxString openingDecisionNotice(const GameEngine& game, ThemeId theme) {
    const auto& steps = game.openingSteps();
    if (steps.empty() || steps.back().afterMoves != game.history().size()) {
        return {};
    }
    const OpeningStep& step = steps.back();
    const wxString name = wxString::FromUTF8(game.player(step.chooser).name);
    switch (step.option) {
    case ColourOption::TakeBlack:
        return wxString::Format(_("%s takes %s."), name, markName(theme, Mark::X));
    case ColourOption::TakeWhite:
        return wxString::Format(_("%s takes %s."), name, markName(theme, Mark::O));
    case ColourOption::PlaceTwo:
        return wxString::Format(_("%s places two more stones."), name);
    case ColourOption::OfferFifths:
        return wxString::Format(_("%s offers the fifth moves."), name);
    }
    return {};
}

} // namespace ttt::gui
