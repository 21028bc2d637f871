#include "board/board_painter.hpp"

#include "board/move_notation.hpp"
#include "board/pixel_font.hpp"
#include "board/pixel_stamp.hpp"
#include "board/text_options.hpp"
#include "tictactoe/game/opening_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numbers>
#include <wx/brush.h>
#include <wx/font.h>
#include <wx/image.h>

namespace ttt::gui {
namespace {

wxColour withAlpha(const wxColour& c, double opacity) {
    const double alpha = std::clamp(c.Alpha() * opacity, 0.0, 255.0);
    return {c.Red(), c.Green(), c.Blue(), static_cast<unsigned char>(alpha)};
}

wxColour mix(const wxColour& a, const wxColour& b, double t) {
    const auto channel = [t](unsigned char x, unsigned char y) {
        return static_cast<unsigned char>(std::lround(x + (y - x) * t));
    };
    return {channel(a.Red(), b.Red()), channel(a.Green(), b.Green()), channel(a.Blue(), b.Blue()),
            channel(a.Alpha(), b.Alpha())};
}

wxRect2DDouble inflated(const wxRect2DDouble& r, double by) {
    return {r.m_x - by, r.m_y - by, r.m_width + 2 * by, r.m_height + 2 * by};
}

void fillRoundedRect(wxGraphicsContext& gc, const wxRect2DDouble& r, double radius) {
    gc.DrawRoundedRectangle(r.m_x, r.m_y, r.m_width, r.m_height, radius);
}

// A soft drop shadow: a few widening, fading rounded rectangles.
void drawShadow(wxGraphicsContext& gc, const wxRect2DDouble& r, double radius, double spread) {
    gc.SetPen(wxNullGraphicsPen);
    constexpr int kSteps = 6;
    for (int i = kSteps; i >= 1; --i) {
        const double grow = spread * i / kSteps;
        gc.SetBrush(gc.CreateBrush(wxBrush(wxColour(0, 0, 0, 10))));
        wxRect2DDouble s = inflated(r, grow);
        s.m_y += spread * 0.5;
        fillRoundedRect(gc, s, radius + grow);
    }
}

wxString columnLabel(int x) {
    return columnName(x); // the same names as the move list
}

void drawCentredText(wxGraphicsContext& gc, const wxString& text, const wxFont& font,
                     const wxColour& colour, wxPoint2DDouble centre) {
    gc.SetFont(font, colour);
    double width = 0;
    double height = 0;
    double descent = 0;
    double leading = 0;
    gc.GetTextExtent(text, &width, &height, &descent, &leading);
    gc.DrawText(text, centre.m_x - width / 2, centre.m_y - height / 2);
}

} // namespace

const wxGraphicsBitmap& MarkSprites::sprite(wxGraphicsContext& gc, const Theme& theme, Mark mark,
                                            double cellSize, double scale) {
    if (theme.id != theme_ || cellSize != cellSize_ || scale != scale_) {
        theme_ = theme.id;
        cellSize_ = cellSize;
        scale_ = scale;
        sprites_ = {};
    }
    std::optional<wxGraphicsBitmap>& slot = sprites_[static_cast<std::size_t>(playerIndex(mark))];
    if (!slot) {
        const int side = static_cast<int>(std::ceil((cellSize + 2 * kMargin) * scale));
        wxImage image(side, side);
        image.InitAlpha();
        std::fill_n(image.GetAlpha(), static_cast<std::size_t>(side) * side,
                    static_cast<unsigned char>(0));
        {
            std::unique_ptr<wxGraphicsContext> ig(gc.GetRenderer()->CreateContextFromImage(image));
            ig->SetAntialiasMode(wxANTIALIAS_DEFAULT);
            ig->Scale(scale, scale);
            BoardPainter::drawMark(*ig, theme, mark,
                                   wxRect2DDouble(kMargin, kMargin, cellSize, cellSize));
        }
        slot = gc.CreateBitmapFromImage(image);
        ++made_;
    }
    return *slot;
}

const wxGraphicsBitmap& MarkSprites::strip(const StripKey& key,
                                           const std::function<wxGraphicsBitmap()>& make) {
    const auto found = std::find_if(strips_.begin(), strips_.end(),
                                    [&](const auto& kept) { return kept.first == key; });
    if (found != strips_.end()) {
        std::rotate(strips_.begin(), found, found + 1);
    } else {
        constexpr std::size_t kStrips = 2;
        if (strips_.size() == kStrips) {
            strips_.pop_back();
        }
        strips_.insert(strips_.begin(), {key, make()});
        ++stripsMade_;
    }
    return strips_.front().second;
}

const MarkSprites::Label& MarkSprites::LabelCache::get(const wxString& text, ThemeId theme,
                                                       double fontPx, double scale,
                                                       const std::function<Label()>& make,
                                                       int& made) {
    const auto wanted = std::make_tuple(theme, fontPx, scale);
    // A long pan meets ever new numbers: start again rather than keep them all.
    constexpr std::size_t kMostLabels = 400;
    if (wanted != look || labels.size() >= kMostLabels) {
        labels.clear();
        look = wanted;
    }
    auto found = labels.find(text);
    if (found == labels.end()) {
        found = labels.emplace(text, make()).first;
        ++made;
    }
    return found->second;
}

const MarkSprites::Label& MarkSprites::label(const wxString& text, ThemeId theme, double fontPx,
                                             double scale, const std::function<Label()>& make) {
    return coordinateLabels_.get(text, theme, fontPx, scale, make, labelsMade_);
}

const MarkSprites::Label& MarkSprites::moveNumber(const wxString& key, ThemeId theme, double fontPx,
                                                  double scale,
                                                  const std::function<Label()>& make) {
    return numberLabels_.get(key, theme, fontPx, scale, make, labelsMade_);
}

BoardPainter::BoardPainter(wxGraphicsContext& gc, const BoardScene& scene)
    : gc_(gc), scene_(scene), theme_(*scene.theme) {}

void BoardPainter::paint(const wxRect2DDouble& client, const wxRect2DDouble& bannerArea,
                         const Banner& banner) {
    gc_.SetAntialiasMode(wxANTIALIAS_DEFAULT);
    if (scene_.backdrop != nullptr && backdropWorthAPicture()) {
        stampBackdrop(client);
    } else {
        drawBackdrop(client);
    }
    if (unlimited()) {
        drawGrid(); // the field's grid moves with every pan and zoom
    }
    drawLastMove();
    drawHoverAndCursor();
    // On cells the winning line is a band under the marks, so they stay
    // readable; on the wooden board it is drawn across the stones.
    const bool stones = theme_.style == MarkStyle::Stones;
    if (!stones) {
        drawWinningLine();
    }
    drawMarks();
    drawOpeningTask();
    drawForbidden();
    drawRefusal();
    drawHint();
    drawAnalysis();
    if (unlimited()) {
        drawFieldEdges(client);
        drawFieldCoordinates();
    }
    if (scene_.game->result().outcome == Outcome::Drawn) {
        drawDrawTint();
    }
    if (stones) {
        drawWinningLine();
        drawLastStoneDot(); // the winning move ends the line: keep it marked on top
    }
    drawMoveNumbers(); // above the winning line, readable on every stone
    drawBanner(bannerArea, banner);
}

CellRect BoardPainter::visibleCells() const {
    return unlimited() ? scene_.geometry.cellsCovering(scene_.boardArea) : scene_.geometry.cells();
}

CellRect BoardPainter::cellsToDraw() const {
    CellRect cells = visibleCells();
    if (scene_.update) {
        const CellRect changed = scene_.geometry.cellsCovering(*scene_.update).grownBy(1);
        cells = {std::max(cells.minX, changed.minX), std::max(cells.minY, changed.minY),
                 std::min(cells.maxX, changed.maxX), std::min(cells.maxY, changed.maxY)};
    }
    return cells;
}

bool BoardPainter::needs(const wxRect2DDouble& r) const {
    return !scene_.update || scene_.update->Intersects(r);
}

wxRect2DDouble BoardPainter::boardFrame() const {
    const wxRect2DDouble board = scene_.geometry.boardRect();
    if (theme_.style == MarkStyle::Stones) {
        // The wooden frame carries the coordinates.
        return inflated(
            board, scene_.coordinates
                       ? std::max(cell() * 0.55, coordinateBand(theme_.style, cell(), scene_.dip))
                       : cell() * 0.08);
    }
    return inflated(board, std::max(cell() * 0.08, 4 * scene_.dip));
}

void BoardPainter::drawBackdrop(const wxRect2DDouble& client) {
    drawBackground(client);
    if (theme_.style == MarkStyle::Stones) {
        drawWoodSurface();
    } else {
        drawCellSurface();
    }
    if (!unlimited()) {
        drawGrid();
        if (scene_.coordinates) {
            drawCoordinates();
        }
    }
}

bool BoardPainter::backdropWorthAPicture() const {
    // The wood's shadow, gradient and grain, the labels, and the gradient
    // around the unlimited field (the whole window at GTK's 200 %: 2 to 4 ms)
    // take milliseconds each frame, a stamp a fraction of one; a small plain
    // board is drawn about as fast as a picture is stamped, and making the
    // picture would only hold up the first frame.
    return unlimited() || theme_.style == MarkStyle::Stones || scene_.coordinates;
}

void BoardPainter::drawGrid() {
    if (theme_.style == MarkStyle::Stones) {
        drawWoodGrid();
    } else {
        drawCellGrid();
    }
}

void BoardPainter::stampBackdrop(const wxRect2DDouble& client) {
    const double scale = std::max(1.0, scene_.pixelScale);
    BoardBackdrop::Key key;
    key.theme = theme_.id;
    key.pixels = wxSize(static_cast<int>(std::lround(client.GetRight() * scale)),
                        static_cast<int>(std::lround(client.GetBottom() * scale)));
    key.scale = scale;
    key.dip = scene_.dip;
    if (!unlimited()) {
        key.geometry = scene_.geometry; // the field's surface stays as it pans
    }
    key.boardArea = scene_.boardArea;
    key.coordinates = scene_.coordinates;
    BoardScene whole = scene_; // the picture is whole, whatever is repainted now
    whole.update.reset();
    whole.backdrop = nullptr;
    const wxGraphicsBitmap& picture = scene_.backdrop->picture(
        gc_, key, [&](wxGraphicsContext& gc) { BoardPainter(gc, whole).drawBackdrop(client); });
    // Drawn in drawing units at the screen's scale: one picture pixel to
    // one screen pixel, nothing resampled.
    stampPicture(gc_, picture, 0, 0, key.pixels.x / scale, key.pixels.y / scale, scale);
}

void BoardPainter::drawBackground(const wxRect2DDouble& client) {
    gc_.SetPen(wxNullGraphicsPen);
    gc_.SetBrush(gc_.CreateLinearGradientBrush(client.m_x, client.m_y, client.m_x,
                                               client.m_y + client.m_height, theme_.backgroundTop,
                                               theme_.backgroundBottom));
    gc_.DrawRectangle(client.m_x, client.m_y, client.m_width, client.m_height);
}

void BoardPainter::drawCellSurface() {
    if (unlimited()) {
        // An endless sheet: the area is filled, cells are separated by lines.
        const wxRect2DDouble& area = scene_.boardArea;
        gc_.SetPen(wxNullGraphicsPen);
        gc_.SetBrush(gc_.CreateBrush(wxBrush(theme_.board)));
        gc_.DrawRectangle(area.m_x, area.m_y, area.m_width, area.m_height);
        return;
    }
    const double dip = scene_.dip;
    const wxRect2DDouble frame = boardFrame();
    const double radius = std::min(cell() * 0.2, 16 * dip);
    drawShadow(gc_, frame, radius, 8 * dip);
    gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(theme_.boardBorder).Width(dip)));
    gc_.SetBrush(gc_.CreateLinearGradientBrush(frame.m_x, frame.m_y, frame.m_x,
                                               frame.m_y + frame.m_height, theme_.board,
                                               theme_.boardShade));
    fillRoundedRect(gc_, frame, radius);
}

