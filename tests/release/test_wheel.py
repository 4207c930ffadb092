"""`pip install .` installs everything the app needs: the resources travel inside the wheel,
and the installed app finds them without the checkout or the working directory."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .helpers import REPO

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from a copy of what the build reads (setuptools writes build/ and
    *.egg-info into the tree it builds: two test processes must not share one)."""
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(REPO / name, source / name)
    shutil.copytree(REPO / "studdesk", source / "studdesk", ignore=shutil.ignore_patterns("__pycache__"))
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (built,) = out.glob("studdesk-*.whl")
    return built


def test_wheel_holds_every_resource_and_the_license(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    resources = REPO / "studdesk" / "resources"
    expected = {
        f"studdesk/{p.relative_to(REPO / 'studdesk').as_posix()}" for p in resources.rglob("*") if p.is_file()
    }
    assert expected, "no resources found in the checkout"
    assert expected <= names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith(".dist-info/METADATA")))
    assert b"License-Expression: MIT" in metadata


def test_installed_wheel_finds_its_resources_from_anywhere(wheel: Path, tmp_path: Path) -> None:
    """The wheel alone (no checkout on the path), run from an unrelated working directory."""
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    probe = (
        "import studdesk, pathlib\n"
        "from studdesk.ui.assets import ICON_SIZES, resource\n"
        "names = [('icons', f'studdesk-{s}.png') for s in ICON_SIZES] + [('icons', 'studdesk.svg')]\n"
        "names += [('sounds', f'{n}.wav') for n in ('deal', 'check', 'chips', 'fold', 'your_turn', 'win')]\n"
        "paths = [resource(*n) for n in names]\n"
        "assert all(p is not None for p in paths), paths\n"
        "print(pathlib.Path(studdesk.__file__).parent)\n"
    )
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target), "QT_QPA_PLATFORM": "offscreen", "PYTHONSAFEPATH": "1"}
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()) == target / "studdesk"
