"""Drives the real app (window, pacer, flow, engine thread) the way a player would."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from studdesk.app.flow import GameFlow
from studdesk.app.main import App, build
from studdesk.app.pacer import Phase
from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.events import CardDealt, HandEnded
from studdesk.persistence.settings import Settings
from studdesk.play.messages import StepBatch
from studdesk.ui.action_panel import shortcut_keys

Chooser = Callable[[tuple[LegalAction, ...]], LegalAction]


class FakeClock:
    """The action panel's clock: the tests say when time passes (the misclick guard)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def mostly_calls(offers: tuple[LegalAction, ...]) -> LegalAction:
    """Stay in to the showdown, but complete or raise when the bet is still low (exercises R)."""
    kinds = {o.kind: o for o in offers}
    complete = kinds.get(ActionKind.COMPLETE)
    if complete is not None:
        return complete
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
        if kind in kinds:
            return kinds[kind]
    return offers[0]


@dataclass
class Driver:
    qtbot: QtBot
    app: App
    clock: FakeClock
    batches: list[StepBatch] = field(default_factory=list)
    decisions: int = 0
    #: pause the game when a hand ends, so a test sees exactly one hand
    stop_after_hand_over: bool = True

    #: pause the game when a hand ends, so a test sees exactly one hand
    @property
    def window(self):  # type: ignore[no-untyped-def]
        return self.app.window

    @property
    def pacer(self):  # type: ignore[no-untyped-def]
        return self.app.pacer

    @property
    def flow(self):  # type: ignore[no-untyped-def]
        return self.app.flow

    def saved_settings(self) -> dict[str, Any]:
        """The settings file as written once the writer's thread is done (`app.settings_writer`)."""
        return saved_settings(self.flow)

    def record(self, batch: StepBatch) -> None:
        self.batches.append(batch)
        if batch.view.is_over and self.stop_after_hand_over:
            self.window.pause_action.setChecked(True)  # before the pacer asks for more

    def hand_over(self, hand_number: int) -> bool:
        return any(
            b.view.is_over
            and b.view.hand_number == hand_number
            and any(isinstance(e, HandEnded) for e in b.events)
            for b in self.batches
        )

    def check_panel_matches_engine(self) -> None:
        """The buttons are exactly the engine's legal actions, and the engine accepts each one."""
        runner = self.pacer.worker.runner  # the engine thread is idle: it waits for the player
        assert runner is not None, "the player's turn came before the engine had a runner"
        hand = runner.hand
        assert hand is not None and hand.to_act == 0
        offers = self.window.panel.offers
        assert offers == hand.legal_actions(0)
        assert all(hand.is_legal(Act.taking(0, o)) for o in offers)
        assert [o for o, _ in self.window.panel.buttons()] == list(offers)

    def play_hand(self, choose: Chooser, via: str, hand_number: int = 1, timeout_ms: int = 8000) -> None:
        """Play one hand through real clicks (via="click") or shortcuts (via="key")."""
        while not self.hand_over(hand_number):
            self.qtbot.waitUntil(
                lambda: self.pacer.phase is Phase.HUMAN_TURN or self.hand_over(hand_number),
                timeout=timeout_ms,
            )
            if self.hand_over(hand_number):
                break
            self.check_panel_matches_engine()
            offer = choose(self.window.panel.offers)
            self.clock.advance(1.0)  # the player looked before clicking
            before = self.decisions
            if via == "click":
                button = dict(self.window.panel.buttons())[offer]
                self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            else:
                combo = QKeySequence(shortcut_keys(self.window.panel.offers)[offer])[0]
                self.qtbot.keyClick(self.window, combo.key(), combo.keyboardModifiers())
            assert self.pacer.phase is not Phase.HUMAN_TURN, f"{via} on {offer.label} was not taken"
            self.decisions = before + 1

    def censored_everywhere(self) -> bool:
        """No batch ever carried another seat's down card before the showdown (R2.5)."""
        return all(
            e.card is None
            for b in self.batches
            for e in b.events
            if isinstance(e, CardDealt) and not e.face_up and e.seat != b.viewer
        )


def saved_settings(flow: GameFlow) -> dict[str, Any]:
    """The settings file as written once `flow`'s writer is done with everything handed to it."""
    writer = flow.settings_writer
    assert writer is not None and writer.flush(10.0)
    data: dict[str, Any] = json.loads(writer.store.path.read_text(encoding="utf-8"))
    return data


def start(qtbot: QtBot, settings: Settings, seed: int = 7, size: tuple[int, int] = (1100, 720)) -> Driver:
    return drive(qtbot, build(seed=seed, settings=settings), size)


def drive(qtbot: QtBot, app: App, size: tuple[int, int] = (1100, 720)) -> Driver:
    """`app` on screen, active and started, its steps recorded, its clock the test's."""
    qtbot.addWidget(app.window)
    clock = FakeClock()
    app.window.panel.clock = clock
    driver = Driver(qtbot, app, clock)
    app.window.director.batch_finished.connect(driver.record)
    app.window.resize(*size)
    app.window.show()
    qtbot.waitExposed(app.window)
    app.window.activateWindow()
    app.start()
    return driver


def quick_settings(**changes: object) -> Settings:
    """Animation off and no thinking pause: a hand plays in a blink."""
    base = {"animation_speed": 0.0, "bot_think_ms": 0, "opponents": 3, "default_bot": "calling-station"}
    base.update(changes)
    return Settings(**base)  # type: ignore[arg-type]
