"""Whole sit-and-goes between simple bots: one winner, chips conserved every hand, replayable log."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.events import HandEnded, HandStarted
from studdesk.engine.structure import Structure
from studdesk.engine.tournament import PlayerEliminated, TournamentDirector, TournamentFinished
from studdesk.engine.tournament_config import (
    DEFAULT_ROTATION,
    Entrant,
    LevelTiming,
    Speed,
    TournamentConfig,
)


def bots(n: int) -> tuple[Entrant, ...]:
    return tuple(Entrant(f"P{i}", "random" if i % 2 == 0 else "always-call") for i in range(n))


def run_to_the_end(director: TournamentDirector) -> list[tuple[object, ...]]:
    """Play to a single winner, checking the chips after every hand."""
    roster = BotRoster(director.config, director.seed)
    total = director.config.total_chips
    per_hand = []
    while not director.is_finished:
        events = play_hand(director, roster)
        start = next(e for e in events if isinstance(e, HandStarted))
        end = next(e for e in events if isinstance(e, HandEnded))
        assert sum(stack for _, stack in end.stacks) == sum(s.stack for s in start.seats)
        assert sum(director.chips().values()) == total
        per_hand.append(events)
        assert director.hands_played < 2000, "the tournament does not end"
    return per_hand


@pytest.mark.parametrize(
    ("variants", "entrants"),
    [(("stud",), 6), (("stud8",), 6), (("razz",), 6), (("five",), 6), (("five",), 10), (DEFAULT_ROTATION, 8)],
    ids=["stud", "stud8", "razz", "five", "five-10", "rotation"],
)
def test_r6_full_turbo_sit_and_go_to_a_single_winner(variants: tuple[str, ...], entrants: int) -> None:
    config = TournamentConfig(bots(entrants), variants=variants, timing=LevelTiming.of_speed(Speed.TURBO))
    director = TournamentDirector(config, seed=11)
    per_hand = run_to_the_end(director)
    assert len(director.alive_seats) == 1
    results = director.results
    assert sorted(f.seat for f in results) == list(range(entrants))
    assert results[0].place == 1 and results[0].seat == director.alive_seats[0]
    assert sum(f.prize for f in results) == pytest.approx(config.prize_pool)
    eliminated = [e for events in per_hand for e in events if isinstance(e, PlayerEliminated)]
    assert len(eliminated) == entrants - 1
    finished = per_hand[-1][-1]
    assert isinstance(finished, TournamentFinished) and finished.results == results
    if len(variants) > 1:
        played = {e.variant_key for events in per_hand for e in events if isinstance(e, HandStarted)}
        assert played == set(variants)
    # the seed and the command log replay the very same tournament
    replayed = TournamentDirector.replay(config, 11, director.log, director.elapsed_seconds)
    assert replayed.results == results
    assert replayed.snapshot() == director.snapshot()


@settings(max_examples=8, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    players=st.integers(2, 5),
    variant=st.sampled_from(["stud", "stud8", "razz", "five"]),
)
def test_chips_are_conserved_and_someone_wins_whatever_the_seed(
    seed: int, players: int, variant: str
) -> None:
    config = TournamentConfig(
        bots(players),
        variants=(variant,),
        starting_chips=120,
        ladder=(Structure(5, 5, 10, 20), Structure(10, 10, 20, 40)),
        timing=LevelTiming.of_speed(Speed.TURBO),
    )
    director = TournamentDirector(config, seed)
    run_to_the_end(director)
    assert [f.place for f in director.results][:1] == [1]


def test_same_seed_same_tournament_and_bot_seeds_differ_by_hand_and_seat() -> None:
    config = TournamentConfig(bots(4), timing=LevelTiming.of_speed(Speed.TURBO))
    first, second = TournamentDirector(config, 5), TournamentDirector(config, 5)
    assert first.bot_seed(0) == second.bot_seed(0) != first.bot_seed(1)
    run_to_the_end(first)
    run_to_the_end(second)
    assert first.log == second.log and first.results == second.results
    other = TournamentDirector(config, 6)
    run_to_the_end(other)
    assert other.log != first.log
