"""Practice save: its size and the time one save takes, as the session grows.

    .venv/bin/python benchmarks/bench_practice_save.py [--hands 10000] [--every 1000] [--saves 20]

A six-handed practice session (the player's seat played by a bot too) is
played hand after hand; at every `--every` hands it is saved the way the app
saves it (atomically, after every action), `--saves` times in the middle of a
hand, and the size of the file and the mean and worst time of one save are
printed. The time includes what the app pays: building the body, the JSON,
the checksum, the write, fsync and rename. Then the last save is loaded and
the loaded session checked against the one that was saved.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from studdesk.bots.base import safe_decision
from studdesk.bots.registry import make_bot
from studdesk.engine.hand import GameConfig
from studdesk.engine.session import PracticeSession
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.saves import SaveStore


def new_session(seed: int) -> PracticeSession:
    session = PracticeSession(GameConfig(VARIANTS["stud"], Structure(1, 5, 20, 40)), seats=6, seed=seed)
    for seat in range(6):
        session.sit(seat, f"p{seat}", 1000, bot=None if seat == 0 else "random")
    return session


def play_hand(session: PracticeSession, until_action: int | None = None) -> None:
    """Play a hand (or its first `until_action` actions); re-buy whoever busted."""
    hand, _ = session.start_hand()
    bots = {p.seat: make_bot("random", session.bot_seed(p.seat)) for p in session.players()}
    actions = 0
    while not hand.is_over:
        if until_action is not None and actions == until_action:
            return
        seat = hand.to_act
        assert seat is not None
        session.apply(safe_decision(bots[seat], hand.view(seat))[0])
        actions += 1
    for seat in session.finish_hand():
        session.add_chips(seat, 1000)


def measure(store: SaveStore, session: PracticeSession, saves: int) -> tuple[int, float, float]:
    """Size in bytes, mean and worst ms of one save made in the middle of a hand."""
    play_hand(session, until_action=2)
    times = []
    for _ in range(saves):
        started = time.perf_counter()
        path = store.save_session("practice", session)
        times.append(time.perf_counter() - started)
    size = path.stat().st_size
    # finish the interrupted hand so the session goes on
    hand = session.hand
    assert hand is not None
    bots = {p.seat: make_bot("random", session.bot_seed(p.seat)) for p in session.players()}
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        session.apply(safe_decision(bots[seat], hand.view(seat))[0])
    for seat in session.finish_hand():
        session.add_chips(seat, 1000)
    return size, statistics.mean(times) * 1e3, max(times) * 1e3


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--every", type=int, default=1000)
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    session = new_session(args.seed)
    print(f"{'hands':>8}{'save size':>14}{'mean ms':>10}{'worst ms':>10}")
    with tempfile.TemporaryDirectory(prefix="studdesk-save-bench-") as folder:
        store = SaveStore(Path(folder))
        while session.hands_played < args.hands:
            for _ in range(min(args.every, args.hands - session.hands_played) - 1):
                play_hand(session)
            size, mean, worst = measure(store, session, args.saves)
            print(f"{session.hands_played:>8,}{size:>14,}{mean:>10.1f}{worst:>10.1f}")
        play_hand(session, until_action=3)
        store.save_session("practice", session)
        started = time.perf_counter()
        loaded = store.load_session("practice")
        took = time.perf_counter() - started
        same = loaded.session.players() == session.players() and loaded.pending == session.pending_acts
        print(f"loading the last save: {took * 1e3:,.0f} ms; same table and pending commands: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
