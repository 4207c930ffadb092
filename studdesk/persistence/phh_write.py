"""Writing a played hand as a PHH hand history (the TOML format pokerkit reads).

p1..pN are the players in dealing order (p1 sits left of the button, pN is the
button). Actions use PHH notation and are placed where a PHH reader expects
them: each street's cards as `d dh pK CARDS` before its betting, `d db CARD` for
the community card (R2.7), and `sm` at every showdown point. When the betting
ends with at most one player holding chips before the last street, PHH wants
the hands turned up right then (R4.1), before the remaining cards are dealt;
a card dealt face down after that is shown again at the end. See docs/phh.md.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandMucked,
    ShowdownRevealed,
    StreetStarted,
    UncalledBetReturned,
)
from studdesk.engine.hand import Hand
from studdesk.persistence.phh_read import EXTRA

_VERB = {
    ActionKind.FOLD: "f",
    ActionKind.CHECK: "cc",
    ActionKind.CALL: "cc",
    ActionKind.BRING_IN: "pb",
}


def hand_to_phh(hand: Hand, hidden: Collection[tuple[int, int]] = ()) -> str:
    """The hand (finished or not) as PHH text; `finishing_stacks` only once it is over.

    `hidden` holds (seat, card index) pairs written as `??`: cards the writer's
    reader may not know (another player's down cards never shown).
    """
    s = hand.structure
    n = len(hand.order)
    rules = hand.rules
    lines = [
        f"# StudDesk hand {hand.hand_number}: {hand.variant.name}, {s}",
        f"variant = {_string(hand.variant.phh_code)}",
        "ante_trimming_status = true",
        f"antes = {_ints([s.ante] * n)}",
        f"bring_in = {s.bring_in}",
        f"small_bet = {s.small_bet}",
        f"big_bet = {s.big_bet}",
        f"starting_stacks = {_ints(p.start_stack for p in hand.order)}",
        "actions = [",
        *(f"  {_string(a)}," for a in _Actions(hand, hidden).build()),
        "]",
        f"hand = {hand.hand_number}",
        f"players = [{', '.join(_string(p.name) for p in hand.order)}]",
        f"seats = {_ints(p.seat + 1 for p in hand.order)}",
    ]
    if hand.is_over:
        lines.append(f"finishing_stacks = {_ints(p.stack for p in hand.order)}")
    lines += [
        f"{EXTRA}button = {hand.button + 1}",
        f"{EXTRA}open_pair_big_bet = {_bool(rules.open_pair_big_bet)}",
        f"{EXTRA}raise_cap = {rules.raise_cap}",
        f"{EXTRA}uncapped_heads_up = {_bool(rules.uncapped_heads_up)}",
        f"{EXTRA}community_card_betting = {_bool(rules.community_card_betting)}",
        f"{EXTRA}odd_chip_rule = {_string(rules.odd_chip_rule.value)}",
        f"{EXTRA}show_losing_hands = {_bool(rules.show_losing_hands)}",
        f"{EXTRA}all_in_rule = {_string(rules.all_in_rule.value)}",
    ]
    return "\n".join(lines) + "\n"


class _Actions:
    """Turns the hand's event log into PHH action strings."""

    def __init__(self, hand: Hand, hidden: Collection[tuple[int, int]]) -> None:
        self.hand = hand
        self.hidden = hidden
        self.player = {p.seat: f"p{i + 1}" for i, p in enumerate(hand.order)}
        self.order = [p.seat for p in hand.order]
        self.stack = {p.seat: p.start_stack for p in hand.order}
        self.live = set(self.order)
        #: each seat's cards so far, and whether each is known to the table (up or shown)
        self.cards: dict[int, list[Card]] = {seat: [] for seat in self.order}
        self.seen: dict[int, list[bool]] = {seat: [] for seat in self.order}
        #: cards dealt and not yet written, as text (`??` when hidden)
        self.dealt: dict[int, list[str]] = {seat: [] for seat in self.order}
        self.turned_up = False
        self.out: list[str] = []
        reveals = [e.seat for e in hand.events if isinstance(e, ShowdownRevealed | HandMucked)]
        #: the engine's showdown order (R4.1); PHH accepts shows in any order
        self.showdown_order = reveals or list(self.order)

    def build(self) -> list[str]:
        for event in self.hand.events:
            if not isinstance(event, CardDealt):
                self._flush_deals()
            self._take(event)
        self._flush_deals()
        return self.out

    def _take(self, event: Event) -> None:
        if isinstance(event, AntePosted):
            self.stack[event.seat] -= event.amount
        elif isinstance(event, StreetStarted):
            if event.street > 0:
                self._after_betting()
        elif isinstance(event, CardDealt):
            assert event.card is not None  # the hand's own log is uncensored
            self.dealt[event.seat].append(self._text(event.seat, len(self.cards[event.seat]), event.card))
            self.cards[event.seat].append(event.card)
            self.seen[event.seat].append(event.face_up)
        elif isinstance(event, CommunityCardDealt):
            self.out.append(f"d db {event.card}")
        elif isinstance(event, ActionTaken):
            self.stack[event.seat] = event.stack
            if event.kind is ActionKind.FOLD:
                self.live.discard(event.seat)
            verb = _VERB.get(event.kind) or f"cbr {event.amount}"
            self.out.append(f"{self.player[event.seat]} {verb}")
        elif isinstance(event, UncalledBetReturned):
            self.stack[event.seat] += event.amount
        elif isinstance(event, ShowdownRevealed):
            if self._hidden(event.seat):
                self._show(event.seat)
        elif isinstance(event, HandMucked):
            self.out.append(f"{self.player[event.seat]} sm")

    def _flush_deals(self) -> None:
        for seat in self.order:
            if self.dealt[seat]:
                self.out.append(f"d dh {self.player[seat]} {''.join(self.dealt[seat])}")
                self.dealt[seat] = []

    def _after_betting(self) -> None:
        """A betting round just ended: turn the hands up if nobody (or one) can bet on (R4.1)."""
        with_chips = [s for s in self.live if self.stack[s] > 0]
        if len(self.live) >= 2 and len(with_chips) <= 1:
            self.turned_up = True
        if self.turned_up:
            for seat in self.showdown_order:
                if seat in self.live and self._hidden(seat):
                    self._show(seat)

    def _hidden(self, seat: int) -> bool:
        return not all(self.seen[seat])

    def _text(self, seat: int, index: int, card: Card) -> str:
        return "??" if (seat, index) in self.hidden else str(card)

    def _show(self, seat: int) -> None:
        shown = "".join(self._text(seat, i, c) for i, c in enumerate(self.cards[seat]))
        self.out.append(f"{self.player[seat]} sm {shown}")
        self.seen[seat] = [True] * len(self.seen[seat])


def _string(text: str) -> str:
    """A TOML basic string."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    escaped = "".join(c if c >= " " and c != "\x7f" else f"\\u{ord(c):04x}" for c in escaped)
    return f'"{escaped}"'


def _ints(values: Iterable[int]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _bool(value: bool) -> str:
    return "true" if value else "false"
