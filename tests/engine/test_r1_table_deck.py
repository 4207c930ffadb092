"""docs/rules.md §1: deck, player counts, seating order, structure validation, suit order."""

from __future__ import annotations

import random

import pytest

from studdesk.engine.actions import Act
from studdesk.engine.cards import ALL_CARDS, Card, Deck, Rank, Suit, card, cards
from studdesk.engine.errors import CardParseError, ConfigurationError, StructureError
from studdesk.engine.events import CardDealt, Event
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS

from .stacked import STRUCTURE, of_type


def _seeded_hand(seed: int, variant: str = "stud", players: int = 4) -> Hand:
    config = GameConfig(VARIANTS[variant], STRUCTURE)
    seats = [PlayerSeat(s, f"P{s}", 100) for s in range(players)]
    return Hand(config, seats, button=0, deck=Deck(random.Random(seed)))


def _run_first_offers(hand: Hand) -> list[Event]:
    """Play the hand by always taking the first offer; return the whole event log."""
    hand.start()
    while not hand.is_over:
        first = hand.legal_actions()[0]
        assert hand.to_act is not None
        hand.apply(Act(hand.to_act, first.kind, first.amount))
    return list(hand.events)


def test_r1_1_one_deck_of_52_distinct_cards() -> None:
    deck = Deck(random.Random(3))
    dealt = [deck.deal() for _ in range(52)]
    assert len(set(dealt)) == 52
    assert set(dealt) == set(ALL_CARDS)
    assert len(deck) == 0


def test_r1_1_a_seed_reproduces_a_hand_exactly() -> None:
    assert _run_first_offers(_seeded_hand(11)) == _run_first_offers(_seeded_hand(11))
    first_deal = of_type(_run_first_offers(_seeded_hand(11)), CardDealt)
    other_deal = of_type(_run_first_offers(_seeded_hand(12)), CardDealt)
    assert [e.card for e in first_deal] != [e.card for e in other_deal]


def test_r1_1_stacked_deck_deals_given_order_first_and_rejects_duplicates() -> None:
    order = cards("As Kd 7c")
    deck = Deck(random.Random(1), order=order)
    assert [deck.deal() for _ in range(3)] == list(order)
    assert len(deck) == 49
    with pytest.raises(CardParseError, match="twice"):
        Deck(order=cards("As As"))


@pytest.mark.parametrize(
    ("variant", "low", "high"), [("stud", 2, 8), ("stud8", 2, 8), ("razz", 2, 8), ("five", 2, 10)]
)
def test_r1_2_player_counts(variant: str, low: int, high: int) -> None:
    config = GameConfig(VARIANTS[variant], STRUCTURE)
    for count in (low, high):
        players = [PlayerSeat(s, f"P{s}", 50) for s in range(count)]
        Hand(config, players, button=0, deck=Deck(random.Random(0))).start()
    for count in (low - 1, high + 1):
        players = [PlayerSeat(s, f"P{s}", 50) for s in range(count)]
        with pytest.raises(ConfigurationError, match=r"R1\.2"):
            Hand(config, players, button=0, deck=Deck(random.Random(0)))


def test_r1_2_players_need_chips_and_distinct_seats() -> None:
    config = GameConfig(VARIANTS["stud"], STRUCTURE)
    with pytest.raises(ConfigurationError, match="no chips"):
        Hand(config, [PlayerSeat(0, "A", 10), PlayerSeat(1, "B", 0)], 0, Deck(random.Random(0)))
    with pytest.raises(ConfigurationError, match="same seat"):
        Hand(config, [PlayerSeat(0, "A", 10), PlayerSeat(0, "B", 10)], 0, Deck(random.Random(0)))


@pytest.mark.parametrize(
    ("seats", "button", "expected"),
    [
        ((0, 1, 2, 3), 1, [2, 3, 0, 1]),
        ((0, 1, 2, 3), 3, [0, 1, 2, 3]),
        ((1, 4, 6, 9), 5, [6, 9, 1, 4]),
        ((1, 4, 6, 9), 9, [1, 4, 6, 9]),
        # the button on an empty seat (its player left): still clockwise from its left
        ((2, 5, 7), 3, [5, 7, 2]),
    ],
)
def test_r1_3_clockwise_order_starts_left_of_the_dealer(
    seats: tuple[int, ...], button: int, expected: list[int]
) -> None:
    config = GameConfig(VARIANTS["stud"], STRUCTURE)
    hand = Hand(config, [PlayerSeat(s, f"P{s}", 50) for s in seats], button, Deck(random.Random(0)))
    assert [p.seat for p in hand.order] == expected
    events = hand.start()
    assert [e.seat for e in of_type(events, CardDealt)][: len(seats)] == expected


@pytest.mark.parametrize(
    ("values", "field"),
    [
        ((-1, 2, 5, 10), "ante"),
        ((1, 0, 5, 10), "bring_in"),
        ((1, -2, 5, 10), "bring_in"),
        ((1, 6, 5, 10), "bring_in"),
        ((1, 2, 5, 5), "big_bet"),
        ((1, 2, 10, 5), "big_bet"),
        ((1.5, 2, 5, 10), "ante"),
        ((1, 2, True, 10), "small_bet"),
        ((1, 2, 5, "10"), "big_bet"),
    ],
)
def test_r1_4_bad_structure_is_rejected_naming_the_field(values: tuple[object, ...], field: str) -> None:
    with pytest.raises(StructureError) as caught:
        Structure(*values)  # type: ignore[arg-type]
    assert caught.value.field == field
    assert str(caught.value)  # a message a person can read


@pytest.mark.parametrize("values", [(0, 1, 1, 2), (1, 2, 5, 10), (5, 5, 5, 6), (1, 5, 20, 40)])
def test_r1_4_valid_structures(values: tuple[int, int, int, int]) -> None:
    assert Structure(*values).big_bet == values[3]


def test_r1_5_suit_order_clubs_diamonds_hearts_spades() -> None:
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    twos = [card("2s"), card("2c"), card("2h"), card("2d")]
    assert [str(c) for c in sorted(twos, key=lambda c: c.suit)] == ["2c", "2d", "2h", "2s"]


def test_r1_5_cards_parse_index_and_errors() -> None:
    ace = card("As")
    assert (ace.rank, ace.suit) == (Rank.ACE, Suit.SPADES)
    assert ace is Card.of(Rank.ACE, Suit.SPADES)
    assert [c.index for c in ALL_CARDS] == list(range(52))
    assert cards("AsKd 7c") == (card("As"), card("Kd"), card("7c"))
    for bad in ("A", "1s", "Ax", "AsK"):
        with pytest.raises(CardParseError, match="card"):
            cards(bad) if len(bad) != 2 else card(bad)