void BoardPainter::drawCellGrid() {
    const double c = cell();
    const double dip = scene_.dip;
    const CellRect cells = visibleCells();
    if (unlimited()) {
        const wxRect2DDouble& area = scene_.boardArea;
        gc_.PushState(); // the clip adds to the window's; PopState gives that back
        gc_.Clip(area.m_x, area.m_y, area.m_width, area.m_height);
    }
    if (c < 10 * dip) {
        // Too small for tiles (a far-spread unlimited game): plain lines.
        // A repaint of a part strokes the lines across the cells around it
        // only (their ends lie outside it): the strips a pan uncovers would
        // each stroke the whole grid again.
        gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(theme_.grid).Width(1.0)));
        const CellRect drawn = scene_.update ? cellsToDraw() : cells;
        if (drawn.columns() <= 0 || drawn.rows() <= 0) {
            if (unlimited()) {
                gc_.PopState();
            }
            return;
        }
        const wxRect2DDouble first = scene_.geometry.cellRect({drawn.minX, drawn.minY});
        const wxRect2DDouble last = scene_.geometry.cellRect({drawn.maxX, drawn.maxY});
        // One path: a stroke each for hundreds of lines costs several times more.
        wxGraphicsPath lines = gc_.CreatePath();
        for (int x = drawn.minX; x <= drawn.maxX + 1; ++x) {
            const double px = first.m_x + (x - drawn.minX) * c;
            lines.MoveToPoint(px, first.m_y);
            lines.AddLineToPoint(px, last.GetBottom());
        }
        for (int y = drawn.minY; y <= drawn.maxY + 1; ++y) {
            const double py = first.m_y + (y - drawn.minY) * c;
            lines.MoveToPoint(first.m_x, py);
            lines.AddLineToPoint(last.GetRight(), py);
        }
        gc_.StrokePath(lines);
        if (unlimited()) {
            gc_.PopState();
        }
        return;
    }
    // Rounded tiles with a small gap read better than a bare grid at any size.
    drawTiles(cellsToDraw(), theme_.cell, std::max(1.0, dip * theme_.strokeScale));
    if (unlimited()) {
        gc_.PopState();
    }
}

// One row of tiles is drawn into a transparent strip, which is then stamped
// once for every row: a frame costs a row's tiles and a stamp a row instead of
// a rounded rectangle for every cell (G10). The strip is made at the screen's
// own resolution and stamped on whole pixels, so it stays as sharp as tiles
// drawn one by one. Kept with the scene's sprites until the view pans or zooms.
void BoardPainter::drawTiles(const CellRect& rows, const wxColour& fill, double border) {
    // The strip is the row of every visible cell, placed as a whole frame
    // places it, whatever part is repainted: a repaint of a few cells (a
    // hover, a move, the strips a pan uncovers) stamps the kept strip on its
    // rows, clipped, rather than making one of its own; a frame's strip at
    // GTK's 200 % took 1-3 ms to make.
    const CellRect cells = visibleCells();
    if (cells.columns() <= 0 || cells.rows() <= 0 || rows.rows() <= 0 || rows.columns() <= 0) {
        return;
    }
    const double c = cell();
    const double dip = scene_.dip;
    const double gap = std::max(c * 0.05, 1.5 * dip);
    const double radius = std::min(c * 0.14, 12 * dip);
    const wxRect2DDouble first = scene_.geometry.cellRect({cells.minX, cells.minY});
    const wxRect2DDouble last = scene_.geometry.cellRect({cells.maxX, cells.minY});
    const double left = std::floor(first.m_x) - 1;
    const double width = std::ceil(last.GetRight()) + 1 - left;
    const double top = std::floor(first.m_y) - 1; // the strip's top for the first row
    const double height = std::ceil(c) + 3;
    const double scale = std::max(1.0, scene_.pixelScale);
    const auto makeRow = [&] {
        wxImage strip(static_cast<int>(std::lround(width * scale)),
                      static_cast<int>(std::lround(height * scale)));
        strip.InitAlpha();
        std::fill_n(strip.GetAlpha(),
                    static_cast<std::size_t>(strip.GetWidth()) * strip.GetHeight(),
                    static_cast<unsigned char>(0));
        {
            std::unique_ptr<wxGraphicsContext> sg(gc_.GetRenderer()->CreateContextFromImage(strip));
            sg->SetAntialiasMode(wxANTIALIAS_DEFAULT);
            sg->Scale(scale, scale);
            sg->SetPen(border > 0 ? sg->CreatePen(wxGraphicsPenInfo(theme_.grid).Width(border))
                                  : wxNullGraphicsPen);
            sg->SetBrush(sg->CreateBrush(wxBrush(fill)));
            wxGraphicsPath tiles = sg->CreatePath();
            for (int x = cells.minX; x <= cells.maxX; ++x) {
                const wxRect2DDouble r =
                    inflated(scene_.geometry.cellRect({x, cells.minY}), -gap / 2);
                tiles.AddRoundedRectangle(r.m_x - left, r.m_y - top, r.m_width, r.m_height, radius);
            }
            sg->DrawPath(tiles);
        }
        return gc_.CreateBitmapFromImage(strip);
    };
    std::optional<wxGraphicsBitmap> made;
    const wxGraphicsBitmap* row = nullptr;
    if (scene_.sprites != nullptr) {
        MarkSprites::StripKey key;
        key.theme = theme_.id;
        key.cellSize = c;
        key.scale = scale;
        key.dip = dip;
        key.fill = fill;
        key.border = border;
        key.phase = wxPoint2DDouble(first.m_x - left, first.m_y - top);
        key.columns = cells.columns();
        row = &scene_.sprites->strip(key, makeRow);
    } else {
        made = makeRow();
        row = &*made;
    }
    for (int y = std::max(rows.minY, cells.minY); y <= std::min(rows.maxY, cells.maxY); ++y) {
        const double at = std::round((top + (y - cells.minY) * c) * scale) / scale;
        stampPicture(gc_, *row, left, at, width, height, scale);
    }
}

