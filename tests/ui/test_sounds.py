"""Table sounds: which events make which sound, the volume curve, the player's silence without
an audio device, and the turn's chime and taskbar alert."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import wave
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import card
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandMucked,
    HandStarted,
    PotAwarded,
    PotShare,
)
from studdesk.ui.main_window import MainWindow
from studdesk.ui.scene.director import AnimationDirector
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.sound_cues import MAX_REPEATS, Cue, Sound, cue_for
from studdesk.ui.sounds import SoundPlayer, _open_sound, gain
from studdesk.ui.timings import Beat, Timings

from .helpers import VIEWER, batch, call_down, new_hand


def _taken(kind: ActionKind, paid: int) -> ActionTaken:
    return ActionTaken(seat=1, kind=kind, amount=paid, paid=paid, all_in=False, stack=100)


def _award(seat: int) -> PotAwarded:
    return PotAwarded(pot=0, seat=seat, amount=50, share=PotShare.WHOLE, hand=None, winning_cards=None)


def test_every_sound_has_its_file() -> None:
    from studdesk.ui.assets import resource

    assert all(resource("sounds", f"{sound.value}.wav") is not None for sound in Sound)


def test_a_deal_round_clicks_once_a_card_at_the_deal_stagger() -> None:
    cards = [CardDealt(seat, None, False) for seat in range(3)]
    assert cue_for(cards, VIEWER, 110) == Cue(Sound.DEAL, 3, 110)
    many = [CardDealt(seat % 8, None, False) for seat in range(24)]
    assert cue_for(many, VIEWER, 110) == Cue(Sound.DEAL, MAX_REPEATS, 110)
    assert cue_for([CommunityCardDealt(card("As"))], VIEWER, 110) == Cue(Sound.DEAL)


@pytest.mark.parametrize(
    ("event", "sound"),
    [
        (_taken(ActionKind.FOLD, 0), Sound.FOLD),
        (_taken(ActionKind.CHECK, 0), Sound.CHECK),
        (_taken(ActionKind.CALL, 20), Sound.CHIPS),
        (_taken(ActionKind.BRING_IN, 5), Sound.CHIPS),
        (_taken(ActionKind.RAISE, 40), Sound.CHIPS),
        (AntePosted(seat=2, amount=1, all_in=False), Sound.CHIPS),
        (HandMucked(seat=2), Sound.FOLD),
    ],
)
def test_actions_sound_as_they_look(event: object, sound: Sound) -> None:
    assert cue_for([event], VIEWER, 0) == Cue(sound)  # type: ignore[list-item]


def test_a_pot_is_a_win_only_for_the_player_who_takes_it() -> None:
    assert cue_for([_award(3), _award(VIEWER)], VIEWER, 0) == Cue(Sound.WIN)
    assert cue_for([_award(3)], VIEWER, 0) == Cue(Sound.CHIPS)


def test_quiet_events_make_no_sound() -> None:
    hand = new_hand(players=3)
    started = next(e for e in hand.start() if isinstance(e, HandStarted))
    assert cue_for([started], VIEWER, 0) is None


def test_the_volume_setting_is_heard_in_decibels() -> None:
    assert gain(100) == 1.0
    assert gain(50) == pytest.approx(0.1)  # 20 dB down
    assert gain(0) == 0.0
    assert gain(250) == 1.0  # never louder than the file


def test_the_director_cues_each_group_as_it_starts(qtbot: QtBot) -> None:
    director = AnimationDirector(TableScene(), Timings(speed=0))
    heard: list[Cue] = []
    director.cue.connect(heard.append)
    hand = new_hand(players=4, seed=5)
    director.enqueue(batch(hand, hand.start()))
    for events in call_down(hand):
        director.enqueue(batch(hand, events))
    sounds = [c.sound for c in heard]
    assert sounds[0] is Sound.CHIPS  # the antes
    assert heard[1] == Cue(Sound.DEAL, MAX_REPEATS, Timings(speed=0).ms(Beat.DEAL_STAGGER))
    assert Sound.CHECK in sounds
    assert sounds[-1] in (Sound.WIN, Sound.CHIPS)  # the pot goes to someone at the end


def test_a_player_that_is_not_started_stays_silent(qtbot: QtBot) -> None:
    player = SoundPlayer()
    player.play(Cue(Sound.WIN))  # before start(): nothing loaded, nothing raised
    assert not player.audible and player.state == "not started"


def _run_without_a_sound_server(
    script: str, tmp_path: object, timeout: float
) -> subprocess.CompletedProcess[str]:
    """`script` in a fresh interpreter, offscreen, with PulseAudio and PipeWire unreachable."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PULSE_SERVER": "unix:/nonexistent/pulse/native",
        "PIPEWIRE_REMOTE": "/nonexistent/pipewire-0",
        "XDG_RUNTIME_DIR": str(tmp_path),
    }
    return subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=timeout
    )


