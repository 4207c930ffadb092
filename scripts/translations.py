"""Keeps the translations current: extracts the strings, updates the .ts files, builds the .qm files.

    .venv/bin/python scripts/translations.py          # after adding or changing a string
    .venv/bin/python scripts/translations.py --check  # exit status 1 (and why) if anything is stale

Every user-visible string of the package is a literal call, found here by reading the source:
`translate("Context", "text")` (`studdesk.wording.translate`, Qt's `QCoreApplication.translate`
once the app runs), with an optional disambiguation (third argument) and an optional count
(fourth argument, or `n=`: a plural message), `translatable("Context", "text")` for text
that is translated later where it is shown, or a widget's `self.tr("text")` (the context is
its class's name). Qt's `pyside6-lupdate` reads the same calls but
does not see a plural in a count held in a variable (and drops the translations' plural forms
on the next update), so the extraction is done here, in lupdate's .ts format; the .ts files
are edited with Qt Linguist (`pyside6-linguist`) or by hand and compiled by `pyside6-lrelease`.

New strings arrive in each .ts as unfinished; tests/wording/test_translations.py fails until
every shipped language translates them and the .qm files are rebuilt by this script.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "studdesk"
#: the sources the translators edit (not installed) and the compiled files the program loads
SOURCES = REPO / "translations"
TRANSLATIONS = PACKAGE / "resources" / "translations"
#: the shipped languages besides English (the source language), with their plural form counts
LANGUAGES = {"ru": 3, "bg": 2}
_CALLS = {"translate", "translatable"}


@dataclass(frozen=True, slots=True)
class Key:
    context: str
    source: str
    comment: str  # the disambiguation, "" for none


@dataclass(slots=True)
class Message:
    key: Key
    numerus: bool
    locations: list[tuple[str, int]] = field(default_factory=list)


@dataclass(slots=True)
class Translation:
    forms: list[str]
    finished: bool


class ExtractionError(Exception):
    """A translate call whose context or text is not a literal (the translators would never see it)."""


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _is_translate_call(node: ast.Call) -> bool:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id in _CALLS
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "translate"
        and isinstance(func.value, ast.Name)
        and func.value.id in ("QCoreApplication", "wording")
    )


def _calls(path: Path) -> Iterator[tuple[ast.Call, list[ast.expr | None]]]:
    """Each translate call with its (context, text, disambiguation, count) arguments."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _is_translate_call(node):
            yield node, [*node.args, None, None, None, None][:4]
    # `self.tr("text")` in a class: Qt's context is the class's name (as lupdate reads it)
    for cls in ast.walk(tree):
        if isinstance(cls, ast.ClassDef):
            for node in ast.walk(cls):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "tr"
                    and isinstance(node.func.value, ast.Name)
                    and node.func.value.id == "self"
                ):
                    yield node, [ast.Constant(cls.name), *node.args, None, None, None][:4]


def extract(root: Path = PACKAGE) -> list[Message]:
    """Every message of the package, in the order of the source (file by file, line by line)."""
    found: dict[Key, Message] = {}
    problems: list[str] = []
    for path in sorted(root.rglob("*.py")):
        where = path.relative_to(root.parent).as_posix()
        for call, args in sorted(_calls(path), key=lambda c: (c[0].lineno, c[0].col_offset)):
            keywords = {k.arg: k.value for k in call.keywords}
            context, source = _literal(args[0]), _literal(args[1])
            comment_node = args[2] if args[2] is not None else keywords.get("disambiguation")
            comment = _literal(comment_node)
            if (
                context is None
                or source is None
                or (comment_node is not None and comment is None and not _is_none(comment_node))
            ):
                problems.append(f"{where}:{call.lineno}: context, text and disambiguation must be literals")
                continue
            numerus = args[3] is not None or "n" in keywords
            key = Key(context, source, comment or "")
            message = found.setdefault(key, Message(key, numerus))
            message.numerus = message.numerus or numerus
            message.locations.append((where, call.lineno))
    if problems:
        raise ExtractionError("\n".join(problems))
    return list(found.values())


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def ts_path(language: str) -> Path:
    return SOURCES / f"studdesk_{language}.ts"


def qm_path(language: str) -> Path:
    return TRANSLATIONS / f"studdesk_{language}.qm"


