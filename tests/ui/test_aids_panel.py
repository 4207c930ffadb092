"""The practice-aids panel and the aids on the table: sections, "…" while computing, stale answers dropped,
seat tooltips with the board reading, folded up cards dimmed at their seats."""

from __future__ import annotations

from engine.stacked import play, stacked_hand
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from studdesk.engine.hand import Hand
from studdesk.play.aids import AidsWanted, BoardText, HandReviewed, TableAids
from studdesk.ui.aids_dock import AidsUi
from studdesk.ui.aids_panel import AidsPanel
from studdesk.ui.main_window import MainWindow
from studdesk.ui.scene.aids_overlay import AidsOverlay
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.shortcuts import help_html

ODDS = AidsWanted(odds=True)
ALL = AidsWanted(odds=True, boards=True, review=True, hint=True, rules=True, dead_cards=True)


def answer(token: int, **fields: object) -> TableAids:
    base: dict[str, object] = {
        "equity": ("Equity 42 % against 2 opponents (±0.4)",),
        "pot_odds": "call 10 to win 26: 2.6 to 1, you need 28 %",
    }
    base.update(fields)
    return TableAids(token, 1, **base)  # type: ignore[arg-type]


def test_only_the_sections_of_the_aids_that_are_on_show(qtbot: QtBot) -> None:
    panel = AidsPanel()
    qtbot.addWidget(panel)
    panel.set_wanted(ODDS)
    assert [s.heading for s in panel.sections if s.visible] == ["Equity", "Pot odds", "Outs"]
    panel.set_wanted(ALL)
    assert [s.heading for s in panel.sections if s.visible] == [
        "Equity",
        "Pot odds",
        "Outs",
        "Advisor",
        "Rules",
        "Dead cards",
        "Last hand",
    ]
    panel.set_wanted(AidsWanted())
    assert panel.toPlainText() == ""


def test_figures_read_dots_while_computing_then_the_answer(qtbot: QtBot) -> None:
    panel = AidsPanel()
    qtbot.addWidget(panel)
    panel.set_wanted(AidsWanted(odds=True, hint=True))
    panel.computing(1, hero_turn=True)
    assert panel.equity.lines() == ["…"] and panel.pot_odds.lines() == ["…"] and panel.outs.lines() == ["…"]
    assert panel.hint.lines() == ["The advisor is thinking…"]
    assert panel.show_aids(answer(1, hint="Advisor: call. Called: flush draw"))
    text = panel.toPlainText()
    assert "Equity 42 % against 2 opponents (±0.4)" in text and "call 10 to win 26" in text
    assert "Advisor: call. Called: flush draw" in text and "…" not in text


def test_an_answer_for_a_table_that_has_moved_on_is_dropped(qtbot: QtBot) -> None:
    panel = AidsPanel()
    qtbot.addWidget(panel)
    panel.set_wanted(ODDS)
    panel.computing(1, hero_turn=False)
    panel.computing(2, hero_turn=False)  # a card came before the first answer
    assert not panel.show_aids(answer(1))
    assert panel.equity.lines() == ["…"]
    assert panel.show_aids(answer(2, equity=("Equity 40 % against 2 opponents (±0.4)",)))
    assert panel.equity.lines() == ["Equity 40 % against 2 opponents (±0.4)"]


def test_a_section_with_nothing_to_say_is_left_out(qtbot: QtBot) -> None:
    panel = AidsPanel()
    qtbot.addWidget(panel)
    panel.set_wanted(ODDS)
    panel.computing(1, hero_turn=False)
    panel.show_aids(answer(1, pot_odds="", equity=("The hand is over",)))
    assert panel.pot_odds.lines() == [] and "Pot odds" not in panel.toPlainText()
    assert "The hand is over" in panel.toPlainText()


def test_the_review_stays_until_the_next_one(qtbot: QtBot) -> None:
    panel = AidsPanel()
    qtbot.addWidget(panel)
    panel.set_wanted(AidsWanted(odds=True, review=True))
    lines = (
        "Your one decision differed from the advisor's:",
        "5th street: you chose to fold, the advisor would call.",
    )
    panel.show_review(HandReviewed(4, lines, 1, {}))
    panel.computing(9, hero_turn=False)
    panel.show_aids(answer(9))
    assert "Review of hand #4" in panel.toPlainText() and lines[1] in panel.toPlainText()


