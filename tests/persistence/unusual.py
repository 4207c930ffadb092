"""House rules and settings with every field off its default: what round-trip tests keep.

One place for them, so a new rule or setting is added once and every round trip (the settings
file, the settings dialog, PHH files, the engine's rules) checks it."""

from __future__ import annotations

from typing import Any

from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule
from studdesk.persistence.settings import Settings

#: every house rule off its default (docs: the rulebook's §8)
UNUSUAL_RULES = HouseRules(
    open_pair_big_bet=False,
    raise_cap=4,
    uncapped_heads_up=True,
    community_card_betting=False,
    odd_chip_rule=OddChipRule.HIGH_CARD_BY_SUIT,
    show_losing_hands=True,
    all_in_rule=AllInRule.FULL_BET,
)
#: the same rules as the settings spell them
UNUSUAL_RULE_SETTINGS: dict[str, Any] = {
    "open_pair_big_bet": False,
    "raise_cap": 4,
    "uncapped_heads_up": True,
    "community_card_betting": False,
    "odd_chip_rule": "high_card_by_suit",
    "show_losing_hands": True,
    "all_in_rule": "full_bet",
}


def unusual_settings(**changes: Any) -> Settings:
    """Settings with the game, the table, the house rules and the look all off their defaults."""
    fields: dict[str, Any] = {
        "player_name": "Zoë",
        "variant": "five",
        "opponents": 9,
        "opponent_bots": ("rock", "fish"),
        "default_bot": "maniac",
        "starting_stack": 1500,
        "ante": 0,
        "bring_in": 10,
        "small_bet": 30,
        "big_bet": 60,
        **UNUSUAL_RULE_SETTINGS,
        "animation_speed": 2.5,
        "bot_think_ms": 0,
        "four_color_deck": True,
        "felt_color": "#123456",
        "sound": False,
        "window_geometry": "AdnQywADAAA=",
    }
    return Settings(**(fields | changes))
