#include "board/review_messages.hpp"

#include "app/translated_text.hpp"
#include "board/move_notation.hpp"

#include <cmath>
#include <wx/intl.h>

namespace ttt::gui {
namespace {

int percent(double chance) {
    return static_cast<int>(std::lround(100.0 * chance));
}

wxString nameOf(const GameEngine& game, int player) {
    return wxString::FromUTF8(game.player(player).name);
}

int placedBy(const GameEngine& game, const RoundReview& review, std::size_t index) {
    return index < game.history().size() ? game.placedBy(index)
                                         : playerIndex(review.moves[index].side);
}

} // namespace

int reviewedPlayer(const GameEngine& game, const RoundReview& review, Mark side) {
    for (std::size_t i = review.moves.size(); i-- > 0;) {
        if (review.moves[i].side == side) {
            return placedBy(game, review, i);
        }
    }
    return playerIndex(side);
}

wxString moveClassWords(MoveClass c) {
    switch (c) {
    case MoveClass::Best:
        return _("The engine's move");
    case MoveClass::Good:
        return _("A good move");
    case MoveClass::Inaccuracy:
        return _("An inaccuracy");
    case MoveClass::Mistake:
        return _("A mistake");
    case MoveClass::Blunder:
        return _("A blunder");
    }
    return {};
}

wxString reviewSummaryText(const GameEngine& game, const RoundReview& review, ThemeId theme) {
    if (review.moves.empty()) {
        return {};
    }
    const auto summary = summarise(review.moves);
    const Mark first = review.moves.front().side;
    wxString text;
    for (std::size_t p = 0; p < 2; ++p) {
        const Mark side = p == 0 ? first : opponent(first);
        const ReviewSummary& s = summary.at(p);
        const auto count = [&s](MoveClass c) { return s.counts.at(static_cast<std::size_t>(c)); };
        if (!text.empty()) {
            text += "\n";
        }
        // TRANSLATORS: a player's line under the review's plot: name, mark,
        // accuracy (0-100), then how many moves of each class.
        text += wxString::Format(
            _("%s (%s): accuracy %d · best %d, good %d, inaccuracies %d, mistakes %d, "
              "blunders %d"),
            nameOf(game, reviewedPlayer(game, review, side)),
            markName(theme, shownMark(side, first)), static_cast<int>(std::lround(s.accuracy)),
            count(MoveClass::Best), count(MoveClass::Good), count(MoveClass::Inaccuracy),
            count(MoveClass::Mistake), count(MoveClass::Blunder));
    }
    return text;
}

wxString moveVerdictText(const GameEngine& game, const RoundReview& review, std::size_t shown) {
    if (shown == 0 || shown > review.moves.size()) {
        return {};
    }
    const std::size_t index = shown - 1;
    const MoveReview& m = review.moves[index];
    // TRANSLATORS: the verdict on a reviewed move: its number, where it was
    // played, who played it, its class ("A mistake"), the mover's chance of
    // winning before (with the engine's move) and after it.
    return wxString::Format(
        _("Move %d, %s (%s): %s; chance %d%% → %d%%."), static_cast<int>(shown),
        moveNotation(game.rules(), m.move), nameOf(game, placedBy(game, review, index)),
        moveClassWords(m.moveClass).Lower(), percent(m.chanceBefore), percent(m.chanceAfter));
}

wxString moveReviewText(const GameEngine& game, const RoundReview& review, std::size_t shown) {
    if (shown == 0 || shown > review.moves.size()) {
        return {};
    }
    const MoveReview& m = review.moves[shown - 1];
    wxString text = moveVerdictText(game, review, shown);
    if (m.moveClass != MoveClass::Best && m.best != m.move) {
        text = joinSentences(
            text, wxString::Format(_("The engine plays %s."), moveNotation(game.rules(), m.best)));
    }
    if (m.missedWin) {
        text = joinSentences(text, wxString::Format(_("It missed a win in %d at %s."), *m.missedWin,
                                                    moveNotation(game.rules(), m.best)));
    }
    if (m.losesWonGame) {
        text = joinSentences(text, wxString(_("It let a won position go.")));
    }
    return text;
}

wxString reviewDoneText(const GameEngine& game, const RoundReview& review) {
    if (review.moves.empty()) {
        return {};
    }
    const auto summary = summarise(review.moves);
    const Mark first = review.moves.front().side;
    const auto name = [&](Mark side) { return nameOf(game, reviewedPlayer(game, review, side)); };
    wxString text =
        wxString::Format(_("Reviewed: %s's accuracy %d, %s's %d."), name(first),
                         static_cast<int>(std::lround(summary[0].accuracy)), name(opponent(first)),
                         static_cast<int>(std::lround(summary[1].accuracy)));
    bool missed = false;
    bool lost = false;
    for (std::size_t i = 0; i < review.moves.size(); ++i) {
        const MoveReview& m = review.moves[i];
        const wxString who = nameOf(game, placedBy(game, review, i));
        if (m.missedWin && !missed) {
            missed = true;
            text = joinSentences(text, wxString::Format(_("Move %d: %s missed a win in %d at %s."),
                                                        static_cast<int>(i + 1), who, *m.missedWin,
                                                        moveNotation(game.rules(), m.best)));
        }
        if (m.losesWonGame && !lost) {
            lost = true;
            text = joinSentences(text, wxString::Format(_("Move %d: %s let a won position go."),
                                                        static_cast<int>(i + 1), who));
        }
    }
    return text;
}

} // namespace ttt::gui
