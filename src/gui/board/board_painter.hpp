#pragma once

// Draws one frame of the board with a wxGraphicsContext: background, board,
// marks, last move, winning line, draw tint, hover, cursor and the banner.
// Stateless apart from what it is given, so the side panel's icons and the
// board use the same drawing of a mark.

#include "board/board_backdrop.hpp"
#include "board/board_geometry.hpp"
#include "board/theme.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <tuple>
#include <vector>
#include <wx/graphics.h>

namespace ttt::gui {

// The marks of the game drawn once for each theme, cell size and screen
// scale, then stamped on every cell that holds one: a stone's gradients or a
// digit's text cost once a frame at most, not once a stone (G10). Kept by
// whoever paints many frames (the board panel); a scene without one draws
// each mark in full.
class MarkSprites {
public:
    // The picture of `mark` for a cell of `cellSize` units, with a margin of
    // kMargin units on every side; made on first use.
    [[nodiscard]] const wxGraphicsBitmap& sprite(wxGraphicsContext& gc, const Theme& theme,
                                                 Mark mark, double cellSize, double scale);
    static constexpr double kMargin = 1.0;

    // A row of the unlimited field's tiles, kept while nothing it depends on
    // changes: a whole frame that neither pans nor zooms reuses it.
    struct StripKey {
        ThemeId theme = ThemeId::Classic;
        double cellSize = 0;
        double scale = 0;
        double dip = 0;
        wxColour fill;
        double border = 0;
        wxPoint2DDouble phase; // where the first tile starts inside the strip
        int columns = 0;
        bool operator==(const StripKey&) const = default;
    };
    [[nodiscard]] const wxGraphicsBitmap& strip(const StripKey& key,
                                                const std::function<wxGraphicsBitmap()>& make);

    // A coordinate label of the unlimited field (its plate and text), kept
    // for the theme, font size and scale it was made for.
    struct Label {
        wxSize text;              // the text's extent, in drawing units
        wxGraphicsBitmap picture; // the plate with the text, stamped
        wxSize pixels;            // the picture's size
    };
    [[nodiscard]] const Label& label(const wxString& text, ThemeId theme, double fontPx,
                                     double scale, const std::function<Label()>& make);
    // A move number of View > Move numbers, kept apart from the coordinates
    // (another size): `key` tells the number and its colour.
    [[nodiscard]] const Label& moveNumber(const wxString& key, ThemeId theme, double fontPx,
                                          double scale, const std::function<Label()>& make);

