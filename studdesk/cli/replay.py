"""`studdesk-sim replay FILE...`: replay PHH hand histories through the engine.

For each hand (a .phh file, or each `[n]` section of a multi-hand .phhs),
prints the final stacks (p1..pN) the engine reaches, checked against the
file's `finishing_stacks` when it has them. A hand that cannot be replayed is
reported with its file, hand number, line, the action (index and text) and the
rule that action breaks; the exit status is then 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from studdesk.persistence.phh import PhhError, final_stacks, replay
from studdesk.persistence.phh_read import parse_hand, read_phh_file


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="studdesk-sim replay",
        description="Replay PHH hand histories (F7S, F7S/8, FR, and F5S for Five Card Stud) "
        "through the StudDesk engine and print each hand's final stacks.",
    )
    p.add_argument("files", nargs="+", type=Path, metavar="FILE", help=".phh or multi-hand .phhs file")
    p.add_argument(
        "--no-finish-check",
        action="store_true",
        help="do not compare the final stacks with the file's finishing_stacks",
    )
    return p


def run_replay(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(list(argv))
    failed = total = 0
    for path in args.files:
        try:
            hands = read_phh_file(path)
        except PhhError as exc:
            failed += 1
            total += 1
            print(f"FAILED {exc}", file=sys.stderr)
            continue
        for text in hands:
            total += 1
            try:
                history = parse_hand(text)
                hand = replay(history, check_finish=not args.no_finish_check)
            except PhhError as exc:
                failed += 1
                print(f"FAILED {exc}", file=sys.stderr)
                continue
            checked = (
                " (= finishing_stacks)"
                if history.finishing_stacks is not None and not args.no_finish_check
                else ""
            )
            print(f"{text.source}: {history.variant.phh_code} final stacks {final_stacks(hand)}{checked}")
    if failed:
        print(f"{failed} of {total} hand histories could not be replayed", file=sys.stderr)
        return 1
    return 0
