#include "tictactoe/net/link.hpp"

#include <algorithm>
#include <asio.hpp>
#include <optional>
#include <string>
#include <vector>

#ifdef _WIN32
#include <iphlpapi.h>
#include <vector>
#else
#include <ifaddrs.h>
#include <netinet/in.h>
#endif

namespace ttt::net {

namespace {

// An address a person on another computer could type: not loopback, not
// unspecified; IPv6 link-local ones need their interface and are left out.
std::optional<std::string> typable(const sockaddr* address) {
    if (address == nullptr) {
        return std::nullopt;
    }
    asio::ip::address ip;
    if (address->sa_family == AF_INET) {
        const auto* v4 = reinterpret_cast<const sockaddr_in*>(address);
        asio::ip::address_v4::bytes_type bytes{};
        std::copy_n(reinterpret_cast<const unsigned char*>(&v4->sin_addr), bytes.size(),
                    bytes.begin());
        ip = asio::ip::address_v4(bytes);
    } else if (address->sa_family == AF_INET6) {
        const auto* v6 = reinterpret_cast<const sockaddr_in6*>(address);
        asio::ip::address_v6::bytes_type bytes{};
        std::copy_n(reinterpret_cast<const unsigned char*>(&v6->sin6_addr), bytes.size(),
                    bytes.begin());
        const asio::ip::address_v6 v6address(bytes);
        if (v6address.is_link_local()) {
            return std::nullopt;
        }
        ip = v6address;
    } else {
        return std::nullopt;
    }
    if (ip.is_loopback() || ip.is_unspecified() || ip.is_multicast()) {
        return std::nullopt;
    }
    return ip.to_string();
}

} // namespace

std::vector<std::string> machineAddresses() {
    std::vector<std::string> found;
#ifdef _WIN32
    ULONG size = 16 * 1024;
    std::vector<unsigned char> buffer(size);
    auto* list = reinterpret_cast<IP_ADAPTER_ADDRESSES*>(buffer.data());
    if (GetAdaptersAddresses(AF_UNSPEC, GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST, nullptr,
                             list, &size) == ERROR_BUFFER_OVERFLOW) {
        buffer.resize(size);
        list = reinterpret_cast<IP_ADAPTER_ADDRESSES*>(buffer.data());
        if (GetAdaptersAddresses(AF_UNSPEC, GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST,
                                 nullptr, list, &size) != NO_ERROR) {
            return found;
        }
    }
    for (auto* adapter = list; adapter != nullptr; adapter = adapter->Next) {
        if (adapter->OperStatus != IfOperStatusUp) {
            continue;
        }
        for (auto* unicast = adapter->FirstUnicastAddress; unicast != nullptr;
             unicast = unicast->Next) {
            if (auto text = typable(unicast->Address.lpSockaddr)) {
                found.push_back(std::move(*text));
            }
        }
    }
#else
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) {
        return found;
    }
    for (const ifaddrs* item = list; item != nullptr; item = item->ifa_next) {
        if (auto text = typable(item->ifa_addr)) {
            found.push_back(std::move(*text));
        }
    }
    freeifaddrs(list);
#endif
    // IPv4 first (the shorter to type), each once.
    std::stable_partition(found.begin(), found.end(), [](const std::string& text) {
        return text.find(':') == std::string::npos;
    });
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
}

} // namespace ttt::net
