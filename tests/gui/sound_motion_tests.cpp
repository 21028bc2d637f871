// The sounds and the animation of a new mark (features.md G11): the WAV images
// made in memory, a player that never waits for a sound device, which game
// events sound, the newest mark growing in after a live move only, and both
// choices of Settings ▸ Preferences kept across a restart.

#include "app/desktop_motion.hpp"
#include "app/sounds.hpp"
#include "board/board_panel.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "feature/settings_store.hpp"
#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "records_test_support.hpp"
#include "replay/replay_commands.hpp"
#include "tictactoe/records/game_record.hpp"
#include "window/game_sounds.hpp"
#include "window/view_commands.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include <wx/checkbox.h>

#if defined(__WXGTK__)
#include <dlfcn.h>
#endif

using namespace std::chrono_literals;
using ttt::GameEvent;
using ttt::Point;
using namespace ttt::gui;

namespace {

std::uint32_t readLittleEndian(const std::vector<std::uint8_t>& bytes, std::size_t at, int size) {
    std::uint32_t value = 0;
    for (int i = size - 1; i >= 0; --i) {
        value = (value << 8) | bytes.at(at + static_cast<std::size_t>(i));
    }
    return value;
}

std::string tagAt(const std::vector<std::uint8_t>& bytes, std::size_t at) {
    return {bytes.begin() + static_cast<std::ptrdiff_t>(at),
            bytes.begin() + static_cast<std::ptrdiff_t>(at + 4)};
}

// The pitch of a stretch of samples (Hz), from how often the signal crosses zero.
double pitch(const std::vector<std::int16_t>& samples, double fromSeconds, double toSeconds) {
    const auto first = static_cast<std::size_t>(fromSeconds * kSoundSampleRate);
    const auto last =
        std::min(samples.size(), static_cast<std::size_t>(toSeconds * kSoundSampleRate));
    int crossings = 0;
    for (std::size_t i = first + 1; i < last; ++i) {
        crossings += (samples[i - 1] < 0) != (samples[i] < 0) ? 1 : 0;
    }
    return crossings / 2.0 / (toSeconds - fromSeconds);
}

// Hears what the board did at each move, right when the move happens (a
// later look could come after the animation under a loaded machine).
class MoveWatcher final : public ControllerListener {
public:
    MoveWatcher(GameController& controller, BoardPanel& board)
        : controller_(controller), board_(board) {
        controller_.addListener(this);
    }
    ~MoveWatcher() override { controller_.removeListener(this); }
    MoveWatcher(const MoveWatcher&) = delete;
    MoveWatcher& operator=(const MoveWatcher&) = delete;

    // The cell animated right after each move or redone move, in order.
    std::vector<std::optional<Point>> appearing;

private:
    void onGameChanged(GameEvent event) override {
        if (event == GameEvent::MovePlayed || event == GameEvent::MoveRedone) {
            appearing.push_back(board_.appearingCell());
        }
    }
    void onThinkingChanged(bool /*thinking*/) override {}
    void onComputerProblem(const wxString& /*message*/) override {}

    GameController& controller_;
    BoardPanel& board_;
};

// Closes the window the way the player does and waits until it is gone.
void closeWindow(test::WindowFixture& window) {
    window.frame().Close();
    REQUIRE(test::pumpUntil([&window] { return !window.alive(); }, 5s));
}

#if defined(__WXGTK__)
// Sets GTK's gtk-enable-animations for a while, as a desktop's "reduce
// animation" does, and puts it back.
class GtkAnimations {
    using GetSettings = void* (*)();
    using Property = void (*)(void* object, const char* firstProperty, ...);

public:
    explicit GtkAnimations(bool enabled) {
        const auto getSettings =
            reinterpret_cast<GetSettings>(dlsym(RTLD_DEFAULT, "gtk_settings_get_default"));
        get_ = reinterpret_cast<Property>(dlsym(RTLD_DEFAULT, "g_object_get"));
        set_ = reinterpret_cast<Property>(dlsym(RTLD_DEFAULT, "g_object_set"));
        settings_ = getSettings != nullptr ? getSettings() : nullptr;
        if (settings_ != nullptr && get_ != nullptr && set_ != nullptr) {
            get_(settings_, "gtk-enable-animations", &before_, nullptr);
            set_(settings_, "gtk-enable-animations", enabled ? 1 : 0, nullptr);
        }
    }
    ~GtkAnimations() {
        if (usable()) {
            set_(settings_, "gtk-enable-animations", before_, nullptr);
        }
    }
    GtkAnimations(const GtkAnimations&) = delete;
    GtkAnimations& operator=(const GtkAnimations&) = delete;
    [[nodiscard]] bool usable() const {
        return settings_ != nullptr && get_ != nullptr && set_ != nullptr;
    }

private:
    void* settings_ = nullptr;
    Property get_ = nullptr;
    Property set_ = nullptr;
    int before_ = 1;
};
#endif

} // namespace

