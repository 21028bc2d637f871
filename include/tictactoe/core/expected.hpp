#pragma once

// The engine's one error idiom (docs/architecture.md): an operation that can
// fail returns Expected<T>, which holds either its value or the Error saying
// why there is none. Exceptions are left for the truly exceptional: a broken
// invariant, no memory, and an external engine's failure deep inside a search.
//
// tl::expected (libexpected-dev) has the interface of C++23's std::expected
// and works with every compiler the project is built with.

#include "tictactoe/core/text.hpp"

#include <string>
#include <tl/expected.hpp>
#include <type_traits>
#include <utility>

namespace ttt {

// What went wrong, as words for the player (a Text the window puts in the
// player's language), e.g. "line 12: move 7: that cell is already taken".
struct Error {
    Text text;
    // The words in English: the brain, the tools, logs.
    [[nodiscard]] std::string message() const { return text.english(); }
    bool operator==(const Error&) const = default;
};

template <class T = void, class E = Error> using Expected = tl::expected<T, E>;

// return failure(Text("the file is empty"));
[[nodiscard]] inline tl::unexpected<Error> failure(Text text) {
    return tl::unexpected<Error>(Error{std::move(text)});
}
// return failure(error) for an error of another kind (e.g. an enum). A plain
// string is refused: words for the player are a Text.
template <class E>
requires(!std::is_convertible_v<E, std::string> && !std::is_same_v<std::decay_t<E>, Text>)
    [[nodiscard]] tl::unexpected<E> failure(E error) {
    return tl::unexpected<E>(std::move(error));
}

} // namespace ttt

// TTT_TRY(name, expression): evaluates an Expected; on an error returns it
// from the enclosing function (which returns an Expected too), else declares
// `name` holding the value. The one propagation helper, like Rust's `?`
// (with TTT_TRY_VOID below for an Expected<void>).
// `name` is pasted into identifiers and cannot be put in parentheses.
// NOLINTBEGIN(bugprone-macro-parentheses)
#define TTT_TRY(name, expression)                                                                  \
    auto name##Expected_ = (expression);                                                           \
    if (!name##Expected_) {                                                                        \
        return tl::unexpected(std::move(name##Expected_).error());                                 \
    }                                                                                              \
    auto name = std::move(*name##Expected_)
// NOLINTEND(bugprone-macro-parentheses)

// TTT_TRY_VOID(expression): the same for an Expected without a value (or one
// whose value is not needed): on an error returns it, else goes on.
#define TTT_TRY_VOID(expression)                                                                   \
    do {                                                                                           \
        auto tttTriedExpected_ = (expression);                                                     \
        if (!tttTriedExpected_) {                                                                  \
            return tl::unexpected(std::move(tttTriedExpected_).error());                           \
        }                                                                                          \
    } while (false)
