"""Start-up time and GUI-thread stalls of the desktop table; prints figures.

    .venv/bin/python benchmarks/bench_startup.py [--runs 5] [--bot hard] [--speed 4]
        [--bundle dist/studdesk/studdesk] [--only startup|whole|stalls]
        [--aids none|default|all|compare] [--hands 1] [--why]

1. Start-up: time from process start (just before the interpreter is spawned)
   to the first paint of the table with its seats laid out, against a bare
   PySide6 window painted in the same run (the floor any Qt app pays).
2. Whole process (issue 10's start-up target, at most 2x): `studdesk --self-test`
   (start, paint the table, play one hand with bots at speed 0, quit) from spawn
   to exit, against a bare PySide6 script that shows a window and quits once it
   is painted; alternated round by round. With --bundle, the PyInstaller build's
   self-test runs in the same rounds, beside `python -m studdesk --self-test`.
3. Stalls: the longest gap in a 1 ms GUI-thread timer while a full 8-player
   hand (the player calling, seven bots in the engine thread) is dealt,
   animated and settled, with the sounds loading and playing as in the app.
   With --aids the practice aids are off, as by default, or all on (the coach
   simulating after every step in its own thread); 'compare' runs both.
   Target: under 50 ms. With aids on, also the aids panel's update latency:
   from its '…' (a new card or action shown) to the coach's figures on show.
   The longest gap is split into the GUI thread's own CPU, its wait for a core
   and the rest (blocked), with the gc passes in it (`_gap_witness`); --why also
   samples the GUI thread's Python stack during long gaps.

Runs offscreen (QT_QPA_PLATFORM=offscreen unless set) with STUDDESK_HOME in a
temporary folder, so no settings are read or written. The processes of parts 1 and 2
start as an installed program does, from compiled bytecode: an untimed run of each
first writes it into a cache of its own, whatever PYTHONDONTWRITEBYTECODE says here
(with it set, every StudDesk module was compiled from source at each start, which
users never pay, while PySide6's own bytecode came with the wheel). The stall runs, in this
process, read the package's bytecode too (`bytecode_as_installed`).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from types import FrameType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from studdesk.play.aids import TableAids
    from studdesk.ui.aids_panel import AidsPanel

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STUDDESK_HOME", tempfile.mkdtemp(prefix="studdesk-bench-"))

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(time.time(), flush=True)
            app.exit(0)
        return False
w = QWidget()
w.resize(1280, 800)
f = FirstPaint()
w.installEventFilter(f)
w.show()
app.exec()
"""

TABLE = """
import sys, time
from PySide6.QtCore import QEvent, QObject
from studdesk.app.main import build
app = build(seed=1)
window = app.window
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        # the table counts as painted once the first hand's seats are on it
        if event.type() == QEvent.Type.Paint and any(p.name for p in window.scene.plates.values()):
            print(time.time(), flush=True)
            window.close()
            app.qt.exit(0)
        return False
f = FirstPaint()
window.view.viewport().installEventFilter(f)
window.resize(1280, 800)
window.show()
app.start()
app.qt.exec()
"""


def installed_env() -> dict[str, str]:
    """This environment, with bytecode written and read as an installed program's (see above)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = _PYCACHE
    return env


_PYCACHE = tempfile.mkdtemp(prefix="studdesk-bench-pycache-")


def time_to_first_paint(code: str) -> float:
    started = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env=installed_env(),
    )
    painted = float(out.stdout.strip().splitlines()[-1])
    return painted - started


def startup(runs: int) -> None:
    bare: list[float] = []
    table: list[float] = []
    time_to_first_paint(BARE), time_to_first_paint(TABLE)  # untimed: the bytecode is written
    for _ in range(runs):  # interleaved, so both see the same machine load
        bare.append(time_to_first_paint(BARE))
        table.append(time_to_first_paint(TABLE))
    print(f"start-up to first paint, {runs} runs each (median / min / max, ms):")
    for name, values in (("bare PySide6 window", bare), ("StudDesk table", table)):
        ms = [v * 1000 for v in values]
        print(f"  {name:<22} {statistics.median(ms):7.0f} {min(ms):7.0f} {max(ms):7.0f}")
    print(
        "  StudDesk's own share (median difference): "
        f"{1000 * (statistics.median(table) - statistics.median(bare)):.0f} ms"
    )


def whole_process_seconds(command: list[str]) -> tuple[float, float, str]:
    """Wall time from spawn to exit, the CPU time (user + system, all threads) the process used,
    and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    out = subprocess.run(command, capture_output=True, text=True, timeout=300, env=installed_env())
    took = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    if out.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({out.returncode}):\n{out.stdout}{out.stderr}")
    return took, cpu, out.stdout


def _first_paint_ms(self_test_output: str) -> float:
    match = re.search(r"first paint of the table (\d+) ms", self_test_output)
    return float(match.group(1)) if match else float("nan")


