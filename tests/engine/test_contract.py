"""Verify / can / do (DESIGN.md §1): what `legal_actions` offers is exactly what `apply` accepts.

Also the censoring contract (R2.5): a view and its history never show another seat's down
card before that seat shows it.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Card
from studdesk.engine.errors import HandOverError, IllegalActionError, NotYourTurnError
from studdesk.engine.events import SPECTATOR, ActionTaken, CardDealt, ShowdownRevealed
from studdesk.engine.hand import Hand

from .randomhands import random_hand

SEEDS = range(40)


def _snapshot(hand: Hand) -> tuple[object, ...]:
    seats = tuple(
        (p.seat, p.stack, tuple(p.cards), tuple(p.up), p.folded, p.committed, p.round_bet) for p in hand.order
    )
    return (
        seats,
        tuple(hand.events),
        hand.to_act,
        hand.street,
        hand.community,
        hand.is_over,
        hand.legal_actions(),
        dataclasses.astuple(hand.round) if hand.round is not None else None,
        hand.deck.peek_order(),
    )


def _replayed(seed: int, acts: list[Act]) -> Hand:
    """The same hand again, up to the same point: a copy to try an action on (replayed, not
    deep-copied, so the test runs unchanged on the compiled engine, whose objects do not copy)."""
    hand = random_hand(seed)
    hand.start()
    for act in acts:
        hand.apply(act)
    return hand


def _probe_amounts(hand: Hand) -> set[int]:
    assert hand.to_act is not None
    state = hand.by_seat[hand.to_act]
    s = hand.structure
    level = hand.round.call_level if hand.round else 0
    base = {0, 1, s.bring_in, s.small_bet, s.big_bet, level, level + s.small_bet, level + s.big_bet}
    base |= {state.round_bet + state.stack, state.round_bet + state.stack + 1}
    for offer in hand.legal_actions():
        base |= {offer.amount - 1, offer.amount, offer.amount + 1}
    return {a for a in base if a >= 0} | {-1}


@pytest.mark.parametrize("seed", SEEDS)
def test_offered_actions_are_accepted_and_nothing_else_is(seed: int) -> None:
    hand = random_hand(seed)
    hand.start()
    rng = random.Random(seed)
    acts: list[Act] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        offers = hand.legal_actions()
        assert offers, "the seat to act always has something to do"
        assert len({(o.kind, o.amount) for o in offers}) == len(offers)
        for offer in offers:
            trial = _replayed(seed, acts)
            events = trial.apply(Act.taking(seat, offer))
            taken = next(e for e in events if isinstance(e, ActionTaken))
            assert (taken.kind, taken.paid, taken.all_in) == (offer.kind, offer.cost, offer.all_in)
            if offer.kind is not ActionKind.FOLD:
                assert taken.amount == (
                    offer.amount if offer.kind is not ActionKind.CHECK else hand.by_seat[seat].round_bet
                )
        before = _snapshot(hand)
        offered = {(o.kind, o.amount) for o in offers}
        for kind in ActionKind:
            for amount in _probe_amounts(hand):
                if (kind, amount) in offered:
                    continue
                with pytest.raises(IllegalActionError):
                    hand.apply(Act(seat, kind, amount))
        other = next(p.seat for p in hand.order if p.seat != seat)
        with pytest.raises(NotYourTurnError):
            hand.apply(Act.taking(other, offers[0]))
        assert hand.legal_actions(other) == ()
        assert _snapshot(hand) == before
        acts.append(Act.taking(seat, rng.choice(offers)))
        hand.apply(acts[-1])
    with pytest.raises(HandOverError):
        hand.apply(Act(hand.order[0].seat, ActionKind.CHECK))
    assert hand.legal_actions() == ()


def _hidden_from(hand: Hand, viewer: int) -> set[Card]:
    """Cards `viewer` must not know yet: other seats' down cards not shown at a showdown."""
    shown = {e.seat for e in hand.events if isinstance(e, ShowdownRevealed)}
    return {
        c
        for p in hand.order
        if p.seat != viewer and p.seat not in shown
        for c, up in zip(p.cards, p.up, strict=True)
        if not up
    }


def _cards_in(value: object) -> set[Card]:
    """Every card reachable from a view: fields, nested tuples, events (nothing is skipped)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.add(item)
        elif isinstance(item, tuple | list | set | frozenset):
            stack.extend(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
    return found


@pytest.mark.parametrize("seed", range(25))
def test_views_never_reveal_hidden_down_cards(seed: int) -> None:
    hand = random_hand(seed)
    hand.start()
    rng = random.Random(seed)
    viewers = [p.seat for p in hand.order] + [SPECTATOR]
    while True:
        for viewer in viewers:
            view = hand.view(viewer)
            assert not _cards_in(view) & _hidden_from(hand, viewer)
            for seat_view in view.seats:
                state = hand.by_seat[seat_view.seat]
                assert len(seat_view.cards) == len(state.cards)
                for shown, real, up in zip(seat_view.cards, state.cards, state.up, strict=True):
                    assert shown is None or shown == real
                    if up or seat_view.seat == viewer:
                        assert shown == real
            for event in view.history:
                if isinstance(event, CardDealt) and not event.face_up and event.seat != viewer:
                    assert event.card is None
        if hand.is_over:
            break
        hand.apply(Act.taking(hand.to_act or 0, rng.choice(hand.legal_actions())))
