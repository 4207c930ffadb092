"""PySide6 must not lose references to None/True (6.12.0 did: see the pin in pyproject.toml).

On CPython 3.11 those singletons are not immortal: a binding that takes a reference on
every `paint()` override call or `Signal.emit()` without giving it back makes the
interpreter abort after some thousands of repaints, which an animated table reaches in
minutes. These tests fail on such a PySide6 instead of letting the app crash later.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

ROUNDS = 300
#: unrelated code may take or drop a few references meanwhile; a leak takes one per round
SLACK = 50


class Dot(QGraphicsObject):
    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del painter, option, widget


class Emitter(QObject):
    ping = Signal(object)


def test_repainting_python_items_keeps_references_to_none(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    scene.addItem(Dot())
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    before = sys.getrefcount(None)
    for _ in range(ROUNDS):
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
    assert sys.getrefcount(None) > before - SLACK


def test_emitting_signals_keeps_references_to_true(qtbot: QtBot) -> None:
    emitter = Emitter()
    seen: list[object] = []
    emitter.ping.connect(seen.append)
    before = sys.getrefcount(True)
    for i in range(ROUNDS):
        emitter.ping.emit(i)
    assert len(seen) == ROUNDS
    assert sys.getrefcount(True) > before - SLACK