def whole_process(runs: int, bundle: str | None) -> None:
    commands: dict[str, list[str]] = {
        "bare PySide6 window": [sys.executable, "-c", BARE],
        "python -m studdesk --self-test": [sys.executable, "-m", "studdesk", "--self-test"],
    }
    if bundle:
        commands["bundle --self-test"] = [bundle, "--self-test"]
    took: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    paints: dict[str, list[float]] = {name: [] for name in commands}
    for command in commands.values():
        whole_process_seconds(command)  # untimed: the bytecode is written
    for _ in range(runs):  # alternated, so every command sees the same machine load
        for name, command in commands.items():
            seconds, cpu_seconds, output = whole_process_seconds(command)
            took[name].append(seconds * 1000)
            cpu[name].append(cpu_seconds * 1000)
            paints[name].append(_first_paint_ms(output))
    print(
        f"whole process, spawn to exit, {runs} rounds alternated (median / min / max, ms; "
        "CPU = user + system time of all its threads, the fairer figure on a busy machine):"
    )
    for name, values in took.items():
        paint = statistics.median(paints[name])
        said = f"   (first paint {paint:.0f} ms)" if paint == paint else ""
        for what, figures in (("wall", values), ("CPU ", cpu[name])):
            low, middle, high = min(figures), statistics.median(figures), max(figures)
            print(f"  {name if what == 'wall' else '':<32} {what} {middle:6.0f} {low:6.0f} {high:6.0f}{said}")
            said = ""
    bare = statistics.median(took["bare PySide6 window"])
    bare_cpu = statistics.median(cpu["bare PySide6 window"])
    for name in list(commands)[1:]:
        print(
            f"  {name} / bare window: wall {statistics.median(took[name]) / bare:.2f}x, "
            f"CPU {statistics.median(cpu[name]) / bare_cpu:.2f}x (target: at most 2x)"
        )


#: the practice aids for a stall run: none, the settings' defaults, or every aid at the table
AIDS = {
    "none": {"live_odds": False, "board_reading": False, "hand_review": False},
    "default": {},
    "all": {
        "live_odds": True,
        "board_reading": True,
        "hand_review": True,
        "advisor_hint": True,
        "rule_helpers": True,
        "dead_cards": True,
        "dim_folded_cards": True,
    },
}


def bytecode_as_installed() -> None:
    """Let the stall runs import StudDesk as an installed program does, from bytecode: write it
    now (untimed) beside the sources, whatever PYTHONDONTWRITEBYTECODE says here, and read it.

    The engine's and the coach's threads import their modules on their first command, during the
    run; from source, each module's compile() holds the GIL throughout (issue 12: at speed 4, 44
    compiles in those threads, 152 ms of CPU, the longest 14 ms; GUI-thread waits that users,
    whose install has the bytecode, never see). The stalls run in this process, so the parts'
    `installed_env` cannot do it for them.
    """
    import compileall

    sys.dont_write_bytecode = False
    package = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "studdesk")
    compileall.compile_dir(package, quiet=1)


def stalls(
    bot: str,
    speed: float,
    think_ms: int,
    sound: bool = True,
    aids: str = "default",
    hands: int = 1,
    why: bool = False,
    entries: bool = False,
) -> None:
    from _gap_witness import GapWitness
    from PySide6.QtCore import Qt, QTimer

    from studdesk.app.main import build, start_sounds_after_first_paint
    from studdesk.app.pacer import Phase
    from studdesk.engine.actions import ActionKind
    from studdesk.engine.events import HandEnded
    from studdesk.persistence.settings import Settings
    from studdesk.play.messages import StepBatch

    settings = Settings(opponents=7, default_bot=bot, animation_speed=speed, bot_think_ms=think_ms).updated(
        **AIDS[aids]
    )
    app = build(seed=12345, settings=settings)
    window = app.window
    if sound:
        start_sounds_after_first_paint(window)  # as the app does: their loading counts
    window.resize(1280, 800)
    window.show()
    gaps: list[float] = []
    last = [0.0]
    done = [False]
    ended = [0]

    def tick() -> None:
        now = time.perf_counter() * 1000
        gaps.append(now - last[0])
        last[0] = now
        witness.tick()
        if app.pacer.phase is Phase.HUMAN_TURN:  # the player calls, without the misclick wait
            panel = window.panel
            panel.clock = lambda: time.monotonic() + 10
            kinds = {o.kind: o for o in panel.offers}
            for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
                if kind in kinds:
                    panel.choose(kinds[kind])
                    break

    def finished(batch: StepBatch) -> None:
        if any(isinstance(e, HandEnded) for e in batch.events):
            ended[0] += 1
            done[0] = ended[0] >= hands

    window.director.batch_finished.connect(finished)
    asked, latencies = _time_the_aids(app.aids.panel)
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(1)
    timer.timeout.connect(tick)
    witness = GapWitness(sample=why)
    last[0] = time.perf_counter() * 1000
    timer.start()
    started = time.monotonic()
    gui_cpu, process_cpu = time.thread_time(), time.process_time()
    app.start()
    counted = _count_entries(sys._getframe()) if entries else None
    while not done[0] and time.monotonic() - started < 600:
        app.qt.processEvents()
        time.sleep(0.0005)
    if counted is not None:
        sys.setprofile(None)
    hand_seconds = time.monotonic() - started
    gui_cpu, process_cpu = time.thread_time() - gui_cpu, time.process_time() - process_cpu
    looks = app.aids.token
    window.close()
    why_longest = witness.close()
    gaps = gaps[5:]  # the first ticks include building the first frame
    gaps.sort()
    p99 = gaps[int(len(gaps) * 0.99)] if gaps else 0.0
    print(
        f"GUI-thread stalls over {hands} 8-player hand(s) (bots: {bot}, speed {speed}, think {think_ms} ms, "
        f"sounds {'on' if sound else 'off'}, aids {aids}: {looks} looks by the coach, "
        f"{hand_seconds:.1f} s, {len(gaps)} ticks of a 1 ms timer):"
    )
    print(
        f"  longest gap {gaps[-1] if gaps else 0:.1f} ms, 99th percentile {p99:.1f} ms "
        "(target: longest < 50 ms)"
    )
    print(why_longest)
    print(
        f"  CPU over the run: GUI thread {gui_cpu * 1000:.0f} ms, the whole process (every thread) "
        f"{process_cpu * 1000:.0f} ms"
    )
    if counted is not None:
        total = sum(counted.values())
        print(
            "  GUI thread's entries into Python (Qt calling a slot, paint, event filter...): "
            f"{total / hands:.0f} a hand"
        )
        for name, count in counted.most_common(12):
            print(f"    {count / hands:8.0f}  {name}")
    if latencies:
        latencies.sort()
        print(
            f"  aids panel: {len(latencies)} of {len(asked)} looks answered on screen (the rest overtaken "
            f"by a newer look), '…' to figures: median {statistics.median(latencies):.0f} ms, "
            f"90th percentile {latencies[int(len(latencies) * 0.9)]:.0f} ms, longest {latencies[-1]:.0f} ms"
        )


