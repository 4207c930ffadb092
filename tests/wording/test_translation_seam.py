"""Every sentence goes through `wording.translate`, in a form Qt's lupdate can extract."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

import studdesk
from studdesk import wording
from studdesk.wording.game import you_play_seat
from studdesk.wording.hands import rank_plural_of
from studdesk.wording.places import out_of_tournament

from .helpers import translations_script

PACKAGE = Path(studdesk.__file__).resolve().parent


def translate_calls(root: Path) -> Iterator[tuple[Path, ast.Call]]:
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "translate":
                yield path, node


def test_an_installed_translator_sees_every_template_and_its_context() -> None:
    seen: list[tuple[str, str]] = []

    def marking(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        seen.append((context, text))
        return f"<{text}>"

    wording.install(marking)
    try:
        assert you_play_seat(0, 2) == "<You play seat 1, not seat 3.>"
        assert out_of_tournament("Ada", False, 5, 6, 0.0) == "<Ada is out in <<5th>-<6th> (shared)> place.>"
    finally:
        wording.install(None)
    assert ("Game", "You play seat {yours}, not seat {acted}.") in seen
    assert ("Places", "{n}th") in seen  # the ordinals are translated too
    assert you_play_seat(0, 2) == "You play seat 1, not seat 3."  # English again


def test_every_translate_call_names_its_context_and_text_literally() -> None:
    """lupdate reads the source: a template built at run time would never reach the translators."""
    calls = list(translate_calls(PACKAGE))
    assert len(calls) > 100
    bad = [
        f"{path.relative_to(PACKAGE)}:{call.lineno}"
        for path, call in calls
        if len(call.args) < 2
        or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in call.args[:2])
    ]
    assert bad == []


def test_qt_lupdate_finds_the_templates(tmp_path: Path) -> None:
    """Qt's own extractor and scripts/translations.py agree on every message of the wording."""
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    tool = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "studdesk_xx.ts"
    files = [str(p) for p in sorted((PACKAGE / "wording").glob("*.py"))]
    subprocess.run([tool, *files, "-ts", str(ts)], check=True, capture_output=True, timeout=120)
    found = {
        (context.findtext("name"), message.findtext("source"), message.findtext("comment") or "")
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }
    messages = translations_script().extract(PACKAGE / "wording")
    ours = {(m.key.context, m.key.source, m.key.comment) for m in messages}
    assert ("Game", "You play seat {yours}, not seat {acted}.", "") in found
    assert found == ours


def test_an_english_plural_drops_its_ending_for_one() -> None:
    assert wording.translate("Test", "{n} chip(s)", None, 1).format(n=1) == "1 chip"
    assert wording.translate("Test", "{n} chip(s)", None, 0).format(n=0) == "0 chips"
    assert wording.translate("Test", "{n} pass(es)", None, 2).format(n=2) == "2 passes"
    assert wording.translate("Test", "(s) stays without a count") == "(s) stays without a count"


def test_the_rank_words_follow_a_newly_installed_translator() -> None:
    assert rank_plural_of(13) == "kings"
    wording.install(lambda context, text, disambiguation=None, n=-1: text.upper())
    try:
        assert rank_plural_of(13) == "KINGS"
    finally:
        wording.install(None)
    assert rank_plural_of(13) == "kings"
