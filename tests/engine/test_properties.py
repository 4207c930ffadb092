"""Hypothesis properties over random variants, options, player counts, stacks and legal commands.

Chips are conserved, no stack goes negative, every hand ends, the pots awarded add up to the
pot, every seat holds the right number of cards, and events are frozen.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.cards import Deck
from studdesk.engine.events import (
    CardDealt,
    CommunityCardDealt,
    Event,
    HandEnded,
    PotAwarded,
    ShowdownRevealed,
)
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS

#: enough for any hand: five rounds of at most a few dozen actions each
MAX_ACTIONS = 400


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    variant = VARIANTS[draw(st.sampled_from(sorted(VARIANTS)))]
    count = draw(st.integers(variant.min_players, variant.max_players))
    small = draw(st.integers(1, 12))
    structure = Structure(
        draw(st.integers(0, 3)), draw(st.integers(1, small)), small, small * draw(st.integers(2, 3))
    )
    rules = HouseRules(
        open_pair_big_bet=draw(st.booleans()),
        raise_cap=draw(st.sampled_from((3, 4))),
        uncapped_heads_up=draw(st.booleans()),
        community_card_betting=draw(st.booleans()),
        odd_chip_rule=draw(st.sampled_from(list(OddChipRule))),
        show_losing_hands=draw(st.booleans()),
        all_in_rule=draw(st.sampled_from(list(AllInRule))),
    )
    seats = draw(st.lists(st.integers(0, 9), min_size=count, max_size=count, unique=True))
    stacks = draw(st.lists(st.integers(1, 150), min_size=count, max_size=count))
    players = [PlayerSeat(s, f"P{s}", stack) for s, stack in zip(seats, stacks, strict=True)]
    button = draw(st.sampled_from(seats))
    deck = Deck(random.Random(draw(st.integers(0, 2**32 - 1))))
    return Hand(GameConfig(variant, structure, rules), players, button, deck)


def _check_frozen(event: Event) -> None:
    field = dataclasses.fields(event)[0].name
    try:
        setattr(event, field, getattr(event, field))
    except dataclasses.FrozenInstanceError:
        return
    raise AssertionError(f"{type(event).__name__} can be changed after it was emitted")


def _pick(offers: tuple[LegalAction, ...], choices: random.Random) -> LegalAction:
    """A random offer; folds are rare so that most hands reach later streets and showdowns."""
    staying = [o for o in offers if o.kind is not ActionKind.FOLD]
    if not staying or choices.random() < 0.08:
        return offers[0]
    return choices.choice(staying)


@settings(max_examples=200, deadline=None)
@given(hand=hands(), choices=st.randoms(use_true_random=False))
def test_hand_invariants(hand: Hand, choices: random.Random) -> None:
    total = sum(p.stack for p in hand.order)
    log = list(hand.start())
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        assert hand.to_act is not None
        assert not hand.by_seat[hand.to_act].folded and hand.by_seat[hand.to_act].stack > 0
        log += hand.apply(Act.taking(hand.to_act, _pick(hand.legal_actions(), choices)))
        assert all(p.stack >= 0 for p in hand.order)
        if not hand.is_over:
            assert sum(p.stack + p.committed for p in hand.order) == total
    assert hand.is_over, "the hand did not end"
    assert log == hand.events

    final = hand.final_stacks()
    assert sum(final.values()) == total
    assert all(stack >= 0 for stack in final.values())
    assert log[-1] == HandEnded(tuple(final.items()))

    awards = [e for e in log if isinstance(e, PotAwarded)]
    pot = sum(p.committed for p in hand.order)
    assert sum(a.amount for a in awards) == pot
    per_pot = [sum(a.amount for a in awards if a.pot == i) for i, _ in enumerate(hand.pot_infos())]
    assert per_pot == [info.amount for info in hand.pot_infos()]
    live = {p.seat for p in hand.live}
    assert {a.seat for a in awards} <= live

    dealt = [e.card for e in log if isinstance(e, CardDealt) and e.card is not None]
    community = [e.card for e in log if isinstance(e, CommunityCardDealt)]
    assert len(set(dealt + community)) == len(dealt) + len(community)  # one deck (R1.1)
    full = hand.variant.cards_per_player
    for p in hand.order:
        assert p.cards == [e.card for e in log if isinstance(e, CardDealt) and e.seat == p.seat]
        if p.folded:
            assert len(p.cards) <= full
        elif len(live) > 1:  # a showdown: everyone still in got every card
            assert len(p.cards) + len(community) == full
    if len(live) > 1:
        assert {e.seat for e in log if isinstance(e, ShowdownRevealed)}
    assert len(community) == (1 if hand.community is not None else 0)
    for shown in (e for e in log if isinstance(e, ShowdownRevealed)):
        assert shown.cards == tuple(hand.cards_of(shown.seat))
    for event in log:
        _check_frozen(event)
