"""`studdesk-sim`: every bad flag, folder or disk gets one clear line, never a traceback (issue 13).

Values: exit status 2 and a line naming the flag and what it accepts. Folders
and disks: exit status 1, a line naming the path and the problem, and the
previous save (or the hand histories already written) intact.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from studdesk.cli.sim import main
from studdesk.persistence import atomic
from studdesk.persistence.savefile import encode_envelope

# (arguments, what the one line must say)
VALUE_CASES: list[tuple[list[str], str]] = [
    (["--players", "0"], "--players must be a whole number from 2 to 10, not '0'"),
    (["--players", "-1"], "--players must be a whole number from 2 to 10, not '-1'"),
    (["--players", "123456789012345678901"], "--players must be a whole number from 2 to 10, not '1234"),
    (["--players", "1"], "--players must be a whole number from 2 to 10, not '1'"),
    (["--players", "9"], "--players must be from 2 to 8 for Seven Card Stud, not 9"),
    (["--players", "six"], "--players must be a whole number from 2 to 10, not 'six'"),
    (["--hands", "0"], "--hands must be a whole number from 1 to 10,000,000, not '0'"),
    (["--hands", "-5"], "--hands must be a whole number from 1 to 10,000,000, not '-5'"),
    (["--small-bet", "0"], "--small-bet must be a whole number from 1 to 1,000,000, not '0'"),
    (["--big-bet", "10"], "--big-bet: Big bet must be larger than the small bet"),
    (["--bring-in", "30"], "--bring-in: Bring-in must not exceed the small bet"),
    (["--ante", "-1"], "--ante must be a whole number from 0 to 1,000,000, not '-1'"),
    (["--seed", str(2**80)], "--seed must be a whole number from 0 to 4,294,967,295, not '1208"),
    (["--seed", "-1"], "--seed must be a whole number from 0 to 4,294,967,295, not '-1'"),
    (["--stacks", "1e3"], "--stacks takes one stack for everyone or one per seat, whole numbers from 1 to"),
    (["--stacks", "100,200"], "--stacks lists 2 values for 6 players; give one, or one per seat"),
    (["--stacks", "0"], "'0' is not one"),
    (["--random-stacks", "a:b"], "--random-stacks takes LO:HI, whole numbers from 1 to 1,000,000,000"),
    (["--random-stacks=-5:10"], "--random-stacks takes LO:HI, whole numbers from 1 to 1,000,000,000"),
    (["--random-stacks", "-5:10"], "--random-stacks needs a value (write --random-stacks=VALUE for a value"),
    (["--random-stacks", "10:5"], "with LO <= HI (e.g. 20:400), not '10:5'"),
    (["--random-stacks", "100"], "--random-stacks takes LO:HI"),
    (["--bots", ":"], "--bots: unknown bot ':'; known bots: "),
    (["--bots", "x" * 5000], "--bots: unknown bot 'xxxxxxxx"),
    (["--bot-deadline", "0"], "--bot-deadline must be a number from 0.1 to 600, not '0'"),
    (["--bot-deadline", "nan"], "--bot-deadline must be a number from 0.1 to 600, not 'nan'"),
    (["sng", "--entrants", "0"], "--entrants must be a whole number from 2 to 10, not '0'"),
    (["sng", "--entrants", "9"], "--entrants: Seven Card Stud takes 2 to 8 entrants, not 9"),
    (["sng", "--payouts", "a"], "--payouts takes the percent paid to each place, separated by commas"),
    (["sng", "--payouts", "nan,50"], "--payouts: "),
    (["sng", "--stop-after", "-1"], "--stop-after must be a whole number from 1 to 10,000,000, not '-1'"),
    (["sng", "--stop-after", "3"], "--stop-after needs --save-dir"),
    (["sng", "--chips", str(10**29)], "--chips must be a whole number from 1 to 100,000, not '1000"),
    (["sng", "--chips", "0"], "--chips must be a whole number from 1 to 100,000, not '0'"),
    (["sng", "--hands-per-level", "0"], "--hands-per-level must be a whole number from 1 to 1,000"),
    (["sng", "--buy-in", "-1"], "--buy-in must be a whole number from 0 to 1,000,000,000"),
    (["sng", "--seed", "-1"], "--seed must be a whole number from 0 to 4,294,967,295"),
    (["sng", "--bots", ":"], "--bots: unknown bot ':'"),
    (["sng", "--bots", "random,random,random", "--entrants", "2"], "--bots lists 3 bots for 2 entrants"),
    (["sng", "--variant", "holdem"], "--variant: Unknown variant 'holdem'"),
    (["sng", "--resume"], "--resume needs --save-dir"),
]


def one_line_error(capsys: pytest.CaptureFixture[str], argv: list[str], status: int) -> str:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    captured = capsys.readouterr()
    assert caught.value.code == status
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err and len(lines[0]) < 600
    return lines[0]


@pytest.mark.parametrize(("argv", "said"), VALUE_CASES, ids=[" ".join(a)[:40] for a, _ in VALUE_CASES])
def test_a_bad_value_gets_one_line_naming_the_flag(
    capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    line = one_line_error(capsys, argv, status=2)
    assert said in line
    assert line.startswith("studdesk-sim")
    assert line.endswith("--help)")


def test_the_sng_entrants_are_checked_before_the_bots(capsys: pytest.CaptureFixture[str]) -> None:
    """`sng --entrants 0` used to blame --bots."""
    line = one_line_error(capsys, ["sng", "--entrants", "0", "--bots", "random,random"], status=2)
    assert "--entrants" in line and "--bots" not in line


# ------------------------------------------------------------------ folders and disks


def test_phh_dir_naming_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "hands"
    target.write_text("not a folder")
    line = one_line_error(capsys, ["--hands", "3", "--phh-dir", str(target)], status=1)
    assert line == f"studdesk-sim: --phh-dir {target}: it is a file, not a folder"
    assert target.read_text() == "not a folder"


def test_phh_dir_with_a_missing_parent(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "hands"
    line = one_line_error(capsys, ["--hands", "3", "--phh-dir", str(target)], status=1)
    assert line == f"studdesk-sim: --phh-dir {target}: its parent folder {target.parent} does not exist"
    assert not (tmp_path / "no").exists()


def test_phh_dir_is_created_when_its_parent_exists(tmp_path: Path) -> None:
    assert main(["--hands", "3", "--phh-dir", str(tmp_path / "hands")]) == 0
    assert len(list((tmp_path / "hands").glob("hand-*.phh"))) == 3


def _read_only(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Writing in `folder` fails as in a read-only folder (the tests may run as root). Both the
    folder probe (`cli.args`, which imports `tempfile` when it probes) and the atomic writes make
    their files with `tempfile.mkstemp`."""
    real_mkstemp = tempfile.mkstemp

    def refuse(real):  # type: ignore[no-untyped-def]
        def mkstemp(*args, dir=None, **kwargs):  # type: ignore[no-untyped-def]
            if dir is not None and Path(dir) == folder:
                raise PermissionError(errno.EACCES, "Permission denied", str(folder))
            return real(*args, dir=dir, **kwargs)

        return mkstemp

    monkeypatch.setattr(tempfile, "mkstemp", refuse(real_mkstemp))
    assert atomic.tempfile is tempfile


