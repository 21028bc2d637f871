#include "analysis/learn_commands.hpp"

#include "app/text_wrap.hpp"
#include "app/translated_text.hpp"
#include "board/board_panel.hpp"
#include "board/move_notation.hpp"
#include "board/review_messages.hpp"
#include "game/bot_worker.hpp"

#include <algorithm>
#include <cmath>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ttt::gui {
namespace {

int percent(double chance) {
    return static_cast<int>(std::lround(100.0 * chance));
}

} // namespace

// The small window that leads through the mistakes: which one, what to do,
// the verdict, and the buttons. It only shows and forwards; LearnCommands decides.
class LearnDialog final : public wxDialog {
public:
    LearnDialog(wxWindow* parent, LearnCommands& learn)
        : wxDialog(parent, wxID_ANY, _("Learn from your mistakes"), wxDefaultPosition,
                   wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, "learnDialog"),
          learn_(learn) {
        auto* column = new wxBoxSizer(wxVERTICAL);
        const std::vector<Mark> sides = learn.learners();
        if (sides.size() > 1) {
            // Two people made mistakes: whose to go through.
            whose = new wxChoice(this, wxID_ANY);
            for (const Mark side : sides) {
                whose->Append(wxString());
                sides_.push_back(side);
            }
            column->Add(whose, wxSizerFlags().Expand().Border(wxALL, FromDIP(8)));
            whose->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
                const int chosen = whose->GetSelection();
                if (chosen >= 0) {
                    learn_.startLearning(sides_.at(static_cast<std::size_t>(chosen)));
                }
            });
        }
        heading = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "learnHeading");
        heading->SetFont(heading->GetFont().Bold());
        column->Add(heading, wxSizerFlags().Border(wxLEFT | wxRIGHT | wxTOP, FromDIP(8)));
        question = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition,
                                    FromDIP(wxSize(kTextWidth, -1)), 0, "learnQuestion");
        column->Add(question, wxSizerFlags().Expand().Border(wxALL, FromDIP(8)));
        verdict = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition,
                                   FromDIP(wxSize(kTextWidth, -1)), 0, "learnVerdict");
        column->Add(verdict, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, FromDIP(8)));
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        // Own ids, not the stock ones: GTK would put its own (English) words on those.
        previous = new wxButton(this, wxID_ANY, _("&Previous"));
        next = new wxButton(this, wxID_ANY, _("&Next"));
        answer = new wxButton(this, wxID_ANY, _("&Show the answer"));
        auto* close = new wxButton(this, wxWindow::NewControlId(), _("&Close"));
        for (wxButton* b : {previous, next, answer, close}) {
            buttons->Add(b, wxSizerFlags().Border(wxRIGHT, FromDIP(6)));
        }
        column->Add(buttons, wxSizerFlags().Border(wxALL, FromDIP(8)));
        SetSizerAndFit(column);
        previous->Bind(wxEVT_BUTTON,
                       [this](wxCommandEvent&) { learn_.goTo(learn_.current() - 1); });
        next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { learn_.goTo(learn_.current() + 1); });
        answer->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { learn_.showAnswer(); });
        close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { learn_.stopLearning(); });
        Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { learn_.stopLearning(); });
        SetEscapeId(close->GetId()); // Esc closes
    }

    void setNames(const std::vector<wxString>& names) {
        if (whose == nullptr) {
            return;
        }
        for (std::size_t i = 0; i < names.size() && i < whose->GetCount(); ++i) {
            whose->SetString(static_cast<unsigned>(i), names[i]);
        }
    }
    void select(Mark side) {
        if (whose == nullptr) {
            return;
        }
        const auto found = std::ranges::find(sides_, side);
        if (found != sides_.end()) {
            whose->SetSelection(static_cast<int>(found - sides_.begin()));
        }
    }
    // The labels' words, wrapped to the window's width.
    void setWords(const wxString& questionWords, const wxString& verdictWords) {
        question->SetLabel(wrapToWidth(*question, questionWords, FromDIP(kTextWidth)));
        verdict->SetLabel(wrapToWidth(*verdict, verdictWords, FromDIP(kTextWidth)));
        GetSizer()->SetSizeHints(this);
        Layout();
    }

    static constexpr int kTextWidth = 380; // DIP
    wxChoice* whose = nullptr;
    wxStaticText* heading = nullptr;
    wxStaticText* question = nullptr;
    wxStaticText* verdict = nullptr;
    wxButton* previous = nullptr;
    wxButton* next = nullptr;
    wxButton* answer = nullptr;

