"""How long saving the settings holds the GUI thread: a durable write in it vs handing it over.

    .venv/bin/python benchmarks/bench_settings_save.py [--dir FOLDER] [--saves N]

Side by side in one run: `SettingsStore.save` (what the GUI thread did for every text-size
step, settings dialog and closing) and `SettingsWriter.save` (what it does now), then how long
the writer's thread took to get the newest settings on disk. Point --dir at a slow disk to see
what a player with one waits (a folder on a throttled loop device, a USB stick).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from studdesk.app.settings_writer import SettingsWriter
from studdesk.persistence.settings import Settings
from studdesk.persistence.settings_store import SettingsStore


def _figures(label: str, ms: list[float]) -> str:
    ms = sorted(ms)
    return (
        f"  {label}: median {statistics.median(ms):.2f} ms, "
        f"90th percentile {ms[int(len(ms) * 0.9)]:.2f} ms, longest {ms[-1]:.2f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, help="the folder to write in (default: a temporary one)")
    parser.add_argument("--saves", type=int, default=30)
    args = parser.parse_args()
    if args.saves < 1:
        parser.error("--saves must be at least 1")
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        store = SettingsStore(Path(folder))
        settings = [Settings(text_size=100 + 10 * (i % 5)) for i in range(args.saves)]
        in_gui: list[float] = []
        for each in settings:
            started = time.perf_counter()
            store.save(each)
            in_gui.append((time.perf_counter() - started) * 1000)
        writer = SettingsWriter(store)
        handed: list[float] = []
        burst = time.perf_counter()
        for each in settings:
            started = time.perf_counter()
            writer.save(each)
            handed.append((time.perf_counter() - started) * 1000)
        writer.flush(60)
        on_disk = (time.perf_counter() - burst) * 1000
    print(f"settings saves in {args.dir or 'a temporary folder'}, {args.saves} each, the GUI thread held:")
    print(_figures("written in the GUI thread (before)", in_gui))
    print(_figures("handed to the writer's thread (now)", handed))
    print(f"  the last of the {args.saves} was on disk {on_disk:.0f} ms after the first was handed over")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
