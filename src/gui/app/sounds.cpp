#include "app/sounds.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numbers>
#include <wx/log.h>

namespace ttt::gui {
namespace {

// One overtone of a note: a multiple of its frequency and its loudness.
struct Partial {
    double multiple;
    double gain;
};

// A note of a sound: when it starts and how long it sounds (seconds), its
// frequency gliding from `from` to `to` (Hz), and its loudness.
struct Note {
    double start;
    double length;
    double from;
    double to;
    double gain;
};

struct Voice {
    std::vector<Note> notes;
    std::vector<Partial> partials;
    double attack; // seconds to full loudness
    double decay;  // seconds to fall to 1/e after the attack
};

constexpr double kRelease = 0.012; // seconds of fade at a note's end: no click
constexpr double kPeak = 0.55;     // of full scale: loud enough, far from clipping

// Equal-tempered pitches (Hz).
constexpr double kG4 = 392.00;
constexpr double kA4 = 440.00;
constexpr double kC5 = 523.25;
constexpr double kE5 = 659.25;
constexpr double kG5 = 783.99;
constexpr double kC6 = 1046.50;
constexpr double kEflat4 = 311.13;
constexpr double kC4 = 261.63;
constexpr double kB3 = 246.94;

Voice voiceOf(SoundCue cue) {
    switch (cue) {
    case SoundCue::Move: // a soft wooden "tock": short, dull, quickly gone
        return {{{0.0, 0.080, 940.0, 760.0, 1.0}},
                {{1.0, 1.0}, {2.0, 0.22}, {3.0, 0.06}},
                0.002,
                0.020};
    case SoundCue::Win: // C E G C rising, each bell ringing on
        return {{{0.00, 0.36, kC5, kC5, 0.70},
                 {0.08, 0.28, kE5, kE5, 0.75},
                 {0.16, 0.20, kG5, kG5, 0.80},
                 {0.24, 0.12, kC6, kC6, 0.90}},
                {{1.0, 1.0}, {2.0, 0.30}, {3.0, 0.10}},
                0.004,
                0.110};
    case SoundCue::Loss: // G Eb C falling, the last one sagging
        return {{{0.00, 0.14, kG4, kG4, 0.85},
                 {0.13, 0.14, kEflat4, kEflat4, 0.85},
                 {0.26, 0.14, kC4, kB3, 0.90}},
                {{1.0, 1.0}, {2.0, 0.18}},
                0.010,
                0.150};
    case SoundCue::Draw: // the same note twice, neither up nor down
        return {{{0.00, 0.13, kA4, kA4, 0.80}, {0.13, 0.13, kA4, kA4, 0.80}},
                {{1.0, 1.0}, {2.0, 0.25}},
                0.006,
                0.080};
    }
    return {};
}

void addNote(std::vector<double>& out, const Voice& voice, const Note& note) {
    const double rate = kSoundSampleRate;
    const auto first = static_cast<std::size_t>(std::lround(note.start * rate));
    const auto count = static_cast<std::size_t>(std::lround(note.length * rate));
    double phase = 0.0; // radians of the fundamental, so that a glide stays smooth
    for (std::size_t i = 0; i < count && first + i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double envelope =
            (t < voice.attack ? t / voice.attack : std::exp(-(t - voice.attack) / voice.decay)) *
            std::clamp((note.length - t) / kRelease, 0.0, 1.0);
        double value = 0.0;
        for (const Partial& partial : voice.partials) {
            value += partial.gain * std::sin(partial.multiple * phase);
        }
        out[first + i] += note.gain * envelope * value;
        const double frequency = note.from * std::pow(note.to / note.from, t / note.length);
        phase += 2 * std::numbers::pi * frequency / rate;
    }
}

void putLittleEndian(std::vector<std::uint8_t>& out, std::uint32_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) {
        out.push_back(static_cast<std::uint8_t>((value >> (8 * i)) & 0xFFu));
    }
}

void putTag(std::vector<std::uint8_t>& out, const char (&tag)[5]) {
    out.insert(out.end(), tag, tag + 4);
}

} // namespace

