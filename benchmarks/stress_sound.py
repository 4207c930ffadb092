"""Rapid plays through QSoundEffect and through the QAudioSink the table uses; prints, for each,
how many plays ran and whether the event loop hung (why `ui/sounds.py` does not use QSoundEffect).

    .venv/bin/python benchmarks/stress_sound.py [--seconds 20] [--interval-ms 15] [--runs 3]

Needs an audio output (a PulseAudio server; a null sink will do). Each run is a process of its own
with a deadline twice its length: a run past the deadline hung. QSoundEffect and QAudioSink alternate.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import textwrap

_COMMON = """
import sys, time, wave
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QTimer, qInstallMessageHandler
from PySide6.QtWidgets import QApplication
from studdesk.ui.assets import resource
app = QApplication([])
warnings = [0]
def handler(mode, context, message):
    if "QSocketNotifier" in message:
        warnings[0] += 1
qInstallMessageHandler(handler)
paths = [str(resource("sounds", name + ".wav")) for name in ("deal", "check", "chips")]
"""

_EFFECT = """
from PySide6.QtCore import QUrl
from PySide6.QtMultimedia import QSoundEffect
players = []
for path in paths:
    effect = QSoundEffect()
    effect.setSource(QUrl.fromLocalFile(path))
    players.append(effect.play)
"""

_SINK = """
from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices
players = []
def player(path):
    with wave.open(path) as wav:
        fmt = QAudioFormat()
        fmt.setSampleRate(wav.getframerate())
        fmt.setChannelCount(wav.getnchannels())
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        data = wav.readframes(wav.getnframes())
    sink = QAudioSink(QMediaDevices.defaultAudioOutput(), fmt)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    def play():
        sink.stop()
        buffer.seek(0)
        sink.start(buffer)
    return play, sink, buffer
kept = [player(path) for path in paths]
players = [k[0] for k in kept]
"""

_LOOP = """
end = time.perf_counter() + float(sys.argv[1])
plays = [0]
def tick():
    players[plays[0] % len(players)]()
    plays[0] += 1
    if time.perf_counter() > end:
        app.quit()
timer = QTimer()
timer.timeout.connect(tick)
timer.start(int(sys.argv[2]))
app.exec()
print(plays[0], warnings[0])
"""


def run(kind: str, seconds: float, interval_ms: int) -> str:
    code = textwrap.dedent(_COMMON) + textwrap.dedent(_EFFECT if kind == "effect" else _SINK) + _LOOP
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run(
            [sys.executable, "-c", code, str(seconds), str(interval_ms)],
            capture_output=True,
            text=True,
            env=env,
            timeout=2 * seconds + 10,
        )
    except subprocess.TimeoutExpired:
        return "HUNG (killed at the deadline)"
    if done.returncode != 0:
        return f"failed: {done.stderr.strip().splitlines()[-1:]}"
    plays, warnings = done.stdout.split()
    return f"{plays} plays, {warnings} socket-notifier warnings"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--interval-ms", type=int, default=15)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    for i in range(1, args.runs + 1):
        for kind, name in (("effect", "QSoundEffect"), ("sink", "QAudioSink")):
            print(f"run {i} {name:<13} {run(kind, args.seconds, args.interval_ms)}", flush=True)


if __name__ == "__main__":
    main()