def _count_entries(loop: FrameType) -> Counter[str]:
    """Count, by function, each time Qt calls into Python on this thread (each such entry takes
    the GIL, waiting for it while another thread computes): the calls whose caller is `loop`
    (the run's own loop, whose processEvents makes them)."""
    counted: Counter[str] = Counter()

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event == "call" and frame.f_back is loop:
            code = frame.f_code
            counted[f"{code.co_qualname} ({os.path.basename(code.co_filename)})"] += 1

    sys.setprofile(profile)
    return counted


def _time_the_aids(panel: AidsPanel) -> tuple[dict[int, float], list[float]]:
    """Time each look of the aids panel from its '…' to its figures on show (the path users see)."""
    asked: dict[int, float] = {}
    latencies: list[float] = []
    computing, show_aids = panel.computing, panel.show_aids

    def timed_computing(token: int, hero_turn: bool) -> None:
        asked[token] = time.perf_counter()
        computing(token, hero_turn)

    def timed_show(aids: TableAids) -> bool:
        shown = show_aids(aids)
        if shown:
            latencies.append((time.perf_counter() - asked[aids.token]) * 1000)
        return shown

    panel.computing = timed_computing  # type: ignore[method-assign]
    panel.show_aids = timed_show  # type: ignore[method-assign]
    return asked, latencies


def main() -> int:
    parser = argparse.ArgumentParser(description="Start-up time and GUI stalls of the StudDesk table.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bot", default="hard", help="bot for the seven opponents")
    parser.add_argument("--speed", type=float, default=4.0, help="animation speed for the stall run")
    parser.add_argument("--think-ms", type=int, default=200)
    parser.add_argument(
        "--bundle", help="the PyInstaller build's executable, timed beside python -m studdesk"
    )
    parser.add_argument("--only", choices=("startup", "whole", "stalls"), help="run one part only")
    parser.add_argument("--no-sound", action="store_true", help="stall runs without the sounds loading")
    parser.add_argument(
        "--aids",
        choices=(*AIDS, "compare"),
        default="default",
        help="practice aids in the stall runs; 'compare' runs none, then all, side by side",
    )
    parser.add_argument("--hands", type=int, default=1, help="hands per stall run")
    parser.add_argument(
        "--one-speed", action="store_true", help="stall runs at --speed only (not also at speed 0)"
    )
    parser.add_argument(
        "--why", action="store_true", help="sample the GUI thread's Python stack during long gaps"
    )
    parser.add_argument(
        "--entries",
        action="store_true",
        help="count the GUI thread's entries into Python by function (slows the run: not for its times)",
    )
    args = parser.parse_args()
    if args.only in (None, "startup"):
        startup(args.runs)
    if args.only in (None, "whole"):
        whole_process(args.runs, args.bundle)
    if args.only in (None, "stalls"):
        bytecode_as_installed()
        for aids in ("none", "all") if args.aids == "compare" else (args.aids,):
            sound = not args.no_sound
            stalls(args.bot, args.speed, args.think_ms, sound, aids, args.hands, args.why, args.entries)
            if not args.one_speed:
                stalls(args.bot, 0.0, 0, sound, aids, args.hands, args.why, args.entries)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
