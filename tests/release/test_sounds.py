"""The table sounds: synthesised by scripts/make_sounds.py, committed as WAV files, current."""

from __future__ import annotations

import wave

import numpy as np
import pytest

from studdesk.ui.assets import resources_dir

from .helpers import load_script

make_sounds = load_script("make_sounds")
NAMES = ("deal", "check", "chips", "fold", "your_turn", "win")


def _read(name: str) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(resources_dir() / "sounds" / f"{name}.wav"), "rb") as wav:
        return wav.getparams(), np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")


def test_the_script_makes_the_six_sounds() -> None:
    assert tuple(make_sounds.SOUNDS) == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_committed_sound_is_what_the_script_makes(name: str) -> None:
    """Rerun scripts/make_sounds.py after changing a sound. numpy's sin/exp may round the
    last bit differently on another CPU, so one step of the 16-bit scale is allowed."""
    _params, committed = _read(name)
    made = make_sounds.samples()[name]
    assert committed.size == made.size, f"{name}.wav is stale"
    assert int(np.max(np.abs(committed.astype(np.int32) - made.astype(np.int32)))) <= 1


@pytest.mark.parametrize("name", NAMES)
def test_sound_format_plays_everywhere(name: str) -> None:
    params, samples = _read(name)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44_100)
    seconds = params.nframes / params.framerate
    assert 0.05 < seconds <= 1.3  # short: a table sound must not outlast the animation it marks
    peak = int(np.max(np.abs(samples.astype(np.int32))))
    assert 32767 * 10 ** (-13 / 20) < peak < 32767 * 10 ** (-3.5 / 20)  # audible, never clipped
    assert abs(int(samples[-1])) < 50  # faded out: no click at the end


def test_sounds_heard_most_are_quietest() -> None:
    peaks = {name: float(np.max(np.abs(_read(name)[1].astype(np.int32)))) for name in NAMES}
    assert peaks["deal"] < peaks["your_turn"] and peaks["fold"] < peaks["win"]
