"""`studdesk-sim`: play many hands headless, replay hand histories.

studdesk-sim --variant stud --players 8 --hands 10000 --seed 1 --bots random
studdesk-sim replay hands/*.phh
studdesk-sim equity --variant stud "As Ks 7h" "Qc Qd 2s"
studdesk-sim history stats          (see studdesk.cli.history)
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from studdesk.bots.base import Bot
from studdesk.bots.play import close_bots, play_out
from studdesk.bots.registry import BotLoadError, make_bot
from studdesk.cli.args import (
    FILE_ERROR,
    INTERRUPTED,
    MAX_CHIPS,
    MAX_HANDS,
    MAX_SEED,
    USAGE_ERROR,
    CliError,
    Parser,
    add_bot_deadline,
    fail,
    int_in,
    int_list,
    output_folder,
    shown,
    whole_number,
    write_problem,
)
from studdesk.engine.cards import Deck
from studdesk.engine.errors import StructureError
from studdesk.engine.events import ShowdownRevealed
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS

if TYPE_CHECKING:
    from studdesk.cli.record import Recorder

MAX_SEATS = max(v.max_players for v in VARIANTS.values())
#: the Settings dialog's limits for the ante, bring-in and small bet
MAX_BET = 1_000_000


def _warn(message: str) -> None:
    print(f"studdesk-sim: {message}", file=sys.stderr)


def _quiet_library_warnings() -> None:
    """The commands print their own one-line notices (a bot that went wrong, a save not written);
    the library's log records say the same for a log file, and must not reach the terminal twice."""
    logger = logging.getLogger("studdesk")
    if not any(isinstance(h, logging.NullHandler) for h in logger.handlers):
        logger.addHandler(logging.NullHandler())


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="studdesk-sim",
        description="Play stud hands headless between bots and check the engine's books. "
        "Subcommands: 'replay FILE...' (PHH hand histories), 'sng' (a sit-and-go), "
        "'equity HAND HAND...' (the stud equity calculator), "
        "'history' (the hand store: import, export, stats).",
    )
    p.add_argument("--variant", choices=sorted(VARIANTS), default="stud")
    p.add_argument("--players", type=int_in(2, MAX_SEATS), default=6, help="2-8 (2-10 for five)")
    p.add_argument("--hands", type=int_in(1, MAX_HANDS), default=1000)
    p.add_argument("--seed", type=int_in(0, MAX_SEED), default=1)
    p.add_argument("--ante", type=int_in(0, MAX_BET), default=1)
    p.add_argument("--bring-in", type=int_in(1, MAX_BET), default=5)
    p.add_argument("--small-bet", type=int_in(1, MAX_BET), default=20)
    p.add_argument("--big-bet", type=int_in(2, 2 * MAX_BET), default=40)
    p.add_argument("--stacks", default="1000", help="one stack for all, or a comma list per seat")
    p.add_argument("--random-stacks", metavar="LO:HI", help="each hand, each stack uniform in LO..HI")
    p.add_argument("--carry-stacks", action="store_true", help="carry stacks from hand to hand")
    p.add_argument("--bots", default="random", help="one bot name for all, or a comma list per seat")
    add_bot_deadline(p)
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
    p.add_argument(
        "--all-in-rule",
        choices=[r.value for r in AllInRule],
        default=AllInRule.HALF_BET.value,
        help="half_bet: an all-in of half a bet or raise counts as a full one; "
        "full_bet: only a full one counts (R3.8)",
    )
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
    """The game the flags describe; CliError naming the flag when they do not fit together."""
    variant = VARIANTS[args.variant]
    if not variant.min_players <= args.players <= variant.max_players:
        raise CliError(
            f"--players must be from {variant.min_players} to {variant.max_players} for {variant.name}, "
            f"not {args.players}"
        )
    try:
        structure = Structure(args.ante, args.bring_in, args.small_bet, args.big_bet)
    except StructureError as exc:  # R1.4, worded by the engine
        raise CliError(f"--{exc.field.replace('_', '-')}: {exc}") from None
    return GameConfig(
        variant,
        structure,
        HouseRules(
            open_pair_big_bet=not args.no_open_pair,
            raise_cap=args.raise_cap,
            uncapped_heads_up=args.uncapped_heads_up,
            community_card_betting=not args.no_community_betting,
            odd_chip_rule=OddChipRule.HIGH_CARD_BY_SUIT if args.odd_chip == "suit" else OddChipRule.POSITION,
            show_losing_hands=args.show_losing_hands,
            all_in_rule=AllInRule(args.all_in_rule),
        ),
    )


def _per_seat(text: str, players: int, what: str) -> list[str]:
    items = [t.strip() for t in text.split(",")]
    if len(items) == 1:
        return items * players
    if len(items) != players:
        raise CliError(f"--{what} lists {len(items)} values for {players} players; give one, or one per seat")
    return items


