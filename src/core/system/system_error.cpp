#include "tictactoe/core/system_error.hpp"

#include <cerrno>
#include <system_error>

#ifdef _WIN32
#include "../windows_api.hpp"

#include <memory>
#endif

namespace ttt {

std::string systemErrorText(unsigned long code) {
#ifdef _WIN32
    // FormatMessage, because MinGW's std::system_category() knows errno values only.
    wchar_t* buffer = nullptr;
    const DWORD length = FormatMessageW(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, static_cast<DWORD>(code), MAKELANGID(LANG_ENGLISH, SUBLANG_DEFAULT),
        reinterpret_cast<LPWSTR>(&buffer), 0, nullptr);
    const std::unique_ptr<wchar_t, decltype(&LocalFree)> owned(buffer, &LocalFree);
    std::string text;
    if (length > 0 && buffer != nullptr) {
        const int bytes = WideCharToMultiByte(CP_UTF8, 0, buffer, static_cast<int>(length), nullptr,
                                              0, nullptr, nullptr);
        text.resize(static_cast<std::size_t>(bytes));
        WideCharToMultiByte(CP_UTF8, 0, buffer, static_cast<int>(length), text.data(), bytes,
                            nullptr, nullptr);
    } else {
        text = "error " + std::to_string(code);
    }
#else
    std::string text = std::system_category().message(static_cast<int>(code));
#endif
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == '.' ||
                             text.back() == ' ')) {
        text.pop_back();
    }
    return text;
}

std::string lastSystemError() {
#ifdef _WIN32
    return systemErrorText(GetLastError());
#else
    return systemErrorText(static_cast<unsigned long>(errno));
#endif
}

} // namespace ttt