wxRect2DDouble BoardPainter::woodArea() const {
    return unlimited() ? scene_.boardArea : boardFrame();
}

void BoardPainter::drawWoodSurface() {
    const double dip = scene_.dip;
    const wxRect2DDouble area = woodArea();
    if (!unlimited()) {
        drawShadow(gc_, area, 6 * dip, 10 * dip);
    }
    gc_.SetPen(wxNullGraphicsPen);
    gc_.SetBrush(gc_.CreateLinearGradientBrush(area.m_x, area.m_y, area.m_x + area.m_width,
                                               area.m_y + area.m_height, theme_.board,
                                               theme_.boardShade));
    fillRoundedRect(gc_, area, unlimited() ? 0.0 : 6 * dip);
    gc_.PushState(); // the clip adds to the window's; PopState gives that back
    gc_.Clip(area.m_x, area.m_y, area.m_width, area.m_height);

    // Wood grain: a few faint, gently curved bands (fixed pattern, no noise).
    const wxColour grainDark(0x8B, 0x5A, 0x2B, 22);
    const wxColour grainLight(0xFF, 0xF0, 0xD0, 26);
    const double band = std::max(6 * dip, area.m_height / 38);
    for (int i = 0; i * band < area.m_height; ++i) {
        const double y = area.m_y + i * band + std::fmod(i * 7.3, band * 0.6);
        wxGraphicsPath path = gc_.CreatePath();
        path.MoveToPoint(area.m_x, y);
        const double sway = band * (0.25 + 0.2 * std::sin(i * 1.7));
        path.AddCurveToPoint(area.m_x + area.m_width * 0.3, y - sway, area.m_x + area.m_width * 0.7,
                             y + sway, area.m_x + area.m_width, y);
        gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(i % 3 == 0 ? grainLight : grainDark)
                                     .Width(std::max(1.0, band * (i % 2 == 0 ? 0.35 : 0.18)))));
        gc_.StrokePath(path);
    }
    gc_.PopState();
}

void BoardPainter::drawWoodGrid() {
    const double c = cell();
    const double dip = scene_.dip;
    const CellRect cells = visibleCells();
    const wxRect2DDouble area = woodArea();
    gc_.PushState();
    gc_.Clip(area.m_x, area.m_y, area.m_width, area.m_height);

    // Lines through the cell centres; the outer border is thicker (seed 003).
    const double line = std::clamp(c * 0.035, 1.0, 2.0 * dip) * theme_.strokeScale;
    gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(theme_.grid).Width(line)));
    const wxPoint2DDouble first = scene_.geometry.centre({cells.minX, cells.minY});
    const wxPoint2DDouble last = scene_.geometry.centre({cells.maxX, cells.maxY});
    const double x0 = unlimited() ? area.m_x : first.m_x;
    const double x1 = unlimited() ? area.m_x + area.m_width : last.m_x;
    const double y0 = unlimited() ? area.m_y : first.m_y;
    const double y1 = unlimited() ? area.m_y + area.m_height : last.m_y;
    for (int y = cells.minY; y <= cells.maxY; ++y) {
        const double py = scene_.geometry.centre({cells.minX, y}).m_y;
        gc_.StrokeLine(x0, py, x1, py);
    }
    for (int x = cells.minX; x <= cells.maxX; ++x) {
        const double px = scene_.geometry.centre({x, cells.minY}).m_x;
        gc_.StrokeLine(px, y0, px, y1);
    }
    if (!unlimited()) {
        gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(theme_.boardBorder)
                                     .Width(std::clamp(c * 0.07, 2.5 * dip, 4.5 * dip))));
        gc_.SetBrush(wxNullGraphicsBrush);
        gc_.DrawRectangle(first.m_x, first.m_y, last.m_x - first.m_x, last.m_y - first.m_y);

        // Star points, as on a go or gomoku board.
        const int w = cells.columns();
        const int h = cells.rows();
        if (w >= 9 && h >= 9) {
            const int edge = w >= 13 && h >= 13 ? 3 : 2;
            const Point stars[] = {{edge, edge},
                                   {w - 1 - edge, edge},
                                   {edge, h - 1 - edge},
                                   {w - 1 - edge, h - 1 - edge},
                                   {w / 2, h / 2}};
            gc_.SetPen(wxNullGraphicsPen);
            gc_.SetBrush(gc_.CreateBrush(wxBrush(theme_.grid)));
            const double r = std::clamp(c * 0.1, 2.0 * dip, 4.5 * dip);
            for (Point p : stars) {
                if (w % 2 == 0 && p.x == w / 2 && p.y == h / 2) {
                    continue; // no centre on an even board
                }
                const wxPoint2DDouble centre = scene_.geometry.centre(p);
                gc_.DrawEllipse(centre.m_x - r, centre.m_y - r, 2 * r, 2 * r);
            }
        }
    }
    gc_.PopState();
}

// The endless field fades into the window at its edges instead of ending in
// cut-off cells.
void BoardPainter::drawFieldEdges(const wxRect2DDouble& client) {
    const wxRect2DDouble& a = scene_.boardArea;
    const double fade = std::min({cell() * 0.9, a.m_width / 4, a.m_height / 4});
    const auto background = [&](double y) {
        const double t = client.m_height > 0 ? (y - client.m_y) / client.m_height : 0.0;
        return mix(theme_.backgroundTop, theme_.backgroundBottom, std::clamp(t, 0.0, 1.0));
    };
    const auto clear = [](const wxColour& c) { return wxColour(c.Red(), c.Green(), c.Blue(), 0); };
    gc_.SetPen(wxNullGraphicsPen);
    const wxColour top = background(a.m_y);
    const wxColour bottom = background(a.m_y + a.m_height);
    const wxColour middle = background(a.m_y + a.m_height / 2);
    // Each edge fades from the background at (x0, y0) to clear at (x1, y1).
    const auto edge = [&](const wxRect2DDouble& r, double x0, double y0, double x1, double y1,
                          const wxColour& from) {
        if (needs(r)) {
            gc_.SetBrush(gc_.CreateLinearGradientBrush(x0, y0, x1, y1, from, clear(from)));
            gc_.DrawRectangle(r.m_x, r.m_y, r.m_width, r.m_height);
        }
    };
    const double right = a.m_x + a.m_width;
    const double bottomY = a.m_y + a.m_height;
    edge({a.m_x, a.m_y, a.m_width, fade}, a.m_x, a.m_y, a.m_x, a.m_y + fade, top);
    edge({a.m_x, bottomY - fade, a.m_width, fade}, a.m_x, bottomY, a.m_x, bottomY - fade, bottom);
    edge({a.m_x, a.m_y, fade, a.m_height}, a.m_x, a.m_y, a.m_x + fade, a.m_y, middle);
    edge({right - fade, a.m_y, fade, a.m_height}, right, a.m_y, right - fade, a.m_y, middle);
}

std::optional<wxPoint> panBetween(const BoardGeometry& before, const BoardGeometry& after) {
    const wxRect2DDouble from = before.cellRect({0, 0});
    const wxRect2DDouble to = after.cellRect({0, 0});
    const double dx = to.m_x - from.m_x;
    const double dy = to.m_y - from.m_y;
    constexpr double kFar = 1e6;
    if (before.cellSize() != after.cellSize() || dx != std::round(dx) || dy != std::round(dy) ||
        std::abs(dx) > kFar || std::abs(dy) > kFar) {
        return std::nullopt;
    }
    return wxPoint(static_cast<int>(dx), static_cast<int>(dy));
}

wxRect keptByPan(wxGraphicsContext& gc, const BoardScene& before, const BoardScene& after,
                 wxPoint by) {
    if (before.boardArea != after.boardArea) {
        return {};
    }
    // Whole pixels inside the part that only moves.
    const auto inner = [](const wxRect2DDouble& r) {
        const int left = static_cast<int>(std::ceil(r.m_x));
        const int top = static_cast<int>(std::ceil(r.m_y));
        const int right = static_cast<int>(std::floor(r.GetRight()));
        const int bottom = static_cast<int>(std::floor(r.GetBottom()));
        return right > left && bottom > top ? wxRect(left, top, right - left, bottom - top)
                                            : wxRect();
    };
    const wxRect was = inner(BoardPainter::pannedArea(gc, before));
    const wxRect now = inner(BoardPainter::pannedArea(gc, after));
    if (was.IsEmpty() || now.IsEmpty()) {
        return {};
    }
    wxRect moved = was;
    moved.Offset(by);
    return moved.Intersect(now);
}

