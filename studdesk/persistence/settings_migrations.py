"""Upgrading a settings file written in an older layout (`SettingsStore.load` calls `migrate`).

Each migration carries over what it can and says what it could not, unsaid (the file is read
before the language it chooses is installed): the notice at start lists those reasons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from studdesk.persistence.settings import SCHEMA_VERSION
from studdesk.wording import Words
from studdesk.wording import settings_problems as words

#: a migration turns version-v data into version v+1 data, and says what it could not carry
#: over: {old key: why, unsaid}
Migration = Callable[[dict[str, Any]], tuple[dict[str, Any], dict[str, Words]]]


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _v0_to_v1(old: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Words]]:
    """Version 0 is the flat layout written before files carried a schema_version.

    It named fields differently, kept the structure in a "stakes" table, counted
    players (not opponents) and had an animations on/off switch instead of a speed.
    Values that cannot be carried over are reported, not silently dropped; the
    carried-over values are checked when loading.
    """
    renamed = {
        "name": "player_name",
        "game": "variant",
        "bot": "default_bot",
        "stack": "starting_stack",
        "think_ms": "bot_think_ms",
        "four_colour": "four_color_deck",
        "felt": "felt_color",
        "sound": "sound",
        "open_pair_big_bet": "open_pair_big_bet",
        "raise_cap": "raise_cap",
        "uncapped_heads_up": "uncapped_heads_up",
        "community_card_betting": "community_card_betting",
        "odd_chip_rule": "odd_chip_rule",
        "show_losing_hands": "show_losing_hands",
    }
    stake_keys = ("ante", "bring_in", "small_bet", "big_bet")
    new: dict[str, Any] = {new_key: old[key] for key, new_key in renamed.items() if key in old}
    dropped: dict[str, Words] = {}
    stakes = old.get("stakes")
    if isinstance(stakes, dict):
        new.update({k: stakes[k] for k in stake_keys if k in stakes})
        for key in stakes:
            if key not in stake_keys:
                dropped[f"stakes.{key}"] = partial(words.old_unknown_stake, _shown(key))
    elif "stakes" in old:
        dropped["stakes"] = partial(words.old_stakes_not_a_table, _shown(stakes))
    players = old.get("players")
    if isinstance(players, int) and not isinstance(players, bool):
        new["opponents"] = players - 1
    elif "players" in old:
        dropped["players"] = partial(words.old_players_not_a_number, _shown(players))
    animations = old.get("animations")
    if isinstance(animations, bool):
        new["animation_speed"] = 1.0 if animations else 0.0
    elif "animations" in old:
        dropped["animations"] = partial(words.old_animations_not_on_or_off, _shown(animations))
    known = {*renamed, "stakes", "players", "animations", "schema_version"}
    for key in old:
        if key not in known:
            dropped[key] = partial(words.old_unknown_setting, _shown(key))
    new["schema_version"] = 1
    return new, dropped


#: MIGRATIONS[v] turns version-v data into version v+1 data
MIGRATIONS: dict[int, Migration] = {0: _v0_to_v1}


def migrate(data: dict[str, Any], version: int) -> tuple[dict[str, Any], dict[str, Words]]:
    """Upgrade `data` written as `version` to the current SCHEMA_VERSION; also {old key: why
    dropped, unsaid}."""
    if not 0 <= version <= SCHEMA_VERSION:
        raise ValueError(f"no migration from settings format {version}")
    dropped: dict[str, Words] = {}
    while version < SCHEMA_VERSION:
        data, lost = MIGRATIONS[version](data)
        dropped.update(lost)
        version += 1
    return data, dropped