def test_the_drill_hides_the_dead_cards(qtbot: QtBot) -> None:
    panel = AidsPanel()
    qtbot.addWidget(panel)
    panel.set_wanted(AidsWanted(dead_cards=True))
    panel.computing(1, hero_turn=False)
    panel.show_aids(answer(1, dead_cards=("2 cards seen, 1 of them folded", "♠ K (folded: K)")))
    assert "folded: K" in panel.toPlainText()
    panel.hide_tracker(True)
    assert "folded" not in panel.toPlainText()
    panel.hide_tracker(False)
    assert "folded: K" in panel.toPlainText()


def test_panel_text_grows_with_the_window(qtbot: QtBot) -> None:
    panel = AidsPanel()
    qtbot.addWidget(panel)
    size = panel.font().pointSizeF()
    panel.set_scale(1.5)
    assert panel.font().pointSizeF() == size * 1.5


# ----------------------------------------------------------------------------- on the table


def folded_hand():  # type: ignore[no-untyped-def]
    hand = stacked_hand(
        "stud", {0: "As Ks 7s 2s", 1: "2c 3c 4s 9h", 2: "Qh Qc 8s Kh", 3: "5d 6d Js"}, button=3
    )
    hand.start()
    play(hand, "1 bring-in; 2 complete; 3 fold; 0 call; 1 call")
    return hand


def test_each_opponents_seat_tells_its_board_on_hover(qtbot: QtBot) -> None:
    scene = TableScene()
    overlay = AidsOverlay(scene)
    overlay.set_enabled(boards=True, dim_folded=False)
    scene.configure(4, 0)
    view = folded_hand().view(0)
    overlay.show_view(view)
    overlay.set_boards([BoardText(2, ("P2 shows 8♠ K♥", "could have trip kings: 2 kings live"))])
    assert sorted(overlay.hovers) == [1, 2, 3]  # every seat but the player's
    assert overlay.hovers[2].toolTip() == "P2 shows 8♠ K♥\ncould have trip kings: 2 kings live"
    assert overlay.hovers[1].toolTip() == ""
    overlay.set_enabled(boards=False, dim_folded=False)
    assert overlay.hovers[2].toolTip() == ""


def test_a_new_table_layout_gets_new_hover_areas(qtbot: QtBot) -> None:
    scene = TableScene()
    overlay = AidsOverlay(scene)
    overlay.set_enabled(boards=True, dim_folded=False)
    scene.configure(4, 0)
    overlay.set_boards(())
    assert len(overlay.hovers) == 3
    scene.configure(8, 0)
    overlay.set_boards(())
    assert len(overlay.hovers) == 7
    assert all(h.scene() is scene for h in overlay.hovers.values())


def test_folded_up_cards_stay_dimmed_at_their_seat_when_asked(qtbot: QtBot) -> None:
    scene = TableScene()
    overlay = AidsOverlay(scene)
    scene.configure(4, 0)
    view = folded_hand().view(0)
    overlay.show_view(view)
    assert overlay.dimmed == []  # off by default: the folded cards go to the muck
    overlay.set_enabled(boards=False, dim_folded=True)
    (item,) = overlay.dimmed  # seat 3 folded the J♠ (its only up card)
    assert str(item.card) == "Js" and item.opacity() < 1.0 and item.face_showing
    assert item.toolTip() == "P3 folded this card: it is dead"
    assert scene.spot(3).cards_rect.contains(item.pos())
    overlay.hide_folded(True)
    assert not item.isVisible()
    overlay.hide_folded(False)
    overlay.clear()
    assert overlay.dimmed == [] and item.scene() is None


