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
from studdesk.persistence.savefile import encode_envelope
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


# ------------------------------------------------- issue 13: valid checksum, impossible content


def _saved_and_changed(tmp_path: Path, hands: int, change: object) -> tuple[PracticeSession, SaveStore]:
    """A session played `hands` hands and saved, its body then changed and re-signed."""
    session = a_session()
    for _ in range(hands):
        play_hand(session)
    store = SaveStore(tmp_path)
    path = store.save_session("practice", session)
    document = json.loads(path.read_text())
    change(document["body"])  # type: ignore[operator]
    path.write_text(encode_envelope("cash", document["title"], document["saved_at"], document["body"]))
    return session, store


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda body: body["snapshot"].__setitem__("players", []), "did not match its hands"),
        (
            lambda body: body["snapshot"]["players"][0].__setitem__("stack", 10**30),
            "snapshot.players.0.stack",
        ),
        (lambda body: body["snapshot"].__setitem__("button", 99), "snapshot.button"),
    ],
    ids=["no-players", "stack-10^30", "button-99"],
)
def test_an_impossible_snapshot_is_rebuilt_from_the_log(tmp_path: Path, change: object, said: str) -> None:
    session, store = _saved_and_changed(tmp_path, 4, change)
    loaded = store.load_session("practice")
    assert loaded.session.players() == session.players()  # nobody lost their seat or chips
    [note] = loaded.notes
    assert said in note and "rebuilt" in note


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda body: body.__setitem__("seed", -1), "seed: Input should be greater than or equal to 0"),
        (lambda body: body.__setitem__("seed", 2**80), "seed: Input should be less than or equal to"),
        (lambda body: body["log"][-1]["acts"].__setitem__(0, [5, "raise", 999]), "cannot be replayed"),
    ],
    ids=["seed-minus-1", "seed-2^80", "garbled-command"],
)
def test_a_log_that_cannot_be_replayed_is_damaged(tmp_path: Path, change: object, said: str) -> None:
    _session, store = _saved_and_changed(tmp_path, 3, change)
    with pytest.raises(SaveLoadError) as caught:
        store.load_session("practice")
    assert said in caught.value.problem.message and caught.value.problem.moved_to is not None
    assert store.list_saves().saves == ()
