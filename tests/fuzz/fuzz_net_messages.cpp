// What a peer of a network game sends: bytes on the TCP stream, cut into
// messages by the frame reader, each read as the host's first and second
// handshake message, as the guest's, as a sealed message, and as the game's
// message to a host and to a guest. None may crash; every refusal says why;
// nothing unproven yields a channel; a refused game message changes nothing.

#include "fuzz_check.hpp"
#include "tictactoe/net/frames.hpp"
#include "tictactoe/net/handshake.hpp"
#include "tictactoe/net/net_game.hpp"
#include "tictactoe/records/game_record.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt::net;
    static const auto code = *JoinCode::parse("K7M2QX");
    static const auto key = *CodeKey::make(code, KeyCost::minimal);
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);

    FrameReader reader(kMaxMessageBytes);
    auto messages = reader.feed(bytes);
    if (!messages) {
        TTT_FUZZ_CHECK(!messages.error().message().empty());
        return 0;
    }
    // Whole input as one message too: the readers see every byte string.
    messages->emplace_back(bytes);

    HostHandshake host(key, "1.0");
    GuestHandshake guest(code, "1.0", KeyCost::minimal);
    (void)guest.hello();
    const SecureChannel::Key sendKey{};
    const SecureChannel::Key receiveKey{};
    SecureChannel channel(sendKey, receiveKey);
    ttt::GameSetup setup;
    setup.rules = ttt::Rules::gomokuFreestyle();
    ttt::GameEngine started(setup);
    (void)started.play({7, 7});
    NetGameHost gameHost(started, 1);
    auto gameGuest = NetGameGuest::fromWelcome(gameHost.welcome());
    TTT_FUZZ_CHECK(gameGuest.has_value());
    for (const auto& message : *messages) {
        const auto hostBefore = ttt::recordOf(gameHost.game());
        if (auto read = gameHost.receive(message); !read) {
            TTT_FUZZ_CHECK(ttt::recordOf(gameHost.game()) == hostBefore);
        }
        const auto guestBefore = ttt::recordOf(gameGuest->game());
        if (auto read = gameGuest->receive(message); !read) {
            TTT_FUZZ_CHECK(ttt::recordOf(gameGuest->game()) == guestBefore);
        }
        if (auto challenge = host.challenge(message); !challenge) {
            TTT_FUZZ_CHECK(!challenge.error().text.english().empty());
        }
        auto accepted = host.verify(message);
        // A proof needs the code's key and this handshake's keys: no input has it.
        TTT_FUZZ_CHECK(!accepted);
        TTT_FUZZ_CHECK(!accepted.error().text.english().empty());
        if (auto proof = guest.answer(message); !proof) {
            TTT_FUZZ_CHECK(!proof.error().text.english().empty());
        }
        auto finished = guest.finish(message);
        TTT_FUZZ_CHECK(!finished);
        if (auto opened = channel.open(message); !opened) {
            TTT_FUZZ_CHECK(!opened.error().message().empty());
        }
    }
    return 0;
}