wxRect2DDouble BoardPainter::pannedArea(wxGraphicsContext& gc, const BoardScene& scene) {
    if (scene.game == nullptr || !scene.game->rules().unlimited ||
        scene.theme->style == MarkStyle::Stones) {
        return {};
    }
    const wxRect2DDouble& a = scene.boardArea;
    const double cell = scene.geometry.cellSize();
    const double d = scene.dip;
    // As drawFieldEdges() and drawFieldCoordinates() place them, with a few
    // pixels to spare for antialiasing and the measuring's rounding.
    const double fade = std::min({cell * 0.9, a.m_width / 4, a.m_height / 4});
    const double fontPx = coordinateFontSize(cell, d);
    const CellRect cells = scene.geometry.cellsCovering(a);
    const long long widest = std::max({std::llabs(cells.minX), std::llabs(cells.maxX),
                                       std::llabs(cells.minY), std::llabs(cells.maxY)});
    gc.SetFont(pixelFont(fontPx, false), *wxBLACK);
    double labelWidth = 0;
    double labelHeight = 0;
    gc.GetTextExtent(wxString::Format("+%lld", widest), &labelWidth, &labelHeight);
    const double spare = 3 + 2 * d + labelWidth * 0.1;
    const double top = std::max(fade, fontPx * 0.9 + fontPx) + spare;
    const double left = std::max(fade, std::ceil(labelWidth) + 9 * d) + spare;
    const double right = fade + spare;
    const double bottom = fade + spare;
    if (a.m_width <= left + right || a.m_height <= top + bottom) {
        return {};
    }
    return {a.m_x + left, a.m_y + top, a.m_width - left - right, a.m_height - top - bottom};
}

double BoardPainter::coordinateFontSize(double cell, double dip) {
    return std::clamp(cell * 0.3, 10.0 * dip, 18.0 * dip);
}

double BoardPainter::coordinateOffset(MarkStyle style, double cell, double dip) {
    const double fromCells = style == MarkStyle::Stones ? cell * 0.3 : cell * 0.42;
    return std::max(fromCells, coordinateFontSize(cell, dip) * 0.9);
}

double BoardPainter::coordinateBand(MarkStyle style, double cell, double dip) {
    // Half a two-digit row number beyond the label's centre, and a little air.
    return coordinateOffset(style, cell, dip) + coordinateFontSize(cell, dip) * 0.8;
}

void BoardPainter::drawCoordinates() {
    if (unlimited()) {
        return;
    }
    const CellRect cells = scene_.geometry.cells();
    const wxRect2DDouble board = scene_.geometry.boardRect();
    const double offset = coordinateOffset(theme_.style, cell(), scene_.dip);
    const double fontPx = coordinateFontSize(cell(), scene_.dip);
    const wxFont font = pixelFont(fontPx, false);
    // A label of at most three characters is drawn where it may change.
    const auto label = [&](const wxString& text, wxPoint2DDouble centre) {
        if (needs({centre.m_x - 1.5 * fontPx, centre.m_y - fontPx, 3 * fontPx, 2 * fontPx})) {
            drawCentredText(gc_, text, font, theme_.coordinates, centre);
        }
    };
    for (int x = cells.minX; x <= cells.maxX; ++x) {
        const double cx = scene_.geometry.centre({x, 0}).m_x;
        label(columnLabel(x), {cx, board.m_y + board.m_height + offset});
        label(columnLabel(x), {cx, board.m_y - offset});
    }
    for (int y = cells.minY; y <= cells.maxY; ++y) {
        const double cy = scene_.geometry.centre({0, y}).m_y;
        const wxString text = wxString::Format("%d", cells.maxY - y + 1);
        label(text, {board.m_x - offset, cy});
        label(text, {board.m_x + board.m_width + offset, cy});
    }
}

// The unlimited field has no edge to write on: its column and row numbers,
// as the move list names them, go along the top and the left of the view, on
// every `step`-th cell so that they never crowd (1, 2, 5, 10, 20, 50...).
void BoardPainter::drawFieldCoordinates() {
    const wxRect2DDouble& area = scene_.boardArea;
    const CellRect cells = visibleCells();
    if (cells.columns() <= 0 || cells.rows() <= 0) {
        return;
    }
    const double d = scene_.dip;
    const double fontPx = coordinateFontSize(cell(), d);
    const wxFont font = pixelFont(fontPx, false);
    gc_.SetFont(font, theme_.coordinates);
    const auto extent = [this](const wxString& text) {
        double width = 0;
        double height = 0;
        gc_.GetTextExtent(text, &width, &height);
        return wxSize(static_cast<int>(std::ceil(width)), static_cast<int>(std::ceil(height)));
    };
    const long long widest = std::max({std::llabs(cells.minX), std::llabs(cells.maxX),
                                       std::llabs(cells.minY), std::llabs(cells.maxY)});
    const double labelWidth = extent(wxString::Format("+%lld", widest)).x;
    // The smallest step of 1, 2 or 5 times a power of ten that leaves room
    // between two labels.
    const double room = labelWidth + 12 * d;
    long long step = 1;
    for (long long power = 1; power <= 1'000'000'000LL; power *= 10) {
        const auto fits = [&](long long mantissa) {
            step = mantissa * power;
            return static_cast<double>(step) * cell() >= room;
        };
        if (fits(1) || fits(2) || fits(5)) {
            break;
        }
    }
    const auto firstMultiple = [step](long long from) {
        const long long r = ((from % step) + step) % step;
        return r == 0 ? from : from + (step - r);
    };
    // On a plate of the board's own surface, where the labels have their contrast.
    const wxColour surface = theme_.style == MarkStyle::Stones ? theme_.board : theme_.cell;
    const wxColour plate(surface.Red(), surface.Green(), surface.Blue(), 225);
    const auto label = [&](const wxString& text, wxPoint2DDouble centre) {
        if (!needs({centre.m_x - labelWidth / 2 - 4 * d, centre.m_y - fontPx, labelWidth + 8 * d,
                    2 * fontPx})) {
            return;
        }
        // The text on a plate of its size, centred at `centre`.
        const auto plateAround = [&](const wxSize& size, wxPoint2DDouble at) {
            return wxRect2DDouble(at.m_x - size.x / 2.0 - 3 * d, at.m_y - size.y / 2.0 - d,
                                  size.x + 6 * d, size.y + 2 * d);
        };
        const auto drawLabel = [&](wxGraphicsContext& gc, const wxRect2DDouble& back) {
            gc.SetPen(wxNullGraphicsPen);
            gc.SetBrush(gc.CreateBrush(wxBrush(plate)));
            fillRoundedRect(gc, back, 3 * d);
            drawCentredText(gc, text, font, theme_.coordinates, back.GetCentre());
        };
        if (scene_.sprites == nullptr) {
            drawLabel(gc_, plateAround(extent(text), centre));
            return;
        }
        // Laying out text costs about a tenth of a millisecond a label: each
        // number is drawn once into a picture, then stamped.
        const double scale = std::max(1.0, scene_.pixelScale);
        constexpr double kMargin = 1.0;
        const MarkSprites::Label& made = scene_.sprites->label(text, theme_.id, fontPx, scale, [&] {
            MarkSprites::Label label;
            label.text = extent(text);
            const wxRect2DDouble back = plateAround(label.text, {0, 0});
            wxImage image(static_cast<int>(std::ceil((back.m_width + 2 * kMargin) * scale)),
                          static_cast<int>(std::ceil((back.m_height + 2 * kMargin) * scale)));
            image.InitAlpha();
            std::fill_n(image.GetAlpha(),
                        static_cast<std::size_t>(image.GetWidth()) * image.GetHeight(),
                        static_cast<unsigned char>(0));
            {
                std::unique_ptr<wxGraphicsContext> ig(
                    gc_.GetRenderer()->CreateContextFromImage(image));
                useTextOptionsOf(gc_, *ig);
                ig->SetAntialiasMode(wxANTIALIAS_DEFAULT);
                ig->Scale(scale, scale);
                drawLabel(*ig, {kMargin, kMargin, back.m_width, back.m_height});
            }
            label.picture = gc_.CreateBitmapFromImage(image);
            label.pixels = image.GetSize();
            return label;
        });
        const wxRect2DDouble back = plateAround(made.text, centre);
        stampPicture(gc_, made.picture, back.m_x - kMargin, back.m_y - kMargin,
                     made.pixels.x / scale, made.pixels.y / scale, scale);
    };
    const double top = area.m_y + fontPx * 0.9;
    const double left = area.m_x + labelWidth / 2 + 5 * d;
    for (long long x = firstMultiple(cells.minX); x <= cells.maxX; x += step) {
        const double cx = scene_.geometry.centre({static_cast<int>(x), cells.minY}).m_x;
        if (cx > left + labelWidth / 2 + 6 * d && cx < area.m_x + area.m_width - labelWidth / 2) {
            label(fieldColumnName(static_cast<int>(x)), {cx, top});
        }
    }
    for (long long y = firstMultiple(cells.minY); y <= cells.maxY; y += step) {
        const double cy = scene_.geometry.centre({cells.minX, static_cast<int>(y)}).m_y;
        if (cy > top + fontPx && cy < area.m_y + area.m_height - fontPx) {
            label(fieldRowName(static_cast<int>(y)), {left, cy});
        }
    }
}