def _stack_range(text: str) -> tuple[int, int]:
    lo_text, colon, hi_text = text.partition(":")
    lo, hi = whole_number(lo_text), whole_number(hi_text)
    if not colon or lo is None or hi is None or not 1 <= lo <= hi <= MAX_CHIPS:
        raise CliError(
            f"--random-stacks takes LO:HI, whole numbers from 1 to {MAX_CHIPS:,} with LO <= HI "
            f"(e.g. 20:400), not {shown(text)}"
        )
    return lo, hi


def _stacks(args: argparse.Namespace, rng: random.Random) -> list[int]:
    if args.random_stacks:
        lo, hi = _stack_range(args.random_stacks)
        return [rng.randint(lo, hi) for _ in range(args.players)]
    per_seat = ",".join(_per_seat(args.stacks, args.players, "stacks"))
    return int_list("--stacks", per_seat, 1, MAX_CHIPS, "one stack for everyone or one per seat")


def _bots(args: argparse.Namespace, names: list[str], stack: contextlib.ExitStack) -> dict[int, Bot]:
    """One bot per seat; `stack` closes them (third-party bots have processes of their own)."""
    bots: dict[int, Bot] = {}
    stack.callback(lambda: close_bots(bots.values()))
    for seat, name in enumerate(names):
        try:
            bots[seat] = make_bot(name, args.seed * 1000 + seat, deadline=args.bot_deadline)
        except BotLoadError as exc:
            raise CliError(f"--bots: {exc}") from None
    return bots


def simulate(args: argparse.Namespace, notices: Callable[[str], None] = _warn) -> SimSummary:
    """Play the hands; raises CliError (one line for the user) when the flags or a folder do not work."""
    config = config_from_args(args)
    rng = random.Random(args.seed)
    stacks = _stacks(args, rng)
    phh_dir = output_folder("--phh-dir", args.phh_dir) if args.phh_dir else None
    if phh_dir is not None:  # the PHH and file modules load only when hands are written
        from studdesk.persistence.atomic import atomic_write_text, remove_stale_temp_files
        from studdesk.persistence.phh import hand_to_phh

        remove_stale_temp_files(phh_dir)
    names = _per_seat(args.bots, args.players, "bots")
    # the same stacks every hand unless they are drawn or carried: the seats are made once
    fixed_stacks = not (args.carry_stacks or args.random_stacks)
    player_names = [f"{name}-{seat}" for seat, name in enumerate(names)]
    seated: list[PlayerSeat] = []
    with contextlib.ExitStack() as open_bots:
        bots = _bots(args, names, open_bots)
        recorder = _recorder(args, names) if args.record else None
        button = rng.randrange(args.players)
        chips_in = chips_out = showdowns = played = 0
        started = time.perf_counter()
        for number in range(1, args.hands + 1):
            if args.random_stacks and not args.carry_stacks:
                stacks = _stacks(args, rng)
            if not (seated and fixed_stacks):
                seated = [PlayerSeat(s, player_names[s], n) for s, n in enumerate(stacks) if n > 0]
            if len(seated) < 2:
                break
            seats = [p.seat for p in seated]
            button = next((s for s in seats if s > button), seats[0])
            hand = Hand(config, seated, button, Deck(rng), hand_number=number)
            hand.start()
            play_out(hand, bots, notices)
            played += 1
            chips_in += sum(p.stack for p in seated)
            final = hand.final_stacks()
            chips_out += sum(final.values())
            showdowns += ShowdownRevealed in map(type, hand.events)
            if args.carry_stacks:
                stacks = [final.get(seat, 0) for seat in range(args.players)]
            if phh_dir is not None:
                target = phh_dir / f"hand-{number:06d}.phh"
                try:  # atomic: a full disk leaves no empty or cut-short file behind
                    atomic_write_text(target, hand_to_phh(hand), durable=False)
                except OSError as exc:
                    raise write_problem(
                        target, exc, f"the {played - 1} hands before it were written"
                    ) from None
            if recorder is not None:
                recorder.hand_over(hand)
        seconds = time.perf_counter() - started
        recorded = recorder.finish() if recorder is not None else None
        return SimSummary(played, seconds, showdowns, chips_in, chips_out, recorded)


def _recorder(args: argparse.Namespace, names: list[str]) -> Recorder:
    from studdesk.cli.record import Recorder, SessionKind

    variant = VARIANTS[args.variant]
    try:
        return Recorder.start(
            SessionKind.SIMULATION,
            f"studdesk-sim {variant.short_name}, {args.players} players, seed {args.seed}",
            {"variant": args.variant, "players": args.players, "seed": args.seed, "bots": args.bots},
            dict(enumerate(names)),
        )
    except ValueError as exc:  # the hand store cannot be used; the message names --record
        raise CliError(str(exc), FILE_ERROR) from None


def run_simulation(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        summary = simulate(args)
    except CliError as exc:
        fail(parser.prog, str(exc), exc.status, hint=exc.status == USAGE_ERROR)
    except KeyboardInterrupt:
        fail(parser.prog, "interrupted", INTERRUPTED)
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
    _quiet_library_warnings()
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
