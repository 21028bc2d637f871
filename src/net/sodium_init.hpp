#pragma once

// libsodium is initialised once, before its first use in the process
// (sodium_init is thread-safe and may be called again; this keeps the check
// of its result in one place).

namespace ttt::net {

// Throws std::runtime_error when libsodium cannot start (no source of
// randomness): nothing of the network may work then.
void ensureSodium();

} // namespace ttt::net
