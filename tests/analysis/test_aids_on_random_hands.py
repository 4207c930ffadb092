"""Every aid on every view of random hands (any variant, short stacks, all-ins, every seat
and a spectator): never an exception, never a hidden card, figures within their bounds."""

from __future__ import annotations

import random

from engine.randomhands import random_hand
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.analysis import describe as wording
from studdesk.analysis.boards import read_boards
from studdesk.analysis.memory_drill import memory_questions
from studdesk.analysis.odds import live_odds, pot_odds
from studdesk.analysis.outs import hero_draws
from studdesk.analysis.rulehelp import bring_in_reason, low_chances, open_pair_rule, opener_reason
from studdesk.analysis.seen import seen_cards
from studdesk.engine.actions import Act
from studdesk.engine.events import SPECTATOR
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView


def _check(view: PlayerView, hidden: set[object]) -> None:
    variant = VARIANTS[view.variant_key]
    seen = seen_cards(view)
    assert not seen.cards & hidden  # what the viewer may not see never shows up
    wording.seen_by_suit_lines(seen)
    for draw in hero_draws(view, seen):
        assert not set(draw.live) & seen.cards
        wording.draw_text(draw)
    odds = pot_odds(view)
    if odds is not None:
        assert odds.to_call > 0 and 0.0 < odds.needed <= 1.0
        wording.pot_odds_text(odds)
    for board in read_boards(view):
        wording.board_lines(board, variant)
    for helper in (bring_in_reason, opener_reason):
        reason = helper(view)
        if reason is not None:
            text = (
                wording.bring_in_text(reason, view)
                if helper is bring_in_reason
                else wording.opener_text(reason, view)
            )  # type: ignore[arg-type]
            assert text.endswith(".")
    wording.open_pair_text(open_pair_rule(view), view)
    for chance in low_chances(view):
        wording.low_chance_text(chance, view)
    memory_questions(view, seed=1)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_aid_on_every_view_of_a_random_hand(seed: int) -> None:
    hand = random_hand(seed)
    hand.start()
    rng = random.Random(seed)
    odds_checked = 0
    while True:
        for viewer in [*(p.seat for p in hand.order), SPECTATOR]:
            hidden = {
                c
                for p in hand.order
                if p.seat != viewer
                for c, up in zip(p.cards, p.up, strict=True)
                if not up and not hand.is_over
            }
            _check(hand.view(viewer), hidden)
        if hand.is_over:
            break
        seat = hand.to_act
        assert seat is not None
        if odds_checked < 2:  # the equity itself is slower: a couple of views a hand
            odds = live_odds(hand.view(seat), seed=seed, max_samples=300)
            if odds is not None:
                assert 0.0 <= odds.scoop <= odds.equity + 1e-9 <= 1.0 + 1e-9
                wording.live_odds_lines(odds)
            odds_checked += 1
        hand.apply(Act.taking(seat, rng.choice(hand.legal_actions())))
