"""The lazy `PlayerView` (R2.5): it shows exactly what the eager view did, and hands out copies.

A view keeps the hand's log as a spectator sees it and works out seats, pots and
history on first use; these tests compare it, attribute by attribute, with the eager
builder it replaced (`eager_view.py`) for every seat of random hands in every variant,
including views read long after they were made.
"""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.events import SPECTATOR, CardDealt, HandStarted
from studdesk.engine.hand import Hand
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView

from .eager_view import eager_view
from .randomhands import random_hand

PUBLIC = (
    "viewer",
    "hand_number",
    "variant_key",
    "structure",
    "rules",
    "button",
    "street",
    "seats",
    "community",
    "pots",
    "to_act",
    "legal",
    "call_level",
    "is_over",
    "history",
)


def _shown(view: PlayerView) -> dict[str, object]:
    return {name: getattr(view, name) for name in PUBLIC}


def _viewers(hand: Hand) -> list[int]:
    seated = [p.seat for p in hand.order]
    absent = next(s for s in range(11) if s not in seated)  # a seat nobody sits in sees what a spectator does
    return [*seated, SPECTATOR, absent]


def _play_checking_views(hand: Hand, seed: int) -> int:
    """Play `hand` with random actions; at every decision and at the end, every viewer's lazy view
    must equal the eager one, also when read after the hand has moved on. Returns views checked."""
    rng = random.Random(seed)
    made: list[tuple[PlayerView, dict[str, object]]] = []
    hand.start()
    while True:
        for viewer in _viewers(hand):
            view, expected = hand.view(viewer), eager_view(hand, viewer)
            if rng.random() < 0.5:  # read now; the others are read only after the hand is over
                assert _shown(view) == expected
            made.append((view, expected))
        if hand.is_over:
            break
        assert hand.to_act is not None
        hand.apply(Act.taking(hand.to_act, rng.choice(hand.legal_actions())))
    for view, expected in made:
        assert _shown(view) == expected
    return len(made)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("seed", range(12))
def test_r2_5_lazy_view_shows_what_the_eager_view_did(variant: str, seed: int) -> None:
    assert _play_checking_views(random_hand(seed, variant), seed) > 0


def test_r2_5_lazy_view_before_the_hand_starts() -> None:
    hand = random_hand(3)
    for viewer in _viewers(hand):
        assert _shown(hand.view(viewer)) == eager_view(hand, viewer)


def test_views_are_equal_when_they_show_the_same() -> None:
    hand = random_hand(5)
    hand.start()
    seat = hand.order[0].seat
    first, again = hand.view(seat), hand.view(seat)
    first.seats  # noqa: B018  # one worked out, the other not: still equal
    assert first == again and hash(first) == hash(again)
    assert first != hand.view(SPECTATOR)
    assert pickle.loads(pickle.dumps(first)) == first
    assert f"viewer={seat}" in repr(first) and "Card(" not in repr(first)  # no cards in a log line


def test_r2_5_a_view_pickled_after_the_hand_moved_on_carries_only_its_own_events() -> None:
    """A view shares the hand's growing log and shows its first part; a copy sent to a bot's
    own process (pickled) holds just that part, so no later event travels with it."""
    hand = random_hand(9, "stud")
    hand.start()
    seat = hand.to_act
    assert seat is not None
    early, expected = hand.view(seat), eager_view(hand, seat)
    shown_events = len(hand.events)
    while not hand.is_over:
        assert hand.to_act is not None
        hand.apply(Act.taking(hand.to_act, hand.legal_actions()[0]))
    assert len(hand.events) > shown_events
    copy = pickle.loads(pickle.dumps(early))
    assert _shown(copy) == expected == _shown(early)
    assert len(copy._log) == shown_events  # what travels, not only what is shown


def test_a_view_is_frozen() -> None:
    hand = random_hand(6)
    hand.start()
    view = hand.view(SPECTATOR)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.street = 3  # type: ignore[misc]


def test_a_bot_forcing_changes_into_its_view_changes_only_its_own_copies() -> None:
    """Issue 13: frozen objects can still be forced with object.__setattr__. Offers cannot be
    changed at all; everything else a view hands out is the viewer's own copy, so a bot can spoil
    its own views and nothing else: not the hand, not what any other seat or the table sees."""
    hand = random_hand(8, "stud")
    hand.start()
    seat = hand.to_act
    assert seat is not None
    others = [v for v in _viewers(hand) if v != seat]
    offers_before = [tuple(o) for o in hand.legal_actions()]
    events_before = [dataclasses.astuple(e) for e in hand.events]
    view = hand.view(seat)
    for offer in view.legal:
        with pytest.raises(AttributeError):
            object.__setattr__(offer, "amount", 20_000)
    for event in view.history:
        if isinstance(event, HandStarted):
            object.__setattr__(event.seats[0], "stack", 10**9)
        if isinstance(event, CardDealt):
            object.__setattr__(event, "seat", 99)
    object.__setattr__(view.structure, "big_bet", 10**6)
    object.__setattr__(view.rules, "raise_cap", 99)
    for pot in view.pots:
        object.__setattr__(pot, "amount", -1)
    for seat_view in view.seats:
        object.__setattr__(seat_view, "stack", -5)
    assert [tuple(o) for o in hand.legal_actions()] == offers_before
    assert [dataclasses.astuple(e) for e in hand.events] == events_before
    assert (hand.structure.big_bet, hand.rules.raise_cap) != (10**6, 99)
    for viewer in others:
        assert _shown(hand.view(viewer)) == eager_view(hand, viewer)
    fresh = hand.view(seat)
    assert [tuple(o) for o in fresh.legal] == offers_before
    assert (fresh.seats, fresh.pots) == (eager_view(hand, seat)["seats"], eager_view(hand, seat)["pots"])
    assert (ActionKind.FOLD, 0, 0, False) not in fresh.legal  # a bare tuple is not an offer


def test_views_continue_the_shared_replay_and_keep_pots_that_did_not_change() -> None:
    """Each view's seats continue the state of the view read before it (only the events in
    between are replayed), and while nobody folds and no bets are collected the pots already
    worked out are kept, not built again; they still equal the eager view's (the test above
    checks every seat of random hands)."""
    hand = random_hand(0, "stud")  # antes in the middle
    hand.start()
    seat = hand.to_act
    assert seat is not None
    first = hand.view(seat)
    first.pots  # noqa: B018
    before = hand._shared_memo.replayed
    assert before is not None
    passive = (ActionKind.BRING_IN, ActionKind.CALL, ActionKind.CHECK)
    hand.apply(Act.taking(seat, next(o for o in hand.legal_actions() if o.kind in passive)))
    assert not hand.is_over and hand.to_act is not None
    later = hand.view(hand.to_act)
    assert later.pots == eager_view(hand, hand.to_act)["pots"]
    after = hand._shared_memo.replayed
    assert after is not None and after is not before and after.length > before.length
    assert after.pots() is before.pots()  # a bet in front of a player is in no pot yet
    unchanged = [i for i, info in enumerate(after.order) if info.seat != seat]
    assert all(after.cards[i] is before.cards[i] for i in unchanged)  # nobody was dealt a card
