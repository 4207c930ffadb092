"""A finished hand as the hand store keeps it, and back into the engine.

A `HandRecord` holds what it takes to play the hand again through the engine
(game, seats, the cards in the order they were dealt, every command) plus what
the engine cannot know (names, bot profiles, the hero, times, which cards a
hand-history file did not reveal). The events themselves are not stored: the
engine regenerates them, so a replay shows exactly what happened at the table.

`record_from_hand` builds a record from a finished `Hand` (its uncensored event
log); `replay_record` plays one back and checks it ends as recorded;
`HandReplay` gives the hand after any number of actions, for a step-by-step
replayer.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from studdesk.engine.actions import CHECK, FOLD, Act, ActionKind
from studdesk.engine.cards import Card, Deck, cards
from studdesk.engine.errors import CardParseError, StudDeskError
from studdesk.engine.events import ActionTaken, CardDealt, CommunityCardDealt, Event, ShowdownRevealed
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS, Variant
from studdesk.wording import Unsaid, Words
from studdesk.wording import hand_store as words
from studdesk.wording.problems import engine_refusal

log = logging.getLogger(__name__)


class RecordError(StudDeskError, ValueError):
    """A stored hand that cannot be decoded or no longer replays; the message says why.

    What the player may see is kept unsaid (`Words` from `wording.hand_store`) and said by
    `str()` in the language installed then; a plain `str` is a caller's mistake (storing an
    unfinished hand), kept in English.
    """

    def __init__(self, reason: Words | str) -> None:
        super().__init__()
        self.words: Words = (lambda: reason) if isinstance(reason, str) else reason

    def __str__(self) -> str:
        return self.words()


class HandSource(enum.Enum):
    """Where a stored hand came from."""

    PLAYED = "played"  # a hand played in the app or by the headless runners
    IMPORTED = "imported"  # a hand read from a PHH file


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """One player of a stored hand (players are kept in dealing order, p1..pN)."""

    seat: int
    name: str
    #: the bot profile that played this seat (registry name), None for a person or unknown
    bot: str | None
    start_stack: int
    final_stack: int
    #: every card dealt to the player, in dealing order (unknown ones as the import filled them)
    cards: tuple[Card, ...]
    #: indices into `cards` of the cards nobody recorded (`??` in an imported history)
    unknown: frozenset[int] = frozenset()

    @property
    def net(self) -> int:
        return self.final_stack - self.start_stack


@dataclass(frozen=True, slots=True)
class HandRecord:
    """Everything the store keeps about one finished hand (see the module docstring)."""

    variant: Variant
    structure: Structure
    rules: HouseRules
    button: int
    hand_number: int
    players: tuple[PlayerRecord, ...]
    #: the cards in the order the engine dealt them (the community card included)
    deck: tuple[Card, ...]
    actions: tuple[Act, ...]
    ended_at: float
    started_at: float | None = None
    hero_seat: int | None = None
    source: HandSource = HandSource.PLAYED
    #: for an imported hand: "file.phhs, hand 3"
    origin: str | None = None
    community_unknown: bool = False

    def player(self, seat: int) -> PlayerRecord:
        for p in self.players:
            if p.seat == seat:
                return p
        raise KeyError(seat)

    @property
    def fingerprint(self) -> str:
        """Identity of the hand's play (not of when or how it was stored): spots duplicate imports."""
        text = "|".join(
            [
                self.variant.key,
                str(self.structure),
                rules_to_json(self.rules),
                str(self.button),
                ",".join(f"{p.seat}:{p.name}:{p.start_stack}" for p in self.players),
                "".join(map(str, self.deck)),
                encode_actions(self.actions),
            ]
        )
        return hashlib.sha1(text.encode("utf-8")).hexdigest()


# ------------------------------------------------------------------ from a hand


