"""The games' names in the player's language (the engine's `Variant.name` is the English)."""

from __future__ import annotations

from studdesk.engine.variants import Variant
from studdesk.wording import translate


def game_name(variant: Variant) -> str:
    """ "Seven Card Stud Hi/Lo (eight or better)"."""
    names = {
        "stud": translate("Games", "Seven Card Stud"),
        "stud8": translate("Games", "Seven Card Stud Hi/Lo (eight or better)"),
        "five": translate("Games", "Five Card Stud"),
        "razz": translate("Games", "Razz"),
    }
    return names.get(variant.key, variant.name)


def short_game_name(variant: Variant) -> str:
    """ "Stud Hi/Lo": for lists and narrow places."""
    names = {
        "stud": translate("Games", "Stud", "short name of Seven Card Stud"),
        "stud8": translate("Games", "Stud Hi/Lo", "short name of Seven Card Stud Hi/Lo"),
        "five": translate("Games", "5-Card Stud", "short name of Five Card Stud"),
        "razz": translate("Games", "Razz", "short name of Razz"),
    }
    return names.get(variant.key, variant.short_name)
