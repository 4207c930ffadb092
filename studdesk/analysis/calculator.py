"""The stud equity calculator: 2-8 players' known cards, dead cards, everyone's pot equity.

Every player is completed to the variant's seven cards (five in Five Card Stud) from
the cards that are neither known nor dead. When the completions are few they are all
enumerated (an exact answer); otherwise random completions are drawn (Monte Carlo) and
each figure comes with its standard error. The showdown is scored by the engine's batch
evaluators, so ties, Hi/Lo halves, quartering and Razz come out of the same code as the
table's. In the seven-card games, when the deck cannot give every player its last card
the last card is one community card shared by all (R2.7), as at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

import numpy as np
import numpy.typing as npt

from studdesk.analysis.completions import BLOCK_ROWS, IntArray, enumerated, sampled
from studdesk.bots.equity import deals_count
from studdesk.engine.cards import ALL_CARDS, Card
from studdesk.engine.errors import CardParseError
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import VARIANTS, Variant

FloatArray = npt.NDArray[np.float64]

#: the command's default: exact when the completions number at most this many
DEFAULT_SAMPLES = 200_000
#: at most this many hand evaluations (completions x players x pot shares) in a forced exact
#: enumeration: about half a minute on one core (benchmarks/bench_equity_calculator.py)
EXACT_EVALUATION_LIMIT = 120_000_000
#: the calculator's table size (the issue's 2-8 players; Five Card Stud seats up to 10)
MIN_PLAYERS = 2
#: a Monte Carlo run that aims at a standard error draws at least this many deals first
MIN_SAMPLES_FOR_TARGET = 2_000


class Problem(Enum):
    """What is wrong with an equity question (`describe.problem_text` says it in words)."""

    UNKNOWN_VARIANT = "unknown variant"
    BAD_CARD = "bad card text"
    TOO_FEW_PLAYERS = "fewer than 2 players"
    TOO_MANY_PLAYERS = "more players than the variant seats"
    TOO_MANY_CARDS = "more cards than the variant deals"
    DUPLICATE_CARD = "a card given twice"
    DECK_TOO_SMALL = "more cards than the deck holds"
    BAD_SAMPLES = "samples below 1"
    TOO_MANY_TO_ENUMERATE = "too many deals to enumerate"


@dataclass(frozen=True, slots=True)
class InputProblem:
    """One problem with the input, with where it is (for a message next to the field)."""

    problem: Problem
    #: the player (0-based) whose cards are at fault; None: the dead cards or the whole question
    player: int | None = None
    #: the offending text (a card, a variant name)
    text: str = ""
    #: the card given twice, and the other place it is in (a player, or None for the dead cards)
    card: Card | None = None
    other: int | None = None
    #: the count at fault and the most allowed (players, cards, deals)
    count: int = 0
    limit: int = 0
    #: the game's name, for the limits that depend on it
    game: str = ""


class CalculationCancelledError(Exception):
    """`calculate` was told to stop (its `should_stop` said so) before it had an answer."""


class CalculatorError(ValueError):
    """An equity question that cannot be answered: `problem` says what and where."""

    def __init__(self, problem: InputProblem) -> None:
        super().__init__(problem)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class EquityQuery:
    """A checked equity question: build it with `make_query` or `parse_query`."""

    variant: Variant
    hands: tuple[tuple[Card, ...], ...]
    dead: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerEquity:
    """One player's expectation at the showdown, as fractions (0..1)."""

    cards: tuple[Card, ...]
    #: expected share of the pot (ties and split pots shared)
    equity: float
    #: Hi/Lo: the expected share of the pot won with the high hand and with the low hand
    #: (equity = high + low); None in the other games
    high: float | None
    low: float | None
    #: chance of winning the whole pot alone
    scoop: float
    #: Hi/Lo: chance that this player's own low qualifies; None in the other games
    makes_low: float | None
    #: standard error of `equity` (0 for an exact answer)
    error: float


@dataclass(frozen=True, slots=True)
class EquityResult:
    variant: Variant
    exact: bool
    #: completions enumerated or sampled
    deals: int
    #: whether the last card is a community card (R2.7: the deck runs out)
    community_card: bool
    players: tuple[PlayerEquity, ...]

    @property
    def max_error(self) -> float:
        return max(p.error for p in self.players)

    def to_json(self) -> dict[str, object]:
        """The command's JSON object (the issue's contract)."""
        return {
            "variant": self.variant.key,
            "exact": self.exact,
            "deals": self.deals,
            "players": [
                {
                    "cards": " ".join(str(c) for c in p.cards),
                    "equity": p.equity,
                    "high": p.high,
                    "low": p.low,
                    "scoop": p.scoop,
                }
                for p in self.players
            ],
        }


# ----------------------------------------------------------------------------- the question


