"""The duplicate match runner and the opponent model."""

from __future__ import annotations

import pytest

from studdesk.bots.match import (
    MatchResult,
    MatchSpec,
    combine,
    paired_difference,
    play_rotation,
    run_match,
    run_matches,
)
from studdesk.bots.opponents import OpponentModel
from studdesk.bots.registry import make_bot
from studdesk.cli.match import main as match_cli

from .helpers import play_hands


def test_duplicate_cancels_luck_between_mirror_bots() -> None:
    # Both bots always go to the showdown: swapping seats on the same deck gives exactly 0.
    result = run_match(MatchSpec("stud", "always-call", "always-raise", players=2, deals=12, seed=3))
    assert result.hands == 24
    assert result.per_deal == (0.0,) * 12
    assert result.bb_per_100 == 0.0


def test_six_handed_duplicate_rotates_the_hero_through_every_seat() -> None:
    result = run_match(MatchSpec("razz", "always-call", "always-call", players=6, deals=3, seed=1))
    assert result.hands == 18
    # the hero plays every hand of each deal exactly once: the mean over seats of a zero-sum game is 0
    assert all(abs(x) < 1e-9 for x in result.per_deal)


def test_match_reports_bb_per_100_with_an_interval() -> None:
    result = run_match(MatchSpec("five", "hard", "random", players=2, deals=15, seed=2))
    assert result.problems == ()
    assert result.ci95 > 0
    assert "bb/100" in result.line()


def test_paired_difference_is_taken_deal_by_deal() -> None:
    spec = MatchSpec("five", "a", "equity", players=6, deals=4, seed=3)
    a = MatchResult(spec, (1.0, 0.0, -1.0, 2.0), 24, ())
    b_spec = MatchSpec("five", "b", "equity", players=6, deals=4, seed=3)
    b = MatchResult(b_spec, (0.5, -0.5, -1.5, 1.5), 24, ())
    # the same luck in both: every deal differs by +0.5 big bets, so the interval is 0
    assert paired_difference(a, b) == (50.0, 0.0)
    diff, ci = paired_difference(b, a)
    assert diff == -50.0 and ci == 0.0
    c = MatchResult(spec, (0.0, 0.0, 0.0, 0.0), 24, ())
    diff, ci = paired_difference(a, c)
    assert diff == 50.0 and ci == pytest.approx(100 * 1.96 * (1.6666666666666667 / 4) ** 0.5)
    with pytest.raises(ValueError, match="same deals"):
        paired_difference(a, MatchResult(MatchSpec("five", "b", "equity", 6, 4, seed=4), (0.0,) * 4, 24, ()))


def test_opponent_model_learns_who_raises() -> None:
    model = OpponentModel()
    bots = {0: make_bot("always-call", 0), 1: make_bot("always-raise", 1), 2: make_bot("rock", 2)}
    for hand, _ in play_hands("stud", bots, hands=25, seed=4):
        model.hand_over(hand.view(0))
    raiser, rock = model.get("p1"), model.get("p2")
    assert raiser.aggression() > 0.8 and raiser.vpip() > 0.8
    assert rock.vpip() < raiser.vpip()
    assert rock.tightness() > raiser.tightness()
    assert raiser.honesty() < 0.2


def test_match_cli(capsys: pytest.CaptureFixture[str]) -> None:
    assert match_cli(["--hero", "hard", "--villain", "random", "--variant", "razz", "--deals", "4"]) == 0
    assert "hard vs random" in capsys.readouterr().out


def test_match_cli_rejects_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        match_cli(["--hero", "nobody", "--villain", "hard"])
    assert "unknown bot 'nobody'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        match_cli(["--hero", "hard", "--villain", "hard", "--players", "9"])
    assert "2 to 8" in capsys.readouterr().err


def test_parallel_rotations_give_the_serial_results() -> None:
    specs = [
        MatchSpec("razz", "hard", "equity", players=2, deals=6, seed=4),
        MatchSpec("five", "medium", "maniac", players=3, deals=4, seed=5),
    ]
    serial = [run_match(s) for s in specs]
    parallel = dict(run_matches(specs, jobs=2))
    assert [parallel[i] for i in range(len(specs))] == serial


def test_combine_needs_every_rotation() -> None:
    spec = MatchSpec("stud", "always-call", "always-raise", players=3, deals=2)
    rotations = [play_rotation(spec, seat) for seat in (0, 2)]
    with pytest.raises(ValueError, match="one rotation per seat"):
        combine(spec, rotations)
    whole = combine(spec, [*rotations, play_rotation(spec, 1)])
    assert whole == run_match(spec)


def test_match_cli_leaves_logging_as_it_found_it(capsys: pytest.CaptureFixture[str]) -> None:
    import logging

    before = logging.getLogger("studdesk.bots").level
    assert match_cli(["--hero", "random", "--villain", "always-call", "--deals", "2", "--jobs", "2"]) == 0
    assert logging.getLogger("studdesk.bots").level == before
    assert "random vs always-call" in capsys.readouterr().out
