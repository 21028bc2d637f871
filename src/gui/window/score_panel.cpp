#include "window/score_panel.hpp"

#include "board/board_painter.hpp"
#include "board/pixel_font.hpp"
#include "game/game_labels.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <wx/dcbuffer.h>
#include <wx/intl.h>

namespace ttt::gui {
namespace {

// The cards' layout in DIP, shared by the picture and by the width the panel
// asks for: panel edge, card, icon, text, score, card, panel edge.
constexpr double kPad = 14;        // the panel's edge to a card, and to the lines below
constexpr double kIconInset = 12;  // a card's edge to its icon
constexpr double kIcon = 44;       // the icon's side
constexpr double kIconGap = 12;    // the icon to the name
constexpr double kScoreGap = 8;    // the name to the score
constexpr double kScoreInset = 14; // the score to the card's edge
constexpr double kLineInset = 4;   // the lines below the cards start this far in
constexpr double kClockGap = 8;    // a clock to "to move" beside it
constexpr double kClockFont = 15;  // a clock's digits
constexpr double kClockPill = 6;   // the low-time pill's ends beyond the digits
// The widest a clock reads in the usual times (tenths under ten seconds).
constexpr const char* kWidestClock = "00:00";
// Room for a score of two digits, so that the tenth win moves nothing.
constexpr const char* kWidestScore = "00";
// What the panel asks for beyond its texts: measuring and painting may round
// a text's width differently.
constexpr double kSlack = 2;

} // namespace

ScorePanel::ScorePanel(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
               wxFULL_REPAINT_ON_RESIZE | wxBORDER_NONE, "scores") {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(kWidth, kHeight)));
    Bind(wxEVT_PAINT, &ScorePanel::onPaint, this);
}

void ScorePanel::setTheme(ThemeId id) {
    themeId_ = id;
    Refresh();
}

int ScorePanel::wantedWidth() {
    if (wantedWidth_ == 0) {
        wantedWidth_ = measureWantedWidth();
    }
    return wantedWidth_;
}

int ScorePanel::measureWantedWidth() const {
    // A context for measuring only, with the fonts the picture uses.
    const std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create());
    if (!gc) {
        return FromDIP(kWidth);
    }
    const double d = dip();
    const wxColour ink = *wxBLACK;
    double cardText = 0;
    gc->SetFont(pixelFont(16 * d, true), ink);
    for (const wxString& name : names_) {
        cardText = std::max(cardText, textWidth(*gc, name));
    }
    gc->SetFont(pixelFont(12 * d, false), ink);
    for (const wxString& role : roles_) {
        cardText = std::max(cardText, textWidth(*gc, role));
    }
    double clock = 0;
    if (!clocks_[0].empty()) {
        gc->SetFont(pixelFont(kClockFont * d, true), ink);
        clock = std::max(textWidth(*gc, kWidestClock), textWidth(*gc, "0:00.0")) +
                (2 * kClockPill + kClockGap) * d;
    }
    gc->SetFont(pixelFont(12 * d, true), ink);
    cardText = std::max(
        {cardText, clock + textWidth(*gc, _("thinking…")), clock + textWidth(*gc, _("to move"))});
    gc->SetFont(pixelFont(34 * d, true), ink);
    double score = textWidth(*gc, kWidestScore);
    for (const wxString& shown : scores_) {
        score = std::max(score, textWidth(*gc, shown));
    }
    const double card = 2 * kPad * d +
                        (kIconInset + kIcon + kIconGap + kScoreGap + kScoreInset) * d + cardText +
                        score;

    // The lines below: whose turn it is (either player's, the computer
    // thinking, the round over) and the variant.
    double line = 0;
    gc->SetFont(pixelFont(13 * d, true), ink);
    for (const wxString& name : names_) {
        line = std::max(line, textWidth(*gc, wxString::Format(_("%s to move"), name)));
    }
    line = std::max(
        {line, textWidth(*gc, _("Computer is thinking…")), textWidth(*gc, _("Round over"))});
    gc->SetFont(pixelFont(12 * d, false), ink);
    line = std::max(line, textWidth(*gc, variant_));
    const double lines = 2 * kPad * d + kLineInset * d + line;

    const int wanted = static_cast<int>(std::ceil(std::max(card, lines) + kSlack * d));
    return std::clamp(wanted, FromDIP(kWidth), FromDIP(kMaxWidth));
}

