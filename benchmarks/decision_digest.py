"""A digest of every decision the bots take in a few short match rotations, to show that a
speed-up changed no decision: run it before and after, the digests must be the same.

    .venv/bin/python benchmarks/decision_digest.py                 # prints the digest
    .venv/bin/python benchmarks/decision_digest.py --log out.txt   # and every decision, one a line

Each line is the bot, the seat, the action, its amount and the bot's explanation (which
carries its equity figures), then each rotation's results; a few thousand decisions of the
Hard, Medium and Easy levels, the styles and the equity yardstick in every variant.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studdesk.bots.base import Bot
from studdesk.bots.match import MatchSpec, play_rotation
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import LegalAction
from studdesk.engine.views import PlayerView

#: (variant, hero, villain, players, deals)
CASES = [
    ("stud8", "hard", "equity", 6, 12),
    ("razz", "hard", "calling-station", 6, 12),
    ("stud", "hard", "always-raise", 2, 40),
    ("five", "hard", "medium", 2, 30),
    ("stud", "medium", "easy", 6, 10),
    ("five", "fish", "always-raise", 6, 10),
    ("stud8", "hard", "maniac", 2, 30),
    ("razz", "medium", "equity", 2, 30),
    ("five", "hard", "equity", 6, 12),
]


def decisions() -> list[str]:
    log: list[str] = []

    def maker(name: str, seed: int) -> Bot:
        bot = make_bot(name, seed)
        decide = bot.decide

        def recorded(view: PlayerView) -> LegalAction:
            action = decide(view)
            explain = getattr(bot, "explain", None)
            words = explain() if callable(explain) else ""
            log.append(f"{name}:{view.viewer}:{action.kind.value}:{action.amount}:{words}")
            return action

        bot.decide = recorded  # type: ignore[method-assign]  # recording, the bot unchanged
        return bot

    for variant, hero, villain, players, deals in CASES:
        for seat in range(players):
            result = play_rotation(MatchSpec(variant, hero, villain, players, deals, 3), seat, maker)
            log.append(repr(result.nets))
    return log


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--log", type=Path, help="write every decision to this file")
    args = parser.parse_args()
    log = decisions()
    digest = hashlib.sha256("".join(line + "\n" for line in log).encode()).hexdigest()
    print(f"{len(log)} lines  {digest}")
    if args.log:
        args.log.write_text("\n".join(log), encoding="utf-8")


if __name__ == "__main__":
    main()
