"""Synthesise StudDesk's table sounds with numpy and write them as WAV files.

    .venv/bin/python scripts/make_sounds.py [OUT_DIR]

OUT_DIR defaults to studdesk/resources/sounds. Nothing is recorded or
downloaded: every sound is noise and damped sines shaped here, from a fixed
seed, so running the script again gives the same files (up to a rounding step
of the last bit; tests/release/test_sounds.py checks the committed files are
current). Mono, 16-bit, 44.1 kHz: what every audio backend plays without
resampling surprises, and small (the six files are under 300 kB together).
"""

from __future__ import annotations

import io
import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

RATE = 44_100
SEED = 14
Signal = NDArray[np.float64]


def _time(seconds: float) -> Signal:
    return np.arange(round(seconds * RATE)) / RATE


def _band_noise(rng: np.random.Generator, seconds: float, low: float, high: float) -> Signal:
    """White noise kept between `low` and `high` Hz (a brick-wall filter in the spectrum)."""
    noise = rng.standard_normal(round(seconds * RATE))
    spectrum = np.fft.rfft(noise)
    freqs = np.fft.rfftfreq(noise.size, 1 / RATE)
    spectrum[(freqs < low) | (freqs > high)] = 0
    shaped: Signal = np.fft.irfft(spectrum, noise.size)
    peak = float(np.max(np.abs(shaped)))
    return shaped / peak


def _envelope(t: Signal, attack: float, decay: float) -> Signal:
    """A linear attack of `attack` seconds, then an exponential fall with time constant `decay`."""
    rise = np.clip(t / attack, 0, 1) if attack > 0 else np.ones_like(t)
    env: Signal = rise * np.exp(-np.maximum(t - attack, 0) / decay)
    return env


def _tone(t: Signal, freq: float, partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> Signal:
    """A sum of sines: (frequency ratio, amplitude) per partial."""
    out = np.zeros_like(t)
    for ratio, amp in partials:
        out += amp * np.sin(2 * np.pi * freq * ratio * t)
    return out


def _place(total: Signal, sound: Signal, at: float) -> None:
    """Mix `sound` into `total` at `at` seconds, its tail faded so the cut makes no click."""
    fade = min(sound.size, round(0.01 * RATE))
    sound = sound.copy()
    sound[-fade:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, fade))
    start = round(at * RATE)
    end = min(total.size, start + sound.size)
    total[start:end] += sound[: end - start]


def deal(rng: np.random.Generator) -> Signal:
    """A card flicked across the felt: a short bright swish with a soft landing."""
    t = _time(0.11)
    swish = _band_noise(rng, 0.11, 1800, 7000) * _envelope(t, 0.012, 0.025)
    landing = _band_noise(rng, 0.11, 200, 900) * _envelope(t - 0.05, 0.003, 0.012) * (t >= 0.05)
    return swish + 0.6 * landing


def check(rng: np.random.Generator) -> Signal:
    """Two knuckle taps on the table's rail (the check's tap)."""
    total = np.zeros(round(0.30 * RATE))
    for at, level in ((0.0, 1.0), (0.13, 0.85)):
        t = _time(0.125)
        body = _tone(t, 170, ((1.0, 1.0), (2.3, 0.35), (3.9, 0.12))) * _envelope(t, 0.002, 0.022)
        click = _band_noise(rng, 0.125, 1500, 5000) * _envelope(t, 0.0005, 0.004)
        _place(total, level * (body + 0.5 * click), at)
    return total


def chips(rng: np.random.Generator) -> Signal:
    """Clay chips dropped on a stack: a run of short, ringing clicks."""
    total = np.zeros(round(0.32 * RATE))
    at = 0.0
    for i in range(5):
        t = _time(0.08)
        pitch = 2900 + 500 * rng.random()
        ring = _tone(t, pitch, ((1.0, 1.0), (1.47, 0.6), (2.09, 0.35))) * _envelope(t, 0.0008, 0.012)
        click = _band_noise(rng, 0.08, 3000, 9000) * _envelope(t, 0.0003, 0.003)
        _place(total, (0.8**i) * (ring + 0.7 * click), at)
        at += 0.035 + 0.03 * rng.random()
    return total


def fold(rng: np.random.Generator) -> Signal:
    """Cards pushed face down into the muck: a soft, longer slide."""
    t = _time(0.30)
    slide = _band_noise(rng, 0.30, 500, 3500) * _envelope(t, 0.06, 0.08)
    return slide * (1 - 0.3 * np.cos(2 * np.pi * 9 * t))


def your_turn(rng: np.random.Generator) -> Signal:
    """A soft two-note chime, rising: it is the player's move."""
    total = np.zeros(round(0.75 * RATE))
    bell = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
    for at, freq in ((0.0, 659.26), (0.14, 880.0)):  # E5, A5
        t = _time(0.6)
        _place(total, _tone(t, freq, bell) * _envelope(t, 0.004, 0.12), at)
    return total


def win(rng: np.random.Generator) -> Signal:
    """A rising major arpeggio over a shimmer of chips: the pot is yours."""
    total = np.zeros(round(1.25 * RATE))
    bell = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1), (4.2, 0.04))
    for i, freq in enumerate((523.25, 659.26, 783.99, 1046.5)):  # C5 E5 G5 C6
        t = _time(1.2 - 0.09 * i)
        _place(total, _tone(t, freq, bell) * _envelope(t, 0.005, 0.16 + 0.05 * i), 0.09 * i)
    _place(total, 0.35 * chips(rng), 0.36)
    return total


#: file stem -> (synthesiser, peak level in dBFS); quieter for the sounds heard most often
SOUNDS: dict[str, tuple[Callable[[np.random.Generator], Signal], float]] = {
    "deal": (deal, -12.0),
    "check": (check, -6.0),
    "chips": (chips, -8.0),
    "fold": (fold, -12.0),
    "your_turn": (your_turn, -6.0),
    "win": (win, -4.0),
}


def render(signal: Signal, peak_dbfs: float) -> NDArray[np.int16]:
    fade = min(signal.size, round(0.005 * RATE))  # no click at the end
    signal = signal.copy()
    signal[-fade:] *= np.linspace(1, 0, fade)
    signal *= 10 ** (peak_dbfs / 20) / np.max(np.abs(signal))
    return np.round(signal * 32767).astype(np.int16)


def wav_bytes(samples: NDArray[np.int16]) -> bytes:
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(samples.astype("<i2").tobytes())
    return out.getvalue()


def samples() -> dict[str, NDArray[np.int16]]:
    """Every sound's samples, by file stem; each from its own seeded generator."""
    return {
        name: render(make(np.random.default_rng([SEED, index])), peak)
        for index, (name, (make, peak)) in enumerate(SOUNDS.items())
    }


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "studdesk" / "resources" / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    for name, data in samples().items():
        path = out / f"{name}.wav"
        path.write_bytes(wav_bytes(data))
        print(f"wrote {path} ({data.size / RATE:.2f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
