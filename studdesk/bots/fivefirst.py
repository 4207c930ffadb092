"""Five Card Stud, 2nd street, weighed by expected value (`Level.five_weighed_first`).

The first round is otherwise decided by tiers and thresholds (`firstround`). Here every
legal action but the forced bring-in is weighed as the later streets are
(`expected.weigh`), on the equity sampler's deals with every opponent's hidden card
weighted by what it did this round (its learned first-round ranges):

* the players who have not matched the bet yet answer a call or a completion by their
  strength percentile in each deal: the weakest fold as often as that player stays out of
  pots on the first round (`1 - vpip`, learned), the strongest raise as often as it has
  raised bets; a player facing a completion it has not put a chip towards (cold) keeps
  that share to the power `COLD_POWER` (the square: the yardstick calls the bring-in with
  nearly anything, and needs far more for a full bet);
* a player who already called keeps most of its hands against a completion
  (`Level.fold_after_betting`, as later);
* the three streets to come count as `expected.Future` shares of their bets, scaled by
  `Level.five_first_future` (the later streets' shares credit every caller of now with the
  bets to come; on 2nd street most of them are gone before the big bets);
* the hand must get there: in a deal where its three cards on 3rd street do not beat the
  board of every opponent still in (`beats_on_third`), it folds there (Hard's own rule in
  Five Card Stud: a hand that does not beat the board folds to a bet) and loses what it
  put in now, no share of the pot. Without this, a hand that is rarely ahead was credited
  with its whole showdown share, and called the bring-in with anything
  (`Level.five_first_aggressor_folds` False: a completion is spared this, since the player
  who completed is often checked to on 3rd street).

The action worth most is taken; a close call is sampled again with the full count.
`Level.five_weighed_limp` asks the same weighing one question only: with only the
bring-in in, whether a hand the tiers fold is worth a call of the bring-in.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from studdesk.bots.equity import Deals
from studdesk.bots.expected import (
    VERBS,
    Future,
    Option,
    Response,
    facing_the_bet,
    lead_is_clear,
    weigh,
    weighted_quantile,
    worth_words,
)
from studdesk.bots.opponents import OpponentModel
from studdesk.bots.profiles import Level
from studdesk.bots.reading import Choice, TableRead
from studdesk.engine.actions import ActionKind
from studdesk.wording import reasons

#: deals for a read: the first (small) sample when True, the full one when False
DealsFn = Callable[[TableRead, bool], Deals]

FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]
IntArray = npt.NDArray[np.int64]

#: a player facing a completion cold continues with this power of its first-round entry share
COLD_POWER = 2.0
#: how many standard errors the first estimate may be off without sampling again
SETTLED_Z = 2.0


def applies(read: TableRead, level: Level, limp: bool = False) -> bool:
    """Whether this first-round decision is weighed: Five Card Stud, a level that weighs
    by expected value with the parameter on (`five_weighed_first`, or with `limp`
    `five_weighed_limp`), and a voluntary decision (fold offered)."""
    return (
        (level.five_weighed_limp if limp else level.five_weighed_first)
        and level.expected_value
        and read.variant.key == "five"
        and read.is_first_round
        and read.offer(ActionKind.FOLD) is not None
        and bool(read.opponents)
    )


def first_responses(read: TableRead, model: OpponentModel, level: Level) -> list[Response]:
    """Each opponent's answer to a bet on the first round, from what it was seen to do."""
    out = []
    for o in read.opponents:
        stats = model.get(o.name)
        out.append(Response(1.0 - stats.vpip(), stats.raise_to_bet(), level.fold_after_betting))
    return out


def weighed_first(
    read: TableRead,
    level: Level,
    model: OpponentModel,
    rng: random.Random,
    deals_of: DealsFn,
    what: str,
    kinds: tuple[ActionKind, ...] | None = None,
) -> Choice:
    """The first-round action worth most (see the module's docstring), with its reason;
    `kinds`: only those actions are chosen from."""
    jitter = [rng.gauss(0.0, level.noise) * read.big_bet for _ in read.legal]
    responses = first_responses(read, model, level)
    ahead_win, ahead_lose, behind_win, behind_lose = (level.five_first_future * s for s in level.future)
    future = Future(ahead_win, ahead_lose, behind_win, behind_lose)

    def weighed(deals: Deals) -> list[Option]:
        options = weigh(read, deals, responses, future, jitter, call_behind=True, cold_power=COLD_POWER)
        options = _realized(read, deals, responses, level, options, jitter)
        return [o for o in options if kinds is None or o.action.kind in kinds]

    deals = deals_of(read, True)
    options = weighed(deals)
    if not lead_is_clear(options, deals, SETTLED_Z):
        deals = deals_of(read, False)
        options = weighed(deals)
    return Choice(options[0].action, _sentence(options, deals, what, read))


