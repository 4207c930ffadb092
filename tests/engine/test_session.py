"""Cash practice: re-buy and top-up, sitting out, bots joining and leaving, changing the game."""

from __future__ import annotations

import random

import pytest

from studdesk.bots.base import safe_decision
from studdesk.bots.registry import make_bot
from studdesk.engine.errors import ConfigurationError
from studdesk.engine.events import HandStarted
from studdesk.engine.hand import GameConfig
from studdesk.engine.session import GameChanged, PracticeSession, SatDown
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS

STUD = GameConfig(VARIANTS["stud"], Structure(1, 2, 5, 10))


def play_hand(session: PracticeSession) -> tuple[int, ...]:
    """One hand between each seat's bot (fresh from the hand's bot seed); returns the busted seats."""
    hand, _ = session.start_hand()
    bots = {p.seat: make_bot(p.bot or "random", session.bot_seed(p.seat)) for p in session.players()}
    while not hand.is_over:
        assert hand.to_act is not None
        act, _problem = safe_decision(bots[hand.to_act], hand.view(hand.to_act))
        session.apply(act)
    return session.finish_hand()


def seated(seed: int = 1) -> PracticeSession:
    session = PracticeSession(STUD, seats=6, seed=seed)
    session.sit(0, "You", 100)
    session.sit(2, "Rocky", 100, bot="random")
    session.sit(4, "Callie", 100, bot="always-call")
    return session


def test_players_join_leave_and_chips_are_accounted() -> None:
    session = seated()
    for _ in range(5):
        play_hand(session)
    assert sum(p.stack for p in session.players()) == 300
    assert sum(p.net for p in session.players()) == 0
    rocky = session.player(2)
    session.sit(5, "Maxine", 250, bot="random")  # a bot added between hands
    left = session.leave(2)
    assert left.seat == 2 and [p.seat for p in session.players()] == [0, 4, 5]
    play_hand(session)
    assert sum(p.stack for p in session.players()) == 300 - rocky.stack + 250
    assert sum(p.net for p in session.players()) == -rocky.net  # Rocky left with his winnings


def test_rebuy_after_busting_and_top_up() -> None:
    session = PracticeSession(STUD, seats=4, seed=3)
    session.sit(0, "You", 3)
    session.sit(1, "Bot", 500, bot="always-call")
    busted: tuple[int, ...] = ()
    while not busted:
        busted = play_hand(session)
    assert busted == (0,)
    me = session.player(0)
    assert me.is_busted and me.net == -3
    with pytest.raises(ConfigurationError, match="2 to 8 players"):
        session.start_hand()  # only one player has chips: nothing is dealt, nothing changes
    assert session.hand is None
    session.add_chips(0, 100)  # re-buy
    session.add_chips(1, 50)  # top-up
    assert (session.player(0).stack, session.player(0).bought_in) == (100, 103)
    assert session.player(1).bought_in == 550
    play_hand(session)
    assert sum(p.stack for p in session.players()) == 653


def test_sitting_out_skips_the_player_until_they_sit_in() -> None:
    session = seated()
    session.sit_out(4)
    hand, events = session.start_hand()
    assert sorted(s.seat for s in hand.order) == [0, 2]
    assert session.ready_count() == 2
    del events
    while not hand.is_over:
        assert hand.to_act is not None
        session.apply(safe_decision(make_bot("random", 1), hand.view(hand.to_act))[0])
    session.finish_hand()
    assert session.player(4).stack == 100 and session.player(4).sitting_out
    session.sit_in(4)
    hand, _ = session.start_hand()
    assert sorted(s.seat for s in hand.order) == [0, 2, 4]


def test_changing_variant_and_structure_takes_effect_with_the_next_hand() -> None:
    session = seated()
    play_hand(session)
    change = session.change_game("razz", Structure(2, 3, 10, 20))
    assert change == GameChanged("razz", Structure(2, 3, 10, 20), HouseRules())
    hand, events = session.start_hand()
    start = next(e for e in events if isinstance(e, HandStarted))
    assert (start.variant_key, start.ante, start.small_bet) == ("razz", 2, 10)
    with pytest.raises(ConfigurationError, match="changes are made between hands"):
        session.change_game("stud")
    with pytest.raises(ConfigurationError, match="between hands"):
        session.add_chips(0, 10)
    assert session.config.variant.key == "razz"  # the refused changes changed nothing
    del hand


def test_bad_changes_are_refused_with_a_message_and_nothing_is_logged() -> None:
    session = seated()
    entries = len(session.log)
    with pytest.raises(ConfigurationError, match="seat 2 is taken by Rocky"):
        session.sit(2, "Other", 100)
    with pytest.raises(ConfigurationError, match="needs chips to sit down"):
        session.sit(3, "Broke", 0)
    with pytest.raises(ConfigurationError, match="already seated"):
        session.sit(3, "Rocky", 50)
    with pytest.raises(ConfigurationError, match="seat 5 is empty"):
        session.add_chips(5, 10)
    with pytest.raises(ConfigurationError, match="add at least 1 chip"):
        session.add_chips(0, -5)
    with pytest.raises(ConfigurationError, match="unknown variant 'omaha'"):
        session.change_game("omaha")
    assert len(session.log) == entries
    assert isinstance(session.log[0], SatDown)


def test_replay_and_restore_rebuild_the_same_session() -> None:
    session = seated(seed=9)
    rng = random.Random(4)
    for _ in range(12):
        play_hand(session)
        if rng.random() < 0.3:
            session.change_game(rng.choice(["stud", "stud8", "razz", "five"]))
        for p in session.players():
            if p.is_busted:
                session.add_chips(p.seat, 100)
    replayed = PracticeSession.replay(STUD, 6, 9, session.log)
    assert replayed.snapshot() == session.snapshot()
    restored = PracticeSession.restore(STUD, 6, 9, session.snapshot(), session.log)
    assert restored.snapshot() == session.snapshot()
    # and they deal the same next hand
    a, _ = session.start_hand()
    b, _ = restored.start_hand()
    assert a.view(-1) == b.view(-1)
