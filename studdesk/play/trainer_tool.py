"""The third-street trainer window's work: deal a situation, judge the player's pick, keep the score.

Situations come from `analysis.third_street` (real deals, the opponents acting as
their bots would until it is the player's turn); dealing one and judging a pick
both run the bots and a simulation, so the window calls them off the GUI thread,
one at a time.
"""

from __future__ import annotations

from studdesk.analysis import describe
from studdesk.analysis.odds import pot_odds
from studdesk.analysis.third_street import (
    Feedback,
    Pick,
    Situation,
    ThirdStreetTrainer,
    TrainerConfig,
    TrainerScore,
)
from studdesk.engine.events import ActionTaken
from studdesk.engine.variants import VARIANTS
from studdesk.play.tools import MIXED_TABLE, TRAINER_STYLES, TrainerSituation, TrainerVerdict
from studdesk.wording import coach as coach_words
from studdesk.wording import drills as words
from studdesk.wording.hands import card_text
from studdesk.wording.narration import action_phrase
from studdesk.wording.odds import nothing_to_call
from studdesk.wording.variants import game_name

#: the opponents' bots, in seat order, repeated for bigger tables: a mixed cardroom table
OPPONENT_BOTS = (
    "solid-medium",
    "calling-station",
    "rock",
    "maniac",
    "fish",
    "solid-hard",
    "calling-station-easy",
)


class TrainerTool:
    """One trainer configuration with its running score (not thread-safe: call it from one thread)."""

    def __init__(
        self, variant_key: str = "stud", opponents: int = 4, seed: int = 1, style: str = MIXED_TABLE
    ) -> None:
        self.configure(variant_key, opponents, seed, style)

    def configure(self, variant_key: str, opponents: int, seed: int, style: str = MIXED_TABLE) -> None:
        """A new table for the trainer: the score starts again (raises ValueError for a bad choice).

        `style` is one of `TRAINER_STYLES`: the mixed table, or every opponent of that style."""
        if style not in TRAINER_STYLES:
            raise ValueError(f"unknown opponents' style {style!r}")
        bots = tuple(
            OPPONENT_BOTS[i % len(OPPONENT_BOTS)] if style == MIXED_TABLE else style for i in range(opponents)
        )
        self.trainer = ThirdStreetTrainer(TrainerConfig(variant_key, bots, seed))
        self.score = TrainerScore()
        self.number = 0
        self.situation: Situation | None = None
        #: how the pick on the situation dealt last was judged (None: not judged yet)
        self.feedback: Feedback | None = None

    def deal(self) -> TrainerSituation:
        """The next situation."""
        situation = self.trainer.situation(self.number)
        self.number += 1
        self.situation, self.feedback = situation, None
        return self._described(situation)

    def reworded(self) -> tuple[TrainerSituation | None, TrainerVerdict | None, str]:
        """The situation on show, its verdict if judged, and the score, worded again in the
        language of the moment (the player changed it); nothing is dealt or judged."""
        if self.situation is None:
            return None, None, ""
        verdict = self._verdict(self.feedback) if self.feedback is not None else None
        return self._described(self.situation), verdict, describe.score_text(self.score)

    def _described(self, situation: Situation) -> TrainerSituation:
        view = situation.view
        acted: dict[int, str] = {}
        for event in situation.action_so_far:
            if isinstance(event, ActionTaken):
                acted[event.seat] = action_phrase(event)
        doors = tuple(
            words.door_line(view.seat(seat).name, card_text(card), acted.get(seat, ""))
            for seat, card in situation.doors
        )
        odds = pot_odds(view)
        pot = describe.pot_odds_text(odds) if odds is not None else nothing_to_call()
        me = view.me
        return TrainerSituation(
            number=situation.number + 1,
            title=words.situation_title(situation.number + 1, game_name(VARIANTS[view.variant_key])),
            cards=me.known_cards,
            up=tuple(u for c, u in zip(me.cards, me.up, strict=True) if c is not None),
            doors=doors,
            pot=pot,
            picks=tuple(
                (p.value, coach_words.action_text(o.kind, o.amount).capitalize()) for p, o in situation.offers
            ),
        )

    def judge(self, pick: str) -> TrainerVerdict:
        """How the pick compares with the advisor's, why, and the running score."""
        if self.situation is None:
            raise ValueError("deal a situation first")
        feedback = self.trainer.judge(self.situation, Pick(pick))
        self.score = self.score.add(feedback)
        self.feedback = feedback
        return self._verdict(feedback)

    def _verdict(self, feedback: Feedback) -> TrainerVerdict:
        return TrainerVerdict(
            feedback.correct, tuple(describe.feedback_lines(feedback)), describe.score_text(self.score)
        )