void BoardPainter::drawLastMove() {
    const auto& history = scene_.game->history();
    if (history.empty() || theme_.style == MarkStyle::Stones) {
        return; // stones get a dot on top instead, see drawMarks
    }
    const double gap = std::max(cell() * 0.05, 1.5 * scene_.dip);
    gc_.SetPen(wxNullGraphicsPen);
    gc_.SetBrush(gc_.CreateBrush(wxBrush(theme_.lastMove)));
    fillRoundedRect(gc_, inflated(scene_.geometry.cellRect(history.back().point), -gap / 2),
                    std::min(cell() * 0.14, 12 * scene_.dip));
}

void BoardPainter::drawMark(wxGraphicsContext& gc, const Theme& theme, Mark mark,
                            const wxRect2DDouble& r, double opacity) {
    if (mark == Mark::None) {
        return;
    }
    const int index = playerIndex(mark);
    const wxColour colour = withAlpha(theme.mark[static_cast<std::size_t>(index)], opacity);
    const double size = std::min(r.m_width, r.m_height);
    const double cx = r.m_x + r.m_width / 2;
    const double cy = r.m_y + r.m_height / 2;
    switch (theme.style) {
    case MarkStyle::Crosses: {
        const double width = size * 0.11 * theme.strokeScale;
        const double arm = size * 0.25;
        gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(colour).Width(width).Cap(wxCAP_ROUND)));
        gc.SetBrush(wxNullGraphicsBrush);
        if (mark == Mark::X) {
            gc.StrokeLine(cx - arm, cy - arm, cx + arm, cy + arm);
            gc.StrokeLine(cx + arm, cy - arm, cx - arm, cy + arm);
        } else {
            const double radius = size * 0.28;
            gc.DrawEllipse(cx - radius, cy - radius, 2 * radius, 2 * radius);
        }
        break;
    }
    case MarkStyle::Digits: {
        const wxFont font = pixelFont(size * 0.78, true);
        drawCentredText(gc, mark == Mark::X ? "1" : "0", font, colour, {cx, cy});
        break;
    }
    case MarkStyle::Stones: {
        const double radius = size * 0.46;
        gc.SetPen(wxNullGraphicsPen);
        // Shadow, then a body lit from the top left.
        gc.SetBrush(
            gc.CreateBrush(wxBrush(wxColour(0, 0, 0, static_cast<unsigned char>(60 * opacity)))));
        gc.DrawEllipse(cx - radius + size * 0.04, cy - radius + size * 0.06, 2 * radius,
                       2 * radius);
        const bool black = mark == Mark::X;
        const wxColour centre =
            withAlpha(black ? wxColour(0x6A, 0x6A, 0x72) : wxColour(0xFF, 0xFF, 0xFF), opacity);
        const wxColour edge =
            withAlpha(black ? wxColour(0x0C, 0x0C, 0x10) : wxColour(0xC4, 0xC0, 0xB8), opacity);
        gc.SetBrush(gc.CreateRadialGradientBrush(cx - radius * 0.35, cy - radius * 0.4, cx, cy,
                                                 radius * 1.05, centre, edge));
        gc.DrawEllipse(cx - radius, cy - radius, 2 * radius, 2 * radius);
        break;
    }
    }
}

void BoardPainter::drawMarks() {
    const Board& board = scene_.game->board();
    const CellRect visible = cellsToDraw();
    if (visible.columns() <= 0 || visible.rows() <= 0) {
        drawLastStoneDot();
        return;
    }
    // Whichever is fewer, the visible cells or the stones: a frame's cost never
    // grows with how far the game has spread, nor with stones out of view.
    const long long visibleCount = static_cast<long long>(visible.columns()) * visible.rows();
    if (visibleCount < static_cast<long long>(board.stoneCount())) {
        for (int y = visible.minY; y <= visible.maxY; ++y) {
            for (int x = visible.minX; x <= visible.maxX; ++x) {
                const Mark mark = board.at({x, y});
                if (mark != Mark::None) {
                    drawBoardMark({x, y}, shown(mark));
                }
            }
        }
    } else {
        for (Point p : board.stones()) {
            if (visible.contains(p)) {
                drawBoardMark(p, shown(board.at(p)));
            }
        }
    }
    drawLastStoneDot();
}

void BoardPainter::drawBoardMark(Point p, Mark mark) {
    const wxRect2DDouble r = scene_.geometry.cellRect(p);
    if (!isAppearing(p)) {
        if (scene_.sprites == nullptr) {
            drawMark(gc_, theme_, mark, r);
            return;
        }
        // Stamped on whole screen pixels, so the picture is not resampled.
        const double scale = std::max(1.0, scene_.pixelScale);
        const wxGraphicsBitmap& sprite =
            scene_.sprites->sprite(gc_, theme_, mark, r.m_width, scale);
        const double m = MarkSprites::kMargin;
        const double side = std::ceil((r.m_width + 2 * m) * scale) / scale;
        stampPicture(gc_, sprite, r.m_x - m, r.m_y - m, side, side, scale);
        return;
    }
    // A layer, so that the strokes of a cross fade as one.
    const double scale = appearScale();
    gc_.BeginLayer(appearOpacity());
    drawMark(gc_, theme_, mark,
             wxRect2DDouble(r.m_x + r.m_width * (1 - scale) / 2,
                            r.m_y + r.m_height * (1 - scale) / 2, r.m_width * scale,
                            r.m_height * scale));
    gc_.EndLayer();
}

double BoardPainter::appearScale() const {
    return 0.6 + 0.4 * std::clamp(scene_.appearProgress, 0.0, 1.0);
}

double BoardPainter::appearOpacity() const {
    return 0.3 + 0.7 * std::clamp(scene_.appearProgress, 0.0, 1.0);
}

double BoardPainter::moveNumberFontSize(MarkStyle style, double cell, double dip) {
    // On a stone, large and centred; on a cell of X and O, small in its
    // corner beside the mark. Below 7 DIP a number cannot be read.
    const double size = style == MarkStyle::Stones ? cell * 0.4 : cell * 0.26;
    return size < 7 * dip ? 0.0 : size;
}

std::size_t BoardPainter::firstNumberedMove() const {
    // The stones of a set-up position have no number: they were not played.
    const std::size_t count = scene_.game->history().size();
    const std::size_t setUp = scene_.game->setUpStones();
    const auto shown = static_cast<std::size_t>(std::max(0, scene_.moveNumbers));
    return std::max(setUp, shown >= count ? 0 : count - shown);
}

void BoardPainter::drawMoveNumbers() {
    const auto& history = scene_.game->history();
    const double fontPx = moveNumberFontSize(theme_.style, cell(), scene_.dip);
    if (scene_.moveNumbers <= 0 || history.empty() || fontPx <= 0) {
        return;
    }
    const bool stones = theme_.style == MarkStyle::Stones;
    const CellRect cells = cellsToDraw();
    // Three digits on a stone in a smaller font; the kept pictures go by
    // the size they were drawn at.
    const double textPx = stones && history.size() >= 100 ? fontPx * 0.8 : fontPx;
    const wxFont font = pixelFont(textPx, true);
    const Board& board = scene_.game->board();
    for (std::size_t i = firstNumberedMove(); i < history.size(); ++i) {
        const Point p = history[i].point;
        if (!cells.contains(p) || board.at(p) == Mark::None || isAppearing(p)) {
            continue; // out of view, taken back meanwhile, or still fading in
        }
        const wxRect2DDouble r = scene_.geometry.cellRect(p);
        const bool last = i + 1 == history.size();
        // On a stone a colour that stands out from it, the newest in red (a
        // light red on black, a deep one on white); beside a mark the
        // coordinates' colour, the newest in the last move's.
        const bool black = shown(board.at(p)) == Mark::X;
        wxColour colour = last ? theme_.lastMove : theme_.coordinates;
        if (stones) {
            colour = black ? (last ? wxColour(0xFF, 0x78, 0x66) : wxColour(0xF4, 0xF1, 0xE8))
                           : (last ? wxColour(0xC4, 0x14, 0x10) : wxColour(0x1A, 0x1A, 0x1E));
        }
        const wxPoint2DDouble centre =
            stones ? r.GetCentre() : wxPoint2DDouble(r.m_x + fontPx * 0.75, r.m_y + fontPx * 0.65);
        drawNumber(wxString::Format("%zu", i + 1 - scene_.game->setUpStones()), font, textPx,
                   colour, centre);
    }
}

