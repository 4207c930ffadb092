"""A stored hand played again on the table, a step at a time: what the replayer shows.

Step k is the hand after its first k actions (`HandReplay`). The cursor turns
steps into the same `StepBatch`es the table gets during play, so the replayer
draws with the same scene and animation director: `forward()` is the batch of
the next action (animated like a live one); `rebuild(k)` is every event up to
step k at once, for a jump back or across streets (the table is rebuilt from
the hand's own events, never by running animations backwards).

What the batches show is what the hero knew at that moment: their own cards,
every up card, what was shown at the showdown. With `reveal` the other
players' down cards are shown too, where the record knows them (an imported
hand's `??` stay unknown either way). A hand with no hero shows every card it
knows from the bottom seat of the first player.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from studdesk.analysis.advice import HandReview, ReviewFormatError
from studdesk.analysis.describe import review_lines as describe_review
from studdesk.engine.cards import Card
from studdesk.engine.events import (
    SPECTATOR,
    ActionTaken,
    CardDealt,
    Event,
    ShowdownRevealed,
    StreetStarted,
    censor,
)
from studdesk.engine.hand import Hand
from studdesk.persistence.handstore_record import HandRecord, HandReplay
from studdesk.play.messages import StepBatch
from studdesk.play.readout import hand_readout
from studdesk.play.status import GameKind
from studdesk.wording import history as history_words

log = logging.getLogger(__name__)

#: the annotation kind of the practice aids' post-hand review (`analysis.advice.HandReview`)
REVIEW = "review"


@dataclass(frozen=True, slots=True)
class Street:
    """One betting street of the hand: its number (0: the first), name, and first step."""

    number: int
    name: str
    first_step: int


class ReplayCursor:
    """Where the replayer is in one stored hand, and the batches that show it."""

    def __init__(self, record: HandRecord, *, reveal: bool = False) -> None:
        self.record = record
        self.replay = HandReplay(record)
        self.step = 0
        self.reveal = reveal
        self.hero = record.hero_seat
        #: the seat drawn at the bottom of the table
        self.bottom = self.hero if self.hero is not None else record.players[0].seat
        self.seat_count = max(2, max(p.seat for p in record.players) + 1)
        self._events = self.replay.final.events
        self._bounds = [i for i, e in enumerate(self._events) if isinstance(e, ActionTaken)]
        self._bounds.append(len(self._events))
        self._unknown = self._unknown_deals()
        self.streets = self._street_list()

    # ------------------------------------------------------------------ where

    @property
    def steps(self) -> int:
        """The last step (the finished hand)."""
        return self.replay.steps

    @property
    def at_end(self) -> bool:
        return self.step >= self.steps

    @property
    def can_reveal(self) -> bool:
        """Whether revealing shows more than the hero saw (a hand with no hero shows all already)."""
        return self.hero is not None

    def street_at(self, step: int) -> Street:
        """The street the table shows at `step` (its cards are out once the last round closed)."""
        return next(s for s in reversed(self.streets) if s.first_step <= step)

    def next_street_step(self) -> int:
        """The first step of the next street, or the end of the hand."""
        current = self.street_at(self.step).number
        return next((s.first_step for s in self.streets if s.number > current), self.steps)

    def previous_street_step(self) -> int:
        """The start of this street, or of the one before when already at its start."""
        street = self.street_at(self.step)
        if self.step > street.first_step:
            return street.first_step
        earlier = [s for s in self.streets if s.number < street.number]
        return earlier[-1].first_step if earlier else 0

    def showdown_step(self) -> int:
        """The step at which the hands are shown: the end of the hand (where it ends uncontested too)."""
        return self.steps

    @property
    def went_to_showdown(self) -> bool:
        return any(isinstance(e, ShowdownRevealed) for e in self._events)

    # ------------------------------------------------------------------ batches

    def rebuild(self, step: int) -> StepBatch:
        """Go to `step`: the batch of every event up to it, to show at once on a cleared table."""
        self.step = min(max(0, step), self.steps)
        return self._batch(0, self.step)

    def forward(self) -> StepBatch | None:
        """One action on: the batch of the events it brought (None at the end of the hand)."""
        if self.at_end:
            return None
        self.step += 1
        return self._batch(self._bounds[self.step - 1], self.step)

    def hand_at_step(self) -> Hand:
        """The engine's hand at the current step (uncensored: for the equity figures)."""
        return self.replay.hand_at(self.step)

    def _batch(self, first: int, step: int) -> StepBatch:
        """The events from index `first` of the log up to step `step`, and the view there."""
        # `_bounds[k]`: where the (k+1)th action is in the log (the log's end after the last):
        # step k has seen everything before it, the k actions and what followed them
        last = self._bounds[step]
        events = tuple(self._shown(i, e) for i, e in enumerate(self._events[first:last], start=first))
        hand = self.replay.hand_at(step)
        view = hand.view(self.hero if self.hero is not None else SPECTATOR)
        return StepBatch(
            game=0,
            kind=GameKind.PRACTICE,
            seat_count=self.seat_count,
            viewer=self.bottom,
            events=events,
            view=view,
            readout=self._readout(hand),
        )

    # ------------------------------------------------------------------ what is seen

    def _shown(self, index: int, event: Event) -> Event:
        if isinstance(event, CardDealt) and index in self._unknown:
            return replace(event, card=None)  # nobody recorded it (an imported `??`)
        if self.hero is None or self.reveal:
            return event
        return censor(event, self.hero)

    def _readout(self, hand: Hand) -> tuple[str, ...]:
        hero = self.hero
        if hero is None or hero not in hand.by_seat or hand.by_seat[hero].folded:
            return ()
        if self.record.player(hero).unknown:
            return ()  # the hero's own cards are not all known (an import)
        own: list[Card] = list(hand.by_seat[hero].cards)
        if hand.community is not None:
            own.append(hand.community)
        return hand_readout(hand.variant, own)

    def seen(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """`seat`'s cards in `hand` that this replay shows (what the hero saw, or every known card)."""
        state = hand.by_seat[seat]
        unknown = self.record.player(seat).unknown
        everything = self.hero is None or self.reveal or seat == self.hero
        shown = everything or any(isinstance(e, ShowdownRevealed) and e.seat == seat for e in hand.events)
        return tuple(
            card
            for i, (card, up) in enumerate(zip(state.cards, state.up, strict=True))
            if i not in unknown and (up or shown)
        )

    # ------------------------------------------------------------------ set-up

    def _unknown_deals(self) -> frozenset[int]:
        """Indices into the event log of the deals the record does not know."""
        count: dict[int, int] = {}
        out: set[int] = set()
        for i, event in enumerate(self._events):
            if isinstance(event, CardDealt):
                index = count.get(event.seat, 0)
                count[event.seat] = index + 1
                if index in self.record.player(event.seat).unknown:
                    out.add(i)
        return frozenset(out)

    def _street_list(self) -> list[Street]:
        streets: list[Street] = []
        actions = 0
        for event in self._events:
            if isinstance(event, ActionTaken):
                actions += 1
            elif isinstance(event, StreetStarted):
                streets.append(Street(event.street, event.name, actions))
        return streets or [Street(0, "", 0)]


def review_lines(annotations: Mapping[str, Any]) -> tuple[str, ...] | None:
    """The practice aids' review kept with the hand, in lines (None: no review was kept).

    A review that cannot be read says so in its one line."""
    data = annotations.get(REVIEW)
    if data is None:
        return None
    try:
        review = HandReview.from_json(data)
    except ReviewFormatError as exc:
        log.warning("the review kept with a hand cannot be read: %s", exc)
        return (history_words.review_unreadable(),)
    return tuple(describe_review(review))
