"""The engine worker: a QObject moved to its own QThread (DESIGN.md §3).

It owns the game (a practice session or a sit-and-go: `games.Game`), its
hands and its bots; the GUI thread never touches them. Commands arrive as
queued slot calls (`start_session`, `start_tournament`, `resume_game`, `step`,
`act`, `update_settings`, `practice`, `leave_tournament`); every `step` or
`act` is answered by exactly one `StepBatch` on `batch_ready` (holding the
events as the player's seat may see them, R2.5, and the player's
`PlayerView`), or by one `Halted` on `halted` when the dealing has to wait for
the player (they busted out of a tournament, it is over, or a practice table
has too few players). The worker never runs ahead: the controller asks for the
next step only when the table has shown the last one.
"""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QObject, Signal, Slot

from studdesk.app.games import FALLBACK_BOT, OPPONENT_NAMES, Game, Stop
from studdesk.app.practice_game import HUMAN_SEAT, PracticeGame
from studdesk.app.readout import hand_readout
from studdesk.app.tournament_game import TournamentGame
from studdesk.bots.base import Bot, safe_decision
from studdesk.engine.actions import Act
from studdesk.engine.cards import Card
from studdesk.engine.errors import ConfigurationError, IllegalActionError, StudDeskError
from studdesk.engine.events import SPECTATOR, Event, HandStarted, censor
from studdesk.engine.hand import Hand
from studdesk.engine.table import Table
from studdesk.engine.tournament_config import TournamentConfig
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveLoadError, SaveStore
from studdesk.persistence.settings import Settings
from studdesk.ui.game_status import Halted, PracticeRequest, ResumeChoice
from studdesk.ui.messages import StepBatch

log = logging.getLogger(__name__)

__all__ = ["FALLBACK_BOT", "HUMAN_SEAT", "OPPONENT_NAMES", "EngineWorker"]


