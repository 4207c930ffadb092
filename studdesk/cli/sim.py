"""`studdesk-sim`: play many hands headless, replay hand histories.

studdesk-sim --variant stud --players 8 --hands 10000 --seed 1 --bots random
studdesk-sim replay hands/*.phh
studdesk-sim equity --variant stud "As Ks 7h" "Qc Qd 2s"
studdesk-sim history stats          (see studdesk.cli.history)
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from studdesk.bots.base import Bot
from studdesk.bots.play import play_out
from studdesk.bots.registry import BotLoadError, make_bot
from studdesk.engine.cards import Deck
from studdesk.engine.errors import StudDeskError
from studdesk.engine.events import ShowdownRevealed
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="studdesk-sim",
        description="Play stud hands headless between bots and check the engine's books. "
        "Subcommands: 'replay FILE...' (PHH hand histories), 'sng' (a sit-and-go), "
        "'equity HAND HAND...' (the stud equity calculator), "
        "'history' (the hand store: import, export, stats).",
    )
    p.add_argument("--variant", choices=sorted(VARIANTS), default="stud")
    p.add_argument("--players", type=int, default=6)
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ante", type=int, default=1)
    p.add_argument("--bring-in", type=int, default=5)
    p.add_argument("--small-bet", type=int, default=20)
    p.add_argument("--big-bet", type=int, default=40)
    p.add_argument("--stacks", default="1000", help="one stack for all, or a comma list per seat")
    p.add_argument("--random-stacks", metavar="LO:HI", help="each hand, each stack uniform in LO..HI")
    p.add_argument("--carry-stacks", action="store_true", help="carry stacks from hand to hand")
    p.add_argument("--bots", default="random", help="one bot name for all, or a comma list per seat")
    p.add_argument("--no-open-pair", action="store_true", help="no open-pair big bet (R3.7)")
    p.add_argument("--raise-cap", type=int, choices=(3, 4), default=3)
    p.add_argument("--uncapped-heads-up", action="store_true")
    p.add_argument(
        "--no-community-betting",
        action="store_true",
        help="no betting round after a community card (R2.7 option)",
    )
    p.add_argument("--odd-chip", choices=("position", "suit"), default="position")
    p.add_argument("--show-losing-hands", action="store_true")
    p.add_argument("--phh-dir", type=Path, help="write one PHH file per hand here")
    p.add_argument("--record", action="store_true", help="store every hand in the hand history")
    p.add_argument("--quiet", action="store_true")
    return p


@dataclass(frozen=True, slots=True)
class SimSummary:
    hands: int
    seconds: float
    showdowns: int
    chips_in: int
    chips_out: int
    #: what --record says about the hands it stored
    recorded: str | None = None

    @property
    def conserved(self) -> bool:
        return self.chips_in == self.chips_out


def config_from_args(args: argparse.Namespace) -> GameConfig:
    return GameConfig(
        VARIANTS[args.variant],
        Structure(args.ante, args.bring_in, args.small_bet, args.big_bet),
        HouseRules(
            open_pair_big_bet=not args.no_open_pair,
            raise_cap=args.raise_cap,
            uncapped_heads_up=args.uncapped_heads_up,
            community_card_betting=not args.no_community_betting,
            odd_chip_rule=OddChipRule.HIGH_CARD_BY_SUIT if args.odd_chip == "suit" else OddChipRule.POSITION,
            show_losing_hands=args.show_losing_hands,
        ),
    )


def _per_seat(text: str, players: int, what: str) -> list[str]:
    items = [t.strip() for t in text.split(",")]
    if len(items) == 1:
        return items * players
    if len(items) != players:
        raise ValueError(f"--{what} lists {len(items)} values for {players} players")
    return items


def _stacks(args: argparse.Namespace, rng: random.Random) -> list[int]:
    if args.random_stacks:
        lo_text, _, hi_text = args.random_stacks.partition(":")
        lo, hi = int(lo_text), int(hi_text)
        if not 1 <= lo <= hi:
            raise ValueError("--random-stacks needs 1 <= LO <= HI, e.g. 20:400")
        return [rng.randint(lo, hi) for _ in range(args.players)]
    stacks = [int(s) for s in _per_seat(args.stacks, args.players, "stacks")]
    if min(stacks) <= 0:
        raise ValueError("--stacks must be positive")
    return stacks


def simulate(args: argparse.Namespace) -> SimSummary:
    from studdesk.persistence.atomic import atomic_write_text  # only needed when writing files
    from studdesk.persistence.phh import hand_to_phh

    config = config_from_args(args)
    rng = random.Random(args.seed)
    names = _per_seat(args.bots, args.players, "bots")
    bots: dict[int, Bot] = {seat: make_bot(name, args.seed * 1000 + seat) for seat, name in enumerate(names)}
    if args.phh_dir:
        args.phh_dir.mkdir(parents=True, exist_ok=True)
    stacks = _stacks(args, rng)
    recorder = None
    if args.record:
        from studdesk.cli.record import Recorder, SessionKind

        variant = VARIANTS[args.variant]
        recorder = Recorder.start(
            SessionKind.SIMULATION,
            f"studdesk-sim {variant.short_name}, {args.players} players, seed {args.seed}",
            {"variant": args.variant, "players": args.players, "seed": args.seed, "bots": args.bots},
            dict(enumerate(names)),
        )
    button = rng.randrange(args.players)
    chips_in = chips_out = showdowns = played = 0
    started = time.perf_counter()
    for number in range(1, args.hands + 1):
        if not args.carry_stacks:
            stacks = _stacks(args, rng)
        seated = [
            PlayerSeat(seat, f"{names[seat]}-{seat}", stack) for seat, stack in enumerate(stacks) if stack > 0
        ]
        if len(seated) < 2:
            break
        seats = [p.seat for p in seated]
        button = next((s for s in seats if s > button), seats[0])
        hand = Hand(config, seated, button, Deck(rng), hand_number=number)
        hand.start()
        play_out(hand, bots)
        played += 1
        chips_in += sum(p.stack for p in seated)
        final = hand.final_stacks()
        chips_out += sum(final.values())
        showdowns += any(isinstance(e, ShowdownRevealed) for e in hand.events)
        if args.carry_stacks:
            stacks = [final.get(seat, 0) for seat in range(args.players)]
        if args.phh_dir:
            path = args.phh_dir / f"hand-{number:06d}.phh"
            try:
                atomic_write_text(path, hand_to_phh(hand))
            except OSError as exc:
                raise ValueError(f"--phh-dir: cannot write {path}: {exc.strerror or exc}") from exc
        if recorder is not None:
            recorder.hand_over(hand)
    seconds = time.perf_counter() - started
    recorded = recorder.finish() if recorder is not None else None
    return SimSummary(played, seconds, showdowns, chips_in, chips_out, recorded)


def run_simulation(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        summary = simulate(args)
    except (ValueError, StudDeskError, BotLoadError) as exc:
        parser.error(str(exc))
    rate = summary.hands / summary.seconds if summary.seconds else float("inf")
    print(f"variant        {VARIANTS[args.variant].name}")
    print(f"hands          {summary.hands}")
    print(f"hands/second   {rate:,.0f}")
    print(f"showdowns      {summary.showdowns}")
    print(f"chips in/out   {summary.chips_in} / {summary.chips_out}")
    if not summary.conserved:
        print(f"CHIP CONSERVATION FAILED: {summary.chips_in - summary.chips_out:+} chips", file=sys.stderr)
        return 1
    print("chips conserved: yes")
    if summary.recorded:
        print(summary.recorded)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "replay":
        from studdesk.cli.replay import run_replay

        replayed: int = run_replay(argv[1:])
        return replayed
    if argv and argv[0] == "equity":
        from studdesk.cli.equity import run_equity

        return run_equity(argv[1:])
    if argv and argv[0] == "history":
        from studdesk.cli.history import run_history

        return run_history(argv[1:])
    if argv and argv[0] == "sng":
        from studdesk.cli.sng import run_sng

        return run_sng(argv[1:])
    return run_simulation(argv)


if __name__ == "__main__":
    raise SystemExit(main())
