#pragma once

// How two windows make sure of each other before a network game
// (features.md M6; docs/network-protocol.md says it byte by byte).
//
// The join code is never sent. Both sides turn it into a key with Argon2id
// and a salt the host chose for the game (slow on purpose: a recording of
// a handshake costs a guesser that much per guess), and exchange fresh
// X25519 keys. From the code's key, both X25519 results and a hash of the
// messages so far come the proofs (HMAC-SHA-512-256) and the two traffic
// keys: only a peer that knows the code can prove it, and a third machine
// that sees or alters the traffic can neither read nor inject a message.
//
//   guest -> host   hello      protocol, program version, guest's key
//   host  -> guest  challenge  protocol, program version, host's key, salt
//                   (or a refusal: busy, locked out, another protocol)
//   guest -> host   proof      the guest's proof
//   host  -> guest  welcome    the host's proof (or a refusal: wrong code)
//
// Then every message is sealed (XChaCha20-Poly1305) by a SecureChannel and
// numbered by its place: one altered, replayed, dropped or reordered does
// not open. The classes here are the exchange alone, bytes in and bytes
// out; host.hpp and guest.hpp carry them over TCP. All cryptography is
// libsodium's.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/net/join_code.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace ttt::net {

// The protocol's version: a peer with another is refused with a message
// that says which side to update.
inline constexpr int kProtocolVersion = 1;
// The most bytes one message may have, before or after sealing.
inline constexpr std::size_t kMaxMessageBytes = std::size_t{64} * 1024;

// Why a handshake ended without a channel.
enum class HandshakeFault {
    malformed,     // a message that is not what the protocol says
    wrongCode,     // the proof did not match: the guest typed another code
    otherProtocol, // the peer speaks another protocol version
    refused,       // the host refused (busy, locked out, another protocol)
};

struct HandshakeError {
    HandshakeFault fault = HandshakeFault::malformed;
    Text text;         // for the person, e.g. "the code is not this game's"
    std::string reply; // what to send the peer before closing ("" = nothing)
};

// How hard the code is turned into a key: `interactive` is libsodium's
// Argon2id setting for a login (64 MiB, a fraction of a second); `minimal`
// is for tests, where many handshakes run.
enum class KeyCost { interactive, minimal };

// The key made from a join code and a salt. Kept by the host for the
// game (every reconnect uses it) and by the guest once it has the salt.
class CodeKey {
public:
    using Salt = std::array<std::uint8_t, 16>;

    // A new salt for a new game. Fails only when the memory Argon2id
    // needs cannot be had.
    [[nodiscard]] static Expected<CodeKey> make(const JoinCode& code, KeyCost cost);
    [[nodiscard]] static Expected<CodeKey> make(const JoinCode& code, const Salt& salt,
                                                KeyCost cost);

    CodeKey(const CodeKey&) = default;
    CodeKey& operator=(const CodeKey&) = default;
    ~CodeKey();

    [[nodiscard]] const Salt& salt() const { return salt_; }
    [[nodiscard]] KeyCost cost() const { return cost_; }
    [[nodiscard]] const std::array<std::uint8_t, 32>& bytes() const { return key_; }

private:
    CodeKey() = default;
    Salt salt_{};
    KeyCost cost_ = KeyCost::interactive;
    std::array<std::uint8_t, 32> key_{};
};

// Seals what one side sends and opens what it receives, each message
// numbered by its place in its direction (the number is the nonce and is
// not sent). A message that does not open ends the channel's use.
class SecureChannel {
public:
    using Key = std::array<std::uint8_t, 32>;
    SecureChannel(const Key& sendKey, const Key& receiveKey);
    SecureChannel(const SecureChannel&) = delete;
    SecureChannel& operator=(const SecureChannel&) = delete;
    SecureChannel(SecureChannel&&) noexcept;
    SecureChannel& operator=(SecureChannel&&) noexcept;
    ~SecureChannel();

    // The sealed bytes of `plain` (at most kMaxMessageBytes - 16 bytes).
    [[nodiscard]] std::string seal(std::string_view plain);
    // The message, or an error when the bytes were altered, replayed,
    // reordered or are not a sealed message at all.
    [[nodiscard]] Expected<std::string> open(std::string_view sealed);

private:
    Key sendKey_{};
    Key receiveKey_{};
    std::uint64_t sent_ = 0;
    std::uint64_t received_ = 0;
};

// The guest's side: hello(), then answer(challenge) gives the proof to send,
// then finish(welcome) the channel.
class GuestHandshake {
public:
    GuestHandshake(JoinCode code, std::string program, KeyCost cost);
    GuestHandshake(const GuestHandshake&) = delete;
    GuestHandshake& operator=(const GuestHandshake&) = delete;
    ~GuestHandshake();

    [[nodiscard]] std::string hello();
    [[nodiscard]] Expected<std::string, HandshakeError> answer(std::string_view challenge);
    [[nodiscard]] Expected<SecureChannel, HandshakeError> finish(std::string_view welcome);

    // The host's program version, once its challenge came.
    [[nodiscard]] const std::string& hostProgram() const { return hostProgram_; }
    // The key made from the code: a reconnect of the same game reuses it.
    [[nodiscard]] const CodeKey* codeKey() const { return codeKey_.get(); }

private:
    struct Keys;
    JoinCode code_;
    std::string program_;
    KeyCost cost_;
    std::string hostProgram_;
    std::unique_ptr<Keys> keys_;
    std::unique_ptr<CodeKey> codeKey_;
};

// The host's side, one per connection: challenge(hello) gives the
// challenge to send, verify(proof) the welcome to send and the channel.
class HostHandshake {
public:
    HostHandshake(const CodeKey& key, std::string program);
    HostHandshake(const HostHandshake&) = delete;
    HostHandshake& operator=(const HostHandshake&) = delete;
    ~HostHandshake();

    [[nodiscard]] Expected<std::string, HandshakeError> challenge(std::string_view hello);
    struct Accepted {
        std::string welcome;
        SecureChannel channel;
    };
    [[nodiscard]] Expected<Accepted, HandshakeError> verify(std::string_view proof);

    // The guest's program version, once its hello came.
    [[nodiscard]] const std::string& guestProgram() const { return guestProgram_; }

private:
    struct Keys;
    CodeKey codeKey_;
    std::string program_;
    std::string guestProgram_;
    std::unique_ptr<Keys> keys_;
};

// A refusal the host sends before any key is exchanged: "busy" (a game is
// on with another guest), "locked" (too many wrong codes from this address).
[[nodiscard]] std::string refusalMessage(std::string_view reason, int retryAfterSeconds = 0);

} // namespace ttt::net
