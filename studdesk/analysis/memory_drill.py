"""The up-card memory drill: questions about the folded up cards, with their answers.

Given a hand as the hero saw it (a view, finished or not), the folded up cards are what
the player must remember: "How many spades were folded?", "How many kings were
folded?", "Is the 9♥ live?" (live: the hero has not seen it anywhere this hand). The
questions are drawn from a seeded random source, so a seed gives the same drill again.
Answers are scored for accuracy and speed; the result is plain data the GUI can keep.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from studdesk.analysis.seen import SeenCards, seen_cards
from studdesk.engine.cards import ALL_CARDS, Card, Rank, Suit
from studdesk.engine.views import PlayerView

DEFAULT_QUESTIONS = 5


class QuestionKind(Enum):
    FOLDED_OF_SUIT = "folded of suit"
    FOLDED_OF_RANK = "folded of rank"
    CARD_LIVE = "card live"


@dataclass(frozen=True, slots=True)
class Question:
    kind: QuestionKind
    suit: Suit | None = None
    rank: Rank | None = None
    card: Card | None = None
    #: the correct answer: a count, or whether the card is live
    answer: int | bool = 0


@dataclass(frozen=True, slots=True)
class Answer:
    question: Question
    given: int | bool
    seconds: float

    @property
    def correct(self) -> bool:
        return self.given == self.question.answer and type(self.given) is type(self.question.answer)


@dataclass(frozen=True, slots=True)
class DrillResult:
    answers: tuple[Answer, ...]

    @property
    def asked(self) -> int:
        return len(self.answers)

    @property
    def correct(self) -> int:
        return sum(a.correct for a in self.answers)

    @property
    def accuracy(self) -> float:
        return self.correct / self.asked if self.asked else 0.0

    @property
    def mean_seconds(self) -> float:
        return sum(a.seconds for a in self.answers) / self.asked if self.asked else 0.0

    def to_json(self) -> dict[str, object]:
        """What to store for "results over time"."""
        return {
            "asked": self.asked,
            "correct": self.correct,
            "accuracy": self.accuracy,
            "mean_seconds": self.mean_seconds,
        }


def memory_questions(view: PlayerView, seed: int, count: int = DEFAULT_QUESTIONS) -> tuple[Question, ...]:
    """Up to `count` different questions about the hand's folded up cards (none if nothing folded)."""
    seen = seen_cards(view)
    folded = seen.folded
    if not folded:
        return ()
    rng = random.Random(seed)
    candidates = _suit_questions(seen) + _rank_questions(seen, folded) + _card_questions(seen, folded, rng)
    rng.shuffle(candidates)
    return tuple(candidates[:count])


def score(questions: Sequence[Question], given: Sequence[tuple[int | bool, float]]) -> DrillResult:
    """Pair each question with the player's answer and the seconds it took."""
    if len(given) != len(questions):
        raise ValueError(f"{len(questions)} questions but {len(given)} answers")
    return DrillResult(tuple(Answer(q, g, max(0.0, s)) for q, (g, s) in zip(questions, given, strict=True)))


def _suit_questions(seen: SeenCards) -> list[Question]:
    # every suit, including ones nobody folded: "none" is an answer worth remembering too
    return [
        Question(QuestionKind.FOLDED_OF_SUIT, suit=suit, answer=_folded(seen, suit=suit)) for suit in Suit
    ]


def _rank_questions(seen: SeenCards, folded: Sequence[Card]) -> list[Question]:
    ranks = sorted({c.rank for c in folded}, reverse=True)
    return [Question(QuestionKind.FOLDED_OF_RANK, rank=r, answer=_folded(seen, rank=r)) for r in ranks]


def _folded(seen: SeenCards, rank: Rank | None = None, suit: Suit | None = None) -> int:
    return sum(
        1 for c in seen.folded if (rank is None or c.rank is rank) and (suit is None or c.suit is suit)
    )


def _card_questions(seen: SeenCards, folded: Sequence[Card], rng: random.Random) -> list[Question]:
    """As many folded cards (not live) as unseen look-alikes (live: same rank or suit)."""
    unseen = [c for c in ALL_CARDS if c not in seen.cards]
    alike = [c for c in unseen if any(c.rank is f.rank or c.suit is f.suit for f in folded)] or unseen
    picked_dead = rng.sample(list(folded), min(2, len(folded)))
    picked_live = rng.sample(alike, min(len(picked_dead), len(alike)))
    return [Question(QuestionKind.CARD_LIVE, card=c, answer=False) for c in picked_dead] + [
        Question(QuestionKind.CARD_LIVE, card=c, answer=True) for c in picked_live
    ]