def weighed_limp(
    read: TableRead, level: Level, model: OpponentModel, rng: random.Random, deals_of: DealsFn, what: str
) -> Choice | None:
    """Only the bring-in in, a hand the tiers fold: the call of the bring-in when the
    weighing values it above the fold (None: the fold stands)."""
    choice = weighed_first(read, level, model, rng, deals_of, what, kinds=(ActionKind.CALL, ActionKind.FOLD))
    return choice if choice.action.kind is ActionKind.CALL else None


def _sentence(options: list[Option], deals: Deals, what: str, read: TableRead) -> str:
    worth, others = worth_words(options, read.big_bet)
    share = deals.mean(deals.shares())
    return reasons.weighed(VERBS[options[0].action.kind], what, share, "", worth, others)


def _realized(
    read: TableRead,
    deals: Deals,
    responses: list[Response],
    level: Level,
    options: list[Option],
    jitter: list[float],
) -> list[Option]:
    """`options` with each deal where the hand folds on 3rd street counted as the chips it
    put in now lost (`beats_on_third`), best first again."""
    facing = facing_the_bet(read)
    matched = ~facing & np.array([o.round_bet > 0 for o in read.opponents])
    percentiles = np.array([deals.percentiles(j + 1) for j in range(len(read.opponents))])
    folds = np.array([r.fold for r in responses])
    out = []
    for option in options:
        kind = option.action.kind
        if kind is ActionKind.FOLD or (kind.is_aggressive and not level.five_first_aggressor_folds):
            out.append(option)
            continue
        if kind.is_aggressive:  # facing it cold: the squared share continues; called already: most
            continuing = np.where(facing, (1.0 - folds) ** COLD_POWER, 1.0 - folds * level.fold_after_betting)
            continuing = np.where(matched | facing, continuing, 1.0)
        else:  # a call: those yet to match answer it, the rest stay
            continuing = np.where(facing, 1.0 - folds, 1.0)
        cuts = np.array(
            [weighted_quantile(percentiles[j], deals.weights, 1.0 - c) for j, c in enumerate(continuing)]
        )
        staying = percentiles >= cuts[:, None]
        survives = beats_on_third(deals.hands, staying)
        per_deal = np.where(survives, option.per_deal, -float(option.action.cost))
        ev = deals.mean(per_deal)
        index = read.legal.index(option.action)
        out.append(Option(option.action, per_deal, ev, ev + jitter[index]))
    return sorted(out, key=lambda o: -o.rank)


def beats_on_third(hands: IntArray, staying: BoolArray) -> BoolArray:
    """Per deal: whether the hero's first three cards beat the 3rd-street board (door and
    3rd card: columns 0 and 2 of an opponent's hand in `Deals.hands`) of every opponent
    `staying` ((opponents, rows)), as `handread.beats_the_board` compares them: trips beat
    everything, a pair beats no pair and a smaller pair, two unpaired cards need their top
    two ranks above the board's, rank by rank (a tie does not beat it)."""
    ranks = hands // 4  # 0 = deuce .. 12 = ace
    mine = _showing_key(ranks[0][:, :3])
    boards = np.stack([_showing_key(ranks[p][:, [0, 2]]) for p in range(1, ranks.shape[0])])
    beaten = (mine[None, :] > boards) | ~staying
    return np.asarray(beaten.all(axis=0), dtype=bool)


def _showing_key(ranks: IntArray) -> IntArray:
    """Per row of two or three ranks, a key that orders them as `beats_the_board` does:
    trips, then a pair by its rank alone, then no pair by its top two ranks."""
    ordered = -np.sort(-ranks, axis=1)
    top, second = ordered[:, 0], ordered[:, 1]
    pair_rank = np.where(top == second, top, -1)
    if ranks.shape[1] == 3:
        third = ordered[:, 2]
        pair_rank = np.where((second == third) & (pair_rank < 0), second, pair_rank)
        trips = (top == second) & (second == third)
    else:
        trips = np.zeros(len(ranks), dtype=bool)
    unpaired = top * 13 + second
    key: IntArray = np.where(trips, 3 * 169, np.where(pair_rank >= 0, 2 * 169 + pair_rank, unpaired))
    return key
