"""Betting structure (R1.4) and house-rule options (docs/rules.md §8)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from studdesk.engine.errors import StructureError


@dataclass(frozen=True, slots=True)
class Structure:
    """Ante, bring-in and the two fixed-limit bet sizes, in chips (R1.4)."""

    ante: int
    bring_in: int
    small_bet: int
    big_bet: int

    def __post_init__(self) -> None:
        for field in ("ante", "bring_in", "small_bet", "big_bet"):
            value = getattr(self, field)
            if not isinstance(value, int) or isinstance(value, bool):
                raise StructureError(
                    field, f"{field.replace('_', ' ')} must be a whole number of chips", "not whole"
                )
        if self.ante < 0:
            raise StructureError("ante", "Ante must not be negative", "negative ante")
        if self.bring_in <= 0:
            raise StructureError("bring_in", "Bring-in must be at least 1 chip", "no bring-in")
        if self.bring_in > self.small_bet:
            raise StructureError(
                "bring_in", "Bring-in must not exceed the small bet", "bring-in above small bet"
            )
        if self.small_bet >= self.big_bet:
            raise StructureError("big_bet", "Big bet must be larger than the small bet", "big bet not larger")

    def __str__(self) -> str:
        return f"ante {self.ante}, bring-in {self.bring_in}, {self.small_bet}/{self.big_bet}"


class BringInPreset(Enum):
    """The bring-in presets of docs/rules.md §8, relative to the structure."""

    TWICE_ANTE = "2 × ante"
    HALF_SMALL_BET = "½ small bet"
    QUARTER_SMALL_BET = "¼ small bet"

    def amount(self, ante: int, small_bet: int) -> int:
        if self is BringInPreset.TWICE_ANTE:
            raw = 2 * ante
        elif self is BringInPreset.HALF_SMALL_BET:
            raw = small_bet // 2
        else:
            raw = small_bet // 4
        return max(1, min(raw, small_bet))


class OddChipRule(Enum):
    """Who gets the odd chips of a tie (R4.5)."""

    POSITION = "position"
    HIGH_CARD_BY_SUIT = "high_card_by_suit"


class AllInRule(Enum):
    """When an all-in short of a full bet or raise still counts as one (R3.8)."""

    #: half a bet or raise or more counts as a full one (Robert's Rules, WSOP)
    HALF_BET = "half_bet"
    #: only a full bet or raise counts (StudDesk's reading before R3.8 was settled)
    FULL_BET = "full_bet"


@dataclass(frozen=True, slots=True)
class HouseRules:
    """House-rule options (docs/rules.md §8); defaults are the rulebook's."""

    open_pair_big_bet: bool = True
    raise_cap: int = 3
    uncapped_heads_up: bool = False
    community_card_betting: bool = True
    odd_chip_rule: OddChipRule = OddChipRule.POSITION
    show_losing_hands: bool = False
    all_in_rule: AllInRule = AllInRule.HALF_BET

    def __post_init__(self) -> None:
        if self.raise_cap not in (3, 4):
            raise StructureError("raise_cap", "Raise cap must be 3 or 4 raises after the bet", "raise cap")