    // How many pictures of marks, rows of tiles and labels were made so far (tests).
    [[nodiscard]] int made() const { return made_; }
    [[nodiscard]] int stripsMade() const { return stripsMade_; }
    [[nodiscard]] int labelsMade() const { return labelsMade_; }

private:
    ThemeId theme_ = ThemeId::Classic;
    double cellSize_ = 0;
    double scale_ = 0;
    std::array<std::optional<wxGraphicsBitmap>, 2> sprites_; // X, O
    int made_ = 0;
    // The tiles' strip and, after a drawn round, the tint's: the newer first.
    std::vector<std::pair<StripKey, wxGraphicsBitmap>> strips_;
    // Labels kept for one look (theme, font size, scale) at a time.
    struct LabelCache {
        std::tuple<ThemeId, double, double> look{ThemeId::Classic, 0.0, 0.0};
        std::map<wxString, Label> labels;
        const Label& get(const wxString& text, ThemeId theme, double fontPx, double scale,
                         const std::function<Label()>& make, int& made);
    };
    LabelCache coordinateLabels_;
    LabelCache numberLabels_;
    int stripsMade_ = 0;
    int labelsMade_ = 0;
};

// View > Analysis: one of the engine's best moves for the side to move,
// drawn as a translucent mark numbered by its rank, with its chance; the line
// the engine expects after it (pv, which starts with the move) is drawn as
// numbered ghost marks while the person points at it.
struct AnalysisMark {
    Point move;
    int rank = 1;    // 1: the best
    wxString chance; // "62%", or a proven result's short form
    std::vector<Point> pv;
};

// How many moves of an analysis line the board draws.
inline constexpr std::size_t kAnalysisLineShown = 12;

struct BoardScene {
    const GameEngine* game = nullptr;
    const Theme* theme = nullptr;
    BoardGeometry geometry;
    wxRect2DDouble boardArea; // where the board may be drawn
    std::optional<Point> hover;
    Mark hoverMark = Mark::None; // ghost of the mark a click would place, or None
    std::optional<Point> cursor;
    std::optional<Point> hint; // the suggested move, pulsing
    double hintGlow = 0.0;     // 0..1, the pulse's phase
    // The newest mark while it appears (a move played live): drawn at
    // appearProgress, 0 (just placed: small and faint) to 1 (whole), eased.
    std::optional<Point> appearing;
    double appearProgress = 1.0;
    // Renju: the points black may not play, marked while black is to move.
    const std::vector<Point>* forbidden = nullptr;
    // A click the rules just refused there: a large sign with the reason
    // ("double three") where the person looks, for a moment.
    std::optional<Point> refused;
    wxString refusedReason;
    bool coordinates = false;
    // View > Move numbers: the order in which the stones were played, on
    // the last `moveNumbers` of them (0: none).
    int moveNumbers = 0;
    // View > Analysis: the best moves, and the one whose line is shown
    // instead of them (pointed at; null: none).
    const std::vector<AnalysisMark>* analysis = nullptr;
    const AnalysisMark* analysisLine = nullptr;
    double dip = 1.0;        // pixels per device-independent pixel
    double pixelScale = 1.0; // screen pixels per drawing unit (GTK's 200%: 2)
    // Only this part of the window is repainted (a hover moving, a mark
    // appearing): what lies wholly outside it is not drawn. None: all of it.
    std::optional<wxRect2DDouble> update;
    MarkSprites* sprites = nullptr; // stamp the game's marks from these, if given
    // Stamp the still part (background, board, coordinates; on the unlimited
    // field the surface without its grid) from this, if given and if it is
    // worth it (the wooden board, or labels).
    BoardBackdrop* backdrop = nullptr;
};

struct Banner {
    wxString title;
    wxString subtitle;
    wxColour colour;
    bool filled = false; // the coloured result banner rather than the quiet turn line
    Mark mark = Mark::None;
    // A button at the banner's right end (the result's "Review"); empty: none.
    wxString action;
};

// How far every cell moved from `before` to `after`, if by the same whole
// pixels with cells of the same size: a pan.
[[nodiscard]] std::optional<wxPoint> panBetween(const BoardGeometry& before,
                                                const BoardGeometry& after);

// The part of the window that a pan by `by` leaves as it was, only moved:
// what the scenes before and after it both show of the moving field (where
// the field's picture can be moved rather than drawn). Empty where the pan
// changes everything.
[[nodiscard]] wxRect keptByPan(wxGraphicsContext& gc, const BoardScene& before,
                               const BoardScene& after, wxPoint by);

class BoardPainter {
public:
    BoardPainter(wxGraphicsContext& gc, const BoardScene& scene);

    void paint(const wxRect2DDouble& client, const wxRect2DDouble& bannerArea,
               const Banner& banner);

    // One mark centred in `cell` (also used for the side panel's icons).
    // The size of the move numbers' font in a cell (0: too small to read).
    [[nodiscard]] static double moveNumberFontSize(MarkStyle style, double cell, double dip);
    // The board's coordinates: the size of their font, how far their centres
    // are from the board's edge, and the room they need beyond it (all in
    // pixels). Never smaller than a readable 10 DIP, however small the cells.
    [[nodiscard]] static double coordinateFontSize(double cell, double dip);
    [[nodiscard]] static double coordinateOffset(MarkStyle style, double cell, double dip);
    [[nodiscard]] static double coordinateBand(MarkStyle style, double cell, double dip);

