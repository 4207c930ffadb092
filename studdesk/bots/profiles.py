"""Bot personalities and difficulty levels: parameters of one strategy, not copies of it.

A `Style` says how a bot likes to play (how many hands, how aggressive, how
sticky); a `Level` says how well it plays (how precisely it computes, whether it
reads its opponents, how often it slips). Every built-in bot is a `StrategyBot`
with one style and one level.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, fields, replace


@dataclass(frozen=True, slots=True)
class Style:
    key: str
    title: str
    #: first-round hand score (0..1) needed to call a completion
    entry: float
    #: first-round score needed to call just the bring-in
    limp: float
    #: first-round score needed to complete or raise
    open: float
    #: 0..1: how readily it completes for the antes with the best door card
    steal: float
    #: later streets: equity edge over a fair share needed to bet or raise for value
    value: float
    #: fraction of the pot-odds price it ignores when calling (0 = exact, 1 = never folds)
    call_slack: float
    #: chance to bet or semi-bluff without the goods when nobody has bet
    bluff: float
    #: False: counts folded cards as still live (plays dead draws)
    respect_dead: bool = True
    #: chance to raise again when it would only call (aggression on top of the equity)
    raise_bias: float = 0.0


#: share of its usual folds an opponent who already bet this round still folds to a raise
FOLD_AFTER_BETTING = 0.3


@dataclass(frozen=True, slots=True)
class Level:
    key: str
    title: str
    #: Monte Carlo deals per decision (capped by `row_budget` at big tables)
    samples: int
    #: standard deviation of the jitter added to thresholds (unpredictability and sloppiness)
    noise: float
    #: models opponents across hands and narrows their cards by their actions
    reads: bool
    #: narrows opponents' cards by their actions this hand (without a model across hands)
    hand_reading: bool
    #: counts implied odds for draws
    implied: bool
    #: added to the style's first-round thresholds (negative: plays too many hands)
    entry_shift: float
    #: added to the style's call slack (positive: calls too much)
    slack_shift: float
    #: added to the style's value margin (positive: misses value bets)
    value_shift: float
    #: takes folded players' cards out of play (a beginner forgets them)
    counts_dead: bool = True
    #: evaluation rows per decision at most (samples x players), to bound the latency
    row_budget: int = 12_000
    #: later streets: weighs every action by its expected value against modelled opponents
    #: (`expected`) instead of comparing the equity with thresholds
    expected_value: bool = False
    #: shares of the later streets' bets won at a winning showdown and paid at a losing one,
    #: by a hand ahead now and by one behind now (`expected.Future`)
    future: tuple[float, float, float, float] = (0.4, 0.6, 0.7, 0.3)
    #: share of its usual folds to a bet an opponent who bet or called this round still
    #: makes against a raise (`expected.Response`)
    fold_after_betting: float = FOLD_AFTER_BETTING
    #: first round: added to the entry thresholds for each player dealt in beyond two
    #: (positive: tighter in a crowd, where more callers mean a stronger best hand)
    crowd_entry: float = 0.0
    #: Five Card Stud only: added to `crowd_entry` (negative: looser in a crowd)
    five_crowd_entry: float = 0.0
    #: Five Card Stud only, first round, only the bring-in in: added to the threshold to
    #: complete for each player dealt in beyond two (a steal's line stays); the thresholds to call
    #: stay (positive: in a crowd, a hand only fair calls the bring-in rather than complete)
    five_crowd_open: float = 0.0
    #: later streets, Hard: a call is weighed with the opponents who have not yet matched the
    #: bet answering it (folding their weakest, raising with their strongest, the rest paying
    #: it), as a raise already is; False: the call wins only the pot as it stands
    call_behind: bool = False
    #: later streets, Hard: an opponent facing two bets or more at once (cold) keeps this power
    #: of the share of its hands it continues with against one bet (1: as against one bet)
    cold_power: float = 1.0
    #: later streets, Hard, Stud Hi/Lo only: big bets a raise over a bet must be worth more
    #: than the next best action when two or more opponents are in and cards are to come
    #: (0: none; a margin for a model that is least sure multiway, where a high-only or
    #: low-only hand that raises is quartered or scooped)
    hilo_raise_margin: float = 0.0
    #: the streets still to come from which `hilo_raise_margin` counts (1: every street with
    #: cards to come; 3: 4th street only in the seven-card games)
    hilo_raise_streets: int = 1
    #: first round, Stud Hi/Lo only: added to the score needed to complete (or to re-raise a
    #: completion); negative: completes more hands for value against players who call too much
    hilo_open_shift: float = 0.0
    #: first round, Stud Hi/Lo only: a hand good enough to call the bring-in completes instead
    #: (False: it calls)
    hilo_no_limp: bool = False
    #: later streets, Hard, Five Card Stud only: the same margin for a raise over a bet there
    #: (0: none; multiway, a raise with a hand that only looks fair is called by better hands)
    five_raise_margin: float = 0.0
    #: later streets, Hard, Five Card Stud only, cards to come, facing a bet: with at least
    #: this many opponents in, a hand without a pair does not raise (it calls or folds,
    #: whichever is worth more); 0: no such rule
    five_unpaired_raise_opponents: int = 0
    #: later streets, Hard: each opponent is expected to fold (and raise) against a bet or raise
    #: as often as it did at the price that bet puts to it, with as many players in
    #: (`OpponentModel.answer`): 0 never (its one rate, whatever the price), 1 when the hero
    #: faces a bet (its raises, and calls with `call_behind`), 2 at every decision
    priced_answers: int = 0
    #: with `priced_answers`: the opponents answer in turn, each at the price the expected
    #: answers before it leave (False: each at the price the hero's bet alone puts to it)
    priced_in_turn: bool = False
    #: with `priced_answers`: the shares cut each opponent's strength among every holding its
    #: cards could be, not its range as weighted by its actions (`expected._priced_cuts`)
    priced_absolute: bool = False
    #: first round, Hard, Five Card Stud only: every voluntary 2nd-street decision is weighed
    #: by expected value as the later streets are (`fivefirst`), not by tiers and thresholds
    five_weighed_first: bool = False
    #: with `five_weighed_first` or `five_weighed_limp`: the later streets' `future` shares
    #: scaled by this on 2nd street (with three streets to come, most callers now are gone
    #: before the big bets)
    five_first_future: float = 0.5
    #: first round, Hard, Five Card Stud only, only the bring-in in: a hand the tiers fold
    #: calls the bring-in when the weighing (`fivefirst`) values the call above the fold;
    #: every other first-round decision stays with the tiers
    five_weighed_limp: bool = False
    #: with `five_weighed_first`: a completion or raise, as a call, counts the deals where the
    #: hand would fold on 3rd street as lost (False: only a call does; the player who bet
    #: last is often checked to on 3rd street)
    five_first_aggressor_folds: bool = True
    #: later streets, Hard: a check is weighed with the opponents yet to act betting into it
    #: (the strongest of each, as often as it bets when nobody has) and the hand then calling
    #: or folding, whichever is worth more (`expected._checked`); False: a check is weighed
    #: as a round checked through, so a hand that would fold to a bet keeps its share
    checked_into: bool = False
    #: later streets, Hard: at most this many opponents are counted paying the streets to
    #: come to a winning hand (`Future.payers`; 0: every opponent still in)
    future_payers: int = 0
    #: whether `future_payers` counts in Razz too (False: there every opponent still in pays)
    future_payers_in_razz: bool = True
    #: first round, Stud Hi/Lo only: added to `crowd_entry` for every first-round threshold
    #: (to call and to complete) for each player dealt in beyond two (positive: tighter in a crowd)
    hilo_crowd_entry: float = 0.0
    #: first round, Stud Hi/Lo only, only the bring-in in: added to the threshold to complete
    #: over it for each player dealt in beyond two (a steal's line and the thresholds to call
    #: stay: in a crowd, a hand only fair calls the bring-in rather than complete)
    hilo_crowd_open: float = 0.0
    #: first round, Stud Hi/Lo only, only the bring-in in: added to the threshold to call it
    #: (negative: calls the bring-in with more hands; the thresholds to complete stay)
    hilo_limp_shift: float = 0.0


STYLES: dict[str, Style] = {
    s.key: s
    for s in (
        Style(
            "rock",
            "Rock",
            entry=0.60,
            limp=0.52,
            open=0.74,
            steal=0.1,
            value=0.22,
            call_slack=0.0,
            bluff=0.01,
        ),
        Style(
            "solid",
            "Solid",
            entry=0.50,
            limp=0.42,
            open=0.58,
            steal=0.8,
            value=0.10,
            call_slack=0.05,
            bluff=0.10,
            raise_bias=0.05,
        ),
        Style(
            "calling-station",
            "Calling Station",
            entry=0.18,
            limp=0.08,
            open=0.90,
            steal=0.0,
            value=0.30,
            call_slack=0.75,
            bluff=0.0,
        ),
        Style(
            "maniac",
            "Maniac",
            entry=0.25,
            limp=0.15,
            open=0.30,
            steal=1.0,
            value=-0.02,
            call_slack=0.25,
            bluff=0.45,
            raise_bias=0.35,
        ),
        Style(
            "fish",
            "Fish",
            entry=0.28,
            limp=0.15,
            open=0.70,
            steal=0.1,
            value=0.18,
            call_slack=0.40,
            bluff=0.05,
            respect_dead=False,
        ),
    )
}

LEVELS: dict[str, Level] = {
    lv.key: lv
    for lv in (
        # A beginner: plays far too many hands, calls far too much, rarely bets without the nuts.
        Level(
            "easy",
            "Easy",
            samples=300,
            noise=0.18,
            reads=False,
            hand_reading=False,
            implied=False,
            entry_shift=-0.32,
            slack_shift=0.55,
            value_shift=0.18,
            counts_dead=False,
        ),
        # A club regular: plays a few too many hands, calls too much, bets too little,
        # does not read what its opponents' actions mean, and is blind to who it is playing.
        # Looser than this (entry -0.16, slack 0.28) it lost to the equity yardstick in Hi/Lo.
        Level(
            "medium",
            "Medium",
            samples=600,
            noise=0.10,
            reads=False,
            hand_reading=False,
            implied=True,
            entry_shift=-0.06,
            slack_shift=0.12,
            value_shift=0.12,
        ),
        # Plays a few more hands than the style says and bets a little thinner: measured best.
        Level(
            "hard",
            "Hard",
            samples=2000,
            noise=0.02,
            reads=True,
            hand_reading=True,
            implied=True,
            entry_shift=-0.08,
            slack_shift=0.0,
            value_shift=-0.05,
            expected_value=True,
            # Stud Hi/Lo multiway: a raise over a bet must beat the call by 0.6 big bets
            # (issue 16: docs/bots.md, six-handed against the yardstick)
            hilo_raise_margin=0.6,
            # Five Card Stud: a hand the tiers fold over the bring-in calls it when weighed
            # worth more than the fold (issue 16: docs/bots.md, six-handed against the yardstick)
            five_weighed_limp=True,
            # Multiway, the streets to come are counted paid by one opponent, not by every
            # one still in; not in Razz, where it lost (issue 16: docs/bots.md, six-handed
            # against the yardstick)
            future_payers=1,
            future_payers_in_razz=False,
            # Stud Hi/Lo: calls the bring-in with 0.15 less of a hand (issue 16: docs/bots.md,
            # six-handed against the yardstick, "Stud Hi/Lo six-handed, the first round")
            hilo_limp_shift=-0.15,
        ),
    )
}


@dataclass(frozen=True, slots=True)
class Profile:
    """A style played at a level: the complete parameter set of a `StrategyBot`."""

    style: Style
    level: Level

    @property
    def name(self) -> str:
        return f"{self.style.title} ({self.level.title})"

    @property
    def counts_dead(self) -> bool:
        """Whether it takes folded cards out of play (the fish and beginners do not)."""
        return self.style.respect_dead and self.level.counts_dead


def profile(style: str = "solid", level: str = "hard") -> Profile:
    try:
        return Profile(STYLES[style], LEVELS[level])
    except KeyError as exc:
        known = f"styles: {', '.join(STYLES)}; levels: {', '.join(LEVELS)}"
        raise ValueError(f"unknown style or level {exc.args[0]!r}; {known}") from None


def tweaked_level(level: str, changes: str) -> Level:
    """`level` with some parameters changed, from words like "entry_shift=0.02,samples=800":
    for measuring a change with `benchmarks/match.py --tweak` before making it."""
    try:
        base = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}") from None
    types = {f.name: type(getattr(base, f.name)) for f in fields(Level) if f.name not in ("key", "title")}
    values: dict[str, object] = {}
    for item in filter(None, re.split(r",(?![^()]*\))", changes)):  # commas outside (...)
        name, _, text = item.partition("=")
        name = name.strip()
        if name not in types:
            raise ValueError(f"unknown level parameter {name!r}; parameters: {', '.join(types)}")
        try:
            value = ast.literal_eval(text.strip())
        except (ValueError, SyntaxError):
            raise ValueError(f"{name}: {text.strip()!r} is not a number, True/False or a tuple") from None
        if types[name] is float and type(value) is int:
            value = float(value)
        if types[name] is tuple:
            size = len(getattr(base, name))
            if not _numbers(value, size):
                raise ValueError(f"{name} takes {size} numbers in parentheses, not {text.strip()!r}")
            value = tuple(float(x) for x in value)
        if type(value) is not types[name]:
            kind = {float: "a number", int: "a whole number", bool: "True or False"}[types[name]]
            raise ValueError(f"{name} takes {kind}, not {text.strip()!r}")
        if name in ("samples", "row_budget") and not 100 <= value <= 100_000:
            raise ValueError(f"{name} must be from 100 to 100000")
        values[name] = value
    return replace(base, **values)  # type: ignore[arg-type]


def _numbers(value: object, count: int) -> bool:
    return isinstance(value, tuple) and len(value) == count and all(type(x) in (int, float) for x in value)
