"""What the practice aids' coach thread costs the GUI thread; prints figures, not a test.

    .venv/bin/python benchmarks/bench_coach_stalls.py [--looks 60] [--variant stud] [--rounds 2]

The coach works the aids out in a Python thread of its own (`app.coach_worker`), so
the GUI thread shares the interpreter lock with it. This measures that cost alone,
without the table: the gaps of a 1 ms GUI-thread timer while the coach works out
every aid (odds, outs, boards, hint, rules, dead cards) for the hero's views of
random 8-player hands, one look after the other as fast as it answers, against
the same timer with the coach idle for as long. Rounds alternate (the machine is
shared and noisy). `bench_startup.py --only stalls --aids compare` measures the
whole table with and without the aids.
"""

from __future__ import annotations

import argparse
import os
import random
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QApplication

from studdesk.app.coach_worker import CoachThread
from studdesk.bots.base import passive_fallback
from studdesk.engine.actions import Act
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView
from studdesk.play.aids import AidsWanted, CoachReply, Look

ALL_AIDS = AidsWanted(odds=True, boards=True, review=True, hint=True, rules=True, dead_cards=True)


def hero_views(count: int, variant: str) -> list[PlayerView]:
    """The hero's view after every card and action of passively played 8-player hands."""
    rng = random.Random(3)
    config = GameConfig(VARIANTS[variant], Structure(ante=1, bring_in=2, small_bet=5, big_bet=10))
    players = min(8, VARIANTS[variant].max_players)
    views: list[PlayerView] = []
    number = 0
    while len(views) < count:
        number += 1
        seats = [PlayerSeat(s, f"P{s}", 200) for s in range(players)]
        hand = Hand(config, seats, 0, Deck(rng), hand_number=number)
        hand.start()
        while not hand.is_over:
            view = hand.view(0)
            if not view.me.folded:
                views.append(view)
            seat = hand.to_act
            assert seat is not None
            hand.apply(Act.taking(seat, passive_fallback(hand.legal_actions())))
    return views[:count]


def timer_gaps(
    qt: QApplication, busy: bool, views: list[PlayerView], coach: CoachThread, seconds: float
) -> tuple[list[float], float]:
    """Gaps of a 1 ms timer while the coach answers every view (busy) or for `seconds` (idle)."""
    answers: list[CoachReply] = []
    coach.replied.connect(answers.append)
    gaps: list[float] = []
    clock = QElapsedTimer()
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(1)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    started = time.perf_counter()
    asked = 0
    while (asked < len(views) or len(answers) < asked) if busy else time.perf_counter() - started < seconds:
        if busy and asked < len(views) and len(answers) == asked:
            coach.submit(Look(asked + 1, views[asked], ALL_AIDS))
            asked += 1
        qt.processEvents()
        time.sleep(0.0005)
    took = time.perf_counter() - started
    timer.stop()
    coach.replied.disconnect(answers.append)
    return sorted(gaps[5:]), took


def report(name: str, gaps: list[float], took: float, looks: int) -> None:
    p99 = gaps[int(len(gaps) * 0.99)]
    said = f", {1000 * took / looks:.0f} ms a look" if looks else ""
    print(
        f"  {name:<12} {took:5.1f} s{said}; {len(gaps)} ticks, "
        f"longest gap {gaps[-1]:.1f} ms, 99th percentile {p99:.1f} ms, median {gaps[len(gaps) // 2]:.2f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description="The coach thread's cost to the GUI thread.")
    parser.add_argument("--looks", type=int, default=60)
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="stud")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    qt = QApplication.instance() or QApplication([])
    assert isinstance(qt, QApplication)
    views = hero_views(args.looks, args.variant)
    coach = CoachThread(seed=1)
    timer_gaps(qt, True, views[:1], coach, 0)  # the coach's first look builds its lookup tables
    print(f"GUI-thread timer gaps, {args.looks} looks at every aid ({args.variant}), coach busy vs idle:")
    for _ in range(args.rounds):
        gaps, took = timer_gaps(qt, True, views, coach, 0)
        report("coach busy", gaps, took, len(views))
        gaps, took = timer_gaps(qt, False, views, coach, took)
        report("coach idle", gaps, took, 0)
    coach.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