TEST_CASE("Each sound is a valid 16-bit mono WAV image of its stated length", "[sound]") {
    for (const SoundCue cue : kSoundCues) {
        INFO("sound " << static_cast<int>(cue));
        const auto length = soundLength(cue);
        CHECK(length >= 80ms);
        CHECK(length <= 400ms);
        const std::vector<std::int16_t> samples = soundSamples(cue);
        const auto expected = static_cast<std::size_t>(kSoundSampleRate * length.count() / 1000);
        CHECK(samples.size() == expected);

        const std::vector<std::uint8_t> wav = soundWav(cue);
        REQUIRE(wav.size() == kWavHeaderSize + 2 * samples.size());
        CHECK(tagAt(wav, 0) == "RIFF");
        CHECK(readLittleEndian(wav, 4, 4) == wav.size() - 8);
        CHECK(tagAt(wav, 8) == "WAVE");
        CHECK(tagAt(wav, 12) == "fmt ");
        CHECK(readLittleEndian(wav, 16, 4) == 16); // a PCM format chunk
        CHECK(readLittleEndian(wav, 20, 2) == 1);  // PCM
        CHECK(readLittleEndian(wav, 22, 2) == 1);  // mono
        CHECK(readLittleEndian(wav, 24, 4) == 22050);
        CHECK(readLittleEndian(wav, 28, 4) == 22050 * 2); // bytes per second
        CHECK(readLittleEndian(wav, 32, 2) == 2);         // bytes per frame
        CHECK(readLittleEndian(wav, 34, 2) == 16);        // bits per sample
        CHECK(tagAt(wav, 36) == "data");
        CHECK(readLittleEndian(wav, 40, 4) == 2 * samples.size());
        // The samples follow the header unchanged, little-endian.
        bool same = true;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            same = same && static_cast<std::int16_t>(
                               readLittleEndian(wav, kWavHeaderSize + 2 * i, 2)) == samples[i];
        }
        CHECK(same);

        // Audible, never clipped, and fading out instead of ending in a click.
        int peak = 0;
        double energy = 0;
        for (const std::int16_t sample : samples) {
            peak = std::max(peak, std::abs(static_cast<int>(sample)));
            energy += static_cast<double>(sample) * sample;
        }
        const double rms = std::sqrt(energy / static_cast<double>(samples.size()));
        CHECK(peak > 8000);
        CHECK(peak < 32000);
        CHECK(rms > 1000);
        CHECK(std::abs(static_cast<int>(samples.back())) < 500);
    }
    // Four different sounds: the chime rises, the loss falls, the draw stays.
    const std::vector<std::int16_t> win = soundSamples(SoundCue::Win);
    CHECK(pitch(win, 0.30, 0.34) > 1.5 * pitch(win, 0.0, 0.06));
    const std::vector<std::int16_t> loss = soundSamples(SoundCue::Loss);
    CHECK(pitch(loss, 0.32, 0.38) < 0.8 * pitch(loss, 0.0, 0.10));
    const std::vector<std::int16_t> draw = soundSamples(SoundCue::Draw);
    CHECK(pitch(draw, 0.18, 0.24) == Approx(pitch(draw, 0.02, 0.08)).epsilon(0.1));
    CHECK(soundSamples(SoundCue::Move) != draw);
}

TEST_CASE("The sound player plays without a sound device and never waits", "[sound]") {
    SoundPlayer player;
#if wxUSE_SOUND
    for (const SoundCue cue : kSoundCues) {
        CHECK(player.isLoaded(cue)); // wxSound accepted the image
    }
#endif
    CHECK_FALSE(player.isEnabled()); // off by default
    CHECK_FALSE(player.play(SoundCue::Win));
    player.setEnabled(true);
    // Three times every sound: over 3 s if each were waited for.
    const auto start = std::chrono::steady_clock::now();
    for (int round = 0; round < 3; ++round) {
        for (const SoundCue cue : kSoundCues) {
            CHECK_NOTHROW(player.play(cue));
        }
    }
    CHECK(std::chrono::steady_clock::now() - start < 1500ms);
    test::pumpFor(50ms);
}

