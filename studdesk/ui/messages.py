"""What the engine worker sends the GUI thread: one batch of events per step.

Everything in a batch is frozen and already censored for the viewer (R2.5):
the events as the human's seat may see them, and the human's `PlayerView`
after them. The GUI never holds the engine's mutable hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.engine.events import Event
from studdesk.engine.views import PlayerView
from studdesk.ui.game_status import GameStatus


@dataclass(frozen=True, slots=True)
class StepBatch:
    #: which game session made it; batches of an abandoned session are dropped
    session: int
    #: seats at the table (the layout), and the viewer's seat (drawn at the bottom)
    seat_count: int
    viewer: int
    events: tuple[Event, ...]
    #: the viewer's view after these events
    view: PlayerView
    #: a bot that acted in this batch: the director shows it thinking first
    thinker: int | None = None
    #: the viewer's hand in words ("Two pair, kings and sevens", "Low: 8-6-4-2-A")
    readout: tuple[str, ...] = ()
    #: things to tell the user (a rebuy, a bot that failed and folded)
    notices: tuple[str, ...] = ()
    #: the tournament's standings or the practice table's line-up (on batches that deal a hand)
    status: GameStatus | None = None