def parse_query(variant_key: str, hands: Sequence[str], dead: str = "") -> EquityQuery:
    """Check typed input (PHH card text, spaces optional) and build the question."""
    variant = VARIANTS.get(variant_key)
    if variant is None:
        raise CalculatorError(InputProblem(Problem.UNKNOWN_VARIANT, text=variant_key))
    parsed = [parse_cards(text, i) for i, text in enumerate(hands)]
    return make_query(variant, parsed, parse_cards(dead, None))


def parse_cards(text: str, player: int | None) -> tuple[Card, ...]:
    """Cards typed as in PHH (`As Kd 7c` or `AsKd7c`); `player` None for the dead cards."""
    compact = "".join(text.split())
    tokens = [compact[i : i + 2] for i in range(0, len(compact), 2)]
    out: list[Card] = []
    for token in tokens:
        try:
            out.append(Card.parse(token))
        except CardParseError:
            raise CalculatorError(InputProblem(Problem.BAD_CARD, player, text=token)) from None
    return tuple(out)


def make_query(variant: Variant, hands: Sequence[Sequence[Card]], dead: Iterable[Card] = ()) -> EquityQuery:
    """Check a question given as cards; `CalculatorError` names the first problem found."""
    query = EquityQuery(variant, tuple(tuple(h) for h in hands), tuple(dead))
    players = len(query.hands)
    if players < MIN_PLAYERS:
        raise CalculatorError(InputProblem(Problem.TOO_FEW_PLAYERS, count=players, limit=MIN_PLAYERS))
    if players > variant.max_players:
        too_many = InputProblem(
            Problem.TOO_MANY_PLAYERS, count=players, limit=variant.max_players, game=variant.name
        )
        raise CalculatorError(too_many)
    final = variant.cards_per_player
    for i, hand in enumerate(query.hands):
        if len(hand) > final:
            raise CalculatorError(
                InputProblem(Problem.TOO_MANY_CARDS, i, count=len(hand), limit=final, game=variant.name)
            )
    owner: dict[Card, int | None] = {}
    places: list[tuple[int | None, tuple[Card, ...]]] = [*enumerate(query.hands), (None, query.dead)]
    for place, group in places:
        for c in group:
            if c in owner:
                raise CalculatorError(InputProblem(Problem.DUPLICATE_CARD, place, card=c, other=owner[c]))
            owner[c] = place
    _plan(query)  # the deck must be able to complete everyone
    return query


# ----------------------------------------------------------------------------- the answer


def completions(query: EquityQuery) -> int:
    """How many different ways the players' hands can be completed."""
    plan = _plan(query)
    return deals_count(len(plan.pool), plan.missing)


