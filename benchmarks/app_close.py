"""How long closing the app's window takes while a hostile bot of the user's is deciding.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/app_close.py [--into 0.5] [--time-limit 5]

For each bot of `tests/bots/hostile.py` (and `Polite` and the built-in
`calling-station` as yardsticks), the real app (window, pacer, flow, engine
thread) seats it as the one opponent, in a temporary STUDDESK_HOME. When the
engine thread has been waiting on that bot's decision for `--into` seconds,
the window is closed; printed: the seconds from the close until the engine
thread has ended and the game is saved (the requirement, issue 13: under a
second whatever the bot is doing), and whether the save loads again.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the bots' processes import tests.bots.hostile from the repository
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from studdesk.app.main import build
from studdesk.app.pacer import Phase
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.persistence.saves import SaveLoadError, SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.defaults import PRACTICE_SLOT

BOTS = ["calling-station", "Polite", "Sleeper", "Looper", "Exiter", "Interrupter", "Crasher", "SometimesSlow"]


def calls(offers: tuple[LegalAction, ...]) -> LegalAction:
    kinds = {o.kind: o for o in offers}
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
        if kind in kinds:
            return kinds[kind]
    return offers[0]


def wait(seconds: float, until: object = None) -> bool:
    """Run the event loop for up to `seconds`, or until `until()` is true."""
    give_up = time.monotonic() + seconds
    while time.monotonic() < give_up:
        QApplication.processEvents()
        if callable(until) and until():
            return True
        time.sleep(0.005)
    return False


def close_time(bot: str, into: float, time_limit: float) -> tuple[float, str, str]:
    """Seconds to close while `bot` decides, whether its turn came, and what loading the save says."""
    home = Path(tempfile.mkdtemp(prefix="studdesk-close-"))
    os.environ["STUDDESK_HOME"] = str(home)
    spec = bot if bot == "calling-station" else f"tests.bots.hostile:{bot}"
    settings = Settings(
        animation_speed=0.0, bot_think_ms=0, opponents=1, default_bot=spec, bot_time_limit=time_limit
    )
    app = build(seed=5, settings=settings)
    app.window.resize(1280, 800)
    app.window.show()
    app.start()
    pacer = app.pacer

    def bots_turn() -> bool:
        if pacer.phase is Phase.HUMAN_TURN:
            pacer.on_action(calls(app.window.panel.offers))
            return False
        # what the table shows (the runner itself is the engine thread's)
        batch = pacer.last_batch if pacer.phase is Phase.WAITING else None
        return batch is not None and batch.view.to_act == 1 and not batch.view.is_over

    turn = "its turn" if wait(60, bots_turn) else "no turn came"
    wait(into)
    started = time.monotonic()
    app.window.close()
    pacer.engine_thread.wait()
    seconds = time.monotonic() - started
    try:
        SaveStore(home / "data" / "saves").load_session(PRACTICE_SLOT)
        loads = "loads"
    except SaveLoadError as exc:
        loads = f"does not load: {exc}"
    app.window.deleteLater()
    wait(0.2)
    return seconds, turn, loads


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--into", type=float, default=0.5, help="seconds into the bot's decision")
    parser.add_argument("--time-limit", type=float, default=5.0, help="the bot_time_limit setting")
    args = parser.parse_args()
    print(f"closing {args.into:g} s into the bot's decision; bot time limit {args.time_limit:g} s")
    print(f"{'bot':<18}{'close (s)':>10}  {'':<14}save")
    worst = 0.0
    for bot in BOTS:
        seconds, turn, loads = close_time(bot, args.into, args.time_limit)
        worst = max(worst, seconds)
        print(f"{bot:<18}{seconds:>10.3f}  {turn:<14}{loads}", flush=True)
    print(f"slowest close: {worst:.3f} s (target under 1 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
