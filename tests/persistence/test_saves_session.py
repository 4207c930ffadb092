"""Practice-session saves: after every hand and change, load to the same table; damage is set aside."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from studdesk.bots.base import safe_decision
from studdesk.bots.registry import make_bot
from studdesk.engine.hand import GameConfig
from studdesk.engine.session import PracticeSession
from studdesk.engine.structure import AllInRule, HouseRules, Structure
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


def test_session_save_load_continue_equals_the_uninterrupted_session(tmp_path: Path) -> None:
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
        session = store.load_session("practice").session
    assert session.players() == straight.players()
    assert session.config == straight.config
    # the same cards come next: the dealing source and the button were saved with the table
    assert session.table.rng.getstate() == straight.table.rng.getstate()
    assert session.table.button == straight.table.button and session.hands_played == 20


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


def _saved_and_rewritten(
    tmp_path: Path, session: PracticeSession, hands: int, rewrite: Callable[[Any], Any]
) -> SaveStore:
    """`session` played `hands` hands (and 2 commands into the next) and saved, then its body
    rewritten (`rewrite` returns the new one) and re-signed, as a buggy, foreign or older writer
    with a valid checksum would have written it."""
    for _ in range(hands):
        play_hand(session)
    hand, _ = session.start_hand()
    for _ in range(2):
        assert hand.to_act is not None
        session.apply(safe_decision(make_bot("random", 1), hand.view(hand.to_act))[0])
    store = SaveStore(tmp_path)
    path = store.save_session("practice", session)
    document = json.loads(path.read_text())
    body = rewrite(document["body"])
    path.write_text(encode_envelope("cash", document["title"], document["saved_at"], body))
    return store


def _saved_and_changed(tmp_path: Path, hands: int, change: object) -> tuple[PracticeSession, SaveStore]:
    """A session saved as `_saved_and_rewritten` says, its body changed in place by `change`."""

    def rewrite(body: object) -> object:
        change(body)  # type: ignore[operator]
        return body

    session = a_session()
    return session, _saved_and_rewritten(tmp_path, session, hands, rewrite)


def _set(*path_and_value: object) -> object:
    """A change that sets body[path...] = value (the last argument)."""
    *path, value = path_and_value

    def change(body: dict[str, object]) -> None:
        target: object = body
        for key in path[:-1]:
            target = target[key]  # type: ignore[index]
        target[path[-1]] = value  # type: ignore[index]

    return change


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_set("snapshot", "players", []), "it is damaged: nobody is seated at its table"),
        (_set("snapshot", "players", 0, "stack", 10**30), "snapshot.players.0.stack must be at most"),
        (_set("snapshot", "button", 99), "snapshot.button must be less than 10"),
        (_set("snapshot", "button", 7), "its button is at seat 8 of a table of 6"),
        (_set("snapshot", "button", None), "hands were dealt but there is no button"),
        (_set("snapshot", "players", 1, "seat", 0), "two players sit in the same seat"),
        (_set("snapshot", "players", 1, "name", "You"), "names are missing or repeated"),
        (_set("snapshot", "players", 1, "bot", None), "it seats 2 players who are not bots, not one"),
        (_set("snapshot", "rng_state", [3, [1, 2], None]), "the saved random state is damaged"),
        (_set("seed", -1), "seed must be at least 0"),
        (_set("seed", 2**80), "seed must be at most"),
        (_set("pending", 0, [5, "raise", 999]), "its hand in play cannot be replayed (command 1"),
        (_set("pending", 0, [0, "raise", 10**30]), "pending.0.2 must be at most"),
    ],
    ids=[
        "no-players",
        "stack-10^30",
        "button-99",
        "button-off-the-table",
        "no-button",
        "same-seat",
        "same-name",
        "two-humans",
        "rng-state",
        "seed-minus-1",
        "seed-2^80",
        "garbled-command",
        "huge-amount",
    ],
)
def test_an_impossible_save_is_set_aside_with_a_plain_message(
    tmp_path: Path, change: object, said: str
) -> None:
    """With no log to rebuild from, a save that breaks the rules of a table is damaged: kept aside."""
    _session, store = _saved_and_changed(tmp_path, 3, change)
    original = store.path_for("practice").read_bytes()
    with pytest.raises(SaveLoadError) as caught:
        store.load_session("practice")
    problem = caught.value.problem
    assert said in problem.message and problem.moved_to is not None
    assert problem.moved_to.read_bytes() == original
    assert store.list_saves().saves == ()  # not offered again


def test_a_save_of_format_1_is_replayed_and_saved_again_in_format_2(tmp_path: Path) -> None:
    """Format 1 kept the whole session log; such a save still opens, exactly where it was."""
    shutil.copy(Path(__file__).parent / "data" / "practice-v1.studsave", tmp_path / "practice.studsave")
    store = SaveStore(tmp_path)
    [info] = store.list_saves().saves
    assert (info.kind, info.hands_played) == ("cash", 6)
    loaded = store.load_session("practice")
    assert loaded.notes == []
    assert [(p.name, p.stack) for p in loaded.session.players()] == [
        ("You", 180),
        ("Rocky", 195),
        ("Callie", 75),
    ]
    assert loaded.session.config.variant.key == "razz" and len(loaded.pending) == 3
    store.save_session("practice", loaded.session)
    document = json.loads(store.path_for("practice").read_text())
    assert document["version"] == 2 and "log" not in document["body"]
    again = store.load_session("practice")
    assert again.session.players() == loaded.session.players() and again.pending == ()


def test_the_save_does_not_grow_with_the_session(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = a_session()
    sizes = []
    for hands in (5, 60):
        while session.hands_played < hands:
            play_hand(session)
        sizes.append(store.save_session("practice", session).stat().st_size)
    assert abs(sizes[1] - sizes[0]) < 100  # a few digits of the stacks and the hand count


def _without_all_in_rule(value: object) -> object:
    """Save data as StudDesk wrote it before the all_in_rule option existed."""
    if isinstance(value, dict):
        return {k: _without_all_in_rule(v) for k, v in value.items() if k != "all_in_rule"}
    if isinstance(value, list):
        return [_without_all_in_rule(v) for v in value]
    return value


def test_r3_8_games_saved_before_the_half_bet_rule_go_on_under_full_bet(tmp_path: Path) -> None:
    """They were played under full_bet (the only reading then): their hand in play replays so."""
    session = PracticeSession(
        replace(STUD, rules=HouseRules(all_in_rule=AllInRule.FULL_BET)), seats=6, seed=5
    )
    session.sit(0, "You", 30)
    session.sit(3, "Rocky", 200, bot="random")
    store = _saved_and_rewritten(tmp_path, session, 1, _without_all_in_rule)
    loaded = store.load_session("practice")
    assert loaded.session.config.rules.all_in_rule is AllInRule.FULL_BET
    assert loaded.pending == session.pending_acts
    # the format-1 save in tests/persistence/data predates the option as well
    shutil.copy(Path(__file__).parent / "data" / "practice-v1.studsave", tmp_path / "old.studsave")
    assert store.load_session("old").session.config.rules.all_in_rule is AllInRule.FULL_BET


def test_r3_8_new_games_save_the_half_bet_rule(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_session("practice", a_session())
    assert store.load_session("practice").session.config.rules.all_in_rule is AllInRule.HALF_BET


def test_a_resumed_session_counts_its_entries_on_from_the_save(tmp_path: Path) -> None:
    """The session's count of changes and hands goes on from the saved value, not from 0."""
    straight, session = a_session(), a_session()
    store = SaveStore(tmp_path)
    for number in range(6):
        for table in (straight, session):
            if number == 2:
                table.sit_out(5)  # a change counts as well as a hand
            play_hand(table)
        store.save_session("practice", session)
        session = store.load_session("practice").session
        assert session.entries == straight.entries
    assert straight.entries >= 3 + 1 + 6  # three seated, one sat out, six hands (and any re-buys)
    play_hand(session)
    play_hand(straight)
    assert session.entries == straight.entries  # and counts on from there


def test_a_format_2_save_without_the_count_resumes_with_the_least_it_had(tmp_path: Path) -> None:
    """Saves written before `entries` was kept: one per hand played and per player seated."""
    session = a_session()
    for _ in range(4):
        play_hand(session)
    store = SaveStore(tmp_path)
    path = store.save_session("practice", session)
    document = json.loads(path.read_text())
    del document["body"]["snapshot"]["entries"]
    path.write_text(encode_envelope("cash", document["title"], document["saved_at"], document["body"]))
    resumed = store.load_session("practice").session
    assert resumed.entries == 4 + 3 <= session.entries
