"""The third-street trainer: random first-round situations, a choice, and feedback.

A situation is a real hand dealt by the engine with the hero in seat 0 and the chosen
opponents (bot names from the registry) around it; the opponents act as those bots do
until it is the hero's turn, so "the action so far" is what such players really do. The
player picks fold, call, complete or raise; the feedback compares the pick with the Hard
bot's (the advisor's) choice and explains it from the strategy's hand tiers and from a
simulation of the hand to the showdown against the opponents still in, their down cards
weighted by what they did. Everything is seeded: situation N of a seed is always the same.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from studdesk.analysis.advice import Advisor
from studdesk.analysis.odds import PotOdds, pot_odds
from studdesk.bots.base import safe_decision
from studdesk.bots.handread import assess_start
from studdesk.bots.profiles import profile
from studdesk.bots.reading import read_view
from studdesk.bots.registry import make_bot
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import Card, Deck
from studdesk.engine.events import ActionTaken
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView
from studdesk.wording.names import OPPONENT_NAMES
from studdesk.wording.table import DEFAULT_PLAYER_NAME

HERO = 0
STRUCTURE = Structure(ante=5, bring_in=10, small_bet=30, big_bet=60)
STACK = 1_500
#: deals tried for one situation before giving up (the hero is almost always asked at once)
MAX_DEALS = 50


class Pick(Enum):
    """The trainer's four answers; a bring-in counts as a call, a first bet as a completion."""

    FOLD = "fold"
    CALL = "call"
    COMPLETE = "complete"
    RAISE = "raise"


_PICK_OF = {
    ActionKind.FOLD: Pick.FOLD,
    ActionKind.CHECK: Pick.CALL,
    ActionKind.CALL: Pick.CALL,
    ActionKind.BRING_IN: Pick.CALL,
    ActionKind.COMPLETE: Pick.COMPLETE,
    ActionKind.BET: Pick.COMPLETE,
    ActionKind.RAISE: Pick.RAISE,
}


@dataclass(frozen=True, slots=True)
class TrainerConfig:
    variant_key: str = "stud"
    #: one bot name per opponent (1-7), e.g. ("solid-medium", "maniac", "rock")
    opponents: tuple[str, ...] = ("solid-medium", "calling-station", "rock", "maniac")
    seed: int = 1

    def __post_init__(self) -> None:
        variant = VARIANTS.get(self.variant_key)
        if variant is None:
            raise ValueError(f"unknown variant {self.variant_key!r}")
        if not 1 <= len(self.opponents) < variant.max_players:
            raise ValueError(f"choose 1 to {variant.max_players - 1} opponents")


@dataclass(frozen=True, slots=True)
class Situation:
    number: int
    #: the hero's view at its first decision (its cards, every door card, the action so far)
    view: PlayerView
    #: the picks on offer, and the legal action behind each
    offers: tuple[tuple[Pick, LegalAction], ...]

    @property
    def my_cards(self) -> tuple[Card, ...]:
        return self.view.me.known_cards

    @property
    def doors(self) -> tuple[tuple[int, Card], ...]:
        return tuple((s.seat, s.up_cards[0]) for s in self.view.seats if s.seat != HERO and s.up_cards)

    @property
    def action_so_far(self) -> tuple[ActionTaken, ...]:
        return tuple(e for e in self.view.history if isinstance(e, ActionTaken))

    @property
    def picks(self) -> tuple[Pick, ...]:
        return tuple(p for p, _ in self.offers)


@dataclass(frozen=True, slots=True)
class Feedback:
    pick: Pick
    advised: Pick
    #: the advisor's one-line reason
    reason: str
    #: the strategy's first-round tier: score 0..1 and what the hand is ("pair of kings (live)")
    tier_score: float
    tier_label: str
    #: the hero's share of the pot at the showdown against the players still in, their down
    #: cards weighted by their actions (the Hard bot's simulation)
    equity: float
    opponents_in: int
    pot_odds: PotOdds | None

    @property
    def correct(self) -> bool:
        return self.pick is self.advised


@dataclass(frozen=True, slots=True)
class TrainerScore:
    """The running score (immutable: `add` returns the new score)."""

    answered: int = 0
    correct: int = 0
    streak: int = 0
    best_streak: int = 0

    def add(self, feedback: Feedback) -> TrainerScore:
        streak = self.streak + 1 if feedback.correct else 0
        return TrainerScore(
            self.answered + 1, self.correct + feedback.correct, streak, max(self.best_streak, streak)
        )

    @property
    def accuracy(self) -> float:
        return self.correct / self.answered if self.answered else 0.0


class ThirdStreetTrainer:
    """Deals situations and judges picks for one trainer configuration."""

    def __init__(self, config: TrainerConfig) -> None:
        self.config = config
        self._advisor = Advisor(config.seed)
        self._judge = StrategyBot(profile("solid", "hard"), config.seed)

    def situation(self, number: int) -> Situation:
        """Situation `number` (0, 1, ...) of this configuration, always the same one."""
        rng = random.Random(self.config.seed * 1_000_003 + number)
        for _ in range(MAX_DEALS):
            view = self._deal(rng, number)
            if view is not None:
                offers = tuple((_PICK_OF[o.kind], o) for o in view.legal)
                return Situation(number, view, offers)
        raise RuntimeError("no deal reached the hero's first decision")  # every bot folding 50 times

    def judge(self, situation: Situation, pick: Pick) -> Feedback:
        view = situation.view
        if pick not in situation.picks:
            offered = ", ".join(p.value for p in situation.picks)
            raise ValueError(f"{pick.value} is not on offer here; choose {offered}")
        advice = self._advisor.advise(view)
        assert advice is not None  # a situation is always at the hero's decision
        read = read_view(view)
        live_doors = [c for o in read.opponents for c in o.up_cards]
        rating = assess_start(view.variant_key, read.my_cards, [*live_doors, *read.dead], live_doors)
        self._judge.reseed(self.config.seed * 7_919 + situation.number)
        eq = self._judge.equity(read)
        return Feedback(
            pick=pick,
            advised=_PICK_OF[advice.action.kind],
            reason=advice.reason,
            tier_score=rating.score,
            tier_label=rating.label,
            equity=eq.share,
            opponents_in=len(read.opponents),
            pot_odds=pot_odds(view),
        )

    def _deal(self, rng: random.Random, number: int) -> PlayerView | None:
        variant = VARIANTS[self.config.variant_key]
        names = self.config.opponents
        players = [PlayerSeat(HERO, DEFAULT_PLAYER_NAME, STACK)] + [
            PlayerSeat(i, OPPONENT_NAMES[i - 1], STACK) for i in range(1, len(names) + 1)
        ]
        bots = {i: make_bot(name, rng.getrandbits(32)) for i, name in enumerate(names, start=1)}
        button = rng.randrange(len(players))
        hand = Hand(GameConfig(variant, STRUCTURE), players, button, Deck(rng), hand_number=number + 1)
        hand.start()
        while not hand.is_over and hand.street == 0:
            seat = hand.to_act
            assert seat is not None
            if seat == HERO:
                return hand.view(HERO)
            act, _problem = safe_decision(bots[seat], hand.view(seat))
            hand.apply(act)
        return None