def read_ts(path: Path) -> dict[Key, Translation]:
    """The translations a .ts file holds (vanished and obsolete ones left out)."""
    if not path.exists():
        return {}
    out: dict[Key, Translation] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = Key(name, message.findtext("source") or "", message.findtext("comment") or "")
            element = message.find("translation")
            if element is None or element.get("type") in ("vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in element.iter("numerusform")] or [element.text or ""]
            out[key] = Translation(forms, element.get("type") != "unfinished")
    return out


def render_ts(language: str, messages: Iterable[Message], known: dict[Key, Translation]) -> str:
    """The .ts file for `language`: every message, with its translation where there is one."""
    plural_forms = LANGUAGES[language]
    root = ET.Element("TS", version="2.1", language=language)
    by_context: dict[str, list[Message]] = {}
    for message in messages:
        by_context.setdefault(message.key.context, []).append(message)
    for name in sorted(by_context):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for message in by_context[name]:
            element = (
                ET.SubElement(context, "message", numerus="yes")
                if message.numerus
                else ET.SubElement(context, "message")
            )
            # files only: line numbers would make every edit above a string a change of the .ts
            for where in sorted({where for where, _ in message.locations}):
                ET.SubElement(element, "location", filename=f"../{where}")
            ET.SubElement(element, "source").text = message.key.source
            if message.key.comment:
                ET.SubElement(element, "comment").text = message.key.comment
            translation = known.get(message.key)
            forms = translation.forms if translation else []
            out = ET.SubElement(element, "translation")
            if translation is None or not translation.finished or not any(forms):
                out.set("type", "unfinished")
            if message.numerus:
                wanted = forms if len(forms) == plural_forms else [*forms[:1]] * plural_forms if forms else []
                for form in wanted or [""] * plural_forms:
                    ET.SubElement(out, "numerusform").text = form
            else:
                out.text = forms[0] if forms else ""
    ET.indent(root, space="    ")
    head = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
    return head + ET.tostring(root, encoding="unicode") + "\n"


def lrelease() -> str:
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    tool = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if tool is None:
        raise SystemExit("pyside6-lrelease is missing: run ./scripts/setup.sh (PySide6 brings it)")
    return tool


def compile_qm(ts: Path, qm: Path) -> None:
    subprocess.run(
        [lrelease(), "-silent", "-removeidentical", str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
        timeout=120,
    )


def problems(messages: list[Message] | None = None) -> list[str]:
    """What is stale or missing, in words: an empty list when the translations are complete and current."""
    messages = extract() if messages is None else messages
    found: list[str] = []
    for language in LANGUAGES:
        ts = ts_path(language)
        known = read_ts(ts)
        stale = sorted(set(known) - {m.key for m in messages}, key=lambda k: (k.context, k.source))
        found.extend(f"{ts.name}: {k.context} {k.source!r} is no longer used: run the script" for k in stale)
        for message in messages:
            translation = known.get(message.key)
            if translation is None or not translation.finished or not all(translation.forms):
                key = message.key
                found.append(f"{ts.name}: no finished translation of {key.context} {key.source!r}")
        with tempfile.TemporaryDirectory() as tmp:
            built = Path(tmp) / "built.qm"
            if ts.exists():
                compile_qm(ts, built)
            qm = qm_path(language)
            if not qm.exists() or not built.exists() or qm.read_bytes() != built.read_bytes():
                found.append(f"{qm.name} is not built from {ts.name}: run scripts/translations.py")
    return found


def update() -> None:
    messages = extract()
    SOURCES.mkdir(parents=True, exist_ok=True)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts = ts_path(language)
        ts.write_text(render_ts(language, messages, read_ts(ts)), encoding="utf-8")
        compile_qm(ts, qm_path(language))
        known = read_ts(ts)  # once: parsing the file for each message took a minute of CPU
        unfinished = [m for m in messages if not _finished(known.get(m.key))]
        print(f"{ts.name}: {len(messages)} strings, {len(unfinished)} to translate")


def _finished(translation: Translation | None) -> bool:
    return translation is not None and translation.finished and all(translation.forms)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit status 1 if anything is stale"
    )
    args = parser.parse_args(argv)
    try:
        if args.check:
            found = problems()
            print("\n".join(found) or "translations: complete and current")
            return 1 if found else 0
        update()
    except ExtractionError as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