void BoardPainter::drawNumber(const wxString& text, const wxFont& font, double fontPx,
                              const wxColour& colour, wxPoint2DDouble centre) {
    if (scene_.sprites == nullptr) {
        drawCentredText(gc_, text, font, colour, centre);
        return;
    }
    // Laid out once into a picture (a tenth of a millisecond a text), then
    // stamped: a long game's numbers cost a frame little.
    const double scale = std::max(1.0, scene_.pixelScale);
    constexpr double kMargin = 1.0;
    const wxString key = colour.GetAsString(wxC2S_HTML_SYNTAX) + text;
    const MarkSprites::Label& made = scene_.sprites->moveNumber(key, theme_.id, fontPx, scale, [&] {
        MarkSprites::Label label;
        gc_.SetFont(font, colour);
        double width = 0;
        double height = 0;
        gc_.GetTextExtent(text, &width, &height);
        label.text =
            wxSize(static_cast<int>(std::ceil(width)), static_cast<int>(std::ceil(height)));
        wxImage image(static_cast<int>(std::ceil((label.text.x + 2 * kMargin) * scale)),
                      static_cast<int>(std::ceil((label.text.y + 2 * kMargin) * scale)));
        image.InitAlpha();
        std::fill_n(image.GetAlpha(),
                    static_cast<std::size_t>(image.GetWidth()) * image.GetHeight(),
                    static_cast<unsigned char>(0));
        {
            std::unique_ptr<wxGraphicsContext> ig(gc_.GetRenderer()->CreateContextFromImage(image));
            useTextOptionsOf(gc_, *ig);
            ig->SetAntialiasMode(wxANTIALIAS_DEFAULT);
            ig->Scale(scale, scale);
            ig->SetFont(font, colour);
            ig->DrawText(text, kMargin, kMargin);
        }
        label.picture = gc_.CreateBitmapFromImage(image);
        label.pixels = image.GetSize();
        return label;
    });
    stampPicture(gc_, made.picture, centre.m_x - made.text.x / 2.0 - kMargin,
                 centre.m_y - made.text.y / 2.0 - kMargin, made.pixels.x / scale,
                 made.pixels.y / scale, scale);
}

void BoardPainter::drawLastStoneDot() {
    const auto& history = scene_.game->history();
    const bool numbered =
        scene_.moveNumbers > 0 && moveNumberFontSize(theme_.style, cell(), scene_.dip) > 0;
    if (theme_.style == MarkStyle::Stones && !history.empty() && !numbered) {
        const Point last = history.back().point;
        const wxPoint2DDouble centre = scene_.geometry.centre(last);
        // An appearing stone carries its dot along as it grows and fades in.
        const bool appearing = isAppearing(last);
        const double r = std::clamp(cell() * 0.1, 2.5 * scene_.dip, 7 * scene_.dip) *
                         (appearing ? appearScale() : 1.0);
        if (appearing) {
            gc_.BeginLayer(appearOpacity());
        }
        gc_.SetPen(wxNullGraphicsPen);
        gc_.SetBrush(gc_.CreateBrush(wxBrush(theme_.lastMove)));
        gc_.DrawEllipse(centre.m_x - r, centre.m_y - r, 2 * r, 2 * r);
        if (appearing) {
            gc_.EndLayer();
        }
    }
}

void BoardPainter::drawWinningLine() {
    const RoundResult& result = scene_.game->result();
    if (result.outcome != Outcome::Won || result.line.empty()) {
        return;
    }
    const auto index = static_cast<std::size_t>(playerIndex(shown(result.winner)));
    const wxColour colour = theme_.mark[index];
    const wxColour halo = theme_.markOutline[index];
    if (theme_.style != MarkStyle::Stones) {
        // Tint the winning cells, then join them with a band.
        const double gap = std::max(cell() * 0.05, 1.5 * scene_.dip);
        gc_.SetPen(wxNullGraphicsPen);
        gc_.SetBrush(gc_.CreateBrush(wxBrush(withAlpha(colour, 0.22))));
        const auto& history = scene_.game->history();
        for (Point p : result.line) {
            if (!history.empty() && p == history.back().point) {
                continue; // keeps the last-move colour
            }
            fillRoundedRect(gc_, inflated(scene_.geometry.cellRect(p), -gap / 2),
                            std::min(cell() * 0.14, 12 * scene_.dip));
        }
    }
    const wxPoint2DDouble a = scene_.geometry.centre(result.line.front());
    const wxPoint2DDouble b = scene_.geometry.centre(result.line.back());
    // Extend a little beyond the end cells so the stroke reads as a line.
    const double length = std::hypot(b.m_x - a.m_x, b.m_y - a.m_y);
    const double reach = cell() * 0.3;
    const double ux = length > 0 ? (b.m_x - a.m_x) / length : 0;
    const double uy = length > 0 ? (b.m_y - a.m_y) / length : 0;
    if (theme_.style != MarkStyle::Stones) {
        const double band = std::clamp(cell() * 0.2, 6 * scene_.dip, 30 * scene_.dip);
        gc_.SetPen(
            gc_.CreatePen(wxGraphicsPenInfo(withAlpha(colour, 0.4)).Width(band).Cap(wxCAP_ROUND)));
        gc_.StrokeLine(a.m_x - ux * reach, a.m_y - uy * reach, b.m_x + ux * reach,
                       b.m_y + uy * reach);
        return;
    }
    const double width =
        std::clamp(cell() * 0.09, 4 * scene_.dip, 16 * scene_.dip) * theme_.strokeScale;
    const double haloWidth = width + std::clamp(cell() * 0.04, 3 * scene_.dip, 6 * scene_.dip);
    for (const auto& [pen, w] : {std::pair{halo, haloWidth}, std::pair{colour, width}}) {
        gc_.SetPen(
            gc_.CreatePen(wxGraphicsPenInfo(withAlpha(pen, 0.92)).Width(w).Cap(wxCAP_ROUND)));
        gc_.StrokeLine(a.m_x - ux * reach, a.m_y - uy * reach, b.m_x + ux * reach,
                       b.m_y + uy * reach);
    }
}

void BoardPainter::drawDrawTint() {
    gc_.SetPen(wxNullGraphicsPen);
    gc_.SetBrush(gc_.CreateBrush(wxBrush(theme_.drawTint)));
    if (unlimited()) {
        const wxRect2DDouble& area = scene_.boardArea;
        gc_.DrawRectangle(area.m_x, area.m_y, area.m_width, area.m_height);
        return;
    }
    drawTiles(cellsToDraw(), theme_.drawTint, 0.0);
}

void BoardPainter::drawHoverAndCursor() {
    const double gap = std::max(cell() * 0.05, 1.5 * scene_.dip);
    const double radius = std::min(cell() * 0.14, 12 * scene_.dip);
    if (scene_.hover) {
        const wxRect2DDouble r = scene_.geometry.cellRect(*scene_.hover);
        if (theme_.style == MarkStyle::Stones) {
            if (scene_.hoverMark == Mark::None) {
                const wxPoint2DDouble c = scene_.geometry.centre(*scene_.hover);
                const double rr = cell() * 0.3;
                gc_.SetPen(wxNullGraphicsPen);
                gc_.SetBrush(gc_.CreateBrush(wxBrush(theme_.hover)));
                gc_.DrawEllipse(c.m_x - rr, c.m_y - rr, 2 * rr, 2 * rr);
            }
        } else {
            gc_.SetPen(wxNullGraphicsPen);
            gc_.SetBrush(gc_.CreateBrush(wxBrush(theme_.hover)));
            fillRoundedRect(gc_, inflated(r, -gap / 2), radius);
        }
        if (scene_.hoverMark != Mark::None) {
            // A layer, so that overlapping strokes of the preview do not add up.
            gc_.BeginLayer(0.35);
            drawMark(gc_, theme_, shown(scene_.hoverMark), r);
            gc_.EndLayer();
        }
    }
    if (scene_.cursor) {
        const wxRect2DDouble r = inflated(scene_.geometry.cellRect(*scene_.cursor), -gap);
        gc_.SetPen(gc_.CreatePen(
            wxGraphicsPenInfo(theme_.cursor).Width(std::max(2.5 * scene_.dip, cell() * 0.05))));
        gc_.SetBrush(wxNullGraphicsBrush);
        if (theme_.style == MarkStyle::Stones) {
            const wxPoint2DDouble c = scene_.geometry.centre(*scene_.cursor);
            const double rr = cell() * 0.5;
            gc_.DrawEllipse(c.m_x - rr, c.m_y - rr, 2 * rr, 2 * rr);
        } else {
            fillRoundedRect(gc_, r, radius);
        }
    }
}

