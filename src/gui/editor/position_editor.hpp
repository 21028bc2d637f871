#pragma once

// Game ▸ Set up position… (features.md G15): a board of the game's rules on
// which stones are put and taken off freely, black (X) or white (O) as the
// tool chosen says, or with the right mouse button taken off; the player to
// move chosen; cleared, mirrored or turned a quarter. What is wrong with the
// position is said under the board as it changes (orderPosition), and OK
// ("Play from here") only closes on a position a round can go on from. The
// keys work as on the game's board: the arrows move a cursor, Space or
// Enter puts the stone, Delete takes it off. On the unlimited field the view
// follows the cursor and moves with Shift+arrows, the wheel (Shift+wheel
// sideways) and the Centre button.

#include "board/theme.hpp"
#include "board/window_buffer.hpp"
#include "tictactoe/game/position.hpp"
#include "tictactoe/game/rules.hpp"

#include <array>
#include <optional>
#include <wx/dialog.h>

class wxButton;
class wxChoice;
class wxRadioButton;
class wxStaticText;

namespace ttt::gui {

class PositionEditor final : public wxDialog {
public:
    // What a left click puts on a cell.
    enum class Tool { Black, White, Erase };

    // `start`: the stones on the board now; `names`: the players'.
    PositionEditor(wxWindow* parent, const Rules& rules, Position start, ThemeId theme,
                   const std::array<wxString, 2>& names);

    [[nodiscard]] const Position& position() const { return position_; }
    [[nodiscard]] const Rules& rules() const { return rules_; }

    // The editing steps, as the clicks and buttons take them.
    void setTool(Tool tool);
    [[nodiscard]] Tool tool() const { return tool_; }
    // A left click (`erase`: a right click) on the cell p: the tool's stone
    // is put there (the other colour's replaced); clicked again, taken off.
    void clickCell(Point p, bool erase = false);
    void setPlayerToMove(int player);
    void clear();
    void flip(Flip flip);
    void rotate();
    // On the unlimited field: the view moves by (dx, dy) cells; centred on
    // the stones (or the field's centre).
    void pan(int dx, int dy);
    void centreView();

    // What keeps the position from being played, translated; empty when a
    // round can go on from it.
    [[nodiscard]] const wxString& problem() const { return problem_; }
    // The line under the board: the problem, or who moves next with which colour.
    [[nodiscard]] wxString statusText() const;
    // The cell under a point of the board's picture (window pixels), if any.
    [[nodiscard]] std::optional<Point> cellAt(wxPoint at) const;
    [[nodiscard]] wxWindow& board() const;
    // A key on the board (the arrows, Space, Enter, Delete...); false when
    // it is not the board's. The cell the keys act on.
    bool pressKey(int keyCode, bool shift = false);
    [[nodiscard]] Point cursor() const;

    // OK: only a position that can be played closes the editor.
    bool Validate() override;

private:
    class Canvas;

    // The position changed: checked, said under the board, drawn.
    void changed();
    // The line under the board, wrapped to its width.
    void showStatus();

    Rules rules_;
    Position position_;
    ThemeId theme_;
    std::array<wxString, 2> names_;
    Tool tool_ = Tool::Black;
    wxString problem_; // of position_, as changed() last checked it
    Canvas* canvas_ = nullptr;
    std::array<wxRadioButton*, 3> tools_{};
    wxChoice* toMove_ = nullptr;
    wxButton* rotate_ = nullptr;
    wxButton* centre_ = nullptr;
    wxStaticText* status_ = nullptr;
};

} // namespace ttt::gui
