"""Render screenshots of the StudDesk table offscreen, to look at what the app shows.

    .venv/bin/python scripts/screenshots.py OUT_DIR [--only NAME ...]

Each picture is the real app (window, controller, engine thread, bots) played
to a given moment by a player who checks and calls, then `QWidget.grab()`bed.
Nothing here is committed output: run it, then open the PNGs.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STUDDESK_HOME", tempfile.mkdtemp(prefix="studdesk-shots-"))

from PySide6.QtWidgets import QApplication

from studdesk.app.controller import Phase
from studdesk.app.main import App, build
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.events import PotAwarded, PotShare
from studdesk.persistence.settings import Settings
from studdesk.ui.messages import StepBatch

Stop = Callable[["Session"], bool]


def calls(offers: tuple[LegalAction, ...]) -> LegalAction:
    kinds = {o.kind: o for o in offers}
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
        if kind in kinds:
            return kinds[kind]
    return offers[0]


class Session:
    """One app instance, played by a calling player until `stop` says the moment has come."""

    def __init__(self, settings: Settings, size: tuple[int, int], seed: int) -> None:
        self.app: App = build(seed=seed, settings=settings)
        self.batches: list[StepBatch] = []
        self.stop: Stop = lambda s: False
        self.app.window.director.batch_finished.connect(self._record)
        self.app.window.resize(*size)
        self.app.window.show()

    def _record(self, batch: StepBatch) -> None:
        self.batches.append(batch)
        if self.stop(self):
            self.app.window.pause_action.setChecked(True)  # freeze before the next engine step

    @property
    def view(self):  # type: ignore[no-untyped-def]
        return self.batches[-1].view if self.batches else None

    def run_until(self, stop: Stop, timeout: float = 60.0) -> None:
        self.stop = stop
        qt = self.app.qt
        self.app.controller.start()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            qt.processEvents()
            if self.batches and stop(self) and self.app.controller.phase in (Phase.HUMAN_TURN, Phase.PAUSED):
                break
            if self.app.controller.phase is Phase.HUMAN_TURN:
                panel = self.app.window.panel
                panel.clock = lambda: time.monotonic() + 10  # a player who looked first
                panel.choose(calls(panel.offers))
            time.sleep(0.001)
        else:
            raise TimeoutError("the moment for this screenshot never came")
        for _ in range(5):  # let layouts settle (new buttons) before grabbing
            qt.processEvents()

    def grab(self, path: Path) -> None:
        self.app.window.grab().save(str(path))
        print(f"wrote {path}")

    def close(self) -> None:
        self.app.window.close()
        self.app.qt.processEvents()


def on_street(street: int) -> Stop:
    def stop(s: Session) -> bool:
        v = s.view
        return v is not None and v.street == street and v.to_act == v.viewer

    return stop


def split_pot_showdown(s: Session) -> bool:
    batch = s.batches[-1]
    awards = [e for e in batch.events if isinstance(e, PotAwarded)]
    highs = {e.seat for e in awards if e.share is PotShare.HIGH}
    lows = {e.seat for e in awards if e.share is PotShare.LOW}
    return bool(highs and lows and highs != lows)


def quick(**changes: object) -> Settings:
    base: dict[str, object] = {"animation_speed": 0.0, "bot_think_ms": 0, "default_bot": "calling-station"}
    base.update(changes)
    return Settings(**base)  # type: ignore[arg-type]


def shot(out: Path, name: str, settings: Settings, size: tuple[int, int], stop: Stop, seed: int = 7) -> None:
    session = Session(settings, size, seed)
    try:
        session.run_until(stop)
        session.grab(out / f"{name}.png")
    finally:
        session.close()


def settings_dialog(out: Path) -> None:
    from studdesk.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), None)
    dialog.show()
    QApplication.processEvents()
    dialog.grab().save(str(out / "settings_dialog.png"))
    print(f"wrote {out / 'settings_dialog.png'}")
    dialog.close()


SHOTS: dict[str, Callable[[Path], None]] = {
    "third_street_6p": lambda o: shot(o, "third_street_6p", quick(opponents=5), (1280, 800), on_street(0)),
    "showdown_split_stud8": lambda o: shot(
        o,
        "showdown_split_stud8",
        quick(variant="stud8", opponents=3),
        (1280, 800),
        split_pot_showdown,
        seed=2,
    ),
    "settings_dialog": settings_dialog,
    "table_8_seats": lambda o: shot(o, "table_8_seats", quick(opponents=7), (1280, 800), on_street(2)),
    "heads_up": lambda o: shot(o, "heads_up", quick(variant="razz", opponents=1), (1280, 800), on_street(3)),
    "five_card_10_seats": lambda o: shot(
        o,
        "five_card_10_seats",
        quick(variant="five", opponents=9, four_color_deck=True),
        (1280, 800),
        on_street(2),
    ),
    "small_1024x640": lambda o: shot(o, "small_1024x640", quick(opponents=5), (1024, 640), on_street(1)),
    "large_2560x1440": lambda o: shot(o, "large_2560x1440", quick(opponents=5), (2560, 1440), on_street(3)),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("out", type=Path, help="folder for the PNG files")
    parser.add_argument("--only", nargs="*", choices=sorted(SHOTS), help="just these screenshots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication(sys.argv[:1])
    for name in args.only or SHOTS:
        SHOTS[name](args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