private:
    LearnCommands& learn_;
    std::vector<Mark> sides_;
};

LearnCommands::LearnCommands(WindowContext& window) : WindowFeature(window) {}

LearnCommands::~LearnCommands() {
    worker_.cancel();
}

void LearnCommands::addMenuItems(Menus& menus) {
    const int learnId = wxWindow::NewControlId();
    menus.game->Append(
        learnId, _("Learn from your &mistakes\tCtrl+Shift+L"),
        _("Go through a player's mistakes of the reviewed round and find better moves"));
    onMenu(learnId, [this] {
        if (isLearning()) {
            dialog_->Raise();
        } else {
            startLearning();
        }
    });
    enableWhen(learnId, [this] { return isLearning() || canLearn(); });
}

std::vector<Mark> LearnCommands::learners() const {
    const GameController& controller = context().controller();
    const auto& review = controller.review();
    std::vector<Mark> sides;
    if (!review || review->moves.empty()) {
        return sides;
    }
    const GameEngine& game = controller.game();
    const Mark first = review->moves.front().side;
    for (const Mark side : {first, opponent(first)}) {
        if (game.player(reviewedPlayer(game, *review, side)).isHuman() &&
            !mistakesOf(review->moves, side).empty()) {
            sides.push_back(side);
        }
    }
    return sides;
}

bool LearnCommands::canLearn() const {
    const GameEngine& game = context().controller().game();
    return game.isRoundOver() && !learners().empty();
}

bool LearnCommands::startLearning(std::optional<Mark> side) {
    const std::vector<Mark> sides = learners();
    if (!context().controller().game().isRoundOver() || sides.empty()) {
        return false;
    }
    const Mark chosen = side && std::ranges::find(sides, *side) != sides.end() ? *side : sides[0];
    worker_.cancel();
    side_ = chosen;
    mistakes_ = mistakesOf(context().controller().review()->moves, side_);
    found_.assign(mistakes_.size(), false);
    if (dialog_ == nullptr) {
        dialog_ = new LearnDialog(&context().window(), *this);
        const GameEngine& game = context().controller().game();
        std::vector<wxString> names;
        for (const Mark s : sides) {
            names.push_back(wxString::FromUTF8(
                game.player(reviewedPlayer(game, *context().controller().review(), s)).name));
        }
        dialog_->setNames(names);
        // In the window's lower right corner, over the side panel's lower
        // part: the board and the scores stay in view.
        const wxRect frame = context().window().GetScreenRect();
        dialog_->Move(frame.GetRight() - dialog_->GetSize().x - fromDip(16),
                      frame.GetBottom() - dialog_->GetSize().y - fromDip(160));
        dialog_->Show();
    }
    dialog_->select(side_);
    context().board().onTryMove([this](Point p) { tryMove(p); });
    goTo(0);
    return true;
}

int LearnCommands::fromDip(int value) const {
    return context().window().FromDIP(value);
}

void LearnCommands::stopLearning() {
    worker_.cancel();
    if (dialog_ == nullptr) {
        return;
    }
    context().board().onTryMove({});
    context().board().setShownCaption({}, {});
    context().board().clearHint();
    context().board().showAnalysis({});
    dialog_->Destroy(); // deleted by wx once its events are done
    dialog_ = nullptr;
    context().showRoundAt(std::nullopt);
}

void LearnCommands::gameChanged(GameEvent event) {
    if (event != GameEvent::PlayersChanged && event != GameEvent::ScoreChanged) {
        stopLearning(); // the round it was about is gone
    }
}

void LearnCommands::windowClosing() {
    worker_.cancel();
    if (dialog_ != nullptr) {
        dialog_->Destroy();
        dialog_ = nullptr;
    }
}

const MoveReview& LearnCommands::reviewed() const {
    return context().controller().review()->moves.at(mistakes_.at(current_));
}

void LearnCommands::goTo(std::size_t mistake) {
    if (dialog_ == nullptr || mistake >= mistakes_.size()) {
        return;
    }
    worker_.cancel();
    current_ = mistake;
    lastVerdict_.reset();
    context().board().clearHint();
    context().showRoundAt(mistakes_[current_]);
    context().board().showAnalysis({});
    update({});
}