    // The part of the unlimited field that a pan only moves: the surface
    // with its grid and marks inside the fading edges and beyond the bands of
    // the column and row numbers (on a theme with cells; the wooden field's
    // grain stays where it is as its grid moves: empty). `gc` measures the
    // numbers.
    [[nodiscard]] static wxRect2DDouble pannedArea(wxGraphicsContext& gc, const BoardScene& scene);

    static void drawMark(wxGraphicsContext& gc, const Theme& theme, Mark mark,
                         const wxRect2DDouble& cell, double opacity = 1.0);

    // Where the banner's action button is after paint() (empty: none);
    // nothing when this paint did not lay the banner out.
    [[nodiscard]] std::optional<wxRect2DDouble> bannerAction() const {
        return bannerLaidOut_ ? std::optional<wxRect2DDouble>(actionRect_) : std::nullopt;
    }

private:
    // The still part: the background and the board's surface, and on a
    // bounded board its grid and coordinates (the unlimited field's grid
    // moves with the view, so it is drawn over the surface each frame).
    void drawBackdrop(const wxRect2DDouble& client);
    void stampBackdrop(const wxRect2DDouble& client);
    [[nodiscard]] bool backdropWorthAPicture() const;
    void drawGrid();
    void drawBackground(const wxRect2DDouble& client);
    void drawCellSurface();
    void drawCellGrid();
    // Rounded tiles on the visible cells of `rows`, filled, with a border of
    // the grid's colour `border` wide (0: none).
    void drawTiles(const CellRect& rows, const wxColour& fill, double border);
    void drawWoodSurface(); // the wood, its shadow and grain
    void drawWoodGrid();    // the lines, the border and the star points
    [[nodiscard]] wxRect2DDouble woodArea() const;
    void drawFieldEdges(const wxRect2DDouble& client);
    void drawCoordinates();
    void drawFieldCoordinates();
    void drawLastMove();
    void drawMarks();
    void drawMoveNumbers();
    // A short text centred at `centre`, stamped from a picture when the
    // scene keeps them.
    void drawNumber(const wxString& text, const wxFont& font, double fontPx, const wxColour& colour,
                    wxPoint2DDouble centre);
    // The first move (index into the history) that shows its number.
    [[nodiscard]] std::size_t firstNumberedMove() const;
    void drawBoardMark(Point p, Mark mark); // a mark of the game, appearing or not
    void drawLastStoneDot();                // the red dot on the last stone (wooden board)
    void drawWinningLine();
    void drawDrawTint();
    void drawHoverAndCursor();
    void drawHint();
    void drawAnalysis();
    void drawAnalysisLine(const AnalysisMark& mark);
    void drawForbidden();
    // A tournament opening: the central square the next stone keeps to, and
    // black's offered fifth moves, numbered, while white picks.
    void drawOpeningTask();
    void drawRefusal();
    void drawBanner(const wxRect2DDouble& area, const Banner& banner);

    [[nodiscard]] CellRect visibleCells() const;
    // The visible cells that touch the part being repainted (scene.update).
    [[nodiscard]] CellRect cellsToDraw() const;
    // Whether anything inside `r` is repainted now.
    [[nodiscard]] bool needs(const wxRect2DDouble& r) const;
    [[nodiscard]] bool unlimited() const { return scene_.game->rules().unlimited; }
    [[nodiscard]] double cell() const { return scene_.geometry.cellSize(); }
    // A game mark as it is drawn: the round's opener has the first mark.
    [[nodiscard]] Mark shown(Mark mark) const {
        return shownMark(mark, scene_.game->firstToMove());
    }
    [[nodiscard]] wxRect2DDouble boardFrame() const;
    // The mark at `p` is still appearing: how large (0.6..1) and how opaque
    // (0.3..1) it is drawn.
    [[nodiscard]] bool isAppearing(Point p) const {
        return scene_.appearing == p && scene_.appearProgress < 1.0;
    }
    [[nodiscard]] double appearScale() const;
    [[nodiscard]] double appearOpacity() const;

    wxGraphicsContext& gc_;
    const BoardScene& scene_;
    const Theme& theme_;
    wxRect2DDouble actionRect_;
    bool bannerLaidOut_ = false;
};

} // namespace ttt::gui
