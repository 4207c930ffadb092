"""Hand evaluators: high (R4.2), eight-or-better low (R4.3), razz A-5 low (docs/rules.md §5),
and the ranking of hands showing (R3.6).

Every evaluator satisfies `HandEvaluator` (see `base`): int values, higher is better,
None (batch: -1) where no low qualifies.

>>> from studdesk.engine.cards import cards
>>> seven = cards("Kh Kd 7c 7s 2d Ah 9c")
>>> HIGH.describe(HIGH.value(seven)), HIGH.best_five(seven)
('Two pair, kings and sevens', (Card(Kh), Card(Kd), Card(7c), Card(7s), Card(Ah)))
>>> LOW8.describe(LOW8.value(cards("8h 6d 4c 2s Ad Kh Kc")))
'8-6-4-2-A low'
>>> LOW8.value(cards("Kh Kd 9c 9s Qd Jh Tc")) is None  # no five cards eight or lower
True
>>> RAZZ.describe(RAZZ.value(cards("Kh 5d 4c 2s Ad 5h 9c")))  # a pair is no help in razz
'9-5-4-2-A low'
>>> RAZZ.value(cards("5h 4d 3c 2s Ad")) > RAZZ.value(cards("6h 4d 3c 2s Ad"))
True
"""

from __future__ import annotations

from studdesk.engine.evaluation.base import HandEvaluator
from studdesk.engine.evaluation.high import (
    HIGH,
    HIGH_CATEGORY_NAMES,
    describe_high,
    high_category,
    high_value_indices,
)
from studdesk.engine.evaluation.low import LOW8, WHEEL_VALUE, low8_value_indices
from studdesk.engine.evaluation.razz import RAZZ, describe_razz, razz_value_indices
from studdesk.engine.evaluation.showing import (
    describe_showing_high,
    showing_high_value,
    showing_low_value,
)

EVALUATORS: dict[str, HandEvaluator] = {"high": HIGH, "low8": LOW8, "razz": RAZZ}

__all__ = [
    "EVALUATORS",
    "HIGH",
    "HIGH_CATEGORY_NAMES",
    "LOW8",
    "RAZZ",
    "WHEEL_VALUE",
    "HandEvaluator",
    "describe_high",
    "describe_razz",
    "describe_showing_high",
    "high_category",
    "high_value_indices",
    "low8_value_indices",
    "razz_value_indices",
    "showing_high_value",
    "showing_low_value",
]
