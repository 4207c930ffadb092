"""`studdesk-sim equity`: the JSON contract, the text answer, and one line + exit 2 per error."""

from __future__ import annotations

import json

import pytest

from studdesk.cli.sim import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["equity", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_shape_of_the_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "--variant", "stud", "--json", "As Ad Ks Kd 2c 3h 4s", "9h Th 5h 2h 7c Qd")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"variant", "exact", "deals", "players"}
    assert data["variant"] == "stud" and data["exact"] is True and data["deals"] == 39
    assert [set(p) for p in data["players"]] == [{"cards", "equity", "high", "low", "scoop"}] * 2
    first, second = data["players"]
    assert first["cards"] == "As Ad Ks Kd 2c 3h 4s"
    assert second["equity"] == pytest.approx(8 / 39)
    assert first["high"] is None and first["low"] is None  # null outside Hi/Lo


def test_json_hi_lo_has_both_halves(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--variant", "stud8", "--json", "KcKdQcQd8s7s6s", "2h3h4d5d9c9d")
    data = json.loads(out)
    two = data["players"][1]
    assert code == 0
    assert two["high"] == pytest.approx(5.5 / 39) and two["low"] == pytest.approx(6.5 / 39)
    assert two["scoop"] == pytest.approx(9 / 39)


def test_monte_carlo_when_completions_exceed_samples_and_exact_when_forced(
    capsys: pytest.CaptureFixture[str],
) -> None:
    hands = ("As Ks 7s 8s 2d", "Qh Qc 9c 3h 2c")  # 671,580 completions
    _, out, _ = _run(capsys, "--variant", "stud", "--json", "--samples", "1000", "--seed", "4", *hands)
    sampled = json.loads(out)
    assert sampled["exact"] is False and sampled["deals"] == 1000
    _, out, _ = _run(capsys, "--variant", "stud", "--json", "--samples", "1000", "--exact", *hands)
    exact = json.loads(out)
    assert exact["exact"] is True and exact["deals"] == 671_580
    _, again, _ = _run(capsys, "--variant", "stud", "--json", "--samples", "1000", "--seed", "4", *hands)
    assert json.loads(again) == sampled  # --seed reproduces


def test_dead_cards_take_outs_away(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = _run(
        capsys, "--variant", "stud", "--json", "--dead", "KhQh", "As Ad Ks Kd 2c 3h 4s", "9h Th 5h 2h 7c Qd"
    )
    assert json.loads(out)["players"][1]["equity"] == pytest.approx(6 / 37)


def test_text_answer_names_the_method_and_each_player(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--variant", "razz", "As 2s 3d 4c 5h Kc Kd", "2h 3h 4h 5d Qc Qd")
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == "Razz: exact, 39 deals enumerated"
    assert lines[1].split() == ["player", "cards", "equity", "scoop"]
    assert lines[2].split()[0] == "1" and lines[2].endswith("%")
    _, out, _ = _run(capsys, "--variant", "stud", "--samples", "500", "--seed", "1", "As", "Kd")
    assert out.startswith("Seven Card Stud: Monte Carlo, 500 random deals, standard error up to ")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--variant", "stud", "As Ks"], "give at least 2 hands to compare (got 1)"),
        (["--variant", "stud", "AsKs", "Qd As"], "the As is given in player 1 and in player 2"),
        (["--variant", "stud", "AsAs", "Qd"], "the As is given twice in player 1"),
        (
            ["--variant", "stud", "--dead", "Qd", "As", "Qd"],
            "the Qd is given in player 2 and in the dead cards",
        ),
        (
            ["--variant", "stud", "As", "Q"],
            "player 2: 'Q' is half a card; write each card as rank and suit, like 'As' or 'Td'",
        ),
        (
            ["--variant", "stud", "--dead", "1c", "As", "Qd"],
            "the dead cards: '1c' is not a card; ranks are 2-9 T J Q K A and suits c d h s",
        ),
        (
            ["--variant", "stud", "As Ks Qs Js Ts 9s 8s 7s", "Qd"],
            "player 1 has 8 cards, but Seven Card Stud deals each player only 7",
        ),
        (
            ["--variant", "five", "As Ks Qs Js Ts 9s", "Qd"],
            "player 1 has 6 cards, but Five Card Stud deals each player only 5",
        ),
        (
            ["--variant", "stud", *(f"{r}c" for r in "23456789T")],
            "Seven Card Stud is played by at most 8 players (got 9 hands)",
        ),
        (
            [
                "--variant",
                "stud",
                "--dead",
                "2c2d2h2s3c3d3h3s4c4d",
                "5c5d5h",
                "6c6d6h",
                "7c7d7h",
                "8c8d8h",
                "9c9d9h",
                "TcTdTh",
                "JcJdJh",
                "QcQdQh",
            ],
            "the hands need 25 more cards, but the deck holds only 18 cards once the known and dead "
            "cards are out of it",
        ),
        (
            ["--variant", "stud", "--exact", "", ""],
            "--exact would enumerate 6,071,092,494,667,200 deals, more than the 60,000,000 that finish in "
            "about half a minute; leave out --exact for a Monte Carlo answer with its standard error",
        ),
        (
            ["--variant", "stud", "--samples", "0", "As", "Kd"],
            "argument --samples: --samples must be between 1 and 10,000,000 (got 0)",
        ),
        (
            ["--variant", "stud", "--samples", "99999999999", "As", "Kd"],
            "argument --samples: --samples must be between 1 and 10,000,000 (got 99,999,999,999)",
        ),
        (
            ["--variant", "stud", "--samples", "1e5", "As", "Kd"],
            "argument --samples: --samples takes a whole number, not '1e5'",
        ),
        (
            ["--variant", "stud", "--seed", "-5", "As", "Kd"],
            "argument --seed: --seed must be between 0 and 9,223,372,036,854,775,807 (got -5)",
        ),
        (
            ["--variant", "holdem", "As", "Kd"],
            "argument --variant: invalid choice: 'holdem' (choose from 'five', 'razz', 'stud', 'stud8')",
        ),
        (["As", "Kd"], "the following arguments are required: --variant"),
        (["--variant", "stud", "--frobnicate", "As", "Kd"], "unrecognized arguments: --frobnicate"),
    ],
)
def test_every_error_is_one_line_naming_the_problem_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err == f"studdesk-sim equity: {message}\n"
