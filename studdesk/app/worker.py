"""The engine worker: a QObject moved to its own QThread (DESIGN.md §3).

It owns the table, the hand and the bots; the GUI thread never touches them.
Commands arrive as queued slot calls (`start_session`, `step`, `act`,
`update_settings`); every `step` or `act` is answered by exactly one
`StepBatch` on `batch_ready`, holding the events as the human's seat may see
them (R2.5) and the human's `PlayerView`. The worker never runs ahead: the
controller asks for the next step only when the table has shown the last one.
"""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QObject, Signal, Slot

from studdesk.app.readout import hand_readout
from studdesk.bots.base import Bot, safe_decision
from studdesk.bots.registry import BotLoadError, make_bot
from studdesk.engine.actions import Act
from studdesk.engine.cards import Card
from studdesk.engine.errors import IllegalActionError, StudDeskError
from studdesk.engine.events import Event, censor
from studdesk.engine.hand import Hand
from studdesk.engine.table import Table
from studdesk.persistence.settings import Settings
from studdesk.ui.messages import StepBatch

log = logging.getLogger(__name__)

HUMAN_SEAT = 0
FALLBACK_BOT = "calling-station"
OPPONENT_NAMES = ("Ada", "Bruno", "Chen", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo")


class EngineWorker(QObject):
    #: one StepBatch per step or act
    batch_ready = Signal(object)
    #: the human's command was refused (the message says why); a batch with the same view follows
    rejected = Signal(str)
    #: something went wrong that is not the player's fault (message for the user)
    failed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.session = 0
        self.settings: Settings | None = None
        self.table: Table | None = None
        self.bots: dict[int, Bot] = {}
        self._pending: Settings | None = None
        self._notices: list[str] = []

    @property
    def hand(self) -> Hand | None:
        return self.table.current if self.table is not None else None

    # ------------------------------------------------------------ commands

    @Slot(object, object, int)
    def start_session(self, settings: Settings, seed: int, session: int) -> None:
        """Sit down at a new table: the human in seat 0, the bots clockwise from them."""
        self.session = session
        self._pending = None
        self._notices = []
        try:
            self._build_table(settings, seed)
        except StudDeskError as exc:
            self.table = None
            self.failed.emit(f"The game could not be set up: {exc}")

    @Slot(object)
    def update_settings(self, settings: Settings) -> None:
        """New settings take effect when the next hand starts; the hand in play is not changed."""
        if self.hand is None or self.hand.is_over:
            self._pending = None
            self._apply(settings)
        else:
            self._pending = settings

    @Slot()
    def step(self) -> None:
        """Move the game on by one step: a new hand, or one bot's action."""
        try:
            self._step()
        except Exception as exc:  # a bug must reach the player as a message, not kill the thread
            log.exception("engine step failed")
            self.failed.emit(f"The engine stopped with an error: {exc!r}")

    @Slot(object)
    def act(self, act: Act) -> None:
        """The human's command. An illegal one is refused with the engine's own words."""
        hand = self.hand
        if hand is None or self.table is None:
            self.rejected.emit("There is no hand in play.")
            return
        if act.seat != HUMAN_SEAT:
            self.rejected.emit(f"You play seat {HUMAN_SEAT + 1}, not seat {act.seat + 1}.")
            self._emit(())
            return
        try:
            events = hand.apply(act)
        except IllegalActionError as exc:
            self.rejected.emit(str(exc))
            self._emit(())
            return
        self._emit(events)

    # ----------------------------------------------------------- internals

    def _step(self) -> None:
        if self.table is None:
            self.failed.emit("There is no table: start a new game from the Game menu.")
            return
        hand = self.hand
        if hand is None or hand.is_over:
            self._next_hand()
            return
        seat = hand.to_act
        if seat is None or seat == HUMAN_SEAT:
            self._emit(())  # the human's turn: nothing to do but show the view again
            return
        act, problem = safe_decision(self.bots[seat], hand.view(seat))
        if problem is not None:
            name = hand.by_seat[seat].name
            self._notices.append(f"{name}'s bot went wrong ({problem}) and checks or folds instead.")
        self._emit(hand.apply(act), thinker=seat)

    def _next_hand(self) -> None:
        assert self.table is not None
        if self.table.current is not None:
            self.table.finish_hand()
        if self._pending is not None:
            settings, self._pending = self._pending, None
            self._apply(settings)
        self._rebuy()
        _, events = self.table.start_hand()
        self._emit(events)

    def _rebuy(self) -> None:
        """Cash practice: a player who has lost every chip buys back in for the starting stack."""
        assert self.table is not None and self.settings is not None
        for player in self.table.players.values():
            if player.stack == 0:
                self.table.set_stack(player.seat, self.settings.starting_stack)
                who = "You buy" if player.seat == HUMAN_SEAT else f"{player.name} buys"
                self._notices.append(f"{who} back in for {self.settings.starting_stack:,} chips.")

    def _apply(self, settings: Settings) -> None:
        """Use new settings between hands: same seats keep their stacks, a new line-up starts over."""
        old = self.settings
        if self.table is None or old is None:
            self._build_table(settings, random.randrange(2**32))
            return
        same_seats = settings.opponents == old.opponents and all(
            settings.bot_for_opponent(i) == old.bot_for_opponent(i) for i in range(settings.opponents)
        )
        if same_seats and settings.starting_stack == old.starting_stack:
            self.table.set_config(settings.game_config())
            self.table.players[HUMAN_SEAT].name = settings.player_name
            self.settings = settings
            self._notices.append("New settings are in effect from this hand on.")
            return
        played = self.table.hands_played
        self._build_table(settings, self.table.rng.randrange(2**32))
        self.table.hands_played = played  # hand numbers go on within the session
        self._notices.append("New settings: a new table with fresh stacks.")

    def _build_table(self, settings: Settings, seed: int) -> None:
        rng = random.Random(seed)
        table = Table(settings.game_config(), settings.opponents + 1, rng)
        table.sit(HUMAN_SEAT, settings.player_name, settings.starting_stack)
        bots: dict[int, Bot] = {}
        for i in range(settings.opponents):
            seat = i + 1
            name = OPPONENT_NAMES[i]
            bots[seat] = self._make_bot(settings.bot_for_opponent(i), name, rng.randrange(2**32))
            table.sit(seat, name, settings.starting_stack)
        self.table, self.bots, self.settings = table, bots, settings

    def _make_bot(self, bot_name: str, player: str, seed: int) -> Bot:
        try:
            return make_bot(bot_name, seed)
        except BotLoadError as exc:
            self._notices.append(f"{player}: {exc}. Playing the {FALLBACK_BOT} bot instead.")
            return make_bot(FALLBACK_BOT, seed)

    def _emit(self, events: tuple[Event, ...], thinker: int | None = None) -> None:
        hand = self.hand
        assert hand is not None and self.table is not None
        view = hand.view(HUMAN_SEAT)
        notices, self._notices = tuple(self._notices), []
        self.batch_ready.emit(
            StepBatch(
                session=self.session,
                seat_count=self.table.seat_count,
                viewer=HUMAN_SEAT,
                events=tuple(censor(e, HUMAN_SEAT) for e in events),
                view=view,
                thinker=thinker,
                readout=()
                if view.me.folded
                else hand_readout(hand.variant, view.me.known_cards + _community(hand)),
                notices=notices,
            )
        )


def _community(hand: Hand) -> tuple[Card, ...]:
    return (hand.community,) if hand.community is not None else ()
