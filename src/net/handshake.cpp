#include "tictactoe/net/handshake.hpp"

#include "net_json.hpp"
#include "sodium_init.hpp"

#include <algorithm>
#include <cassert>
#include <sodium.h>
#include <utility>

namespace ttt::net {

namespace {

using Key = std::array<std::uint8_t, 32>;

static_assert(crypto_kx_PUBLICKEYBYTES == 32 && crypto_kx_SECRETKEYBYTES == 32);
static_assert(crypto_kx_SESSIONKEYBYTES == 32 && crypto_auth_BYTES == 32);
static_assert(crypto_auth_KEYBYTES == 32 && crypto_kdf_KEYBYTES == 32);
static_assert(crypto_pwhash_SALTBYTES == 16);
static_assert(crypto_aead_xchacha20poly1305_ietf_KEYBYTES == 32);

constexpr std::size_t kSealOverhead = crypto_aead_xchacha20poly1305_ietf_ABYTES;
// The context of every key derived from a session's master key.
constexpr char kKdfContext[crypto_kdf_CONTEXTBYTES + 1] = "tttnet01";

// Wipes a key when it goes.
template <std::size_t N> void wipe(std::array<std::uint8_t, N>& bytes) {
    sodium_memzero(bytes.data(), bytes.size());
}

// What both sides derive from the code's key, both X25519 results and the
// hash of hello and challenge.
struct SessionKeys {
    Key guestProof{};
    Key hostProof{};
    Key guestToHost{};
    Key hostToGuest{};
    Key transcript{};
    ~SessionKeys() {
        wipe(guestProof);
        wipe(hostProof);
        wipe(guestToHost);
        wipe(hostToGuest);
    }
};

void deriveSessionKeys(SessionKeys& out, const CodeKey& codeKey, const Key& guestToHost,
                       const Key& hostToGuest, std::string_view hello, std::string_view challenge) {
    crypto_generichash_state state;
    crypto_generichash_init(&state, nullptr, 0, out.transcript.size());
    crypto_generichash_update(&state, reinterpret_cast<const unsigned char*>(hello.data()),
                              hello.size());
    crypto_generichash_update(&state, reinterpret_cast<const unsigned char*>(challenge.data()),
                              challenge.size());
    crypto_generichash_final(&state, out.transcript.data(), out.transcript.size());

    std::array<std::uint8_t, 96> material{};
    std::copy(guestToHost.begin(), guestToHost.end(), material.begin());
    std::copy(hostToGuest.begin(), hostToGuest.end(), material.begin() + 32);
    std::copy(out.transcript.begin(), out.transcript.end(), material.begin() + 64);
    Key master{};
    crypto_generichash(master.data(), master.size(), material.data(), material.size(),
                       codeKey.bytes().data(), codeKey.bytes().size());
    crypto_kdf_derive_from_key(out.guestProof.data(), 32, 1, kKdfContext, master.data());
    crypto_kdf_derive_from_key(out.hostProof.data(), 32, 2, kKdfContext, master.data());
    crypto_kdf_derive_from_key(out.guestToHost.data(), 32, 3, kKdfContext, master.data());
    crypto_kdf_derive_from_key(out.hostToGuest.data(), 32, 4, kKdfContext, master.data());
    wipe(master);
    wipe(material);
}

Key proofOf(const SessionKeys& keys, const Key& proofKey) {
    Key mac{};
    crypto_auth(mac.data(), keys.transcript.data(), keys.transcript.size(), proofKey.data());
    return mac;
}

bool proofHolds(const SessionKeys& keys, const Key& proofKey, const Key& mac) {
    return crypto_auth_verify(mac.data(), keys.transcript.data(), keys.transcript.size(),
                              proofKey.data()) == 0;
}

HandshakeError malformed(Text text) {
    return HandshakeError{HandshakeFault::malformed, std::move(text), {}};
}

HandshakeError malformed(const Error& error) {
    return malformed(
        Text("the other computer sent a message the game cannot read: {0}", error.text));
}

// The words for a version the peer speaks.
Text otherProtocolText(int theirs) {
    if (theirs > kProtocolVersion) {
        return Text(
            "the other computer's game is newer (network protocol {0}, this one speaks {1}): "
            "update this game",
            theirs, kProtocolVersion);
    }
    return Text("the other computer's game is older (network protocol {0}, this one speaks {1}): "
                "update the other computer's game",
                theirs, kProtocolVersion);
}

// A program version: printable ASCII, not empty, at most 40 characters.
Expected<std::string> programOf(const Json& message) {
    TTT_TRY(program, textField(message, "program", 40));
    if (program.empty()) {
        return failure(Text("\"program\" is empty"));
    }
    return program;
}

std::string keyMessage(std::string_view type, const std::string& program, const Key& publicKey) {
    Json message{{"type", type},
                 {"protocol", kProtocolVersion},
                 {"program", program},
                 {"key", toHex(publicKey)}};
    return message.dump();
}

} // namespace

// ---- CodeKey

Expected<CodeKey> CodeKey::make(const JoinCode& code, KeyCost cost) {
    ensureSodium();
    Salt salt{};
    randombytes_buf(salt.data(), salt.size());
    return make(code, salt, cost);
}

Expected<CodeKey> CodeKey::make(const JoinCode& code, const Salt& salt, KeyCost cost) {
    ensureSodium();
    CodeKey key;
    key.salt_ = salt;
    key.cost_ = cost;
    const bool minimal = cost == KeyCost::minimal;
    const auto ops = minimal ? crypto_pwhash_OPSLIMIT_MIN : crypto_pwhash_OPSLIMIT_INTERACTIVE;
    const auto memory = minimal ? crypto_pwhash_MEMLIMIT_MIN : crypto_pwhash_MEMLIMIT_INTERACTIVE;
    if (crypto_pwhash(key.key_.data(), key.key_.size(), code.text().data(), code.text().size(),
                      salt.data(), ops, memory, crypto_pwhash_ALG_ARGON2ID13) != 0) {
        return failure(Text("not enough memory to check the code"));
    }
    return key;
}

CodeKey::~CodeKey() {
    wipe(key_);
}

// ---- SecureChannel

SecureChannel::SecureChannel(const Key& sendKey, const Key& receiveKey)
    : sendKey_(sendKey), receiveKey_(receiveKey) {
    ensureSodium();
}

SecureChannel::SecureChannel(SecureChannel&& other) noexcept
    : sendKey_(other.sendKey_), receiveKey_(other.receiveKey_), sent_(other.sent_),
      received_(other.received_) {
    wipe(other.sendKey_);
    wipe(other.receiveKey_);
}

SecureChannel& SecureChannel::operator=(SecureChannel&& other) noexcept {
    if (this != &other) {
        sendKey_ = other.sendKey_;
        receiveKey_ = other.receiveKey_;
        sent_ = other.sent_;
        received_ = other.received_;
        wipe(other.sendKey_);
        wipe(other.receiveKey_);
    }
    return *this;
}

SecureChannel::~SecureChannel() {
    wipe(sendKey_);
    wipe(receiveKey_);
}

namespace {
std::array<unsigned char, crypto_aead_xchacha20poly1305_ietf_NPUBBYTES>
nonceOf(std::uint64_t number) {
    std::array<unsigned char, crypto_aead_xchacha20poly1305_ietf_NPUBBYTES> nonce{};
    for (std::size_t i = 0; i < 8; ++i) {
        nonce[i] = static_cast<unsigned char>(number >> (8 * i));
    }
    return nonce;
}
} // namespace

std::string SecureChannel::seal(std::string_view plain) {
    assert(plain.size() + kSealOverhead <= kMaxMessageBytes);
    std::string sealed(plain.size() + kSealOverhead, '\0');
    unsigned long long length = 0;
    const auto nonce = nonceOf(sent_++);
    crypto_aead_xchacha20poly1305_ietf_encrypt(
        reinterpret_cast<unsigned char*>(sealed.data()), &length,
        reinterpret_cast<const unsigned char*>(plain.data()), plain.size(), nullptr, 0, nullptr,
        nonce.data(), sendKey_.data());
    sealed.resize(length);
    return sealed;
}

Expected<std::string> SecureChannel::open(std::string_view sealed) {
    if (sealed.size() < kSealOverhead || sealed.size() > kMaxMessageBytes) {
        return failure(Text("a message of the wrong size"));
    }
    std::string plain(sealed.size() - kSealOverhead, '\0');
    unsigned long long length = 0;
    const auto nonce = nonceOf(received_);
    if (crypto_aead_xchacha20poly1305_ietf_decrypt(
            reinterpret_cast<unsigned char*>(plain.data()), &length, nullptr,
            reinterpret_cast<const unsigned char*>(sealed.data()), sealed.size(), nullptr, 0,
            nonce.data(), receiveKey_.data()) != 0) {
        return failure(Text("a message was altered, replayed or sent by somebody else"));
    }
    ++received_;
    plain.resize(length);
    return plain;
}

// ---- GuestHandshake

struct GuestHandshake::Keys {
    Key publicKey{};
    Key secretKey{};
    std::string hello;
    SessionKeys session;
    bool answered = false;
    ~Keys() { wipe(secretKey); }
};

GuestHandshake::GuestHandshake(JoinCode code, std::string program, KeyCost cost)
    : code_(std::move(code)), program_(std::move(program)), cost_(cost),
      keys_(std::make_unique<Keys>()) {
    ensureSodium();
    crypto_kx_keypair(keys_->publicKey.data(), keys_->secretKey.data());
}

GuestHandshake::~GuestHandshake() = default;

std::string GuestHandshake::hello() {
    keys_->hello = keyMessage("hello", program_, keys_->publicKey);
    return keys_->hello;
}

namespace {
// The guest's reading of a refusal.
HandshakeError refusalError(const Json& message) {
    const auto reason = textField(message, "reason", 16).value_or("");
    if (reason == "busy") {
        return {
            HandshakeFault::refused, Text("the host is already playing with somebody else"), {}};
    }
    if (reason == "locked") {
        const auto seconds = intField(message, "retry", 0, 3600).value_or(30);
        return {
            HandshakeFault::refused,
            Text("the host refuses this computer for {0} s after too many wrong codes", seconds),
            {}};
    }
    if (reason == "code") {
        return {HandshakeFault::wrongCode,
                Text("that code is not the host's game's: check it with the host"),
                {}};
    }
    if (reason == "protocol") {
        const auto theirs = intField(message, "protocol", 0, 1'000'000).value_or(0);
        return {HandshakeFault::otherProtocol, otherProtocolText(static_cast<int>(theirs)), {}};
    }
    return {HandshakeFault::refused, Text("the host refused the connection"), {}};
}
} // namespace

Expected<std::string, HandshakeError> GuestHandshake::answer(std::string_view challenge) {
    if (keys_->hello.empty() || keys_->answered) {
        return failure(malformed(Text("the host answered out of turn")));
    }
    auto parsed = readJsonMessage(challenge);
    if (!parsed) {
        return failure(malformed(parsed.error()));
    }
    const auto& message = *parsed;
    const auto type = textField(message, "type", 16).value_or("");
    if (type == "refusal") {
        return failure(refusalError(message));
    }
    if (type != "challenge") {
        return failure(malformed(Text("the host did not send its challenge")));
    }
    const auto protocol = intField(message, "protocol", 0, 1'000'000);
    if (!protocol) {
        return failure(malformed(protocol.error()));
    }
    if (*protocol != kProtocolVersion) {
        return failure(HandshakeError{
            HandshakeFault::otherProtocol, otherProtocolText(static_cast<int>(*protocol)), {}});
    }
    auto program = programOf(message);
    auto hostKey = hexField<32>(message, "key");
    auto salt = hexField<16>(message, "salt");
    if (!program || !hostKey || !salt) {
        return failure(malformed(!program   ? program.error()
                                 : !hostKey ? hostKey.error()
                                            : salt.error()));
    }
    hostProgram_ = *program;
    auto codeKey = CodeKey::make(code_, *salt, cost_);
    if (!codeKey) {
        return failure(HandshakeError{HandshakeFault::refused, codeKey.error().text, {}});
    }
    codeKey_ = std::make_unique<CodeKey>(*codeKey);
    Key receive{};
    Key send{};
    if (crypto_kx_client_session_keys(receive.data(), send.data(), keys_->publicKey.data(),
                                      keys_->secretKey.data(), hostKey->data()) != 0) {
        return failure(malformed(Text("the host's key is not a usable key")));
    }
    deriveSessionKeys(keys_->session, *codeKey_, send, receive, keys_->hello, challenge);
    wipe(send);
    wipe(receive);
    keys_->answered = true;
    const Json proof{{"type", "proof"},
                     {"mac", toHex(proofOf(keys_->session, keys_->session.guestProof))}};
    return proof.dump();
}

Expected<SecureChannel, HandshakeError> GuestHandshake::finish(std::string_view welcome) {
    if (!keys_->answered) {
        return failure(malformed(Text("the host answered out of turn")));
    }
    keys_->answered = false; // one finish per handshake
    auto parsed = readJsonMessage(welcome);
    if (!parsed) {
        return failure(malformed(parsed.error()));
    }
    const auto type = textField(*parsed, "type", 16).value_or("");
    if (type == "refusal") {
        return failure(refusalError(*parsed));
    }
    if (type != "welcome") {
        return failure(malformed(Text("the host did not send its welcome")));
    }
    auto mac = hexField<32>(*parsed, "mac");
    if (!mac) {
        return failure(malformed(mac.error()));
    }
    if (!proofHolds(keys_->session, keys_->session.hostProof, *mac)) {
        return failure(HandshakeError{
            HandshakeFault::wrongCode,
            Text("the other computer does not know this game's code: it is not the host you meant"),
            {}});
    }
    return SecureChannel(keys_->session.guestToHost, keys_->session.hostToGuest);
}

// ---- HostHandshake

struct HostHandshake::Keys {
    Key publicKey{};
    Key secretKey{};
    SessionKeys session;
    bool challenged = false;
    bool verified = false;
    ~Keys() { wipe(secretKey); }
};

HostHandshake::HostHandshake(const CodeKey& key, std::string program)
    : codeKey_(key), program_(std::move(program)), keys_(std::make_unique<Keys>()) {
    ensureSodium();
    crypto_kx_keypair(keys_->publicKey.data(), keys_->secretKey.data());
}

HostHandshake::~HostHandshake() = default;

Expected<std::string, HandshakeError> HostHandshake::challenge(std::string_view hello) {
    if (keys_->challenged) {
        return failure(malformed(Text("the guest said hello twice")));
    }
    keys_->challenged = true;
    auto parsed = readJsonMessage(hello);
    if (!parsed) {
        return failure(malformed(parsed.error()));
    }
    const auto& message = *parsed;
    if (textField(message, "type", 16).value_or("") != "hello") {
        return failure(malformed(Text("the guest did not say hello")));
    }
    const auto protocol = intField(message, "protocol", 0, 1'000'000);
    if (!protocol) {
        return failure(malformed(protocol.error()));
    }
    if (*protocol != kProtocolVersion) {
        Json refusal{{"type", "refusal"},
                     {"reason", "protocol"},
                     {"protocol", kProtocolVersion},
                     {"program", program_}};
        return failure(HandshakeError{HandshakeFault::otherProtocol,
                                      otherProtocolText(static_cast<int>(*protocol)),
                                      refusal.dump()});
    }
    auto program = programOf(message);
    auto guestKey = hexField<32>(message, "key");
    if (!program || !guestKey) {
        return failure(malformed(!program ? program.error() : guestKey.error()));
    }
    guestProgram_ = *program;
    Key receive{};
    Key send{};
    if (crypto_kx_server_session_keys(receive.data(), send.data(), keys_->publicKey.data(),
                                      keys_->secretKey.data(), guestKey->data()) != 0) {
        return failure(malformed(Text("the guest's key is not a usable key")));
    }
    Json reply{{"type", "challenge"},
               {"protocol", kProtocolVersion},
               {"program", program_},
               {"key", toHex(keys_->publicKey)},
               {"salt", toHex(codeKey_.salt())}};
    auto text = reply.dump();
    deriveSessionKeys(keys_->session, codeKey_, receive, send, hello, text);
    wipe(send);
    wipe(receive);
    return text;
}

Expected<HostHandshake::Accepted, HandshakeError> HostHandshake::verify(std::string_view proof) {
    if (!keys_->challenged || keys_->verified || guestProgram_.empty()) {
        return failure(malformed(Text("the guest sent its proof out of turn")));
    }
    keys_->verified = true;
    auto parsed = readJsonMessage(proof);
    if (!parsed) {
        return failure(malformed(parsed.error()));
    }
    if (textField(*parsed, "type", 16).value_or("") != "proof") {
        return failure(malformed(Text("the guest did not send its proof")));
    }
    auto mac = hexField<32>(*parsed, "mac");
    if (!mac) {
        return failure(malformed(mac.error()));
    }
    if (!proofHolds(keys_->session, keys_->session.guestProof, *mac)) {
        return failure(HandshakeError{HandshakeFault::wrongCode, Text("a guest typed a wrong code"),
                                      refusalMessage("code")});
    }
    const Json welcome{{"type", "welcome"},
                       {"mac", toHex(proofOf(keys_->session, keys_->session.hostProof))}};
    return Accepted{welcome.dump(),
                    SecureChannel(keys_->session.hostToGuest, keys_->session.guestToHost)};
}

std::string refusalMessage(std::string_view reason, int retryAfterSeconds) {
    Json message{{"type", "refusal"}, {"reason", reason}};
    if (retryAfterSeconds > 0) {
        message["retry"] = retryAfterSeconds;
    }
    return message.dump();
}

} // namespace ttt::net
