"""Sit-and-go settings: default ladder and speeds (R6.4), payouts (R6.3), validation, rotation."""

from __future__ import annotations

import pytest

from studdesk.engine.structure import Structure
from studdesk.engine.tournament_config import (
    DEFAULT_LADDER,
    DEFAULT_ROTATION,
    DEFAULT_STARTING_CHIPS,
    Entrant,
    LevelTiming,
    LevelUnit,
    Speed,
    TournamentConfig,
    TournamentSetupError,
    default_payouts,
    ladder_from_rows,
    validate_ladder,
    validate_payouts,
)


def entrants(n: int) -> tuple[Entrant, ...]:
    return tuple(Entrant(f"P{i}", "random") for i in range(n))


def test_r6_4_default_ladder_start_and_speeds() -> None:
    rows = [(s.ante, s.bring_in, s.small_bet, s.big_bet) for s in DEFAULT_LADDER]
    assert rows == [
        (5, 10, 30, 60),
        (10, 15, 40, 80),
        (10, 20, 60, 120),
        (15, 25, 80, 160),
        (20, 30, 100, 200),
        (25, 50, 150, 300),
        (40, 60, 200, 400),
        (60, 100, 300, 600),
        (80, 125, 400, 800),
        (100, 200, 600, 1200),
        (150, 250, 800, 1600),
        (200, 300, 1000, 2000),
    ]
    assert DEFAULT_STARTING_CHIPS == 1500
    assert (Speed.TURBO.value, Speed.REGULAR.value, Speed.DEEP.value) == (6, 10, 15)
    assert LevelTiming.of_speed(Speed.TURBO) == LevelTiming(LevelUnit.HANDS, 6)
    config = TournamentConfig(entrants(6))
    assert config.timing == LevelTiming(LevelUnit.HANDS, 10)  # R6.1: by hands by default
    assert config.ladder == DEFAULT_LADDER


@pytest.mark.parametrize(
    ("count", "expected"),
    [
        (2, (100.0,)),
        (4, (100.0,)),
        (5, (65.0, 35.0)),
        (6, (65.0, 35.0)),
        (7, (50.0, 30.0, 20.0)),
        (10, (50.0, 30.0, 20.0)),
    ],
)
def test_r6_3_default_payouts(count: int, expected: tuple[float, ...]) -> None:
    assert default_payouts(count) == expected
    variants = ("five",) if count > 8 else ("stud",)
    assert TournamentConfig(entrants(count), variants=variants).payouts == expected


@pytest.mark.parametrize(
    ("payouts", "message"),
    [
        ((60, 30), "add up to 90 %; they must add up to 100 %"),
        ((50, 60, -10), "Place 2 pays more than place 1"),
        ((70, 30, 0), "Place 3 pays 0 %"),
        ((), "At least one place must be paid"),
        ((40, 30, 20, 10), "4 places are paid but only 3 players enter"),
    ],
)
def test_r6_3_payouts_are_validated(payouts: tuple[float, ...], message: str) -> None:
    with pytest.raises(TournamentSetupError, match=message) as caught:
        validate_payouts(payouts, 3)
    assert caught.value.field == "payouts"


def test_r6_3_edited_payouts_summing_to_100_are_kept() -> None:
    config = TournamentConfig(entrants(5), payouts=(50.0, 30.0, 20.0))
    assert config.payouts == (50.0, 30.0, 20.0)
    assert validate_payouts((33.4, 33.3, 33.3), 3) == (33.4, 33.3, 33.3)


def test_r6_4_ladder_may_not_go_down() -> None:
    message = r"Level 3's small bet \(50\) is lower than level 2's \(60\): levels may not go down"
    with pytest.raises(TournamentSetupError, match=message) as caught:
        validate_ladder([Structure(5, 10, 30, 60), Structure(10, 20, 60, 120), Structure(10, 20, 50, 120)])
    assert caught.value.index == 2
    with pytest.raises(TournamentSetupError, match="at least one level"):
        validate_ladder([])


def test_r6_4_edited_ladder_rows_obey_r1_4() -> None:
    message = "Level 2: Big bet must be larger than the small bet"
    with pytest.raises(TournamentSetupError, match=message) as caught:
        ladder_from_rows([(5, 10, 30, 60), (10, 15, 40, 40)])
    assert caught.value.index == 1
    with pytest.raises(TournamentSetupError, match="Level 1: Bring-in must not exceed the small bet"):
        ladder_from_rows([(5, 40, 30, 60)])
    with pytest.raises(TournamentSetupError, match="needs 4 amounts"):
        ladder_from_rows([(5, 10, 30)])
    assert ladder_from_rows([(0, 1, 2, 4), (0, 1, 2, 4), (1, 2, 4, 8)])[2] == Structure(1, 2, 4, 8)


def test_r1_2_entrants_per_variant_and_rotation() -> None:
    TournamentConfig(entrants(10), variants=("five",))
    with pytest.raises(TournamentSetupError, match="2 to 8 entrants, not 9"):
        TournamentConfig(entrants(9), variants=DEFAULT_ROTATION)
    with pytest.raises(TournamentSetupError, match="not 1"):
        TournamentConfig(entrants(1))
    with pytest.raises(TournamentSetupError, match="Unknown variant 'holdem'"):
        TournamentConfig(entrants(3), variants=("holdem",))
    with pytest.raises(TournamentSetupError, match="Two entrants are called 'P0'"):
        TournamentConfig((Entrant("P0"), Entrant("P0", "random")))
    with pytest.raises(TournamentSetupError, match="Entrant 2 has no name"):
        TournamentConfig((Entrant("P0"), Entrant("  ", "random")))


def test_other_settings_are_validated() -> None:
    with pytest.raises(TournamentSetupError, match="at least 1 starting chip"):
        TournamentConfig(entrants(3), starting_chips=0)
    with pytest.raises(TournamentSetupError, match="at least 1 hand"):
        LevelTiming(LevelUnit.HANDS, 0)
    with pytest.raises(TournamentSetupError, match="at least 1 minute"):
        LevelTiming(LevelUnit.MINUTES, -5)


def test_rotation_changes_the_game_each_level_and_keeps_rotating_past_the_ladder_top() -> None:
    config = TournamentConfig(entrants(6), variants=DEFAULT_ROTATION, ladder=DEFAULT_LADDER[:2])
    games = [config.variant_at(level).key for level in range(6)]
    assert games == ["stud", "stud8", "razz", "five", "stud", "stud8"]
    assert config.structure_at(5) == DEFAULT_LADDER[1]
    assert config.prize_pool == 600 and config.total_chips == 9000
