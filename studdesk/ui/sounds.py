"""The table's sounds, played through Qt Multimedia: one QAudioSink per sound.

Nothing here is loaded before the table is first painted: `start()` imports
Qt Multimedia and asks for an audio output in a thread of its own (together
longer than a frame: the import, and the first question to the sound server,
which loads Qt's media backend), then opens one sound per turn of the event
loop on the GUI thread, so neither the start-up nor the animations pay for it.
With no audio output (no sound card, no sound server, Qt Multimedia missing)
the table stays silent and one line is logged; nothing is raised and nothing
else is said. Qt's own complaints while looking for a device (a missing
PipeWire library, an unreachable PulseAudio) go to the debug log.

No Python may run while Qt Multimedia's library is being loaded: its static
initialisers log (the PipeWire resolver), and a Python message handler called
from inside the dynamic loader waits for the GIL while holding the loader's
lock; the engine thread, holding the GIL and importing numpy, then waits for
that lock for ever (seen as a hung `studdesk --self-test`). So the import runs
with Qt Multimedia's logging categories switched off and no Python handler;
the handler goes in only once the library is loaded.

Why not QSoundEffect: in Qt 6.11 (PySide6 6.11.3) a finished QSoundEffect voice
can be destroyed in the audio thread, taking a GUI-thread socket notifier with
it ("QSocketNotifier: Socket notifiers cannot be enabled or disabled from
another thread"); the GUI event loop then spins for ever. Three effects played
every 15 ms against a PulseAudio null sink hung 3 runs in 3 within 20 s; a
QAudioSink restarted on an in-memory buffer played about 1,300 times in each of
3 runs of 20 s without a warning (benchmarks/stress_sound.py; bench_sound.py has the
load and latency).
"""

from __future__ import annotations

import contextlib
import logging
import threading
import wave
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QLoggingCategory,
    QObject,
    QTimer,
    Signal,
    Slot,
    qInstallMessageHandler,
)

from studdesk.ui.assets import resource
from studdesk.ui.sound_cues import Cue, Sound

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioDevice, QAudioSink

log = logging.getLogger(__name__)

#: the volume setting (0-100 %) spans this many decibels, so equal steps sound like equal steps
VOLUME_RANGE_DB = 40.0


def gain(volume_percent: int) -> float:
    """The linear gain for a volume setting: 100 % is the file's level, 50 % is 20 dB down, 0 is silent."""
    if volume_percent <= 0:
        return 0.0
    return float(10 ** ((min(volume_percent, 100) - 100) / 100 * VOLUME_RANGE_DB / 20))


#: Qt Multimedia's own logging categories, off while its library loads and a device is found
_QUIET_MULTIMEDIA = "qt.multimedia*=false"


def _to_debug_log(_mode: Any, _context: Any, message: str) -> None:
    log.debug("Qt Multimedia: %s", message)


@contextmanager
def _qt_messages_to_debug_log() -> Iterator[None]:
    """Route Qt's messages to the debug log while the audio device is looked for."""
    previous = qInstallMessageHandler(_to_debug_log)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


@dataclass(frozen=True, slots=True)
class NoSound:
    why: str


#: what the probe found: the default output's name, or why the table stays silent
Probe = str | NoSound


def _default_output() -> Probe:
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return NoSound("Qt Multimedia (PySide6-Addons) is not installed")
    if not QMediaDevices.audioOutputs():
        return NoSound("no audio output device was found")
    return QMediaDevices.defaultAudioOutput().description()


class _Voice:
    """One sound: its samples in memory and a sink that plays them from the start on each play."""

    def __init__(self, data: bytes, sink: QAudioSink, parent: QObject) -> None:
        self.sink = sink
        self.buffer = QBuffer(parent)
        self.buffer.setData(QByteArray(data))
        self.buffer.open(QIODevice.OpenModeFlag.ReadOnly)

    def play(self, volume: float) -> None:
        self.sink.stop()
        self.buffer.seek(0)
        self.sink.setVolume(volume)
        self.sink.start(self.buffer)


def _open_sound(path: str, device: QAudioDevice, parent: QObject) -> _Voice:
    """A voice for a 16-bit PCM WAV file; raises ValueError (in words) if it cannot be played."""
    try:
        with wave.open(path, "rb") as wav:
            channels, width, rate = wav.getnchannels(), wav.getsampwidth(), wav.getframerate()
            data = wav.readframes(wav.getnframes())
    except (OSError, EOFError, wave.Error) as exc:
        raise ValueError(f"cannot be read ({exc})") from exc
    if width != 2:
        raise ValueError("is not 16-bit PCM")
    from PySide6.QtMultimedia import QAudioFormat, QAudioSink

    audio_format = QAudioFormat()
    audio_format.setSampleRate(rate)
    audio_format.setChannelCount(channels)
    audio_format.setSampleFormat(QAudioFormat.SampleFormat.Int16)
    if not device.isFormatSupported(audio_format):
        raise ValueError(f"is in a format {device.description()} does not play")
    return _Voice(data, QAudioSink(device, audio_format, parent), parent)