void ScorePanel::update(const GameEngine& game, bool thinking) {
    const std::array<wxString, 2> names = names_;
    const std::array<wxString, 2> roles = roles_;
    const wxString variant = variant_;
    for (int i = 0; i < 2; ++i) {
        const Player& player = game.player(i);
        names_.at(i) = wxString::FromUTF8(player.name);
        roles_.at(i) = describePlayer(player);
        scores_.at(i) = wxString::Format("%d", game.score().wins.at(static_cast<std::size_t>(i)));
    }
    draws_ = wxString::Format("%d", game.score().draws);
    thinking_ = thinking;
    toMove_ = game.isRoundOver() ? -1 : game.actingPlayer(); // who acts, also in an opening
    for (int i = 0; i < 2; ++i) {
        shown_.at(static_cast<std::size_t>(i)) = shownMark(markOf(i), game.firstToMove());
    }
    if (game.isRoundOver()) {
        turn_ = _("Round over");
    } else if (thinking) {
        turn_ = _("Computer is thinking…");
    } else {
        turn_ = wxString::Format(_("%s to move"), names_.at(static_cast<std::size_t>(toMove_)));
    }
    variant_ = describeRules(game.rules());
    round_ = wxString::Format(_("Round %d"), game.completedRounds() + 1);
    if (names != names_ || roles != roles_ || variant != variant_) {
        wantedWidth_ = 0; // measured again when next asked for
    }
    Refresh();
}

void ScorePanel::setClocks(std::optional<GameClock::Readings> left, std::optional<int> running,
                           const ClockSettings& settings) {
    std::array<wxString, 2> clocks;
    std::array<bool, 2> low{false, false};
    if (left) {
        for (std::size_t i = 0; i < 2; ++i) {
            clocks.at(i) = wxString::FromUTF8(formatClockTime(left->at(i)));
            low.at(i) = left->at(i) <= lowTimeWarning(settings);
        }
    }
    if (clocks == clocks_ && low == low_ && running == clockRunning_) {
        return; // the same picture: no frame
    }
    const bool shownBefore = !clocks_[0].empty();
    clocks_ = clocks;
    low_ = low;
    clockRunning_ = running;
    if (shownBefore != !clocks_[0].empty()) {
        wantedWidth_ = 0;
    }
    Refresh();
}

void ScorePanel::onPaint(wxPaintEvent& /*event*/) {
    buffer_.paint(*this, [this](wxGraphicsContext& gc, std::optional<wxRect2DDouble> /*update*/) {
        draw(gc);
    });
}

