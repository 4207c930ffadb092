"""`studdesk-sim history ...`: the hand store from the command line.

    studdesk-sim history import FILE... [--hero NAME]
    studdesk-sim history export --out DIR | --single FILE.phhs [--variant V] [--since DATE] [--reveal]
    studdesk-sim history stats [--variant V] [--since DATE] [--json]
    studdesk-sim history list [--variant V] [--limit N]

The database is `hands.sqlite3` in the data directory (under `STUDDESK_HOME`
when set), or `--db PATH`. Import prints `imported N, rejected M` and exits 1
when a hand was rejected; every rejected hand is named on stderr with its file,
hand number, line and reason.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from studdesk.engine.variants import VARIANTS
from studdesk.persistence.handstore import HandStore, HandStoreError
from studdesk.persistence.handstore_phh import export_phh, import_phh_files
from studdesk.persistence.handstore_query import HandFilter, count_hands, list_hands
from studdesk.persistence.handstore_record import RecordError
from studdesk.persistence.handstore_stats import ALL_PLAYERS, Stats, hand_stats, opponent_stats


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="studdesk-sim history",
        description="The hand history: import and export PHH files, statistics.",
    )
    sub = p.add_subparsers(dest="command", required=True, metavar="{import,export,stats,list}")

    imp = sub.add_parser("import", help="import .phh and multi-hand .phhs files")
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE")
    imp.add_argument("--hero", metavar="NAME", help="the player name that is you in these files")
    _common(imp)

    exp = sub.add_parser("export", help="write stored hands as PHH")
    where = exp.add_mutually_exclusive_group(required=True)
    where.add_argument("--out", type=Path, metavar="DIR", help="one .phh file per hand in DIR")
    where.add_argument("--single", type=Path, metavar="FILE.phhs", help="every hand in one .phhs file")
    exp.add_argument("--reveal", action="store_true", help="show the bots' down cards of played hands")
    _filters(exp)
    _common(exp)

    stats = sub.add_parser("stats", help="statistics of the stored hands")
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    stats.add_argument("--opponents", type=int, default=10, metavar="N", help="opponents listed (text)")
    _filters(stats)
    _common(stats)

    lst = sub.add_parser("list", help="the newest stored hands")
    lst.add_argument("--limit", type=int, default=20, metavar="N")
    _filters(lst)
    _common(lst)
    return p


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", type=Path, metavar="PATH", help="the hand database (default: the data folder's)")


def _filters(p: argparse.ArgumentParser) -> None:
    p.add_argument("--variant", choices=sorted(VARIANTS))
    p.add_argument("--since", type=_date, metavar="DATE", help="hands from this day (YYYY-MM-DD) on")


def _date(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a date like 2024-05-31") from None


def run_history(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv))
    if args.command in ("stats", "list") and getattr(args, "opponents", 0) < 0:
        parser.error("--opponents must be 0 or more")
    if args.command == "list" and not 1 <= args.limit <= 10_000:
        parser.error("--limit must be between 1 and 10000")
    try:
        with HandStore.open(args.db) as store:
            if store.notice:
                print(store.notice, file=sys.stderr)
            command = {"import": _import, "export": _export, "stats": _stats, "list": _list}[args.command]
            return command(store, args)
    except HandStoreError as exc:
        print(exc, file=sys.stderr)
        return 1
    except BrokenPipeError:  # `... | head`: the reader has all it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _where(args: argparse.Namespace) -> HandFilter:
    return HandFilter(variant=args.variant, since=args.since)


def _import(store: HandStore, args: argparse.Namespace) -> int:
    try:
        report = import_phh_files(store, args.files, hero=args.hero)
    except KeyboardInterrupt:
        print("import interrupted: nothing was imported", file=sys.stderr)
        return 130
    for problem in report.problems:
        print(f"rejected: {problem}", file=sys.stderr)
    if report.duplicates:
        print(f"{report.duplicates} hands were already stored and were skipped")
    print(f"imported {report.imported}, rejected {report.rejected}")
    return 0 if report.rejected == 0 else 1


def _export(store: HandStore, args: argparse.Namespace) -> int:
    try:
        report = export_phh(store, _where(args), out_dir=args.out, single=args.single, reveal=args.reveal)
    except RecordError as exc:
        print(f"export stopped: {exc}", file=sys.stderr)
        return 1
    where = args.out if args.out is not None else args.single
    print(f"exported {report.hands} hands to {where}")
    return 0


def _stats(store: HandStore, args: argparse.Namespace) -> int:
    where = _where(args)
    hero = hand_stats(store, where)
    everyone = hand_stats(store, where, ALL_PLAYERS)
    opponents = opponent_stats(store, where)
    if args.json:
        out = {
            **hero.as_dict(),
            "stored_hands": count_hands(store, where),
            "all_players": everyone.as_dict(),
            "opponents": {name: s.as_dict() for name, s in opponents.items()},
        }
        print(json.dumps(out, indent=2))
        return 0
    print(f"hands stored       {count_hands(store, where)}")
    _print_stats("you (the hero)", hero)
    _print_stats("all players", everyone)
    for name, figures in list(opponents.items())[: args.opponents]:
        _print_stats(name, figures)
    return 0


_LABELS = {
    "hands": "hands",
    "chips_won": "chips won",
    "won_chips_per_100": "chips won / 100 hands",
    "won_bb_per_100": "big bets won / 100 hands",
    "won_bb_showdown_per_100": "  at showdown",
    "won_bb_non_showdown_per_100": "  without showdown",
    "vpip_third_street": "3rd street: entered %",
    "complete_raise_third_street": "3rd street: completed/raised %",
    "continuation_fourth_street": "4th street: continued %",
    "fold_fifth_street": "5th street: folded %",
    "showdown_rate": "went to showdown %",
    "won_at_showdown": "won at showdown %",
    "scoops": "Hi/Lo scoops",
    "high_halves": "Hi/Lo high halves",
    "low_halves": "Hi/Lo low halves",
}


def _print_stats(title: str, figures: Stats) -> None:
    print(f"\n{title}")
    values = figures.as_dict()
    for key, label in _LABELS.items():
        if key in values:
            value = values[key]
            shown = "-" if value is None else f"{value:,.2f}" if isinstance(value, float) else f"{value:,}"
            print(f"  {label:<32}{shown:>12}")


def _list(store: HandStore, args: argparse.Namespace) -> int:
    rows = list_hands(store, _where(args), limit=args.limit)
    for row in rows:
        when = datetime.fromtimestamp(row.ended_at).strftime("%Y-%m-%d %H:%M")
        net = "" if row.hero_net is None else f"{row.hero_net:+}"
        print(
            f"{row.id:>8}  {when}  {row.variant:<6} pot {row.pot:>7}  "
            f"{'showdown' if row.showdown else '        '}  {net:>7}  {', '.join(row.players)[:60]}"
        )
    print(f"{len(rows)} of {count_hands(store, _where(args))} hands")
    return 0
