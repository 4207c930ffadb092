"""The advisor (the Hard bot's recommendation for the hero) and the post-hand review.

The advisor is the built-in Hard bot looking at the hero's own censored view: what it
would do and its one-line reason (`StrategyBot.explain()`). It is reseeded from the
hand and the moment before each decision, so the same view always gets the same advice.

The review is fed each hero decision (the view at that moment and the action taken)
and keeps, for each, the advice, the live equity and the pot odds; the decisions
where the hero's action differed from the advice are the ones to look at. A review
turns into plain JSON and back, to be kept with the hand in the hand history.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.analysis.odds import LiveOdds, PotOdds, live_odds, pot_odds
from studdesk.bots.profiles import profile
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView

#: the advisor plays this style at the Hard level ("hard" in the bot registry)
ADVISOR_STYLE = "solid"
REVIEW_FORMAT = 1
#: the hand store's annotation kind for a review (`HandStore.set_annotation(hand_id, kind, review.to_json())`)
REVIEW_ANNOTATION = "review"


@dataclass(frozen=True, slots=True)
class Advice:
    action: LegalAction
    #: the bot's one-line reason, e.g. "Called: pair of kings, 38% of the pot, pot odds 4:1"
    reason: str


class Advisor:
    """The Hard bot's recommendation for the hero; keep one per game (it learns the opponents)."""

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed
        self._bot = StrategyBot(profile(ADVISOR_STYLE, "hard"), seed)

    def advise(self, view: PlayerView) -> Advice | None:
        """What the Hard bot would do in the hero's place; None when it is not the hero's turn."""
        if not view.legal or view.to_act != view.viewer:
            return None
        # the same moment always gets the same advice, however often the GUI asks
        self._bot.reseed(_moment_seed(self._seed, view))
        action = self._bot.decide(view)
        return Advice(action, self._bot.explain())

    def hand_over(self, view: PlayerView) -> None:
        """The hand's final view: what the opponents showed, for the bot's reads."""
        self._bot.hand_over(view)


def _moment_seed(seed: int, view: PlayerView) -> int:
    return (seed * 1_000_003 + view.hand_number) * 1_000_003 + len(view.history)


# ----------------------------------------------------------------------------- the review


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    street: int
    taken: ActionKind
    #: the round total after the action taken ("raise to 40"), 0 for fold and check
    taken_amount: int
    advised: ActionKind
    advised_amount: int
    reason: str
    #: the hero's live equity at that moment (None: nobody left to play against)
    equity: float | None
    #: the price of calling at that moment (None: nothing to call)
    pot_odds: PotOdds | None

    @property
    def differs(self) -> bool:
        return (self.taken, self.taken_amount) != (self.advised, self.advised_amount)


@dataclass(frozen=True, slots=True)
class HandReview:
    hand_number: int
    variant_key: str
    seat: int
    decisions: tuple[ReviewedDecision, ...]

    @property
    def differences(self) -> tuple[ReviewedDecision, ...]:
        """The decisions where the hero did not do what the advisor would have."""
        return tuple(d for d in self.decisions if d.differs)

    def to_json(self) -> dict[str, object]:
        return {
            "format": REVIEW_FORMAT,
            "hand": self.hand_number,
            "variant": self.variant_key,
            "seat": self.seat,
            "decisions": [_decision_json(d) for d in self.decisions],
        }

    @staticmethod
    def from_json(data: object) -> HandReview:
        """Read a stored review; `ReviewFormatError` names what is wrong with it."""
        try:
            return _review_from(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise ReviewFormatError(f"not a hand review: {exc}") from None


class ReviewFormatError(ValueError):
    """A stored review that cannot be read (damaged, or from an unknown format)."""


class ReviewBuilder:
    """Collects the hero's decisions during a hand; `build()` makes the review."""

    def __init__(self, advisor: Advisor | None = None, seed: int = 0) -> None:
        self._advisor = advisor if advisor is not None else Advisor(seed)
        self._seed = seed
        self._decisions: list[ReviewedDecision] = []
        self._hand: tuple[int, str, int] | None = None

    def record(
        self,
        view: PlayerView,
        taken: Act | LegalAction,
        advice: Advice | None = None,
        odds: LiveOdds | None = None,
    ) -> ReviewedDecision:
        """One decision: `view` as it was before the hero acted, `taken` what the hero did.

        Pass the advice and the live odds already worked out at that moment (the hint, the odds
        panel) to keep them; otherwise they are worked out here.
        """
        if self._hand is not None and self._hand[0] != view.hand_number:
            raise ValueError("a review covers one hand: start a new ReviewBuilder for the next")
        advice = advice if advice is not None else self._advisor.advise(view)
        if advice is None:
            raise ValueError("the view is not at one of the hero's decisions")
        if not any(o.kind is taken.kind and o.amount == taken.amount for o in view.legal):
            raise ValueError(f"{taken.kind.value} {taken.amount} was not on offer at that decision")
        self._hand = (view.hand_number, view.variant_key, view.viewer)
        if odds is None:
            odds = live_odds(view, seed=_moment_seed(self._seed, view))
        decision = ReviewedDecision(
            street=view.street,
            taken=taken.kind,
            taken_amount=taken.amount,
            advised=advice.action.kind,
            advised_amount=advice.action.amount,
            reason=advice.reason,
            equity=odds.equity if odds is not None else None,
            pot_odds=pot_odds(view),
        )
        self._decisions.append(decision)
        return decision

    def build(self) -> HandReview:
        if self._hand is None:
            raise ValueError("no decision was recorded")
        number, variant, seat = self._hand
        return HandReview(number, variant, seat, tuple(self._decisions))


def _decision_json(d: ReviewedDecision) -> dict[str, object]:
    return {
        "street": d.street,
        "taken": d.taken.value,
        "taken_amount": d.taken_amount,
        "advised": d.advised.value,
        "advised_amount": d.advised_amount,
        "reason": d.reason,
        "equity": d.equity,
        "pot_odds": None
        if d.pot_odds is None
        else [d.pot_odds.to_call, d.pot_odds.to_win, d.pot_odds.all_in],
        "differs": d.differs,
    }


def _review_from(data: object) -> HandReview:
    if not isinstance(data, dict):
        raise TypeError("expected an object")
    if data["format"] != REVIEW_FORMAT:
        raise ValueError(f"unknown format {data['format']!r}")
    variant = str(data["variant"])
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    decisions = tuple(_decision_from(d) for d in data["decisions"])
    return HandReview(_int(data["hand"]), variant, _int(data["seat"]), decisions)


def _decision_from(d: object) -> ReviewedDecision:
    if not isinstance(d, dict):
        raise TypeError("a decision must be an object")
    odds = d["pot_odds"]
    price = None
    if odds is not None:
        to_call, to_win, all_in = odds
        price = PotOdds(_int(to_call), _int(to_win), bool(all_in))
        if price.to_call <= 0 or price.to_win < 0:
            raise ValueError("pot odds need a positive call")
    equity = d["equity"]
    if equity is not None and not (isinstance(equity, int | float) and 0.0 <= equity <= 1.0):
        raise ValueError(f"equity {equity!r} is not a fraction")
    return ReviewedDecision(
        street=_int(d["street"]),
        taken=ActionKind(d["taken"]),
        taken_amount=_int(d["taken_amount"]),
        advised=ActionKind(d["advised"]),
        advised_amount=_int(d["advised_amount"]),
        reason=str(d["reason"]),
        equity=None if equity is None else float(equity),
        pot_odds=price,
    )


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{value!r} is not a whole number")
    return value
