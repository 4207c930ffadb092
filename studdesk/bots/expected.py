"""Later-street decisions by expected value against modelled opponents (the Hard level).

Every legal action is weighed on the equity sampler's deals (`equity.Deals`), deal by
deal, in chips won or lost from now on:

* how the opponents answer a bet: in each deal an opponent's current strength
  percentile decides it; the weakest fold as often as that opponent has folded to bets
  (`Response.fold`), the strongest raise as often as it has raised them, the rest call.
  With `Response.by_price`, those shares are the ones it showed at the price this bet or
  raise puts to it, with as many players in (a pot-odds player folds to a bet into a big
  pot far less often than to one into a small pot, or to two bets cold).
  The hero's share of the pot is then counted among the players still in, so a bet
  that folds out hands the hero would lose to is worth what it is really worth, and a
  bet into a range that only continues with better is not;
* the streets still to come are summed up as a share of their bets won when the hand
  wins at the showdown and paid when it loses (`Future`): a made hand that is behind
  keeps paying, a draw that misses gets away cheaper, and the future bets are why a
  strong hand bets and why a weak one folds now rather than paying all the way.

The best action wins; when its lead over the next best is inside the sampling error of
a small first sample, the caller samples again with more deals (`settled`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from studdesk.bots.equity import Deals
from studdesk.bots.profiles import FOLD_AFTER_BETTING
from studdesk.bots.reading import TableRead
from studdesk.engine.actions import ActionKind, LegalAction

FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]


@dataclass(frozen=True, slots=True)
class Response:
    """How one opponent answers a bet: the share of its hands that fold, and that raise,
    and the share of those folds it still makes when it bet or called this round already."""

    fold: float
    raise_: float
    fold_after_betting: float = FOLD_AFTER_BETTING
    #: (price, players in, whether it has chips in this round) -> the fold and raise shares
    #: at that price (to_call / (pot + to_call) when it answers); None: `fold` and `raise_`
    #: whatever the price
    by_price: Callable[[float, int, bool], tuple[float, float]] | None = None
    #: the share of its hands it bets with when nobody has bet (first to act or checked to)
    bet_unopened: float = 0.0


@dataclass(frozen=True, slots=True)
class Future:
    """The bets of the streets to come, as shares of them won at a winning showdown and
    paid at a losing one (per opponent still in), apart for a hand that is ahead now and
    one that is behind now: ahead and caught, it pays off; behind, it is drawing, gets
    away cheaper when it misses and is paid off when it gets there."""

    ahead_win: float
    ahead_lose: float
    behind_win: float
    behind_lose: float
    #: at most this many opponents pay the bets to come to a winning hand (0: every one
    #: still in; multiway, most of them are gone before the big bets)
    payers: int = 0


@dataclass(frozen=True, slots=True)
class Option:
    action: LegalAction
    #: chips won from now on, per deal
    per_deal: FloatArray
    ev: float
    #: the value it was ranked by: `ev` plus the caller's jitter
    rank: float


def weigh(
    read: TableRead,
    deals: Deals,
    responses: list[Response],
    future: Future,
    jitter: list[float] | None = None,
    call_behind: bool = False,
    cold_power: float = 1.0,
    raise_penalty: float = 0.0,
    in_turn: bool = False,
    absolute: bool = False,
    checked_into: bool = False,
) -> list[Option]:
    """Every legal action with its expected value in chips, best first; `jitter` (chips, one
    per offer) is added to the values to keep near-equal choices unpredictable.
    `call_behind`: a call is weighed with the opponents who have not matched the bet yet
    answering it (`_called`); `cold_power`: an opponent facing a raise before it has matched
    the bet continues with this power of the share it continues with against one bet;
    `raise_penalty`: chips taken off the rank (not the value) of a raise over a bet;
    `in_turn`: priced answers are asked in turn, `absolute`: their shares cut the
    opponent's strength among every holding, not its weighted range (`_priced_cuts`);
    `checked_into`: a check is weighed with the opponents yet to act betting into it
    (`_checked`), not as a round checked through."""
    share = deals.shares()
    ahead = deals.current_shares() >= 1.0 / (len(read.opponents) + 1)
    opponents = len(read.opponents)
    percentiles = np.array([deals.percentiles(j + 1) for j in range(opponents)])
    weights = deals.weights
    ranked = [_Ranked(percentiles[j], weights) for j in range(opponents)]  # each sorted once
    fold_cut = np.array([ranked[j].quantile(r.fold) for j, r in enumerate(responses)])
    raise_cut = np.array([ranked[j].quantile(1.0 - r.raise_) for j, r in enumerate(responses)])
    cold_cut = fold_cut
    if cold_power != 1.0:
        cold_cut = np.array(
            [ranked[j].quantile(1.0 - (1.0 - r.fold) ** cold_power) for j, r in enumerate(responses)]
        )
    structure = read.view.structure
    future_bets = float(
        sum(
            read.variant.bet_amount(street, structure.small_bet, structure.big_bet)
            for street in range(read.street + 1, len(read.variant.streets))
        )
    )
    priced = any(r.by_price is not None for r in responses)
    options: list[Option] = []
    for i, offer in enumerate(read.legal):
        if offer.kind is ActionKind.FOLD:
            per_deal = np.zeros(deals.rows)
        elif call_behind and offer.kind is ActionKind.CALL and facing_the_bet(read).any():
            calls = (fold_cut, raise_cut)
            if priced:
                calls = _priced_cuts(
                    read, read.view.call_level, offer.cost, responses, ranked, calls, (in_turn, absolute)
                )
            per_deal = _called(
                read,
                deals,
                offer,
                percentiles,
                (calls[0], np.where([r.raise_ > 0.0 for r in responses], calls[1], np.inf)),
                ahead,
                future_bets,
                future,
            )
        elif offer.kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
            pot = read.pot + offer.cost
            per_deal = share * pot - offer.cost + _future(share, ahead, opponents, future_bets, future)
            if checked_into and offer.kind is ActionKind.CHECK and (behind := _behind(read)).any():
                per_deal = _checked(
                    read,
                    deals,
                    (percentiles, ranked),
                    responses,
                    behind,
                    fold_cut,
                    ahead,
                    future_bets,
                    future,
                    per_deal,
                )
        else:
            cuts = (fold_cut, raise_cut, cold_cut)
            if priced:  # the price this bet or raise puts to each (a cold player's included)
                folds, raises = _priced_cuts(
                    read, offer.amount, offer.cost, responses, ranked, cuts[:2], (in_turn, absolute)
                )
                cuts = (folds, raises, folds)
            per_deal = _aggressive(
                read,
                deals,
                offer,
                responses,
                (percentiles, ranked),
                cuts,
                ahead,
                future_bets,
                future,
            )
        ev = deals.mean(per_deal)
        rank = ev + (jitter[i] if jitter is not None else 0.0)
        if offer.kind.is_aggressive and read.to_call > 0:
            rank -= raise_penalty
        options.append(Option(offer, per_deal, ev, rank))
    return sorted(options, key=lambda o: -o.rank)


def _aggressive(
    read: TableRead,
    deals: Deals,
    offer: LegalAction,
    responses: list[Response],
    percentiles_ranked: tuple[FloatArray, list[_Ranked]],
    cuts: tuple[FloatArray, FloatArray, FloatArray],
    ahead: BoolArray,
    future_bets: float,
    future: Future,
) -> FloatArray:
    """Per deal: bet or raise, the opponents answer by their percentiles, then showdown."""
    fold_cut, raise_cut, cold_cut = cuts
    percentiles, ranked = percentiles_ranked
    cut = np.where(facing_the_bet(read), cold_cut, fold_cut)  # facing two bets at once: the cold cut
    for j, o in enumerate(read.opponents):
        # it bet or called already: folds less (priced answers count that spot apart)
        if o.round_bet >= read.view.call_level > 0 and responses[j].by_price is None:
            cut[j] = ranked[j].scaled_cut(cut[j], responses[j].fold_after_betting)
    all_in = np.array([o.all_in for o in read.opponents])[:, None]
    staying = (percentiles >= cut[:, None]) | all_in  # all-in: cannot fold, cannot raise
    callers = staying.sum(axis=0)
    raised = (staying & ~all_in & (percentiles >= raise_cut[:, None])).any(axis=0)
    playing = np.vstack([np.ones((1, deals.rows), dtype=bool), staying])
    share = deals.shares(playing)
    increment = float(read.bet)
    matched = np.array([max(0, offer.amount - o.round_bet) for o in read.opponents], dtype=np.float64)
    pot = (
        read.pot + offer.cost + (staying * matched[:, None]).sum(axis=0) + raised * (callers + 1) * increment
    )
    cost = offer.cost + raised * increment
    contested = share * pot - cost + _future(share, ahead, callers, future_bets, future)
    uncontested = np.full(deals.rows, float(read.pot))
    return np.where(callers == 0, uncontested, contested)


def _priced_cuts(
    read: TableRead,
    level: int,
    paid: int,
    responses: list[Response],
    ranked: list[_Ranked],
    cuts: tuple[FloatArray, FloatArray],
    how: tuple[bool, bool] = (False, False),
) -> tuple[FloatArray, FloatArray]:
    """The fold and raise cuts of each opponent with `Response.by_price` for the price it
    faces once the hero has paid `paid` to make the round's bet `level`: to_call = level
    less what it has in this round, price = to_call / (pot + paid + to_call), with every
    live player in. The others (and those with nothing to call) keep `cuts`. `in_turn`
    (the first of `how`): the opponents answer in turn after the hero, each at the price
    the expected answers before it leave (the calls before it make the pot bigger and its
    price smaller, the folds leave fewer players in), as they faced their prices when they
    were counted. `absolute` (the second): a share cuts the opponent's strength among every
    holding its cards could be, unweighted (a pot-odds player folds by its strength against
    random holdings), so a range narrowed by its actions folds less than the share;
    otherwise the share is a quantile of its range as weighted."""
    in_turn, absolute = how
    folds, raises = cuts[0].copy(), cuts[1].copy()
    opponents = read.opponents
    pot, live = float(read.pot + paid), float(len(opponents) + 1)
    order: list[int] = list(range(len(opponents)))
    if in_turn:  # the seats after the hero's first
        order = sorted(order, key=lambda j: (opponents[j].seat - read.view.viewer) % 1000)
    for j in order:
        o, r = opponents[j], responses[j]
        to_call = level - o.round_bet
        if r.by_price is None or to_call <= 0:
            continue
        players = round(live) if in_turn else len(opponents) + 1
        fold, raise_ = r.by_price(to_call / (pot + to_call), players, o.round_bet > 0)
        if absolute:
            folds[j], raises[j] = ranked[j].unweighted(fold), ranked[j].unweighted(1.0 - raise_)
            fold = ranked[j].below(folds[j])  # the share of its weighted range that folds
        else:
            folds[j] = ranked[j].quantile(fold)
            raises[j] = ranked[j].quantile(1.0 - raise_)
        if in_turn:
            pot += (1.0 - fold) * to_call
            live -= fold
    return folds, raises


def facing_the_bet(read: TableRead) -> BoolArray:
    """Per opponent: it has not matched the bet to call yet and has chips to answer it."""
    level = read.view.call_level
    return np.array([o.round_bet < level and not o.all_in for o in read.opponents], dtype=bool)


def _behind(read: TableRead) -> BoolArray:
    """Per opponent: it has yet to act in this round and has chips to bet."""
    return np.array([o.seat in read.yet_to_act and not o.all_in for o in read.opponents], dtype=bool)


def _checked(
    read: TableRead,
    deals: Deals,
    percentiles_ranked: tuple[FloatArray, list[_Ranked]],
    responses: list[Response],
    behind: BoolArray,
    fold_cut: FloatArray,
    ahead: BoolArray,
    future_bets: float,
    future: Future,
    checked_through: FloatArray,
) -> FloatArray:
    """Per deal: check, and each opponent yet to act bets with the strongest share of its
    range it bets with when nobody has (`Response.bet_unopened`). Where nobody bets, the
    round is checked through to the showdown (`checked_through`: the unweighed check's
    value). Where one bets, the others answer it as they answer a bet (the weakest fold,
    the rest pay it) and the hero calls or folds, the same choice in every such deal, since
    it cannot tell them apart: whichever is worth more over them. So a hand that could not stand a bet is not
    credited with the share of the pot it would have won had nobody bet."""
    percentiles, ranked = percentiles_ranked
    bet_cut = np.array(
        [
            ranked[j].quantile(1.0 - r.bet_unopened) if behind[j] and r.bet_unopened > 0.0 else np.inf
            for j, r in enumerate(responses)
        ]
    )
    bettors = percentiles >= bet_cut[:, None]
    bet = bettors.any(axis=0)
    all_in = np.array([o.all_in for o in read.opponents])[:, None]
    staying = bettors | all_in | (percentiles >= fold_cut[:, None])
    callers = staying.sum(axis=0)
    share = deals.shares(np.vstack([np.ones((1, deals.rows), dtype=bool), staying]))
    increment = float(read.bet)
    # the bettor's bet, each caller's and the hero's (an all-in player pays none of it)
    pot = read.pot + increment * (1 + (staying & ~all_in).sum(axis=0))
    called = share * pot - increment + _future(share, ahead, callers, future_bets, future)
    calls = deals.mean(np.where(bet, called, 0.0)) > 0.0
    result: FloatArray = np.where(bet, called if calls else 0.0, checked_through)
    return result


def _called(
    read: TableRead,
    deals: Deals,
    offer: LegalAction,
    percentiles: FloatArray,
    cuts: tuple[FloatArray, FloatArray],
    ahead: BoolArray,
    future_bets: float,
    future: Future,
) -> FloatArray:
    """Per deal: call the bet; the opponents who have not matched it yet answer it as they
    answer a bet (the weakest fold, the strongest raise, the rest pay it), the others stay,
    then showdown. A raise behind costs the hero one more bet and every player still in
    pays it too."""
    fold_cut, raise_cut = cuts
    facing = facing_the_bet(read)[:, None]
    staying = ~facing | (percentiles >= fold_cut[:, None])
    callers = staying.sum(axis=0)
    raised = (facing & (percentiles >= raise_cut[:, None])).any(axis=0)
    playing = np.vstack([np.ones((1, deals.rows), dtype=bool), staying])
    share = deals.shares(playing)
    increment = float(read.bet)
    level = read.view.call_level
    owed = np.array(
        [level - o.round_bet if f else 0 for o, f in zip(read.opponents, facing[:, 0], strict=True)]
    )
    pot = (
        read.pot
        + offer.cost
        + (staying * owed.astype(np.float64)[:, None]).sum(axis=0)
        + raised * (callers + 1) * increment
    )
    cost = offer.cost + raised * increment
    result: FloatArray = share * pot - cost + _future(share, ahead, callers, future_bets, future)
    return result


def _future(
    share: FloatArray, ahead: BoolArray, callers: int | npt.NDArray[np.int64], bets: float, future: Future
) -> FloatArray:
    """The streets to come: bets won from each opponent still in when the hand wins, paid
    when it loses, by whether it is ahead now."""
    if future.payers > 0:
        callers = np.minimum(callers, future.payers)
    won = np.where(ahead, future.ahead_win, future.behind_win) * share * callers
    paid = np.where(ahead, future.ahead_lose, future.behind_lose) * (1.0 - share)
    result: FloatArray = bets * (won - paid)
    return result


class _Ranked:
    """One opponent's percentiles per deal, sorted once for every quantile asked of them
    (`weighted_quantile` and `_scaled_cut`, which sort them each time, say what is computed)."""

    __slots__ = ("_cumulative", "_order", "values", "weights")

    def __init__(self, values: FloatArray, weights: FloatArray) -> None:
        self.values, self.weights = values, weights
        self._order: npt.NDArray[np.intp] | None = None
        self._cumulative: FloatArray | None = None

    def quantile(self, level: float) -> float:
        """`weighted_quantile(values, weights, level)`."""
        if level <= 0.0:
            return -np.inf
        order, cumulative = self._order, self._cumulative
        if order is None or cumulative is None:
            order = self._order = np.argsort(self.values, kind="stable")
            cumulative = self._cumulative = np.cumsum(self.weights[order])
        index = int(np.searchsorted(cumulative, level * cumulative[-1]))
        return float(self.values[order[min(index, len(order) - 1)]])

    def unweighted(self, level: float) -> float:
        """`weighted_quantile(values, ones, level)`: the quantile among the deals, unweighted."""
        if level <= 0.0:
            return -np.inf
        if self._order is None:
            self.quantile(level)
        assert self._order is not None
        index = int(np.ceil(level * len(self.values))) - 1
        return float(self.values[self._order[min(max(index, 0), len(self.values) - 1)]])

    def below(self, cut: float) -> float:
        """The weighted share of the values under `cut`."""
        return float(self.weights[self.values < cut].sum() / self.weights.sum())

    def scaled_cut(self, cut: float, scale: float) -> float:
        """`_scaled_cut(values, weights, cut, scale)`."""
        return self.quantile(self.below(cut) * scale)


def weighted_quantile(values: FloatArray, weights: FloatArray, level: float) -> float:
    """The weighted `level` quantile of `values` (level 0: below every value)."""
    if level <= 0.0:
        return -np.inf
    order = np.argsort(values, kind="stable")
    cumulative = np.cumsum(weights[order])
    index = int(np.searchsorted(cumulative, level * cumulative[-1]))
    return float(values[order[min(index, len(order) - 1)]])


def _scaled_cut(values: FloatArray, weights: FloatArray, cut: float, scale: float) -> float:
    """The cut that folds `scale` times as many of the weighted hands as `cut` does."""
    below = float(weights[values < cut].sum() / weights.sum())
    return weighted_quantile(values, weights, below * scale)


def lead_is_clear(options: list[Option], deals: Deals, z: float) -> bool:
    """Whether the best option beats the next best by more than `z` standard errors."""
    if len(options) < 2 or deals.exact:
        return True
    gap = options[0].per_deal - options[1].per_deal
    return options[0].rank - options[1].rank > z * deals.stderr(gap)


#: what a weighed action is called in its explanation
VERBS = {
    ActionKind.FOLD: "folded",
    ActionKind.CHECK: "checked",
    ActionKind.CALL: "called",
    ActionKind.BET: "bet",
    ActionKind.RAISE: "raised",
    ActionKind.COMPLETE: "completed",
    ActionKind.BRING_IN: "brought it in",
}


def worth_words(options: list[Option], big_bet: int) -> tuple[str, list[tuple[str, str]]]:
    """The best option's value and every other kind of action's, in big bets, as an
    explanation gives them: ('+0.42', [('check', '+0.18')])."""
    best = options[0]
    others = [
        (o.action.kind.value, f"{o.ev / big_bet:+.2f}")
        for o in options[1:]
        if o.action.kind is not best.action.kind
    ]
    return f"{best.ev / big_bet:+.2f}", others
