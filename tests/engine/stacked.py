"""Stacked-deck hands for the rule tests: deal exactly the cards a test names, script the betting.

`stacked_hand` takes each seat's cards in the order that seat receives them and
builds the deck in the engine's dealing order (street by street, pass by pass,
clockwise from the dealer's left). A seat that folds early simply lists fewer
cards: it is skipped in later passes, exactly as the dealer skips it. Undealt
cards follow in a fixed order, so a hand is fully reproducible.

`play(hand, "2 bring-in; 0 complete 20; 1 raise 40; 2 fold; 0 call")` applies a
short betting script; amounts are round totals ("raise to 40"), and `call` /
`bring-in` without an amount take the single offered one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.cards import ALL_CARDS, Card, Deck, cards
from studdesk.engine.events import Event
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS

#: ante 1, bring-in 2, limits 5/10: small numbers that keep the arithmetic readable
STRUCTURE = Structure(ante=1, bring_in=2, small_bet=5, big_bet=10)

E = TypeVar("E")

_KINDS = {kind.value: kind for kind in ActionKind}


def clockwise_from_left(seats: Sequence[int], button: int) -> list[int]:
    """Seat numbers in dealing order: the first seat clockwise after the button first (R1.3)."""
    return sorted(seats, key=lambda s: (s - button - 1) % (max([*seats, button]) + 1))


def dealing_order(
    variant_key: str,
    holdings: Mapping[int, Sequence[Card]],
    button: int,
    community: Card | None = None,
) -> list[Card]:
    """The stacked deck for `holdings` (each seat's cards in the order it gets them)."""
    variant = VARIANTS[variant_key]
    order: list[Card] = []
    index = 0
    seats = clockwise_from_left(list(holdings), button)
    for street in variant.streets:
        for _pass in street.deal:
            order.extend(holdings[s][index] for s in seats if len(holdings[s]) > index)
            index += 1
    if community is not None:
        order.append(community)
    return order


def stacked_hand(
    variant_key: str,
    holdings: Mapping[int, str],
    *,
    button: int,
    stacks: Mapping[int, int] | int = 100,
    structure: Structure = STRUCTURE,
    rules: HouseRules | None = None,
    community: str | None = None,
    filler: str = "",
) -> Hand:
    """A hand (not started) whose deck deals `holdings` ({seat: "AsKd 7c ..."}).

    `filler` names cards dealt after the listed ones (to choose a community card or
    cards that should reach nobody) before the rest of the deck in its fixed order.
    """
    parsed = {seat: cards(text) for seat, text in holdings.items()}
    order = dealing_order(variant_key, parsed, button, cards(community)[0] if community else None)
    order.extend(cards(filler))
    config = GameConfig(VARIANTS[variant_key], structure, rules or HouseRules())
    per_seat = stacks if isinstance(stacks, Mapping) else dict.fromkeys(holdings, stacks)
    players = [PlayerSeat(seat, f"P{seat}", per_seat[seat]) for seat in sorted(holdings)]
    return Hand(config, players, button, Deck(order=order))


def offer(hand: Hand, kind: ActionKind, amount: int | None = None) -> LegalAction:
    """The offered action of `kind` (and `amount`, if given) for the seat to act."""
    matches = [o for o in hand.legal_actions() if o.kind is kind and (amount is None or o.amount == amount)]
    if len(matches) != 1:
        labels = [o.label for o in hand.legal_actions()]
        raise AssertionError(f"seat {hand.to_act}: {kind.value} {amount} not offered once: {labels}")
    return matches[0]


def play(hand: Hand, script: str) -> list[Event]:
    """Apply `script` ("seat kind [amount]; ..."); returns the events it produced."""
    out: list[Event] = []
    for step in filter(None, (s.strip() for s in script.replace("\n", ";").split(";"))):
        words = step.split()
        seat, kind = int(words[0]), _KINDS[words[1]]
        assert hand.to_act == seat, f"{step!r}: it is seat {hand.to_act}'s turn"
        amount = int(words[2]) if len(words) > 2 else None
        chosen = offer(hand, kind, amount)
        out.extend(hand.apply(Act(seat, chosen.kind, chosen.amount)))
    return out


def labels(hand: Hand) -> list[str]:
    """The offered actions of the seat to act, as the action panel would label them."""
    return [o.label for o in hand.legal_actions()]


def of_type(events: Sequence[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def check_down(
    hand: Hand, folds: Mapping[int, int] | None = None, until_street: int | None = None
) -> list[Event]:
    """Play passively (bring in, call, check) to the end, or until `until_street` begins.

    `folds` = {seat: street index}: that seat folds there when facing a bet.
    """
    folds = folds or {}
    out: list[Event] = []
    while not hand.is_over and hand.street != until_street:
        seat = hand.to_act
        assert seat is not None
        offers = {o.kind: o for o in hand.legal_actions()}
        if folds.get(seat) == hand.street and ActionKind.FOLD in offers:
            chosen = offers[ActionKind.FOLD]
        else:
            chosen = next(
                offers[k] for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN) if k in offers
            )
        out.extend(hand.apply(Act(seat, chosen.kind, chosen.amount)))
    return out


def boards_hand(
    variant_key: str,
    boards: Mapping[int, str],
    *,
    button: int,
    stacks: Mapping[int, int] | int = 100,
    structure: Structure = STRUCTURE,
    rules: HouseRules | None = None,
) -> Hand:
    """A started hand played passively up to the street where each seat shows `boards[seat]`.

    Only the up cards matter to the test; down cards are filled in from unused cards.
    """
    used = {c for text in boards.values() for c in cards(text)}
    spare = iter(c for c in reversed(ALL_CARDS) if c not in used)
    downs_first = sum(1 for up in VARIANTS[variant_key].streets[0].deal if not up)
    holdings = {
        seat: " ".join([*(str(next(spare)) for _ in range(downs_first)), *text.split()])
        for seat, text in boards.items()
    }
    hand = stacked_hand(variant_key, holdings, button=button, stacks=stacks, structure=structure, rules=rules)
    hand.start()
    ups = {len(text.split()) for text in boards.values()}
    assert len(ups) == 1, "every board needs the same number of up cards"
    check_down(hand, until_street=ups.pop() - 1)
    return hand
