"""R6.1 levels by hands or by minutes (injected clock), changing at the next hand; the rotation."""

from __future__ import annotations

import pytest

from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.events import HandStarted
from studdesk.engine.structure import Structure
from studdesk.engine.tournament import LevelRaised, TournamentDirector
from studdesk.engine.tournament_config import (
    DEFAULT_LADDER,
    DEFAULT_ROTATION,
    Entrant,
    LevelTiming,
    LevelUnit,
    Speed,
    TournamentConfig,
)

# deep stacks so nobody busts while the levels are watched
BIG_STACK = 1_000_000


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def config(**kwargs: object) -> TournamentConfig:
    players = tuple(Entrant(f"P{i}", "always-call") for i in range(4))
    return TournamentConfig(players, starting_chips=BIG_STACK, **kwargs)  # type: ignore[arg-type]


def started(events: tuple[object, ...]) -> HandStarted:
    return next(e for e in events if isinstance(e, HandStarted))


def play(director: TournamentDirector) -> tuple[object, ...]:
    """Play the next hand with always-call bots."""
    return play_hand(director, BotRoster(director.config, director.seed))


def passive(director: TournamentDirector) -> Act:
    hand = director.hand
    assert hand is not None and hand.to_act is not None
    kinds = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)
    return Act.taking(hand.to_act, next(o for o in hand.legal_actions() if o.kind in kinds))


def test_r6_1_turbo_levels_rise_every_six_hands() -> None:
    director = TournamentDirector(config(timing=LevelTiming.of_speed(Speed.TURBO)), seed=1)
    raised: dict[int, int] = {}
    antes = []
    for _ in range(13):
        events = play(director)
        antes.append(started(events).ante)
        raised.update({e.hand_number: e.level for e in events if isinstance(e, LevelRaised)})
    assert raised == {7: 2, 13: 3}
    assert antes == [5] * 6 + [10] * 6 + [10]
    assert [started(play(director)).bring_in] == [20]


def test_r6_1_level_status_counts_the_hands_left() -> None:
    director = TournamentDirector(config(timing=LevelTiming.of_speed(Speed.TURBO)), seed=2)
    status = director.level_status()
    assert (status.level, status.hands_left, status.seconds_left) == (1, 6, None)
    assert status.next_structure == DEFAULT_LADDER[1] and status.next_variant_key == "stud"
    for _ in range(5):
        play(director)
    director.start_hand()  # the 6th hand, in progress: still counted
    assert (director.level_status().level, director.level_status().hands_left) == (1, 1)
    while director.hand is not None and not director.hand.is_over:
        director.apply(passive(director))
    director.finish_hand()
    status = director.level_status()
    assert (status.level, status.hands_left, status.structure) == (2, 6, DEFAULT_LADDER[1])


def test_r6_1_levels_by_minutes_change_at_the_next_hand() -> None:
    clock = FakeClock()
    director = TournamentDirector(config(timing=LevelTiming(LevelUnit.MINUTES, 2)), seed=3, clock=clock)
    play(director)  # the clock starts with the first hand
    clock.now += 119
    assert director.level_status().seconds_left == pytest.approx(1.0)
    hand, events = director.start_hand()
    assert not any(isinstance(e, LevelRaised) for e in events)
    clock.now += 30  # time runs out mid-hand: this hand keeps its level
    assert director.level_status().seconds_left == 0.0
    assert hand.structure == DEFAULT_LADDER[0]
    while not hand.is_over:
        director.apply(passive(director))
    director.finish_hand()
    events = play(director)
    assert [e for e in events if isinstance(e, LevelRaised)] == [LevelRaised(2, DEFAULT_LADDER[1], "stud", 3)]
    director.pause()  # a paused clock does not run the level down
    left = director.level_status().seconds_left
    clock.now += 500
    assert director.level_status().seconds_left == left


def test_r6_1_the_top_level_stays_and_shows_no_next_level() -> None:
    ladder = (Structure(1, 2, 4, 8), Structure(2, 4, 8, 16))
    director = TournamentDirector(config(ladder=ladder, timing=LevelTiming(LevelUnit.HANDS, 1)), seed=4)
    levels = [next((e.level for e in play(director) if isinstance(e, LevelRaised)), None) for _ in range(4)]
    assert levels == [None, 2, None, None]
    status = director.level_status()
    assert (status.level, status.next_structure, status.hands_left) == (2, None, None)


def test_rotation_changes_the_game_with_every_level() -> None:
    director = TournamentDirector(
        config(variants=DEFAULT_ROTATION, timing=LevelTiming(LevelUnit.HANDS, 2)), seed=5
    )
    games = [started(play(director)).variant_key for _ in range(10)]
    assert games == ["stud", "stud", "stud8", "stud8", "razz", "razz", "five", "five", "stud", "stud"]
    # between hands the status shows the level due next: hands 11-12 are level 6, Hi/Lo
    status = director.level_status()
    assert (status.level, status.variant_key, status.next_variant_key) == (6, "stud8", "razz")
