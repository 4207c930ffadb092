"""What new settings do to the practice table (issue 15): a new table only when it must be."""

from __future__ import annotations

from studdesk.persistence.settings import Settings
from studdesk.play.settings_plan import SeatChange, plan_change

OLD = Settings(opponents=3, default_bot="rock")
TABLE = {0: None, 1: "rock", 2: "rock", 3: "rock"}  # the player and three bots: four seats


def test_display_stakes_and_the_game_need_no_new_table_and_move_no_seat() -> None:
    new = OLD.updated(animation_speed=2.0, ante=5, bring_in=10, small_bet=30, big_bet=60, variant="razz")
    plan = plan_change(OLD, new, 4, TABLE)
    assert not plan.new_table and plan.seat_changes == ()


def test_other_bots_take_over_their_seats() -> None:
    new = OLD.updated(opponent_bots=("maniac-hard", "rock"))
    plan = plan_change(OLD, new, 4, TABLE)
    assert not plan.new_table
    assert plan.seat_changes == (SeatChange(1, "maniac-hard"),)


def test_fewer_opponents_free_the_last_seats() -> None:
    plan = plan_change(OLD, OLD.updated(opponents=1), 4, TABLE)
    assert plan.seat_changes == (SeatChange(2, None), SeatChange(3, None))


def test_more_opponents_fill_free_seats_or_need_a_bigger_table() -> None:
    table = {0: None, 1: "rock"}  # a bot was sent away from the Table menu
    assert plan_change(OLD, OLD.updated(opponents=3, default_bot="fish"), 4, table).seat_changes == (
        SeatChange(1, "fish"),
        SeatChange(2, "fish"),
        SeatChange(3, "fish"),
    )
    plan = plan_change(OLD, OLD.updated(opponents=6), 4, TABLE)
    assert plan.new_table and plan.reasons == ("6 opponents need a bigger table than this one of 4 seats",)


def test_a_game_that_seats_fewer_than_the_table_needs_a_new_table() -> None:
    five = Settings(variant="five", opponents=9, default_bot="rock")
    table = {0: None, **{s: "rock" for s in range(1, 10)}}
    plan = plan_change(five, five.updated(variant="stud", opponents=7), 10, table)
    assert plan.new_table
    assert plan.reasons == ("Seven Card Stud seats at most 8 players, and this table has 10 seats",)


def test_bots_seated_from_the_table_menu_stay_when_the_line_up_settings_did_not_change() -> None:
    table = {**TABLE, 2: "maniac-easy"}  # added by hand
    assert plan_change(OLD, OLD.updated(sound=False), 4, table).seat_changes == ()
