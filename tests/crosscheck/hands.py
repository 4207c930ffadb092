"""Hands for the cross-check: stacked decks with scripted betting, and random seeded hands.

`stacked(...)` deals each seat the cards listed for it (in the order the seat
receives them); `act(hand, "0 bet 5; 1 call; 2 fold")` applies a script (amounts
are round totals, as in `Act`); `random_hand(...)` plays a seeded hand with
uniformly random legal actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.cards import ALL_CARDS, Card, Deck, cards
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS

STRUCTURE = Structure(ante=1, bring_in=2, small_bet=5, big_bet=10)

_KINDS = {kind.value: kind for kind in ActionKind}

Policy = Callable[[random.Random, tuple[LegalAction, ...]], LegalAction]


def stacked(
    variant_key: str,
    holdings: Mapping[int, str],
    *,
    button: int,
    stacks: Mapping[int, int] | int = 100,
    structure: Structure = STRUCTURE,
    rules: HouseRules | None = None,
    after: str = "",
) -> Hand:
    """A started hand dealing `holdings` ({seat: "As Kd 7c ..."}); `after` = cards dealt next."""
    variant = VARIANTS[variant_key]
    dealt = {seat: cards(text) for seat, text in holdings.items()}
    span = max([*dealt, button]) + 1
    order_of_seats = sorted(dealt, key=lambda s: (s - button - 1) % span)
    order: list[Card] = []
    index = 0
    for street in variant.streets:
        for _pass in street.deal:
            order += [dealt[s][index] for s in order_of_seats if len(dealt[s]) > index]
            index += 1
    order += cards(after)
    order += [c for c in ALL_CARDS if c not in order]
    per_seat = stacks if isinstance(stacks, Mapping) else dict.fromkeys(dealt, stacks)
    players = [PlayerSeat(seat, f"P{seat}", per_seat[seat]) for seat in sorted(dealt)]
    hand = Hand(GameConfig(variant, structure, rules or HouseRules()), players, button, Deck(order=order))
    hand.start()
    return hand


def act(hand: Hand, script: str) -> None:
    """Apply "seat kind [amount]; ..."; a kind without an amount takes the one offered."""
    for step in filter(None, (s.strip() for s in script.split(";"))):
        words = step.split()
        seat, kind = int(words[0]), _KINDS[words[1]]
        amount = int(words[2]) if len(words) > 2 else None
        assert hand.to_act == seat, f"{step!r}: it is seat {hand.to_act}'s turn"
        offers = [o for o in hand.legal_actions() if o.kind is kind and amount in (None, o.amount)]
        assert len(offers) == 1, f"{step!r}: offered {[o.label for o in hand.legal_actions()]}"
        hand.apply(Act.taking(seat, offers[0]))


def passive(hand: Hand) -> None:
    """Bring in, check or call until the hand is over."""
    while not hand.is_over:
        offers = {o.kind: o for o in hand.legal_actions()}
        kind = next(k for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN) if k in offers)
        assert hand.to_act is not None
        hand.apply(Act.taking(hand.to_act, offers[kind]))


def uniform(rng: random.Random, offers: tuple[LegalAction, ...]) -> LegalAction:
    return rng.choice(offers)


def never_fold(rng: random.Random, offers: tuple[LegalAction, ...]) -> LegalAction:
    """Uniform among the actions that are not a fold (keeps full tables to the 7th street)."""
    return rng.choice([o for o in offers if o.kind is not ActionKind.FOLD])


def random_hand(
    seed: int,
    variant_key: str,
    rules: HouseRules,
    *,
    players: int | None = None,
    policy: Policy = uniform,
    depth: tuple[int, int] | None = None,
) -> Hand:
    """A finished hand: random structure, 2-8 players (or `players`), random stacks.

    Stacks are `depth` = (lowest, highest) small bets; by default from 1 up to 4, 15
    or 40 small bets, so all-ins and side pots are common.
    """
    rng = random.Random(seed)
    variant = VARIANTS[variant_key]
    n = players or rng.randint(variant.min_players, min(8, variant.max_players))
    small = rng.choice((2, 4, 5, 10))
    structure = Structure(rng.choice((0, 0, 1, 2, 5)), rng.randint(1, small - 1), small, 2 * small)
    low, high = depth or (0, rng.choice((4, 15, 40)))
    seats = rng.sample(range(10), n)
    seated = [PlayerSeat(s, f"P{s}", rng.randint(max(1, low * small), high * small)) for s in sorted(seats)]
    hand = Hand(GameConfig(variant, structure, rules), seated, rng.choice(seats), Deck(rng))
    hand.start()
    while not hand.is_over:
        assert hand.to_act is not None
        hand.apply(Act.taking(hand.to_act, policy(rng, hand.legal_actions())))
    return hand
