"""The Settings model: defaults, plain-words validation per rule, engine objects."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from persistence.unusual import UNUSUAL_RULE_SETTINGS, UNUSUAL_RULES  # tests/ is on sys.path
from studdesk.engine.errors import StructureError
from studdesk.engine.structure import AllInRule, HouseRules, Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.settings import Settings, field_title, problems_of


def test_defaults_are_the_rulebook_defaults() -> None:
    s = Settings()
    assert s.structure() == Structure(ante=1, bring_in=5, small_bet=20, big_bet=40)
    assert s.house_rules() == HouseRules()  # docs/rules.md §8: defaults first
    assert s.variant_obj() is VARIANTS["stud"]
    assert problems_of({}) == {}


def test_game_config_carries_variant_structure_and_rules() -> None:
    s = Settings(variant="stud8", ante=2, bring_in=3, small_bet=10, big_bet=20, raise_cap=4)
    config = s.game_config()
    assert config.variant is VARIANTS["stud8"]
    assert config.structure == Structure(2, 3, 10, 20)
    assert config.rules.raise_cap == 4


def test_r8_every_house_rule_option_reaches_the_engine() -> None:
    assert Settings(**UNUSUAL_RULE_SETTINGS).house_rules() == UNUSUAL_RULES


def test_r3_8_half_bet_rule_is_the_default_and_older_files_get_it() -> None:
    """Settings written before the option existed have no all_in_rule: they take the default."""
    assert Settings().house_rules().all_in_rule is AllInRule.HALF_BET
    old = Settings().to_json_data()
    del old["all_in_rule"]
    assert Settings.model_validate(old).all_in_rule == "half_bet"


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"ante": -1}, "ante", "Ante must not be negative"),
        ({"bring_in": 0}, "bring_in", "Bring-in must be at least 1"),
        ({"bring_in": 25}, "bring_in", "Bring-in must not exceed the small bet"),
        ({"big_bet": 20}, "big_bet", "Big bet must be larger than the small bet"),
        ({"small_bet": 50}, "big_bet", "Big bet must be larger than the small bet"),
    ],
)
def test_r1_4_structure_problems_name_the_field(changes: dict[str, Any], field: str, message: str) -> None:
    assert problems_of(changes) == {field: message}


def test_r1_4_bring_in_may_equal_the_small_bet_and_ante_may_be_zero() -> None:
    assert problems_of({"ante": 0, "bring_in": 20}) == {}


@pytest.mark.parametrize(
    ("variant", "most"),
    [("stud", 7), ("stud8", 7), ("razz", 7), ("five", 9)],
)
def test_r1_2_opponents_fit_the_variant(variant: str, most: int) -> None:
    assert problems_of({"variant": variant, "opponents": most}) == {}
    problems = problems_of({"variant": variant, "opponents": most + 1})
    assert list(problems) == ["opponents"]


def test_r1_2_message_says_how_many_players_a_game_seats() -> None:
    assert problems_of({"variant": "stud", "opponents": 8}) == {
        "opponents": "Seven Card Stud seats at most 8 players, so at most 7 opponents"
    }
    assert problems_of({"variant": "five", "opponents": 10}) == {"opponents": "Opponents must be at most 9"}
    assert problems_of({"opponents": 0}) == {"opponents": "Opponents must be at least 1"}


def test_r2_1_starting_stack_covers_the_ante() -> None:
    assert problems_of({"ante": 10, "starting_stack": 10}) == {}
    assert problems_of({"ante": 10, "starting_stack": 9}) == {
        "starting_stack": "Starting stack must cover at least the ante (10 chips)"
    }


def test_several_conflicts_are_reported_together() -> None:
    problems = problems_of({"bring_in": 30, "opponents": 9, "ante": 5000})
    assert set(problems) == {"bring_in", "opponents", "starting_stack"}


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"player_name": "   "}, "player_name", "Your name must not be empty"),
        ({"player_name": "x" * 21}, "player_name", "Your name must be at most 20 characters"),
        ({"player_name": "a\tb"}, "player_name", "Your name must not contain control characters"),
        ({"variant": "holdem"}, "variant", "Game must be one of: 'stud', 'stud8', 'five', 'razz'"),
        ({"raise_cap": 5}, "raise_cap", "Raises per round must be one of: 3, 4"),
        (
            {"odd_chip_rule": "random"},
            "odd_chip_rule",
            "Odd chips must be one of: 'position', 'high_card_by_suit'",
        ),
        ({"all_in_rule": "half"}, "all_in_rule", "Short all-ins must be one of: 'half_bet', 'full_bet'"),
        ({"animation_speed": 4.5}, "animation_speed", "Animation speed must be at most 4"),
        ({"animation_speed": -1.0}, "animation_speed", "Animation speed must not be negative"),
        ({"animation_speed": float("inf")}, "animation_speed", "Animation speed must be a number"),
        ({"bot_think_ms": 5001}, "bot_think_ms", "Bot thinking time must be at most 5000"),
        (
            {"felt_color": "green"},
            "felt_color",
            "Felt colour must look like #1d6b3c (a # and six hex digits)",
        ),
        ({"default_bot": ""}, "default_bot", "Default bot must be chosen"),
        (
            {"opponent_bots": ("rock", "two words")},
            "opponent_bots",
            "Bot for opponent 2 must be a bot name such as calling-station",
        ),
        ({"opponent_bots": ("rock",) * 10}, "opponent_bots", "Opponent bots may hold at most 9 entries"),
        ({"ante": "5"}, "ante", "Ante must be a whole number"),
        ({"ante": 2.0}, "ante", "Ante must be a whole number"),
        ({"sound": "yes"}, "sound", "Sound must be on or off"),
        ({"sound_volume": 101}, "sound_volume", "Sound volume must be at most 100"),
        ({"sound_volume": -5}, "sound_volume", "Sound volume must not be negative"),
        ({"sound_volume": 50.5}, "sound_volume", "Sound volume must be a whole number"),
        (
            {"window_geometry": "not base64!"},
            "window_geometry",
            "Window position is not a window place StudDesk saved",
        ),
        ({"colour": "red"}, "colour", "'colour' is not a StudDesk setting"),
        (
            {"schema_version": 2},
            "schema_version",
            "Settings format must be 1; older files are upgraded when loaded",
        ),
    ],
)
def test_field_problems_in_plain_words(changes: dict[str, Any], field: str, message: str) -> None:
    assert problems_of(changes) == {field: message}


def test_messages_start_with_the_field_title() -> None:
    # the dialog shows messages next to labels made from the same titles
    assert problems_of({"small_bet": 0})["small_bet"].startswith(field_title("small_bet"))


def test_values_are_normalised() -> None:
    s = Settings(player_name="  Ann  ", felt_color="#ABCDEF")
    assert (s.player_name, s.felt_color) == ("Ann", "#abcdef")


def test_settings_are_frozen() -> None:
    s = Settings()
    with pytest.raises(ValidationError):
        s.ante = 3  # type: ignore[misc]


def test_updated_validates_the_change() -> None:
    assert Settings().updated(ante=2).ante == 2
    with pytest.raises(ValidationError):
        Settings().updated(bring_in=500)


def test_bot_for_opponent_falls_back_to_the_default_bot() -> None:
    s = Settings(opponents=3, opponent_bots=("rock", "maniac"), default_bot="fish")
    assert [s.bot_for_opponent(i) for i in range(3)] == ["rock", "maniac", "fish"]
    with pytest.raises(IndexError):
        s.bot_for_opponent(3)


def test_a_mix_plays_a_style_per_seat_as_the_default_and_in_a_seat() -> None:
    """Issue 15: a seat left to a mix of styles gets that seat's style, also when the dialog
    stored the mix's name for a seat before one the player chose."""
    s = Settings(opponents=4, opponent_bots=("mix-hard", "mix-hard", "rock"), default_bot="mix-hard")
    assert [s.bot_for_opponent(i) for i in range(4)] == ["solid-hard", "rock-hard", "rock", "maniac-hard"]
    assert all(not s.bot_for_opponent(i).startswith("mix-") for i in range(4))


