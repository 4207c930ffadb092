"""Engine events in plain words, for the dealer's log and the seat plates.

Only censored events reach the GUI, so a hidden card can never be narrated:
a `CardDealt` with no card says only that a card was dealt face down.
"""

from __future__ import annotations

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card
from studdesk.engine.events import (
    ActionOn,
    ActionTaken,
    AntePosted,
    BetsCollected,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandEnded,
    HandMucked,
    HandStarted,
    PotAwarded,
    PotShare,
    ShowdownRevealed,
    StreetStarted,
    UncalledBetReturned,
)
from studdesk.engine.variants import VARIANTS


def card_text(card: Card) -> str:
    rank = "10" if card.rank.symbol == "T" else card.rank.symbol
    return f"{rank}{card.suit.glyph}"


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(card_text(c) for c in cards)


def action_phrase(event: ActionTaken) -> str:
    """What a seat plate shows after an action: "Raises to 40", "Calls 20 (all-in)"."""
    kind = event.kind
    if kind is ActionKind.FOLD:
        text = "Folds"
    elif kind is ActionKind.CHECK:
        text = "Checks"
    elif kind is ActionKind.CALL:
        text = f"Calls {event.paid:,}"
    elif kind is ActionKind.BRING_IN:
        text = f"Brings in for {event.amount:,}"
    elif kind is ActionKind.COMPLETE:
        text = f"Completes to {event.amount:,}"
    elif kind is ActionKind.BET:
        text = f"Bets {event.amount:,}" + (" (big bet)" if event.big else "")
    else:
        text = f"Raises to {event.amount:,}" + (" (big bet)" if event.big else "")
    return text + (" — all-in" if event.all_in else "")


def share_phrase(event: PotAwarded) -> str:
    pot = "the pot" if event.pot == 0 else f"side pot {event.pot}"
    if event.share is PotShare.HIGH:
        return f"the high half of {pot}"
    if event.share is PotShare.LOW:
        return f"the low half of {pot}"
    return pot


_SECOND_PERSON = {
    "is": "are",
    "antes": "ante",
    "shows": "show",
    "mucks": "muck",
    "wins": "win",
    "folds": "fold",
    "checks": "check",
    "calls": "call",
    "brings": "bring",
    "completes": "complete",
    "bets": "bet",
    "raises": "raise",
}


class Narrator:
    """Turns a hand's events into log lines; remembers the players' names from `HandStarted`."""

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.names: dict[int, str] = {}
        self.split = False

    def who(self, seat: int) -> str:
        """The viewer is "You"; the others by name."""
        if seat == self.viewer:
            return "You"
        return self.names.get(seat, f"Seat {seat + 1}")

    def says(self, seat: int, phrase: str) -> str:
        """`phrase` in the third person ("shows ..."), said of `seat`: "Ada shows", "You show"."""
        if seat != self.viewer:
            return f"{self.who(seat)} {phrase}"
        verb, _, rest = phrase.partition(" ")
        stop = "." if verb.endswith(".") else ""  # "checks." is a whole phrase
        verb = verb.removesuffix(".")
        verb = _SECOND_PERSON.get(verb, verb) + stop
        return f"You {verb} {rest}".rstrip()

    def lines(self, group: tuple[Event, ...]) -> list[str]:
        """Log lines for a group of events shown together (a deal round is one line)."""
        if len(group) > 1 and isinstance(group[0], CardDealt):
            return self._deal_lines(group)
        if len(group) > 1 and isinstance(group[0], AntePosted):
            amounts = {e.amount for e in group if isinstance(e, AntePosted)}
            if len(amounts) == 1 and not any(isinstance(e, AntePosted) and e.all_in for e in group):
                return [f"Everyone antes {amounts.pop()}."]
        return [line for event in group if (line := self.line(event)) is not None]

    def _deal_lines(self, group: tuple[Event, ...]) -> list[str]:
        mine = [
            e.card
            for e in group
            if isinstance(e, CardDealt) and e.seat == self.viewer and not e.face_up and e.card is not None
        ]
        up = [
            f"{self.who(e.seat)} {card_text(e.card)}"
            for e in group
            if isinstance(e, CardDealt) and e.face_up and e.card is not None
        ]
        out = []
        if mine:
            out.append(f"Your down card{'s' if len(mine) > 1 else ''}: {cards_text(tuple(mine))}.")
        if up:
            out.append("Up cards: " + ", ".join(up) + ".")
        return out

    def line(self, event: Event) -> str | None:
        if isinstance(event, HandStarted):
            self.names = {s.seat: s.name for s in event.seats}
            self.split = VARIANTS[event.variant_key].is_split
            variant = VARIANTS[event.variant_key].name
            return (
                f"— Hand #{event.hand_number}: {variant}, ante {event.ante}, bring-in "
                f"{event.bring_in}, {event.small_bet}/{event.big_bet}. "
                f"Dealer button: {self.who(event.button)}."
            )
        if isinstance(event, AntePosted):
            tail = " and is all-in" if event.all_in else ""
            return self.says(event.seat, f"antes {event.amount}{tail}.")
        if isinstance(event, StreetStarted):
            return f"{event.name.capitalize()} (bets of {event.bet})."
        if isinstance(event, CardDealt):
            if event.card is None:
                return None  # an opponent's down card: nothing to tell
            if event.face_up:
                return self.says(event.seat, f"is dealt {card_text(event.card)} face up.")
            return self.says(event.seat, f"is dealt {card_text(event.card)} face down.")
        if isinstance(event, CommunityCardDealt):
            return (
                f"The deck is short: {card_text(event.card)} is dealt face up in the middle "
                "as everyone's last card."
            )
        if isinstance(event, ActionOn):
            return None
        if isinstance(event, ActionTaken):
            return self.says(event.seat, f"{action_phrase(event).lower()}.")
        if isinstance(event, BetsCollected):
            total = sum(p.amount for p in event.pots)
            if len(event.pots) > 1:
                sides = ", ".join(f"side pot {i} {p.amount}" for i, p in enumerate(event.pots[1:], 1))
                return f"Pot {total} (main {event.pots[0].amount}, {sides})."
            return f"Pot {total}."
        if isinstance(event, UncalledBetReturned):
            return f"{event.amount} uncalled returned to {self.who(event.seat).replace('You', 'you')}."
        if isinstance(event, ShowdownRevealed):
            hands = [h for h in (event.high, event.low) if h]
            described = "; ".join(hands) if hands else "no hand"
            if self.split and event.low is None:
                described += "; no low"
            return self.says(event.seat, f"shows {cards_text(event.cards)}: {described}.")
        if isinstance(event, HandMucked):
            return self.says(event.seat, "mucks.")
        if isinstance(event, PotAwarded):
            with_hand = f" with {event.hand}" if event.hand else ""
            return self.says(event.seat, f"wins {event.amount} from {share_phrase(event)}{with_hand}.")
        if isinstance(event, HandEnded):
            return None
        return None
