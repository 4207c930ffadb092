"""R6.2 eliminations and places, R6.3 prizes: simultaneous busts, chopped places, the winner."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Deck, cards
from studdesk.engine.events import HandStarted
from studdesk.engine.structure import Structure
from studdesk.engine.tournament import (
    PlayerEliminated,
    TournamentDirector,
    TournamentFinished,
    TournamentSnapshot,
    assign_places,
)
from studdesk.engine.tournament_config import Entrant, LevelTiming, LevelUnit, TournamentConfig
from studdesk.wording.places import place_text

from .stacked import dealing_order


def director_with_stacks(
    stacks: dict[int, int], structure: Structure, payouts: tuple[float, ...], button: int
) -> TournamentDirector:
    """A tournament restored mid-way with the given stacks; the next hand's button is `button`."""
    total = sum(stacks.values())
    assert total % len(stacks) == 0
    config = TournamentConfig(
        tuple(Entrant(f"P{seat}", "always-call") for seat in sorted(stacks)),
        starting_chips=total // len(stacks),
        ladder=(structure,),
        payouts=payouts,
    )
    snapshot = TournamentSnapshot(
        hands_played=0,
        button=(button - 1) % len(stacks),
        stacks=tuple(sorted(stacks.items())),
        finishes=(),
        level=0,
        elapsed_seconds=0.0,
        rng_state=random.Random(0).getstate(),
    )
    return TournamentDirector.restore(config, 0, snapshot, ())


def test_assign_places_orders_by_starting_stack_and_shares_equal_stacks() -> None:
    # Five players were in; three bust together. 10 and 10 share 4th-5th; 40 takes 3rd.
    assert assign_places([(0, 40), (3, 10), (5, 10)], worst_place=5) == [(3, 4, 5), (5, 4, 5), (0, 3, 3)]
    assert assign_places([(2, 7)], worst_place=2) == [(2, 2, 2)]
    assert assign_places([(1, 20), (4, 20), (6, 20)], worst_place=8) == [(1, 6, 8), (4, 6, 8), (6, 6, 8)]


@given(
    stacks=st.lists(st.integers(1, 6), min_size=1, max_size=8),
    extra=st.integers(1, 3),
)
def test_r6_2_assign_places_invariants(stacks: list[int], extra: int) -> None:
    worst = len(stacks) + extra  # `extra` players survived the hand
    placed = assign_places(list(enumerate(stacks)), worst_place=worst)
    assert sorted(seat for seat, _, _ in placed) == list(range(len(stacks)))
    by_seat = {seat: (first, last) for seat, first, last in placed}
    for a, sa in enumerate(stacks):
        for b, sb in enumerate(stacks):
            if sa > sb:
                assert by_seat[a][1] < by_seat[b][0]  # a bigger stack finishes strictly higher
            if sa == sb:
                assert by_seat[a] == by_seat[b]  # equal stacks share the same places
    # the busted players fill exactly the places below the survivors
    covered = sorted({p for first, last in by_seat.values() for p in range(first, last + 1)})
    assert covered == list(range(extra + 1, worst + 1))


def test_r6_2_simultaneous_eliminations_ordered_by_stacks_and_chopped_places() -> None:
    # Everyone but seat 3 goes all-in on the ante; seat 3 makes a royal flush and wins every pot.
    director = director_with_stacks(
        {0: 50, 1: 30, 2: 30, 3: 290},
        Structure(ante=50, bring_in=10, small_bet=20, big_bet=40),
        payouts=(50.0, 30.0, 20.0),
        button=3,
    )
    holdings = {
        0: cards("2c 3d 4h 6c 7d 9h Jc"),
        1: cards("2d 3h 4c 6d 7h 9c Jd"),
        2: cards("2h 3c 4d 6h 7c 9d Jh"),
        3: cards("As Ks Qs Js Ts 9s 8s"),
    }
    hand, _ = director.start_hand(deck=Deck(order=dealing_order("stud", holdings, button=3)))
    assert hand.button == 3 and hand.is_over  # nobody had chips to bet with
    events = director.finish_hand()
    eliminated = [e for e in events if isinstance(e, PlayerEliminated)]
    # pool 4 x 100 = 400. Seats 1 and 2 started the hand with 30 each: they share 3rd-4th,
    # (20 % + 0 %) / 2 = 10 % = 40 each; seat 0 started with 50: 2nd, 30 % = 120.
    assert [(e.seat, e.place, e.last_place, e.prize) for e in eliminated] == [
        (1, 3, 4, 40.0),
        (2, 3, 4, 40.0),
        (0, 2, 2, 120.0),
    ]
    finished = events[-1]
    assert isinstance(finished, TournamentFinished)
    assert [(f.seat, place_text(f.place, f.last_place), f.prize) for f in finished.results] == [
        (3, "1st", 200.0),
        (0, "2nd", 120.0),
        (1, "3rd-4th (shared)", 40.0),
        (2, "3rd-4th (shared)", 40.0),
    ]
    assert sum(f.prize for f in finished.results) == director.config.prize_pool
    assert director.is_finished
    with pytest.raises(Exception, match="the tournament is over"):
        director.start_hand()


