"""Every benchmark script still starts: `--help` exits 0 (an import renamed elsewhere broke
benchmarks/app_save_driver.py unnoticed, since no test runs the benchmarks themselves)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

#: the scripts; a module named `_*.py` is a helper the scripts import, with no command line
BENCHMARKS = sorted(
    path for path in (Path(__file__).parents[2] / "benchmarks").glob("*.py") if not path.name.startswith("_")
)


def test_the_benchmarks_are_found() -> None:
    assert len(BENCHMARKS) >= 20


@pytest.mark.slow
@pytest.mark.parametrize("script", BENCHMARKS, ids=[p.stem for p in BENCHMARKS])
def test_each_benchmark_starts(script: Path, tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "STUDDESK_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, str(script), "--help"], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "usage" in result.stdout.lower()
