"""A table whose hands are played from a command log: what practice sessions and sit-and-gos share.

Whoever drives a game calls `start_hand`, `apply(act)` for every command and
`finish_hand` when the hand is over. The table remembers every command of the
hand in play (`pending_acts`) and the state before it (`snapshot`), so that
seed + start + log replay the game exactly: that is what saves, resumes and bug
reports are made of. Each bot gets a seed per hand (`bot_seed`), so it decides
the same way whether the game ran without a break or was saved and loaded.

`PracticeSession` and `TournamentDirector` add what happens between hands.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from studdesk.engine.actions import Act
from studdesk.engine.cards import Deck
from studdesk.engine.errors import ConfigurationError, IllegalActionError, ReplayError
from studdesk.engine.events import Event
from studdesk.engine.hand import GameConfig, Hand
from studdesk.engine.table import Table, TablePlayer

Snapshot = TypeVar("Snapshot")
#: shown each replayed hand once it is over (bots that learn from final views catch up this way)
HandEndHook = Callable[[Hand], None]


class LoggedTable(ABC, Generic[Snapshot]):
    """A seeded `Table`, the commands of the hand in play, and the state before it."""

    def __init__(self, config: GameConfig, seats: int, seed: int) -> None:
        self.seed = seed
        self.table = Table(config, seats, random.Random(seed))
        self._acts: list[Act] = []
        self._before_hand: Snapshot | None = None

    # ------------------------------------------------------------------ queries

    @property
    def hand(self) -> Hand | None:
        """The hand being played (also once it is over, until `finish_hand`), or None between hands."""
        return self.table.current

    @property
    def hands_played(self) -> int:
        """Hands started so far (the one in progress included)."""
        return self.table.hands_played

    @property
    def pending_acts(self) -> tuple[Act, ...]:
        """Commands of the hand in progress (saved so a game can resume exactly where it was)."""
        return tuple(self._acts)

    def bot_seed(self, seat: int) -> int:
        """A seed for `seat`'s bot in the hand in progress (or the next one): same play after a reload."""
        number = self.hands_played if self.hand is not None else self.hands_played + 1
        return random.Random(f"studdesk-bot:{self.seed}:{number}:{seat}").getrandbits(63)

    def snapshot(self) -> Snapshot:
        """The state at the start of the hand in progress, or now between hands."""
        if self._before_hand is not None:
            return self._before_hand
        return self._snapshot_now()

    @abstractmethod
    def _snapshot_now(self) -> Snapshot:
        """The state between hands."""

    # ------------------------------------------------------------------ the hand

    def apply(self, act: Act) -> tuple[Event, ...]:
        """One player command; an illegal one raises and changes nothing (nor the log)."""
        hand = self.hand
        if hand is None:
            raise IllegalActionError("no hand is being played")
        events = hand.apply(act)
        self._acts.append(act)
        return events

    def _deal(self, deck: Deck | None = None) -> tuple[Hand, tuple[Event, ...]]:
        """Deal the next hand (raises ConfigurationError, changing nothing, if none can be dealt)."""
        if self.hand is not None:
            raise ConfigurationError("finish the hand in progress first", "hand in play")
        before = self.snapshot()
        hand, events = self.table.start_hand(deck)
        self._before_hand = before
        return hand, events

    def _settle(self) -> tuple[list[TablePlayer], tuple[Act, ...]]:
        """Carry the stacks of a finished hand over; returns who busted and the hand's commands."""
        busted = self.table.finish_hand()
        acts, self._acts = tuple(self._acts), []
        self._before_hand = None
        return busted, acts

    # ------------------------------------------------------------------ replaying

    def _replay_hand(self, acts: Sequence[Act], where: str, on_hand_end: HandEndHook | None) -> None:
        """Apply a logged hand's commands (the hand is dealt) and check that they end it."""
        for step, act in enumerate(acts, start=1):
            try:
                self.apply(act)
            except IllegalActionError as exc:
                raise ReplayError(f"{where}, command {step}: {exc}") from None
        hand = self.hand
        if hand is None or not hand.is_over:
            raise ReplayError(f"{where} stops before its end")
        if on_hand_end is not None:
            on_hand_end(hand)

    def _restore_table(self, button: int | None, hands_played: int, rng_state: tuple[Any, ...]) -> None:
        """Put the button, the hand count and the dealing source back as a snapshot had them."""
        self.table.button = button
        self.table.hands_played = hands_played
        try:
            self.table.rng.setstate(rng_state)
        except (TypeError, ValueError) as exc:
            raise ReplayError(f"the saved random state is damaged ({exc})") from None
