"""Stud knowledge in the strategy's decisions, on stacked decks."""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.bots.profiles import STYLES, Profile, tweaked_level
from studdesk.bots.reading import read_view
from studdesk.bots.registry import make_bot
from studdesk.bots.strategy import StrategyBot, _no_unpaired_raise
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Card, Deck, cards
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.variants import VARIANTS

from .helpers import STRUCTURE


def third_street(variant: str, holdings: Sequence[str], later: Sequence[str] = ()) -> Hand:
    """A started hand: `holdings[i]` = seat i's down cards and door card (one down card in
    Five Card Stud, two in the others); the button is the last seat, so seat 0 is dealt
    first. `later[i]` = seat i's later cards, one per street."""
    hands = [cards(h) for h in holdings]
    first = len(VARIANTS[variant].streets[0].deal)
    order: list[Card] = [h[k] for k in range(first) for h in hands]
    rest = [cards(x) for x in later]
    for street in range(max((len(r) for r in rest), default=0)):
        order.extend(r[street] for r in rest if street < len(r))
    players = [PlayerSeat(i, f"p{i}", 1000) for i in range(len(holdings))]
    hand = Hand(GameConfig(VARIANTS[variant], STRUCTURE), players, len(holdings) - 1, Deck(order=order))
    hand.start()
    return hand


def act(hand: Hand, kind: ActionKind) -> None:
    seat = hand.to_act
    assert seat is not None
    offer = next(o for o in hand.legal_actions() if o.kind is kind)
    hand.apply(Act.taking(seat, offer))


def decision(hand: Hand, bot: str = "hard", seed: int = 1) -> tuple[ActionKind, str]:
    seat = hand.to_act
    assert seat is not None
    b = make_bot(bot, seed)
    assert isinstance(b, StrategyBot)
    return b.decide(hand.view(seat)).kind, b.explain()


def test_rolled_up_trips_complete() -> None:
    # seat 1 has the 2c door and brings in; seat 2 holds rolled-up nines
    hand = third_street("stud", ["Kd Qh 8s", "5d 7h 2c", "9c 9d 9h", "Ah 3s Jd"])
    act(hand, ActionKind.BRING_IN)
    kind, why = decision(hand)
    assert kind is ActionKind.COMPLETE, why
    assert "rolled-up nines" in why


def test_junk_folds_to_a_completion_and_a_raise_eight_handed() -> None:
    holdings = [
        "Kd Qh 8s",
        "5d 7h 2c",
        "Ac Ad Kh",
        "Jc Jd Qs",
        "3h 9c 4d",
        "Th 6c 8d",
        "2h 7s 5s",
        "4c Ts 6d",
    ]
    hand = third_street("stud", holdings)
    act(hand, ActionKind.BRING_IN)  # seat 1
    act(hand, ActionKind.COMPLETE)  # seat 2, aces
    act(hand, ActionKind.RAISE)  # seat 3, jacks
    kind, why = decision(hand)  # seat 4: 3-9-4 offsuit
    assert kind is ActionKind.FOLD, why


def test_razz_three_small_cards_play_and_face_cards_fold() -> None:
    hand = third_street("razz", ["Kd Qh Js", "Ad 2h 3c", "9c 8d Kh"])
    # the king door brings in (razz: highest card)
    assert hand.to_act == 2
    act(hand, ActionKind.COMPLETE)
    kind, why = decision(hand)  # seat 0: K-Q-J
    assert kind is ActionKind.FOLD, why
    act(hand, ActionKind.FOLD)
    kind, why = decision(hand)  # seat 1: A-2-3
    assert kind in (ActionKind.RAISE, ActionKind.CALL), why
    assert "three to a 3 low" in why


def test_hi_lo_three_low_cards_are_worth_playing() -> None:
    hand = third_street("stud8", ["Kd Qh 2s", "Ad 2h 4c", "9c Td Jh"])
    act(hand, ActionKind.BRING_IN)  # seat 0 (2s)
    kind, why = decision(hand)  # seat 1: A-2-4
    assert kind in (ActionKind.COMPLETE, ActionKind.CALL), why


def test_fifth_street_nothing_folds_to_a_pair_on_board() -> None:
    # Seat 0 has 2-3-6-9-J with no draw; seat 1 shows a pair of queens and bets.
    hand = third_street("stud", ["2d 3h 6s", "Qc Ks Qd"], later=["9c Jh", "Qh 4c"])
    act(hand, ActionKind.BRING_IN)  # seat 0, 6s door is lower than Qd
    act(hand, ActionKind.COMPLETE)  # seat 1
    act(hand, ActionKind.CALL)  # seat 0
    # 4th street: seat 1 shows Qd Qh (open pair) and bets
    act(hand, ActionKind.BET)
    act(hand, ActionKind.CALL)
    # 5th street: seat 1 bets again
    assert hand.street == 2
    act(hand, ActionKind.BET)
    kind, why = decision(hand)
    assert kind is ActionKind.FOLD, why
    assert "% of the pot" in why