def test_r6_2_player_with_chips_left_is_not_eliminated_and_standings_show_the_out() -> None:
    director = director_with_stacks(
        {0: 50, 1: 100, 2: 150},
        Structure(ante=50, bring_in=10, small_bet=20, big_bet=40),
        payouts=(100.0,),
        button=2,
    )
    holdings = {
        0: cards("2c 3d 4h 6c 7d 9h Jc"),
        1: cards("As Ks Qs Js Ts 9s 8s"),
        2: cards("2d 3h 4c 6d 7h 9c Jd"),
    }
    hand, _ = director.start_hand(deck=Deck(order=dealing_order("stud", holdings, button=2)))
    # seats 1 and 2 still have chips: they bet; check it down so seat 1's royal flush wins
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        passive = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)
        director.apply(Act.taking(seat, next(o for o in hand.legal_actions() if o.kind in passive)))
    events = director.finish_hand()
    assert [(e.seat, e.place) for e in events if isinstance(e, PlayerEliminated)] == [(0, 3)]
    standings = director.standings()
    assert [s.seat for s in standings] == [1, 2, 0]
    assert standings[-1].is_out and standings[-1].finish is not None and standings[-1].finish.place == 3
    live = standings[:2]
    assert sum(s.chips for s in live) == 300
    assert sum(s.chip_percent for s in live) == pytest.approx(100.0)
    # one prize left between two players: ICM equity is the chip share of it
    assert [s.equity for s in live] == pytest.approx([300 * s.chips / 300 for s in live])


def test_r6_2_places_and_prizes_hold_over_many_all_in_tournaments() -> None:
    """Huge antes make players bust together often; every multi-bust must follow R6.2."""
    seen_together = seen_shared = 0
    for seed in range(12):
        config = TournamentConfig(
            tuple(Entrant(f"P{i}", "random" if i % 2 else "always-call") for i in range(6)),
            starting_chips=60,
            ladder=(Structure(20, 20, 40, 80),),
            payouts=(50.0, 30.0, 20.0),
            timing=LevelTiming(LevelUnit.HANDS, 1),
        )
        director = TournamentDirector(config, seed)
        roster = BotRoster(config, seed)
        while not director.is_finished:
            events = play_hand(director, roster)
            start = next(e for e in events if isinstance(e, HandStarted))
            start_stacks = {s.seat: s.stack for s in start.seats}
            out = [e for e in events if isinstance(e, PlayerEliminated)]
            seen_together += len(out) > 1
            for e in out:
                mine = start_stacks[e.seat]
                worse = sum(1 for o in out if start_stacks[o.seat] < mine)
                equal = sum(1 for o in out if start_stacks[o.seat] == mine)
                assert e.last_place == len(start_stacks) - worse
                assert e.place == e.last_place - equal + 1
                seen_shared += equal > 1
        results = director.results
        assert len(results) == 6 and results[0].place == results[0].last_place == 1
        ranges = [(f.place, f.last_place) for f in results]
        for first, last in set(ranges):
            assert ranges.count((first, last)) == last - first + 1  # a shared range, once per sharer
        assert sorted(p for first, last in set(ranges) for p in range(first, last + 1)) == list(range(1, 7))
        assert sum(f.prize for f in results) == pytest.approx(config.prize_pool)
    assert seen_together and seen_shared  # the scenario really exercised both rules