TEST_CASE("Which game events sound", "[sound]") {
    // Alice against the computer: O takes the right column.
    ttt::GameEngine game(test::humanVsComputer(ttt::BotLevel::Medium).toSetup());
    const auto play = [&game](Point p) { REQUIRE(game.play(p)); };
    play({0, 0});
    CHECK(soundFor(game, GameEvent::MovePlayed) == SoundCue::Move);
    CHECK_FALSE(soundFor(game, GameEvent::MoveUndone));
    CHECK_FALSE(soundFor(game, GameEvent::RoundStarted));
    for (const Point p : {Point{2, 0}, Point{0, 1}, Point{2, 1}, Point{1, 1}, Point{2, 2}}) {
        play(p);
    }
    REQUIRE(game.isRoundOver());
    CHECK_FALSE(soundFor(game, GameEvent::MovePlayed)); // the result sounds instead
    CHECK(soundFor(game, GameEvent::RoundEnded) == SoundCue::Loss);

    // The same moves between two people: a win for Bob.
    ttt::GameEngine people(test::humanVsHuman().toSetup());
    for (const Point p :
         {Point{0, 0}, Point{2, 0}, Point{0, 1}, Point{2, 1}, Point{1, 1}, Point{2, 2}}) {
        REQUIRE(people.play(p));
    }
    CHECK(soundFor(people, GameEvent::RoundEnded) == SoundCue::Win);
}

TEST_CASE("Moves and results sound only when played live with sounds on", "[sound]") {
    test::WindowFixture window(test::humanVsHuman());
    MainFrame& frame = window.frame();
    GameSounds& sounds = frame.sounds();
    REQUIRE_FALSE(frame.preferences().sounds); // off by default
    REQUIRE(frame.controller().playHuman({1, 1}));
    CHECK(sounds.soundsPlayed() == 0);

    Preferences chosen = frame.preferences();
    chosen.sounds = true;
    frame.applyPreferences(chosen);
    CHECK(sounds.isEnabled());
    frame.restartRound();
    CHECK(sounds.soundsPlayed() == 0);
    REQUIRE(frame.controller().playHuman({0, 0}));
    CHECK(sounds.soundsPlayed() == 1);
    CHECK(sounds.lastSound() == SoundCue::Move);
    for (const Point p : {Point{0, 1}, Point{1, 0}, Point{1, 1}}) {
        REQUIRE(frame.controller().playHuman(p));
    }
    CHECK(sounds.soundsPlayed() == 4);
    REQUIRE(frame.controller().playHuman({2, 0})); // Alice wins: the chime, no click
    CHECK(sounds.soundsPlayed() == 5);
    CHECK(sounds.lastSound() == SoundCue::Win);

    // Undo and redo, a restored game, a replay and a new round are silent.
    REQUIRE(frame.moves().undo());
    REQUIRE(frame.moves().redo());
    REQUIRE(window.game().isRoundOver());
    const ttt::GameRecord record = ttt::recordOf(window.game());
    REQUIRE(frame.controller().restore(record));
    frame.loadPosition(test::humanVsHuman(), {{1, 1}, {0, 0}}, ttt::Score{});
    frame.loadPosition(test::humanVsHuman(), {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}},
                       ttt::Score{});
    frame.replay().setReplayPace(ReplayPace::Fast);
    REQUIRE(frame.replay().replayGame());
    test::pumpUntil([&frame] { return !frame.replay().replay().isActive(); }, 5s);
    frame.restartRound();
    CHECK(sounds.soundsPlayed() == 5);

    // Off again: nothing.
    chosen.sounds = false;
    frame.applyPreferences(chosen);
    REQUIRE(frame.controller().playHuman({2, 2}));
    CHECK(sounds.soundsPlayed() == 5);
}

TEST_CASE("The computer's win over a person sounds as a loss", "[sound]") {
    test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Medium));
    GameSounds& sounds = window.frame().sounds();
    sounds.setEnabled(true);
    // Alice (X) has no line; the computer (O) completes the top row at (2, 0)
    // with its next move, which every level takes. The moves set up are silent.
    window.frame().loadPosition(test::humanVsComputer(ttt::BotLevel::Medium),
                                {{0, 1}, {0, 0}, {2, 2}, {1, 0}, {1, 2}}, ttt::Score{});
    REQUIRE(window.game().history().size() == 5);
    REQUIRE(window.game().toMove() == ttt::Mark::O);
    REQUIRE(window.game().playerToMove().isComputer());
    CHECK(sounds.soundsPlayed() == 0);

    REQUIRE(test::pumpUntil([&] { return window.game().isRoundOver(); }, 5s));
    const ttt::GameEngine& game = window.game();
    CHECK(game.result().outcome == ttt::Outcome::Won);
    CHECK(game.result().winner == ttt::Mark::O);
    CHECK(game.board().at({2, 0}) == ttt::Mark::O);
    // The winning move sounds the loss, not a click.
    CHECK(sounds.soundsPlayed() == 1);
    CHECK(sounds.lastSound() == SoundCue::Loss);
}

