"""The equity calculator window's work: check the fields, then compute (off the GUI thread).

Each player has two fields (down cards, up cards) and there is one for the dead
cards. `check` names every problem next to the field it is in: text that is not
a card, a player with more cards than the variant deals, a card given twice (at
its second place), more cards than the deck holds. `compute` answers a checked
question and stops early when asked to (the window's Cancel).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from studdesk.analysis import describe
from studdesk.analysis.calculator import (
    DEFAULT_SAMPLES,
    CalculationCancelledError,
    CalculatorError,
    EquityQuery,
    InputProblem,
    Problem,
    calculate,
    completions,
    make_query,
    parse_cards,
)
from studdesk.engine.cards import Card
from studdesk.engine.variants import VARIANTS
from studdesk.play.tools import (
    DEAD_FIELD,
    CalcAnswer,
    CalcCheck,
    CalcRow,
    FieldKey,
    ToolCancelledError,
    ToolError,
    down_field,
    readable_cards,
    up_field,
)
from studdesk.wording import calculator as words
from studdesk.wording.hands import cards_text
from studdesk.wording.variants import game_name

#: one player's (down cards, up cards) as typed
PlayerText = tuple[str, str]


def check(
    variant_key: str, players: Sequence[PlayerText], dead: str, samples: int = DEFAULT_SAMPLES
) -> CalcCheck:
    """Every problem with the input, each at its field, and the plan when there is none."""
    try:
        query = _query(variant_key, players, dead)
    except _FieldProblemsError as exc:
        return CalcCheck(exc.problems)
    count = completions(query)
    return CalcCheck((), words.will_compute(count <= samples, count))


def compute(
    variant_key: str,
    players: Sequence[PlayerText],
    dead: str,
    samples: int = DEFAULT_SAMPLES,
    exact: bool = False,
    seed: int | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> CalcAnswer:
    """The equities; raises `ToolError` (in words) for input `check` would refuse or a forced
    enumeration too long to finish, `ToolCancelledError` when `should_stop` said so."""
    try:
        query = _query(variant_key, players, dead)
        result = calculate(query, samples=samples, exact=exact, seed=seed, should_stop=should_stop)
    except _FieldProblemsError as exc:
        raise ToolError(problem_words(exc.first)) from None
    except CalculatorError as exc:
        raise ToolError(problem_words(exc.problem)) from None
    except CalculationCancelledError:
        raise ToolCancelledError from None
    rows = tuple(
        CalcRow(cards_text(p.cards), p.equity, p.high, p.low, p.scoop, p.error) for p in result.players
    )
    return CalcAnswer(
        exact=result.exact,
        deals=result.deals,
        split=result.variant.is_split,
        max_error=result.max_error,
        community_card=result.community_card,
        rows=rows,
    )


class CalculatorTool:
    """The calculator window's service: `check` as the player types, `compute` off the GUI thread."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def check(self, variant_key: str, players: Sequence[PlayerText], dead: str, samples: int) -> CalcCheck:
        return check(variant_key, players, dead, samples)

    def compute(
        self,
        variant_key: str,
        players: Sequence[PlayerText],
        dead: str,
        samples: int,
        exact: bool,
        should_stop: Callable[[], bool],
    ) -> CalcAnswer:
        return compute(variant_key, players, dead, samples, exact, self.seed, should_stop)


def problem_words(problem: InputProblem) -> str:
    return words.field_problem(describe.problem_text(problem))


class _FieldProblemsError(Exception):
    def __init__(self, problems: list[tuple[FieldKey, str]], first: InputProblem) -> None:
        super().__init__(problems)
        self.problems = tuple(problems)
        self.first = first


def _query(variant_key: str, players: Sequence[PlayerText], dead: str) -> EquityQuery:
    variant = VARIANTS.get(variant_key)
    if variant is None:
        problem = InputProblem(Problem.UNKNOWN_VARIANT, text=variant_key)
        raise _FieldProblemsError([("", problem_words(problem))], problem)
    problems: list[tuple[FieldKey, InputProblem]] = []
    hands: list[tuple[Card, ...]] = []
    # each field on its own: text that is not a card, and too many cards for one player
    for i, (down_text, up_text) in enumerate(players):
        hand: list[Card] = []
        for key, text in ((down_field(i), down_text), (up_field(i), up_text)):
            try:
                hand.extend(parse_cards(text, i))
            except CalculatorError as exc:
                problems.append((key, exc.problem))
        if len(hand) > variant.cards_per_player:
            too_many = InputProblem(
                Problem.TOO_MANY_CARDS,
                i,
                count=len(hand),
                limit=variant.cards_per_player,
                game=game_name(variant),
            )
            problems.append((up_field(i) if up_text.strip() else down_field(i), too_many))
        hands.append(tuple(hand))
    try:
        dead_cards = parse_cards(dead, None)
    except CalculatorError as exc:
        problems.append((DEAD_FIELD, exc.problem))
        dead_cards = ()
    problems.extend(_duplicates(players, dead))
    if problems:
        raise _FieldProblemsError([(key, problem_words(p)) for key, p in problems], problems[0][1])
    try:
        return make_query(variant, hands, dead_cards)
    except CalculatorError as exc:  # too few or too many players, or a deck too small
        raise _FieldProblemsError([("", problem_words(exc.problem))], exc.problem) from None


def _duplicates(players: Sequence[PlayerText], dead: str) -> list[tuple[FieldKey, InputProblem]]:
    """A card given twice, reported at its second place (the first place is named in the words).

    Every field is read leniently here (text that is not a card is skipped: it is reported on
    its own), so a typo in a field does not hide a card given twice in it.
    """
    owner: dict[Card, int | None] = {}
    found: list[tuple[FieldKey, InputProblem]] = []
    places: list[tuple[FieldKey, int | None, str]] = []
    for i, (down_text, up_text) in enumerate(players):
        places += [(down_field(i), i, down_text), (up_field(i), i, up_text)]
    places.append((DEAD_FIELD, None, dead))
    for key, player, text in places:
        for c in readable_cards(text):
            if c in owner:
                found.append((key, InputProblem(Problem.DUPLICATE_CARD, player, card=c, other=owner[c])))
            else:
                owner[c] = player
    return found
