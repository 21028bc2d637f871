#include "settings_store.hpp"

#include "user_dirs.hpp"

#include <algorithm>
#include <memory>
#include <system_error>
#include <wx/display.h>
#include <wx/fileconf.h>
#include <wx/log.h>

namespace ttt::gui {
namespace {

constexpr std::size_t kMaxNameLength = 40; // as the New game dialog allows
constexpr long kMinWindowSide = 200;
constexpr long kMaxWindowSide = 20000;

std::unique_ptr<wxFileConfig> openConfig(const std::filesystem::path& file) {
    return std::make_unique<wxFileConfig>("TicTacToe", wxEmptyString, wxFromPath(file),
                                          wxEmptyString, wxCONFIG_USE_LOCAL_FILE);
}

// Reads values and remembers which ones were present but unusable, so that
// the player can be told once which settings went back to their defaults.
class SettingsReader {
public:
    explicit SettingsReader(const wxFileConfig& config) : config_(config) {}

    // Nothing when the key is missing (quietly) or out of range (noted).
    std::optional<long> number(const wxString& key, long low, long high) {
        if (!config_.HasEntry(key)) {
            return std::nullopt;
        }
        long value = 0;
        if (!config_.Read(key, &value) || value < low || value > high) {
            noteDamaged(key);
            return std::nullopt;
        }
        return value;
    }
    std::optional<wxString> text(const wxString& key) {
        wxString value;
        if (!config_.HasEntry(key) || !config_.Read(key, &value)) {
            return std::nullopt;
        }
        return value;
    }
    [[nodiscard]] bool has(const wxString& key) const { return config_.HasEntry(key); }
    void noteDamaged(const wxString& key) {
        if (damaged_.Index(key) == wxNOT_FOUND) {
            damaged_.Add(key);
        }
    }
    [[nodiscard]] const wxArrayString& damaged() const { return damaged_; }

private:
    const wxFileConfig& config_;
    wxArrayString damaged_;
};

// A computer player the program can still make: a built-in level, or an
// external engine whose file is still there.
bool isUsableComputer(const PlayerSpec& spec) {
    if (!spec.isEngine()) {
        return spec.isComputer();
    }
    std::error_code error;
    return std::filesystem::is_regular_file(pathFromWx(wxString::FromUTF8(spec.engine)), error);
}

// The board: the unlimited field needs no width and height.
std::optional<Rules> readRules(SettingsReader& reader) {
    if (!reader.has("board/unlimited")) {
        return std::nullopt;
    }
    const auto unlimited = reader.number("board/unlimited", 0, 1);
    const auto k = reader.number("board/k", Rules::kMinSide, Rules::kMaxSide);
    const auto overline = reader.number("board/exact", 0, 1);
    const auto moveLimit = reader.number("board/moveLimit", 0, Rules::kMaxMoves);
    if (!unlimited || !k || !overline) {
        reader.noteDamaged("board");
        return std::nullopt;
    }
    Rules rules;
    if (*unlimited == 1) {
        rules = Rules::unlimitedFive();
        rules.moveLimit = static_cast<int>(moveLimit.value_or(0));
    } else {
        const auto width = reader.number("board/width", Rules::kMinSide, Rules::kMaxSide);
        const auto height = reader.number("board/height", Rules::kMinSide, Rules::kMaxSide);
        if (!width || !height) {
            reader.noteDamaged("board");
            return std::nullopt;
        }
        rules = Rules::bounded(static_cast<int>(*width), static_cast<int>(*height), 3);
    }
    rules.k = static_cast<int>(*k);
    rules.overline = *overline == 1 ? Overline::Exact : Overline::Freestyle;
    if (!rules.validate()) {
        reader.noteDamaged("board");
        return std::nullopt;
    }
    return rules;
}

// Only a rectangle whose centre is on a connected screen: a monitor that is
// gone must not leave the window out of sight (that is no damage).
std::optional<wxRect> readWindow(SettingsReader& reader) {
    const auto x = reader.number("window/x", -kMaxWindowSide, kMaxWindowSide);
    const auto y = reader.number("window/y", -kMaxWindowSide, kMaxWindowSide);
    const auto w = reader.number("window/width", kMinWindowSide, kMaxWindowSide);
    const auto h = reader.number("window/height", kMinWindowSide, kMaxWindowSide);
    if (!x || !y || !w || !h) {
        return std::nullopt;
    }
    const wxRect rect(static_cast<int>(*x), static_cast<int>(*y), static_cast<int>(*w),
                      static_cast<int>(*h));
    const int display = wxDisplay::GetFromPoint(rect.GetPosition() + rect.GetSize() / 2);
    if (display == wxNOT_FOUND) {
        return std::nullopt;
    }
    const wxRect screen = wxDisplay(static_cast<unsigned>(display)).GetClientArea();
    if (rect.width > screen.width * 2 || rect.height > screen.height * 2) {
        return std::nullopt;
    }
    return rect;
}

} // namespace

std::filesystem::path settingsFile() {
    return userDataDir() / "settings.ini";
}

StoredSettings loadSettings(const std::filesystem::path& file) {
    StoredSettings settings;
    std::error_code error;
    if (!std::filesystem::exists(file, error)) {
        return settings;
    }
    // wxFileConfig skips lines it cannot parse and would log each one; the
    // values are checked below instead, so the log stays quiet.
    wxLogNull quiet;
    const auto config = openConfig(file);
    SettingsReader reader(*config);
    GameOptions& options = settings.options;
    if (const auto mode = reader.number("game/mode", 0, 2)) {
        options.mode = static_cast<Mode>(*mode);
    }
    if (const auto starts = reader.number("game/starts", 0, 2)) {
        options.starts = static_cast<StartPolicy>(*starts);
    }
    // "game/computer" with its thinking time; older files say "game/difficulty".
    for (const char* key : {"game/computer", "game/difficulty"}) {
        if (const auto text = reader.text(key)) {
            const auto spec = parsePlayerSpec(text->utf8_string());
            if (spec && isUsableComputer(*spec)) {
                options.computer = *spec;
            } else {
                // An engine program that was removed is no damage, but worth a word.
                reader.noteDamaged(key);
            }
            break;
        }
    }
    for (std::size_t i = 0; i < options.names.size(); ++i) {
        if (const auto text = reader.text(wxString::Format("players/name%zu", i + 1))) {
            options.names.at(i) = text->Left(kMaxNameLength).Strip(wxString::both);
        }
    }
    if (const auto rules = readRules(reader)) {
        options.rules = *rules;
    }
    if (const auto text = reader.text("view/theme")) {
        if (const auto theme = themeFromKey(text->utf8_string())) {
            settings.theme = *theme;
        } else {
            reader.noteDamaged("view/theme");
        }
    }
    settings.moveListShown = reader.number("view/moveList", 0, 1).value_or(0) == 1;
    settings.window = readWindow(reader);
    settings.maximized = reader.number("window/maximized", 0, 1).value_or(0) == 1;
    settings.damaged = reader.damaged();
    return settings;
}

bool saveSettings(const std::filesystem::path& file, const StoredSettings& settings) {
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    wxLogNull quiet;
    const auto config = openConfig(file);
    const GameOptions& options = settings.options;
    config->Write("game/mode", static_cast<long>(options.mode));
    config->Write("game/starts", static_cast<long>(options.starts));
    config->Write("game/computer",
                  wxString::FromUTF8(formatPlayerSpec(options.computer, BudgetText::Included)));
    config->DeleteEntry("game/difficulty"); // the older name of the same setting
    config->Write("players/name1", options.names[0]);
    config->Write("players/name2", options.names[1]);
    config->Write("board/unlimited", options.rules.unlimited ? 1L : 0L);
    if (options.rules.unlimited) {
        config->DeleteEntry("board/width");
        config->DeleteEntry("board/height");
    } else {
        config->Write("board/width", static_cast<long>(options.rules.width));
        config->Write("board/height", static_cast<long>(options.rules.height));
    }
    config->Write("board/k", static_cast<long>(options.rules.k));
    config->Write("board/exact", options.rules.overline == Overline::Exact ? 1L : 0L);
    config->Write("board/moveLimit", static_cast<long>(options.rules.moveLimit));
    config->Write("view/theme", wxString::FromUTF8(std::string(themeKey(settings.theme))));
    config->Write("view/moveList", settings.moveListShown ? 1L : 0L);
    if (settings.window) {
        config->Write("window/x", static_cast<long>(settings.window->x));
        config->Write("window/y", static_cast<long>(settings.window->y));
        config->Write("window/width", static_cast<long>(settings.window->width));
        config->Write("window/height", static_cast<long>(settings.window->height));
    }
    config->Write("window/maximized", settings.maximized ? 1L : 0L);
    // wxFileConfig writes a temporary file and renames it over the old one.
    return config->Flush();
}

} // namespace ttt::gui
