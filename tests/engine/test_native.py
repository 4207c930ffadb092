"""The compiled twins of the engine (`engine/_native.py`): used only when built from the very
sources, all or none, and playing exactly as the plain Python engine does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from studdesk.engine import _native

SOURCES = Path(_native.__file__).parent
BUILD = Path(__file__).resolve().parents[2] / "scripts" / "build_native.py"


def _fake_twins(root: Path) -> None:
    (root / "engine").mkdir(parents=True)
    for name in _native.NATIVE_MODULES:
        (root / "engine" / f"{name}.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    lines = _native.manifest_lines(str(SOURCES))
    (root / _native.MANIFEST).write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_twins_are_fresh_only_when_built_from_these_sources(tmp_path: Path) -> None:
    root = tmp_path / "cp311"
    assert not _native.fresh(str(root), str(SOURCES))  # none built
    _fake_twins(root)
    assert _native.fresh(str(root), str(SOURCES))
    edited = tmp_path / "edited"
    edited.mkdir()
    for name in _native.NATIVE_MODULES:
        (edited / f"{name}.py").write_bytes((SOURCES / f"{name}.py").read_bytes())
    (edited / "hand.py").write_text((SOURCES / "hand.py").read_text(encoding="utf-8") + "\n# edited\n")
    assert not _native.fresh(str(root), str(edited))  # one source changed since: plain Python
    (root / "engine" / "pots.cpython-311-x86_64-linux-gnu.so").unlink()
    assert not _native.fresh(str(root), str(SOURCES))  # all modules or none


def test_the_switch_keeps_plain_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(_native.ENV, "0")
    path = [str(SOURCES)]
    assert not _native.activate(path)
    assert path == [str(SOURCES)]


def _digest(native: str) -> list[str]:
    env = dict(os.environ, **{_native.ENV: native})
    done = subprocess.run(
        [sys.executable, str(BUILD), "--digest", "600"], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout.split()


@pytest.mark.slow
def test_the_compiled_engine_plays_random_hands_event_for_event_as_python_does() -> None:
    if not _native.fresh(_native.native_root(), str(SOURCES)):
        pytest.skip("no compiled twins for these sources (scripts/build_native.py; needs a C compiler)")
    compiled, plain = _digest("1"), _digest("0")
    assert (compiled[1], plain[1]) == ("compiled", "python")
    assert compiled[0] == plain[0]


def test_a_damaged_build_leaves_plain_python(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Twins listed as fresh whose library does not load (a damaged file): plain Python, no traceback."""
    root = tmp_path / "cp311"
    _fake_twins(root)
    (root / "lib").mkdir()
    monkeypatch.setattr(_native, "GROUP", "studdesk_damaged")
    (root / "lib" / "studdesk_damaged__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(b"not a library")
    monkeypatch.setattr(_native, "native_root", lambda prefix=None: str(root))
    monkeypatch.delenv(_native.ENV, raising=False)
    path, search = [str(SOURCES)], list(sys.path)
    assert not _native.activate(path)
    assert path == [str(SOURCES)] and sys.path == search
