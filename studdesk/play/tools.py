"""The practice tools' answers as plain data: the equity calculator and the third-street trainer.

The tools themselves (`play.calculator_tool`, `play.trainer_tool`) run off the
GUI thread and import the heavy machinery; the windows only see these.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.engine.cards import Card
from studdesk.engine.errors import CardParseError
from studdesk.wording import calculator as calc_words


class ToolCancelledError(Exception):
    """The player cancelled the work (the window's Cancel, or the window was closed)."""


class ToolError(Exception):
    """The tool cannot answer; the message says why, in words for the player."""


# ------------------------------------------------------------------ the equity calculator

#: the calculator's fields: "p0-down", "p0-up" (player 1), ..., "dead"; "" is the question as a whole
FieldKey = str


def down_field(player: int) -> FieldKey:
    return f"p{player}-down"


def up_field(player: int) -> FieldKey:
    return f"p{player}-up"


DEAD_FIELD: FieldKey = "dead"


def readable_cards(text: str) -> list[Card]:
    """The cards typed in a field, skipping two-character pieces that are not cards."""
    compact = "".join(text.split())
    out = []
    for i in range(0, len(compact), 2):
        try:
            out.append(Card.parse(compact[i : i + 2]))
        except CardParseError:
            continue
    return out


@dataclass(frozen=True, slots=True)
class CalcCheck:
    """What is wrong with the input, field by field (empty: nothing), and what computing will take."""

    problems: tuple[tuple[FieldKey, str], ...]
    #: "1,560 deals: the answer will be exact" (empty while there are problems)
    plan: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True, slots=True)
class CalcRow:
    """One player's figures, fractions 0..1 (high and low are None outside Hi/Lo)."""

    cards: str
    equity: float
    high: float | None
    low: float | None
    scoop: float
    error: float


@dataclass(frozen=True, slots=True)
class CalcAnswer:
    exact: bool
    deals: int
    split: bool
    #: the largest standard error of the players' equities (0 when exact)
    max_error: float
    #: the deck ran out and a community card was dealt (R2.7)
    community_card: bool
    rows: tuple[CalcRow, ...]

    @property
    def how(self) -> str:
        """ "exact, 1,560 deals enumerated" or "Monte Carlo, ... standard error up to 0.11 points",
        in the language of the moment (an answer on show is worded again in another)."""
        return calc_words.how_computed(self.exact, self.deals, self.max_error)

    @property
    def note(self) -> str:
        """The R2.7 community-card sentence, when the deck ran out ("" otherwise)."""
        return calc_words.community_card() if self.community_card else ""


# ------------------------------------------------------------------ the third-street trainer

#: the trainer's opponents: a mixed cardroom table, or every opponent of one bot style
MIXED_TABLE = "mixed"
TRAINER_STYLES = (MIXED_TABLE, "rock", "solid", "calling-station", "maniac", "fish")


@dataclass(frozen=True, slots=True)
class TrainerSituation:
    number: int
    title: str
    #: the player's cards in dealing order, and which of them are up
    cards: tuple[Card, ...]
    up: tuple[bool, ...]
    #: each opponent's door card and what it did so far, in words
    doors: tuple[str, ...]
    #: the pot and the price, in words
    pot: str
    #: (pick value, button label) for each answer on offer
    picks: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class TrainerVerdict:
    correct: bool
    lines: tuple[str, ...]
    score: str
