"""A sit-and-go: the `TournamentDirector`, the entrants' bots, saves and results.

Saved after every hand and after every command of the player (so a game closed
mid-hand resumes exactly there, with the same cards); when it is over the
result goes into the finished-tournaments list and the save is deleted. With
no player at the table it plays headless (`play_hand`): that is
`studdesk-sim sng`, and the rest of a tournament the player left after busting.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from studdesk.bots.base import Bot
from studdesk.bots.registry import DEFAULT_DEADLINE
from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.actions import Act
from studdesk.engine.events import Event
from studdesk.engine.tournament import (
    DirectorEvent,
    LevelRaised,
    PlayerEliminated,
    TournamentDirector,
    TournamentFinished,
)
from studdesk.engine.tournament_config import TournamentConfig
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.results import ResultsStore, TournamentResult
from studdesk.persistence.saves import SaveStore, default_title
from studdesk.play.games import Game, Stop, make_bot_or_fallback
from studdesk.play.status import GameKind, HaltReason, TournamentStatus
from studdesk.wording import game as words
from studdesk.wording.places import out_of_tournament, tournament_won_by, tournament_won_by_you
from studdesk.wording.system import FileProblem
from studdesk.wording.table import structure_text, you_watch
from studdesk.wording.variants import game_name


class TournamentGame(Game):
    kind = GameKind.TOURNAMENT

    def __init__(
        self,
        director: TournamentDirector,
        store: SaveStore | None,
        results: ResultsStore | None,
        slot: str,
        bot_deadline: float = DEFAULT_DEADLINE,
    ) -> None:
        config = director.config
        human = next((seat for seat, e in enumerate(config.entrants) if e.is_human), None)
        super().__init__(store, human, len(config.entrants), bot_deadline)
        self.director = director
        self.results = results
        self.slot = slot
        self.title = default_title(config)
        self.roster = BotRoster(config, director.seed, make=self._make, notify=self._bot_went_wrong)
        self._eliminated: tuple[PlayerEliminated, ...] = ()
        self._raised: LevelRaised | None = None

    def _make(self, seat: int, bot_name: str, seed: int) -> Bot:
        player = self.director.config.entrants[seat].name
        return make_bot_or_fallback(bot_name, player, seed, self.notices, self.bot_deadline)

    def _bot_went_wrong(self, player: str, problem: str) -> None:
        self.notices.append(words.bot_went_wrong(player, problem))

    @classmethod
    def new(
        cls,
        config: TournamentConfig,
        seed: int,
        store: SaveStore | None,
        results: ResultsStore | None,
        now: datetime | None = None,
        slot: str | None = None,
        bot_deadline: float = DEFAULT_DEADLINE,
    ) -> TournamentGame:
        """A new sit-and-go, saved at once (in `slot`, or a fresh one named by the time and seed)."""
        if slot is None:
            stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
            slot = f"sng-{stamp}-{seed % 100_000}"
        game = cls(TournamentDirector(config, seed), store, results, slot, bot_deadline)
        game.save()
        return game

    @classmethod
    def load(
        cls, store: SaveStore, slot: str, results: ResultsStore | None, bot_deadline: float = DEFAULT_DEADLINE
    ) -> tuple[TournamentGame, Sequence[Act]]:
        """The saved sit-and-go at the start of its latest hand, and the commands saved from that hand.

        The bots are shown every hand already played, so those that learn pick up where they were.
        """
        loaded = store.load_tournament(slot)
        game = cls(loaded.director, store, results, slot, bot_deadline)
        game.notices.extend(loaded.notes)
        game.roster.catch_up(loaded.director)
        return game, loaded.pending

    # ------------------------------------------------------------------ the hand

    @property
    def table(self) -> TournamentDirector:
        return self.director

    @property
    def bots(self) -> dict[int, Bot]:
        return self.roster.bots

    def start_hand(self) -> tuple[Event, ...]:
        self.roster.prepare(self.director)
        _hand, events = self.director.start_hand()
        self._raised = None
        out: list[Event] = []
        for event in events:
            if isinstance(event, LevelRaised):
                self._raised = event
                game = game_name(VARIANTS[event.variant_key])
                self.notices.append(words.level_raised(event.level, game, structure_text(event.structure)))
            elif not isinstance(event, PlayerEliminated | TournamentFinished):  # (only at a hand's end)
                out.append(event)
        return tuple(out)

    def settle(self) -> Stop | None:
        hand = self.director.hand
        if hand is None or not hand.is_over:
            return None
        self.hand_over(hand)
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

    def play_hand(self) -> tuple[DirectorEvent, ...]:
        """Play the next hand with the bots alone (no player at the table); returns the director's events."""
        return play_hand(self.director, self.roster, on_hand_over=self.tell_observers)

    def finish_headless(self, closing: Callable[[], bool] = lambda: False) -> Stop | None:
        """The player left after busting: the bots play the rest at once, for the results.

        None when `closing()` says the app is closing before the end: the hands played
        meanwhile are not kept (see `Runner.leave`).
        """
        while not self.director.is_finished:
            if closing():
                return None
            self.play_hand()
        self._eliminated = ()
        return self._finished()

    def pause_clock(self) -> None:
        self.director.pause()

    # ------------------------------------------------------------------ internals

    def _out_text(self, event: PlayerEliminated) -> str:
        is_you = event.seat == self.human
        return out_of_tournament(event.name, is_you, event.place, event.last_place, event.prize)

    def _finished(self) -> Stop:
        result = TournamentResult.of(self.director, title=self.title)
        if self.results is not None:
            try:
                self.results.record(result)
            except OSError as exc:
                self.notices.append(words.result_not_recorded(FileProblem(exc)))
        if self.store is not None:
            try:
                self.store.delete(self.slot)
            except OSError:
                self.notices.append(words.finished_save_not_deleted())
        me = result.human
        if me is not None and me.place == 1:
            message = tournament_won_by_you(me.prize)
        else:
            message = tournament_won_by(result.places[0].name)
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
            slot=self.slot,
        )

    def away_note(self) -> str:
        return you_watch()

    def write_save(self, store: SaveStore) -> None:
        if not self.director.is_finished:
            store.save_tournament(self.slot, self.director, title=self.title)
