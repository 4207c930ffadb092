"""The animation director: speed 0 snaps, a skip ends what plays, `idle` comes after the last step."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studdesk.engine.events import CardDealt, HandStarted
from studdesk.play.messages import StepBatch
from studdesk.ui.scene.director import AnimationDirector, group_events
from studdesk.ui.scene.layout import layout_for
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.timings import Timings

from .helpers import VIEWER, batch, call_down, new_hand


class Probe:
    def __init__(self, director: AnimationDirector) -> None:
        self.idle = 0
        self.finished: list[StepBatch] = []
        director.idle.connect(self.on_idle)
        director.batch_finished.connect(self.finished.append)

    def on_idle(self) -> None:
        self.idle += 1


def test_r2_2_a_deal_round_is_one_group() -> None:
    hand = new_hand(players=4)
    groups = group_events(hand.start())
    dealt = [g for g in groups if isinstance(g[0], CardDealt)]
    assert [len(g) for g in dealt] == [12]  # down, down, up: three passes round four seats
    assert isinstance(groups[0][0], HandStarted)


def test_speed_zero_applies_a_whole_batch_at_once(qtbot: QtBot) -> None:
    scene = TableScene()
    director = AnimationDirector(scene, Timings(speed=0))
    probe = Probe(director)
    hand = new_hand(players=4)
    director.enqueue(batch(hand, hand.start()))
    assert probe.idle == 1 and len(probe.finished) == 1 and not director.busy
    assert {seat: len(row) for seat, row in scene.cards.items()} == {0: 3, 1: 3, 2: 3, 3: 3}
    # R2.5: the viewer sees their down cards (marked hidden from others), nobody else's
    for seat, row in scene.cards.items():
        for index, item in enumerate(row):
            down = index < 2
            assert item.hidden_from_others == (down and seat == VIEWER)
            assert (item.card is None) == (down and seat != VIEWER)
            assert item.face_showing == (not down or seat == VIEWER)
            assert item.pos() == scene.card_target(seat, index)


def test_skip_ends_the_running_animation(qtbot: QtBot) -> None:
    scene = TableScene()
    director = AnimationDirector(scene, Timings(speed=1.0, bot_think_ms=600))
    probe = Probe(director)
    hand = new_hand(players=4)
    director.enqueue(batch(hand, hand.start()))
    assert director.busy
    for _ in range(20):  # one skip per step: button, antes, street, deal...
        if not director.busy:
            break
        director.skip()
    assert not director.busy and probe.idle == 1
    for seat, row in scene.cards.items():
        for index, item in enumerate(row):
            assert item.pos() == scene.card_target(seat, index)  # every card landed


def test_bot_thinking_is_a_pause_before_its_action(qtbot: QtBot) -> None:
    scene = TableScene()
    director = AnimationDirector(scene, Timings(speed=0))
    hand = new_hand(players=3)
    director.enqueue(batch(hand, hand.start()))
    director.set_timings(Timings(speed=1.0, bot_think_ms=400))
    actor = hand.to_act
    assert actor is not None
    offer = hand.legal_actions()[0]
    from studdesk.engine.actions import Act

    director.enqueue(batch(hand, hand.apply(Act.taking(actor, offer)), thinker=actor))
    assert scene.plates[actor].thinking  # the action is not shown yet
    assert scene.plates[actor].action == ""
    qtbot.waitUntil(lambda: not director.busy, timeout=10_000)
    assert not scene.plates[actor].thinking
    assert scene.plates[actor].action  # now it is


def test_a_whole_hand_to_the_showdown_leaves_the_scene_in_step_with_the_view(qtbot: QtBot) -> None:
    scene = TableScene()
    director = AnimationDirector(scene, Timings(speed=0))
    hand = new_hand("stud8", players=4, seed=3)
    director.enqueue(batch(hand, hand.start()))
    for events in call_down(hand):
        director.enqueue(batch(hand, events))
    view = hand.view(VIEWER)
    assert view.is_over
    for seat in view.seats:
        assert scene.plates[seat.seat].stack == seat.stack
        assert scene.bets[seat.seat].amount == 0
    assert scene.pot.amount == 0
    # the winners' five cards are highlighted, and were all face up by then
    highlighted = [i for row in scene.cards.values() for i in row if i.highlighted]
    assert highlighted and all(i.face_showing for i in highlighted)
    assert any(label.text for label in scene.hand_labels.values())


def test_layout_changes_with_the_seat_count(qtbot: QtBot) -> None:
    scene = TableScene()
    scene.configure(6, 0)
    assert set(scene.plates) == set(range(6))
    scene.configure(9, 0)
    assert set(scene.plates) == set(range(9))
    assert scene.sceneRect() == layout_for(9, 0).scene_rect


def test_r2_7_community_card_lands_in_the_centre_face_up(qtbot: QtBot) -> None:
    """Eight players who all stay need 56 cards: the 7th-street card is dealt to the middle."""
    scene = TableScene()
    director = AnimationDirector(scene, Timings(speed=0))
    hand = new_hand("stud", players=8, seed=5)
    director.enqueue(batch(hand, hand.start()))
    for events in call_down(hand):
        director.enqueue(batch(hand, events))
    assert hand.community is not None
    assert scene.community is not None and scene.community.card == hand.community
    assert scene.community.face_showing
    assert scene.layout is not None and scene.community.pos() == scene.layout.community_pos
