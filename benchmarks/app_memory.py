"""The desktop app's memory over thousands of hands: the whole app, offscreen, at animation speed 0.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/app_memory.py [--hands 5000] [--every 250]
        [--warm-up 500] [--bot calling-station] [--opponents 5] [--minutes M] [--trace] [--trim]

The real window, pacer, flow and engine thread play practice hands, the player
answering at once through the pacer as the action panel does (calls to the
showdown, completes a low bet), in a temporary STUDDESK_HOME (saves, dealer's
log and settings written as usual). Printed every `--every` hands: the
process's resident memory (RSS), the memory blocks Python has allocated, the
table scene's items, the window's QObject descendants, the dealer's log's
lines, SQLite's own heap (the hand history's page cache, which Python does not
count), the entries in the scalar evaluator's memos and the card pixmaps drawn
(bounded caches, filled as new rank multisets and card sizes are met); at the
end, the growth per 10,000 hands from `--warm-up` on (the target, issue 13:
under 5 MB). `--minutes` ends the run early, at the next sample, on a busy
machine (the hands played are said). `--trace` also prints the Python
allocation sites that grew most between the warm-up and the end (tracemalloc;
slower). `--trim` also hands the allocator's free pages back (glibc's
malloc_trim) before each sample and prints the RSS after it, whose growth is
then printed too: memory the program still holds, apart from memory freed but
kept by the allocator (fragmentation). Growth is given between the first and
last samples from the warm-up on, and as the least-squares slope over all of
them (less moved by one step at either end).
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["STUDDESK_HOME"] = tempfile.mkdtemp(prefix="studdesk-memory-")

from PySide6.QtCore import QObject, QTimer

from studdesk.app.main import build
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.evaluation import high
from studdesk.engine.events import HandEnded
from studdesk.persistence.settings import Settings
from studdesk.play.messages import StepBatch
from studdesk.ui.card_faces import PIXMAPS


def malloc_trim() -> bool:
    """glibc's malloc_trim(0): free pages of every arena back to the system (False: no glibc)."""
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return False
    libc.malloc_trim(0)
    return True


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def sqlite_mb() -> float | None:
    """SQLite's own heap (its page caches above all), which Python's counters do not see."""
    try:
        lib = ctypes.CDLL("libsqlite3.so.0")  # the library Python's sqlite3 module is linked to
    except OSError:
        return None
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    return int(lib.sqlite3_memory_used()) / 2**20


def memo_entries() -> int:
    """Entries in the scalar high evaluator's memos: filled as hands are met, bounded by the
    number of rank multisets (about 79,000 in all)."""
    return len(high._SEVEN) + len(high._FEWER) + len(high._FLUSHES)


def slope(points: list[tuple[int, float]]) -> float:
    """Least-squares MB per hand: one step at either end of the run moves it less than the endpoints."""
    n = len(points)
    mean_h = sum(h for h, _ in points) / n
    mean_m = sum(m for _, m in points) / n
    spread = sum((h - mean_h) ** 2 for h, _ in points)
    return sum((h - mean_h) * (m - mean_m) for h, m in points) / spread