def test_no_audio_device_means_silence_and_one_log_line(tmp_path: object) -> None:
    """No sound server (as on a server or in CI): the table plays on silently; one line is
    logged and Qt's own complaints (PulseAudio, PipeWire) are kept out of the player's way."""
    script = textwrap.dedent(
        """
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from studdesk.ui.sound_cues import Cue, Sound
        from studdesk.ui.sounds import SoundPlayer
        app = QApplication([])
        player = SoundPlayer()
        player.start()
        player.start()  # a second start does nothing
        for sound in Sound:
            player.play(Cue(sound, repeat=3, interval_ms=1))
        def wait():
            if player.settled:
                app.quit()
            else:
                QTimer.singleShot(10, wait)
        wait()
        app.exec()
        for sound in Sound:  # silent for good: playing does nothing
            player.play(Cue(sound))
        print(player.state)
        """
    )
    result = _run_without_a_sound_server(script, tmp_path, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "off: no audio output device was found"
    assert result.stderr.strip().splitlines() == [
        "Sound is off: no audio output device was found; the table stays silent."
    ]


def test_no_python_runs_while_qt_multimedia_loads(tmp_path: object) -> None:
    """Qt Multimedia's library logs from its static initialisers, inside the dynamic loader.
    A Python message handler called there held the loader's lock while waiting for the GIL,
    and a thread importing numpy (holding the GIL) waited for the lock: `studdesk --self-test`
    hung. Every message that reaches Python while a device is found must come from outside the
    loader: here each one is answered by a dlopen in another thread, which returns at once
    unless the loader's lock is held by the thread that logs."""
    script = textwrap.dedent(
        """
        import ctypes, logging, threading
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from studdesk.ui.sounds import SoundPlayer

        blocked = []

        class DlopenElsewhere(logging.Handler):
            def emit(self, record):
                loader = threading.Thread(target=ctypes.CDLL, args=("libc.so.6",), daemon=True)
                loader.start()
                loader.join(5)
                if loader.is_alive():
                    blocked.append(record.getMessage())

        logging.getLogger("studdesk.ui.sounds").addHandler(DlopenElsewhere(logging.DEBUG))
        logging.getLogger("studdesk.ui.sounds").setLevel(logging.DEBUG)
        app = QApplication([])
        player = SoundPlayer()
        player.start()
        def wait():
            if player.settled:
                app.quit()
            else:
                QTimer.singleShot(10, wait)
        wait()
        app.exec()
        print("blocked:", blocked)
        """
    )
    result = _run_without_a_sound_server(script, tmp_path, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "blocked: []"


def test_your_turn_chimes_and_asks_for_attention_when_the_window_is_not_active(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    window = MainWindow()
    qtbot.addWidget(window)
    alerts: list[object] = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, ms=0: alerts.append(widget)))
    played: list[Cue] = []
    monkeypatch.setattr(window.sounds, "play", played.append)
    window.your_turn()
    assert played == [Cue(Sound.YOUR_TURN)]
    assert alerts == [window]  # never shown, so not the active window: the taskbar entry asks


def test_your_turn_does_not_alert_the_window_the_player_is_looking_at(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    alerts: list[object] = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, ms=0: alerts.append(widget)))
    window.your_turn()
    assert alerts == []


def test_a_sound_file_that_cannot_be_played_is_named_in_words(tmp_path: Path) -> None:
    """A damaged or 8-bit sound file is refused before any audio device is asked about it."""
    garbage = tmp_path / "deal.wav"
    garbage.write_bytes(b"RIFF\x00\x00not a wave at all")
    with pytest.raises(ValueError, match="cannot be read"):
        _open_sound(str(garbage), None, None)  # type: ignore[arg-type]
    eight_bit = tmp_path / "chips.wav"
    with wave.open(str(eight_bit), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(1)
        out.setframerate(44100)
        out.writeframes(bytes(100))
    with pytest.raises(ValueError, match="is not 16-bit PCM"):
        _open_sound(str(eight_bit), None, None)  # type: ignore[arg-type]
