"""Save -> load -> continue plays exactly the tournament an uninterrupted run plays."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from studdesk.bots.registry import make_bot
from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.actions import LegalAction
from studdesk.engine.events import CardDealt
from studdesk.engine.hand import Hand
from studdesk.engine.tournament import TournamentDirector
from studdesk.engine.tournament_config import (
    DEFAULT_ROTATION,
    Entrant,
    LevelTiming,
    LevelUnit,
    Speed,
    TournamentConfig,
)
from studdesk.engine.views import PlayerView
from studdesk.persistence.saves import SaveStore


class LearningBot:
    """A test bot whose choices depend on its random source AND on every hand it was shown:
    if a reload lost what it learned, or its random state, its decisions would drift."""

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)
        self.hands_seen = 0
        self.chips_seen = 0

    def decide(self, view: PlayerView) -> LegalAction:
        index = (self.rng.randrange(1000) + self.hands_seen + self.chips_seen) % len(view.legal)
        return view.legal[index]

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def hand_over(self, view: PlayerView) -> None:
        self.hands_seen += 1
        self.chips_seen += view.pot_total % 7


def maker(seat: int, name: str, seed: int) -> object:
    return LearningBot(seed) if name == "learning" else make_bot(name, seed)


def config(variants: tuple[str, ...] = DEFAULT_ROTATION) -> TournamentConfig:
    names = ("learning", "random", "always-call", "learning", "random", "learning")
    return TournamentConfig(
        tuple(Entrant(f"{n}-{i}", n) for i, n in enumerate(names)),
        variants=variants,
        timing=LevelTiming.of_speed(Speed.TURBO),
    )


def roster(director: TournamentDirector) -> BotRoster:
    return BotRoster(director.config, director.seed, make=maker)  # type: ignore[arg-type]


def play(director: TournamentDirector, bots: BotRoster, hands: int | None = None) -> None:
    played = 0
    while not director.is_finished and (hands is None or played < hands):
        play_hand(director, bots)
        played += 1


def straight_run(seed: int) -> TournamentDirector:
    director = TournamentDirector(config(), seed)
    play(director, roster(director))
    return director


@pytest.mark.parametrize("verify", [False, True], ids=["from-snapshot", "replayed-and-checked"])
def test_save_load_continue_equals_the_uninterrupted_tournament(tmp_path: Path, verify: bool) -> None:
    seed = 21
    expected = straight_run(seed)
    store = SaveStore(tmp_path)
    director = TournamentDirector(config(), seed)
    bots = roster(director)
    reloads = 0
    while not director.is_finished:
        play(director, bots, hands=9)
        store.save_tournament("game", director)
        # quit and start again: everything comes back from the file
        director = store.load_tournament("game", verify=verify).director
        bots = roster(director)
        bots.catch_up(director)
        reloads += 1
    assert reloads >= 3
    assert director.log == expected.log
    assert director.results == expected.results
    assert director.hands_played == expected.hands_played


def test_without_catch_up_a_learning_bot_would_play_differently(tmp_path: Path) -> None:
    """The check above can fail: skipping the catch-up changes the game."""
    seed = 21
    expected = straight_run(seed)
    director = TournamentDirector(config(), seed)
    play(director, roster(director), hands=9)
    SaveStore(tmp_path).save_tournament("game", director)
    loaded = SaveStore(tmp_path).load_tournament("game").director
    play(loaded, roster(loaded))  # fresh bots that never saw the first nine hands
    assert loaded.log != expected.log


def dealt(hand: Hand) -> list[CardDealt]:
    return [e for e in hand.events if isinstance(e, CardDealt)]


def test_quitting_mid_hand_resumes_that_hand_from_its_start_with_the_same_cards(tmp_path: Path) -> None:
    seed = 8
    expected = straight_run(seed)
    director = TournamentDirector(config(), seed)
    bots = roster(director)
    play(director, bots, hands=5)
    bots.prepare(director)
    hand, _ = director.start_hand()
    cards_before = dealt(hand)
    for _ in range(3):
        assert hand.to_act is not None
        director.apply(bots.decide(hand, hand.to_act))
    store = SaveStore(tmp_path)
    store.save_tournament("mid", director)
    saved = json.loads((tmp_path / "mid.studsave").read_text())
    assert len(saved["body"]["pending"]) == 3 and len(saved["body"]["log"]) == 5

    loaded = store.load_tournament("mid")
    assert len(loaded.pending) == 3
    resumed = loaded.director
    assert resumed.hands_played == 5 and resumed.hand is None
    bots = roster(resumed)
    bots.catch_up(resumed)
    bots.prepare(resumed)
    hand, _ = resumed.start_hand()
    assert dealt(hand) == cards_before  # same cards, same button, same level
    while not hand.is_over:
        assert hand.to_act is not None
        resumed.apply(bots.decide(hand, hand.to_act))
    bots.hand_over(hand)
    resumed.finish_hand()
    play(resumed, bots)
    assert resumed.log == expected.log and resumed.results == expected.results


def test_quitting_mid_hand_can_also_resume_exactly_where_it_was(tmp_path: Path) -> None:
    director = TournamentDirector(config(), 3)
    bots = roster(director)
    play(director, bots, hands=4)
    bots.prepare(director)
    hand, _ = director.start_hand()
    for _ in range(4):
        assert hand.to_act is not None
        director.apply(bots.decide(hand, hand.to_act))
    SaveStore(tmp_path).save_tournament("mid", director)
    loaded = SaveStore(tmp_path).load_tournament("mid")
    events = loaded.resume_exactly()
    again = loaded.director.hand
    assert again is not None and not loaded.notes
    assert events[-1] == hand.events[-1]
    assert again.view(-1) == hand.view(-1)  # the table a spectator sees is the same
    assert loaded.director.pending_acts == director.pending_acts


def test_levels_by_minutes_keep_their_clock_across_a_save(tmp_path: Path) -> None:
    now = [0.0]
    timed = TournamentConfig(config().entrants, timing=LevelTiming(LevelUnit.MINUTES, 5))
    director = TournamentDirector(timed, 2, clock=lambda: now[0])
    bots = roster(director)
    play(director, bots, hands=2)
    now[0] += 200.0
    SaveStore(tmp_path).save_tournament("timed", director)
    now[0] += 10_000.0  # the app was closed: that time does not count
    loaded = SaveStore(tmp_path).load_tournament("timed", clock=lambda: now[0]).director
    assert loaded.elapsed_seconds == pytest.approx(200.0)
    assert loaded.level_status().seconds_left == pytest.approx(100.0)


def test_saves_are_listed_newest_first_with_their_progress(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    finished = straight_run(4)
    running = TournamentDirector(config(("razz",)), 5)
    play(running, roster(running), hands=3)
    from datetime import datetime

    store.save_tournament("done", finished, now=datetime(2024, 1, 1, 10, 0))
    store.save_tournament("razz", running, title="Friday razz", now=datetime(2024, 1, 2, 10, 0))
    listing = store.list_saves()
    assert listing.problems == ()
    assert [(s.slot, s.kind, s.title, s.hands_played, s.finished) for s in listing.saves] == [
        ("razz", "sng", "Friday razz", 3, False),
        ("done", "sng", "Mixed sit-and-go, 6 players", finished.hands_played, True),
    ]
    store.delete("razz")
    assert [s.slot for s in store.list_saves().saves] == ["done"]
    with pytest.raises(ValueError, match="cannot name a save"):
        store.path_for("../escape")
