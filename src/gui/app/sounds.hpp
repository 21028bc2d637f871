#pragma once

// The game's sounds (features.md G11, off by default): a soft click for a move,
// a rising chime when a person wins, a falling tone when the computer beats a
// person and a neutral tone for a draw. Nothing is read from files: each sound
// is made when first needed (not at start-up) as a small WAV image in memory
// (a few sine partials under an attack and decay envelope, 16-bit mono at
// 22,050 Hz). The images are pure data, testable without audio; SoundPlayer
// hands them to wxSound, which plays them without waiting, and a machine
// without a sound device (CI, Xvfb) stays silent.

#include <array>
#include <chrono>
#include <cstdint>
#include <span>
#include <vector>
#include <wx/defs.h>

#if wxUSE_SOUND
#include <wx/sound.h>
#endif

namespace ttt::gui {

enum class SoundCue { Move, Win, Loss, Draw };

inline constexpr std::array<SoundCue, 4> kSoundCues{SoundCue::Move, SoundCue::Win, SoundCue::Loss,
                                                    SoundCue::Draw};
inline constexpr int kSoundSampleRate = 22050;
inline constexpr std::size_t kWavHeaderSize = 44;

// How long a sound lasts (80 to 400 ms).
[[nodiscard]] std::chrono::milliseconds soundLength(SoundCue cue);
// Its samples at kSoundSampleRate, one per 1/22,050 s of soundLength(cue):
// never silent, never clipped, fading to nothing at the end.
[[nodiscard]] std::vector<std::int16_t> soundSamples(SoundCue cue);
// A WAV file image of 16-bit mono PCM samples: the 44-byte RIFF/WAVE header
// ("fmt " and "data" chunks), then the samples, little-endian.
[[nodiscard]] std::vector<std::uint8_t> wavImage(std::span<const std::int16_t> samples,
                                                 int sampleRate);
// wavImage(soundSamples(cue), kSoundSampleRate).
[[nodiscard]] std::vector<std::uint8_t> soundWav(SoundCue cue);

// The sounds, made once when first asked for (about 2 ms, so not at start-up),
// played on request while switched on.
class SoundPlayer {
public:
    SoundPlayer();
    ~SoundPlayer();
    SoundPlayer(const SoundPlayer&) = delete;
    SoundPlayer& operator=(const SoundPlayer&) = delete;

    void setEnabled(bool enabled) { enabled_ = enabled; }
    [[nodiscard]] bool isEnabled() const { return enabled_; }
    // wxSound accepted the sound (false where wxWidgets has no sound support).
    [[nodiscard]] bool isLoaded(SoundCue cue) const;
    // Starts the sound and returns at once. False when sounds are off or the
    // sound could not be started; a machine without a sound device may still
    // say true and play nothing. Never throws, never waits for the sound.
    bool play(SoundCue cue);

private:
#if wxUSE_SOUND
    // The sound of this cue, every sound made the first time one is asked for.
    wxSound& sound(SoundCue cue) const;

    mutable std::array<wxSound, kSoundCues.size()> sounds_;
    mutable bool made_ = false;
#endif
    bool enabled_ = false;
};

} // namespace ttt::gui