def test_a_made_full_house_raises() -> None:
    hand = third_street("stud", ["7d 7h 2s", "Qc Ks Qd"], later=["7c 2c", "Ah 4c"])
    act(hand, ActionKind.BRING_IN)  # seat 0 (2s)
    act(hand, ActionKind.COMPLETE)  # seat 1
    act(hand, ActionKind.CALL)  # seat 0
    act(hand, ActionKind.BET)  # 4th: seat 1 (Q-A) bets
    act(hand, ActionKind.CALL)  # seat 0 has trips
    assert hand.street == 2
    assert hand.to_act == 0  # 5th: seat 0 shows a pair of deuces and acts first
    act(hand, ActionKind.CHECK)
    act(hand, ActionKind.BET)  # seat 1 bets into sevens full
    kind, why = decision(hand)
    assert kind is ActionKind.RAISE, why
    assert "full" in why


def _crowd_bot(crowd_entry: float) -> StrategyBot:
    prof = Profile(STYLES["solid"], tweaked_level("hard", f"crowd_entry={crowd_entry}"))
    return StrategyBot(prof, seed=1)


def test_a_crowd_tightens_the_first_round_and_heads_up_is_unchanged() -> None:
    """`Level.crowd_entry` raises the first-round thresholds for each player dealt in beyond
    two: ace-queen in Five Card Stud completes six-handed without it, only calls the
    bring-in with it, and heads-up the same cards complete either way."""
    six = ["9s 2c", "Ad Qh", "4d Kc", "8h 5s", "Th 6d", "3c 7d"]  # seat 0 brings in, seat 1 acts
    for crowd, expected in ((0.0, ActionKind.COMPLETE), (0.05, ActionKind.CALL)):
        hand = third_street("five", six)
        act(hand, ActionKind.BRING_IN)
        bot = _crowd_bot(crowd)
        assert bot.decide(hand.view(1)).kind is expected, (crowd, bot.explain())
    for crowd in (0.0, 0.05):
        hand = third_street("five", ["9s 2c", "Ad Qh"])
        act(hand, ActionKind.BRING_IN)
        bot = _crowd_bot(crowd)
        assert bot.decide(hand.view(1)).kind is ActionKind.COMPLETE, (crowd, bot.explain())


def _after_the_bring_in(variant: str, dealt: list[str], changes: str) -> tuple[ActionKind, str]:
    """What a solid Hard with `changes` in seat 1 does over the bring-in (seat 0), and why."""
    hand = third_street(variant, dealt)
    act(hand, ActionKind.BRING_IN)
    assert hand.to_act == 1
    bot = StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=1)
    return bot.decide(hand.view(1)).kind, bot.explain()


def test_the_five_card_crowd_entry_counts_in_five_card_stud_only() -> None:
    """`Level.five_crowd_entry` moves the first-round thresholds in a crowd as `crowd_entry`
    does, in Five Card Stud alone: ace-queen completes six-handed without it and only calls
    the bring-in with it; an ace-king-jack in seven-card stud that folds to the same
    `crowd_entry` still calls with it."""
    six = ["9s 2c", "Ad Qh", "4d Kc", "8h 5s", "Th 6d", "3c 7d"]
    stud = ["9s 2c 2d", "As Kd Jh", "4d Kc 3h", "8h 5s 3s", "Th 6d 4c", "3c 7d 6s"]
    for variant, dealt, changes, expected in (
        ("five", six, "five_crowd_entry=0.0", ActionKind.COMPLETE),
        ("five", six, "five_crowd_entry=0.05", ActionKind.CALL),
        ("stud", stud, "crowd_entry=0.0", ActionKind.CALL),
        ("stud", stud, "crowd_entry=0.05", ActionKind.FOLD),
        ("stud", stud, "five_crowd_entry=0.05", ActionKind.CALL),
    ):
        kind, why = _after_the_bring_in(variant, dealt, changes)
        assert kind is expected, (variant, changes, why)