void LearnCommands::update(const wxString& verdict) {
    if (dialog_ == nullptr || mistakes_.empty()) {
        return;
    }
    const GameEngine& game = context().controller().game();
    const RoundReview& review = *context().controller().review();
    const MoveReview& m = reviewed();
    const auto foundCount = std::ranges::count(found_, true);
    dialog_->heading->SetLabel(
        wxString::Format(_("Mistake %d of %d (found: %d)"), static_cast<int>(current_ + 1),
                         static_cast<int>(mistakes_.size()), static_cast<int>(foundCount)));
    const wxString mark = markName(context().theme(), shownMark(m.side, review.moves.front().side));
    const wxString question = joinSentences(
        moveVerdictText(game, review, mistakes_[current_] + 1),
        wxString::Format(_("Find a better move for %s: click it on the board."), mark));
    context().board().setShownCaption(
        wxString::Format(_("Find a better move for %s"), mark),
        wxString::Format(_("Mistake %d of %d · click the move on the board"),
                         static_cast<int>(current_ + 1), static_cast<int>(mistakes_.size())));
    context().showStatus(
        _("Learn from your mistakes: click a better move, or ask for the answer. Close ends it."));
    dialog_->setWords(question, verdict);
    dialog_->previous->Enable(current_ > 0);
    dialog_->next->Enable(current_ + 1 < mistakes_.size());
}

void LearnCommands::tryMove(Point p) {
    if (dialog_ == nullptr || mistakes_.empty()) {
        return;
    }
    const RoundReview& review = *context().controller().review();
    const std::size_t index = mistakes_[current_];
    if (context().board().displayedGame().history().size() != index) {
        context().showRoundAt(index); // the replay was stepped elsewhere: back to the question
        return;
    }
    const GameEngine& game = context().controller().game();
    std::vector<Move> before(game.history().begin(),
                             game.history().begin() + static_cast<std::ptrdiff_t>(index));
    const auto time = perTry_.value_or(std::chrono::milliseconds(
        review.msPerPosition > 0 ? review.msPerPosition : kReviewTime.count()));
    SearchBudget timed;
    timed.timeLimit = time;
    lastVerdict_.reset();
    context().board().showAnalysis({});
    context().board().flashHint(p);
    worker_.judge(
        game.rules(), std::move(before), p, reviewed(), time, BotWorker::threadsFor(timed),
        [this, p](const TryVerdict& verdict) { judged(p, verdict); },
        [this](const wxString& message) { update(message); });
    update(wxString::Format(_("Thinking about %s…"), moveNotation(game.rules(), p)));
}

void LearnCommands::judged(Point tried, const TryVerdict& verdict) {
    const MoveReview& m = reviewed();
    const wxString move = moveNotation(context().controller().game().rules(), tried);
    lastVerdict_ = verdict.keeps;
    wxString words;
    if (verdict.wins) {
        words = wxString::Format(_("%s wins at once. Well found!"), move);
    } else if (verdict.engineBest) {
        words = wxString::Format(_("%s is the engine's move. Well found!"), move);
    } else if (verdict.keeps) {
        words = wxString::Format(_("%s keeps the position: chance %d%%, the engine's move %d%%. "
                                   "Good!"),
                                 move, percent(verdict.chance), percent(m.chanceBefore));
    } else {
        words = wxString::Format(_("%s gives the chance away: %d%%, where the engine's move keeps "
                                   "%d%%. Try again, or show the answer."),
                                 move, percent(verdict.chance), percent(m.chanceBefore));
    }
    if (verdict.keeps) {
        found_.at(current_) = true;
    }
    // The move tried stays on the board, translucent, with its chance.
    context().board().showAnalysis(
        {AnalysisMark{tried, 1, wxString::Format(_("%d%%"), percent(verdict.chance)), {tried}}});
    update(words);
}

void LearnCommands::showAnswer() {
    if (dialog_ == nullptr || mistakes_.empty()) {
        return;
    }
    worker_.cancel();
    const MoveReview& m = reviewed();
    const Rules& rules = context().controller().game().rules();
    context().board().flashHint(m.best);
    context().board().showAnalysis(
        {AnalysisMark{m.best, 1, wxString::Format(_("%d%%"), percent(m.chanceBefore)), {m.best}}});
    wxString words = wxString::Format(_("The engine plays %s: chance %d%%."),
                                      moveNotation(rules, m.best), percent(m.chanceBefore));
    if (m.missedWin) {
        words = joinSentences(words, wxString::Format(_("It wins in %d."), *m.missedWin));
    }
    update(words);
}

} // namespace ttt::gui