def record_from_hand(
    hand: Hand,
    *,
    hero_seat: int | None = None,
    bots: Mapping[int, str] | None = None,
    started_at: float | None = None,
    ended_at: float | None = None,
    source: HandSource = HandSource.PLAYED,
    origin: str | None = None,
    unknown: Mapping[int, frozenset[int]] | None = None,
    community_unknown: bool = False,
) -> HandRecord:
    """The record of a finished hand, from its own (uncensored) event log.

    `bots` maps seats to bot profile names; `unknown` maps seats to the indices
    of their cards that the source did not reveal (imports only).
    """
    if not hand.is_over:
        raise RecordError("only a finished hand can be stored")
    if hero_seat is not None and hero_seat not in hand.by_seat:
        raise RecordError(f"the hero's seat {hero_seat} is not in this hand")
    deck: list[Card] = []
    actions: list[Act] = []
    for event in hand.events:
        if isinstance(event, CardDealt):
            if event.card is None:
                raise RecordError("a censored event log cannot be stored: use the hand's own events")
            deck.append(event.card)
        elif isinstance(event, CommunityCardDealt):
            deck.append(event.card)
        elif isinstance(event, ActionTaken):
            amount = 0 if event.kind is FOLD or event.kind is CHECK else event.amount
            actions.append(Act(event.seat, event.kind, amount))
    bots = bots or {}
    unknown = unknown or {}
    players = tuple(
        PlayerRecord(
            s.seat,
            s.name,
            bots.get(s.seat),
            s.start_stack,
            s.stack,
            tuple(s.cards),
            unknown.get(s.seat, frozenset()),
        )
        for s in hand.order
    )
    return HandRecord(
        variant=hand.variant,
        structure=hand.structure,
        rules=hand.rules,
        button=hand.button,
        hand_number=hand.hand_number,
        players=players,
        deck=tuple(deck),
        actions=tuple(actions),
        ended_at=time.time() if ended_at is None else ended_at,
        started_at=started_at,
        hero_seat=hero_seat,
        source=source,
        origin=origin,
        community_unknown=community_unknown,
    )


# ------------------------------------------------------------------ back into the engine


def new_hand(record: HandRecord) -> Hand:
    """The record's hand, dealt from its own deck and started, before any action."""
    seats = [PlayerSeat(p.seat, p.name, p.start_stack) for p in record.players]
    try:
        hand = Hand(
            GameConfig(record.variant, record.structure, record.rules),
            seats,
            record.button,
            Deck(order=record.deck),
            hand_number=record.hand_number,
        )
        hand.start()
    except StudDeskError as exc:
        why = Unsaid(partial(engine_refusal, exc))
        raise RecordError(partial(words.cannot_deal_again, record.hand_number, why)) from exc
    return hand


def replay_record(record: HandRecord, actions: int | None = None) -> Hand:
    """Play the record through the engine: all of it (checked against the stored result), or
    its first `actions` commands (a hand in progress, for a replayer's step)."""
    hand = new_hand(record)
    todo = record.actions if actions is None else record.actions[: max(0, actions)]
    for number, act in enumerate(todo, start=1):
        try:
            hand.apply(act)
        except StudDeskError as exc:
            hand_number, kind, seat, why = (
                record.hand_number,
                act.kind.value,
                act.seat + 1,
                Unsaid(partial(engine_refusal, exc)),
            )
            at = number
            raise RecordError(partial(words.no_longer_replays, hand_number, at, kind, seat, why)) from exc
    if actions is None:
        final = {p.seat: p.final_stack for p in record.players}
        if not hand.is_over or hand.final_stacks() != final:
            got = str(hand.final_stacks()) if hand.is_over else None
            hand_number, wanted = record.hand_number, str(final)
            raise RecordError(
                lambda: words.other_result(hand_number, got or words.still_in_progress(), wanted)
            )
    return hand


class HandReplay:
    """A stored hand, step by step: step k is the hand after its first k actions.

    Step 0 is the deal of the first street (antes posted, cards out, the bring-in
    to act); the last step is the finished hand. `hand_at(k)` replays from the
    start each time (a hand has a few dozen actions), so stepping back is as
    cheap as stepping forward and no state is shared between steps.
    """

    def __init__(self, record: HandRecord) -> None:
        self.record = record
        self.final = replay_record(record)
        #: index of each action's event in the final log, then the log's length: the events
        #: of step k (what a viewer has seen after k actions) are the ones before `_bounds[k]`
        self._bounds = [i for i, e in enumerate(self.final.events) if isinstance(e, ActionTaken)]
        self._bounds.append(len(self.final.events))
        self.steps = len(record.actions)

    def events_at(self, step: int) -> tuple[Event, ...]:
        """The uncensored events up to step `step` (censor them per viewer with `engine.events.censor`)."""
        if not 0 <= step <= self.steps:
            raise IndexError(f"step {step} is not between 0 and {self.steps}")
        return tuple(self.final.events[: self._bounds[step]])

    def hand_at(self, step: int) -> Hand:
        if not 0 <= step <= self.steps:
            raise IndexError(f"step {step} is not between 0 and {self.steps}")
        return self.final if step == self.steps else replay_record(self.record, step)

    def street_of_step(self, step: int) -> int:
        """The street on which the step's action was taken (step 0: the first street)."""
        return self.hand_at(step).street if step else 0

    def known_to_hero(self, seat: int, index: int) -> bool:
        """Whether the hero saw card `index` of `seat` by the end (own card, face up, or shown).

        With no hero every card the record knows counts as seen (bots' games, imports).
        """
        player = self.record.player(seat)
        if index in player.unknown:
            return False
        hero = self.record.hero_seat
        if hero is None or hero == seat:
            return True
        if self.final.by_seat[seat].up[index]:
            return True
        return any(isinstance(e, ShowdownRevealed) and e.seat == seat for e in self.final.events)


