"""First-round hand tiers and liveness (stud knowledge)."""

from __future__ import annotations

from studdesk.bots.handread import assess_start, describe_holding
from studdesk.engine.cards import cards


def score(variant: str, mine: str, seen: str = "", doors: str = "") -> float:
    return assess_start(variant, cards(mine), cards(seen), cards(doors)).score


def test_stud_tiers_in_order() -> None:
    rolled_up = score("stud", "7c 7d 7h")
    aces = score("stud", "Ac Ad 9h")
    small_pair_live_ace = score("stud", "4c 4d Ah")
    three_flush = score("stud", "Kh 8h 3h")
    junk = score("stud", "2c 7d Jh")
    assert rolled_up > aces > small_pair_live_ace > junk
    assert three_flush > junk


def test_liveness_matters() -> None:
    live = score("stud", "Qh 9h 4h")
    dead = score("stud", "Qh 9h 4h", seen="2h 6h 7h Th")
    assert dead < live - 0.1
    assert "6 of 10 hearts live" in assess_start("stud", cards("Qh 9h 4h"), cards("2h 6h 7h Th"), ()).label
    pair_live = score("stud", "8c 8d Ks")
    pair_dead = score("stud", "8c 8d Ks", seen="8h 8s")
    assert pair_dead < pair_live - 0.1


def test_a_bigger_door_card_devalues_a_small_pair() -> None:
    assert score("stud", "6c 6d 2s", doors="Kd 3c") < score("stud", "6c 6d 2s", doors="4d 3c")


def test_hi_lo_prefers_three_low_cards_and_aces() -> None:
    a23 = score("stud8", "Ac 2d 3h")
    low678 = score("stud8", "6c 7d 8h")
    kings = score("stud8", "Kc Kd 7h")
    aces = score("stud8", "Ac Ad 4h")
    junk = score("stud8", "9c Td 3h")
    assert a23 > low678 > junk
    assert aces > kings
    assert a23 > kings


def test_razz_ranks_by_the_highest_low_card_and_hates_pairs() -> None:
    assert score("razz", "Ac 2d 3h") > score("razz", "4c 5d 7h") > score("razz", "6c 7d 8h")
    assert score("razz", "6c 7d 8h") > score("razz", "2c 2d 3h") > score("razz", "Kc Qd 9h")


def test_five_card_stud_values_pairs_and_beating_the_board() -> None:
    pair = score("five", "9c 9d", doors="Ah")
    over = score("five", "Ac Kd", doors="Qh Jc")
    under = score("five", "8c 6d", doors="Qh Jc")
    assert pair > over > under


def test_descriptions() -> None:
    assert describe_holding("stud", cards("Ks Kd 7h 7c 2s"), ()) == "two pair, kings and sevens"
    assert describe_holding("stud", cards("Ks Kd 7h 7c"), ()) == "two pair, kings and sevens"
    assert describe_holding("stud", cards("5c 4h 7c 8c 6s 6d 8h"), ()) == "straight, eight high"
    assert "3-flush with" in describe_holding("stud", cards("As 9s 2s Kd"), cards("4s"))
    assert describe_holding("razz", cards("As 2d 5h 7c 8s Kd"), ()) == "8-7-5-2-A low"
    assert describe_holding("stud8", cards("As 2d 5h Kc"), ()).endswith("3 to a 5 low")