def test_hi_lo_first_round_completes_more_only_when_asked_and_only_in_hi_lo() -> None:
    """`Level.hilo_open_shift` and `Level.hilo_no_limp` (Stud Hi/Lo only): hidden kings with
    the 2c bringing it in six-handed call the bring-in by default; with the score to
    complete lowered by 0.2, or with no limping, they complete. In seven-card stud hidden
    fives call the bring-in, with or without them."""
    kings = ["9s Td 2c", "Kd Kh 9h", "Jc 8d Qs", "Th 6d Js", "4h 3s Ts", "Ac 7c 8c"]
    fives = ["9s Td 2c", "5d 5h 9h", "Jc 8d Qs", "Th 6d Js", "4h 3s Ts", "Ac 7c 8c"]
    for variant, dealt, changes, expected in (
        ("stud8", kings, "hilo_open_shift=0.0", ActionKind.CALL),
        ("stud8", kings, "hilo_open_shift=-0.2", ActionKind.COMPLETE),
        ("stud8", kings, "hilo_no_limp=True", ActionKind.COMPLETE),
        ("stud", fives, "hilo_open_shift=0.0", ActionKind.CALL),
        ("stud", fives, "hilo_open_shift=-0.2,hilo_no_limp=True", ActionKind.CALL),
    ):
        kind, why = _after_the_bring_in(variant, dealt, changes)
        assert kind is expected, (variant, changes, why)


def test_the_five_card_crowd_open_tightens_only_the_completion() -> None:
    """`Level.five_crowd_open` raises only the threshold to complete over the bring-in, in
    a crowd, in Five Card Stud: ace-queen completes six-handed without it and calls the
    bring-in with it (it does not fold: the threshold to call stays); king-queen, which
    calls the bring-in without it, still calls with it; heads-up and in seven-card stud
    the same hands do what they did."""
    six = ["9s 2c", "Ad Qh", "4d Kc", "8h 5s", "Th 6d", "3c 7d"]  # seat 0 brings in, seat 1 acts
    stud = ["9s 2c 2d", "As Kd Ah", "4d Kc 3h", "8h 5s 3s", "Th 6d 4c", "3c 7d 6s"]
    for variant, dealt, changes, expected in (
        ("five", six, "five_crowd_open=0.0", ActionKind.COMPLETE),
        ("five", six, "five_crowd_open=0.05", ActionKind.CALL),
        ("five", ["9s 2c", "Qd Kh", *six[2:]], "five_crowd_open=0.0", ActionKind.CALL),
        ("five", ["9s 2c", "Qd Kh", *six[2:]], "five_crowd_open=0.05", ActionKind.CALL),
        ("five", six[:2], "five_crowd_open=0.0", ActionKind.COMPLETE),
        ("five", six[:2], "five_crowd_open=0.05", ActionKind.COMPLETE),
        ("stud", stud, "five_crowd_open=0.0", ActionKind.COMPLETE),
        ("stud", stud, "five_crowd_open=0.05", ActionKind.COMPLETE),
    ):
        hand = third_street(variant, dealt)
        act(hand, ActionKind.BRING_IN)
        bot = StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=1)
        assert bot.decide(hand.view(1)).kind is expected, (variant, dealt[1], changes, bot.explain())


def test_the_hi_lo_crowd_thresholds_count_in_hi_lo_only() -> None:
    """`Level.hilo_crowd_open` raises only the threshold to complete over the bring-in, in a
    crowd, in Stud Hi/Lo: three to an 8 low completes six-handed without it and calls the
    bring-in with it (the threshold to call stays: hidden kings still call); heads-up the
    same low completes. `Level.hilo_crowd_entry` moves every first-round threshold in a
    crowd: the kings fold with it. In seven-card stud neither moves a hand that
    `crowd_entry` folds."""
    low = ["9s Td 2c", "3d 5h 8s", "Jc 8d Qs", "Th 6d Js", "4h Kd Ts", "Ac 7c 8c"]
    kings = ["9s Td 2c", "Kd Kh 9h", "Jc 8d Qs", "Th 6d Js", "4h 3s Ts", "Ac 7c 8c"]
    stud = ["9s 2c 2d", "As Kd Jh", "4d Kc 3h", "8h 5s 3s", "Th 6d 4c", "3c 7d 6s"]
    for variant, dealt, changes, expected in (
        ("stud8", low, "hilo_crowd_open=0.0", ActionKind.COMPLETE),
        ("stud8", low, "hilo_crowd_open=0.02", ActionKind.CALL),
        ("stud8", low[:2], "hilo_crowd_open=0.02", ActionKind.COMPLETE),
        ("stud8", kings, "hilo_crowd_open=0.0", ActionKind.CALL),
        ("stud8", kings, "hilo_crowd_open=0.05", ActionKind.CALL),
        ("stud8", kings, "hilo_crowd_entry=0.05,hilo_limp_shift=0.0", ActionKind.FOLD),
        ("stud", stud, "crowd_entry=0.05", ActionKind.FOLD),
        ("stud", stud, "hilo_crowd_entry=0.05", ActionKind.CALL),
        ("stud", stud, "hilo_crowd_open=0.05", ActionKind.CALL),
    ):
        kind, why = _after_the_bring_in(variant, dealt, changes)
        assert kind is expected, (variant, dealt[1], changes, why)


