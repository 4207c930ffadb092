"""Variants as data (DESIGN.md §1, docs/rules.md §5).

Seven Card Stud, Stud Hi/Lo, Five Card Stud and Razz are four values of one
type: the hand state machine reads streets, bring-in and opener rules, the
open-pair street and the pot evaluators from here and has no per-game branches.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class BetSize(Enum):
    SMALL = "small"
    BIG = "big"


class LowCardRule(Enum):
    """Which up card brings in (R3.2)."""

    LOWEST_ACE_HIGH = "lowest"  # stud, hi/lo, five-card: lowest rank, ace high, clubs lowest
    HIGHEST_ACE_LOW = "highest"  # razz: highest rank, ace low, spades highest


class ShowingRule(Enum):
    """Who opens the later rounds (R3.6)."""

    BEST_HIGH = "high"
    BEST_LOW = "low"


@dataclass(frozen=True, slots=True)
class Street:
    name: str
    #: face-up pattern of the cards dealt this street, in passes around the table
    deal: tuple[bool, ...]
    bet_size: BetSize


@dataclass(frozen=True, slots=True)
class Variant:
    key: str
    name: str
    short_name: str
    streets: tuple[Street, ...]
    bring_in_rule: LowCardRule
    showing_rule: ShowingRule
    #: index of the street whose betting allows the open-pair big bet (R3.7), or None
    open_pair_street: int | None
    #: evaluator keys, one per pot share: ("high",) / ("high", "low8") / ("razz",)
    pot_evaluators: tuple[str, ...]
    min_players: int
    max_players: int
    #: PHH variant code (pokerkit); None where PHH has none (five-card stud: our extension)
    phh_code: str

    @property
    def cards_per_player(self) -> int:
        return sum(len(s.deal) for s in self.streets)

    @property
    def is_split(self) -> bool:
        return len(self.pot_evaluators) > 1

    def bet_amount(self, street_index: int, small_bet: int, big_bet: int) -> int:
        return small_bet if self.streets[street_index].bet_size is BetSize.SMALL else big_bet


_SEVEN_CARD_STREETS = (
    Street("3rd street", (False, False, True), BetSize.SMALL),
    Street("4th street", (True,), BetSize.SMALL),
    Street("5th street", (True,), BetSize.BIG),
    Street("6th street", (True,), BetSize.BIG),
    Street("7th street", (False,), BetSize.BIG),
)

SEVEN_CARD_STUD = Variant(
    key="stud",
    name="Seven Card Stud",
    short_name="Stud",
    streets=_SEVEN_CARD_STREETS,
    bring_in_rule=LowCardRule.LOWEST_ACE_HIGH,
    showing_rule=ShowingRule.BEST_HIGH,
    open_pair_street=1,
    pot_evaluators=("high",),
    min_players=2,
    max_players=8,
    phh_code="F7S",
)

STUD_HI_LO = Variant(
    key="stud8",
    name="Seven Card Stud Hi/Lo (eight or better)",
    short_name="Stud Hi/Lo",
    streets=_SEVEN_CARD_STREETS,
    bring_in_rule=LowCardRule.LOWEST_ACE_HIGH,
    showing_rule=ShowingRule.BEST_HIGH,
    open_pair_street=None,
    pot_evaluators=("high", "low8"),
    min_players=2,
    max_players=8,
    phh_code="F7S/8",
)

FIVE_CARD_STUD = Variant(
    key="five",
    name="Five Card Stud",
    short_name="5-Card Stud",
    streets=(
        Street("2nd street", (False, True), BetSize.SMALL),
        Street("3rd street", (True,), BetSize.SMALL),
        Street("4th street", (True,), BetSize.BIG),
        Street("5th street", (True,), BetSize.BIG),
    ),
    bring_in_rule=LowCardRule.LOWEST_ACE_HIGH,
    showing_rule=ShowingRule.BEST_HIGH,
    open_pair_street=1,
    pot_evaluators=("high",),
    min_players=2,
    max_players=10,
    phh_code="F5S",
)

RAZZ = Variant(
    key="razz",
    name="Razz",
    short_name="Razz",
    streets=_SEVEN_CARD_STREETS,
    bring_in_rule=LowCardRule.HIGHEST_ACE_LOW,
    showing_rule=ShowingRule.BEST_LOW,
    open_pair_street=None,
    pot_evaluators=("razz",),
    min_players=2,
    max_players=8,
    phh_code="FR",
)

VARIANTS: dict[str, Variant] = {v.key: v for v in (SEVEN_CARD_STUD, STUD_HI_LO, FIVE_CARD_STUD, RAZZ)}