class SoundPlayer(QObject):
    """Plays cues; silent until `start()` has found an audio output."""

    #: from the probing thread: the default audio output's name, or why there is no sound
    _probed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self.volume = 70
        #: what the player does now, in a few words (the self-test prints it)
        self.state = "not started"
        self.voices: dict[Sound, _Voice] = {}
        self._started = False
        self._to_load: list[Sound] = []
        self._device = ""
        self._previous_handler: Any = None
        self._probed.connect(self._found)  # queued: the signal comes from another thread

    def set_levels(self, enabled: bool, volume_percent: int) -> None:
        """The settings' sound switch and volume; applies to the next sound played."""
        self.enabled, self.volume = enabled, volume_percent

    @property
    def audible(self) -> bool:
        return self.enabled and self.volume > 0 and bool(self.voices)

    @property
    def settled(self) -> bool:
        """Started, and either playing-ready or silent for good (not still looking or loading)."""
        return self._started and self.state.startswith(("on:", "off:"))

    @Slot()
    def start(self) -> None:
        """Find an audio output and begin loading the sounds (once; later calls do nothing)."""
        if self._started:
            return
        self._started = True
        self.state = "starting"
        # loading Qt Multimedia makes it talk: quietly, and without Python (see the module's
        # docstring); the rules go back in _found
        QLoggingCategory.setFilterRules(_QUIET_MULTIMEDIA)
        threading.Thread(target=self._probe, name="StudDeskSoundProbe", daemon=True).start()

    def _probe(self) -> None:
        with contextlib.suppress(ImportError):  # _default_output says so
            import PySide6.QtMultimedia  # noqa: F401  (loaded before any Python handler is in)
        # looking for sound servers (PipeWire, PulseAudio) makes Qt talk: to the debug log,
        # until the answer is in (the handler goes back in _found)
        self._previous_handler = qInstallMessageHandler(_to_debug_log)
        try:
            answer = _default_output()
        except Exception as exc:  # the sound system's failure must not become the table's
            log.debug("looking for an audio output failed", exc_info=True)
            answer = NoSound(f"the audio system failed ({exc})")
        try:
            self._probed.emit(answer)
        except RuntimeError:  # the window closed meanwhile: nobody to tell
            qInstallMessageHandler(self._previous_handler)
            QLoggingCategory.setFilterRules("")
            log.debug("sound player gone before the audio output was found")

    @Slot(object)
    def _found(self, answer: Probe) -> None:
        qInstallMessageHandler(self._previous_handler)
        QLoggingCategory.setFilterRules("")
        if isinstance(answer, NoSound):
            self._silent(answer.why)
            return
        self._device = answer
        self.state = f"loading on {self._device}"
        self._to_load = list(Sound)
        QTimer.singleShot(0, self, self._load_next)

    def _silent(self, why: str) -> None:
        self.state = f"off: {why}"
        log.warning("Sound is off: %s; the table stays silent.", why)

    @Slot()
    def _load_next(self) -> None:
        from PySide6.QtMultimedia import QMediaDevices

        if not self._to_load:
            return
        sound = self._to_load.pop(0)
        path = resource("sounds", f"{sound.value}.wav")
        if path is not None:
            try:
                with _qt_messages_to_debug_log():
                    self.voices[sound] = _open_sound(str(path), QMediaDevices.defaultAudioOutput(), self)
            except ValueError as exc:
                log.warning("Sound %r %s; it stays silent.", sound.value, exc)
        if self._to_load:
            QTimer.singleShot(0, self, self._load_next)
        else:
            self.state = f"on: {self._device}" if self.voices else "off: no sound could be opened"

    @Slot(object)
    def play(self, cue: Cue) -> None:
        if not self.audible:
            return
        self._play_now(cue.sound)
        for i in range(1, cue.repeat):
            QTimer.singleShot(i * cue.interval_ms, self, lambda s=cue.sound: self._play_now(s))

    def _play_now(self, sound: Sound) -> None:
        voice = self.voices.get(sound)
        if voice is None or not self.audible:
            return
        voice.play(gain(self.volume))