def test_the_hi_lo_limp_shift_calls_the_bring_in_with_more_in_hi_lo_only() -> None:
    """`Level.hilo_limp_shift` (Stud Hi/Lo only) lowers the threshold to call the bring-in:
    ace-three with a king folds to the 2c's bring-in six-handed without it and calls with
    it (Hard, at -0.15, calls), and a pair of fives calls only with the larger shift; in
    seven-card stud king-high without a draw, which a looser entry would call with, still
    folds."""
    hilo = ["9s Td 2c", "Ad 3h Kh", "Jc 8d Qs", "Th 6d Js", "4h 3s Ts", "Ac 7c 8c"]
    fives = ["9s Td 2c", "5d 5h 9h", *hilo[2:]]
    stud = ["9s 2c 2d", "9h 4s Kd", "4d Kc 3h", "8h Js 3s", "Th 6d 4c", "3c 7d 6s"]
    for variant, dealt, changes, expected in (
        ("stud8", hilo, "hilo_limp_shift=0.0", ActionKind.FOLD),
        ("stud8", hilo, "hilo_limp_shift=-0.05", ActionKind.CALL),
        ("stud8", hilo, "", ActionKind.CALL),  # Hard as it is: -0.15
        ("stud8", fives, "hilo_limp_shift=-0.05", ActionKind.FOLD),
        ("stud8", fives, "hilo_limp_shift=-0.1", ActionKind.CALL),
        ("stud", stud, "entry_shift=-0.18", ActionKind.CALL),
        ("stud", stud, "hilo_limp_shift=-0.1", ActionKind.FOLD),
    ):
        kind, why = _after_the_bring_in(variant, dealt, changes)
        assert kind is expected, (variant, dealt[1], changes, why)


def _check_raise_spot(holdings: list[str], later: list[str]) -> Hand:
    """Five Card Stud, four-handed, 3rd street: every seat called the bring-in; seat 0
    checks, seats 1 and 2 check, seat 3 bets; seat 0 is to act facing the bet."""
    hand = third_street("five", holdings, later=later)
    act(hand, ActionKind.BRING_IN)  # seat 1, the 2d
    for _ in range(3):
        act(hand, ActionKind.CALL)
    for kind in (ActionKind.CHECK, ActionKind.CHECK, ActionKind.CHECK, ActionKind.BET):
        act(hand, kind)
    assert hand.to_act == 0
    return hand


def test_five_card_stud_no_raise_without_a_pair_multiway() -> None:
    """`Level.five_unpaired_raise_opponents`: ace-queen-four, no pair, facing a bet with
    three opponents in and two cards to come, check-raises without the rule (its model
    expects the two players who checked to fold to two bets) and only calls with it; a
    pair of fours still may raise, and heads-up (rule from two opponents) is not touched."""
    holdings = ["4d Ad", "7h 2d", "8c 9s", "Jd Tc"]
    for changes, expected in (
        ("five_unpaired_raise_opponents=0", ActionKind.RAISE),
        ("five_unpaired_raise_opponents=2", ActionKind.CALL),
        ("five_unpaired_raise_opponents=4", ActionKind.RAISE),  # three opponents: not enough
    ):
        hand = _check_raise_spot(holdings, ["Qh", "3c", "5d", "2s"])
        # the streets to come paid by every opponent, as when this spot was set up
        level = tweaked_level("hard", changes + ",future_payers=0")
        bot = StrategyBot(Profile(STYLES["solid"], level), seed=1)
        assert bot.decide(hand.view(0)).kind is expected, (changes, bot.explain())
    paired = _check_raise_spot(holdings, ["4h", "3c", "5d", "2s"])
    read = read_view(paired.view(0))
    assert not _no_unpaired_raise(read, 2)
    unpaired = read_view(_check_raise_spot(holdings, ["Qh", "3c", "5d", "2s"]).view(0))
    assert _no_unpaired_raise(unpaired, 1) and _no_unpaired_raise(unpaired, 3)
    assert not _no_unpaired_raise(unpaired, 0) and not _no_unpaired_raise(unpaired, 4)
