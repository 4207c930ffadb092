"""Pit one bot against another in a duplicate match and print bb/100 with a 95% interval.

    python -m studdesk.cli.match --hero my_bots:MyBot --villain hard --variant razz --deals 1000
    python -m studdesk.cli.match --hero hard --villain maniac --players 6 --jobs 2

Bots are registry names (`hard`, `rock`, ...) or `package.module:ClassName` (importable
from the directory you start in). With --jobs N the seat rotations are played by N
processes; the result is the same as with one. A bot of your own runs in a process of
its own; one that thinks longer than --bot-deadline seconds on a decision, fails or
answers something illegal is checked-or-folded for it, and counted.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from concurrent.futures.process import BrokenProcessPool

from studdesk.bots.isolated import DEFAULT_DEADLINE
from studdesk.bots.match import DEFAULT_STACK, MatchSpec, run_matches
from studdesk.bots.registry import BotLoadError, make_bot
from studdesk.engine.errors import StudDeskError
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="studdesk-match", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--hero", required=True, help="the bot measured")
    p.add_argument("--villain", required=True, help="the bot in every other seat")
    p.add_argument("--variant", choices=sorted(VARIANTS), default="stud")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--deals", type=int, default=500, help="each deal is played once per seat")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ante", type=int, default=3)
    p.add_argument("--bring-in", type=int, default=5)
    p.add_argument("--small-bet", type=int, default=20)
    p.add_argument("--big-bet", type=int, default=40)
    p.add_argument("--stack", type=int, default=DEFAULT_STACK)
    p.add_argument("--jobs", type=int, default=1, help="processes playing seat rotations in parallel")
    p.add_argument(
        "--bot-deadline",
        type=float,
        default=DEFAULT_DEADLINE,
        metavar="SECONDS",
        help=f"longest a bot of your own may think on one decision (default {DEFAULT_DEADLINE:g})",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    try:
        variant = VARIANTS[args.variant]
        if not variant.min_players <= args.players <= variant.max_players:
            raise ValueError(f"{variant.name} is played by {variant.min_players} to {variant.max_players}")
        if args.deals < 2 or args.stack <= 0:
            raise ValueError("--deals must be at least 2 and --stack positive")
        if args.jobs < 1:
            raise ValueError("--jobs must be at least 1")
        if not 0.05 <= args.bot_deadline <= 3600:
            raise ValueError("--bot-deadline must be between 0.05 and 3600 seconds")
        for name in (args.hero, args.villain):
            bot = make_bot(name, 0)  # fail early, with the registry's message, on a bad name
            close = getattr(bot, "close", None)
            if callable(close):
                close()
        structure = Structure(args.ante, args.bring_in, args.small_bet, args.big_bet)
        spec = MatchSpec(
            args.variant,
            args.hero,
            args.villain,
            args.players,
            args.deals,
            args.seed,
            structure,
            args.stack,
            args.bot_deadline,
        )
    except (ValueError, StudDeskError, BotLoadError) as exc:
        parser.error(str(exc))
    # bad decisions are counted and the first of each bot shown at the end, not logged one by one
    bots_log = logging.getLogger("studdesk.bots")
    level = bots_log.level
    bots_log.setLevel(logging.ERROR)
    try:
        ((_, result),) = run_matches([spec], args.jobs)
    except KeyboardInterrupt:
        print("interrupted: no result", file=sys.stderr)
        return 130
    except BrokenProcessPool:
        print(
            "a worker process died during the match (a bot may have crashed Python); no result",
            file=sys.stderr,
        )
        return 1
    finally:
        bots_log.setLevel(level)
    print(result.line())
    if result.problems:
        print(
            f"bad decisions (errors, illegal answers or no answer in time, replaced by check-or-fold): "
            f"{dict(result.problems)}"
        )
        for name, text in result.first_problems:
            print(f"  first from {name}: {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