def calculate(
    query: EquityQuery,
    samples: int = DEFAULT_SAMPLES,
    exact: bool = False,
    seed: int | None = None,
    target_error: float | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> EquityResult:
    """Each player's equity: exact when forced or when the completions number at most
    `samples`, else `samples` random completions (fewer with `target_error`: stop once
    every player's standard error is at most that).

    `should_stop` is asked between blocks of deals (a few milliseconds each): when it says
    yes, `CalculationCancelledError` is raised (a window's Cancel button, a closed window)."""
    if samples < 1:
        raise CalculatorError(InputProblem(Problem.BAD_SAMPLES, count=samples, limit=1))
    plan = _plan(query)
    count = deals_count(len(plan.pool), plan.missing)
    players = len(query.hands)
    per_deal = players * len(query.variant.pot_evaluators)
    if exact and count * per_deal > EXACT_EVALUATION_LIMIT:
        limit = EXACT_EVALUATION_LIMIT // per_deal
        raise CalculatorError(InputProblem(Problem.TOO_MANY_TO_ENUMERATE, count=count, limit=limit))
    tally = _Tally(players)
    if exact or count <= samples:
        for block in enumerated(plan.pool, plan.missing):
            _check_stop(should_stop)
            tally.add(_score(query.variant, plan, block))
        return tally.result(query, exact=True, community=plan.community)
    rng = np.random.default_rng(seed)
    per_block = max(1, BLOCK_ROWS // players)
    need = sum(plan.missing)
    while tally.deals < samples:
        _check_stop(should_stop)
        block = sampled(plan.pool, need, min(per_block, samples - tally.deals), rng)
        tally.add(_score(query.variant, plan, block))
        enough = target_error is not None and tally.deals >= MIN_SAMPLES_FOR_TARGET
        if enough and tally.max_error() <= (target_error or 0.0):
            break
    return tally.result(query, exact=False, community=plan.community)


def _check_stop(should_stop: Callable[[], bool] | None) -> None:
    if should_stop is not None and should_stop():
        raise CalculationCancelledError


@dataclass(frozen=True, slots=True)
class _Plan:
    """What to deal: the pool's card indices, each player's missing count (and one more
    for a community card), and each player's known card indices."""

    pool: IntArray
    missing: tuple[int, ...]
    known: tuple[IntArray, ...]
    community: bool


def _plan(query: EquityQuery) -> _Plan:
    variant = query.variant
    final = variant.cards_per_player
    out = {c for hand in query.hands for c in hand} | set(query.dead)
    pool = np.array([c.index for c in ALL_CARDS if c not in out], dtype=np.int64)
    missing = [final - len(hand) for hand in query.hands]
    community = False
    if sum(missing) > len(pool) and final == 7 and min(missing) >= 1:
        # R2.7: the seventh card of everyone is one community card
        missing = [m - 1 for m in missing]
        community = True
    need = sum(missing) + int(community)
    if need > len(pool):
        raise CalculatorError(InputProblem(Problem.DECK_TOO_SMALL, count=need, limit=len(pool)))
    known = tuple(np.array([c.index for c in hand], dtype=np.int64) for hand in query.hands)
    return _Plan(pool, (*missing, 1) if community else tuple(missing), known, community)


# ----------------------------------------------------------------------------- scoring


@dataclass(frozen=True, slots=True)
class _Scores:
    """Per player (rows) and completion (columns)."""

    equity: FloatArray
    high: FloatArray | None
    low: FloatArray | None
    scoop: FloatArray
    makes_low: FloatArray | None


def _score(variant: Variant, plan: _Plan, block: IntArray) -> _Scores:
    n = block.shape[0]
    players = len(plan.known)
    final = variant.cards_per_player
    # every player's hand for every completion, filled in place (uint8 is what the
    # evaluators' table lookups read fastest)
    hands = np.empty((players, n, final), dtype=np.uint8)
    col = 0
    for player, known in enumerate(plan.known):
        own = plan.missing[player]
        hands[player, :, : len(known)] = known
        hands[player, :, len(known) : len(known) + own] = block[:, col : col + own]
        if plan.community:
            hands[player, :, -1] = block[:, -1]
        col += own
    stacked = hands.reshape(players * n, final)
    values = [EVALUATORS[key].batch(stacked).reshape(players, n) for key in variant.pot_evaluators]
    first = _fractions(values[0])
    if not variant.is_split:
        return _Scores(first, None, None, (first == 1.0).astype(np.float64), None)
    lows = values[1]
    qualifies = lows >= 0
    any_low = qualifies.any(axis=0)
    low_fraction = _fractions(lows)
    high = np.where(any_low, 0.5 * first, first)
    low = 0.5 * low_fraction  # nobody takes a low half when no low qualifies
    scoop = (first == 1.0) & (~any_low | (low_fraction == 1.0))
    return _Scores(high + low, high, low, scoop.astype(np.float64), qualifies.astype(np.float64))


def _fractions(values: npt.NDArray[np.int64]) -> FloatArray:
    """Each player's part of one pot (or half): 1/k to each of the k best, 0 to the rest;
    a value below 0 (no qualifying low) never takes a part."""
    best = values.max(axis=0)
    winners = (values == best) & (values >= 0)
    count = np.maximum(winners.sum(axis=0), 1)
    fractions: FloatArray = winners / count
    return fractions


class _Tally:
    """Running sums over the blocks (and squares of the equity, for standard errors)."""

    def __init__(self, players: int) -> None:
        self.deals = 0
        self.sums: dict[str, FloatArray] = {}
        self.squares = np.zeros(players)

    def add(self, scores: _Scores) -> None:
        self.deals += scores.equity.shape[1]
        for name in ("equity", "high", "low", "scoop", "makes_low"):
            column: FloatArray | None = getattr(scores, name)
            if column is not None:
                total = column.sum(axis=1)
                self.sums[name] = self.sums[name] + total if name in self.sums else total
        self.squares += np.square(scores.equity).sum(axis=1)

    def errors(self) -> FloatArray:
        n = self.deals
        if n < 2:
            return np.zeros_like(self.squares)
        mean = self.sums["equity"] / n
        variance = np.maximum(self.squares / n - mean * mean, 0.0) * n / (n - 1)
        errors: FloatArray = np.sqrt(variance / n)
        return errors

    def max_error(self) -> float:
        return float(self.errors().max())

    def result(self, query: EquityQuery, exact: bool, community: bool) -> EquityResult:
        n = self.deals
        errors = np.zeros_like(self.squares) if exact else self.errors()

        def mean(name: str, player: int) -> float | None:
            column = self.sums.get(name)
            return None if column is None else float(column[player] / n)

        players = tuple(
            PlayerEquity(
                cards=hand,
                equity=float(self.sums["equity"][i] / n),
                high=mean("high", i),
                low=mean("low", i),
                scoop=float(self.sums["scoop"][i] / n),
                makes_low=mean("makes_low", i),
                error=float(errors[i]),
            )
            for i, hand in enumerate(query.hands)
        )
        return EquityResult(query.variant, exact, n, community, players)
