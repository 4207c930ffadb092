"""What the table's sounds cost: Qt Multimedia's import, opening the six sounds, and the
latency from play() to sound at the audio server, beside PulseAudio's own player; prints figures.

    .venv/bin/python benchmarks/bench_sound.py [--runs 5]

1. Import: `import PySide6.QtMultimedia` in a fresh process after PySide6.QtWidgets (the
   app has Qt loaded already), against the same process without it; alternated.
2. Loading: `SoundPlayer.start()` until all six sounds are open, and the longest gap of a
   1 ms GUI-thread timer meanwhile (Qt Multimedia is imported in a thread of its own, then
   one sound is opened per event-loop turn).
3. Latency (needs a PulseAudio server and `parec`; skipped otherwise): the time from
   the player's play (a QAudioSink restarted on the sound in memory) to the first non-silent
   samples read back from the default sink's
   monitor, against `paplay FILE` started at the same point (a player process per sound, the
   simplest alternative). Both are read back the same way, so the read-back's own delay
   cancels in the comparison.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

QT_ONLY = "import PySide6.QtWidgets"
WITH_MULTIMEDIA = "import PySide6.QtWidgets, PySide6.QtMultimedia"


def _process_ms(code: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=120)
    return (time.perf_counter() - started) * 1000


def import_cost(runs: int) -> None:
    base: list[float] = []
    media: list[float] = []
    for _ in range(runs):
        base.append(_process_ms(QT_ONLY))
        media.append(_process_ms(WITH_MULTIMEDIA))
    print(f"import, whole process, {runs} runs alternated (median ms):")
    print(f"  PySide6.QtWidgets                 {statistics.median(base):6.0f}")
    print(f"  ... and PySide6.QtMultimedia      {statistics.median(media):6.0f}")
    print(f"  Qt Multimedia's own share         {statistics.median(media) - statistics.median(base):6.0f}")


class _Monitor:
    """Reads the default sink's monitor and notes when sound first arrives after `arm()`."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [
                "parec",
                "-d",
                "@DEFAULT_MONITOR@",
                "--format=s16le",
                "--rate=44100",
                "--channels=1",
                "--raw",
                "--latency-msec=2",
            ],
            stdout=subprocess.PIPE,
        )
        self.armed_at: float | None = None
        self.heard_at: float | None = None
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        while True:
            chunk = self.process.stdout.read(256)
            if not chunk:
                return
            if self.armed_at is not None and self.heard_at is None:
                samples = memoryview(chunk).cast("h") if len(chunk) % 2 == 0 else memoryview(b"")
                if any(abs(s) > 300 for s in samples):
                    self.heard_at = time.perf_counter()

    def arm(self) -> None:
        self.heard_at = None
        self.armed_at = time.perf_counter()

    def wait_ms(self, timeout: float = 3.0) -> float | None:
        end = time.perf_counter() + timeout
        while self.heard_at is None and time.perf_counter() < end:
            time.sleep(0.001)
        if self.heard_at is None or self.armed_at is None:
            return None
        return (self.heard_at - self.armed_at) * 1000

    def close(self) -> None:
        self.process.terminate()
        self.process.wait()


def load_and_latency(runs: int) -> None:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from studdesk.ui.assets import resource
    from studdesk.ui.sound_cues import Cue, Sound
    from studdesk.ui.sounds import SoundPlayer

    app = QApplication.instance() or QApplication([])
    player = SoundPlayer()
    gaps: list[float] = []
    clock = QElapsedTimer()
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    started = time.perf_counter()
    player.start()
    while not player.settled:
        app.processEvents()
        if time.perf_counter() - started > 10:
            break
    loaded_ms = (time.perf_counter() - started) * 1000
    timer.stop()
    print(
        f"loading the six sounds: {loaded_ms:.0f} ms ({player.state}); longest GUI-thread gap "
        f"while loading {max(gaps, default=0):.1f} ms"
    )
    if not player.voices:
        print("latency: skipped (no audio output)")
        return
    if shutil.which("parec") is None or shutil.which("paplay") is None:
        print("latency: skipped (parec/paplay not installed)")
        return
    monitor = _Monitor()
    time.sleep(0.5)  # the recording stream settles
    qt: list[float] = []
    pa: list[float] = []
    player.set_levels(True, 100)
    wav = str(resource("sounds", f"{Sound.YOUR_TURN.value}.wav"))
    for _ in range(runs):
        monitor.arm()
        player.play(Cue(Sound.YOUR_TURN))
        while monitor.wait_ms(0.001) is None and time.perf_counter() - (monitor.armed_at or 0) < 3:
            app.processEvents()
        heard = monitor.wait_ms(0.0)
        if heard is not None:
            qt.append(heard)
        time.sleep(0.9)
        app.processEvents()
        monitor.arm()
        paplay = subprocess.Popen(["paplay", wav])
        heard = monitor.wait_ms()
        if heard is not None:
            pa.append(heard)
        paplay.wait()
        time.sleep(0.3)
    monitor.close()
    print(f"play() to sound at the server, {runs} runs alternated (median / min / max, ms):")
    for name, values in (("SoundPlayer.play()", qt), ("paplay process", pa)):
        if values:
            print(f"  {name:<22} {statistics.median(values):6.1f} {min(values):6.1f} {max(values):6.1f}")
        else:
            print(f"  {name:<22} not heard")


def main() -> int:
    parser = argparse.ArgumentParser(description="Import, loading and latency of the table's sounds.")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    import_cost(args.runs)
    load_and_latency(args.runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
