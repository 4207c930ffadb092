"""A screen reader reaches the table thing by thing (issue 14): the pot, each seat and each card
as an accessible stand-in over the drawing, named as the table shows it, kept current, walked
with the arrow keys."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.engine.events import CardDealt
from studdesk.ui.table_reader import RING, Spot
from studdesk.wording.speech import card_spoken

from .driver import Driver, quick_settings, start

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def _said(root: QAccessibleInterface) -> list[tuple[str, str]]:
    """(name, description) of every accessible object under `root`, as a screen reader finds them."""
    found = []
    for index in range(root.childCount()):
        child = root.child(index)
        if child is None or child.state().invisible:
            continue
        found.append((child.text(NAME), child.text(DESCRIPTION)))
        found += _said(child)
    return found


def _up_cards(driver: Driver) -> dict[int, list[str]]:
    """Each seat's up cards as dealt so far (the engine's events), in words."""
    up: dict[int, list[str]] = {}
    for batch in driver.batches:
        for event in batch.events:
            if isinstance(event, CardDealt) and event.face_up and event.card is not None:
                up.setdefault(event.seat, []).append(card_spoken(event.card))
    return up


def _turn(driver: Driver, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=8000)


def test_the_pot_the_seats_and_every_card_are_announced_and_kept_current(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    _turn(driver, qtbot)
    window = driver.window
    view = QAccessible.queryAccessibleInterface(window.view)
    said = _said(view)
    names = [name for name, _ in said]
    assert f"Pot {window.scene.pot_amount}." in names
    mine = [(n, d) for n, d in said if d.startswith("Your card ")]
    assert len(mine) == 3 and sum(n.endswith("(down)") for n, _ in mine) == 2  # the hero sees all three
    assert [d for _, d in mine] == [f"Your card {i} of 3" for i in (1, 2, 3)]
    assert any(n.startswith("Your seat, ") and n.endswith(", to act") for n in names)
    up = _up_cards(driver)
    for seat in (1, 2, 3):
        owner = window.scene.plates[seat].name
        theirs = [n for n, d in said if d.startswith(f"{owner}: card ")]
        assert theirs == ["face down", "face down", up[seat][0]]  # two down, the door card
        assert any(n.startswith(f"{owner}, ") for n in names)

    pot_before = window.scene.pot_amount
    driver.clock.advance(1.0)
    qtbot.keyClick(window, Qt.Key.Key_C)  # call or check: the hand goes on to the next street
    qtbot.waitUntil(
        lambda: (
            (driver.pacer.phase is Phase.HUMAN_TURN and len(window.scene.cards[0]) == 4)
            or driver.hand_over(1)
        ),
        timeout=8000,
    )
    if driver.hand_over(1):  # everyone else folded: the pot went to the hero
        return
    said = _said(view)
    names = [name for name, _ in said]
    assert window.scene.pot_amount > pot_before and f"Pot {window.scene.pot_amount}." in names
    mine = [n for n, d in said if d.startswith("Your card ")]
    assert len(mine) == 4 and not mine[3].endswith("(down)")  # fourth street: an up card
    up = _up_cards(driver)
    for seat in (1, 2, 3):
        plate = window.scene.plates[seat]
        theirs = [n for n, d in said if d.startswith(f"{plate.name}: card ")]
        if plate.folded:
            assert theirs == [] and any(n.startswith(f"{plate.name}, ") and "folded" in n for n in names)
        else:
            assert theirs == ["face down", "face down", *up[seat]]


def test_the_arrow_keys_walk_the_seats_and_cards_and_tab_goes_on_to_the_buttons(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    _turn(driver, qtbot)
    window = driver.window
    window.view.setFocus(Qt.FocusReason.TabFocusReason)

    def press(key: Qt.Key) -> str:
        qtbot.keyClick(QApplication.focusWidget(), key)
        focused = QApplication.focusWidget()
        assert isinstance(focused, Spot) and focused.hasFocus()
        return focused.accessibleName()

    assert press(Qt.Key.Key_Down).startswith("Pot ")
    assert press(Qt.Key.Key_Down).startswith("Your seat, ")
    assert press(Qt.Key.Key_Right).endswith("(down)")
    assert press(Qt.Key.Key_End) == card_spoken(_hero_door(driver))
    assert press(Qt.Key.Key_Down) == _up_cards(driver)[1][0]  # the next seat, the same column
    assert press(Qt.Key.Key_Home).startswith(window.scene.plates[1].name + ", ")
    assert press(Qt.Key.Key_Up).startswith("Your seat, ")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and window.panel.isAncestorOf(focused)
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Up)  # from the table's end: the last seat
    assert QApplication.focusWidget() is window.reader.rows[-1][0]


def _hero_door(driver: Driver):  # type: ignore[no-untyped-def]
    return next(
        e.card
        for b in driver.batches
        for e in b.events
        if isinstance(e, CardDealt) and e.seat == 0 and e.face_up and e.card is not None
    )


def test_the_stand_ins_let_clicks_through_to_the_table(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    _turn(driver, qtbot)
    spot = driver.window.reader.rows[1][1]
    assert spot.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert spot.focusPolicy() == Qt.FocusPolicy.NoFocus  # Tab passes the table's stand-ins by


def test_the_steps_of_a_batch_shown_at_once_cost_one_refresh(qtbot: QtBot) -> None:
    # one refresh per step was a third of the GUI thread's time in a hand at speed 0 (issue 10)
    driver = start(qtbot, quick_settings(), seed=5)
    _turn(driver, qtbot)
    reader = driver.window.reader
    refreshed: list[int] = []
    refresh = reader.refresh

    def counted() -> None:
        refreshed.append(1)
        refresh()

    reader.refresh = counted  # type: ignore[method-assign]
    stale = driver.window.scene.pot_amount
    for _ in range(5):  # the steps of one batch, applied in one go
        reader.refresh_soon()
    assert refreshed == []
    qtbot.waitUntil(lambda: refreshed == [1], timeout=10_000)
    qtbot.wait(20)
    assert refreshed == [1]
    assert reader.rows[0][0].accessibleName() == f"Pot {stale}."


def _ring_pixels(widget: QWidget, rect: QRect) -> int:
    """Pixels of the ring's colour along the edges of `rect` in a grab of `widget`."""
    image = widget.grab().toImage()
    ring = RING.rgb() & 0xFFFFFF
    edges = [
        (x, y) for x in range(rect.left(), rect.right() + 1) for y in (rect.top() + 1, rect.bottom() - 1)
    ]
    edges += [
        (x, y) for y in range(rect.top(), rect.bottom() + 1) for x in (rect.left() + 1, rect.right() - 1)
    ]
    return sum(1 for x, y in edges if image.rect().contains(x, y) and image.pixel(x, y) & 0xFFFFFF == ring)


def test_the_stand_in_in_focus_is_ringed_by_one_widget_and_the_stand_ins_draw_nothing(qtbot: QtBot) -> None:
    # a Python paintEvent per stand-in was a fifth of the GUI thread's entries into Python in a
    # hand, each a wait for the interpreter lock while the bots or the coach compute (issue 12)
    assert "paintEvent" not in vars(Spot)
    driver = start(qtbot, quick_settings(), seed=5)
    _turn(driver, qtbot)
    window, reader = driver.window, driver.window.reader
    viewport = window.view.viewport()
    spot = reader.rows[1][1]
    assert _ring_pixels(viewport, spot.geometry()) == 0
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert QApplication.focusWidget() is spot
    qtbot.waitUntil(lambda: _ring_pixels(viewport, spot.geometry()) > 20, timeout=10_000)
    assert reader.ring.geometry() == spot.geometry()
    qtbot.keyClick(spot, Qt.Key.Key_Tab)  # on to the buttons: no ring left on the table
    assert reader.ring.isHidden()
    assert _ring_pixels(viewport, spot.geometry()) == 0
