"""Hand evaluators: high (R4.2), eight-or-better low (R4.3), razz A-5 low (RULES.md §5),
and the ranking of hands showing (R3.6).

Every evaluator satisfies `HandEvaluator` (see `base`): int values, higher is better,
None (batch: -1) where no low qualifies.
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