TEST_CASE("A mark played live grows in for a moment, then the animation stops", "[motion]") {
    test::WindowFixture window(test::humanVsHuman());
    BoardPanel& board = window.frame().board();
    board.setReduceMotion(false);
    CHECK_FALSE(board.appearingCell());
    const auto start = std::chrono::steady_clock::now();
    REQUIRE(window.frame().controller().playHuman({1, 1}));
    REQUIRE(board.appearingCell() == Point{1, 1});
    // Each frame repaints that cell only.
    const wxRect area = board.appearingRect();
    CHECK(area.Contains(board.cellCentre({1, 1})));
    CHECK_FALSE(area.Contains(board.cellCentre({0, 0})));
    CHECK_FALSE(area.Contains(board.cellCentre({2, 2})));
    CHECK(area.width <= static_cast<int>(board.cellSize() * 1.5));
    // It takes about 150 ms; a loaded machine may take longer, never shorter.
    REQUIRE(test::pumpUntil([&board] { return !board.appearingCell(); }, 3s));
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK(took >= BoardPanel::kAppearTime);
    CHECK(board.appearingRect().IsEmpty());

    // The other player's move too; the computer's in the next test.
    MoveWatcher watcher(window.frame().controller(), board);
    REQUIRE(window.frame().controller().playHuman({0, 0}));
    REQUIRE(watcher.appearing.size() == 1);
    CHECK(watcher.appearing[0] == Point{0, 0});
}

TEST_CASE("The computer's move grows in as well", "[motion]") {
    test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Medium));
    BoardPanel& board = window.frame().board();
    board.setReduceMotion(false);
    MoveWatcher watcher(window.frame().controller(), board);
    REQUIRE(window.frame().controller().playHuman({1, 1}));
    REQUIRE(test::pumpUntil([&window] { return window.game().history().size() == 2; }, 5s));
    REQUIRE(watcher.appearing.size() == 2);
    CHECK(watcher.appearing[1] == window.game().history().back().point);
}

TEST_CASE("Undo, redo, restore, replay and a new round show marks without animation", "[motion]") {
    test::WindowFixture window(test::humanVsHuman());
    MainFrame& frame = window.frame();
    BoardPanel& board = frame.board();
    board.setReduceMotion(false);
    REQUIRE(frame.controller().playHuman({0, 0}));
    REQUIRE(frame.controller().playHuman({1, 1}));
    REQUIRE(board.appearingCell() == Point{1, 1});
    // Undo while the mark appears: the animation goes with it.
    REQUIRE(frame.moves().undo());
    CHECK_FALSE(board.appearingCell());
    MoveWatcher watcher(frame.controller(), board);
    REQUIRE(frame.moves().redo());
    REQUIRE(watcher.appearing.size() == 1);
    CHECK_FALSE(watcher.appearing[0]);
    CHECK_FALSE(board.appearingCell());

    frame.loadPosition(test::humanVsHuman(), {{1, 1}, {0, 0}, {2, 2}}, ttt::Score{});
    CHECK_FALSE(board.appearingCell());
    const ttt::GameRecord record = ttt::recordOf(window.game());
    REQUIRE(frame.controller().restore(record));
    CHECK_FALSE(board.appearingCell());

    frame.replay().setReplayPace(ReplayPace::Fast);
    REQUIRE(frame.replay().replayGame());
    bool animated = false;
    test::pumpUntil(
        [&] {
            animated = animated || board.appearingCell().has_value();
            return !frame.replay().replay().isActive();
        },
        5s);
    CHECK_FALSE(animated);

    REQUIRE(frame.controller().playHuman({0, 2}));
    REQUIRE(board.appearingCell() == Point{0, 2});
    frame.restartRound(); // the test's confirmation says yes
    CHECK_FALSE(board.appearingCell());
}

