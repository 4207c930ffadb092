"""The plates, stacks and markers whose look changed are drawn a few at a time, at most
items.DRAW_BUDGET of the GUI thread's CPU in one turn of the event loop, so that a hand's start
(some 30 of them) never holds the loop long (issue 12); all are drawn in the end."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studdesk.ui.scene import items
from studdesk.ui.scene.items import _PENDING, SeatPlate
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.table_view import TableView


def _table(qtbot: QtBot) -> tuple[TableScene, TableView]:
    scene = TableScene()
    scene.configure(8, 0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: not _PENDING)
    return scene, view  # (the view owns the scene: kept alive with it)


def test_pending_items_are_drawn_a_few_a_turn_and_all_in_the_end(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, _view = _table(qtbot)
    plates: list[SeatPlate] = list(scene.plates.values())
    before = [p.paints for p in plates]
    for number, plate in enumerate(plates):
        plate.set_state(empty=False, name=f"P{number}", stack=100 + number, action="")
    assert len(_PENDING) == len(plates)
    monkeypatch.setattr(items, "DRAW_BUDGET", 0.0)  # one item a turn
    seen: list[int] = []
    for _ in range(200):
        QApplication.processEvents()
        seen.append(sum(p.paints > b for p, b in zip(plates, before, strict=True)))
        if not _PENDING:
            break
    assert seen[-1] == len(plates) and not _PENDING
    assert all(b - a <= 1 for a, b in pairwise(seen))  # never two in one turn
    assert all(p.paints == b + 1 for p, b in zip(plates, before, strict=True))


def test_draw_pending_still_draws_everything_at_once(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, _view = _table(qtbot)
    monkeypatch.setattr(items, "DRAW_BUDGET", 0.0)
    for number, plate in enumerate(scene.plates.values()):
        plate.set_state(empty=False, name=f"Q{number}", stack=200, action="Calls 20")
    items.draw_pending()
    assert not _PENDING
