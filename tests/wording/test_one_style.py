"""One style everywhere (issue 15): hand names, ranks ("10", never "T"), thousands, pots, captions."""

from __future__ import annotations

import random

import pytest

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import Card, cards
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.events import (
    AntePosted,
    BetsCollected,
    HandStarted,
    PotAwarded,
    PotInfo,
    PotShare,
    SeatInfo,
    ShowdownRevealed,
)
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.play.readout import hand_readout
from studdesk.wording.hands import best_hand, card_text, hand_name, partial_high, partial_low
from studdesk.wording.narration import Narrator
from studdesk.wording.panel import no_such_choice, offer_label
from studdesk.wording.table import pots_line, stakes, structure_text, win_caption

FULL_DECK = [Card.parse(r + s) for r in "23456789TJQKA" for s in "cdhs"]


def test_a_ten_is_10_in_cards_lows_and_high_cards() -> None:
    assert card_text(Card.parse("Th")) == "10♥"
    assert partial_high(cards("Th 8d 7c")) == "10 high"
    assert partial_low(cards("Th 8d 4c"), qualifier=None) == "10-8-4 low draw"
    assert best_hand("razz", cards("Th 8d 4c 3s 2d Kc Kh")) == "10-8-4-3-2 low"
    assert best_hand("high", cards("Th 8d 4c 3s 2d")) == "10 high"
    assert best_hand("high", cards("Th 9d 8c 7s 6d")) == "Straight, 10 high"


def test_a_high_card_hand_reads_the_same_on_every_street() -> None:
    """'Nine high' on 4th street must not become 'High card, nine' on 5th."""
    assert partial_high(cards("9h 4d 2c 7s")) == "Nine high"
    assert best_hand("high", cards("9h 4d 2c 7s 5c")) == "Nine high"


@pytest.mark.parametrize("key", ["high", "low8", "razz"])
def test_every_named_hand_names_its_ranks_like_the_engine_but_in_one_style(key: str) -> None:
    """The wording names agree with the engine's own description on every category, with '10' for 'T'."""
    rng = random.Random(15)
    for _ in range(3000):
        hand = rng.sample(FULL_DECK, 7)
        value = EVALUATORS[key].value(hand)
        if value is None:
            continue
        ours = hand_name(key, value)
        engine = EVALUATORS[key].describe(value).replace("T-", "10-").replace("-T", "-10")
        engine = engine.replace("ten high", "10 high")
        if engine.startswith("High card, "):
            word = engine.removeprefix("High card, ")
            engine = "10 high" if word == "ten" else f"{word.capitalize()} high"
        assert ours == engine
        assert "T" not in ours.replace("Two", "").replace("Three", "")


def test_thousands_are_separated_in_the_log_the_table_and_the_buttons() -> None:
    n = Narrator(viewer=0)
    started = HandStarted(
        7, "stud", 1, (SeatInfo(0, "You", 12000), SeatInfo(1, "Ada", 9000)), 100, 250, 1000, 2000
    )
    assert n.lines((started,))[0].startswith(
        "— Hand #7: Seven Card Stud, ante 100, bring-in 250, 1,000/2,000."
    )
    assert n.lines((AntePosted(0, 1000, False), AntePosted(1, 1000, False))) == ["Everyone antes 1,000."]
    assert n.lines((BetsCollected((PotInfo(1116, (0, 1)),)),)) == ["Pot 1,116."]
    award = PotAwarded(0, 1, 1116, PotShare.WHOLE, None, None)
    assert n.lines((award,)) == ["Ada wins 1,116 from the pot."]
    assert structure_text(Structure(100, 250, 1000, 2000)) == "ante 100, bring-in 250, 1,000/2,000"
    assert stakes(Structure(100, 250, 1000, 2000)) == "ante 100 · bring-in 250 · 1,000/2,000"
    assert offer_label(LegalAction(ActionKind.RAISE, 1200, 1200)) == "Raise to 1,200"
    assert offer_label(LegalAction(ActionKind.CALL, 1200, 1150, all_in=True)) == "Call 1,150 (all-in)"


def test_side_pots_read_as_pots_not_as_one_number() -> None:
    assert pots_line([685]) == ""
    assert pots_line([685, 114]) == "Main pot 685 · Side pot 114"
    assert pots_line([685, 1140, 60]) == "Main pot 685 · Side pot 1: 1,140 · Side pot 2: 60"


def test_win_captions_show_the_whole_amount() -> None:
    assert win_caption([(0, 231, PotShare.HIGH), (0, 231, PotShare.LOW)]) == "Scoops 462 (231 high + 231 low)"
    assert win_caption([(0, 231, PotShare.HIGH)]) == "Wins 231 high"
    assert win_caption([(0, 231, PotShare.LOW)]) == "Wins 231 low"
    assert win_caption([(0, 1500, PotShare.WHOLE)]) == "Wins 1,500"
    # high of the main pot, low of a side pot: both halves, but not of one pot
    assert win_caption([(0, 300, PotShare.HIGH), (1, 50, PotShare.LOW)]) == "Wins 350 (300 high + 50 low)"


def test_the_log_names_shown_and_winning_hands_from_their_cards() -> None:
    n = Narrator(viewer=0)
    n.lines((HandStarted(1, "stud8", 0, (SeatInfo(0, "You", 100), SeatInfo(1, "Ada", 100)), 1, 5, 20, 40),))
    shown = ShowdownRevealed(1, cards("Th 9d 4c 3s 2d Kc Ah"), "High card, ace", "9-4-3-2-A low")
    assert n.lines((shown,)) == ["Ada shows 10♥ 9♦ 4♣ 3♠ 2♦ K♣ A♥: Ace high; no low."]  # 9-4-3-2-A is no low
    award = PotAwarded(0, 1, 40, PotShare.HIGH, "High card, ace", cards("Ah Kc Th 9d 4c"))
    assert n.lines((award,)) == ["Ada wins 40 from the high half of the pot with Ace high."]


def test_c_when_the_player_must_bring_in_says_which_keys_open() -> None:
    bring_in, complete = LegalAction(ActionKind.BRING_IN, 5, 5), LegalAction(ActionKind.COMPLETE, 20, 20)
    assert no_such_choice("C", {bring_in: "B", complete: "R"}) == (
        "You must open the betting: B to bring in, R to complete to 20"
    )


@pytest.mark.parametrize(
    ("held", "expected"),
    [
        ("8h 6d 3c Ks", ("High: King high", "Low: 8-6-3 low draw")),  # 4th street
        ("8h 6d 3c Ks Kd", ("High: Pair of kings", "Low: 8-6-3 low draw")),  # 5th: two cards to come
        ("8h 6d 3c Ks Kd Qc", ("High: Pair of kings", "Low: No low")),  # 6th: one card cannot make it
        ("8h 6d 3c 2s Kd Qc", ("High: King high", "Low: 8-6-3-2 low draw")),
        ("8h 6d 3c 2s Ad Qc", ("High: Ace high", "Low: 8-6-3-2-A low")),
    ],
)
def test_hi_lo_readout_keeps_a_live_low_draw_from_fifth_street_on(
    held: str, expected: tuple[str, str]
) -> None:
    assert hand_readout(VARIANTS["stud8"], cards(held)) == expected


def test_hi_lo_readout_lines_are_short() -> None:
    """The read-out shares the panel with the buttons: no line of it runs long."""
    rng = random.Random(4)
    for _ in range(500):
        for n in range(3, 8):
            for line in hand_readout(VARIANTS["stud8"], rng.sample(FULL_DECK, n)):
                assert len(line) <= 36, line