TEST_CASE("Reduce motion: no animation at all", "[motion]") {
    test::WindowFixture window(test::humanVsHuman());
    MainFrame& frame = window.frame();
    BoardPanel& board = frame.board();
    board.setReduceMotion(false);
    REQUIRE(frame.controller().playHuman({0, 0}));
    REQUIRE(board.appearingCell());
    // Chosen while a mark appears: it is drawn whole at once.
    Preferences chosen = frame.preferences();
    chosen.reduceMotion = true;
    frame.applyPreferences(chosen);
    CHECK(board.reducesMotion());
    CHECK(frame.viewCommands().reducesMotion());
    CHECK_FALSE(board.appearingCell());
    MoveWatcher watcher(frame.controller(), board);
    REQUIRE(frame.controller().playHuman({1, 1}));
    REQUIRE(frame.controller().playHuman({2, 2}));
    CHECK(watcher.appearing == std::vector<std::optional<Point>>{std::nullopt, std::nullopt});
    // The hint's pulse is no animation of a move: it stays.
    board.flashHint({2, 0});
    CHECK(board.hint() == Point{2, 0});
}

TEST_CASE("Reduce motion follows the desktop until the player chooses", "[motion]") {
#if defined(__WXGTK__)
    GtkAnimations off(false);
    REQUIRE(off.usable());
    CHECK(desktopAsksForLessMotion());
    {
        test::WindowFixture window(test::humanVsHuman());
        CHECK(window.frame().board().reducesMotion());
        CHECK(window.frame().preferences().reduceMotion);
    }
    GtkAnimations on(true);
    CHECK_FALSE(desktopAsksForLessMotion());
    test::WindowFixture window(test::humanVsHuman());
    CHECK_FALSE(window.frame().board().reducesMotion());
#else
    test::WindowFixture window(test::humanVsHuman());
    CHECK(window.frame().board().reducesMotion() == desktopAsksForLessMotion());
#endif
}

TEST_CASE("Preferences offer sounds and reduce motion", "[dialog]") {
    test::WindowFixture window(test::humanVsHuman());
    MainFrame& frame = window.frame();
    const Preferences before = frame.preferences();
    PreferencesDialog dialog(&frame, before);
    CHECK(dialog.preferences() == before);
    const auto checkBox = [&dialog](const char* name) {
        auto* control = dynamic_cast<wxCheckBox*>(wxWindow::FindWindowByName(name, &dialog));
        REQUIRE(control != nullptr);
        return control;
    };
    CHECK(checkBox("sounds")->GetValue() == before.sounds);
    CHECK(checkBox("reduceMotion")->GetValue() == before.reduceMotion);
    checkBox("sounds")->SetValue(!before.sounds);
    checkBox("reduceMotion")->SetValue(!before.reduceMotion);
    const Preferences chosen = dialog.preferences();
    CHECK(chosen.sounds == !before.sounds);
    CHECK(chosen.reduceMotion == !before.reduceMotion);
    CHECK(chosen.theme == before.theme);
    frame.applyPreferences(chosen);
    CHECK(frame.preferences() == chosen);
    CHECK(frame.sounds().isEnabled() == chosen.sounds);
    CHECK(frame.board().reducesMotion() == chosen.reduceMotion);
}

TEST_CASE("Sounds and reduce motion survive a restart", "[files]") {
    test::TemporaryDataDir dir;
    const bool desktop = desktopAsksForLessMotion();
    {
        // Unchanged, reduce motion stays the desktop's to decide.
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        CHECK_FALSE(window.frame().preferences().sounds);
        CHECK(window.frame().preferences().reduceMotion == desktop);
        closeWindow(window);
    }
    StoredSettings stored = test::loadSettings(settingsFile());
    CHECK_FALSE(stored.soundsOn);
    CHECK_FALSE(stored.reduceMotion.has_value());
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        Preferences chosen = window.frame().preferences();
        chosen.sounds = true;
        chosen.reduceMotion = !desktop;
        window.frame().applyPreferences(chosen);
        closeWindow(window);
    }
    stored = test::loadSettings(settingsFile());
    CHECK(stored.soundsOn);
    CHECK(stored.reduceMotion == std::optional<bool>(!desktop));
    {
        test::WindowFixture again(test::humanVsHuman());
        again.frame().startSession();
        CHECK(again.frame().preferences().sounds);
        CHECK(again.frame().sounds().isEnabled());
        CHECK(again.frame().preferences().reduceMotion == !desktop);
        CHECK(again.frame().board().reducesMotion() == !desktop);
        Preferences chosen = again.frame().preferences();
        chosen.sounds = false;
        chosen.reduceMotion = desktop; // now the player's choice too
        again.frame().applyPreferences(chosen);
        closeWindow(again);
    }
    stored = test::loadSettings(settingsFile());
    CHECK_FALSE(stored.soundsOn);
    CHECK(stored.reduceMotion == std::optional<bool>(desktop));
    test::WindowFixture third(test::humanVsHuman());
    third.frame().startSession();
    CHECK_FALSE(third.frame().sounds().isEnabled());
    CHECK(third.frame().board().reducesMotion() == desktop);
}