# ------------------------------------------------------------------ text encodings

_KIND_CODE = {
    ActionKind.FOLD: "F",
    ActionKind.CHECK: "K",
    ActionKind.CALL: "C",
    ActionKind.BRING_IN: "B",
    ActionKind.COMPLETE: "P",
    ActionKind.BET: "T",
    ActionKind.RAISE: "R",
}
_KIND_BY_CODE = {code: kind for kind, code in _KIND_CODE.items()}


def encode_actions(actions: Sequence[Act]) -> str:
    """Commands as compact text: `<seat><kind>[amount]` separated by spaces, e.g. `3B5 0P20 1F`."""
    return " ".join(
        f"{a.seat}{_KIND_CODE[a.kind]}{a.amount if a.amount or a.kind not in (FOLD, CHECK) else ''}"
        for a in actions
    )


def decode_actions(text: str) -> tuple[Act, ...]:
    out = []
    for word in text.split():
        split = next((i for i, ch in enumerate(word) if ch.isalpha()), -1)
        kind = _KIND_BY_CODE.get(word[split]) if split > 0 else None
        tail = word[split + 1 :]
        if kind is None or not word[:split].isdigit() or (tail and not tail.isdigit()) or len(word) > 24:
            said = repr(word[:40])
            raise RecordError(partial(words.action_unreadable, said))
        out.append(Act(int(word[:split]), kind, int(tail) if tail else 0))
    return tuple(out)


def encode_cards(items: Sequence[Card]) -> str:
    return "".join(map(str, items))


def decode_cards(text: str) -> tuple[Card, ...]:
    try:
        return cards(text) if text else ()
    except CardParseError as exc:
        log.warning("stored cards %r cannot be read: %s", text[:40], exc)
        raise RecordError(partial(words.cards_unreadable, repr(text[:40]))) from exc


def encode_mask(indices: frozenset[int]) -> int:
    return sum(1 << i for i in indices)


def decode_mask(mask: int) -> frozenset[int]:
    return frozenset(i for i in range(mask.bit_length()) if mask >> i & 1)


def rules_to_json(rules: HouseRules) -> str:
    """Every house-rule option, by name (enums by value), as JSON."""
    values: dict[str, Any] = {}
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        values[f.name] = value.value if isinstance(value, enum.Enum) else value
    return json.dumps(values, sort_keys=True, separators=(",", ":"))


def rules_from_json(text: str) -> HouseRules:
    """The inverse of `rules_to_json`; an option this version does not know is an error."""
    try:
        values = json.loads(text)
        if not isinstance(values, dict):
            raise ValueError("not an object")
        defaults = HouseRules()
        known = {f.name for f in dataclasses.fields(defaults)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise ValueError(f"unknown house-rule options {unknown[:5]}")
        options: dict[str, Any] = {}
        for name, value in values.items():
            default = getattr(defaults, name)
            options[name] = type(default)(value) if isinstance(default, enum.Enum) else value
        return HouseRules(**options)
    except (ValueError, TypeError) as exc:
        log.warning("the stored house rules cannot be read: %s", str(exc)[:120])
        raise RecordError(words.rules_unreadable) from exc


def variant_from_key(key: str) -> Variant:
    variant = VARIANTS.get(key)
    if variant is None:
        said = repr(key[:40])
        raise RecordError(partial(words.variant_unknown, said))
    return variant
