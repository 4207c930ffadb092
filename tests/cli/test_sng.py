"""`studdesk-sim sng`: a whole sit-and-go headless, its printout, and stop/resume through a save."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from studdesk.cli.sim import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["sng", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def results_block(out: str) -> list[str]:
    """The finishing order and summary lines (without the timing line, which varies)."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("place"))
    return [line for line in lines[start:] if not line.startswith("time")]


def test_sng_prints_finishing_order_prizes_hands_and_level(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "--variant",
        "rotation",
        "--entrants",
        "6",
        "--bots",
        "random,always-call",
        "--speed",
        "turbo",
        "--seed",
        "3",
        "--events",
    )
    assert code == 0
    block = results_block(out)
    places = [line.split()[0] for line in block[1:7]]
    assert places == ["1st", "2nd", "3rd", "4th", "5th", "6th"]
    prizes = [float(line.split()[-2]) for line in block[1:7]]
    assert prizes == [390.0, 210.0, 0.0, 0.0, 0.0, 0.0]  # R6.3: 65/35 of 6 x 100
    names = [line.split()[1] for line in block[1:7]]
    assert sorted(names) == sorted(
        ["random-1", "always-call-2", "random-3", "always-call-4", "random-5", "always-call-6"]
    )
    hands = int(re.search(r"hands played\s+(\d+)", out).group(1))  # type: ignore[union-attr]
    assert hands > 6
    assert re.search(r"level reached\s+\d+: (Stud|Stud Hi/Lo|Razz|5-Card Stud), ante", out)
    assert "level 2, Stud Hi/Lo" in out and "chips conserved every hand: yes" in out
    assert out.count(" out in place ") == 5


@pytest.mark.parametrize("bots", ["random,always-call", "hard"])
def test_sng_stop_and_resume_ends_like_an_uninterrupted_run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, bots: str
) -> None:
    """Also with the Hard bot, which learns about its opponents from hand to hand."""
    common = ["--variant", "razz", "--entrants", "5", "--speed", "turbo", "--seed", "4", "--bots", bots]
    code, straight, _ = run(capsys, *common)
    assert code == 0
    code, first, _ = run(capsys, *common, "--save-dir", str(tmp_path), "--stop-after", "7")
    assert code == 0 and "stopped        after hand 7; continue with --resume" in first
    code, resumed, _ = run(capsys, "--save-dir", str(tmp_path), "--resume")
    assert code == 0 and "resumed        sng after hand 7" in resumed
    assert results_block(resumed) == results_block(straight)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--entrants", "9"], "Seven Card Stud takes 2 to 8 entrants, not 9"),
        (
            ["--variant", "five", "--entrants", "11"],
            "--entrants must be a whole number from 2 to 10, not '11'",
        ),
        (["--payouts", "50,40"], "The payouts add up to 90 %"),
        (["--bots", "nobody"], "unknown bot 'nobody'"),
        (["--variant", "holdem"], "Unknown variant 'holdem'"),
        (["--resume"], "--resume needs --save-dir"),
    ],
)
def test_sng_bad_arguments_get_a_clear_message(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["sng", *args])
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


def test_sng_resume_of_a_damaged_save_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "sng.studsave").write_text("{ garbled")
    with pytest.raises(SystemExit) as caught:
        main(["sng", "--save-dir", str(tmp_path), "--resume"])
    err = capsys.readouterr().err
    assert caught.value.code == 1 and len(err.splitlines()) == 1
    assert 'The saved game "sng.studsave" cannot be opened: it is damaged' in err
    assert list(tmp_path.glob("sng.studsave.corrupt-*"))
