"""No English words reach a widget without going through `translate` (issue 14).

An AST check of the GUI packages: a text given literally to a Qt text setter or
widget constructor (`setText("Fold")`, `QPushButton("Start")`, f-strings included)
never reaches the translators. Write `translate("Context", "Start")` (or a widget's
`self.tr("Start")`) instead, see docs/architecture.md, "Translations".
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import studdesk

PACKAGE = Path(studdesk.__file__).resolve().parent
GUI = ("ui", "app")
#: the Qt calls (and the window's own helpers) whose first text argument the player reads
SETTERS = {
    "setText",
    "setToolTip",
    "setWindowTitle",
    "addItem",
    "addTab",
    "setPlaceholderText",
    "setTitle",
    "setLabelText",
    "setSpecialValueText",
    "setSuffix",
    "setPrefix",
    "showMessage",
    "addButton",
    "setInformativeText",
    "setStatusTip",
    "setHorizontalHeaderLabels",
    "addMenu",
    "addRow",
    "setTabText",
    "notify",
    "show_problem",
    "setAccessibleName",
    "setAccessibleDescription",
}
WIDGETS = {
    "QLabel",
    "QPushButton",
    "QCheckBox",
    "QRadioButton",
    "QGroupBox",
    "QAction",
    "QDockWidget",
    "QMenu",
}
#: words that are the same in every language
ALLOWED = {"StudDesk", "ICM", "PHH", "Qt", "PySide", "Python"}
WORD = re.compile(r"[A-Za-z]{2,}")
TAG = re.compile(r"<[^>]*>")
#: GUI modules with English still to convert (each owner knows); a new module is checked from the start
PENDING: set[str] = set()


def _texts(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [
            "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        ]
    if isinstance(node, (ast.Tuple, ast.List)):
        return [t for e in node.elts for t in _texts(e)]
    if isinstance(node, ast.IfExp):
        return _texts(node.body) + _texts(node.orelse)
    if isinstance(node, ast.BinOp):
        return _texts(node.left) + _texts(node.right)
    return []


def _english(text: str) -> bool:
    words = WORD.findall(TAG.sub(" ", text))  # HTML tags and their styles are no words
    return any(word not in ALLOWED for word in words)


def literal_texts(path: Path, root: Path = PACKAGE) -> list[str]:
    """'file:line: text' for each English literal handed to a widget in the module at `path`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in SETTERS or name in WIDGETS:
            where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
            found += [f"{where}: {text!r}" for text in _texts(node.args[0]) if _english(text)]
    return found


def test_no_english_literal_reaches_a_widget() -> None:
    files = [p for package in GUI for p in sorted((PACKAGE / package).rglob("*.py"))]
    found = [
        line
        for path in files
        if path.relative_to(PACKAGE).as_posix() not in PENDING
        for line in literal_texts(path)
    ]
    assert found == []


def test_the_check_sees_literals_and_lets_translations_through(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        'button = QPushButton("Start")\n'
        'label.setText(f"Level {n}")\n'
        'ok = QLabel(translate("Context", "Words"))\n'
        'title.setWindowTitle("StudDesk")\n'
        'box.setSuffix(" %")\n',
        encoding="utf-8",
    )
    assert literal_texts(sample, tmp_path) == ["sample.py:1: 'Start'", "sample.py:2: 'Level '"]
