"""`studdesk-sim equity`: the stud equity calculator on the command line.

    studdesk-sim equity --variant stud8 --dead "Kc 9d" "As 2s 3d" "Qh Qc 7s"

Each HAND is one player's known cards (PHH card text, spaces optional); every player is
completed to 7 cards (5 in Five Card Stud) from the cards neither known nor dead. Exact
when the completions number at most --samples (or with --exact), else Monte Carlo.
Every problem with the input prints one line naming it and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from studdesk.analysis import describe
from studdesk.analysis.calculator import DEFAULT_SAMPLES, CalculatorError, calculate, parse_query
from studdesk.engine.variants import VARIANTS
from studdesk.wording import calculator as words

PROG = "studdesk-sim equity"
#: bounds of the numeric flags (the command refuses anything outside with one line)
MAX_SAMPLES = 10_000_000
MAX_SEED = 2**63 - 1


class _UsageError(Exception):
    """A command line argparse rejects (an unknown flag, a value out of bounds)."""


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but every error is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _bounded(low: int, high: int, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(words.not_a_whole_number(what, text)) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(words.out_of_range(what, low, high, value))
        return value

    return parse


def build_parser() -> argparse.ArgumentParser:
    p = _OneLineParser(
        prog=PROG,
        description="Each player's share of the pot at the showdown (stud equity calculator).",
        epilog='Cards as in PHH: rank 2-9 T J Q K A, suit c d h s, e.g. "As Ks 7h 8c" or AsKs7h8c.',
    )
    p.add_argument("--variant", choices=sorted(VARIANTS), required=True)
    p.add_argument("--dead", default="", metavar="CARDS", help="cards out of play (folded, seen)")
    p.add_argument(
        "--samples",
        type=_bounded(1, MAX_SAMPLES, "--samples"),
        default=DEFAULT_SAMPLES,
        metavar="N",
        help=f"Monte Carlo deals; exact when the completions are at most N (default {DEFAULT_SAMPLES:,})",
    )
    p.add_argument("--exact", action="store_true", help="enumerate every completion, however many")
    p.add_argument("--seed", type=_bounded(0, MAX_SEED, "--seed"), metavar="S", help="Monte Carlo seed")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("hands", nargs="*", metavar="HAND", help="one player's known cards")
    return p


def run_equity(argv: Sequence[str], out: Callable[[str], None] = print) -> int:
    try:
        args = build_parser().parse_args(argv)
        query = parse_query(args.variant, args.hands, args.dead)
        result = calculate(query, samples=args.samples, exact=args.exact, seed=args.seed)
    except _UsageError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except CalculatorError as exc:
        print(f"{PROG}: {describe.problem_text(exc.problem)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: {words.interrupted()}", file=sys.stderr)
        return 130
    try:
        if args.json:
            out(json.dumps(result.to_json()))
        else:
            for line in describe.equity_table(result):
                out(line)
        sys.stdout.flush()
    except BrokenPipeError:
        # the reader went away (`| head`): no traceback; Python's own recipe for a closed pipe
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
