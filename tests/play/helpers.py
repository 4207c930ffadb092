"""Driving the runner the way the app's engine thread does: one command, its replies sorted out."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.views import PlayerView
from studdesk.play.messages import (
    Command,
    Failed,
    Halted,
    Notice,
    Rejected,
    Step,
    StepBatch,
    TakeAction,
)
from studdesk.play.runner import Runner
from studdesk.play.status import TournamentStatus

Chooser = Callable[[tuple[LegalAction, ...]], LegalAction]


def folds(offers: tuple[LegalAction, ...]) -> LegalAction:
    """Fold whenever allowed: the player loses antes and bring-ins and busts first."""
    kinds = {o.kind: o for o in offers}
    return kinds.get(ActionKind.FOLD) or kinds.get(ActionKind.CHECK) or offers[0]


def calls(offers: tuple[LegalAction, ...]) -> LegalAction:
    kinds = {o.kind: o for o in offers}
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
        if kind in kinds:
            return kinds[kind]
    return offers[0]


def assert_resumed_where_left(view: PlayerView, left_at: PlayerView) -> None:
    """A game resumed from its save goes on in the same hand, at the same moment, with the same
    cards (the player's view of it)."""
    assert (view.hand_number, view.street, view.to_act, view.pot_total) == (
        left_at.hand_number,
        left_at.street,
        left_at.to_act,
        left_at.pot_total,
    )
    assert [s.cards for s in view.seats] == [s.cards for s in left_at.seats]


@dataclass
class Run:
    runner: Runner
    batches: list[StepBatch] = field(default_factory=list)
    halts: list[Halted] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    rejected: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def send(self, command: Command) -> None:
        """One command; its replies land in the lists, in order."""
        for reply in self.runner.handle(command):
            match reply:
                case StepBatch():
                    self.batches.append(reply)
                case Halted():
                    self.halts.append(reply)
                case Notice(text):
                    self.notices.append(text)
                case Rejected(text):
                    self.rejected.append(text)
                case Failed(text):
                    self.failed.append(text)

    def step(self) -> None:
        self.send(Step())

    def act(self, act: Act) -> None:
        self.send(TakeAction(act))

    def drive(self, choose: Chooser, until: Callable[[], bool], limit: int = 5000) -> None:
        """Step the game (the player answering with `choose`) until `until()` or a halt."""
        halts = len(self.halts)
        for _ in range(limit):
            if until() or len(self.halts) > halts:
                return
            hand = self.runner.hand
            game = self.runner.game
            if (
                hand is not None
                and not hand.is_over
                and hand.to_act == 0
                and game is not None
                and game.human == 0
            ):
                self.act(Act.taking(0, choose(hand.legal_actions(0))))
            else:
                self.step()
        raise AssertionError("the game did not get there")

    @property
    def statuses(self) -> list[TournamentStatus]:
        return [b.status for b in self.batches if isinstance(b.status, TournamentStatus)]