std::chrono::milliseconds soundLength(SoundCue cue) {
    switch (cue) {
    case SoundCue::Move:
        return std::chrono::milliseconds(80);
    case SoundCue::Win:
        return std::chrono::milliseconds(360);
    case SoundCue::Loss:
        return std::chrono::milliseconds(400);
    case SoundCue::Draw:
        return std::chrono::milliseconds(260);
    }
    return std::chrono::milliseconds(0);
}

std::vector<std::int16_t> soundSamples(SoundCue cue) {
    const auto count = static_cast<std::size_t>(kSoundSampleRate * soundLength(cue).count() / 1000);
    std::vector<double> mixed(count, 0.0);
    const Voice voice = voiceOf(cue);
    for (const Note& note : voice.notes) {
        addNote(mixed, voice, note);
    }
    double peak = 0.0;
    for (const double value : mixed) {
        peak = std::max(peak, std::abs(value));
    }
    const double scale = peak > 0 ? kPeak * 32767.0 / peak : 0.0;
    std::vector<std::int16_t> samples;
    samples.reserve(count);
    for (const double value : mixed) {
        samples.push_back(static_cast<std::int16_t>(std::lround(value * scale)));
    }
    return samples;
}

std::vector<std::uint8_t> wavImage(std::span<const std::int16_t> samples, int sampleRate) {
    constexpr std::uint32_t kChannels = 1;
    constexpr std::uint32_t kBytesPerSample = 2;
    const auto dataBytes = static_cast<std::uint32_t>(samples.size() * kBytesPerSample);
    const auto rate = static_cast<std::uint32_t>(sampleRate);
    std::vector<std::uint8_t> out;
    out.reserve(kWavHeaderSize + dataBytes);
    putTag(out, "RIFF");
    putLittleEndian(out, static_cast<std::uint32_t>(kWavHeaderSize) - 8 + dataBytes, 4);
    putTag(out, "WAVE");
    putTag(out, "fmt ");
    putLittleEndian(out, 16, 4); // the size of a PCM format chunk
    putLittleEndian(out, 1, 2);  // PCM
    putLittleEndian(out, kChannels, 2);
    putLittleEndian(out, rate, 4);
    putLittleEndian(out, rate * kChannels * kBytesPerSample, 4); // bytes per second
    putLittleEndian(out, kChannels * kBytesPerSample, 2);        // bytes per frame
    putLittleEndian(out, 8 * kBytesPerSample, 2);                // bits per sample
    putTag(out, "data");
    putLittleEndian(out, dataBytes, 4);
    for (const std::int16_t sample : samples) {
        putLittleEndian(out, static_cast<std::uint16_t>(sample), 2);
    }
    return out;
}

std::vector<std::uint8_t> soundWav(SoundCue cue) {
    return wavImage(soundSamples(cue), kSoundSampleRate);
}

SoundPlayer::SoundPlayer() = default;

SoundPlayer::~SoundPlayer() = default;

#if wxUSE_SOUND
wxSound& SoundPlayer::sound(SoundCue cue) const {
    if (!made_) {
        // Made on first use, not at start-up: the sounds are off by default.
        // A sound wxSound refuses stays silent; the player is never told.
        made_ = true;
        const wxLogNull quiet;
        for (std::size_t i = 0; i < kSoundCues.size(); ++i) {
            const std::vector<std::uint8_t> wav = soundWav(kSoundCues[i]);
            sounds_[i].Create(wav.size(), wav.data()); // wxSound keeps its own copy
        }
    }
    return sounds_[static_cast<std::size_t>(cue)];
}
#endif

bool SoundPlayer::isLoaded([[maybe_unused]] SoundCue cue) const {
#if wxUSE_SOUND
    return sound(cue).IsOk();
#else
    return false;
#endif
}

bool SoundPlayer::play([[maybe_unused]] SoundCue cue) {
    if (!enabled_) {
        return false;
    }
#if wxUSE_SOUND
    wxSound& made = sound(cue);
    if (!made.IsOk()) {
        return false;
    }
    try {
        const wxLogNull quiet; // no device: no message box about it
        return made.Play(wxSOUND_ASYNC);
    } catch (...) {
        return false; // a sound is never worth an error
    }
#else
    return false;
#endif
}

} // namespace ttt::gui
