#pragma once

// A value or a human-readable reason why there is none. The engine library is
// C++20, so this stands in for std::expected.

#include <optional>
#include <string>
#include <utility>

namespace ttt {

struct Failure {
    std::string message; // complete sentence fragment for the player, e.g. "line 3: ..."
};

template <class T> class Result {
public:
    Result(T value) : value_(std::move(value)) {}                   // NOLINT: implicit by design
    Result(Failure failure) : error_(std::move(failure.message)) {} // NOLINT

    [[nodiscard]] bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }

    // Precondition: ok().
    [[nodiscard]] T& value() & { return *value_; }
    [[nodiscard]] const T& value() const& { return *value_; }
    [[nodiscard]] T&& value() && { return std::move(*value_); }
    T* operator->() { return &*value_; }
    const T* operator->() const { return &*value_; }

    // Empty when ok().
    [[nodiscard]] const std::string& error() const { return error_; }

private:
    std::optional<T> value_;
    std::string error_;
};

} // namespace ttt
