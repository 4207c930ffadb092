"""`studdesk --self-test` (issue 10/14): the real app plays one hand and quits with status 0,
leaving the player's own files alone; and the start-up path imports only what the first
paint needs."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from studdesk.app import selftest

#: what the first paint must not wait for (issue 10): each loads later, when it is needed.
#: numpy comes with the first batch of hands to evaluate (the bots' equity, the aids).
NOT_AT_START_UP = (
    "numpy",
    "studdesk.bots",
    "studdesk.analysis",
    "studdesk.play.runner",
    "studdesk.play.games",
    "studdesk.persistence.results",
    "studdesk.ui.dialogs",
    "PySide6.QtMultimedia",
    # the hand history: its window when first opened, its recorder in the engine thread
    "studdesk.app.history",
    "studdesk.ui.history",
    "studdesk.play.recording",
    "studdesk.persistence.handstore",
    # the practice aids' worker and the drills' log, when an aid first needs them
    "studdesk.app.coach_worker",
    "studdesk.persistence.drill_log",
    # the games' save formats (written and read in the engine thread) and the engine's
    # game logic: the screens read plain data (views, statuses)
    "studdesk.persistence.savefile_session",
    "studdesk.persistence.savefile_session_v1",
    "studdesk.persistence.savefile_sng",
    "studdesk.engine.hand",
    "studdesk.engine.session",
    "studdesk.engine.tournament",
    "studdesk.engine.showdown",
    # pydantic's plug-in discovery (studdesk.persistence.no_pydantic_plugins): never needed
    "importlib.metadata",
    "email",
)


def _run(args: list[str], env: dict[str, str], timeout: int = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "studdesk", *args], env=env, capture_output=True, text=True, timeout=timeout
    )


def _python(code: str, timeout: int = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=timeout
    )


def _headless_env(tmp_path: Path) -> dict[str, str]:
    """No screen at all (no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM), as on a build server."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["STUDDESK_HOME"] = str(tmp_path / "home")
    env["PULSE_SERVER"] = "unix:/nonexistent/pulse/native"
    return env


def test_self_test_plays_a_hand_and_leaves_the_players_files_alone(tmp_path: Path) -> None:
    env = _headless_env(tmp_path)
    config = Path(env["STUDDESK_HOME"]) / "config"
    config.mkdir(parents=True)
    settings = json.dumps({"schema_version": 1, "player_name": "Rada", "opponents": 2})
    (config / "settings.json").write_text(settings)
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))

    result = _run(["--self-test"], env)

    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[-1] == "self-test passed"
    summary = re.fullmatch(
        r"StudDesk \S+ self-test: first paint of the table (\d+) ms after the start; "
        r"one hand of (\d+) players in [\d.]+ s; sound (.+)",
        lines[0],
    )
    assert summary is not None, lines[0]
    assert int(summary.group(1)) > 0
    assert int(summary.group(2)) == 6  # the default table, not the player's two opponents
    assert summary.group(3) == "off: no audio output device was found"
    # the player's folder is exactly as it was; the test's own folder is gone
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == before
    assert (config / "settings.json").read_text() == settings


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY/WAYLAND_DISPLAY are X11/Wayland's")
def test_no_display_is_a_clear_message_not_a_core_dump(tmp_path: Path) -> None:
    result = _run([], _headless_env(tmp_path), timeout=60)
    assert result.returncode == 2
    assert "no display" in result.stderr and "--self-test" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_failure_inside_the_self_test_is_reported_not_raised(tmp_path: Path) -> None:
    hook = sys.excepthook
    with selftest.session() as errors:
        home = Path(os.environ["STUDDESK_HOME"])
        assert home.is_dir()
        raise RuntimeError("the engine thread did not start")
    assert errors == ["RuntimeError: the engine thread did not start"]
    assert not home.exists()  # the temporary home is removed whatever happened
    assert sys.excepthook is hook


def test_the_report_fails_on_any_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.report(None, ["RuntimeError: boom"]) == 1
    assert capsys.readouterr().out.strip() == "self-test FAILED: RuntimeError: boom"


def test_process_age_is_measured_from_the_process_start() -> None:
    age = selftest.seconds_since_process_start()
    if sys.platform.startswith("linux"):
        assert age is not None and 0 < age < 24 * 3600
    else:
        assert age is None


def test_start_up_path_imports_nothing_the_first_paint_does_not_need() -> None:
    """`import studdesk.app.main` (what `studdesk` runs before the window is built) leaves the
    bots, the results, the dialogs and Qt Multimedia to be imported when first used."""
    probe = (
        "import sys, studdesk.app.main\n"
        f"heavy = {NOT_AT_START_UP!r}\n"
        "inside = tuple(h + '.' for h in heavy)\n"
        "print('\\n'.join(sorted(m for m in sys.modules if m in heavy or m.startswith(inside))))\n"
    )
    result = _python(probe)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == []


def test_a_stuck_event_loop_ends_the_self_test_instead_of_hanging() -> None:
    """The deadline is a Qt timer, which a blocked event loop never fires; the watchdog
    thread ends the process anyway (seen once: Qt looping on a dead socket notifier)."""
    probe = (
        "import time\n"
        "from studdesk.app import selftest\n"
        "selftest.WATCHDOG_S = 0.5\n"
        "with selftest.session():\n"
        "    time.sleep(30)  # the main thread never comes back to the event loop\n"
    )
    result = _python(probe, timeout=25)
    assert result.returncode == 1
    assert result.stdout.strip() == "self-test FAILED: the event loop stopped answering for 0.5 s"


def test_the_app_imports_without_pysides_import_hook() -> None:
    """PySide6's `__feature_import__` read the source of every module imported after Qt (issue 10):
    importing the app puts the import PySide6 wrapped back; Qt widgets still work."""
    probe = (
        "import builtins, PySide6.QtCore\n"
        "hooked = builtins.__import__ is builtins.__feature_import__\n"
        "import studdesk.app.main\n"
        "from PySide6.QtWidgets import QApplication, QPushButton\n"
        "app = QApplication([])\n"
        "button = QPushButton('deal')\n"
        "button.setText('fold')\n"
        "print(hooked, builtins.__import__ is builtins.__orig_import__, button.text())\n"
    )
    result = _python(probe)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True", "fold"]
