"""Recording the app's hands in the hand history: every finished hand of every game, never waiting.

The runner hands each game it plays to the recorder (`attach`). The recorder
opens the game's session in the hand store (a sitting at the practice table,
or the sit-and-go, which goes on in the same session when it is resumed from
its save) and queues each finished hand, with the bots' profiles and the
player's seat, to a `HandWriter` thread: the engine thread never waits for the
disk, and each hand is one transaction of its own, so a crash loses at most
the hand in play (a hand ended but not yet settled is played again from the
save and recorded then). What goes wrong with the store (a damaged file moved
aside, a full disk) becomes a sentence for the player, said once, through
`take_notices`; the game goes on either way.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studdesk.engine.hand import Hand
from studdesk.persistence.handstore import SessionKind
from studdesk.persistence.handstore_record import record_from_hand
from studdesk.persistence.handstore_writer import HandWriter
from studdesk.play.games import Game
from studdesk.play.practice import PracticeGame
from studdesk.play.status import GameKind
from studdesk.wording import history as words

if TYPE_CHECKING:  # loaded only when a sit-and-go is played (a practice table never needs them)
    from studdesk.persistence.results import TournamentResult
    from studdesk.play.tournament import TournamentGame

#: how long closing the app waits for the hands still queued (normally none: a hand takes ~2 ms)
CLOSE_WAIT_S = 0.5


class HandRecorder:
    """The hand store's writer thread, fed with the finished hands of the game being played."""

    def __init__(self, path: Path | None = None) -> None:
        self._lock = threading.Lock()
        self._notices: list[str] = []
        self._game: Game | None = None
        self.writer = HandWriter(path, on_notice=self._notice)

    def attach(self, game: Game) -> None:
        """Record `game`'s hands from now on, in its own session (the previous game's ends)."""
        if game is self._game:
            return
        self._game = game
        kind, label, details, key = session_of(game)
        self.writer.begin_session(kind, label, details, key)
        game.hand_observers.append(partial(self.record, game))

    def record(self, game: Game, hand: Hand) -> None:
        """Queue `game`'s finished `hand` (a hand stored before is not stored twice)."""
        if game is not self._game:
            return  # a game the runner has replaced (its session has ended)
        record = record_from_hand(hand, hero_seat=game.viewer_for(hand), bots=bot_profiles(game))
        self.writer.submit(record, hand)

    def tournament_finished(self, result: TournamentResult) -> None:
        """Keep the player's finish with the tournament's session (the statistics chart it)."""
        details: dict[str, Any] = {"entrants": result.entrants, "buy_in": result.buy_in}
        me = result.human
        if me is not None:
            details.update(place=me.place, last_place=me.last_place, prize=me.prize)
        self.writer.update_session(details)

    def annotate(self, hand_number: int, kind: str, body: Any) -> None:
        """Keep a note with hand `hand_number` of the game being recorded (from any thread):
        e.g. kind "review", the practice aids' review of the player's decisions as JSON."""
        self.writer.annotate(hand_number, kind, body)

    def take_notices(self) -> list[str]:
        """Sentences about the hand history for the player, each said once."""
        with self._lock:
            out, self._notices = self._notices, []
        return out

    def _notice(self, text: str) -> None:  # called in the writer's thread
        with self._lock:
            self._notices.append(words.history_problem(text))

    def close(self, timeout: float = CLOSE_WAIT_S) -> bool:
        """Write what is queued and end the session (the app is closing); False if it took too long."""
        self._game = None
        return self.writer.close(timeout)


def as_tournament(game: Game) -> TournamentGame | None:
    """`game` if it is a sit-and-go, else None; the sit-and-go's modules are not loaded for a
    practice table (about 30 ms of CPU in the engine thread at the start, issue 10)."""
    if game.kind is not GameKind.TOURNAMENT:
        return None
    from studdesk.play.tournament import TournamentGame

    return game if isinstance(game, TournamentGame) else None


def session_of(game: Game) -> tuple[SessionKind, str, dict[str, Any], str | None]:
    """The hand-store session of a game: (kind, label, details, key)."""
    if (sng := as_tournament(game)) is not None:
        config = sng.director.config
        details: dict[str, Any] = {
            "slot": sng.slot,
            "seed": sng.director.seed,
            "variants": list(config.variants),
            "entrants": len(config.entrants),
            "buy_in": config.buy_in,
        }
        return SessionKind.TOURNAMENT, sng.title, details, f"tournament:{sng.slot}"
    if isinstance(game, PracticeGame):
        variant = game.session.config.variant
        details = {"variant": variant.key, "seed": game.session.seed}
        return SessionKind.PRACTICE, words.practice_session(variant.short_name), details, None
    return SessionKind.PRACTICE, words.practice_session(""), {}, None


def bot_profiles(game: Game) -> Mapping[int, str]:
    """The bot profile (registry name) of every seat a bot plays."""
    if (sng := as_tournament(game)) is not None:
        entrants = sng.director.config.entrants
        return {seat: e.bot for seat, e in enumerate(entrants) if e.bot is not None}
    if isinstance(game, PracticeGame):
        return {p.seat: p.bot for p in game.session.players() if p.bot is not None}
    return {}