def test_extra_bot_entries_are_kept_but_unused() -> None:
    # lowering the opponent count must not forget the bots chosen for the later seats
    s = Settings(opponents=1, opponent_bots=("rock", "maniac"))
    assert s.opponent_bots == ("rock", "maniac")
    assert s.bot_for_opponent(0) == "rock"


@given(
    ante=st.integers(-3, 60),
    bring_in=st.integers(-3, 60),
    small_bet=st.integers(-3, 60),
    big_bet=st.integers(-3, 120),
)
def test_r1_4_settings_accept_exactly_the_structures_the_engine_accepts(
    ante: int, bring_in: int, small_bet: int, big_bet: int
) -> None:
    try:
        Structure(ante, bring_in, small_bet, big_bet)
        engine_ok = True
    except StructureError:
        engine_ok = False
    data = {
        "ante": ante,
        "bring_in": bring_in,
        "small_bet": small_bet,
        "big_bet": big_bet,
        "starting_stack": max(1, ante),
    }
    problems = problems_of(data)
    assert (problems == {}) == engine_ok
    assert set(problems) <= {"ante", "bring_in", "small_bet", "big_bet"}


def test_a_bad_field_does_not_hide_a_conflict_elsewhere() -> None:
    problems = problems_of({"player_name": "", "felt_color": "x", "bring_in": 30})
    assert problems == {
        "player_name": "Your name must not be empty",
        "felt_color": "Felt colour must look like #1d6b3c (a # and six hex digits)",
        "bring_in": "Bring-in must not exceed the small bet",
    }


def test_conflicts_are_not_guessed_from_a_field_that_is_itself_bad() -> None:
    # with the small bet unreadable there is no telling whether the bring-in fits it
    assert problems_of({"small_bet": "lots", "bring_in": 30}) == {
        "small_bet": "Small bet must be a whole number"
    }
