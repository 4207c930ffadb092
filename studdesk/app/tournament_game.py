"""A sit-and-go in the app: the `TournamentDirector`, the entrants' bots, saves and results.

Saved after every hand and after every command of the player (so a game closed
mid-hand resumes exactly there, with the same cards); when it is over the
result goes into the finished-tournaments list and the save is deleted.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from studdesk.app.games import Game, Stop, make_bot_or_fallback
from studdesk.bots.base import Bot
from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.actions import Act
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand
from studdesk.engine.tournament import (
    LevelRaised,
    PlayerEliminated,
    TournamentDirector,
    TournamentFinished,
    ordinal,
)
from studdesk.engine.tournament_config import TournamentConfig
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.results import ResultsStore, TournamentResult
from studdesk.persistence.saves import SaveStore, default_title
from studdesk.ui.game_status import HaltReason, TournamentStatus


def place_text(place: int, last_place: int) -> str:
    return ordinal(place) if place == last_place else f"{ordinal(place)}-{ordinal(last_place)} (shared)"


def prize_text(prize: float) -> str:
    return f"{prize:,.2f}".removesuffix(".00")


class TournamentGame(Game):
    kind = "sng"

    def __init__(
        self,
        director: TournamentDirector,
        store: SaveStore | None,
        results: ResultsStore | None,
        slot: str,
    ) -> None:
        config = director.config
        human = next((seat for seat, e in enumerate(config.entrants) if e.is_human), None)
        super().__init__(store, human, len(config.entrants))
        self.director = director
        self.results = results
        self.slot = slot
        self.title = default_title(config)
        self.roster = BotRoster(config, director.seed, make=self._make)
        self._eliminated: tuple[PlayerEliminated, ...] = ()
        self._raised: LevelRaised | None = None

    def _make(self, bot_name: str, seed: int) -> Bot:
        seat = seed % 1000  # BotRoster seeds seat k's bot with seed * 1000 + k
        player = self.director.config.entrants[seat].name
        return make_bot_or_fallback(bot_name, player, seed, self.notices)

    @classmethod
    def new(
        cls,
        config: TournamentConfig,
        seed: int,
        store: SaveStore | None,
        results: ResultsStore | None,
        now: datetime | None = None,
    ) -> TournamentGame:
        stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
        game = cls(TournamentDirector(config, seed), store, results, f"sng-{stamp}-{seed % 100_000}")
        game.save()
        return game

    @classmethod
    def load(
        cls, store: SaveStore, slot: str, results: ResultsStore | None
    ) -> tuple[TournamentGame, Sequence[Act]]:
        """The saved sit-and-go at the start of its latest hand, and the commands saved from that hand.

        The bots are shown every hand already played, so those that learn pick up where they were.
        """
        loaded = store.load_tournament(slot)
        game = cls(loaded.director, store, results, slot)
        game.roster.catch_up(loaded.director)
        return game, loaded.pending

    # ------------------------------------------------------------------ the hand

    @property
    def hand(self) -> Hand | None:
        return self.director.hand

    def bot(self, seat: int) -> Bot:
        return self.roster.bots[seat]

    def start_hand(self) -> tuple[Event, ...]:
        self.roster.prepare(self.director)
        _hand, events = self.director.start_hand()
        self._raised = None
        out: list[Event] = []
        for event in events:
            if isinstance(event, LevelRaised):
                self._raised = event
                game = VARIANTS[event.variant_key].name
                self.notices.append(f"Level {event.level}: {game}, {event.structure}.")
            elif not isinstance(event, PlayerEliminated | TournamentFinished):  # (only at a hand's end)
                out.append(event)
        return tuple(out)

    def apply(self, act: Act) -> tuple[Event, ...]:
        return self.director.apply(act)

    def settle(self) -> Stop | None:
        hand = self.director.hand
        if hand is None or not hand.is_over:
            return None
        self.roster.hand_over(hand)
        settled = self.director.finish_hand()
        self._eliminated = tuple(e for e in settled if isinstance(e, PlayerEliminated))
        for out in self._eliminated:
            self.notices.append(self._out_text(out))
        if any(isinstance(e, TournamentFinished) for e in settled):
            return self._finished()
        self.save()
        mine = next((e for e in self._eliminated if e.seat == self.human), None)
        if mine is not None:
            return Stop(HaltReason.BUSTED, self._out_text(mine))
        return None

    def finish_headless(self) -> Stop:
        """The player left after busting: the bots play the rest at once, for the results."""
        while not self.director.is_finished:
            play_hand(self.director, self.roster)
        self._eliminated = ()
        return self._finished()

    def pause_clock(self) -> None:
        self.director.pause()

    # ------------------------------------------------------------------ internals

    def _out_text(self, event: PlayerEliminated) -> str:
        place = place_text(event.place, event.last_place)
        prize = f" and win {prize_text(event.prize)}" if event.prize > 0 else ""
        if event.seat == self.human:
            return f"You are out of the tournament in {place} place{prize}."
        won = f", winning {prize_text(event.prize)}" if event.prize > 0 else ""
        return f"{event.name} is out in {place} place{won}."

    def _finished(self) -> Stop:
        result = TournamentResult.of(self.director, title=self.title)
        if self.results is not None:
            try:
                self.results.record(result)
            except OSError as exc:
                self.notices.append(f"The result could not be added to the finished tournaments ({exc}).")
        if self.store is not None:
            try:
                self.store.delete(self.slot)
            except OSError:
                self.notices.append("The finished tournament's save could not be deleted.")
        winner = result.places[0]
        me = result.human
        if me is not None and me.place == 1:
            message = f"You win the tournament and {prize_text(me.prize)}!"
        else:
            message = f"{winner.name} wins the tournament."
        return Stop(HaltReason.FINISHED, message, result)

    # ------------------------------------------------------------------ saving and showing

    def status(self) -> TournamentStatus:
        config = self.director.config
        return TournamentStatus(
            title=self.title,
            level=self.director.level_status(),
            standings=self.director.standings(),
            payouts=config.payouts,
            prize_pool=config.prize_pool,
            entrants=len(config.entrants),
            hands_played=self.director.hands_played,
            human_seat=self.human,
            eliminated=self._eliminated,
            level_raised=self._raised,
        )

    def write_save(self, store: SaveStore) -> None:
        if not self.director.is_finished:
            store.save_tournament(self.slot, self.director, title=self.title)
