"""The table between hands: the button (R1.3), stacks carried over, joining and leaving, busting."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest

from studdesk.engine.cards import Deck, cards
from studdesk.engine.errors import ConfigurationError
from studdesk.engine.events import HandStarted
from studdesk.engine.hand import GameConfig
from studdesk.engine.structure import Structure
from studdesk.engine.table import Table
from studdesk.engine.variants import VARIANTS

from .stacked import STRUCTURE, check_down, dealing_order

STUD = GameConfig(VARIANTS["stud"], STRUCTURE)


def _table(players: dict[int, int], seed: int = 5, seats: int = 9) -> Table:
    table = Table(STUD, seats, random.Random(seed))
    for seat, stack in players.items():
        table.sit(seat, f"P{seat}", stack)
    return table


def _play_hand(table: Table, deck: Deck | None = None) -> int:
    """Deal and play one hand passively; returns its button."""
    hand, _ = table.start_hand(deck)
    check_down(hand)
    table.finish_hand()
    return hand.button


def test_r1_3_button_moves_one_occupied_seat_clockwise() -> None:
    table = _table({1: 500, 4: 500, 7: 500})
    buttons = [_play_hand(table) for _ in range(7)]
    occupied = [1, 4, 7]
    for previous, current in itertools.pairwise(buttons):
        assert current == occupied[(occupied.index(previous) + 1) % 3]
    assert set(buttons) == set(occupied)


def test_r1_3_button_skips_seats_left_empty() -> None:
    table = _table({1: 500, 4: 500, 7: 500, 8: 500})
    while _play_hand(table) != 1:
        pass
    table.leave(4)
    table.sit(2, "P2", 300)  # sits between the button and the next player
    assert [_play_hand(table) for _ in range(4)] == [2, 7, 8, 1]


def test_r1_3_first_button_comes_from_the_seeded_random_source() -> None:
    first = [_table({1: 500, 4: 500, 7: 500}, seed=s).next_button() for s in range(12)]
    again = [_table({1: 500, 4: 500, 7: 500}, seed=s).next_button() for s in range(12)]
    assert first == again
    assert set(first) == {1, 4, 7}


def test_stacks_are_carried_over_to_the_next_hand() -> None:
    table = _table({0: 80, 3: 120, 5: 100})
    hand, _ = table.start_hand()
    check_down(hand)
    table.finish_hand()
    assert {s: p.stack for s, p in table.players.items()} == hand.final_stacks()
    _, events = table.start_hand()
    started = events[0]
    assert isinstance(started, HandStarted)
    assert {info.seat: info.stack for info in started.seats} == hand.final_stacks()
    assert started.hand_number == 2


def test_join_leave_and_changes_only_between_hands() -> None:
    table = _table({0: 100, 1: 100})
    table.start_hand()
    attempts: list[Callable[[], object]] = [
        lambda: table.sit(2, "Late", 100),
        lambda: table.leave(1),
        lambda: table.set_stack(0, 500),
        lambda: table.set_config(GameConfig(VARIANTS["razz"], STRUCTURE)),
        lambda: table.start_hand(),
        lambda: table.finish_hand(),
    ]
    for attempt in attempts:
        with pytest.raises(ConfigurationError, match=r"while a hand|no finished hand"):
            attempt()
    assert sorted(table.players) == [0, 1]
    assert table.current is not None
    check_down(table.current)
    table.finish_hand()
    table.sit(2, "Late", 100)
    table.set_config(GameConfig(VARIANTS["razz"], STRUCTURE))
    hand, _ = table.start_hand()
    assert hand.variant.key == "razz"
    assert sorted(p.seat for p in hand.order) == [0, 1, 2]


def test_busted_players_are_reported_and_sit_out_until_they_rebuy() -> None:
    table = _table({1: 100, 4: 1, 7: 100}, seats=9)
    # seat 4 is all-in from the ante with the worst hand
    holdings = {
        1: cards("Ah Ad 2c 5s 6s 7s 8s"),
        4: cards("7h 2d 9c 4d Jh 3s 5d"),
        7: cards("Kh Kd Tc 5c 6h 8c 3h"),
    }
    button = table.next_button()
    deck = Deck(order=dealing_order("stud", holdings, button))
    hand, _ = table.start_hand(deck)
    check_down(hand)
    busted = table.finish_hand()
    assert [p.seat for p in busted] == [4]
    assert table.players[4].stack == 0
    assert [p.seat for p in table.active_players()] == [1, 7]
    next_hand, _ = table.start_hand()
    assert sorted(p.seat for p in next_hand.order) == [1, 7]
    check_down(next_hand)
    table.finish_hand()
    table.set_stack(4, 50)  # a rebuy between hands
    assert [p.seat for p in table.active_players()] == [1, 4, 7]


def test_table_errors_say_what_is_wrong() -> None:
    table = _table({0: 100})
    with pytest.raises(ConfigurationError, match="needs 2 to 8 players"):
        table.start_hand()
    with pytest.raises(ConfigurationError, match="taken"):
        table.sit(0, "Again", 100)
    with pytest.raises(ConfigurationError, match="does not exist"):
        table.sit(9, "Far", 100)
    with pytest.raises(ConfigurationError, match="needs chips"):
        table.sit(1, "Broke", 0)
    with pytest.raises(ConfigurationError, match="empty"):
        table.leave(3)
    with pytest.raises(ConfigurationError, match="empty"):
        table.set_stack(3, 100)
    with pytest.raises(ConfigurationError, match="at least 1 chip"):
        table.set_stack(0, 0)
    with pytest.raises(ConfigurationError, match="no finished hand"):
        table.finish_hand()
    with pytest.raises(ConfigurationError, match="2 to 10 seats"):
        Table(STUD, 11, random.Random(0))
    with pytest.raises(ConfigurationError, match="nobody"):
        Table(STUD, 6, random.Random(0)).next_button()


def test_eight_player_limit_of_the_seven_card_games_at_a_ten_seat_table() -> None:
    table = Table(GameConfig(VARIANTS["stud"], Structure(1, 2, 5, 10)), 10, random.Random(0))
    for seat in range(9):
        table.sit(seat, f"P{seat}", 100)
    with pytest.raises(ConfigurationError, match="2 to 8 players"):
        table.start_hand()
    table.set_config(GameConfig(VARIANTS["five"], Structure(1, 2, 5, 10)))
    hand, _ = table.start_hand()
    assert len(hand.order) == 9
