"""The compiled twins of the engine (`engine/_native.py`): used only when built from the very
sources, all or none, and playing exactly as the plain Python engine does."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from dataclasses import fields
from pathlib import Path
from types import ModuleType

import pytest

from studdesk.engine import _native
from studdesk.engine.structure import HouseRules
from studdesk.engine.variants import VARIANTS
from tests.crosscheck.test_soak import load_soak

SOURCES = Path(_native.__file__).parent
BUILD = Path(__file__).resolve().parents[2] / "scripts" / "build_native.py"
#: random hands the slow test plays on both engines, comparing every event and every seat's view
CHECKED_HANDS = 600


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
        [sys.executable, str(BUILD), "--digest", str(CHECKED_HANDS)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.split()


@pytest.mark.slow
def test_the_compiled_engine_plays_random_hands_event_for_event_as_python_does() -> None:
    if not _native.fresh(_native.native_root(), str(SOURCES)):
        pytest.skip("no compiled twins for these sources (scripts/build_native.py; needs a C compiler)")
    compiled, plain = _digest("1"), _digest("0")
    assert (compiled[1], plain[1]) == ("compiled", "python")
    assert compiled[0] == plain[0]


def test_the_check_plays_every_variant_table_size_house_rule_and_short_stack() -> None:
    """The hands behind the event-for-event check (the soak's random hands, as many as the
    slow test plays) reach every variant, two-handed to full tables, every house rule both
    ways and all-ins, so a compiled engine that differs anywhere there is caught."""
    soak = load_soak()
    hands = [soak.play_one(seed)[0] for seed in range(CHECKED_HANDS)]
    assert {h.variant.key for h in hands} == set(VARIANTS)
    sizes = {(h.variant.key, len(h.order)) for h in hands}
    for key, variant in VARIANTS.items():
        assert {(key, variant.min_players), (key, variant.max_players)} <= sizes
    for rule in fields(HouseRules):
        assert len({getattr(h.rules, rule.name) for h in hands}) >= 2, rule.name
    assert any(getattr(e, "all_in", False) for h in hands for e in h.events)


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


def _build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_native_under_test", BUILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_failed_build_says_so_in_one_line_and_setup_does_not_try_the_same_sources_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A build that fails (no Python headers, say): setup goes on with plain Python after one line;
    the compiler's pages of output go to a log, and a minute is not spent again at every setup."""
    build_native = _build_script()
    root = tmp_path / "studdesk-native" / "cp311"
    monkeypatch.setattr(_native, "native_root", lambda prefix=None: str(root))
    attempts: list[Path] = []

    def no_compiler(staging: Path, work: Path) -> Path:
        attempts.append(staging)
        raise RuntimeError(
            "mypyc failed:\nerror: command 'cc' failed: No such file or directory\n" + "more\n" * 40
        )

    monkeypatch.setattr(build_native, "build", no_compiler)
    monkeypatch.setattr(build_native, "c_compiler", lambda: "/usr/bin/cc")
    assert build_native.main(["--if-stale"]) == 1
    out, err = capsys.readouterr()
    log = root.parent / "cp311-build.log"
    assert out == ""
    assert err == f"build-native: the engine runs as plain Python: mypyc failed (details in {log})\n"
    assert "command 'cc' failed" in log.read_text(encoding="utf-8")
    assert not _native.fresh(str(root), str(SOURCES))

    assert build_native.main(["--if-stale"]) == 1  # the same sources: not tried again
    assert len(attempts) == 1
    _, err = capsys.readouterr()
    assert err.count("\n") == 1 and "did not build from these sources before" in err

    assert build_native.main([]) == 1  # asked for by hand: tried again
    assert len(attempts) == 2
    capsys.readouterr()


def test_without_a_c_compiler_setup_says_so_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    build_native = _build_script()
    monkeypatch.setattr(_native, "native_root", lambda prefix=None: str(tmp_path / "cp311"))
    monkeypatch.setattr(build_native, "c_compiler", lambda: None)
    monkeypatch.setattr(build_native, "build", lambda staging, work: pytest.fail("nothing to build with"))
    assert build_native.main(["--if-stale"]) == 1
    assert capsys.readouterr() == (
        "",
        "build-native: the engine runs as plain Python: no C compiler to build the compiled engine "
        "(apt-get install gcc)\n",
    )