void ScorePanel::draw(wxGraphicsContext& context) {
    wxGraphicsContext* const gc = &context;
    const Theme& theme = themeFor(themeId_);
    const double d = dip();
    const wxSize size = GetClientSize();
    gc->SetPen(wxNullGraphicsPen);
    gc->SetBrush(gc->CreateLinearGradientBrush(0, 0, 0, size.y, theme.backgroundTop,
                                               theme.backgroundBottom));
    gc->DrawRectangle(0, 0, size.x, size.y);

    const double pad = kPad * d;
    const double width = size.x - 2 * pad;
    double y = 22 * d;

    gc->SetFont(pixelFont(13 * d, true), theme.mutedText);
    gc->DrawText(_("SCORE"), pad + 4 * d, y);
    y += 26 * d;

    const double cardHeight = 92 * d;
    for (int i = 0; i < 2; ++i) {
        const auto index = static_cast<std::size_t>(i);
        const bool active = toMove_ == i;
        const wxRect2DDouble card(pad, y, width, cardHeight);
        gc->SetBrush(gc->CreateBrush(wxBrush(active ? theme.panelActive : theme.panel)));
        const Mark shown = shown_.at(index);
        const wxColour accent = theme.style == MarkStyle::Stones
                                    ? theme.cursor
                                    : theme.mark[static_cast<std::size_t>(playerIndex(shown))];
        gc->SetPen(active ? gc->CreatePen(wxGraphicsPenInfo(accent).Width(2.5 * d))
                          : gc->CreatePen(wxGraphicsPenInfo(theme.grid).Width(d)));
        gc->DrawRoundedRectangle(card.m_x, card.m_y, card.m_width, card.m_height, 12 * d);

        const double icon = kIcon * d;
        const wxRect2DDouble iconRect(card.m_x + kIconInset * d, card.m_y + (cardHeight - icon) / 2,
                                      icon, icon);
        if (theme.style == MarkStyle::Stones) {
            BoardPainter::drawMark(*gc, theme, shown, iconRect);
        } else {
            gc->SetPen(wxNullGraphicsPen);
            gc->SetBrush(gc->CreateBrush(wxBrush(theme.cell)));
            gc->DrawRoundedRectangle(iconRect.m_x, iconRect.m_y, icon, icon, 10 * d);
            BoardPainter::drawMark(*gc, theme, shown, iconRect);
        }

        gc->SetFont(pixelFont(34 * d, true), theme.text);
        double scoreWidth = 0;
        double scoreHeight = 0;
        gc->GetTextExtent(scores_[index], &scoreWidth, &scoreHeight);
        const double scoreX = card.m_x + card.m_width - kScoreInset * d - scoreWidth;
        gc->DrawText(scores_[index], scoreX, card.m_y + (cardHeight - scoreHeight) / 2);

        const double textX = iconRect.m_x + icon + kIconGap * d;
        const double textWidth = scoreX - textX - kScoreGap * d;
        gc->SetFont(pixelFont(16 * d, true), theme.text);
        drawnNames_[index] = drawFitted(*gc, names_[index], textX, card.m_y + 18 * d, textWidth);
        gc->SetFont(pixelFont(12 * d, false), theme.mutedText);
        drawnRoles_[index] = drawFitted(*gc, roles_[index], textX, card.m_y + 42 * d, textWidth);
        double stateX = textX;
        if (!clocks_[index].empty()) {
            // The clock before whose turn it is; low on time, white on the
            // loss colour, whatever the player's colour is.
            const bool low = low_[index];
            const wxColour ink = low                  ? theme.bannerText
                                 : clockRunning_ == i ? accent
                                                      : theme.mutedText;
            gc->SetFont(pixelFont(kClockFont * d, true), ink);
            double clockWidth = 0;
            double clockHeight = 0;
            gc->GetTextExtent(clocks_[index], &clockWidth, &clockHeight);
            const double clockX = textX + (low ? kClockPill * d : 0);
            const double clockY = card.m_y + 59 * d;
            if (low) {
                gc->SetPen(wxNullGraphicsPen);
                gc->SetBrush(gc->CreateBrush(wxBrush(theme.lossBanner)));
                gc->DrawRoundedRectangle(textX, clockY - d, clockWidth + 2 * kClockPill * d,
                                         clockHeight + 2 * d, clockHeight / 2);
            }
            drawFitted(*gc, clocks_[index], clockX, clockY, textWidth);
            stateX += clockWidth + (low ? 2 * kClockPill * d : 0) + kClockGap * d;
        }
        if (active) {
            gc->SetFont(pixelFont(12 * d, true), accent);
            drawFitted(*gc, thinking_ ? _("thinking…") : _("to move"), stateX, card.m_y + 62 * d,
                       std::max(0.0, textX + textWidth - stateX));
        }

        y += cardHeight + 12 * d;
    }

    // Draws, in a quieter card.
    const double drawsHeight = 48 * d;
    gc->SetPen(gc->CreatePen(wxGraphicsPenInfo(theme.grid).Width(d)));
    gc->SetBrush(gc->CreateBrush(wxBrush(theme.panel)));
    gc->DrawRoundedRectangle(pad, y, width, drawsHeight, 12 * d);
    gc->SetFont(pixelFont(14 * d, false), theme.mutedText);
    double w = 0;
    double h = 0;
    gc->GetTextExtent(_("Draws"), &w, &h);
    gc->DrawText(_("Draws"), pad + 16 * d, y + (drawsHeight - h) / 2);
    gc->SetFont(pixelFont(22 * d, true), theme.text);
    gc->GetTextExtent(draws_, &w, &h);
    gc->DrawText(draws_, pad + width - 14 * d - w, y + (drawsHeight - h) / 2);
    y += drawsHeight + 24 * d;

    gc->SetFont(pixelFont(13 * d, true), theme.text);
    const double lineX = pad + kLineInset * d;
    drawFitted(*gc, turn_, lineX, y, width);
    y += 26 * d;
    gc->SetFont(pixelFont(12 * d, false), theme.mutedText);
    drawFitted(*gc, variant_, lineX, y, width);
    y += 20 * d;
    drawFitted(*gc, round_, lineX, y, width);
    gc->GetTextExtent(round_, &w, &h);
    paintedBottom_ = static_cast<int>(std::ceil(y + h));
}

} // namespace ttt::gui
