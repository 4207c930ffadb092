"""Practice-session saves: after every hand and change, load to the same table; damage is set aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studdesk.bots.base import safe_decision
from studdesk.bots.registry import make_bot
from studdesk.engine.hand import GameConfig
from studdesk.engine.session import PracticeSession
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.saves import SaveLoadError, SaveStore

STUD = GameConfig(VARIANTS["stud"], Structure(1, 2, 5, 10))


def play_hand(session: PracticeSession) -> None:
    hand, _ = session.start_hand()
    bots = {p.seat: make_bot(p.bot or "random", session.bot_seed(p.seat)) for p in session.players()}
    while not hand.is_over:
        assert hand.to_act is not None
        session.apply(safe_decision(bots[hand.to_act], hand.view(hand.to_act))[0])
    for seat in session.finish_hand():
        session.add_chips(seat, 100)


def a_session() -> PracticeSession:
    session = PracticeSession(STUD, seats=6, seed=5)
    session.sit(0, "You", 100)
    session.sit(3, "Rocky", 200, bot="random")
    session.sit(5, "Callie", 150, bot="always-call")
    return session


@pytest.mark.parametrize("verify", [False, True])
def test_session_save_load_continue_equals_the_uninterrupted_session(tmp_path: Path, verify: bool) -> None:
    straight = a_session()
    for number in range(20):
        if number == 8:
            straight.change_game("stud8", Structure(2, 4, 10, 20))
        if number == 12:
            straight.sit_out(5)
        play_hand(straight)

    store = SaveStore(tmp_path)
    session = a_session()
    for number in range(20):
        if number == 8:
            session.change_game("stud8", Structure(2, 4, 10, 20))
        if number == 12:
            session.sit_out(5)
        play_hand(session)
        store.save_session("practice", session)
        session = store.load_session("practice", verify=verify).session
    assert session.log == straight.log
    assert session.players() == straight.players()
    assert session.config == straight.config


def test_session_saved_mid_hand_keeps_its_commands(tmp_path: Path) -> None:
    session = a_session()
    play_hand(session)
    hand, _ = session.start_hand()
    assert hand.to_act is not None
    session.apply(safe_decision(make_bot("random", 1), hand.view(hand.to_act))[0])
    store = SaveStore(tmp_path)
    store.save_session("practice", session)
    loaded = store.load_session("practice")
    assert loaded.pending == session.pending_acts and len(loaded.pending) == 1
    again, _ = loaded.session.start_hand()
    assert [c for p in again.order for c in p.cards] == [c for p in hand.order for c in p.cards]
    listing = store.list_saves()
    assert [(s.kind, s.hands_played) for s in listing.saves] == [("cash", 1)]


def test_damaged_session_save_is_moved_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_session("practice", a_session())
    path = store.path_for("practice")
    document = json.loads(path.read_text())
    document["body"]["seats"] = 7
    path.write_text(json.dumps(document))
    with pytest.raises(SaveLoadError, match="do not match their checksum") as caught:
        store.load_session("practice")
    assert caught.value.problem.moved_to is not None and not path.exists()
