"""docs/rules.md §8: house-rule defaults, bring-in presets, option validation.

The options' effects are tested beside the rules they change: `raise_cap` and
`uncapped_heads_up` (R3.5), `open_pair_big_bet` (R3.7), `community_card_betting` (R2.7),
`odd_chip_rule` (R4.5), `show_losing_hands` (R4.1), `all_in_rule` (R3.8); see the `*_option_*`
tests.
"""

from __future__ import annotations

import pytest

from studdesk.engine.errors import StructureError
from studdesk.engine.structure import AllInRule, BringInPreset, HouseRules, OddChipRule, Structure

from .stacked import labels, stacked_hand


def test_s8_defaults_are_the_rulebooks() -> None:
    rules = HouseRules()
    assert rules.open_pair_big_bet is True
    assert rules.raise_cap == 3
    assert rules.uncapped_heads_up is False
    assert rules.community_card_betting is True
    assert rules.odd_chip_rule is OddChipRule.POSITION
    assert rules.show_losing_hands is False
    assert rules.all_in_rule is AllInRule.HALF_BET


@pytest.mark.parametrize(
    ("preset", "ante", "small_bet", "amount"),
    [
        (BringInPreset.TWICE_ANTE, 1, 5, 2),  # seed 000
        (BringInPreset.HALF_SMALL_BET, 1, 10, 5),  # seed 002
        (BringInPreset.QUARTER_SMALL_BET, 1, 20, 5),  # seed 004: ante 1, bring-in 5, 20/40
        # always a valid R1.4 bring-in: at least 1 chip, at most the small bet
        (BringInPreset.TWICE_ANTE, 0, 10, 1),
        (BringInPreset.TWICE_ANTE, 5, 8, 8),
        (BringInPreset.QUARTER_SMALL_BET, 0, 2, 1),
        (BringInPreset.HALF_SMALL_BET, 0, 1, 1),
    ],
)
def test_s8_bring_in_presets(preset: BringInPreset, ante: int, small_bet: int, amount: int) -> None:
    assert preset.amount(ante, small_bet) == amount
    Structure(ante, amount, small_bet, 2 * small_bet)  # accepted by R1.4


def test_s8_bring_in_preset_drives_the_bring_in_offer() -> None:
    bring_in = BringInPreset.QUARTER_SMALL_BET.amount(1, 20)
    hands = {0: "Ah Ad 2c", 1: "Kh Kd 9c", 2: "Qh Qd Tc"}
    hand = stacked_hand("stud", hands, button=2, structure=Structure(1, bring_in, 20, 40))
    hand.start()
    assert labels(hand) == ["Bring-in 5", "Complete to 20"]


@pytest.mark.parametrize("cap", [0, 2, 5])
def test_s8_raise_cap_is_three_or_four(cap: int) -> None:
    with pytest.raises(StructureError) as caught:
        HouseRules(raise_cap=cap)
    assert caught.value.field == "raise_cap"
