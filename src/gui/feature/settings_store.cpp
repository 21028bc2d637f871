#include "feature/settings_store.hpp"

#include "app/user_dirs.hpp"
#include "tictactoe/records/player_name.hpp"

#include <algorithm>
#include <memory>
#include <system_error>
#include <wx/fileconf.h>
#include <wx/log.h>

namespace ttt::gui {
namespace {

constexpr std::size_t kMaxNameLength = 40; // as the New game dialog allows

// Reads values and remembers which ones were present but unusable, so that
// the player can be told once which settings went back to their defaults.
class SettingsReader {
public:
    explicit SettingsReader(const wxConfigBase& config) : config_(config) {}

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
    const wxConfigBase& config_;
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
    // 0 none, 1 Renju, 2 Caro; absent in settings from before these rules.
    const auto restriction = reader.has("board/restriction")
                                 ? reader.number("board/restriction", 0, 2)
                                 : std::optional<long>{0};
    if (!unlimited || !k || !overline || !restriction) {
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
    rules.restriction = *restriction == 1   ? Restriction::Renju
                        : *restriction == 2 ? Restriction::Caro
                                            : Restriction::None;
    if (!rules.validate()) {
        reader.noteDamaged("board");
        return std::nullopt;
    }
    return rules;
}

} // namespace

std::filesystem::path settingsFile() {
    return userConfigDir() / "settings.ini";
}

SettingsFile::SettingsFile(const std::filesystem::path& file) : folder_(file.parent_path()) {
    // wxFileConfig skips lines it cannot parse and would log each one; the
    // values are checked when read instead, so the log stays quiet.
    const wxLogNull quiet;
    config_ = std::make_unique<wxFileConfig>("TicTacToe", wxEmptyString, wxFromPath(file),
                                             wxEmptyString, wxCONFIG_USE_LOCAL_FILE);
}

SettingsFile::~SettingsFile() {
    // What is still unwritten (the window's geometry, saved as it closes),
    // which wxFileConfig would otherwise write without making the folder.
    flush();
}

wxConfigBase& SettingsFile::config() {
    return *config_;
}

StoredSettings SettingsFile::read() const {
    StoredSettings settings;
    SettingsReader reader(*config_);
    GameOptions& options = settings.options;
    if (const auto mode = reader.number("game/mode", 0, 2)) {
        options.mode = static_cast<Mode>(*mode);
    }
    if (const auto opening = reader.number("game/opening", 0, 5)) {
        options.opening = static_cast<OpeningRule>(*opening);
    }
    if (const auto text = reader.text("game/clock")) {
        if (const auto clock = parseClock(text->utf8_string())) {
            options.clock = *clock;
        } else {
            reader.noteDamaged("game/clock");
        }
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
                if (const auto title = reader.text("game/engineName"); title && spec->isEngine()) {
                    options.engineTitle = wxString::FromUTF8(cleanPlayerName(title->utf8_string()));
                }
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
    settings.adaptLevel = reader.number("game/adaptLevel", 0, 1).value_or(0) == 1;
    settings.ponder = reader.number("game/ponder", 0, 1).value_or(1) == 1;
    settings.toolbarShown = reader.number("view/toolbar", 0, 1).value_or(0) == 1;
    settings.forbiddenShown = reader.number("view/forbidden", 0, 1).value_or(1) == 1;
    settings.moveNumbers = static_cast<int>(reader.number("view/moveNumbers", 0, 2).value_or(0));
    settings.copyAsPiskvork = reader.number("edit/copyForm", 0, 1).value_or(0) == 1;
    settings.analysisShown = reader.number("view/analysis", 0, 1).value_or(0) == 1;
    settings.analysisLines =
        static_cast<int>(reader.number("view/analysisLines", 1, 5).value_or(3));
    settings.analysisThreads =
        static_cast<int>(reader.number("view/analysisThreads", 0, 64).value_or(0));
    if (const auto engine = reader.text("view/analysisEngine")) {
        settings.analysisEngine = engine->utf8_string();
    }
    settings.soundsOn = reader.number("game/sounds", 0, 1).value_or(0) == 1;
    if (const auto reduce = reader.number("view/reduceMotion", 0, 1)) {
        settings.reduceMotion = *reduce == 1;
    }
    if (const auto text = reader.text("view/language")) {
        if (const auto language = languageFromKey(text->utf8_string())) {
            settings.language = *language;
        } else {
            reader.noteDamaged("view/language");
        }
    }
    for (std::size_t i = 1; i <= kMaxRecentGames; ++i) {
        if (const auto text = reader.text(wxString::Format("files/recent%zu", i))) {
            if (!text->empty()) {
                settings.recentGames.push_back(pathFromWx(*text));
            }
        }
    }
    if (const auto text = reader.text("files/folder")) {
        settings.gameFolder = pathFromWx(*text);
    }
    settings.damaged = reader.damaged();
    return settings;
}

void SettingsFile::write(const StoredSettings& settings) {
    wxConfigBase& config = *config_;
    const GameOptions& options = settings.options;
    config.Write("game/mode", static_cast<long>(options.mode));
    config.Write("game/starts", static_cast<long>(options.starts));
    config.Write("game/opening", static_cast<long>(options.opening));
    config.Write("game/clock", wxString::FromUTF8(formatClock(options.clock)));
    config.Write("game/computer",
                 wxString::FromUTF8(formatPlayerSpec(options.computer, BudgetText::Included)));
    config.DeleteEntry("game/difficulty"); // the older name of the same setting
    if (options.computer.isEngine() && !options.engineTitle.empty()) {
        config.Write("game/engineName", options.engineTitle);
    } else {
        config.DeleteEntry("game/engineName");
    }
    config.Write("players/name1", options.names[0]);
    config.Write("players/name2", options.names[1]);
    config.Write("board/unlimited", options.rules.unlimited ? 1L : 0L);
    if (options.rules.unlimited) {
        config.DeleteEntry("board/width");
        config.DeleteEntry("board/height");
    } else {
        config.Write("board/width", static_cast<long>(options.rules.width));
        config.Write("board/height", static_cast<long>(options.rules.height));
    }
    config.Write("board/k", static_cast<long>(options.rules.k));
    config.Write("board/exact", options.rules.overline == Overline::Exact ? 1L : 0L);
    config.Write("board/moveLimit", static_cast<long>(options.rules.moveLimit));
    config.Write("board/restriction", options.rules.isRenju()  ? 1L
                                      : options.rules.isCaro() ? 2L
                                                               : 0L);
    config.Write("view/theme", wxString::FromUTF8(std::string(themeKey(settings.theme))));
    config.Write("view/moveList", settings.moveListShown ? 1L : 0L);
    config.Write("game/adaptLevel", settings.adaptLevel ? 1L : 0L);
    config.Write("game/ponder", settings.ponder ? 1L : 0L);
    config.Write("view/toolbar", settings.toolbarShown ? 1L : 0L);
    config.Write("view/forbidden", settings.forbiddenShown ? 1L : 0L);
    config.Write("view/moveNumbers", static_cast<long>(settings.moveNumbers));
    config.Write("edit/copyForm", settings.copyAsPiskvork ? 1L : 0L); // 0 moves, 1 Piskvork text
    config.Write("view/analysis", settings.analysisShown ? 1L : 0L);
    config.Write("view/analysisLines", static_cast<long>(settings.analysisLines));
    config.Write("view/analysisThreads", static_cast<long>(settings.analysisThreads));
    config.Write("view/analysisEngine", wxString::FromUTF8(settings.analysisEngine));
    config.Write("game/sounds", settings.soundsOn ? 1L : 0L);
    if (settings.reduceMotion) {
        config.Write("view/reduceMotion", *settings.reduceMotion ? 1L : 0L);
    } else {
        config.DeleteEntry("view/reduceMotion"); // the desktop decides
    }
    config.Write("view/language", wxString::FromUTF8(std::string(languageKey(settings.language))));
    config.DeleteGroup("files");
    const std::size_t recent = std::min(settings.recentGames.size(), kMaxRecentGames);
    for (std::size_t i = 0; i < recent; ++i) {
        config.Write(wxString::Format("files/recent%zu", i + 1),
                     wxFromPath(settings.recentGames[i]));
    }
    if (!settings.gameFolder.empty()) {
        config.Write("files/folder", wxFromPath(settings.gameFolder));
    }
    // Window geometry of older versions; the persistence keys took their place.
    config.DeleteGroup("window");
}

bool SettingsFile::flush() {
    const wxLogNull quiet;
    // wxFileConfig writes a temporary file and renames it over the old one;
    // with nothing changed it writes nothing.
    if (config_->Flush()) {
        return true;
    }
    // The folder is made for the first file written into it, not when the
    // settings are read: a first start has none, and its window is not held up.
    std::error_code error;
    if (!std::filesystem::create_directories(folder_, error)) {
        return false; // it was there: the file itself could not be written
    }
    return config_->Flush();
}

} // namespace ttt::gui
