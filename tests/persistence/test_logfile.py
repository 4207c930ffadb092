"""The rotating log file: warnings of StudDesk go to one file that never grows without end."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from studdesk.persistence.logfile import LOG_FILE, install_log_file, remove_log_file


@pytest.fixture(autouse=True)
def _clean_logger() -> Iterator[None]:
    logger = logging.getLogger("studdesk")
    level = logger.level
    yield
    remove_log_file()
    logger.setLevel(level)


def test_warnings_go_to_the_file_in_the_log_folder(tmp_path: Path) -> None:
    path = install_log_file(tmp_path / "logs")
    assert path == tmp_path / "logs" / LOG_FILE
    logging.getLogger("studdesk.play.games").warning("saving %s failed: %s", "practice", "disk full")
    logging.getLogger("studdesk.play.games").info("not written at the default level")
    text = path.read_text(encoding="utf-8")
    assert "WARNING studdesk.play.games: saving practice failed: disk full" in text
    assert "not written" not in text


def test_the_file_rolls_over_and_keeps_a_few_old_ones(tmp_path: Path) -> None:
    path = install_log_file(tmp_path, max_bytes=2_000, backups=2)
    assert path is not None
    log = logging.getLogger("studdesk.test")
    for number in range(500):
        log.warning("line %d of a problem that repeats all evening", number)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == [LOG_FILE, f"{LOG_FILE}.1", f"{LOG_FILE}.2"]
    assert all(p.stat().st_size <= 2_200 for p in tmp_path.iterdir())
    assert "line 499" in path.read_text(encoding="utf-8")


def test_installing_twice_keeps_one_handler(tmp_path: Path) -> None:
    install_log_file(tmp_path)
    install_log_file(tmp_path)
    logging.getLogger("studdesk").warning("once")
    assert (tmp_path / LOG_FILE).read_text(encoding="utf-8").count("once") == 1


def test_a_folder_that_cannot_be_made_means_no_log_file_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "logs"
    blocker.write_text("a file where the folder should be")
    assert install_log_file(blocker / "inner") is None
    logging.getLogger("studdesk").warning("still fine")
