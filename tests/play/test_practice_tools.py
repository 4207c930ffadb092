"""The calculator window's and the trainer window's work, without the windows."""

from __future__ import annotations

import pytest

from studdesk.play.calculator_tool import CalculatorTool, check, compute
from studdesk.play.tools import MIXED_TABLE, TRAINER_STYLES, ToolCancelledError, ToolError, readable_cards
from studdesk.play.trainer_tool import TrainerTool
from studdesk.wording.drills import opponents_style


def test_a_good_question_has_a_plan_and_no_problems() -> None:
    ok = check("stud", [("As Ks", "Kd Kc 7h 8h"), ("Qh Qc", "9c 3h 2c 8d")], "")
    assert ok.ok and ok.plan == "1,560 deals: the answer will be exact"  # 40 x 39 last cards
    big = check("stud", [("As Ks", "7h"), ("Qc Qd", "2s")], "")
    assert big.plan.endswith("too many to count, a Monte Carlo sample will do")


def test_each_problem_is_named_at_its_field() -> None:
    result = check("stud8", [("As 2s", "3h"), ("Qc Qd", "2d As Xx")], "Kh 9")
    assert not result.ok and result.plan == ""
    up = [m for k, m in result.problems if k == "p1-up"]
    assert up[0].startswith("Player 2: 'Xx' is not a card")
    assert up[1] == "The As is given in player 1 and in player 2."  # a typo does not hide it
    (dead,) = [m for k, m in result.problems if k == "dead"]
    assert dead == "The dead cards: '9' is half a card; write each card as rank and suit, like 'As' or 'Td'."


def test_too_many_cards_for_the_variant_points_at_the_players_field() -> None:
    result = check("five", [("As", "Ks Kd Kh Kc 7h"), ("", "")], "")
    assert result.problems == (
        ("p0-up", "Player 1 has 6 cards, but Five Card Stud deals each player only 5."),
    )


def test_a_card_in_the_dead_cards_and_a_hand() -> None:
    result = check("razz", [("Ah 2h", "3h"), ("4c 5c", "6c")], "2h")
    assert result.problems == (("dead", "The 2h is given in player 1 and in the dead cards."),)


def test_too_few_players_or_an_unknown_game_are_problems_of_the_whole_question() -> None:
    assert check("stud", [("As", "")], "").problems == (("", "Give at least 2 hands to compare (got 1)."),)
    assert check("holdem", [("As", ""), ("Kd", "")], "").problems[0][0] == ""


def test_compute_answers_exactly_and_in_words() -> None:
    answer = compute("stud", [("As Ks", "Kd Kc 7h 8h"), ("Qh Qc", "9c 3h 2c 8d")], "")
    assert answer.exact and answer.deals == 1560 and not answer.split
    assert answer.how == "exact, 1,560 deals enumerated"
    assert answer.rows[0].cards == "A♠ K♠ K♦ K♣ 7♥ 8♥"
    assert answer.rows[0].equity + answer.rows[1].equity == pytest.approx(1.0)
    assert answer.rows[0].high is None and answer.rows[0].error == 0.0


def test_compute_stops_when_told_to() -> None:
    with pytest.raises(ToolCancelledError):
        compute("stud8", [("As 2s", "3h"), ("Qc Qd", "2d")], "", samples=100_000, should_stop=lambda: True)


def test_compute_refuses_what_check_refuses_and_an_endless_exact_count() -> None:
    with pytest.raises(ToolError, match="is given in player 1 and in player 2"):
        compute("stud", [("As", ""), ("As", "")], "")
    with pytest.raises(ToolError, match="--exact would enumerate"):
        CalculatorTool().compute("stud", [("As", ""), ("Kd", "")], "", 200_000, True, lambda: False)


def test_typed_cards_are_read_leniently_for_the_grid() -> None:
    assert [str(c) for c in readable_cards("As kd Xx 7C")] == ["As", "Kd", "7c"]


def test_trainer_deals_judges_and_keeps_the_score() -> None:
    tool = TrainerTool("razz", opponents=3, seed=5)
    situation = tool.deal()
    assert situation.number == 1 and situation.title == "Situation 1 · Razz"
    assert len(situation.cards) == 3 and situation.up == (False, False, True)
    assert len(situation.doors) == 3 and all("(" in d for d in situation.doors)
    picks = dict(situation.picks)
    assert set(picks) <= {"fold", "call", "complete", "raise"} and picks
    verdict = tool.judge(next(iter(picks)))
    assert verdict.lines[0].startswith(("Right: ", "The advisor would "))
    assert verdict.score.startswith(f"Score: {int(verdict.correct)} of 1 (")
    assert tool.deal().number == 2


def test_trainer_refuses_a_pick_before_a_deal_and_a_pick_not_on_offer() -> None:
    tool = TrainerTool("stud", opponents=2, seed=1)
    with pytest.raises(ValueError):
        tool.judge("fold")
    situation = tool.deal()
    missing = {"fold", "call", "complete", "raise"} - {p for p, _ in situation.picks}
    if missing:
        with pytest.raises(ValueError, match="is not on offer"):
            tool.judge(missing.pop())
    with pytest.raises(ValueError):
        tool.judge("all-in")


def test_trainer_refuses_a_table_it_cannot_seat() -> None:
    with pytest.raises(ValueError):
        TrainerTool("stud", opponents=8, seed=1)
    with pytest.raises(ValueError):
        TrainerTool("holdem", opponents=2, seed=1)


def test_trainer_seats_the_chosen_style_or_a_mixed_table() -> None:
    tool = TrainerTool("stud", opponents=3, seed=1, style="maniac")
    assert tool.trainer.config.opponents == ("maniac", "maniac", "maniac")
    tool.configure("stud", 3, 1, MIXED_TABLE)
    assert len(set(tool.trainer.config.opponents)) == 3  # three different bots
    with pytest.raises(ValueError, match="unknown opponents' style 'sharks'"):
        tool.configure("stud", 3, 1, "sharks")


def test_every_style_on_offer_has_words_and_deals() -> None:
    for style in TRAINER_STYLES:
        assert opponents_style(style)
        tool = TrainerTool("razz", opponents=2, seed=3, style=style)
        assert len(tool.deal().cards) == 3
