#include "sodium_init.hpp"

#include <sodium.h>
#include <stdexcept>

namespace ttt::net {

void ensureSodium() {
    static const bool ready = sodium_init() >= 0;
    if (!ready) {
        throw std::runtime_error("libsodium could not be initialised");
    }
}

} // namespace ttt::net