class EngineWorker(QObject):
    #: one StepBatch per step or act
    batch_ready = Signal(object)
    #: the human's command was refused (the message says why); a batch with the same view follows
    rejected = Signal(str)
    #: something went wrong that is not the player's fault (message for the user)
    failed = Signal(str)
    #: the dealing stopped until the player decides (a `Halted`); answers a step instead of a batch
    halted = Signal(object)
    #: a between-hands request was noted or done (words for the player)
    notice = Signal(str)

    def __init__(self, store: SaveStore | None = None, results: ResultsStore | None = None) -> None:
        super().__init__()
        self.session = 0
        self.settings: Settings | None = None
        self.game: Game | None = None
        self.store = store if store is not None else SaveStore()
        self.results = results if results is not None else ResultsStore()
        self._pending: Settings | None = None
        self._requests: list[PracticeRequest] = []
        #: commands of a loaded game's interrupted hand, replayed by the next step
        self._resume: tuple[Act, ...] | None = None

    @property
    def hand(self) -> Hand | None:
        return self.game.hand if self.game is not None else None

    @property
    def table(self) -> Table | None:
        """The practice table (None in a sit-and-go)."""
        return self.game.session.table if isinstance(self.game, PracticeGame) else None

    @property
    def bots(self) -> dict[int, Bot]:
        if isinstance(self.game, PracticeGame):
            return self.game.bots
        if isinstance(self.game, TournamentGame):
            return self.game.roster.bots
        return {}

    # ------------------------------------------------------------ starting games

    @Slot(object, object, int)
    def start_session(self, settings: Settings, seed: int, session: int) -> None:
        """Sit down at a new practice table: the human in seat 0, the bots clockwise from them."""
        self._begin(session, settings)
        try:
            self.game = PracticeGame.new(settings, seed, self.store)
        except StudDeskError as exc:
            self.failed.emit(f"The game could not be set up: {exc}")

    @Slot(object, object, int)
    def start_tournament(self, config: TournamentConfig, seed: int, session: int) -> None:
        """A new sit-and-go (the entrant without a bot is the player)."""
        self._begin(session, self.settings)
        self.game = TournamentGame.new(config, seed, self.store, self.results)

    @Slot(object, object, int)
    def resume_game(self, choice: ResumeChoice, settings: Settings, session: int) -> None:
        """Load a saved game; the next step deals its interrupted hand again and replays its commands.

        A save that cannot be loaded is reported and a new practice table is dealt instead.
        """
        self._begin(session, settings)
        try:
            if choice.kind == "sng":
                game: Game
                game, pending = TournamentGame.load(self.store, choice.slot, self.results)
            else:
                game, pending = PracticeGame.load(self.store, choice.slot, settings)
        except (SaveLoadError, StudDeskError) as exc:
            message = (
                exc.problem.message
                if isinstance(exc, SaveLoadError)
                else (f'The saved game "{choice.slot}" could not be continued: {exc}.')
            )
            self.failed.emit(message)
            self.game = PracticeGame.new(settings, random.randrange(2**32), self.store)
            self.game.notices.append("A new practice table is dealt instead.")
            return
        game.notices.append("Welcome back: the game goes on where it was saved, with the same cards.")
        self.game = game
        self._resume = tuple(pending)

    def _begin(self, session: int, settings: Settings | None) -> None:
        self._save_current()
        self.session = session
        self.settings = settings
        self.game = None
        self._pending = None
        self._requests = []
        self._resume = None

    # ------------------------------------------------------------ commands

    @Slot(object)
    def update_settings(self, settings: Settings) -> None:
        """New settings take effect when the next hand starts; the hand in play is not changed."""
        self.settings = settings
        if self.hand is None:
            self._pending = None
            self._apply(settings)
        else:
            self._pending = settings

    @Slot(object)
    def practice(self, request: PracticeRequest) -> None:
        """A between-hands change at the practice table: now if no hand is on, else when it ends."""
        game = self.game
        if not isinstance(game, PracticeGame):
            self.rejected.emit("That is for practice tables; a sit-and-go keeps its line-up.")
            return
        if game.hand is None:
            self._do_request(game, request)
            return
        try:
            game.check(request, self._requests)
        except ConfigurationError as exc:
            self.rejected.emit(f"Not done: {exc}.")
            return
        self._requests.append(request)
        self.notice.emit("Noted: it takes effect when this hand is over.")

    @Slot()
    def leave_tournament(self) -> None:
        """The player busted and leaves: the bots finish the tournament at once, for the results."""
        game = self.game
        if not isinstance(game, TournamentGame) or game.hand is not None:
            self.rejected.emit("There is no tournament to leave between hands.")
            return
        try:
            stop = game.finish_headless()
        except Exception as exc:  # a bug must reach the player as a message, not kill the thread
            log.exception("finishing the tournament failed")
            self.failed.emit(f"The bots could not finish the tournament: {exc!r}")
            return
        self._halt_with(game, stop)

    @Slot(bool)
    def set_clock_paused(self, paused: bool) -> None:
        """The player paused: a tournament's level clock (levels by minutes) stops too."""
        if paused and isinstance(self.game, TournamentGame):
            self.game.pause_clock()

    @Slot()
    def save_now(self) -> None:
        """Save the game as it is (the app is closing)."""
        self._save_current()

    @Slot()
    def step(self) -> None:
        """Move the game on by one step: a new hand, or one bot's action."""
        try:
            self._step()
        except Exception as exc:  # a bug must reach the player as a message, not kill the thread
            log.exception("engine step failed")
            self.failed.emit(f"The engine stopped with an error: {exc!r}")

    @Slot(object)
    def act(self, act: Act) -> None:
        """The human's command. An illegal one is refused with the engine's own words."""
        game, hand = self.game, self.hand
        if game is None or hand is None:
            self.rejected.emit("There is no hand in play.")
            return
        if act.seat != game.human:
            seat = "no seat" if game.human is None else f"seat {game.human + 1}"
            self.rejected.emit(f"You play {seat}, not seat {act.seat + 1}.")
            self._emit(())
            return
        try:
            events = game.apply(act)
        except IllegalActionError as exc:
            self.rejected.emit(str(exc))
            self._emit(())
            return
        game.save()  # after every command of the player: a closed game resumes exactly here
        self._emit(events)

    # ----------------------------------------------------------- internals

    def _step(self) -> None:
        game = self.game
        if game is None:
            self.failed.emit("There is no table: start a new game from the Game menu.")
            return
        hand = game.hand
        if hand is None or hand.is_over:
            self._next_hand(game)
            return
        seat = hand.to_act
        if seat is None or seat == game.human:
            self._emit(())  # the human's turn: nothing to do but show the view again
            return
        act, problem = safe_decision(game.bot(seat), hand.view(seat))
        if problem is not None:
            name = hand.by_seat[seat].name
            game.notices.append(f"{name}'s bot went wrong ({problem}) and checks or folds instead.")
        self._emit(game.apply(act), thinker=seat)

    def _next_hand(self, game: Game) -> None:
        if self._resume is not None and game.hand is None:
            pending, self._resume = self._resume, None
            try:
                events = game.resume(pending)
            except ConfigurationError as exc:
                self._halt_with(game, self._cannot_deal(game, exc))
                return
            self._emit(events)
            return
        if game.hand is not None:
            stop = game.settle()
            if stop is not None:
                self._halt_with(game, stop)
                return
        if self._pending is not None:
            settings, self._pending = self._pending, None
            self._apply(settings)
            if self.game is not None:  # the new settings may have seated a new table
                game = self.game
        if isinstance(game, PracticeGame):
            requests, self._requests = self._requests, []
            for request in requests:
                self._do_request(game, request, quiet=True)
        try:
            events = game.start_hand()
        except ConfigurationError as exc:
            self._halt_with(game, self._cannot_deal(game, exc))
            return
        self._emit(events)

    def _cannot_deal(self, game: Game, exc: ConfigurationError) -> Stop:
        if isinstance(game, PracticeGame):
            return game.cannot_deal(str(exc))
        raise exc  # a sit-and-go always has two players until it is over

    def _do_request(self, game: PracticeGame, request: PracticeRequest, quiet: bool = False) -> None:
        try:
            text = game.request(request)
        except ConfigurationError as exc:
            message = f"Not done: {exc}."
            if quiet:
                game.notices.append(message)
            else:
                self.rejected.emit(message)
            return
        if quiet:
            game.notices.append(text)
        else:
            self.notice.emit(text)

    def _apply(self, settings: Settings) -> None:
        """Use new settings between hands: same seats keep their stacks, a new line-up starts over."""
        game = self.game
        if isinstance(game, PracticeGame):
            if game.apply_settings(settings):
                game.notices.append("New settings are in effect from this hand on.")
                return
            seed = game.session.table.rng.randrange(2**32)
            self.game = PracticeGame.new(settings, seed, self.store)
            self.game.notices.append("New settings: a new table with fresh stacks.")
        elif game is None:
            self.game = PracticeGame.new(settings, random.randrange(2**32), self.store)
        # a sit-and-go keeps its own structure; display settings were applied by the window

    def _save_current(self) -> None:
        if self.game is not None:
            self.game.save()

    def _halt_with(self, game: Game, stop: Stop) -> None:
        notices = game.take_notices()
        self.halted.emit(Halted(self.session, stop.reason, stop.message, game.status(), stop.result, notices))

    def _emit(self, events: tuple[Event, ...], thinker: int | None = None) -> None:
        game, hand = self.game, self.hand
        assert game is not None and hand is not None
        seat = game.viewer_for(hand)
        viewer = SPECTATOR if seat is None else seat
        view = hand.view(viewer)
        status = game.status() if any(isinstance(e, HandStarted) for e in events) else None
        self.batch_ready.emit(
            StepBatch(
                session=self.session,
                seat_count=game.seat_count,
                # the player's seat stays at the bottom of the table, also while they watch
                viewer=game.human if game.human is not None else 0,
                events=tuple(censor(e, viewer) for e in events),
                view=view,
                thinker=thinker,
                readout=()
                if seat is None or view.me.folded
                else hand_readout(hand.variant, view.me.known_cards + _community(hand)),
                notices=game.take_notices(),
                status=status,
            )
        )


def _community(hand: Hand) -> tuple[Card, ...]:
    return (hand.community,) if hand.community is not None else ()
