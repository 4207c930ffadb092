"""How long a whole sit-and-go between bots takes: headless, and on the animated table; prints figures.

    .venv/bin/python benchmarks/bench_sng_app.py [--entrants 6] [--bots hard] [--speed 1.0]
        [--think-ms 600] [--seed 1] [--watch] [--skip-app] [--max-hands N]

1. Headless: `studdesk-sim sng --variant stud --entrants 6 --speed turbo --bots hard --seed 1`
   (the same code path, timed in-process).
2. On the table: the desktop app (window, pacer, flow, engine thread) plays the
   same tournament with every seat a bot (the "watch" mode the player gets after
   busting), at the given animation speed and bot thinking time (the defaults
   are the app's: speed 1, 600 ms), offscreen, until the results screen.
   `--watch` plays it at the "watch the bots finish at high speed" pace the player
   gets after busting out (WATCH_SPEED times the animation speed).
   `--max-hands N` stops after N hands and extrapolates to the headless hand count.

Both runs deal the same cards and the bots are reseeded per hand, so the
finishing orders must agree; the script says whether they do.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STUDDESK_HOME", tempfile.mkdtemp(prefix="studdesk-bench-"))

from studdesk.cli.sng import build_parser, config_from_args
from studdesk.engine.tournament_config import TournamentConfig
from studdesk.play.tournament import TournamentGame


def headless(config: TournamentConfig, seed: int) -> tuple[float, int, list[str]]:
    game = TournamentGame.new(config, seed, store=None, results=None)
    director = game.director
    started = time.perf_counter()
    while not director.is_finished:
        game.play_hand()
    seconds = time.perf_counter() - started
    return seconds, director.hands_played, [f.name for f in director.results]


def on_table(
    config: TournamentConfig, seed: int, speed: float, think_ms: int, max_hands: int | None, watch: bool
) -> tuple[float, int, list[str] | None]:
    from studdesk.app.main import build
    from studdesk.app.pacer import Phase
    from studdesk.persistence.settings import Settings
    from studdesk.ui.dialogs.results_dialog import ResultsDialog

    app = build(seed=seed, settings=Settings(animation_speed=speed, bot_think_ms=think_ms))
    window, pacer, flow = app.window, app.pacer, app.flow
    window.resize(1280, 800)
    window.show()
    hands = [0]

    def count(batch: object) -> None:
        view = getattr(batch, "view", None)
        if view is not None:
            hands[0] = max(hands[0], view.hand_number)

    window.director.batch_finished.connect(count)
    app.start()
    started = time.perf_counter()
    flow.start_tournament(config, seed)
    if watch:
        flow.watching = True
        flow.apply_display_settings()
    places: list[str] | None = None
    while True:
        app.qt.processEvents()
        time.sleep(0.002)  # an idle event loop, as in the real app
        dialog = flow.dialog
        if pacer.phase is Phase.HALTED and isinstance(dialog, ResultsDialog):
            places = [p.name for p in dialog.tournament_result.places]
            break
        if max_hands is not None and hands[0] > max_hands:
            hands[0] -= 1  # the hand just dealt is not played out
            break
    seconds = time.perf_counter() - started
    window.close()
    app.qt.processEvents()
    return seconds, hands[0], places


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--entrants", type=int, default=6)
    parser.add_argument("--bots", default="hard")
    parser.add_argument("--variant", default="stud")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", type=float, default=1.0, help="animation speed (the app's default: 1)")
    parser.add_argument("--think-ms", type=int, default=600, help="bot thinking pause (default 600 ms)")
    parser.add_argument("--max-hands", type=int, help="stop the table run after N hands and extrapolate")
    parser.add_argument("--watch", action="store_true", help="at the high speed of watching after a bust")
    parser.add_argument("--skip-app", action="store_true", help="headless figure only")
    args = parser.parse_args(argv)
    sng_args = build_parser().parse_args(
        [
            "--variant",
            args.variant,
            "--entrants",
            str(args.entrants),
            "--speed",
            "turbo",
            "--bots",
            args.bots,
            "--seed",
            str(args.seed),
        ]
    )
    config = config_from_args(sng_args)
    print(f"sit-and-go: {args.variant}, {args.entrants} x {args.bots}, turbo, seed {args.seed}")
    seconds, hands, order = headless(config, args.seed)
    print(f"headless        {seconds:8.2f} s for {hands} hands ({seconds / hands * 1000:.0f} ms a hand)")
    if args.skip_app:
        return 0
    table_s, table_hands, table_order = on_table(
        config, args.seed, args.speed, args.think_ms, args.max_hands, args.watch
    )
    per_hand = table_s / max(table_hands, 1)
    label = f"table (speed {args.speed:g}{' x watch' if args.watch else ''}, think {args.think_ms} ms)"
    if table_order is None:
        print(
            f"{label}  {table_s:8.1f} s for {table_hands} hands ({per_hand:.1f} s a hand); "
            f"whole tournament about {per_hand * hands / 60:.1f} min (extrapolated to {hands} hands)"
        )
    else:
        print(
            f"{label}  {table_s:8.1f} s = {table_s / 60:.1f} min for {table_hands} hands "
            f"({per_hand:.1f} s a hand)"
        )
        print(f"same finishing order as headless: {'yes' if table_order == order else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
