#pragma once

// An exception that carries words for the player as a Text, for the failures
// that are thrown rather than returned (a program that cannot be started, an
// external engine that misbehaves deep inside a search). what() is the
// English text; a window shows text() in the player's language.

#include "tictactoe/core/text.hpp"

#include <stdexcept>
#include <utility>

namespace ttt {

class TextError : public std::runtime_error {
public:
    explicit TextError(Text text) : std::runtime_error(text.english()), text_(std::move(text)) {}

    [[nodiscard]] const Text& text() const { return text_; }

private:
    Text text_;
};

} // namespace ttt
