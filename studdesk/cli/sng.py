"""`studdesk-sim sng`: play a whole sit-and-go between bots, headless.

    studdesk-sim sng --variant rotation --entrants 6 --bots random,calling-station --speed turbo --seed 1

Prints the finishing order with prizes, the hands played and the level reached.
With `--save-dir` the game is saved after every hand; `--stop-after N` quits
after N hands and `--resume` continues the saved game, which then ends exactly
as an uninterrupted run with the same seed would. The game is the play layer's
`TournamentGame`, as in the desktop app, played headless.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from studdesk.bots.registry import BotLoadError, make_bot
from studdesk.engine.errors import StudDeskError
from studdesk.engine.tournament import DirectorEvent, LevelRaised, PlayerEliminated, TournamentDirector
from studdesk.engine.tournament_config import (
    DEFAULT_ROTATION,
    DEFAULT_STARTING_CHIPS,
    Entrant,
    LevelTiming,
    LevelUnit,
    Speed,
    TournamentConfig,
)
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.saves import SaveLoadError, SaveStore
from studdesk.play.tournament import TournamentGame
from studdesk.wording.places import place_text

if TYPE_CHECKING:
    from studdesk.cli.record import Recorder


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="studdesk-sim sng",
        description="Play a sit-and-go tournament between bots and print the results (RULES.md §6).",
    )
    p.add_argument(
        "--variant",
        default="stud",
        help="stud, stud8, five, razz, 'rotation' (stud, stud8, razz, five: one per level) "
        "or a comma list to rotate through",
    )
    p.add_argument("--entrants", type=int, default=6, help="2-8 (2-10 for five-card stud alone)")
    p.add_argument(
        "--bots",
        default="random",
        help="bot names (registry names or package.module:Class), given to the "
        "entrants in turn: 'random' for all, or 'random,calling-station' alternating",
    )
    p.add_argument(
        "--speed",
        choices=[s.name.lower() for s in Speed],
        default="regular",
        help="turbo 6, regular 10, deep 15 hands a level (R6.4)",
    )
    p.add_argument("--hands-per-level", type=int, help="overrides --speed")
    p.add_argument("--chips", type=int, default=DEFAULT_STARTING_CHIPS, help="starting stack")
    p.add_argument("--payouts", help="percent per place, e.g. 65,35 (default R6.3)")
    p.add_argument("--buy-in", type=int, default=100, help="each entrant's share of the prize pool")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--save-dir", type=Path, help="save the game here after every hand")
    p.add_argument("--slot", default="sng", help="save name inside --save-dir")
    p.add_argument("--resume", action="store_true", help="continue the game saved in --save-dir/--slot")
    p.add_argument("--stop-after", type=int, metavar="N", help="quit after N hands (to try --resume)")
    p.add_argument("--events", action="store_true", help="print level changes and eliminations")
    p.add_argument("--record", action="store_true", help="store every hand in the hand history")
    return p


def config_from_args(args: argparse.Namespace) -> TournamentConfig:
    if args.variant == "rotation":
        variants = DEFAULT_ROTATION
    else:
        variants = tuple(v.strip() for v in args.variant.split(","))
    names = [b.strip() for b in args.bots.split(",")]
    if len(names) > args.entrants:
        raise ValueError(f"--bots lists {len(names)} bots for {args.entrants} entrants")
    bots = [names[seat % len(names)] for seat in range(args.entrants)]
    for name in set(bots):
        make_bot(name)  # a bot that cannot be made is an error here (the app would seat a stand-in)
    per_level = args.hands_per_level if args.hands_per_level is not None else Speed[args.speed.upper()].value
    payouts = tuple(float(p) for p in args.payouts.split(",")) if args.payouts else ()
    return TournamentConfig(
        entrants=tuple(Entrant(f"{_short(bot)}-{seat + 1}", bot) for seat, bot in enumerate(bots)),
        variants=variants,
        starting_chips=args.chips,
        timing=LevelTiming(LevelUnit.HANDS, per_level),
        payouts=payouts,
        buy_in=args.buy_in,
    )


def _short(bot: str) -> str:
    return bot.rpartition(":")[2].rpartition(".")[2] or bot


def run(args: argparse.Namespace, out: Callable[[str], None] = print) -> int:
    store = SaveStore(args.save_dir) if args.save_dir else None
    if args.resume:
        if store is None:
            raise ValueError("--resume needs --save-dir")
        game, _pending = TournamentGame.load(store, args.slot, results=None)
        out(f"resumed        {args.slot} after hand {game.director.hands_played}")
    else:
        game = TournamentGame.new(config_from_args(args), args.seed, store, results=None, slot=args.slot)
    director = game.director
    config = director.config
    recorder = _recorder(director) if args.record else None
    if recorder is not None:
        game.hand_observers.append(recorder.hand_over)  # after loading: replayed hands are stored already
    games = ", ".join(v.short_name for v in config.variant_list)
    out(f"sit-and-go     {games}; {len(config.entrants)} entrants, {config.timing}, seed {director.seed}")
    conserved = True
    started = time.perf_counter()
    played_here = 0
    while not director.is_finished:
        if args.stop_after is not None and played_here >= args.stop_after:
            break
        events = game.play_hand()
        played_here += 1
        conserved &= sum(director.chips().values()) == config.total_chips
        game.save()
        for notice in game.take_notices():
            out(f"note           {notice}")
        if args.events:
            _print_events(events, director, out)
    seconds = time.perf_counter() - started
    if recorder is not None:
        out(recorder.finish())
    if not director.is_finished:
        out(f"stopped        after hand {director.hands_played}; continue with --resume")
    else:
        _print_results(director, out)
    rate = played_here / seconds if seconds else float("inf")
    out(f"time           {seconds:.2f} s for {played_here} hands ({rate:,.0f} hands/s)")
    if not conserved:
        out("CHIP CONSERVATION FAILED")
        return 1
    out("chips conserved every hand: yes")
    return 0


def _recorder(director: TournamentDirector) -> Recorder:
    from studdesk.cli.record import Recorder, SessionKind

    config = director.config
    games = ", ".join(v.short_name for v in config.variant_list)
    return Recorder.start(
        SessionKind.TOURNAMENT,
        f"Sit-and-go ({games}), {len(config.entrants)} entrants, seed {director.seed}",
        {"entrants": len(config.entrants), "seed": director.seed},
        {seat: e.bot for seat, e in enumerate(config.entrants) if e.bot is not None},
    )


def _print_events(
    events: Sequence[DirectorEvent], director: TournamentDirector, out: Callable[[str], None]
) -> None:
    for event in events:
        if isinstance(event, LevelRaised):
            out(
                f"  hand {event.hand_number}: level {event.level}, {VARIANTS[event.variant_key].short_name}, "
                f"{event.structure}"
            )
        elif isinstance(event, PlayerEliminated):
            shared = "" if event.last_place == event.place else f"-{event.last_place}"
            out(f"  hand {event.hand_number}: {event.name} out in place {event.place}{shared}")


def _print_results(director: TournamentDirector, out: Callable[[str], None]) -> None:
    config = director.config
    out(f"prize pool     {config.prize_pool} ({config.buy_in} x {len(config.entrants)})")
    out(f"{'place':<18}{'name':<24}{'prize':>10}{'share':>9}")
    for finish in director.results:
        place = place_text(finish.place, finish.last_place)
        out(f"{place:<18}{finish.name:<24}{finish.prize:>10.2f}{finish.share:>8.1f}%")
    status_level = director.level
    out(f"hands played   {director.hands_played}")
    out(
        f"level reached  {status_level + 1}: {config.variant_at(status_level).short_name}, "
        f"{config.structure_at(status_level)}"
    )


def run_sng(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return run(args)
    except SaveLoadError as exc:
        print(exc.problem.message, file=sys.stderr)
        return 2
    except (ValueError, StudDeskError, BotLoadError) as exc:
        parser.error(str(exc))
