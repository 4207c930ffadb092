"""Hands per second: the StudDesk engine and `studdesk-sim` against pokerkit, side by side.

1. In-process (hands per CPU second): eight-handed Seven Card Stud (ante 1, bring-in 2,
   limits 5/10, 200 chips each), every action chosen uniformly at random among the legal
   ones, cards dealt by each library from a seeded shuffle, showdowns evaluated. Three
   StudDesk runs play the very same hands: from `Hand.legal_actions` (the engine alone),
   from the seat's `PlayerView` (what a bot decides from; the view's share of a hand's
   time has a target of at most 20 %), and from a view whose seats, pots and history are
   all read (what a reading bot pays). Target: the engine at least 10x pokerkit.
2. Whole process (wall and CPU seconds of each process, start-up included):
   `studdesk-sim --variant stud --players 8 --hands 4000 --bots random` against
   `benchmarks/pokerkit_loop.py` (the same game in pokerkit, random legal actions),
   alternating, several rounds, both from cached bytecode as installed programs run; the
   ratio of the medians has a target of at least 10x (on a busy machine the CPU ratio is
   the steadier one). studdesk-sim runs the engine setup gave it: compiled where
   `scripts/setup.sh` built the twins (see `studdesk/engine/_native.py`), plain Python where it
   could not; the same command with the plain Python engine (`STUDDESK_NATIVE=0`) runs beside
   it either way.

    .venv/bin/python benchmarks/bench_simulator.py
    .venv/bin/python benchmarks/bench_simulator.py --hands 20000 --pokerkit-hands 1000 --rounds 7
    .venv/bin/python benchmarks/bench_simulator.py --skip-engine --process-rounds 7
    .venv/bin/python benchmarks/bench_simulator.py --profile      # where the engine spends time
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pokerkit_loop  # beside this script

from studdesk.engine.actions import Act, LegalAction
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import SEVEN_CARD_STUD

PLAYERS = 8
STACK = 200
ANTE, BRING_IN, SMALL_BET, BIG_BET = 1, 2, 5, 10
HERE = Path(__file__).resolve().parent

Chooser = Callable[[Hand, int], tuple[LegalAction, ...]]


def from_engine(hand: Hand, seat: int) -> tuple[LegalAction, ...]:
    return hand.legal_actions()


def from_view(hand: Hand, seat: int) -> tuple[LegalAction, ...]:
    return hand.view(seat).legal


def from_read_view(hand: Hand, seat: int) -> tuple[LegalAction, ...]:
    view = hand.view(seat)
    view.seats, view.pots, view.history  # noqa: B018  # a reading bot looks at all of it
    return view.legal


def studdesk_hands(count: int, seed: int, offers: Chooser = from_engine) -> int:
    """Play `count` random hands in the engine; returns the number of actions taken."""
    rng = random.Random(seed)
    config = GameConfig(SEVEN_CARD_STUD, Structure(ANTE, BRING_IN, SMALL_BET, BIG_BET), HouseRules())
    players = [PlayerSeat(seat, f"P{seat}", STACK) for seat in range(PLAYERS)]
    actions = 0
    for number in range(count):
        hand = Hand(config, players, number % PLAYERS, Deck(rng), hand_number=number + 1)
        hand.start()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            hand.apply(Act.taking(seat, rng.choice(offers(hand, seat))))
            actions += 1
        assert sum(p.stack for p in hand.order) == PLAYERS * STACK
    return actions


def pokerkit_hands(count: int, seed: int) -> int:
    """The same workload in pokerkit 0.7.7 (a test dependency); returns the actions taken."""
    return pokerkit_loop.play(count, PLAYERS, seed, (ANTE, BRING_IN, SMALL_BET, BIG_BET, STACK))


def measure(hands: int, pokerkit: int, rounds: int, seed: int) -> dict[str, tuple[float, int, int]]:
    """CPU seconds, hands and actions per side, run in alternating rounds after a warm-up.

    CPU time and alternation keep the comparison fair on a machine shared with other work.
    """
    studdesk_hands(50, seed + 99)  # builds the evaluators' lookup tables
    pokerkit_hands(10, seed + 99)
    sides: dict[str, Callable[[int, int], int]] = {
        "studdesk": studdesk_hands,
        "views": lambda n, s: studdesk_hands(n, s, from_view),
        "read": lambda n, s: studdesk_hands(n, s, from_read_view),
        "pokerkit": pokerkit_hands,
    }
    counts = {"studdesk": hands, "views": hands, "read": max(1, hands // 4), "pokerkit": pokerkit}
    totals = {name: [0.0, 0, 0] for name in sides}
    for r in range(rounds):
        for name, play in sides.items():
            n = max(1, counts[name] // rounds)
            started = time.process_time()
            actions = play(n, seed + r)
            totals[name][0] += time.process_time() - started
            totals[name][1] += n
            totals[name][2] += actions
    return {name: (float(t[0]), int(t[1]), int(t[2])) for name, t in totals.items()}


def report_engine(args: argparse.Namespace) -> None:
    results = measure(args.hands, args.pokerkit_hands, args.rounds, args.seed)
    rates = {name: hands / seconds for name, (seconds, hands, _) in results.items()}
    per_hand = {name: actions / hands for name, (_, hands, actions) in results.items()}
    view_share = 1 - rates["views"] / rates["studdesk"]
    read_share = 1 - rates["read"] / rates["studdesk"]
    print(
        f"workload        {PLAYERS}-player Seven Card Stud, uniformly random legal actions "
        f"(hands per CPU second, {args.rounds} alternating rounds)"
    )
    print(
        f"StudDesk        {rates['studdesk']:10,.0f} hands/s  ({results['studdesk'][1]} hands, "
        f"{per_hand['studdesk']:.1f} actions/hand)"
    )
    print(
        f"  with views    {rates['views']:10,.0f} hands/s  (each action chosen from the seat's PlayerView: "
        f"views take {view_share:.0%} of a hand's time; target at most 20%)"
    )
    print(
        f"  views read    {rates['read']:10,.0f} hands/s  (seats, pots and history read at every decision: "
        f"{read_share:.0%})"
    )
    print(
        f"pokerkit 0.7.7  {rates['pokerkit']:10,.0f} hands/s  ({results['pokerkit'][1]} hands, "
        f"{per_hand['pokerkit']:.1f} actions/hand)"
    )
    print(f"ratio           {rates['studdesk'] / rates['pokerkit']:10.1f}x  (target: at least 10x)")


# ----------------------------------------------------------------------------- whole process


def simulator_command(hands: int) -> list[str]:
    """`studdesk-sim` as a user runs it: the console script installed beside this Python."""
    script = Path(sys.executable).with_name("studdesk-sim")
    launcher = [str(script)] if script.exists() else [sys.executable, "-m", "studdesk.cli.sim"]
    return [
        *launcher,
        "--variant",
        "stud",
        "--players",
        str(PLAYERS),
        "--hands",
        str(hands),
        "--bots",
        "random",
    ]


def pokerkit_command(hands: int) -> list[str]:
    loop = HERE / "pokerkit_loop.py"
    return [sys.executable, str(loop), "--hands", str(hands), "--players", str(PLAYERS)]


def run_process(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def compiled_engine(env: dict[str, str]) -> bool:
    """Whether studdesk-sim runs the compiled twins of the engine (scripts/build_native.py)."""
    probe = "import studdesk.engine.hand, studdesk.engine._native as n; print(n.native_active())"
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    return done.stdout.strip() == "True"


def report_process(hands: int, rounds: int) -> None:
    env = dict(os.environ, STUDDESK_HOME=tempfile.mkdtemp(prefix="studdesk-bench-"))
    # both start as an installed program does, from compiled bytecode (written by the warm-up
    # runs into a cache of their own, whatever PYTHONDONTWRITEBYTECODE says here)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="studdesk-bench-pycache-")
    env.pop("STUDDESK_NATIVE", None)
    plain = dict(env, STUDDESK_NATIVE="0")
    runs = {
        "studdesk-sim": (simulator_command(hands), env),
        "pokerkit loop": (pokerkit_command(hands), env),
        "  plain Python": (simulator_command(hands), plain),
    }
    for warm_up, warm_env in ((simulator_command(20), env), (pokerkit_command(20), env)):
        run_process(warm_up, warm_env)  # file cache, bytecode
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in runs}
    for r in range(rounds):
        order = list(runs) if r % 2 == 0 else list(reversed(runs))
        for name in order:
            command, run_env = runs[name]
            times[name].append(run_process(command, run_env))
    engine = "compiled engine (scripts/build_native.py)" if compiled_engine(env) else "plain Python engine"
    print(
        f"\nwhole process, {hands} hands of {PLAYERS}-player Seven Card Stud, random bots, start-up included "
        f"({rounds} alternating rounds, median); studdesk-sim runs the {engine}"
    )
    medians = {}
    for name, (command, run_env) in runs.items():
        wall = statistics.median(t[0] for t in times[name])
        cpu = statistics.median(t[1] for t in times[name])
        medians[name] = (wall, cpu)
        shown = " ".join(Path(command[0]).name if i == 0 else part for i, part in enumerate(command))
        if run_env is plain:
            shown = f"STUDDESK_NATIVE=0 {shown}"
        print(f"  {name:14} {wall:7.3f} s wall {cpu:7.3f} s CPU   {hands / wall:8,.0f} hands/s   ({shown})")
    peer = medians["pokerkit loop"]
    for name in ("studdesk-sim", "  plain Python"):
        sim = medians[name]
        ratios = f"{peer[0] / sim[0]:7.1f}x wall {peer[1] / sim[1]:5.1f}x CPU"
        target = "   (target: at least 10x)" if name == "studdesk-sim" else ""
        print(f"  ratio {name.strip():8} {ratios}{target}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=10_000, help="engine hands (default 10000)")
    parser.add_argument("--pokerkit-hands", type=int, default=1_000, help="pokerkit hands (default 1000)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--process-hands", type=int, default=4000, help="hands per whole process")
    parser.add_argument("--process-rounds", type=int, default=5, help="whole-process rounds (default 5)")
    parser.add_argument("--skip-engine", action="store_true", help="only the whole-process comparison")
    parser.add_argument("--skip-process", action="store_true", help="only the in-process comparison")
    parser.add_argument("--profile", action="store_true", help="profile the engine run instead")
    args = parser.parse_args()
    if args.profile:
        studdesk_hands(50, args.seed + 99)
        profiler = cProfile.Profile()
        profiler.runcall(studdesk_hands, args.hands, args.seed, from_view)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return
    if not args.skip_engine:
        report_engine(args)
    if not args.skip_process:
        report_process(args.process_hands, args.process_rounds)


if __name__ == "__main__":
    main()
