"""Five Card Stud's 2nd street weighed by expected value (`Level.five_weighed_first`)."""

from __future__ import annotations

import itertools
import random

import numpy as np

from studdesk.bots.fivefirst import applies, beats_on_third
from studdesk.bots.handread import beats_the_board
from studdesk.bots.profiles import STYLES, Profile, tweaked_level
from studdesk.bots.reading import read_view
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import ALL_CARDS, cards

from .test_strategy import act, third_street

WEIGHED = "five_weighed_first=True,five_first_future=0.0"


def _hands(hero: str, *boards: str) -> np.ndarray:
    """A one-deal `Deals.hands` array: the hero's first three cards, then each opponent's
    door, hole card (a filler) and 3rd-street card (the board is the door and the 3rd card)."""
    fillers = iter(c for c in ALL_CARDS if c.index not in {x.index for x in cards(hero + "".join(boards))})
    rows = [[c.index for c in cards(hero)]]
    for board in boards:
        door, third = cards(board)
        rows.append([door.index, next(fillers).index, third.index])
    return np.array(rows, dtype=np.int64)[:, None, :]


def _beats(hero: str, *boards: str, staying: tuple[bool, ...] | None = None) -> bool:
    keep = np.array(staying if staying is not None else (True,) * len(boards))[:, None]
    return bool(beats_on_third(_hands(hero, *boards), keep)[0])


def test_beats_on_third_on_constructed_boards() -> None:
    assert _beats("7c 7d 2h", "As Kd")  # a pair beats two high cards
    assert not _beats("7c 7d 2h", "9s 9d")  # a smaller pair does not
    assert not _beats("9c 9h 2h", "9s 9d")  # the same pair: a tie
    assert _beats("9c 9h 2h", "8s 8d")
    assert not _beats("Ac Kh 2h", "As Kd")  # a tie of the top cards does not beat it
    assert _beats("Ac Kh 2h", "As Qd")
    assert not _beats("Ac Qh Jh", "As Kd")
    assert _beats("5c 5d 5h", "Ks Kd")  # trips beat a pair
    assert not _beats("Ac Kh 2h", "7s 7d")  # no pair never beats a pair
    # beaten by one opponent of two: not beaten when that one has folded
    assert not _beats("Ac Kh 2h", "Qs Jd", "4s 4d")
    assert _beats("Ac Kh 2h", "Qs Jd", "4s 4d", staying=(True, False))


def test_beats_on_third_agrees_with_beats_the_board() -> None:
    """The vectorised comparison is `handread.beats_the_board` on every random deal tried."""
    rng = random.Random(5)
    for _ in range(400):
        dealt = rng.sample(ALL_CARDS, 5)
        hero, board = dealt[:3], dealt[3:]
        text = " ".join(str(c) for c in hero), " ".join(str(c) for c in board)
        assert _beats(*text) == beats_the_board(hero, board), text
    for hero_ranks in itertools.product("A9", repeat=3):  # pairs and trips with ties on the board
        mine = f"{hero_ranks[0]}c {hero_ranks[1]}d {hero_ranks[2]}h"
        assert _beats(mine, "9s As") == beats_the_board(cards(mine), cards("9s As"))


def _over_the_bring_in(dealt: list[str], changes: str) -> tuple[ActionKind, str]:
    """What a solid Hard with `changes` in seat 1 does over the bring-in (seat 0), and why."""
    hand = third_street("five", dealt)
    act(hand, ActionKind.BRING_IN)
    bot = StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=1)
    return bot.decide(hand.view(1)).kind, bot.explain()


SIX = ["9s 2c", "Ad Qh", "4d Kc", "8h 5s", "Th 6d", "3c 7d"]  # seat 0 brings in with the 2c


def test_weighed_first_round_plays_a_big_pair_and_folds_junk() -> None:
    """Six-handed over the bring-in: aces play; seven-three under four bigger doors folds."""
    kind, why = _over_the_bring_in(["9s 2c", "Ad Ah", *SIX[2:]], WEIGHED)
    assert kind is not ActionKind.FOLD, why
    assert "worth" in why  # it was weighed, and says what each action was worth
    kind, why = _over_the_bring_in(["9s 2c", "7h 2d", *SIX[2:]], WEIGHED)
    assert kind is ActionKind.FOLD, why


def test_weighed_first_round_is_off_by_default() -> None:
    """Without `five_weighed_first` the tiers decide (no 'worth' in the reason), as before."""
    kind, why = _over_the_bring_in(SIX, "")
    assert kind is ActionKind.COMPLETE and "worth" not in why, why


def test_weighed_first_round_applies_to_voluntary_five_card_decisions_only() -> None:
    """The bring-in itself (no fold offered) and seven-card stud keep the tiers."""
    level = tweaked_level("hard", WEIGHED)
    hand = third_street("five", SIX)
    assert not applies(read_view(hand.view(0)), level)  # seat 0 must bring it in
    act(hand, ActionKind.BRING_IN)
    assert applies(read_view(hand.view(1)), level)
    assert not applies(read_view(hand.view(1)), tweaked_level("hard", ""))
    assert not applies(read_view(hand.view(1)), tweaked_level("medium", WEIGHED))  # no weighing
    stud = third_street("stud", ["9s 2c 2d", "As Kd Jh", "4d Kc 3h", "8h 5s 3s"])
    act(stud, ActionKind.BRING_IN)
    assert not applies(read_view(stud.view(1)), level)


LIMP = "five_weighed_limp=True,five_first_future=0.25"


def test_weighed_limp_calls_the_bring_in_where_the_tiers_fold() -> None:
    """`Level.five_weighed_limp` (Hard's since issue 16): jack-ten under a king, six-handed,
    is folded by the tiers and calls the bring-in when weighed; seven-deuce still folds; a
    hand the tiers play is not touched (ace-queen completes as before)."""
    others = SIX[2:]
    assert _over_the_bring_in(["9s 2c", "Jd Ts", *others], "five_weighed_limp=False")[0] is ActionKind.FOLD
    assert _over_the_bring_in(["9s 2c", "Jd Ts", *others], "")[0] is ActionKind.CALL  # Hard as it is
    kind, why = _over_the_bring_in(["9s 2c", "Jd Ts", *others], LIMP)
    assert kind is ActionKind.CALL and "worth" in why, why
    kind, why = _over_the_bring_in(["9s 2c", "7h 2d", *others], LIMP)
    assert kind is ActionKind.FOLD, why
    assert _over_the_bring_in(SIX, LIMP)[0] is ActionKind.COMPLETE


def test_weighed_limp_leaves_a_completion_to_the_tiers() -> None:
    """Facing a completion, the limp rule does not apply: jack-ten folds with it or without it."""
    for changes in ("five_weighed_limp=False", LIMP):
        hand = third_street("five", ["9s 2c", "Ad Kh", "Jd Ts", *SIX[3:]])
        act(hand, ActionKind.BRING_IN)
        act(hand, ActionKind.COMPLETE)
        bot = StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=1)
        assert bot.decide(hand.view(2)).kind is ActionKind.FOLD, (changes, bot.explain())