def test_phh_dir_read_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _read_only(monkeypatch, tmp_path)
    line = one_line_error(capsys, ["--hands", "3", "--phh-dir", str(tmp_path)], status=1)
    assert line == f"studdesk-sim: --phh-dir {tmp_path}: cannot write files there (Permission denied)"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes in read-only folders")
def test_phh_dir_read_only_for_real(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        line = one_line_error(capsys, ["--hands", "3", "--phh-dir", str(tmp_path)], status=1)
    finally:
        tmp_path.chmod(0o700)
    assert "cannot write files there (Permission denied)" in line


def test_save_dir_naming_a_file_or_a_missing_parent(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "saves"
    target.write_text("x")
    line = one_line_error(capsys, ["sng", "--save-dir", str(target)], status=1)
    assert line == f"studdesk-sim sng: --save-dir {target}: it is a file, not a folder"
    missing = tmp_path / "a" / "b"
    line = one_line_error(capsys, ["sng", "--save-dir", str(missing)], status=1)
    assert line == (
        f"studdesk-sim sng: --save-dir {missing}: its parent folder {missing.parent} does not exist"
    )


SNG = ["sng", "--variant", "razz", "--entrants", "4", "--speed", "turbo", "--seed", "4"]


def test_resume_in_a_read_only_save_folder_keeps_the_save(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main([*SNG, "--save-dir", str(tmp_path), "--stop-after", "3"]) == 0
    saved = (tmp_path / "sng.studsave").read_bytes()
    capsys.readouterr()
    _read_only(monkeypatch, tmp_path)
    line = one_line_error(capsys, ["sng", "--save-dir", str(tmp_path), "--resume"], status=1)
    assert line == f"studdesk-sim sng: --save-dir {tmp_path}: cannot write files there (Permission denied)"
    assert (tmp_path / "sng.studsave").read_bytes() == saved


def _disk_full_after(monkeypatch: pytest.MonkeyPatch, writes: int) -> None:
    """The disk fills up after `writes` atomic writes: the next one stops half-way with ENOSPC."""
    real_write_all = atomic._write_all
    done = [0]

    def write_all(fd: int, data: bytes) -> None:
        done[0] += 1
        if done[0] <= writes:
            real_write_all(fd, data)
            return
        real_write_all(fd, data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", write_all)


def test_full_disk_during_a_save_keeps_the_previous_save(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main([*SNG, "--save-dir", str(tmp_path), "--stop-after", "3"]) == 0
    saved = (tmp_path / "sng.studsave").read_bytes()
    capsys.readouterr()
    _disk_full_after(monkeypatch, writes=1)
    line = one_line_error(capsys, ["sng", "--save-dir", str(tmp_path), "--resume"], status=1)
    path = tmp_path / "sng.studsave"
    assert line == (
        f"studdesk-sim sng: {path}: could not be written: No space left on device; the save of hand 4 is kept"
    )
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sng.studsave"]  # no temp file left
    # the save after hand 4 went through; the one after hand 5 did not
    assert path.read_bytes() != saved
    assert main(["sng", "--save-dir", str(tmp_path), "--resume", "--stop-after", "1"]) == 0
    assert "resumed        sng after hand 4" in capsys.readouterr().out


def test_full_disk_while_writing_hand_histories(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _disk_full_after(monkeypatch, writes=2)
    line = one_line_error(capsys, ["--hands", "5", "--phh-dir", str(tmp_path)], status=1)
    assert line == (
        f"studdesk-sim: {tmp_path / 'hand-000003.phh'}: could not be written: No space left on device; "
        "the 2 hands before it were written"
    )
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["hand-000001.phh", "hand-000002.phh"]  # no empty or cut-short third file
    assert all((tmp_path / name).stat().st_size > 100 for name in files)


def _garble_first_command(save: Path) -> None:
    """Re-sign the save with hand 1's first command changed, as a buggy writer would."""
    document = json.loads(save.read_text())
    document["body"]["log"][0]["acts"][0] = [0, "call", 40]
    save.write_text(encode_envelope("sng", document["title"], document["saved_at"], document["body"]))


def test_resume_of_a_save_whose_hands_cannot_be_replayed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It used to print the whole usage text and 'seat 4 acted out of turn'."""
    assert main([*SNG, "--save-dir", str(tmp_path), "--stop-after", "3"]) == 0
    _garble_first_command(tmp_path / "sng.studsave")
    capsys.readouterr()
    line = one_line_error(capsys, ["sng", "--save-dir", str(tmp_path), "--resume"], status=1)
    assert line.startswith(
        'studdesk-sim sng: The saved game "sng.studsave" cannot be opened: it is damaged: '
    )
    assert "its hands cannot be replayed (hand 1, command 1" in line
    assert line.endswith("Start a new game without --resume.")
    [kept] = tmp_path.glob("sng.studsave.corrupt-*")
    assert "usage" not in line
    # a fresh game in the same folder is possible, and the damaged file is not offered again
    assert main([*SNG, "--save-dir", str(tmp_path), "--stop-after", "2"]) == 0
    assert kept.exists() and (tmp_path / "sng.studsave").exists()


def test_resume_rebuilds_an_impossible_summary_and_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main([*SNG, "--save-dir", str(tmp_path), "--stop-after", "3"]) == 0
    save = tmp_path / "sng.studsave"
    document = json.loads(save.read_text())
    document["body"]["snapshot"]["level"] = 999
    save.write_text(encode_envelope("sng", document["title"], document["saved_at"], document["body"]))
    capsys.readouterr()
    assert main(["sng", "--save-dir", str(tmp_path), "--resume", "--stop-after", "1"]) == 0
    out = capsys.readouterr().out
    assert "resumed        sng after hand 3" in out
    assert 'note           The saved game "sng": its summary of the game did not match its hands' in out


def test_ctrl_c_ends_the_simulator_at_once_even_with_a_sleeping_bot(tmp_path: Path) -> None:
    """SIGINT while a bot of the user's own sleeps: one line, exit 130, no bot process left."""
    (tmp_path / "sleepy.py").write_text(
        "import time\n\nclass Bot:\n    def decide(self, view):\n        time.sleep(30)\n",
        encoding="utf-8",
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), *sys.path])}
    sim = subprocess.Popen(
        [sys.executable, "-m", "studdesk.cli.sim", "--players", "2", "--bots", "sleepy:Bot,random"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # as in a terminal
    )
    try:
        for _ in range(200):  # wait until the bot's process is thinking
            children = _children(sim.pid)
            if children:
                break
            time.sleep(0.1)
        time.sleep(0.5)
        started = time.monotonic()
        sim.send_signal(signal.SIGINT)
        _out, err = sim.communicate(timeout=30)
    finally:
        sim.kill()
    assert time.monotonic() - started < 5
    assert sim.returncode == 130 and err == "studdesk-sim: interrupted\n"
    assert children
    for _ in range(50):  # reaped at once by the simulator; a zombie left to init may take a moment
        if not any(Path(f"/proc/{pid}").exists() for pid in children):
            break
        time.sleep(0.1)
    assert not any(Path(f"/proc/{pid}").exists() for pid in children)


def _children(pid: int) -> list[str]:
    return subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