// The hint: a ghost of the mark to play under a ring that swells and fades.
void BoardPainter::drawHint() {
    if (!scene_.hint) {
        return;
    }
    const double glow = std::clamp(scene_.hintGlow, 0.0, 1.0);
    const wxRect2DDouble cellArea = scene_.geometry.cellRect(*scene_.hint);
    gc_.BeginLayer(0.35 + 0.35 * glow);
    drawMark(gc_, theme_, shown(scene_.game->toMove()), cellArea);
    gc_.EndLayer();
    const wxPoint2DDouble c = scene_.geometry.centre(*scene_.hint);
    const double r = cell() * (0.42 + 0.1 * glow);
    gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(withAlpha(theme_.cursor, 0.6 + 0.4 * glow))
                                 .Width(std::max(2.5 * scene_.dip, cell() * 0.07))));
    gc_.SetBrush(wxNullGraphicsBrush);
    gc_.DrawEllipse(c.m_x - r, c.m_y - r, 2 * r, 2 * r);
}

void BoardPainter::drawAnalysis() {
    if (scene_.analysis == nullptr || scene_.analysis->empty() || scene_.game->isRoundOver()) {
        return;
    }
    const auto& marks = *scene_.analysis;
    if (scene_.analysisLine != nullptr) {
        drawAnalysisLine(*scene_.analysisLine);
        return;
    }
    const Mark toMove = shown(scene_.game->toMove());
    const double fontPx = moveNumberFontSize(MarkStyle::Stones, cell(), scene_.dip) * 0.7;
    const wxFont chanceFont = pixelFont(std::max(fontPx, 1.0), true);
    const wxFont rankFont = pixelFont(std::max(fontPx * 0.9, 1.0), true);
    // The best last, on top of the others where the cells are small.
    for (auto it = marks.rbegin(); it != marks.rend(); ++it) {
        const AnalysisMark& mark = *it;
        if (!needs(inflated(scene_.geometry.cellRect(mark.move), cell() * 0.1))) {
            continue;
        }
        const wxRect2DDouble r = scene_.geometry.cellRect(mark.move);
        const wxPoint2DDouble c = r.GetCentre();
        const bool best = mark.rank == 1;
        gc_.BeginLayer(best ? 0.45 : 0.3);
        drawMark(gc_, theme_, toMove, r);
        gc_.EndLayer();
        // A ring in the cursor's colour, full for the best move.
        const double ring = cell() * 0.44;
        gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(withAlpha(theme_.cursor, best ? 0.95 : 0.55))
                                     .Width(std::max(1.5 * scene_.dip, cell() * 0.05))));
        gc_.SetBrush(wxNullGraphicsBrush);
        gc_.DrawEllipse(c.m_x - ring, c.m_y - ring, 2 * ring, 2 * ring);
        if (fontPx < 6 * scene_.dip) {
            continue; // too small to read: the marks and rings alone
        }
        // The chance on a pill of the cursor's colour across the cell's
        // lower half, the rank in a small disc at its upper left.
        gc_.SetFont(chanceFont, *wxWHITE);
        double width = 0;
        double height = 0;
        gc_.GetTextExtent(mark.chance, &width, &height);
        const double pillWidth = std::min(cell() * 0.98, width + fontPx * 0.6);
        const wxRect2DDouble pill(c.m_x - pillWidth / 2, c.m_y + cell() * 0.08, pillWidth,
                                  height + fontPx * 0.1);
        gc_.SetPen(wxNullGraphicsPen);
        gc_.SetBrush(gc_.CreateBrush(wxBrush(withAlpha(theme_.cursor, best ? 0.95 : 0.8))));
        fillRoundedRect(gc_, pill, pill.m_height / 2);
        drawCentredText(gc_, mark.chance, chanceFont, *wxWHITE, pill.GetCentre());
        const double badge = fontPx * 0.75;
        const wxPoint2DDouble at(r.m_x + badge + cell() * 0.04, r.m_y + badge + cell() * 0.04);
        gc_.SetBrush(gc_.CreateBrush(wxBrush(withAlpha(theme_.cursor, 0.95))));
        gc_.DrawEllipse(at.m_x - badge, at.m_y - badge, 2 * badge, 2 * badge);
        drawCentredText(gc_, wxString::Format("%d", mark.rank), rankFont, *wxWHITE, at);
    }
}

// The line the engine expects: each move as a ghost of its mark, numbered
// in order, the side to move's first.
void BoardPainter::drawAnalysisLine(const AnalysisMark& mark) {
    const double fontPx = moveNumberFontSize(MarkStyle::Stones, cell(), scene_.dip) * 0.8;
    const wxFont font = pixelFont(std::max(fontPx, 1.0), true);
    const Mark first = shown(scene_.game->toMove());
    const Board& board = scene_.game->board();
    // The line's far end is the search's least sure part: its first moves only.
    const std::size_t shownMoves = std::min(mark.pv.size(), kAnalysisLineShown);
    for (std::size_t i = 0; i < shownMoves; ++i) {
        const Point p = mark.pv[i];
        if (!board.isEmpty(p) || !needs(scene_.geometry.cellRect(p))) {
            continue;
        }
        const Mark m = i % 2 == 0 ? first : opponent(first);
        const wxRect2DDouble r = scene_.geometry.cellRect(p);
        gc_.BeginLayer(i == 0 ? 0.7 : 0.5);
        drawMark(gc_, theme_, m, r);
        gc_.EndLayer();
        if (fontPx < 6 * scene_.dip) {
            continue;
        }
        // As the move numbers: light figures on a black stone, dark ones on
        // a white stone, the text's colour beside X and O.
        const wxColour ink = theme_.style != MarkStyle::Stones ? theme_.text
                             : m == Mark::X                    ? wxColour(0xF4, 0xF1, 0xE8)
                                                               : wxColour(0x1A, 0x1A, 0x1E);
        drawCentredText(gc_, wxString::Format("%zu", i + 1), font, ink, r.GetCentre());
    }
}

void BoardPainter::drawOpeningTask() {
    if (scene_.game->isRoundOver()) {
        return;
    }
    const OpeningTask task = scene_.game->openingTask();
    if (task.area > 0) {
        // A dashed frame in the cursor's colour around the square.
        const Point centre = boardCentre(scene_.game->rules());
        const int reach = static_cast<int>((task.area - 1) / 2);
        Point low = centre - Point{reach, reach};
        Point high = centre + Point{reach, reach};
        if (const Rules& rules = scene_.game->rules(); !rules.unlimited) {
            // On a small board the square is the board's edge.
            low = {std::max(low.x, 0), std::max(low.y, 0)};
            high = {std::min(high.x, rules.width - 1), std::min(high.y, rules.height - 1)};
        }
        const wxRect2DDouble first = scene_.geometry.cellRect(low);
        const wxRect2DDouble last = scene_.geometry.cellRect(high);
        const wxRect2DDouble square(first.m_x, first.m_y, last.GetRight() - first.m_x,
                                    last.GetBottom() - first.m_y);
        if (needs(inflated(square, cell() * 0.1))) {
            gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(withAlpha(theme_.cursor, 0.85))
                                         .Width(std::max(2.0 * scene_.dip, cell() * 0.06))
                                         .Style(wxPENSTYLE_SHORT_DASH)));
            gc_.SetBrush(wxNullGraphicsBrush);
            gc_.DrawRectangle(square.m_x, square.m_y, square.m_width, square.m_height);
        }
    }
    const double fontPx = moveNumberFontSize(MarkStyle::Stones, cell(), scene_.dip) * 0.8;
    const wxFont font = pixelFont(std::max(fontPx, 1.0), true);
    const Mark black = shown(scene_.game->firstToMove());
    for (std::size_t i = 0; i < task.offers.size(); ++i) {
        const wxRect2DDouble r = scene_.geometry.cellRect(task.offers[i]);
        if (!needs(r)) {
            continue;
        }
        gc_.BeginLayer(0.55);
        drawMark(gc_, theme_, black, r);
        gc_.EndLayer();
        const wxPoint2DDouble c = r.GetCentre();
        const double ring = cell() * 0.44;
        gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(withAlpha(theme_.cursor, 0.95))
                                     .Width(std::max(1.5 * scene_.dip, cell() * 0.05))));
        gc_.SetBrush(wxNullGraphicsBrush);
        gc_.DrawEllipse(c.m_x - ring, c.m_y - ring, 2 * ring, 2 * ring);
        if (fontPx < 6 * scene_.dip) {
            continue; // too small to read: the ghost and its ring alone
        }
        const wxColour ink = theme_.style != MarkStyle::Stones ? theme_.text
                             : black == Mark::X                ? wxColour(0xF4, 0xF1, 0xE8)
                                                               : wxColour(0x1A, 0x1A, 0x1E);
        drawCentredText(gc_, wxString::Format("5%c", static_cast<char>('a' + i)), font, ink, c);
    }
}