def choose(offers: tuple[LegalAction, ...]) -> LegalAction:
    """Stay in to the showdown, completing while the bet is low (many chips, cards and pots drawn)."""
    kinds = {o.kind: o for o in offers}
    for kind in (ActionKind.COMPLETE, ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
        if kind in kinds:
            return kinds[kind]
    return offers[0]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--every", type=int, default=250)
    parser.add_argument("--warm-up", type=int, default=500)
    parser.add_argument("--bot", default="calling-station")
    parser.add_argument("--opponents", type=int, default=5)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--minutes", type=float, default=0.0, help="stop at the first sample after this")
    parser.add_argument("--trace", action="store_true")
    parser.add_argument("--trim", action="store_true", help="fit the RSS after malloc_trim(0)")
    args = parser.parse_args()
    if not 0 < args.warm_up < args.hands:
        parser.error("--warm-up must be between 0 and --hands")

    # re-buys as the old table did, unasked: the player calling every hand down busts often
    settings = Settings(
        animation_speed=0.0, bot_think_ms=0, opponents=args.opponents, default_bot=args.bot, always_rebuy=True
    )
    app = build(seed=args.seed, settings=settings)
    window, pacer = app.window, app.pacer
    window.resize(1280, 800)
    window.show()
    hands = 0
    started = time.perf_counter()
    curves: dict[str, list[tuple[int, float]]] = {"RSS": [], "RSS after trim": []}
    snapshot: list[tracemalloc.Snapshot] = []

    def sample() -> None:
        # counts without gc.get_objects(): a list of every object would also hold a tuple the
        # engine or coach thread is still building, which CPython then refuses to resize
        gc.collect()
        rss = rss_mb()
        kept = rss_mb() if args.trim and malloc_trim() else None
        trimmed = "" if kept is None else f"  after trim {kept:7.1f} MB"
        curves["RSS"].append((hands, rss))
        if kept is not None:
            curves["RSS after trim"].append((hands, kept))
        objects = len(window.findChildren(QObject))
        sqlite = sqlite_mb()
        sqlite_text = "" if sqlite is None else f"  sqlite {sqlite:5.2f} MB"
        print(
            f"{hands:>7,} hands {time.perf_counter() - started:7.1f} s  RSS {rss:7.1f} MB{trimmed}  "
            f"python blocks {sys.getallocatedblocks():>9,}  scene items {len(window.scene.items()):>5}  "
            f"window QObjects {objects:>6,}  log lines {window.log.document().blockCount():>6,}"
            f"{sqlite_text}  evaluator memo {memo_entries():>6,}  card pixmaps {len(PIXMAPS):>3}",
            flush=True,
        )

    def on_batch(batch: StepBatch) -> None:
        nonlocal hands
        if not any(isinstance(e, HandEnded) for e in batch.events):
            return
        hands += 1
        if hands == args.warm_up and args.trace:
            snapshot.append(tracemalloc.take_snapshot())
        if hands % args.every == 0 or hands == args.warm_up:
            sample()
            if args.minutes and time.perf_counter() - started > args.minutes * 60 and hands > args.warm_up:
                print(f"stopped after {args.minutes:g} minutes, at {hands:,} of {args.hands:,} hands")
                args.hands = hands
        if hands >= args.hands:
            if args.trace and snapshot:
                gc.collect()
                top = tracemalloc.take_snapshot().compare_to(snapshot[0], "lineno")
                print("Python allocation sites that grew most since the warm-up:")
                for stat in top[:15]:
                    print(f"  {stat}")
            window.close()

    def act() -> None:
        if pacer.is_running:
            pacer.on_action(choose(window.panel.offers))

    window.director.batch_finished.connect(on_batch)
    pacer.turn_started.connect(lambda: QTimer.singleShot(0, act))
    if args.trace:
        tracemalloc.start(10)
    sample()
    app.start()
    app.qt.exec()

    for name, curve in curves.items():
        after = [(h, m) for h, m in curve if h >= args.warm_up]
        if len(after) < 2:
            continue
        (h0, m0), (h1, m1) = after[0], after[-1]
        print(
            f"{name}, growth from hand {h0:,} to {h1:,}: {m1 - m0:+.1f} MB = "
            f"{(m1 - m0) / (h1 - h0) * 10_000:+.1f} MB per 10,000 hands (target under 5); "
            f"least-squares slope over {len(after)} samples: {slope(after) * 10_000:+.1f} MB per 10,000 hands"
        )
    print(f"{(time.perf_counter() - started) / max(hands, 1) * 1000:.1f} ms per hand")
    print(f"(files in {Path(os.environ['STUDDESK_HOME'])})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
