"""Pit one bot against another in a duplicate match and print bb/100 with a 95% interval.

    python -m studdesk.cli.match --hero my_bots:MyBot --villain hard --variant razz --deals 1000
    python -m studdesk.cli.match --hero hard --villain maniac --players 6

Bots are registry names (`hard`, `rock`, ...) or `package.module:ClassName`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from studdesk.bots.match import DEFAULT_STACK, MatchSpec, run_match
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
        for name in (args.hero, args.villain):
            make_bot(name, 0)  # fail early, with the registry's message, on a bad name
        structure = Structure(args.ante, args.bring_in, args.small_bet, args.big_bet)
        spec = MatchSpec(
            args.variant, args.hero, args.villain, args.players, args.deals, args.seed, structure, args.stack
        )
        result = run_match(spec)
    except (ValueError, StudDeskError, BotLoadError) as exc:
        parser.error(str(exc))
    print(result.line())
    if result.problems:
        print(
            f"bad decisions (exceptions or illegal answers, replaced by check-or-fold): "
            f"{dict(result.problems)}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