void BoardPainter::drawForbidden() {
    if (scene_.forbidden == nullptr || scene_.forbidden->empty()) {
        return;
    }
    // A small "no entry" sign, unlike any mark: red on the wooden board, the
    // quiet text colour where the marks themselves are red and blue.
    const bool stones = theme_.style == MarkStyle::Stones;
    const wxColour colour = stones ? wxColour(200, 30, 40) : theme_.mutedText;
    const double radius = cell() * 0.17;
    const double arm = radius * std::numbers::sqrt2 / 2;
    gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(withAlpha(colour, 0.9))
                                 .Width(std::max(1.5 * scene_.dip, cell() * 0.05))));
    gc_.SetBrush(wxNullGraphicsBrush);
    wxGraphicsPath path = gc_.CreatePath();
    for (const Point p : *scene_.forbidden) {
        const wxPoint2DDouble c = scene_.geometry.centre(p);
        path.AddCircle(c.m_x, c.m_y, radius);
        path.MoveToPoint(c.m_x - arm, c.m_y - arm);
        path.AddLineToPoint(c.m_x + arm, c.m_y + arm);
    }
    gc_.StrokePath(path);
}

void BoardPainter::drawRefusal() {
    if (!scene_.refused) {
        return;
    }
    // A red "no entry" sign over the whole cell, whatever the theme, and the
    // reason on a label above it: the click's answer where the eyes are.
    const wxColour red(200, 30, 40);
    const wxPoint2DDouble c = scene_.geometry.centre(*scene_.refused);
    const double radius = cell() * 0.42;
    const double arm = radius * std::numbers::sqrt2 / 2;
    gc_.SetPen(
        gc_.CreatePen(wxGraphicsPenInfo(red).Width(std::max(2.5 * scene_.dip, cell() * 0.09))));
    gc_.SetBrush(gc_.CreateBrush(wxBrush(withAlpha(wxColour(255, 255, 255), 0.55))));
    gc_.DrawEllipse(c.m_x - radius, c.m_y - radius, 2 * radius, 2 * radius);
    wxGraphicsPath slash = gc_.CreatePath();
    slash.MoveToPoint(c.m_x - arm, c.m_y - arm);
    slash.AddLineToPoint(c.m_x + arm, c.m_y + arm);
    gc_.StrokePath(slash);
    if (scene_.refusedReason.empty()) {
        return;
    }
    const double dip = scene_.dip;
    gc_.SetFont(pixelFont(std::clamp(cell() * 0.34, 11 * dip, 18 * dip), true), *wxWHITE);
    double width = 0;
    double height = 0;
    gc_.GetTextExtent(scene_.refusedReason, &width, &height);
    const double padX = 6 * dip;
    const double padY = 3 * dip;
    const double boxWidth = width + 2 * padX;
    const double boxHeight = height + 2 * padY;
    // Above the cell, or below it near the top edge; never beyond the sides.
    double top = c.m_y - radius - 4 * dip - boxHeight;
    if (top < scene_.boardArea.m_y) {
        top = c.m_y + radius + 4 * dip;
    }
    const double left =
        std::clamp(c.m_x - boxWidth / 2, scene_.boardArea.m_x,
                   std::max(scene_.boardArea.m_x, scene_.boardArea.GetRight() - boxWidth));
    gc_.SetPen(wxNullGraphicsPen);
    gc_.SetBrush(gc_.CreateBrush(wxBrush(withAlpha(red, 0.92))));
    gc_.DrawRoundedRectangle(left, top, boxWidth, boxHeight, 4 * dip);
    gc_.DrawText(scene_.refusedReason, left + padX, top + padY);
}

void BoardPainter::drawBanner(const wxRect2DDouble& whole, const Banner& banner) {
    // A repaint that misses the banner (a hover, a mark appearing) measures
    // nothing: its button stays where the last frame with it put it.
    if (banner.title.empty() || whole.m_height <= 0 || !needs(whole)) {
        return;
    }
    bannerLaidOut_ = true;
    const double dip = scene_.dip;
    // The action's button just right of the result, which stays centred
    // and gives up width for it where the window is narrow.
    wxRect2DDouble area = whole;
    wxFont actionFont;
    double actionWidth = 0;
    double actionHeight = 0;
    double actionGap = 0;
    if (!banner.action.empty()) {
        actionFont = pixelFont(std::clamp(whole.m_height * 0.22, 9 * dip, 15 * dip), true);
        gc_.SetFont(actionFont, theme_.text);
        gc_.GetTextExtent(banner.action, &actionWidth, &actionHeight);
        actionGap = std::min(actionWidth + 24 * dip, whole.m_width / 3) + 12 * dip;
        area = wxRect2DDouble(whole.m_x + actionGap, whole.m_y,
                              std::max(1.0, whole.m_width - 2 * actionGap), whole.m_height);
    }
    const wxFont titleFont = pixelFont(std::clamp(area.m_height * 0.36, 11 * dip, 26 * dip), true);
    const wxFont subtitleFont =
        pixelFont(std::clamp(area.m_height * 0.22, 9 * dip, 15 * dip), false);
    double titleWidth = 0;
    double titleHeight = 0;
    gc_.SetFont(titleFont, banner.colour);
    gc_.GetTextExtent(banner.title, &titleWidth, &titleHeight);
    double subWidth = 0;
    double subHeight = 0;
    if (!banner.subtitle.empty()) {
        gc_.SetFont(subtitleFont, banner.colour);
        gc_.GetTextExtent(banner.subtitle, &subWidth, &subHeight);
    }
    const double iconSize = banner.mark == Mark::None ? 0.0 : titleHeight * 1.25;
    const double iconGap = iconSize > 0 ? 8 * dip : 0.0;
    const double contentWidth = std::max(titleWidth + iconSize + iconGap, subWidth);
    const double height = titleHeight + (subHeight > 0 ? subHeight + 2 * dip : 0.0);
    const double padX = 22 * dip;
    const double padY = 8 * dip;
    const double pillWidth = std::min(area.m_width, contentWidth + 2 * padX);
    const double pillHeight = std::min(area.m_height, height + 2 * padY);
    const wxRect2DDouble pill(area.m_x + (area.m_width - pillWidth) / 2,
                              area.m_y + (area.m_height - pillHeight) / 2, pillWidth, pillHeight);
    if (!banner.action.empty()) {
        const double w = actionGap - 12 * dip;
        const double h = std::min(whole.m_height, actionHeight + 14 * dip);
        actionRect_ =
            wxRect2DDouble(pill.GetRight() + 12 * dip, whole.m_y + (whole.m_height - h) / 2, w, h);
        if (needs(actionRect_)) {
            gc_.SetPen(gc_.CreatePen(wxGraphicsPenInfo(theme_.text).Width(1.5 * dip)));
            gc_.SetBrush(gc_.CreateBrush(wxBrush(withAlpha(theme_.panel, 0.9))));
            gc_.DrawRoundedRectangle(actionRect_.m_x, actionRect_.m_y, w, h, h / 2);
            gc_.SetFont(actionFont, theme_.text);
            drawFitted(gc_, banner.action,
                       actionRect_.m_x + std::max(12 * dip, (w - actionWidth) / 2),
                       actionRect_.m_y + (h - actionHeight) / 2, w - 24 * dip);
        }
    }
    if (!needs(area)) {
        return;
    }
    wxColour text = theme_.text;
    if (banner.filled) {
        drawShadow(gc_, pill, pillHeight / 2, 5 * dip);
        gc_.SetPen(wxNullGraphicsPen);
        gc_.SetBrush(gc_.CreateLinearGradientBrush(
            pill.m_x, pill.m_y, pill.m_x, pill.m_y + pill.m_height,
            mix(banner.colour, *wxWHITE, 0.12), mix(banner.colour, *wxBLACK, 0.08)));
        fillRoundedRect(gc_, pill, std::min(pillHeight / 2, 18 * dip));
        text = theme_.bannerText;
    }
    double y = pill.m_y + (pill.m_height - height) / 2;
    double x = pill.m_x + (pill.m_width - (titleWidth + iconSize + iconGap)) / 2;
    if (iconSize > 0) {
        // A light disc behind the mark keeps it readable on any banner colour.
        const wxRect2DDouble icon(x, y + (titleHeight - iconSize) / 2, iconSize, iconSize);
        if (banner.filled) {
            // The mark on a disc of the board's colour keeps its own colours.
            gc_.SetPen(wxNullGraphicsPen);
            gc_.SetBrush(gc_.CreateBrush(wxBrush(
                theme_.style == MarkStyle::Stones ? theme_.board : withAlpha(theme_.cell, 0.95))));
            gc_.DrawEllipse(icon.m_x, icon.m_y, icon.m_width, icon.m_height);
        }
        drawMark(gc_, theme_, shown(banner.mark),
                 inflated(icon, theme_.style == MarkStyle::Stones ? -iconSize * 0.1 : 0.0));
        x += iconSize + iconGap;
    }
    gc_.SetFont(titleFont, text);
    gc_.DrawText(banner.title, x, y);
    if (subHeight > 0) {
        gc_.SetFont(subtitleFont, banner.filled ? withAlpha(text, 0.85) : theme_.mutedText);
        gc_.DrawText(banner.subtitle, pill.m_x + (pill.m_width - subWidth) / 2,
                     y + titleHeight + 2 * dip);
    }
}

} // namespace ttt::gui
