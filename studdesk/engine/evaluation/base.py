"""The interface every hand evaluator offers (high, 8-or-better low, A-5 low).

Values are plain ints where HIGHER IS BETTER for every evaluator, so the engine
compares hands the same way whatever the game; `None` means "no qualifying hand"
(an 8-or-better low that does not qualify).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from studdesk.engine.cards import Card

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


class HandEvaluator(Protocol):
    #: short id used in variant data and logs: "high", "low8", "razz"
    key: str

    def value(self, cards: Sequence[Card]) -> int | None:
        """Value of the best five of 5-7 cards; higher is better; None if nothing qualifies."""
        ...

    def best_five(self, cards: Sequence[Card]) -> tuple[Card, ...] | None:
        """The five cards that make `value(cards)` (for highlighting), or None."""
        ...

    def describe(self, value: int) -> str:
        """Plain words: 'Full house, kings over sevens', '8-6-4-2-A low'."""
        ...

    def batch(self, indices: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
        """Values for an (N, k) array of card indices (5 <= k <= 7); -1 where nothing qualifies."""
        ...