def test_the_aids_keys_are_the_usual_ones_until_the_player_rebinds_them(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    ui = AidsUi(window)
    toggle = ui.dock.toggleViewAction()
    assert ui.calculator_action.shortcut() == QKeySequence("Ctrl+E")
    assert toggle.shortcut() == QKeySequence("Ctrl+Shift+A")
    window.apply_shortcuts({"equity_calculator": "Ctrl+Shift+E", "aids_panel": ""})
    assert ui.calculator_action.shortcut() == QKeySequence("Ctrl+Shift+E")
    assert toggle.shortcut().isEmpty()
    assert "Stud equity calculator" in help_html(window.shortcut_keys)


def test_the_panel_is_laid_out_again_only_when_its_text_changes(qtbot: QtBot) -> None:
    """setHtml lays out the whole panel in the GUI thread (5-7 ms, issue 12): a second '…' over an
    unanswered one, or an answer equal to the last, leaves the document alone."""
    panel = AidsPanel()
    qtbot.addWidget(panel)
    panel.set_wanted(AidsWanted(odds=True, hint=True))
    laid_out: list[str] = []
    set_html = panel.setHtml

    def counted(html: str) -> None:
        laid_out.append(html)
        set_html(html)

    panel.setHtml = counted  # type: ignore[method-assign]
    panel.computing(1, hero_turn=True)
    panel.computing(2, hero_turn=True)  # the same '…'
    assert len(laid_out) == 1
    assert panel.show_aids(answer(2))
    assert panel.show_aids(answer(2))  # the same figures again
    assert len(laid_out) == 2 and "Equity 42 %" in panel.toPlainText()
    panel.computing(3, hero_turn=False)  # the advisor's line changes
    assert len(laid_out) == 3 and "…" in panel.toPlainText()


def test_the_hover_areas_and_dimmed_cards_are_found_under_the_pointer_without_python_drawing(
    qtbot: QtBot,
) -> None:
    """The scene finds a seat's hover area (and a dimmed card's tooltip) under the pointer, while
    Qt bounds and draws them in C++: no Python boundingRect or paint to call for each frame, each a
    wait for the GIL while the bots compute (issue 12)."""
    from PySide6.QtWidgets import QGraphicsPixmapItem

    from studdesk.ui.scene.aids_overlay import SeatHover

    assert "boundingRect" not in SeatHover.__dict__ and "paint" not in SeatHover.__dict__
    scene = TableScene()
    overlay = AidsOverlay(scene)
    overlay.set_enabled(boards=True, dim_folded=True)
    scene.configure(4, 0)
    overlay.show_view(folded_hand().view(0))
    overlay.set_boards([BoardText(2, ("P2 shows 8♠ K♥",))])
    hover = overlay.hovers[2]
    under = scene.items(hover.sceneBoundingRect().center())
    assert hover in under
    assert next(i for i in under if i.toolTip()) is hover
    assert overlay.dimmed
    card = overlay.dimmed[0]
    under = scene.items(card.mapToScene(card.boundingRect().center()))
    tipped = next(i for i in under if i.toolTip())
    assert isinstance(tipped, QGraphicsPixmapItem) and tipped.parentItem() is card
    assert tipped.toolTip() == card.toolTip() != ""


def dimming_folded_cards() -> tuple[TableScene, AidsOverlay, Hand]:
    """A four-seat table dimming folded up cards, showing `folded_hand()` to seat 0."""
    scene = TableScene()
    overlay = AidsOverlay(scene)
    scene.configure(4, 0)
    overlay.set_enabled(boards=False, dim_folded=True)
    hand = folded_hand()
    overlay.show_view(hand.view(0))
    return scene, overlay, hand


def test_the_dimmed_cards_are_kept_while_the_folded_cards_are_the_same(qtbot: QtBot) -> None:
    """A batch that folds no one keeps the dimmed cards on show (made again after every batch, they
    were some 5 ms of the GUI thread's time each: issue 12); a new fold or table makes them again."""
    scene, overlay, hand = dimming_folded_cards()
    (item,) = overlay.dimmed
    overlay.show_view(hand.view(0))
    assert overlay.dimmed == [item] and item.scene() is scene
    scene.configure(6, 0)  # another table: made again at the new seats
    overlay.show_view(hand.view(0))
    assert overlay.dimmed and overlay.dimmed[0] is not item and item.scene() is None
    overlay.set_enabled(boards=False, dim_folded=False)
    assert overlay.dimmed == []


def test_one_more_fold_makes_only_that_seats_dimmed_cards(qtbot: QtBot) -> None:
    """The folded seats' dimmed cards on show stay when another player folds: only the new folder's
    are made (all of them made again were up to 14 ms of the GUI thread in one turn, issue 12)."""
    scene, overlay, hand = dimming_folded_cards()
    (first,) = overlay.dimmed  # seat 3's J♠
    play(hand, "2 bet; 0 call; 1 fold")  # 4th street: seat 2 bets, seat 1 folds
    overlay.show_view(hand.view(0))
    assert first in overlay.dimmed and first.scene() is scene
    folded = sorted(str(item.card) for item in overlay.dimmed if item is not first)
    assert folded == ["4s", "9h"]  # the new folder's up cards, made
    assert all(item.scene() is scene for item in overlay.dimmed)
